import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { LANGS, type Lang } from '../../i18n/messages';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { productVersion } from '../../lib/product-version';
import type { Auditor } from '../../platform/auditor';
import type { FileStore } from '../../platform/file-store';
import { IMAGE_CONTENT_TYPE, IMAGE_EXTENSION, inspectImage, type AppearanceImageType } from './appearance-image';
import * as repo from './appearance.repo';

/** The images of a language's appearance: the header logo, its small form, the favicon, the sign-in background. */
export const APPEARANCE_IMAGES = ['logo', 'logoSmall', 'favicon', 'loginBackground'] as const;
export type AppearanceImage = (typeof APPEARANCE_IMAGES)[number];

/** The texts of a language's appearance. */
export const APPEARANCE_TEXTS = ['productName', 'accountName', 'copyright'] as const;
type AppearanceText = (typeof APPEARANCE_TEXTS)[number];

/** What a language's appearance holds; images are the names of stored files, null for the built-in look. */
export type AppearanceValues = Record<AppearanceText, string> & Record<AppearanceImage, string | null>;

/** Answered by `find` but never taken by `update` (spec §7: "setting without the five removed fields"). */
export const READ_ONLY_FIELDS = ['platform', 'updateTime', 'currentLang', 'lang', 'versionVO'] as const;

/** Longest text of each field, in characters. */
const TEXT_LIMITS: Record<AppearanceText, number> = { productName: 50, accountName: 100, copyright: 200 };

/** Cap of each image, in bytes: the sign-in background may be a large photograph. */
export const IMAGE_LIMIT_BYTES: Record<AppearanceImage, number> = {
  logo: 1024 * 1024,
  logoSmall: 1024 * 1024,
  favicon: 1024 * 1024,
  loginBackground: 5 * 1024 * 1024,
};
const LIMIT_LABEL: Record<AppearanceImage, string> = { logo: '1MB', logoSmall: '1MB', favicon: '1MB', loginBackground: '5MB' };
/** The widest or tallest image taken, in pixels. */
export const IMAGE_MAX_PIXELS = 8192;
const IMAGE_FILE_TYPES = 'png/jpg/jpeg';

/** A stored image's name: the sha256 of its bytes and its type, so equal uploads share a file. */
const STORED_NAME = /^[0-9a-f]{64}\.(png|jpg)$/;
/** Where `find` says an image can be fetched (no token needed: the sign-in page shows them). */
export const IMAGE_URL_PREFIX = '/api/interfaceCustomization/image/';
/** Unused files younger than this are kept: an upload waits for the form that references it. */
const UNUSED_GRACE_MS = 24 * 3600 * 1000;
/** Where images are stored (by content hash). */
const IMAGE_FOLDER = 'appearance/';

const DEFAULTS: Record<Lang, AppearanceValues> = {
  en: {
    productName: 'Rampart',
    accountName: 'Application security console',
    copyright: 'Copyright © Rampart. All rights reserved.',
    logo: null,
    logoSmall: null,
    favicon: null,
    loginBackground: null,
  },
  'zh-TW': {
    productName: 'Rampart',
    accountName: '應用程式安全主控台',
    copyright: 'Copyright © Rampart. 版權所有。',
    logo: null,
    logoSmall: null,
    favicon: null,
    loginBackground: null,
  },
};

/** A language's appearance as `find` answers it: images as URLs, and the five read-only fields. */
export interface AppearanceSetting extends AppearanceValues {
  /** The language the setting belongs to; `update` names it by this. */
  id: Lang;
  lang: Lang;
  /** The deployment's default language (`/config/config.json` platform). */
  platform: Lang;
  /** The language of the request. */
  currentLang: Lang;
  /** When the setting last changed; null while it has the defaults. */
  updateTime: string | null;
  versionVO: { version: string };
}

/** A change: the language it is for and the fields to change (left out: unchanged; an image null: removed). */
export interface AppearancePatch extends Partial<AppearanceValues> {
  id: Lang;
}

export interface StoredImage {
  /** What a setting's image field is set to. */
  url: string;
  type: AppearanceImageType;
  width: number;
  height: number;
  size: number;
}

/**
 * Appearance customization (spec §2 `interfaceManage/{lang}`, §7 `interfaceCustomization`):
 * per language, the product and account names, the copyright line, the logos, the favicon and
 * the sign-in background. Console-wide (the sign-in page reads it before anyone is known), so
 * anyone may read it and only the system account's holders of system_appearance change it.
 */
export class AppearanceService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    /** The file store: images live under `appearance/`. */
    private readonly store: FileStore,
    private readonly defaultLang: Lang,
  ) {}

  /**
   * The current setting of a language (`find/{platform-or-lang}`): the spec names the path by
   * the deployment's default language (the config's `platform`) or a chosen one; both are
   * language codes. Another value is not found.
   */
  async find(langOrPlatform: string, currentLang: Lang): Promise<AppearanceSetting> {
    const lang = langParam(langOrPlatform);
    const { values, updatedAt } = await this.values(lang);
    return {
      id: lang,
      lang,
      platform: this.defaultLang,
      currentLang,
      updateTime: updatedAt ? updatedAt.toISOString() : null,
      versionVO: { version: productVersion() },
      ...values,
      ...imageUrls(values),
    };
  }

  /** Changes a language's setting; bad input changes nothing. Answers the new setting. */
  async update(actor: Actor, patch: AppearancePatch, meta: { ip: string | null; lang: Lang }): Promise<AppearanceSetting> {
    assertCanChange(actor);
    const lang = langParam(patch.id);
    const { values: current } = await this.values(lang);
    const next: AppearanceValues = { ...current };
    for (const field of APPEARANCE_TEXTS) {
      const value = patch[field];
      if (value === undefined) continue;
      if (typeof value !== 'string') throw new ValidationError('fieldEmpty', { field });
      const text = value.trim();
      if (field === 'productName' && !text) throw new ValidationError('fieldEmpty', { field });
      if ([...text].length > TEXT_LIMITS[field] || /[\r\n]/.test(text)) throw new ValidationError('appearanceTextTooLong', { field, max: TEXT_LIMITS[field] });
      next[field] = text;
    }
    for (const field of APPEARANCE_IMAGES) {
      const value = patch[field];
      if (value === undefined) continue;
      next[field] = value === null || value === '' ? null : await this.existingImage(field, value);
    }
    await repo.saveAppearance(this.db, lang, next);
    const changed = [...APPEARANCE_TEXTS, ...APPEARANCE_IMAGES].filter((field) => next[field] !== current[field]);
    await this.audit.byActor(actor, meta.ip, 'appearance.update', { target: `appearance:${lang}`, reason: changed.length ? changed.join(', ') : null });
    await this.dropUnusedImages();
    return this.find(lang, meta.lang);
  }

  /**
   * Stores an uploaded image for one of the image fields: png or jpeg by content (magic bytes
   * and a readable structure), within the field's size cap and {@link IMAGE_MAX_PIXELS}.
   * The bytes stay unused until an update references the answered URL.
   */
  async storeImage(actor: Actor, field: string, upload: Readable, meta: { ip: string | null }): Promise<StoredImage> {
    assertCanChange(actor);
    if (!(APPEARANCE_IMAGES as readonly string[]).includes(field)) throw new ValidationError('appearanceImageField');
    const kind = field as AppearanceImage;
    const bytes = await readCapped(upload, IMAGE_LIMIT_BYTES[kind], LIMIT_LABEL[kind]);
    if (bytes.length === 0) throw new ValidationError('fileMissing');
    const facts = inspectImage(bytes);
    if (facts === 'wrong-type') throw new ValidationError('fileWrongType', { fileType: IMAGE_FILE_TYPES });
    if (facts === 'unreadable') throw new ValidationError('appearanceImageUnreadable');
    if (facts.width > IMAGE_MAX_PIXELS || facts.height > IMAGE_MAX_PIXELS) throw new ValidationError('appearanceImageDimensions', { max: IMAGE_MAX_PIXELS });
    const name = `${crypto.createHash('sha256').update(bytes).digest('hex')}.${IMAGE_EXTENSION[facts.type]}`;
    await this.store.put(`${IMAGE_FOLDER}${name}`, bytes, { contentType: IMAGE_CONTENT_TYPE[facts.type] });
    await this.audit.byActor(actor, meta.ip, 'appearance.image', { target: `appearance:${kind}` });
    return { url: `${IMAGE_URL_PREFIX}${name}`, type: facts.type, width: facts.width, height: facts.height, size: bytes.length };
  }

  /** A stored image to serve by name (public); not found for any other name. */
  async image(name: string): Promise<{ open: () => Promise<Readable>; contentType: string; size: number }> {
    if (!STORED_NAME.test(name)) throw new NotFoundError();
    const key = `${IMAGE_FOLDER}${name}`;
    const stat = await this.store.stat(key);
    if (!stat) throw new NotFoundError();
    return { open: () => this.store.get(key), contentType: IMAGE_CONTENT_TYPE[name.endsWith('.png') ? 'png' : 'jpeg'], size: stat.size };
  }

  private async values(lang: Lang): Promise<{ values: AppearanceValues; updatedAt: Date | null }> {
    const row = await repo.findAppearance(this.db, lang);
    return { values: merged(DEFAULTS[lang], row?.value), updatedAt: row ? new Date(row.updatedAt) : null };
  }

  /** The stored name an image field is set to, from the URL an upload answered (or the bare name). */
  private async existingImage(field: AppearanceImage, value: string): Promise<string> {
    const name = typeof value === 'string' && value.startsWith(IMAGE_URL_PREFIX) ? value.slice(IMAGE_URL_PREFIX.length) : value;
    if (typeof name !== 'string' || !STORED_NAME.test(name)) throw new ValidationError('appearanceImageMissing', { field });
    const stat = await this.store.stat(`${IMAGE_FOLDER}${name}`);
    if (!stat) throw new ValidationError('appearanceImageMissing', { field });
    if (stat.size > IMAGE_LIMIT_BYTES[field]) throw new AppError('413', 'uploadTooLarge', { params: { fileSize: LIMIT_LABEL[field] } });
    return name;
  }

  /** Removes image files no language uses any more, once they are old enough not to be a pending upload. */
  private async dropUnusedImages(): Promise<void> {
    const used = new Set<string>();
    for (const value of await repo.allAppearances(this.db)) {
      for (const field of APPEARANCE_IMAGES) {
        const name = (value as Record<string, unknown> | null)?.[field];
        if (typeof name === 'string') used.add(name);
      }
    }
    const now = Date.now();
    for await (const object of this.store.list(IMAGE_FOLDER)) {
      const name = object.key.slice(IMAGE_FOLDER.length);
      if (!STORED_NAME.test(name) || used.has(name)) continue;
      if (now - object.modified.getTime() > UNUSED_GRACE_MS) await this.store.delete(object.key);
    }
  }
}

/** The system account's holders of system_appearance, not read-only: the appearance is the whole console's. */
function assertCanChange(actor: Actor): void {
  actor.assertCanChange('system_appearance');
  if (!actor.account.isSystem) throw new ForbiddenError();
}

/** A language code as the path or body names it (`en`, `zh-TW`, case-insensitively); anything else is not found. */
export function langParam(value: unknown): Lang {
  const lang = typeof value === 'string' ? LANGS.find((l) => l.toLowerCase() === value.trim().toLowerCase()) : undefined;
  if (!lang) throw new NotFoundError();
  return lang;
}

/** Stored values over the defaults: a field missing or of the wrong type keeps its default. */
function merged(defaults: AppearanceValues, stored: unknown): AppearanceValues {
  const values = { ...defaults };
  if (!stored || typeof stored !== 'object') return values;
  const record = stored as Record<string, unknown>;
  for (const field of APPEARANCE_TEXTS) if (typeof record[field] === 'string') values[field] = record[field];
  for (const field of APPEARANCE_IMAGES) {
    const name = record[field];
    if (name === null || (typeof name === 'string' && STORED_NAME.test(name))) values[field] = name;
  }
  return values;
}

function imageUrls(values: AppearanceValues): Record<AppearanceImage, string | null> {
  const urls = {} as Record<AppearanceImage, string | null>;
  for (const field of APPEARANCE_IMAGES) urls[field] = values[field] ? `${IMAGE_URL_PREFIX}${values[field]}` : null;
  return urls;
}

/** Reads a small upload into memory, refusing it as soon as it passes the cap. */
async function readCapped(stream: Readable, limit: number, label: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      throw new AppError('413', 'uploadTooLarge', { params: { fileSize: label } });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
