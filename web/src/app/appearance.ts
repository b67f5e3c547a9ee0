import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, SUCCESS_CODE } from '../lib/api-client';
import { isLanguage, type Language } from '../i18n/i18n';

/** A language's appearance as the console shows it (spec §7 `interfaceCustomization/find`). */
export interface Appearance {
  productName: string;
  accountName: string;
  copyright: string;
  logo: string | null;
  logoSmall: string | null;
  favicon: string | null;
  loginBackground: string | null;
}

const STORAGE_PREFIX = 'appearance.';
/** Where the server serves a stored image: its content hash and type, nothing that could break out of a CSS url(). */
const IMAGE_URL = /^\/api\/interfaceCustomization\/image\/[0-9a-f]{64}\.(png|jpg)$/;
const FIELDS = ['productName', 'accountName', 'copyright', 'logo', 'logoSmall', 'favicon', 'loginBackground'] as const;

const cache = new Map<Language, Appearance>();
const pending = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps only the fields of an appearance, each of its type; anything else is dropped. */
function parse(value: unknown): Appearance | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (typeof record.productName !== 'string') return null;
  const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string) : '');
  const image = (field: string) => (typeof record[field] === 'string' && IMAGE_URL.test(record[field] as string) ? (record[field] as string) : null);
  return {
    productName: text('productName'),
    accountName: text('accountName'),
    copyright: text('copyright'),
    logo: image('logo'),
    logoSmall: image('logoSmall'),
    favicon: image('favicon'),
    loginBackground: image('loginBackground'),
  };
}

/** The last appearance seen in a language, so the next start paints it before the server answers. */
function remembered(language: Language): Appearance | undefined {
  try {
    return parse(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${language}`) ?? 'null')) ?? undefined;
  } catch {
    return undefined;
  }
}

function store(language: Language, appearance: Appearance): void {
  cache.set(language, appearance);
  try {
    localStorage.setItem(`${STORAGE_PREFIX}${language}`, JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, appearance[f]]))));
  } catch {
    // Storage full or disabled: the in-memory copy still serves this visit.
  }
  notify();
}

/**
 * Loads a language's appearance from the server (no token needed). Without `force`, a language
 * already loaded in this visit is not asked again. A failed load keeps what was there.
 */
export function loadAppearance(language: Language, options: { force?: boolean } = {}): Promise<void> {
  const running = pending.get(language);
  if (running && !options.force) return running;
  if (cache.has(language) && !options.force) return Promise.resolve();
  const request = apiRequest<unknown>('GET', `/api/interfaceCustomization/find/${encodeURIComponent(language)}`, { sessionCodes: false })
    .then((answer) => {
      const appearance = answer.code === SUCCESS_CODE ? parse(answer.data) : null;
      if (appearance) store(language, appearance);
    })
    .catch(() => undefined)
    .finally(() => pending.delete(language));
  pending.set(language, request);
  return request;
}

/** Takes a setting the server answered after a change, so every screen shows it at once. */
export function applyAppearance(language: string, value: unknown): void {
  const appearance = parse(value);
  if (isLanguage(language) && appearance) store(language, appearance);
}

/**
 * The appearance of the current language: loaded when the language is first used (spec §7:
 * the system settings load is triggered by language), the built-in names until it arrives.
 */
export function useAppearance(): Appearance {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const loaded = useSyncExternalStore(subscribe, () => cache.get(language));
  useEffect(() => {
    void loadAppearance(language);
  }, [language]);
  return (
    loaded ??
    remembered(language) ?? {
      productName: t('common.appName'),
      accountName: t('common.appTagline'),
      copyright: '',
      logo: null,
      logoSmall: null,
      favicon: null,
      loginBackground: null,
    }
  );
}

const DEFAULT_FAVICON = '/favicon.svg';

/** Points the browser's favicon at the current language's, or the built-in one. */
export function AppearanceEffects(): null {
  const { favicon } = useAppearance();
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.type = favicon ? (favicon.endsWith('.png') ? 'image/png' : 'image/jpeg') : 'image/svg+xml';
    link.href = favicon ?? DEFAULT_FAVICON;
  }, [favicon]);
  return null;
}
