import en from './en.json' with { type: 'json' };
import zhTW from './zh-TW.json' with { type: 'json' };

export const LANGS = ['en', 'zh-TW'] as const;
export type Lang = (typeof LANGS)[number];
export type MessageKey = keyof typeof en;

const catalogs: Record<Lang, Record<MessageKey, string>> = { en, 'zh-TW': zhTW };

/** Picks a supported language from a `lang` header value; anything else is English. */
export function parseLang(value: unknown): Lang {
  if (typeof value !== 'string') return 'en';
  const v = value.trim().toLowerCase();
  if (v === 'zh-tw' || v === 'zh_tw' || v === 'zh-hant' || v === 'zh') return 'zh-TW';
  return 'en';
}

/** The server's message for `key` in `lang`, with `{{name}}` placeholders filled. */
export function message(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  const template = catalogs[lang][key] ?? catalogs.en[key];
  if (!params) return template;
  const filled = params.field === undefined ? params : { ...params, field: fieldLabel(lang, String(params.field)) };
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(filled[name] ?? ''));
}

/**
 * The label users know a field by, in `lang` (`roleName` → "Role name" / 「角色名稱」), from the
 * catalogue's `label<Field>` keys; a path such as `input.name` counts by its last part. A field
 * without a label keeps its name.
 */
export function fieldLabel(lang: Lang, field: string): string {
  const last =
    field
      .replace(/\[\d+\]/g, '')
      .split('.')
      .pop() ?? field;
  const key = `label${last.charAt(0).toUpperCase()}${last.slice(1)}`;
  if (!(key in catalogs.en)) return field;
  return catalogs[lang][key as MessageKey] ?? catalogs.en[key as MessageKey];
}

export function catalogKeys(lang: Lang): string[] {
  return Object.keys(catalogs[lang]);
}
