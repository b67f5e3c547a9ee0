import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webCacheControl } from '../../../server/src/app';
import { startTestServer, type TestServer } from '../../helpers/server';

// A built console in miniature: a hashed chunk with the .br and .gz the build writes beside it,
// a hashed chunk without them, an unhashed favicon and index.html.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-web-assets-'));
const CHUNK = `export const answer = ${JSON.stringify('console chunk '.repeat(200))};\n`;
fs.mkdirSync(path.join(webDir, 'js'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Rampart</title><script type="module" src="/js/index.BiPLDk7g.js"></script>');
fs.writeFileSync(path.join(webDir, 'js/index.BiPLDk7g.js'), CHUNK);
fs.writeFileSync(path.join(webDir, 'js/index.BiPLDk7g.js.br'), zlib.brotliCompressSync(CHUNK));
fs.writeFileSync(path.join(webDir, 'js/index.BiPLDk7g.js.gz'), zlib.gzipSync(CHUNK));
fs.writeFileSync(path.join(webDir, 'js/plain.C-y3eXtE.js'), 'export {};\n');
fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { RAMPART_WEB_DIR: webDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.runtime.app.server.inject({ method: 'GET', url, headers });

describe('the built console as served', () => {
  it('sends the brotli form of a chunk to a browser that takes it, cached for a year', async () => {
    const res = await get('/js/index.BiPLDk7g.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends gzip to a client without brotli, and the file itself to one that takes neither', async () => {
    const gzip = await get('/js/index.BiPLDk7g.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK);
    const plain = await get('/js/index.BiPLDk7g.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
    const uncompressed = await get('/js/plain.C-y3eXtE.js', { 'accept-encoding': 'br' });
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('has the browser revalidate index.html, every client-side route and unhashed files', async () => {
    for (const url of ['/', '/login', '/manage/systemmanage/securityManage']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('/js/index.BiPLDk7g.js');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('keeps API answers out of every cache', async () => {
    const res = await get('/api/index/publicKey');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('tells hashed build names from the rest', () => {
    expect(webCacheControl('js/account-link.CfllYJ7K.js')).toBe(IMMUTABLE);
    expect(webCacheControl('js/clipboard.2GiUbl89.js.br')).toBe(IMMUTABLE);
    expect(webCacheControl('css/index.1oWo33m3.css.gz')).toBe(IMMUTABLE);
    expect(webCacheControl('assets/logo.Ab12Cd34.png')).toBe(IMMUTABLE);
    expect(webCacheControl('index.html')).toBe('no-cache');
    expect(webCacheControl('favicon.svg')).toBe('no-cache');
    expect(webCacheControl('js/config.js')).toBe('no-cache');
    expect(webCacheControl('index.BiPLDk7g.js')).toBe('no-cache');
  });
});
