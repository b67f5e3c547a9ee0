import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { TestServer } from '../../helpers/server';

/** The shared fixture packages (never copied into the repository). */
export const FIXTURES = path.resolve(import.meta.dirname, '../../../../shared/fixtures/apps');
export const fixture = (name: string) => path.join(FIXTURES, name);

/** The smallest fixtures, for tests that only need some package of a platform. */
export const SMALL_APK = 'androguard-apksig-golden-aligned-v1v2v3-out.apk';
export const SMALL_IPA = 'mastg-UnCrackable-Level1.ipa';

/** Who calls: a bearer token, or an API key pair. `browser` sends a browser's User-Agent. */
export type Caller = { token: string; browser?: boolean } | { apiKey: string; apiSecret: string };

export function callerHeaders(caller: Caller): Record<string, string> {
  if ('token' in caller) {
    return { authorization: `Bearer ${caller.token}`, ...(caller.browser ? { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' } : {}) };
  }
  return { 'x-api-key': caller.apiKey, 'x-api-secret': caller.apiSecret };
}

/** A multipart/form-data body with one file in the field `file` (and optional text fields before it). */
export function multipart(fileName: string, content: Buffer, fields: Record<string, string> = {}, field = 'file') {
  const boundary = `----rampart${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadBytes(t: TestServer, caller: Caller, fileName: string, content: Buffer, fields: Record<string, string> = {}) {
  const { payload, contentType } = multipart(fileName, content, fields);
  const res = await t.runtime.app.server.inject({
    method: 'POST',
    url: '/api/file/upload',
    payload,
    headers: { ...callerHeaders(caller), 'content-type': contentType },
  });
  return res.json() as { code: string; msg: string; data: { fileId: string; kind: string; sha256: string; size: number } | null };
}

/** Uploads a fixture; answers the file id (throws on failure). */
export async function uploadFixture(t: TestServer, caller: Caller, name: string): Promise<string> {
  const body = await uploadBytes(t, caller, name, fs.readFileSync(fixture(name)));
  if (body.code !== '200') throw new Error(`upload ${name}: ${body.code} ${body.msg}`);
  return body.data!.fileId;
}

export async function api(t: TestServer, caller: Caller, url: string, payload: unknown = {}, lang = 'en') {
  const res = await t.runtime.app.server.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: { ...callerHeaders(caller), lang } });
  return res.json() as { code: string; msg: string; data: any };
}

export async function submit(t: TestServer, caller: Caller, fileId: string, lang = 'en'): Promise<string> {
  const body = await api(t, caller, '/api/scan/job/add', { fileId }, lang);
  if (body.code !== '200') throw new Error(`submit: ${body.code} ${body.msg}`);
  return body.data.jobId;
}

/** Polls a job until it finished or failed. */
export async function waitForJob(t: TestServer, caller: Caller, jobId: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const body = await api(t, caller, '/api/scan/job/get', { id: jobId });
    if (body.code !== '200') throw new Error(`job ${jobId}: ${body.code} ${body.msg}`);
    if (body.data.status === 'finished' || body.data.status === 'failed') return body.data;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${body.data.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function download(t: TestServer, caller: Caller, jobId: string, format: string) {
  return t.runtime.app.server.inject({ method: 'GET', url: `/api/scan/job/report/${jobId}?format=${format}`, headers: callerHeaders(caller) });
}

/** Gives the user an API key pair the way `rotateApiCredentials` stores it. */
export async function giveApiKey(t: TestServer, userId: string): Promise<{ apiKey: string; apiSecret: string }> {
  const apiKey = `rk_${crypto.randomBytes(12).toString('hex')}`;
  const apiSecret = crypto.randomBytes(32).toString('base64url');
  const apiSecretHash = crypto.createHash('sha256').update(apiSecret).digest('hex');
  await t.runtime.deps.db.updateTable('users').set({ apiKey, apiSecretHash }).where('id', '=', userId).execute();
  return { apiKey, apiSecret };
}

/** A zip (built with yazl) of the given entries. */
export async function zipOf(entries: [name: string, data: Buffer | Readable][]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of entries) {
    if (Buffer.isBuffer(data)) zip.addBuffer(data, name);
    else zip.addReadStream(data, name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
