import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as cleanStoredNames } from '../../../migrations/0015-file-names-without-bidi-controls';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { api, fixture, SMALL_APK, submit, uploadBytes, waitForJob, type Caller } from './assessment-helpers';

/**
 * An uploaded file's name is shown in job lists, reports and the activity
 * log. A right-to-left override (U+202E) makes `invoice\u202Egpj.apk` display as
 * `invoiceapk.jpg`; bidi and other control characters are dropped from the stored name.
 */
let t: TestServer;
let owner: Caller;

beforeAll(async () => {
  t = await startTestServer({ env: { RAMPART_JOB_QUEUE: uniqueName('q') } });
  const a = await t.seed.account();
  const user = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
  owner = { token: await t.login(user.username, user.password) };
});
afterAll(() => t.close());

const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Uploads the small APK by tus with `name` in its metadata; answers the upload's answer body. */
async function tusUpload(name: string) {
  const bytes = fs.readFileSync(fixture(SMALL_APK));
  const auth = { authorization: `Bearer ${(owner as { token: string }).token}`, 'tus-resumable': '1.0.0' };
  const meta = `filename ${Buffer.from(name).toString('base64')}`;
  const created = await t.runtime.app.server.inject({ method: 'POST', url: '/api/file/tus', headers: { ...auth, 'upload-length': String(bytes.length), 'upload-metadata': meta } });
  expect(created.statusCode).toBe(201);
  const location = String(created.headers.location);
  const url = location.startsWith('http') ? new URL(location).pathname : location;
  const done = await t.runtime.app.server.inject({
    method: 'PATCH',
    url,
    payload: bytes,
    headers: { ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
  });
  expect(done.statusCode).toBe(200);
  return done.json() as { code: string; data: { fileId: string; originalName: string } };
}

describe('uploaded file names', () => {
  it('drops bidi and control characters from names uploaded by tus and multipart, everywhere they are shown', async () => {
    const spoofed = 'invoice\u202Egpj.apk';
    const mixed = 'Cafe\u0301 \u2067q1\u2069\u200F report\u0085\u061C.apk';
    const byTus = await tusUpload(spoofed);
    const byForm = await uploadBytes(t, owner, mixed, fs.readFileSync(fixture(SMALL_APK)));
    expect(byForm.code).toBe('200');
    expect(byTus.data.originalName).toBe('invoicegpj.apk');
    expect((byForm.data as unknown as { originalName: string }).originalName).toBe('Caf\u00e9 q1 report.apk');

    const jobs = [await submit(t, owner, byTus.data.fileId), await submit(t, owner, byForm.data!.fileId)];
    const listed = (await api(t, owner, '/api/scan/job/list', { page: 1, pageSize: 10 })).data.list as Array<{ jobId: string; fileName: string }>;
    expect(jobs.map((id) => listed.find((j) => j.jobId === id)?.fileName)).toEqual(['invoicegpj.apk', 'Caf\u00e9 q1 report.apk']);

    const files = await t.runtime.deps.db.selectFrom('files').select('originalName').where('id', 'in', [byTus.data.fileId, byForm.data!.fileId]).execute();
    for (const { originalName } of files) {
      expect(originalName).not.toMatch(BIDI);
      expect(originalName).not.toMatch(CONTROL);
    }
  });

  it('cleans the names stored before, in files, assessments and their results', { timeout: 180_000 }, async () => {
    const upload = await uploadBytes(t, owner, 'old.apk', fs.readFileSync(fixture(SMALL_APK)));
    const jobId = await submit(t, owner, upload.data!.fileId);
    // Finished first, so the job's own result is not written after the names are spoofed.
    expect((await waitForJob(t, owner, jobId, 120_000)).status).toBe('finished');
    const db = t.runtime.deps.db;
    const spoofed = 'Cafe\u0301\u202Egpj\u0085.apk';
    await db.updateTable('files').set({ originalName: spoofed }).where('id', '=', upload.data!.fileId).execute();
    await db.updateTable('assessments').set({ fileName: '\u202E\u2066' }).where('id', '=', jobId).execute();
    await sql`update jobs set result = jsonb_set(result, '{file,name}', to_jsonb(${spoofed}::text)) where id = ${jobId}`.execute(db);
    await cleanStoredNames(db);
    const file = await db.selectFrom('files').select('originalName').where('id', '=', upload.data!.fileId).executeTakeFirstOrThrow();
    const job = await db.selectFrom('assessments').select('fileName').where('id', '=', jobId).executeTakeFirstOrThrow();
    const { rows } = await sql<{ name: string }>`select result -> 'file' ->> 'name' as name from jobs where id = ${jobId}`.execute(db);
    expect([file.originalName, job.fileName, rows[0].name]).toEqual(['Caf\u00e9gpj.apk', 'package', 'package']);
  });
});
