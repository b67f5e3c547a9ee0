import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/src/platform/file-store';

/** A running S3-compatible server for tests: in this process, on a loopback port, over a temporary directory. */
export interface TestS3 {
  settings: S3Settings;
  /** The same settings as the `S3_*` environment variables. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts an S3-compatible server (s3rver) with one empty bucket. */
export async function startS3(bucket = 'rampart-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings: S3Settings = { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
