import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { refusal } from './client';
import type { ApiClient } from './client';
import { cacheDir } from './config';
import { CliError, EXIT } from './errors';
import { note, ProgressBar } from './progress';

/** What the console answers for a stored upload. */
export interface StoredFile {
  fileId: string;
  kind: string;
  platform: string | null;
  size: number;
  sha256: string;
  originalName: string;
}

const DEFAULT_CHUNK_SIZE = 8 * 1024 * 1024;

/**
 * Remembers unfinished uploads in a JSON file (mode 0600) in the user's cache directory, so that
 * a later run with the same file continues where the last one stopped. Upload URLs carry no
 * secret, but are the user's alone.
 */
export class JsonUrlStorage implements tus.UrlStorage {
  constructor(private readonly file: string) {}

  private read(): Record<string, tus.PreviousUpload> {
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(this.file, 'utf8'));
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, tus.PreviousUpload>) : {};
    } catch {
      return {};
    }
  }

  private write(data: Record<string, tus.PreviousUpload>): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const temp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(data), { mode: 0o600 });
    fs.renameSync(temp, this.file);
  }

  async findAllUploads(): Promise<tus.PreviousUpload[]> {
    return Object.entries(this.read()).map(([urlStorageKey, upload]) => ({ ...upload, urlStorageKey }));
  }

  async findUploadsByFingerprint(fingerprint: string): Promise<tus.PreviousUpload[]> {
    return (await this.findAllUploads()).filter((u) => u.urlStorageKey.startsWith(`tus::${fingerprint}::`));
  }

  async removeUpload(urlStorageKey: string): Promise<void> {
    const data = this.read();
    delete data[urlStorageKey];
    this.write(data);
  }

  async addUpload(fingerprint: string, upload: tus.PreviousUpload): Promise<string> {
    const key = `tus::${fingerprint}::${crypto.randomUUID()}`;
    this.write({ ...this.read(), [key]: upload });
    return key;
  }
}

function chunkSizeOf(env: Record<string, string | undefined>): number {
  const value = env.RAMPART_UPLOAD_CHUNK_SIZE;
  if (!value) return DEFAULT_CHUNK_SIZE;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 64 * 1024) throw new CliError(EXIT.usage, 'RAMPART_UPLOAD_CHUNK_SIZE must be a whole number of bytes, at least 65536.');
  return n;
}

/**
 * Uploads a file by tus to `/api/file/tus`, resuming an upload of the same file (path, size,
 * modification time) to the same console with the same key that an earlier run left unfinished.
 */
export async function uploadFile(client: ApiClient, file: string, options: { platform?: string; env?: Record<string, string | undefined> } = {}): Promise<StoredFile> {
  const env = options.env ?? process.env;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new CliError(EXIT.usage, `Cannot read ${file}: no such file.`);
  }
  if (!stat.isFile()) throw new CliError(EXIT.usage, `${file} is not a file.`);
  const name = path.basename(file);
  const endpoint = `${client.credentials.url}/api/file/tus`;
  // The key takes part so that another user's unfinished upload (another account's answers 404) is never tried.
  const keyTag = crypto.createHash('sha256').update(client.credentials.apiKey).digest('hex').slice(0, 16);
  const fingerprint = `rampart-${keyTag}-${path.resolve(file)}-${stat.size}-${stat.mtimeMs}-${endpoint}`;
  const bar = new ProgressBar(`Uploading ${name}`, process.stderr, 'bytes');

  return new Promise<StoredFile>((resolve, reject) => {
    const upload = new tus.Upload(fs.createReadStream(file), {
      endpoint,
      headers: client.headers,
      metadata: { filename: name, ...(options.platform ? { platform: options.platform } : {}) },
      chunkSize: chunkSizeOf(env),
      retryDelays: [0, 1000, 3000, 5000],
      urlStorage: new JsonUrlStorage(path.join(cacheDir(env), 'uploads.json')),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: async () => fingerprint,
      onAfterResponse: (req, res) => {
        if (req.getMethod() === 'HEAD' && res.getStatus() === 200) {
          const offset = Number(res.getHeader('Upload-Offset'));
          if (Number.isFinite(offset)) note(`Resuming the upload of ${name} at ${offset} of ${stat.size} bytes`);
        }
      },
      onProgress: (sent, total) => bar.update(sent, total),
      onSuccess: ({ lastResponse }) => {
        bar.finish();
        try {
          const body = JSON.parse(lastResponse.getBody()) as { code: string; msg: string; data: StoredFile | null };
          if (body.code !== '200' || !body.data) reject(refusal(lastResponse.getStatus(), body.code, body.msg));
          else resolve(body.data);
        } catch {
          reject(new CliError(EXIT.error, 'The console answered the upload with something other than its JSON envelope.'));
        }
      },
      onError: (err) => {
        bar.finish();
        const res = (err as tus.DetailedError).originalResponse;
        if (!res) {
          reject(new CliError(EXIT.error, `The upload of ${name} failed: ${err.message}`));
          return;
        }
        let code: string | undefined;
        let msg: string | undefined;
        try {
          ({ code, msg } = JSON.parse(res.getBody()) as { code?: string; msg?: string });
        } catch {
          msg = res.getBody();
        }
        reject(refusal(res.getStatus(), code, msg));
      },
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (last) upload.resumeFromPreviousUpload(last);
        upload.start();
      })
      .catch((err: Error) => reject(new CliError(EXIT.error, `The upload of ${name} failed: ${err.message}`)));
  });
}
