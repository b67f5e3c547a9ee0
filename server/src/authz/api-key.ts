import type { SubmitType } from '../db/schema';

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

/** The API key pair of a request (`X-API-Key` + `X-API-Secret`), or null when either is missing. */
export function apiKeyPair(headers: Headers): { key: string; secret: string } | null {
  const key = header(headers, 'x-api-key');
  const secret = header(headers, 'x-api-secret');
  return key && secret ? { key, secret } : null;
}

/**
 * How a submission reached the server (spec §3 submit type), decided in this order:
 * 1. `X-Rampart-Client: cli` or `pc` — Rampart's own command-line and desktop clients say so;
 * 2. authenticated with an API key — `API`;
 * 3. a browser (a `User-Agent` starting with `Mozilla/`, as every browser's does) — `WEB`;
 * 4. anything else (scripts, curl, SDKs with a bearer token) — `API`.
 */
export function submitTypeOf(headers: Headers, viaApiKey: boolean): SubmitType {
  const client = header(headers, 'x-rampart-client')?.toLowerCase();
  if (client === 'cli') return 'CLI';
  if (client === 'pc') return 'PC';
  if (viaApiKey) return 'API';
  return header(headers, 'user-agent')?.startsWith('Mozilla/') ? 'WEB' : 'API';
}
