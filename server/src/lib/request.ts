import { parseLang, type Lang } from '../i18n/messages';

/** An IANA time zone from the `timezone` header, validated; UTC otherwise. */
function parseTimeZone(value: unknown): string {
  if (typeof value !== 'string' || value.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

type HeaderValue = string | string[] | undefined;

function first(value: HeaderValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The request facts every entry point reads from headers. */
export function requestFacts(headers: Record<string, HeaderValue>): { lang: Lang; timeZone: string; authorization: string | undefined } {
  return {
    lang: parseLang(first(headers['lang']) ?? first(headers['accept-language'])?.split(',')[0]),
    timeZone: parseTimeZone(first(headers['timezone'])),
    authorization: first(headers['authorization']),
  };
}
