import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { CliError, EXIT } from './errors';
import type { Credentials } from './config';

/** The REST envelope every `/api` call answers (spec §7). */
interface Envelope<T> {
  code: string;
  msg: string;
  data: T | null;
}

/**
 * The headers of every call: the key pair, and `X-Rampart-Client: cli` so that the console
 * records the jobs this tool submits with submit type `CLI`.
 */
export function clientHeaders(credentials: Credentials, lang: string): Record<string, string> {
  return {
    'x-api-key': credentials.apiKey,
    'x-api-secret': credentials.apiSecret,
    'x-rampart-client': 'cli',
    'user-agent': 'rampart-cli',
    lang,
  };
}

/** The exit code and message for a refused call: `401`/`403` are authentication, the rest errors. */
export function refusal(status: number, code: string | undefined, msg: string | undefined): CliError {
  const reason = msg?.trim() || `HTTP ${status}`;
  if (status === 401 || code === '401') {
    return new CliError(EXIT.auth, `Authentication failed: ${reason} Check RAMPART_API_KEY and RAMPART_API_SECRET (or run \`rampart login\`).`, 401);
  }
  if (status === 403 || code === '403') return new CliError(EXIT.auth, `Permission denied: ${reason}`, 403);
  return new CliError(EXIT.error, `The console refused the request: ${reason}${code && code !== String(status) ? ` (${code})` : ''}`, status);
}

function unreachable(url: string, err: unknown): CliError {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return new CliError(EXIT.error, `Cannot reach the console at ${url}: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
}

/** A thin client of the console's REST API; it never imports server code, only speaks HTTP. */
export class ApiClient {
  constructor(
    readonly credentials: Credentials,
    readonly lang = 'en',
  ) {}

  get headers(): Record<string, string> {
    return clientHeaders(this.credentials, this.lang);
  }

  /** POSTs JSON to `/api<path>` and answers the envelope's data (throws `CliError` otherwise). */
  async post<T>(path: string, body: unknown = {}): Promise<T> {
    const url = `${this.credentials.url}/api${path}`;
    let res: Response;
    try {
      res = await fetch(url, { method: 'POST', headers: { ...this.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    } catch (err) {
      throw unreachable(this.credentials.url, err);
    }
    const envelope = await readEnvelope<T>(res);
    if (!res.ok || envelope?.code !== '200') throw refusal(res.status, envelope?.code, envelope?.msg);
    return envelope.data as T;
  }

  /** POSTs a GraphQL document to `/graphql` and answers `data` (throws on errors). */
  async graphql<T>(query: string): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.credentials.url}/graphql`, { method: 'POST', headers: { ...this.headers, 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    } catch (err) {
      throw unreachable(this.credentials.url, err);
    }
    const body = (await res.json().catch(() => null)) as { data?: T; errors?: { message: string; extensions?: { code?: string; http?: { status?: number } } }[] } | null;
    const error = body?.errors?.[0];
    if (!res.ok || error || !body?.data) {
      const status = error?.extensions?.http?.status ?? (res.ok ? 400 : res.status);
      throw refusal(status, error?.extensions?.code, error?.message);
    }
    return body.data;
  }

  /** GETs `/api<path>` and streams the file it answers to `out` (a path) or to stdout. */
  async download(path: string, out: string | null): Promise<number> {
    let res: Response;
    try {
      res = await fetch(`${this.credentials.url}/api${path}`, { headers: this.headers });
    } catch (err) {
      throw unreachable(this.credentials.url, err);
    }
    if (!res.ok || !res.body) {
      const envelope = await readEnvelope(res);
      throw refusal(res.status, envelope?.code, envelope?.msg);
    }
    const body = Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    let bytes = 0;
    body.on('data', (chunk: Buffer) => (bytes += chunk.length));
    if (out === null) {
      await pipeline(body, process.stdout, { end: false });
      return bytes;
    }
    // Written beside the target first, so that an interrupted download never leaves half a file.
    const temp = `${out}.part`;
    try {
      await pipeline(body, fs.createWriteStream(temp));
      fs.renameSync(temp, out);
    } catch (err) {
      fs.rmSync(temp, { force: true });
      throw new CliError(EXIT.error, `Could not write ${out}: ${(err as Error).message}`);
    }
    return bytes;
  }
}

async function readEnvelope<T>(res: Response): Promise<Envelope<T> | null> {
  const text = await res.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as Envelope<T>;
    return parsed && typeof parsed === 'object' && typeof parsed.code === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
