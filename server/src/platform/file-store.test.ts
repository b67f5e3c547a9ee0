import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../tests/helpers/s3';
import { loadConfig } from '../config';
import { assertKey, FileTooLargeForStore, LocalFileStore, S3FileStore, StoredFileMissing, type FileStore } from './file-store';

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

const collect = async <T>(items: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
};

/** `size` bytes made as they are read (a counter pattern), never held whole. */
function generated(size: number, chunk = 1024 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const n = Math.min(chunk, size - sent);
      const buf = Buffer.allocUnsafe(n);
      for (let i = 0; i < n; i += 4) buf.writeUInt32LE((sent + i) >>> 0, i);
      sent += n;
      this.push(buf);
    },
  });
}

const sha256Of = async (stream: Readable) => {
  const hash = crypto.createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Peak of the bytes JavaScript holds (heap and buffers) while `work` runs. */
async function peakMemory(work: () => Promise<void>): Promise<number> {
  global.gc?.();
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const base = used();
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, used())), 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, used()) - base;
}

let s3: TestS3;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-store-'));

beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('file keys', () => {
  it.each(['../x', 'a/../b', '/etc/passwd', 'a//b', 'a/./b', 'a\\b', '', 'a/b/', 'a\nb', 'é'])('refuses %j', (key) => {
    expect(() => assertKey(key)).toThrow(/invalid file key/);
  });
  it('accepts relative keys and folder prefixes', () => {
    expect(() => assertKey('uploads/8c1e/4f0a-1b.apk')).not.toThrow();
    expect(() => assertKey('hardening/a/b/', { prefix: true })).not.toThrow();
    expect(() => assertKey('hardening/a', { prefix: true })).toThrow(/prefix/);
    expect(() => assertKey('../', { prefix: true })).toThrow(/invalid/);
  });
});

describe('S3 configuration', () => {
  const all = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'rampart-files', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
  it('takes all five variables or none', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig(all).s3).toEqual({ endpoint: all.S3_ENDPOINT, bucket: 'rampart-files', region: 'us-east-1', accessKeyId: 'id', secretAccessKey: 'secret' });
    const { S3_SECRET_ACCESS_KEY: _secret, ...partial } = all;
    expect(() => loadConfig(partial)).toThrow(/missing S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'rampart-files' })).toThrow(/S3 storage needs all of/);
    expect(() => loadConfig({ ...all, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
  });
});

const backends: [string, () => FileStore][] = [
  ['local', () => new LocalFileStore(fs.mkdtempSync(path.join(tmp, 'local-')))],
  ['s3', () => new S3FileStore(s3.settings, path.join(tmp, 's3-temp'))],
];

describe.each(backends)('the %s backend', (_name, make) => {
  let store: FileStore;
  beforeAll(() => {
    store = make();
  });

  it('stores, reads, ranges, stats and deletes an object', async () => {
    expect(await store.put('a/one.txt', Buffer.from('hello world'))).toEqual({ size: 11 });
    expect(await text(await store.get('a/one.txt'))).toBe('hello world');
    expect(await text(await store.get('a/one.txt', { start: 6, end: 9 }))).toBe('worl');
    expect(await text(await store.get('a/one.txt', { start: 6 }))).toBe('world');
    const stat = await store.stat('a/one.txt');
    expect(stat?.size).toBe(11);
    expect(stat?.modified.getTime()).toBeGreaterThan(Date.now() - 3600_000);
    await store.put('a/one.txt', Readable.from([Buffer.from('replaced')]));
    expect(await text(await store.get('a/one.txt'))).toBe('replaced');
    await store.delete('a/one.txt');
    expect(await store.stat('a/one.txt')).toBeNull();
    await expect(store.get('a/one.txt')).rejects.toBeInstanceOf(StoredFileMissing);
    await store.delete('a/one.txt');
  });

  it('refuses a stream past its limit and leaves nothing behind', async () => {
    await expect(store.put('b/big', generated(3 * 1024 * 1024, 64 * 1024), { limit: 1024 * 1024 })).rejects.toBeInstanceOf(FileTooLargeForStore);
    expect(await store.stat('b/big')).toBeNull();
    expect(await collect(store.list('b/'))).toEqual([]);
  });

  it('lists and deletes by prefix, and only under it', async () => {
    await store.put('p/acc1/job1/log.txt', Buffer.from('log'));
    await store.put('p/acc1/job1/out.apk', Buffer.from('apk!'));
    await store.put('p/acc1/job2/log.txt', Buffer.from('x'));
    await store.put('p/acc10/job1/log.txt', Buffer.from('y'));
    const listed = await collect(store.list('p/acc1/'));
    expect(listed.map((o) => [o.key, o.size]).sort()).toEqual([
      ['p/acc1/job1/log.txt', 3],
      ['p/acc1/job1/out.apk', 4],
      ['p/acc1/job2/log.txt', 1],
    ]);
    await store.deleteByPrefix('p/acc1/job1/');
    expect((await collect(store.list('p/'))).map((o) => o.key).sort()).toEqual(['p/acc1/job2/log.txt', 'p/acc10/job1/log.txt']);
    await expect(store.deleteByPrefix('p/acc1')).rejects.toThrow(/prefix/);
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow(/invalid file key/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/invalid file key/);
  });

  it('moves a local file in and hands engines a local copy within the limit', async () => {
    const source = path.join(tmp, `source-${crypto.randomUUID()}`);
    fs.writeFileSync(source, 'package bytes');
    expect(await store.putFile('c/pkg', source)).toEqual({ size: 13 });
    expect(fs.existsSync(source)).toBe(false);
    let seen = '';
    const answer = await store.withLocalFile('c/pkg', { limit: 100 }, async (file) => {
      seen = file;
      return fs.readFileSync(file, 'utf8');
    });
    expect(answer).toBe('package bytes');
    if (store.kind === 's3') {
      expect(fs.existsSync(seen)).toBe(false);
      await expect(store.withLocalFile('c/pkg', { limit: 5 }, async () => 'read')).rejects.toBeInstanceOf(FileTooLargeForStore);
      const url = await store.presignedUrl('c/pkg', { expiresInSeconds: 60, fileName: 'app.apk' });
      const response = await fetch(url!);
      expect(await response.text()).toBe('package bytes');
    } else {
      expect(await store.presignedUrl('c/pkg', { expiresInSeconds: 60 })).toBeNull();
    }
    await expect(store.withLocalFile('c/absent', { limit: 100 }, async () => 'read')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('streams a 200 MB object both ways with bounded memory', { timeout: 600_000 }, async () => {
    const size = 200 * 1024 * 1024;
    const expected = await sha256Of(generated(size));
    const up = await peakMemory(async () => {
      expect(await store.put('large/object.bin', generated(size), { limit: size })).toEqual({ size });
    });
    let digest = '';
    const down = await peakMemory(async () => {
      digest = await sha256Of(await store.get('large/object.bin'));
    });
    expect(digest).toBe(expected);
    expect((await store.stat('large/object.bin'))?.size).toBe(size);
    // Whole-file buffering would need 200 MB or more; streaming needs a few parts.
    console.log(`${_name}: peak JS memory above baseline, upload ${(up / 2 ** 20).toFixed(1)} MB, download ${(down / 2 ** 20).toFixed(1)} MB`);
    expect(up).toBeLessThan(120 * 1024 * 1024);
    expect(down).toBeLessThan(120 * 1024 * 1024);
    await store.delete('large/object.bin');
  });
});
