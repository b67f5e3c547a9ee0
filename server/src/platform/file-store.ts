import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/**
 * Where the console keeps its files (uploads, hardening outputs, monitoring reports, avatars,
 * appearance images): a local directory (the embedded default) or an S3-compatible bucket,
 * so that API and worker instances on different machines read the same files. Keys are
 * relative, `/`-separated paths (`uploads/<account>/<id>`); bytes always stream.
 */
export interface FileStore {
  /** `local` or `s3`. */
  readonly kind: 'local' | 's3';
  /** The bucket on S3, for administrators to know where files are; null for the local directory. */
  readonly bucket: string | null;
  /**
   * Streams `body` to `key` (replacing it), failing with {@link FileTooLargeForStore} as soon
   * as more than `limit` bytes arrive; nothing is left at `key` when it fails.
   */
  put(key: string, body: Readable | Buffer, options?: { limit?: number; contentType?: string }): Promise<{ size: number }>;
  /** Moves a local file into the store (a rename on the local backend); the file is gone afterwards. */
  putFile(key: string, file: string, options?: { contentType?: string }): Promise<{ size: number }>;
  /** The object's bytes, or those from `start` to `end` inclusive; throws {@link StoredFileMissing} when absent. */
  get(key: string, range?: { start: number; end?: number }): Promise<Readable>;
  /** Size and last change, or null when absent. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes one object (absent is fine). */
  delete(key: string): Promise<void>;
  /** Removes every object under `prefix` (a folder: it must end with `/`). */
  deleteByPrefix(prefix: string): Promise<void>;
  /** Every object under `prefix` (a folder, ending with `/`). */
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * Runs `work` with a local path holding the object's bytes: the file itself on the local
   * backend, a temporary copy (refused past `limit`, removed afterwards) on S3.
   */
  withLocalFile<T>(key: string, options: { limit: number }, work: (file: string) => Promise<T>): Promise<T>;
  /** A time-limited download address, where the backend has them (S3); null otherwise. */
  presignedUrl(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string | null>;
}

export interface StoredObject {
  key: string;
  size: number;
  modified: Date;
}

/** Past the limit given to {@link FileStore.put} or {@link FileStore.withLocalFile}. */
export class FileTooLargeForStore extends Error {
  constructor(readonly limit: number) {
    super(`the file is larger than ${limit} bytes`);
    this.name = 'FileTooLargeForStore';
  }
}

/** The object does not exist. */
export class StoredFileMissing extends Error {
  constructor(readonly key: string) {
    super(`no stored file at ${key}`);
    this.name = 'StoredFileMissing';
  }
}

const KEY_SEGMENT = /^[\w.@+=-]+$/;

/**
 * A key is relative, `/`-separated, without empty, `.` or `..` segments, backslashes or control
 * characters, so it can never leave the store's root on either backend.
 */
export function assertKey(key: string, { prefix = false } = {}): void {
  const body = prefix && key.endsWith('/') ? key.slice(0, -1) : key;
  if (prefix && !key.endsWith('/')) throw new Error(`not a key prefix (must end with /): ${JSON.stringify(key)}`);
  if (typeof key !== 'string' || key.length === 0 || key.length > 512 || body.length === 0) throw new Error(`invalid file key: ${JSON.stringify(key)}`);
  for (const segment of body.split('/')) {
    if (segment === '.' || segment === '..' || !KEY_SEGMENT.test(segment)) throw new Error(`invalid file key: ${JSON.stringify(key)}`);
  }
}

/** Turns a stored relative path (which may use the platform separator) into a key. */
export function keyOf(relativePath: string): string {
  return relativePath.split(path.sep).join('/');
}

/** Passes bytes through, failing once more than `limit` have passed. */
function limiter(limit: number | undefined, counted: (size: number) => void): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      size += chunk.length;
      if (limit !== undefined && size > limit) return callback(new FileTooLargeForStore(limit));
      callback(null, chunk);
    },
    flush(callback) {
      counted(size);
      callback();
    },
  });
}

const toStream = (body: Readable | Buffer): Readable => {
  if (!Buffer.isBuffer(body)) return body;
  const stream = new PassThrough();
  stream.end(body);
  return stream;
};

/** The local-directory backend: `<root>/<key>`, written to a temporary name and renamed. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  readonly bucket = null;

  constructor(
    /** The files directory (`<data dir>/files`). */
    readonly root: string,
  ) {}

  /** The absolute path of a key. */
  pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable | Buffer, options: { limit?: number } = {}): Promise<{ size: number }> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${crypto.randomUUID()}.part`;
    let size = 0;
    try {
      await pipeline(
        toStream(body),
        limiter(options.limit, (s) => (size = s)),
        fs.createWriteStream(temporary, { flags: 'wx', mode: 0o600 }),
      );
      // On disk before it takes the name, so a key is either absent or whole after a crash.
      const handle = await fs.promises.open(temporary, 'r');
      await handle.sync().finally(() => handle.close());
      await fs.promises.rename(temporary, file);
    } catch (err) {
      await fs.promises.rm(temporary, { force: true });
      throw err;
    }
    return { size };
  }

  async putFile(key: string, file: string): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.promises.rename(file, target);
    } catch (err) {
      // Another file system: copy, then remove the source.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await this.put(key, fs.createReadStream(file));
      await fs.promises.rm(file, { force: true });
    }
    return { size: (await fs.promises.stat(target)).size };
  }

  async get(key: string, range?: { start: number; end?: number }): Promise<Readable> {
    const file = this.pathOf(key);
    const handle = await fs.promises.open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'EISDIR') throw new StoredFileMissing(key);
      throw err;
    });
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<StoredObject | null> {
    const stat = await fs.promises.stat(this.pathOf(key)).catch(() => null);
    return stat?.isFile() ? { key, size: stat.size, modified: stat.mtime } : null;
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    assertKey(prefix, { prefix: true });
    await fs.promises.rm(path.join(this.root, ...prefix.slice(0, -1).split('/')), { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    assertKey(prefix, { prefix: true });
    const dir = path.join(this.root, ...prefix.slice(0, -1).split('/'));
    const entries = await fs.promises.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat) yield { key: keyOf(path.relative(this.root, file)), size: stat.size, modified: stat.mtime };
    }
  }

  async withLocalFile<T>(key: string, _options: { limit: number }, work: (file: string) => Promise<T>): Promise<T> {
    const file = this.pathOf(key);
    if (!(await this.stat(key))) throw new StoredFileMissing(key);
    return work(file);
  }

  async presignedUrl(): Promise<string | null> {
    return null;
  }
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The client settings shared by the store and resumable uploads. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Custom endpoints (MinIO, Ceph, …) address buckets by path, not by host name.
    forcePathStyle: true,
    // Many S3-compatible servers reject the newer default request checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

const isMissing = (err: unknown) => err instanceof NoSuchKey || err instanceof NotFound || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * The S3 backend: one object per key in one bucket; uploads go up in 8 MB parts
 * (`@aws-sdk/lib-storage`), so at most a few parts are in memory at once.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(
    readonly settings: S3Settings,
    /** Where temporary copies for engines are made. */
    private readonly tempDir: string,
  ) {
    this.client = new S3Client(s3ClientConfig(settings));
  }

  get bucket(): string {
    return this.settings.bucket;
  }

  async put(key: string, body: Readable | Buffer, options: { limit?: number; contentType?: string } = {}): Promise<{ size: number }> {
    assertKey(key);
    let size = 0;
    const counted = limiter(options.limit, (s) => (size = s));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: counted, ContentType: options.contentType },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
    });
    // The source feeds the limiter while the upload drains it; the first failure aborts both.
    const uploading = upload.done();
    const feeding = pipeline(toStream(body), counted).catch(async (err: unknown) => {
      await upload.abort().catch(() => {});
      throw err;
    });
    const [fed, uploaded] = await Promise.allSettled([feeding, uploading]);
    if (fed.status === 'rejected') throw fed.reason;
    if (uploaded.status === 'rejected') throw uploaded.reason;
    return { size };
  }

  async putFile(key: string, file: string, options: { contentType?: string } = {}): Promise<{ size: number }> {
    const result = await this.put(key, fs.createReadStream(file), options);
    await fs.promises.rm(file, { force: true });
    return result;
  }

  async get(key: string, range?: { start: number; end?: number }): Promise<Readable> {
    assertKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined }));
      return answer.Body as Readable;
    } catch (err) {
      if (isMissing(err)) throw new StoredFileMissing(key);
      throw err;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    assertKey(prefix, { prefix: true });
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const keys = batch;
      batch = [];
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
    };
    for await (const object of this.list(prefix)) {
      batch.push(object.key);
      if (batch.length === 1000) await flush();
    }
    await flush();
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    assertKey(prefix, { prefix: true });
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key, size: item.Size ?? 0, modified: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async withLocalFile<T>(key: string, options: { limit: number }, work: (file: string) => Promise<T>): Promise<T> {
    await fs.promises.mkdir(this.tempDir, { recursive: true });
    const dir = await fs.promises.mkdtemp(path.join(this.tempDir, 'copy-'));
    try {
      const file = path.join(dir, path.posix.basename(key));
      await pipeline(
        await this.get(key),
        limiter(options.limit, () => {}),
        fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }),
      );
      return await work(file);
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }

  async presignedUrl(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string> {
    assertKey(key);
    const disposition = options.fileName ? `attachment; filename*=UTF-8''${encodeURIComponent(options.fileName)}` : undefined;
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, ResponseContentDisposition: disposition }), {
      expiresIn: options.expiresInSeconds,
    });
  }
}

/** The store the configuration asks for: S3 when its settings are given, else `<dataDir>/files`. */
export function createFileStore(config: { dataDir: string; s3: S3Settings | null }): FileStore {
  const root = path.join(config.dataDir, 'files');
  return config.s3 ? new S3FileStore(config.s3, path.join(config.dataDir, 'tmp')) : new LocalFileStore(root);
}
