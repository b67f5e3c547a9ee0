import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs, outcome } from '../../helpers/graphql';
import { roleMatrix } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';
import { uploadBytes, zipOf } from '../assessment/assessment-helpers';

/**
 * System monitoring SDK files: a system super admin uploads packages through the common upload
 * path (typed by content), names their version (unique per platform), enables, disables and
 * deletes them; account users with monitor_sdk_config download the enabled ones.
 */
let t: TestServer;
let system: string;
let customer: string;
let noSdkCode: string;
let otherAccount: string;
let systemAccountId: string;

/**
 * Versions are unique per platform across the whole database (shared on PostgreSQL), and a later
 * run's are higher, so "the newest enabled version" is always this run's.
 */
const now = Date.now();
const run = `${Math.floor(now / 1e9)}.${Math.floor(now / 1e3) % 1e6}`;
const v = (n: number) => `${run}.${n}`;

const CREATE = `mutation($i: MonitorSdkFileInput!) { createMonitoringSdkFile(input: $i) {
  ... on MutationCreateMonitoringSdkFileSuccess { data { id platform version fileName size enabled creator } }
  ... on AppError { __typename code message } } }`;
const SET_ENABLED = `mutation($ids: [ID!]!, $on: Boolean!) { setMonitoringSdkFilesEnabled(ids: $ids, enabled: $on) {
  ... on MutationSetMonitoringSdkFilesEnabledSuccess { data } ... on AppError { __typename code message } } }`;
const DELETE = `mutation($ids: [ID!]!) { deleteMonitoringSdkFiles(ids: $ids) {
  ... on MutationDeleteMonitoringSdkFilesSuccess { data } ... on AppError { __typename code message } } }`;
const LIST = `query($p: MonitorPlatform!) { monitoringSdkFiles(platform: $p, first: 50) { totalCount edges { node { id version enabled } } } }`;
const DOWNLOADS = `query($p: MonitorPlatform!) { monitorSdkDownloads(platform: $p, first: 50) { totalCount edges { node { id version enabled } } } }`;

const SCRIPT = Buffer.from('/* Rampart monitoring SDK */\nwindow.RampartSdk = { version: "test", init() { return "ready"; } };\n');

beforeAll(async () => {
  t = await startTestServer();
  const matrix = await roleMatrix(t, {
    noSdkCode: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['threat_perception', 'monitor_dashboard']), {}),
  });
  system = matrix.tokens.systemAdmin;
  customer = matrix.tokens.customerSuperAdmin;
  noSdkCode = matrix.tokens.noSdkCode;
  otherAccount = matrix.tokens.otherAccount;
  const sys = await t.runtime.deps.db.selectFrom('accounts').select('id').where('isSystem', '=', true).executeTakeFirstOrThrow();
  systemAccountId = sys.id;
});
afterAll(() => t.close());

async function upload(token: string, platform: string, name: string, bytes: Buffer) {
  return uploadBytes(t, { token }, name, bytes, { platform: `monitoring-sdk-${platform}` });
}

async function uploadOk(platform: string, name: string, bytes: Buffer): Promise<string> {
  const body = await upload(system, platform, name, bytes);
  if (body.code !== '200') throw new Error(`upload ${name}: ${body.code} ${body.msg}`);
  return body.data!.fileId;
}

async function create(token: string, input: { platform: string; version: string; fileId: string; enabled: boolean }, lang = 'en') {
  return gqlAs(t, token, CREATE, { i: input }, lang);
}

async function createOk(input: { platform: string; version: string; fileId: string; enabled: boolean }) {
  const answer = await create(system, input);
  const data = answer.data?.createMonitoringSdkFile.data;
  if (!data) throw new Error(JSON.stringify(answer));
  return data as { id: string; version: string; size: number; enabled: boolean; fileName: string; creator: string };
}

function download(token: string, platform: string, id?: string) {
  return t.runtime.app.server.inject({
    method: 'GET',
    url: `/api/monitor/sdk-file/${platform}/download${id ? `?id=${id}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('system monitoring SDK files', () => {
  it('takes a JS script and a real zip, records them and logs the upload', async () => {
    const js = await createOk({ platform: 'H5', version: v(1), fileId: await uploadOk('h5', 'rampart-sdk.js', SCRIPT), enabled: true });
    expect(js).toMatchObject({ version: v(1), size: SCRIPT.length, enabled: true, fileName: 'rampart-sdk.js' });

    const aar = await zipOf([
      ['AndroidManifest.xml', Buffer.from('<manifest package="com.rampart.sdk"/>')],
      ['classes.jar', Buffer.from('not really a jar')],
    ]);
    const android = await createOk({ platform: 'ANDROID', version: v(1), fileId: await uploadOk('android', 'rampart-sdk.aar', aar), enabled: false });
    expect(android).toMatchObject({ enabled: false, size: aar.length });

    const listed = await gqlAs(t, system, LIST, { p: 'ANDROID' });
    expect(listed.data?.monitoringSdkFiles.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(android.id);

    const logs = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select(['activityType', 'target'])
      .where('accountId', '=', systemAccountId)
      .where('activityType', '=', 'monitorSdkFile.create')
      .where('target', 'in', [`h5:${v(1)}`, `android:${v(1)}`])
      .execute();
    expect(logs).toHaveLength(2);
  });

  it('refuses a fake zip, a wrong type, a bad or duplicate version and an unsafe zip with clear messages', async () => {
    const fake = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect(await upload(system, 'ios', 'Fake.xcframework.zip', fake)).toMatchObject({ code: '400', msg: 'Please select [zip] file' });

    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(await upload(system, 'h5', 'sdk.js', binary)).toMatchObject({ code: '400', msg: 'Please select [js/zip] file' });
    // A script is not an iOS package.
    expect(await upload(system, 'ios', 'sdk.zip', SCRIPT)).toMatchObject({ code: '400', msg: 'Please select [zip] file' });

    const fileId = await uploadOk('h5', 'again.js', SCRIPT);
    const bad = await create(system, { platform: 'H5', version: 'latest', fileId, enabled: true });
    expect(bad.data?.createMonitoringSdkFile.message).toBe('The version must look like 1.2.3 (numbers separated by dots, optionally followed by -label)');
    await createOk({ platform: 'H5', version: v(2), fileId: await uploadOk('h5', 'first.js', SCRIPT), enabled: false });
    const dup = await create(system, { platform: 'H5', version: v(2), fileId, enabled: true });
    expect(dup.data?.createMonitoringSdkFile).toMatchObject({ code: '400', message: `Version ${v(2)} already exists for this platform` });
    const dupZh = await create(system, { platform: 'H5', version: v(2), fileId, enabled: true }, 'zh-TW');
    expect(dupZh.data?.createMonitoringSdkFile.message).toBe(`此平台已有版本 ${v(2)}`);
    // A script uploaded for H5 is not an Android package.
    const wrongPlatform = await create(system, { platform: 'ANDROID', version: v(9), fileId, enabled: true });
    expect(wrongPlatform.data?.createMonitoringSdkFile.message).toBe('Please select [aar/zip] file');

    // A zip whose entry escapes the extraction root (same-length rename of `aa/` to `../`).
    const zip = await zipOf([['aa/evil.txt', Buffer.from('x')]]);
    const unsafe = Buffer.from(zip.toString('latin1').replaceAll('aa/evil.txt', '../evil.txt'), 'latin1');
    const unsafeId = await uploadOk('ios', 'Unsafe.zip', unsafe);
    const refused = await create(system, { platform: 'IOS', version: v(3), fileId: unsafeId, enabled: true });
    expect(refused.data?.createMonitoringSdkFile.message).toBe('The zip file is damaged or holds unsafe entries');
    expect((await gqlAs(t, system, LIST, { p: 'IOS' })).data?.monitoringSdkFiles.edges.map((e: { node: { version: string } }) => e.node.version)).not.toContain(v(3));
  });

  it('lets account users download only enabled files, the newest version by default', async () => {
    const olderZip = await zipOf([['RampartSDK.xcframework/Info.plist', Buffer.from('old')]]);
    const older = await createOk({ platform: 'IOS', version: v(2), fileId: await uploadOk('ios', 'RampartSDK-old.zip', olderZip), enabled: true });
    const newerZip = await zipOf([['RampartSDK.xcframework/Info.plist', Buffer.from('newer')]]);
    const newer = await createOk({ platform: 'IOS', version: v(10), fileId: await uploadOk('ios', 'RampartSDK.zip', newerZip), enabled: false });

    // Disabled: not offered, not downloadable by id; the default is the enabled older one.
    const offered = await gqlAs(t, customer, DOWNLOADS, { p: 'IOS' });
    const ids = offered.data?.monitorSdkDownloads.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(ids).toContain(older.id);
    expect(ids).not.toContain(newer.id);
    expect((await download(customer, 'ios', newer.id)).statusCode).toBe(404);
    expect((await download(system, 'ios', newer.id)).statusCode).toBe(200);

    expect(outcome(await gqlAs(t, system, SET_ENABLED, { ids: [newer.id], on: true }))).toBe('200');
    const latest = await download(customer, 'ios');
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['content-type']).toBe('application/zip');
    expect(latest.headers['content-disposition']).toContain('RampartSDK.zip');
    expect(latest.rawPayload.equals(newerZip)).toBe(true);
    expect((await download(customer, 'ios', older.id)).statusCode).toBe(200);
    // Another account's users get the same system files.
    expect((await download(otherAccount, 'ios', older.id)).statusCode).toBe(200);
    // The id of one platform's file is not found under another platform.
    expect((await download(customer, 'h5', older.id)).statusCode).toBe(404);

    expect(outcome(await gqlAs(t, system, SET_ENABLED, { ids: [newer.id], on: false }))).toBe('200');
    const fallback = await download(customer, 'ios');
    expect(fallback.rawPayload.equals(olderZip)).toBe(true);
  });

  it('refuses uploads and changes by non-system users and downloads without monitor_sdk_config', async () => {
    expect((await upload(customer, 'h5', 'mine.js', SCRIPT)).code).toBe('403');
    const own = await uploadOk('h5', 'system.js', SCRIPT);
    expect(outcome(await create(customer, { platform: 'H5', version: v(5), fileId: own, enabled: true }))).toBe('403');
    const file = await createOk({ platform: 'H5', version: v(5), fileId: own, enabled: true });
    expect(outcome(await gqlAs(t, customer, SET_ENABLED, { ids: [file.id], on: false }))).toBe('403');
    expect(outcome(await gqlAs(t, customer, DELETE, { ids: [file.id] }))).toBe('403');
    expect(outcome(await gqlAs(t, customer, LIST, { p: 'H5' }))).toBe('403');

    expect(outcome(await gqlAs(t, noSdkCode, DOWNLOADS, { p: 'H5' }))).toBe('403');
    expect((await download(noSdkCode, 'h5', file.id)).statusCode).toBe(403);
    const js = await download(customer, 'h5', file.id);
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe(SCRIPT.toString());
  });

  it('deletes a file with its stored package', async () => {
    const fileId = await uploadOk('h5', 'gone.js', SCRIPT);
    const file = await createOk({ platform: 'H5', version: v(7), fileId, enabled: true });
    const stored = await t.runtime.deps.db.selectFrom('files').select('storagePath').where('id', '=', fileId).executeTakeFirstOrThrow();
    const storedPath = t.runtime.app.services.files.pathOf(stored);
    expect(fs.existsSync(storedPath)).toBe(true);
    expect(outcome(await gqlAs(t, system, DELETE, { ids: [file.id] }))).toBe('200');
    expect(fs.existsSync(storedPath)).toBe(false);
    expect((await download(customer, 'h5', file.id)).statusCode).toBe(404);
    expect(outcome(await gqlAs(t, system, DELETE, { ids: [file.id] }))).toBe('404');
  });
});
