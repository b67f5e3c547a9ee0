import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanFile } from '../../../server/src/engines/scan';
import { S3FileStore, type StoredObject } from '../../../server/src/platform/file-store';
import { buildLargeApk } from '../../bench/large-apk';
import { startS3, type TestS3 } from '../../helpers/s3';
import { gqlAs } from '../../helpers/graphql';
import { loginSystemAdmin, startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { api, callerHeaders, download, fixture, SMALL_APK, submit, uploadBytes, waitForJob, type Caller } from '../assessment/assessment-helpers';
import { waitForHardening } from '../hardening/hardening-helpers';

const LODASH = 'npm-lodash-4.18.1-lodash.js';

let s3: TestS3;
let t: TestServer;
let bucket: S3FileStore;
let owner: Caller;
let accountId: string;

const listed = async (prefix: string) => {
  const out: StoredObject[] = [];
  for await (const object of bucket.list(prefix)) out.push(object);
  return out;
};

const sha256 = async (stream: Readable) => {
  const hash = crypto.createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Every file under a local directory (relative paths). */
const localFiles = (dir: string): string[] =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];

beforeAll(async () => {
  s3 = await startS3();
  bucket = new S3FileStore(s3.settings, fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'rampart-s3-copies-')));
  t = await startTestServer({ env: { RAMPART_JOB_QUEUE: uniqueName('q'), ...s3.env } });
  const a = await t.seed.account();
  accountId = a.accountId;
  const user = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
  owner = { token: await t.login(user.username, user.password), browser: true };
}, 600_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('files in an S3-compatible bucket', () => {
  it('a resumable upload in chunks, taken up again after an interruption, lands whole in the bucket', { timeout: 120_000 }, async () => {
    // 5 MiB goes to the bucket as a multipart part, 3 MiB as the store's incomplete part (under
    // S3's 5 MiB minimum), and the rest with it as the final part.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-tus-s3-'));
    const apk = path.join(dir, 'large.apk');
    await buildLargeApk(fixture(SMALL_APK), apk, 0, 12);
    const bytes = fs.readFileSync(apk);
    fs.rmSync(dir, { recursive: true, force: true });
    const MiB = 1024 * 1024;
    const auth = { authorization: `Bearer ${(owner as { token: string }).token}`, 'tus-resumable': '1.0.0' };
    const created = await t.runtime.app.server.inject({
      method: 'POST',
      url: '/api/file/tus',
      headers: { ...auth, 'upload-length': String(bytes.length), 'upload-metadata': `filename ${Buffer.from('large.apk').toString('base64')}` },
    });
    expect(created.statusCode).toBe(201);
    const uploadId = String(created.headers.location).split('/').pop()!;
    expect(uploadId.startsWith(`${accountId}-`)).toBe(true);
    // The upload's state is in the bucket, where another API instance finds it.
    expect(await bucket.stat(`${uploadId}.info`)).not.toBeNull();

    const patch = (offset: number, end: number) =>
      t.runtime.app.server.inject({
        method: 'PATCH',
        url: `/api/file/tus/${uploadId}`,
        headers: { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        payload: bytes.subarray(offset, end),
      });
    const head = async () => {
      const answer = await t.runtime.app.server.inject({ method: 'HEAD', url: `/api/file/tus/${uploadId}`, headers: auth });
      expect(answer.statusCode).toBe(200);
      return Number(answer.headers['upload-offset']);
    };
    expect((await patch(0, 5 * MiB)).statusCode).toBe(204);
    // The client is interrupted here and knows only the upload's address: HEAD says where to go on.
    expect(await head()).toBe(5 * MiB);
    // A PATCH at a stale offset is refused without touching the upload.
    expect((await patch(0, MiB)).statusCode).toBe(409);
    expect((await patch(5 * MiB, 8 * MiB)).statusCode).toBe(204);
    expect(await head()).toBe(8 * MiB);
    const last = await patch(8 * MiB, bytes.length);
    expect(last.statusCode, last.body).toBe(200);
    const fileId = String(last.headers['rampart-file-id']);

    const key = `uploads/${accountId}/${fileId}`;
    expect((await bucket.stat(key))?.size).toBe(bytes.length);
    expect(await sha256(await bucket.get(key))).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));
    // The upload's own objects (its bytes, state and incomplete part) are gone from the bucket.
    for (const leftover of [uploadId, `${uploadId}.info`, `${uploadId}.part`]) expect(await bucket.stat(leftover), leftover).toBeNull();
    expect(localFiles(path.join(t.runtime.deps.config.dataDir, 'files', 'tus'))).toEqual([]);
    expect(localFiles(path.join(t.runtime.deps.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('an upload, an assessment of it and its report, with every byte in the bucket', { timeout: 600_000 }, async () => {
    const bytes = fs.readFileSync(fixture(SMALL_APK));
    const uploaded = await uploadBytes(t, owner, SMALL_APK, bytes);
    expect(uploaded.code).toBe('200');
    const fileId = uploaded.data!.fileId;

    // Stored in the bucket; no local copy is left.
    const key = `uploads/${accountId}/${fileId}`;
    expect((await bucket.stat(key))?.size).toBe(bytes.length);
    expect(localFiles(path.join(t.runtime.deps.config.dataDir, 'files', 'uploads'))).toEqual([]);
    expect(localFiles(path.join(t.runtime.deps.config.dataDir, 'tmp'))).toEqual([]);

    const jobId = await submit(t, owner, fileId);
    const job = await waitForJob(t, owner, jobId);
    expect(job.status, job.error).toBe('finished');
    const report = await download(t, owner, jobId, 'json');
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual(JSON.parse(JSON.stringify(scanFile(fixture(SMALL_APK)))));
    // The engine's temporary copy was removed.
    expect(localFiles(path.join(t.runtime.deps.config.dataDir, 'tmp'))).toEqual([]);

    expect(await api(t, owner, '/api/scan/job/deleteByIds', { ids: [jobId] })).toMatchObject({ code: '200', data: { deleted: 1 } });
    expect(await bucket.stat(key)).toBeNull();
  });

  it('a multipart upload hardened: outputs, original and log downloaded from the bucket', { timeout: 600_000 }, async () => {
    const source = fs.readFileSync(fixture(LODASH));
    const uploaded = await uploadBytes(t, owner, LODASH, source, { platform: 'h5' });
    expect(uploaded.code).toBe('200');
    expect((await bucket.stat(`uploads/${accountId}/${uploaded.data!.fileId}`))?.size).toBe(source.length);
    const policy = await api(t, owner, '/api/harden/policy/add', { kind: 'h5', name: 'S3 policy', options: { preset: 'low' } });
    expect(policy.code).toBe('200');
    const jobId = (await api(t, owner, '/api/harden/job/add', { fileId: uploaded.data!.fileId, policyId: policy.data.policyId })).data.jobId as string;
    expect((await waitForHardening(t, owner, jobId)).status).toBe('success');

    const outputs = await listed(`hardening/${accountId}/${jobId}/`);
    expect(outputs.map((o) => path.posix.basename(o.key)).sort()).toEqual(['log.txt', 'protected.js']);
    expect(localFiles(path.join(t.runtime.deps.config.dataDir, 'files', 'hardening'))).toEqual([]);
    const get = (what: string) => t.runtime.app.server.inject({ method: 'GET', url: `/api/harden/job/download/${jobId}?what=${what}`, headers: callerHeaders(owner) });
    const protectedJs = await get('protected');
    expect(protectedJs.statusCode).toBe(200);
    expect(Number(protectedJs.headers['content-length'])).toBe(outputs.find((o) => o.key.endsWith('protected.js'))!.size);
    expect(protectedJs.rawPayload.equals(source)).toBe(false);
    expect((await get('original')).rawPayload.equals(source)).toBe(true);
    expect((await get('log')).body).toContain(`job ${jobId}`);

    // Deleting the job removes its folder in the bucket.
    expect((await api(t, owner, '/api/harden/job/deleteByIds', { ids: [jobId] })).data.deleted).toBe(1);
    expect(await listed(`hardening/${accountId}/${jobId}/`)).toEqual([]);
  });

  it('the disk page says the files are in the bucket, not on the data directory’s disk', async () => {
    const answer = await gqlAs(t, await loginSystemAdmin(t), '{ diskUsage { fileStore { kind bucket } diskFreeBytes } }');
    expect(answer.data?.diskUsage.fileStore).toEqual({ kind: 'S3', bucket: s3.settings.bucket });
    expect(answer.data?.diskUsage.diskFreeBytes).toBeGreaterThan(0);
  });
});
