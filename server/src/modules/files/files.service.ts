import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore as TusFileStore } from '@tus/file-store';
import { S3Store as TusS3Store } from '@tus/s3-store';
import { MemoryLocker, type Locker as TusLocker } from '@tus/server';
import type { DataStore as TusDataStore } from '@tus/utils';
import type { Actor } from '../../authz/actor';
import type { PermissionCode } from '../../../../common/permissions';
import { isMonitoringSdkTarget, platformOf, type Platform, type UploadTarget } from '../../authz/platforms';
import type { Database } from '../../db/database';
import type { PackageKind } from '../../db/schema';
import { fileSource } from '../../engines/archive/byte-source';
import { ZipArchive } from '../../engines/archive/zip-reader';
import { detectFormat } from '../../engines/package-format';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { displayFileName } from '../../lib/file-name';
import { isUuid } from '../../lib/validation';
import type { Auditor } from '../../platform/auditor';
import { keyOf, s3ClientConfig, S3FileStore, type FileStore } from '../../platform/file-store';
import * as repo from './files.repo';

/** Spec §9: the upload cap, 1.5 GB. */
export const UPLOAD_LIMIT_BYTES = 1.5 * 1024 ** 3;

/** The kinds each upload target accepts, and how the refusal names them (spec §5). */
const TARGETS: Record<UploadTarget | 'any', { kinds: readonly PackageKind[]; fileType: string }> = {
  android: { kinds: ['apk', 'aab'], fileType: 'apk/aab' },
  ios: { kinds: ['ipa'], fileType: 'ipa' },
  h5: { kinds: ['js', 'zip', 'apk', 'ipa'], fileType: 'js/zip/apk/ipa' },
  'android-sdk': { kinds: ['aar'], fileType: 'aar' },
  // System monitoring SDK packages: an Android library or zip, a zipped iOS framework, an H5 script or zip.
  'monitoring-sdk-android': { kinds: ['aar', 'zip'], fileType: 'aar/zip' },
  'monitoring-sdk-ios': { kinds: ['zip'], fileType: 'zip' },
  'monitoring-sdk-h5': { kinds: ['js', 'zip'], fileType: 'js/zip' },
  any: { kinds: ['apk', 'aab', 'ipa'], fileType: 'apk/aab/ipa' },
};

/**
 * The codes that work with each kind of file: holding one lets a user upload and read such a
 * file (assessment and hardening share uploads; each checks the kind it takes when submitting).
 */
const KIND_CODES: Record<PackageKind, readonly PermissionCode[]> = {
  apk: ['apk_analysis', 'apk_protected', 'h5_protected'],
  aab: ['apk_analysis', 'apk_protected'],
  ipa: ['ipa_analysis', 'ipa_protected', 'h5_protected'],
  aar: ['sdk_protected'],
  js: ['h5_protected'],
  zip: ['h5_protected'],
};
const ANY_FILE_CODE = 'apk_analysis|ipa_analysis|apk_protected|sdk_protected|ipa_protected|h5_protected';

/** The cap of a system monitoring SDK package. */
export const MONITORING_SDK_LIMIT_BYTES = 200 * 1024 ** 2;

function assertCanUploadPackage(actor: Actor): void {
  actor.assertCanChange(ANY_FILE_CODE);
  actor.assertCan('assessment_add|hardening_submit');
}

/** System monitoring SDK packages: system super admins holding system_monitoring_sdk, not read-only. */
function canUploadMonitoringSdk(actor: Actor): boolean {
  return actor.isSystemAdmin && actor.can('system_monitoring_sdk') && !actor.user.readOnly;
}

/** Answers 'File size must not exceed 1.5Gb' (spec §8) with code 413. */
export class FileTooLargeError extends AppError {
  constructor() {
    super('413', 'fileTooLarge');
  }
}

export interface StoredFile {
  fileId: string;
  kind: PackageKind;
  /** The mobile platform; null for an H5 script or web app zip. */
  platform: Platform | null;
  size: number;
  sha256: string;
  originalName: string;
}

/** Counts and hashes bytes on their way to disk, failing as soon as the cap is passed. */
function meter(limit: number, onDone: (size: number, sha256: string) => void): Transform {
  const hash = crypto.createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      size += chunk.length;
      if (size > limit) return callback(new FileTooLargeError());
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      onDone(size, hash.digest('hex'));
      callback();
    },
  });
}

/**
 * Uploaded packages (spec §5, §7 `file/upload`): streamed (never held in memory) to a local
 * temporary file, refused past 1.5 GB while streaming, typed by content (the engine's zip
 * reader and its APK/AAB/IPA layout check, never the name), then moved to the file store at
 * `uploads/<account>/<id>` and owned by the account.
 */
export class FilesService {
  private readonly tus: TusDataStore;
  private readonly tusDirectory: string | null;
  /** `<dataDir>/files`: the local backend's root. */
  readonly root: string;
  /** Local work copies (uploads being checked, engine inputs and outputs). */
  readonly tempDir: string;

  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    /** Where every instance finds the files (a local directory or an S3 bucket). */
    readonly store: FileStore,
    /** The local data directory: `<dataDir>/files` holds the local backend's files, `<dataDir>/tmp` work copies. */
    dataDir: string,
    /** Serialises the requests of one resumable upload: across instances when they share Redis. */
    readonly tusLocker: TusLocker = new MemoryLocker(),
  ) {
    this.root = path.join(dataDir, 'files');
    this.tempDir = path.join(dataDir, 'tmp');
    if (store instanceof S3FileStore) {
      // Resumable uploads in the bucket, so any API instance can take the next chunk of one.
      this.tus = new TusS3Store({ partSize: 8 * 1024 * 1024, s3ClientConfig: { bucket: store.settings.bucket, ...s3ClientConfig(store.settings) } });
      this.tusDirectory = null;
    } else {
      // Created with the app: FileStore makes its directory in the background from its constructor.
      this.tusDirectory = path.join(this.root, 'tus');
      this.tus = new TusFileStore({ directory: this.tusDirectory });
    }
  }

  /**
   * May the actor upload at all (for assessment or hardening, or a system super admin a
   * monitoring SDK package)? Checked before a byte is read.
   */
  assertCanUpload(actor: Actor): void {
    if (canUploadMonitoringSdk(actor)) return;
    assertCanUploadPackage(actor);
  }

  /**
   * Streams an upload to storage and registers it. `expected` narrows the accepted platform
   * ('Please select [apk/aab] file').
   */
  async storeUpload(actor: Actor, input: { stream: Readable; fileName: string; expected?: UploadTarget | null }, meta: { ip: string | null }): Promise<StoredFile> {
    this.assertCanUpload(actor);
    const id = crypto.randomUUID();
    await fs.promises.mkdir(this.tempDir, { recursive: true });
    const part = path.join(this.tempDir, `${id}.part`);
    let size = 0;
    let sha256 = '';
    try {
      await pipeline(
        input.stream,
        meter(UPLOAD_LIMIT_BYTES, (s, h) => ((size = s), (sha256 = h))),
        fs.createWriteStream(part, { flags: 'wx' }),
      );
    } catch (err) {
      await fs.promises.rm(part, { force: true });
      throw err;
    }
    return this.register(actor, { id, tempPath: part, size, sha256, fileName: input.fileName, expected: input.expected ?? null }, meta);
  }

  /**
   * Registers a completed resumable upload: brought to a local temporary file (from the bucket
   * when resumable uploads live in S3), then {@link adopt}ed; the tus upload is removed either way.
   */
  async adoptTusUpload(actor: Actor, input: { uploadId: string; fileName: string; expected?: UploadTarget | null }, meta: { ip: string | null }): Promise<StoredFile> {
    try {
      if (this.tusDirectory) return await this.adopt(actor, { ...input, tempPath: path.join(this.tusDirectory, input.uploadId) }, meta);
      await fs.promises.mkdir(this.tempDir, { recursive: true });
      const tempPath = path.join(this.tempDir, `tus-${crypto.randomUUID()}`);
      try {
        await pipeline(await this.store.get(input.uploadId), fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
      } catch (err) {
        await fs.promises.rm(tempPath, { force: true });
        throw err;
      }
      return await this.adopt(actor, { ...input, tempPath }, meta);
    } finally {
      if (this.tusDirectory) {
        const tusFile = path.join(this.tusDirectory, input.uploadId);
        await fs.promises.rm(tusFile, { force: true });
        await fs.promises.rm(`${tusFile}.json`, { force: true });
      } else {
        // The tus store's own removal aborts the multipart upload first, which S3 refuses once it
        // is completed, and then stops before deleting anything: the objects are deleted here
        // (the bytes, the upload's state and an incomplete part, if one is left).
        const id = input.uploadId;
        await Promise.all([id, `${id}.info`, `${id}.part`].map((key) => this.store.delete(key).catch(() => {})));
      }
    }
  }

  /**
   * Registers a file that arrived by other means (a completed resumable upload): hashed,
   * size-capped, typed by content and moved into the account's storage.
   */
  async adopt(actor: Actor, input: { tempPath: string; fileName: string; expected?: UploadTarget | null }, meta: { ip: string | null }): Promise<StoredFile> {
    this.assertCanUpload(actor);
    const { size } = await fs.promises.stat(input.tempPath);
    if (size > UPLOAD_LIMIT_BYTES) {
      await fs.promises.rm(input.tempPath, { force: true });
      throw new FileTooLargeError();
    }
    const hash = crypto.createHash('sha256');
    await pipeline(fs.createReadStream(input.tempPath), hash);
    const id = crypto.randomUUID();
    await fs.promises.mkdir(this.tempDir, { recursive: true });
    const part = path.join(this.tempDir, `${id}.part`);
    await fs.promises.rename(input.tempPath, part).catch(async (err: NodeJS.ErrnoException) => {
      // Another file system: the bytes are copied instead.
      if (err.code !== 'EXDEV') throw err;
      await fs.promises.copyFile(input.tempPath, part);
      await fs.promises.rm(input.tempPath, { force: true });
    });
    return this.register(actor, { id, tempPath: part, size, sha256: hash.digest('hex'), fileName: input.fileName, expected: input.expected ?? null }, meta);
  }

  /** A file of the actor's account (404 otherwise) of a kind the actor's codes work with. */
  async get(actor: Actor, id: string): Promise<repo.FileRow> {
    actor.assertCan(ANY_FILE_CODE);
    if (!isUuid(id)) throw new NotFoundError();
    const file = await repo.findFile(this.db, actor.accountId, id);
    if (!file) throw new NotFoundError();
    actor.assertCan(KIND_CODES[file.kind]);
    return file;
  }

  /** A file of the account, for work that runs without a caller (a job); undefined when gone. */
  findInAccount(accountId: string, id: string): Promise<repo.FileRow | undefined> {
    return repo.findFile(this.db, accountId, id);
  }

  /** Where resumable (tus) uploads collect their bytes until they complete. */
  tusStore(): TusDataStore {
    return this.tus;
  }

  /** The file store key of a stored file. */
  keyOf(file: Pick<repo.FileRow, 'storagePath'>): string {
    return keyOf(file.storagePath);
  }

  /** Absolute path of a stored file on the local backend (where it is the file itself). */
  pathOf(file: Pick<repo.FileRow, 'storagePath'>): string {
    return path.join(this.root, file.storagePath);
  }

  /**
   * Runs `work` with a local path to the file's bytes (a temporary copy, within the upload cap,
   * removed afterwards, when files live in S3): for engines, which read files by path.
   */
  withLocalCopy<T>(file: Pick<repo.FileRow, 'storagePath'>, work: (localPath: string) => Promise<T>): Promise<T> {
    return this.store.withLocalFile(this.keyOf(file), { limit: UPLOAD_LIMIT_BYTES }, work);
  }

  /**
   * Removes the rows of those files no assessment or hardening job uses any more (in the
   * caller's transaction, after its jobs are gone) and answers their store keys, whose bytes
   * {@link discard} removes once the transaction has committed.
   */
  async removeUnused(db: Database, accountId: string, fileIds: string[]): Promise<string[]> {
    const files = await repo.findFilesByIds(db, accountId, await repo.unusedFiles(db, accountId, [...new Set(fileIds)]));
    await repo.deleteFiles(
      db,
      accountId,
      files.map((f) => f.id),
    );
    return files.map((f) => this.keyOf(f));
  }

  /** Removes stored files by key. */
  async discard(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.delete(key)));
  }

  private async register(
    actor: Actor,
    input: { id: string; tempPath: string; size: number; sha256: string; fileName: string; expected: UploadTarget | null },
    meta: { ip: string | null },
  ): Promise<StoredFile> {
    const originalName = displayFileName(input.fileName, 'package');
    let storedKey: string | null = null;
    try {
      if (input.size === 0) throw new ValidationError('fileMissing');
      const target = TARGETS[input.expected ?? 'any'];
      const kind = inspectUpload(input.tempPath, target.kinds);
      if (!kind || !target.kinds.includes(kind)) throw new ValidationError('fileWrongType', { fileType: target.fileType });
      if (isMonitoringSdkTarget(input.expected)) {
        if (!canUploadMonitoringSdk(actor)) throw new ForbiddenError();
        if (input.size > MONITORING_SDK_LIMIT_BYTES) throw new ValidationError('monitorSdkFileTooLarge');
      } else {
        assertCanUploadPackage(actor);
        if (!actor.can(KIND_CODES[kind])) throw new ForbiddenError();
      }
      const platform = platformOf(kind);
      const storagePath = `uploads/${actor.accountId}/${input.id}`;
      await this.store.putFile(storagePath, input.tempPath);
      storedKey = storagePath;
      await repo.insertFile(this.db, {
        id: input.id,
        accountId: actor.accountId,
        kind,
        originalName,
        size: input.size,
        sha256: input.sha256,
        storagePath,
        createdBy: actor.user.id,
      });
      await this.audit.byActor(actor, meta.ip, 'file.upload', { target: `file:${originalName}` });
      return { fileId: input.id, kind, platform, size: input.size, sha256: input.sha256, originalName };
    } catch (err) {
      await fs.promises.rm(input.tempPath, { force: true });
      if (storedKey) await this.store.delete(storedKey).catch(() => {});
      throw err;
    }
  }
}

/**
 * The kind of an upload by content, never by name: a zip whose central directory has the APK,
 * AAB or IPA layout; an Android library (AAR: a text manifest beside `classes.jar`); when the
 * target takes them, any other zip (a web app) or UTF-8 text (a script, which the job parses).
 * Only the directory is read here; the full, limited analysis happens in the job's sandbox.
 */
function inspectUpload(filePath: string, accepted: readonly PackageKind[]): PackageKind | null {
  const source = fileSource(filePath);
  try {
    const head = source.read(0, Math.min(source.size, 4096));
    if (head.readUInt32LE(0) !== 0x04034b50 && head.readUInt32LE(0) !== 0x06054b50) {
      return accepted.includes('js') && isUtf8Text(head) ? 'js' : null;
    }
    const zip = ZipArchive.open(source);
    if (zip.get('AndroidManifest.xml') && zip.get('classes.jar') && !zip.get('classes.dex')) return 'aar';
    try {
      return detectFormat(zip);
    } catch {
      return accepted.includes('zip') ? 'zip' : null;
    }
  } catch {
    return null;
  } finally {
    source.close();
  }
}

/** UTF-8 text without NUL bytes (a truncated last character is allowed: `head` is a prefix). */
function isUtf8Text(head: Buffer): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - Math.min(3, head.length - 1)));
    return true;
  } catch {
    return false;
  }
}
