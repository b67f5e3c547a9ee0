import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanFile } from '../../../server/src/engines/scan';
import { readFixtureManifest } from '../../../server/src/engines/test-fixtures';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { api, download, fixture, giveApiKey, SMALL_APK, submit, uploadBytes, uploadFixture, waitForJob, type Caller } from './assessment-helpers';

const packages = readFixtureManifest().filter((f) => ['apk', 'aab', 'ipa'].includes(f.kind));
const hasPdftoppm = fs.existsSync('/usr/bin/pdftoppm');

let t: TestServer;
let browser: Caller;
let integrator: Caller;
let scratch: string;

beforeAll(async () => {
  t = await startTestServer({ env: { RAMPART_JOB_QUEUE: uniqueName('q') } });
  const a = await t.seed.account();
  const owner = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
  browser = { token: await t.login(owner.username, owner.password), browser: true };
  integrator = await giveApiKey(t, owner.userId);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-reports-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe.skipIf(packages.length === 0)('assessment of every fixture package', () => {
  it.each(packages.map((p) => p.file))('%s: upload, job, and every report format', { timeout: 120_000 }, async (name) => {
    // Android packages come from the console, iOS ones from an integrator's API key.
    const caller = name.endsWith('.ipa') ? integrator : browser;
    const fileId = await uploadFixture(t, caller, name);
    const jobId = await submit(t, caller, fileId);
    const job = await waitForJob(t, caller, jobId);
    expect(job.status, job.error).toBe('finished');
    expect(job.progress).toBe(100);
    expect(job.submitType).toBe(name.endsWith('.ipa') ? 'API' : 'WEB');

    const json = await download(t, caller, jobId, 'json');
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(JSON.parse(JSON.stringify(scanFile(fixture(name)))));
    expect(job.packageName).toBe(json.json().packageName);

    const sarif = (await download(t, caller, jobId, 'sarif')).json();
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results.length).toBeGreaterThan(0);

    const bom = (await download(t, caller, jobId, 'cyclonedx')).json();
    expect(bom).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.5' });
    expect(bom.components.map((c: { name: string }) => c.name)).toEqual(json.json().thirdPartySdks.map((s: { name: string }) => s.name));

    const html = await download(t, caller, jobId, 'html');
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Security assessment report');
    expect(html.body).not.toMatch(/<(script|link|img)\b/);

    const pdf = await download(t, caller, jobId, 'pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (hasPdftoppm) {
      const file = path.join(scratch, `${jobId}.pdf`);
      fs.writeFileSync(file, pdf.rawPayload);
      execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', file, path.join(scratch, jobId)]);
      expect(fs.readdirSync(scratch).some((f) => f.startsWith(jobId) && f.endsWith('.png'))).toBe(true);
    }
  });
});

describe('reports', () => {
  it('follow the caller’s language: zh-TW gives a Chinese report', { timeout: 60_000 }, async () => {
    const fileId = await uploadFixture(t, browser, SMALL_APK);
    const jobId = await submit(t, browser, fileId, 'zh-TW');
    expect((await waitForJob(t, browser, jobId)).lang).toBe('zh-TW');
    const html = (await download(t, browser, jobId, 'html')).body;
    expect(html).toContain('安全評估報告');
    expect(html).toContain('lang="zh-TW"');
    const pdf = await download(t, browser, jobId, 'pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the JSON report validates against docs/scan-result.schema.json', async () => {
    const fileId = await uploadFixture(t, integrator, SMALL_APK);
    const jobId = await submit(t, integrator, fileId);
    await waitForJob(t, integrator, jobId);
    const schema = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/scan-result.schema.json'), 'utf8'));
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    expect(validate((await download(t, integrator, jobId, 'json')).json()), JSON.stringify(validate.errors)).toBe(true);
  });

  it('answer 409 until the job has finished and 400 for an unknown format', async () => {
    const fileId = await uploadFixture(t, browser, SMALL_APK);
    const jobId = await submit(t, browser, fileId);
    const early = await download(t, browser, jobId, 'json');
    if (early.statusCode !== 200) expect(early.json().code).toBe('409');
    await waitForJob(t, browser, jobId);
    expect((await download(t, browser, jobId, 'docx')).json().code).toBe('400');
  });
});

describe('uploads', () => {
  /** A multipart body streamed from a generator: `fileBytes` of zeros in the field `file`, never held in memory. */
  function streamedUpload(fileBytes: number, counter: { produced: number }) {
    const boundary = 'rampart-stream-boundary';
    const chunk = Buffer.alloc(256 * 1024);
    const body = Readable.from(
      (function* () {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.apk"\r\nContent-Type: application/octet-stream\r\n\r\n`);
        for (let sent = 0; sent < fileBytes; sent += chunk.length) {
          const piece = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
          counter.produced += piece.length;
          yield piece;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
  }

  it('stops a 1.5 GB + 1 byte upload at the cap while streaming, and keeps nothing', { timeout: 120_000 }, async () => {
    const counter = { produced: 0 };
    const { body, contentType } = streamedUpload(1.5 * 1024 ** 3 + 1, counter);
    const res = await t.runtime.app.server.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: body,
      headers: { authorization: `Bearer ${(browser as { token: string }).token}`, 'content-type': contentType },
    });
    expect(res.json()).toMatchObject({ code: '413', msg: 'File size must not exceed 1.5Gb' });
    // Nothing of it stays in the account's upload directory.
    const dir = path.join(t.runtime.deps.config.dataDir, 'files', 'uploads');
    const leftovers = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.part')) : [];
    expect(leftovers).toEqual([]);
  });

  it('refuses an upload that declares more than 1.5 GB before reading it (multipart and tus)', async () => {
    const counter = { produced: 0 };
    const { body, contentType } = streamedUpload(2 * 1024 ** 3, counter);
    const token = (browser as { token: string }).token;
    const res = await t.runtime.app.server.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: body,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': String(2 * 1024 ** 3 + 300) },
    });
    expect(res.json()).toMatchObject({ code: '413', msg: 'File size must not exceed 1.5Gb' });
    expect(counter.produced).toBeLessThan(8 * 1024 * 1024);
    const tus = await t.runtime.app.server.inject({
      method: 'POST',
      url: '/api/file/tus',
      headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-length': String(1.5 * 1024 ** 3 + 1) },
    });
    expect(tus.statusCode).toBe(413);
  });

  it('checks the type by content, not by name', async () => {
    const renamed = await uploadBytes(t, browser, 'not-really.apk', Buffer.from('%PDF-1.7 this is a document'));
    expect(renamed).toMatchObject({ code: '400', msg: 'Please select [apk/aab/ipa] file' });
    const zipNotApk = await uploadBytes(t, browser, 'app.apk', fs.readFileSync(fixture('npm-cordova-app-hello-world-7.0.0-www.zip')));
    expect(zipNotApk.code).toBe('400');
    const wrongPlatform = await uploadBytes(t, browser, 'app.apk', fs.readFileSync(fixture(SMALL_APK)), { platform: 'ios' });
    expect(wrongPlatform).toMatchObject({ code: '400', msg: 'Please select [ipa] file' });
    const ok = await uploadBytes(t, browser, 'renamed.bin', fs.readFileSync(fixture(SMALL_APK)));
    expect(ok.data?.kind).toBe('apk');
  });

  it('answers the spec message when no file is sent, in the caller’s language', async () => {
    const res = await t.runtime.app.server.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: {},
      headers: { authorization: `Bearer ${(browser as { token: string }).token}`, lang: 'zh-TW' },
    });
    expect(res.json()).toMatchObject({ code: '400', msg: '請選擇要上傳的檔案' });
    expect((await uploadBytes(t, browser, 'x.apk', Buffer.alloc(0))).msg).toBe('Please select a file to upload');
  });

  it('resumes a tus upload where it stopped and answers the file id', async () => {
    const bytes = fs.readFileSync(fixture(SMALL_APK));
    const auth = { authorization: `Bearer ${(browser as { token: string }).token}`, 'tus-resumable': '1.0.0' };
    const meta = `filename ${Buffer.from(SMALL_APK).toString('base64')}`;
    const created = await t.runtime.app.server.inject({
      method: 'POST',
      url: '/api/file/tus',
      headers: { ...auth, 'upload-length': String(bytes.length), 'upload-metadata': meta },
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const url = location.startsWith('http') ? new URL(location).pathname : location;
    const half = Math.floor(bytes.length / 2);
    const patch = (offset: number, chunk: Buffer) =>
      t.runtime.app.server.inject({
        method: 'PATCH',
        url,
        payload: chunk,
        headers: { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      });
    expect((await patch(0, bytes.subarray(0, half))).statusCode).toBe(204);
    // The connection "dropped": ask where to continue.
    const head = await t.runtime.app.server.inject({ method: 'HEAD', url, headers: auth });
    expect(head.headers['upload-offset']).toBe(String(half));
    const done = await patch(half, bytes.subarray(half));
    expect(done.statusCode).toBe(200);
    const fileId = String(done.headers['rampart-file-id']);
    expect(done.json()).toMatchObject({ code: '200', data: { fileId, kind: 'apk' } });
    const jobId = await submit(t, browser, fileId);
    expect((await waitForJob(t, browser, jobId)).status).toBe('finished');
  });
});

describe('jobs', () => {
  it('lists with filters, page numbers and cursors; deletes permanently with the file', { timeout: 60_000 }, async () => {
    const owner = await t.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    const me: Caller = { token: await t.login(owner.username, owner.password) };
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await submit(t, me, await uploadFixture(t, me, SMALL_APK)));
    for (const id of ids) await waitForJob(t, me, id);
    const first = await api(t, me, '/api/scan/job/list', { page: 1, pageSize: 2, platform: 'android', status: 'finished', submitType: 'API' });
    expect(first.data.total).toBe(3);
    expect(first.data.list.map((j: { jobId: string }) => j.jobId)).toEqual([ids[2], ids[1]]);
    const second = await api(t, me, '/api/scan/job/list', { page: 2, pageSize: 2 });
    expect(second.data.list.map((j: { jobId: string }) => j.jobId)).toEqual([ids[0]]);
    const next = await api(t, me, '/api/scan/job/list', { cursor: first.data.nextCursor, pageSize: 2 });
    expect(next.data.list.map((j: { jobId: string }) => j.jobId)).toEqual([ids[0]]);
    expect((await api(t, me, '/api/scan/job/list', { fileName: 'nothing-like-this' })).data.total).toBe(0);
    expect((await api(t, me, '/api/scan/job/list', { platform: 'ios' })).data.total).toBe(0);

    const job = (await api(t, me, '/api/scan/job/get', { id: ids[0] })).data;
    const file = await t.runtime.deps.db.selectFrom('files').selectAll().where('id', '=', job.fileId).executeTakeFirstOrThrow();
    const stored = t.runtime.app.services.files.pathOf(file);
    expect(fs.existsSync(stored)).toBe(true);
    expect(await api(t, me, '/api/scan/job/deleteByIds', { ids: [ids[0]] })).toMatchObject({ code: '200', data: { deleted: 1 } });
    expect((await api(t, me, '/api/scan/job/get', { id: ids[0] })).code).toBe('404');
    expect(fs.existsSync(stored)).toBe(false);
    expect((await download(t, me, ids[0], 'json')).json().code).toBe('404');
  });
});
