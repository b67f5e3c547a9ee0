import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateKeyPair, issueLicence, parsePrivateKey, type LicenceFields } from '../../../server/src/modules/licence/licence-document';
import { writeSystemSettings } from '../../../server/src/platform/system-settings.repo';
import { gqlAs } from '../../helpers/graphql';
import { startTestServer, type TestServer } from '../../helpers/server';
import { api, SMALL_APK, uploadFixture } from '../assessment/assessment-helpers';

const vendor = generateKeyPair();
const vendorKey = parsePrivateKey(vendor.privateKeyPem);
const otherVendorKey = parsePrivateKey(generateKeyPair().privateKeyPem);

const DAY = 86_400_000;
const base: LicenceFields = {
  productName: 'Rampart Enterprise',
  accountName: 'Acme Holdings',
  start: new Date(Date.now() - 10 * DAY).toISOString(),
  end: new Date(Date.now() + 100 * DAY).toISOString(),
  appIds: ['com.acme.one'],
  entitlements: ['apk_protected', 'apk_analysis'],
  limits: { accounts: 10 },
};

const INSTALL = `mutation ($fileName: String!, $content: String!) { installLicence(fileName: $fileName, content: $content) {
  __typename ... on MutationInstallLicenceSuccess { data { state productName accountName entitlements appIds limits { name value } updateStatus updatedBy } }
  ... on AppError { code message reason } } }`;
const LICENCE = `{ licence { state productName accountName start end appIds entitlements limits { name value } fileName updatedAt updatedBy updateStatus updateReason lastAttemptAt } }`;
const SUMMARY = `{ licenceSummary { state accountName daysLeft expiringSoon } }`;
const VIEWER = `{ viewer { permissions } }`;

let t: TestServer;
let admin: string;
let ownDatabase: { base: string; name: string } | null = null;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-about-'));

beforeAll(async () => {
  // The About page's generated files, as the web build writes them.
  const gen = spawnSync(process.execPath, ['scripts/about-info.mjs', webDir], { encoding: 'utf8', env: { ...process.env, RAMPART_BUILD_COMMIT: 'abc1234' } });
  expect(gen.status, gen.stderr).toBe(0);
  // The licence is installation-wide: on PostgreSQL this file gets a database of its own, so the
  // licences it installs never narrow the products of test files running beside it.
  const shared = inject('databaseUrl');
  const env: Record<string, string> = { RAMPART_LICENCE_PUBLIC_KEY: vendor.publicKeyRaw, RAMPART_WEB_DIR: webDir };
  if (shared) {
    ownDatabase = { base: shared, name: `rampart_licence_${crypto.randomBytes(4).toString('hex')}` };
    await adminQuery(shared, `create database ${ownDatabase.name}`);
    const url = new URL(shared);
    url.pathname = `/${ownDatabase.name}`;
    env.DATABASE_URL = url.toString();
  }
  t = await startTestServer({ env });
  const sys = await t.seed.systemAdmin();
  admin = await t.login(sys.username, sys.password);
});

async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await t?.close();
  if (ownDatabase) await adminQuery(ownDatabase.base, `drop database if exists ${ownDatabase.name} with (force)`);
  fs.rmSync(webDir, { recursive: true, force: true });
});

const licence = () => t.runtime.app.services.licence;
const install = (content: string, fileName = 'acme.lic', lang = 'en', token = admin) => gqlAs(t, token, INSTALL, { fileName, content }, lang);
const permissions = async (token: string) => (await gqlAs(t, token, VIEWER)).data!.viewer.permissions as string[];

async function userWith(entitlements: string[]) {
  const u = await t.seed.user({ roleType: 'ADMIN', entitlements });
  return t.login(u.username, u.password);
}

describe('product licence', () => {
  it('without a licence, accounts keep their own entitlements and admins see NONE', async () => {
    expect((await gqlAs(t, admin, SUMMARY)).data!.licenceSummary).toEqual({ state: 'NONE', accountName: null, daysLeft: null, expiringSoon: false });
    const token = await userWith(['ipa_analysis', 'threat_perception']);
    const codes = await permissions(token);
    expect(codes).toContain('ipa_analysis');
    expect(codes).toContain('monitor_dashboard');
    expect(codes).not.toContain('apk_analysis');
  });

  it('refuses anything but a good .lic file with its own message, in English and Chinese, and changes nothing', async () => {
    const good = issueLicence(base, vendorKey);
    const wrongType = await install(good, 'acme.txt');
    expect(wrongType.data!.installLicence).toMatchObject({ code: '400', message: 'Sorry, only .lic file is allowed.', reason: 'licenceFileType' });
    expect((await install(good, 'acme.zip', 'zh-TW')).data!.installLicence.message).toBe('抱歉，僅允許上傳 .lic 檔案。');

    const edited = JSON.parse(good);
    edited.licence.entitlements.push('threat_perception');
    const cases: Array<[string, string, RegExp]> = [
      ['{ not json', 'licenceMalformed', /not a readable licence/],
      [issueLicence(base, otherVendorKey), 'licenceOtherKey', /not signed by this product's vendor key/],
      [JSON.stringify(edited), 'licenceTampered', /changed after it was signed/],
      [issueLicence({ ...base, start: '2020-01-01', end: '2021-01-01' }, vendorKey), 'licenceExpired', /expired on 2021-01-01T00:00:00.000Z/],
      [issueLicence({ ...base, start: '2099-01-01', end: '2100-01-01' }, vendorKey), 'licenceNotYetValid', /not valid before 2099-01-01T00:00:00.000Z/],
    ];
    for (const [content, reason, text] of cases) {
      const answer = (await install(content)).data!.installLicence;
      expect(answer, reason).toMatchObject({ __typename: 'AppError', code: '400', reason });
      expect(answer.message).toMatch(text);
    }
    const zh = (await install(JSON.stringify(edited), 'acme.lic', 'zh-TW')).data!.installLicence.message;
    expect(zh).toBe('授權簽章不符：授權檔在簽署後遭到修改。');

    const after = (await gqlAs(t, admin, LICENCE)).data!.licence;
    expect(after).toMatchObject({ state: 'NONE', productName: null, updatedAt: null, updateStatus: 'FAILED', updateReason: 'tampered' });
    // Still no narrowing: the refused files changed no one's products.
    expect(await permissions(await userWith(['threat_perception']))).toContain('monitor_dashboard');
  });

  it('keeps the licence to system super admins', async () => {
    const good = issueLicence(base, vendorKey);
    // An account user, and an account admin holding system_license in a custom role of another account.
    const plain = await userWith(['apk_protected']);
    const custom = await t.seed.user({ codes: ['system_license', 'system_security'] });
    const customToken = await t.login(custom.username, custom.password);
    for (const token of [plain, customToken]) {
      expect((await gqlAs(t, token, LICENCE)).errors?.[0].extensions?.code).toBe('403');
      const answer = await install(good, 'acme.lic', 'en', token);
      expect(answer.errors?.[0].extensions?.code ?? answer.data?.installLicence.code).toBe('403');
    }
    expect((await gqlAs(t, null, LICENCE)).errors?.[0].extensions?.code).toBe('401');
    expect((await gqlAs(t, admin, LICENCE)).data!.licence.state).toBe('NONE');
    // The holder and validity are open to every signed-in user (the About page).
    expect((await gqlAs(t, plain, SUMMARY)).data!.licenceSummary.state).toBe('NONE');
  });

  it('a valid licence enables exactly its entitlements for every account; expiry turns them off', async () => {
    const both = await userWith(['apk_protected', 'apk_analysis', 'ipa_analysis', 'threat_perception']);
    const iosOnly = await userWith(['ipa_analysis', 'ipa_protected']);
    const apkCaller = { token: both };
    const fileId = await uploadFixture(t, apkCaller, SMALL_APK);

    const installed = (await install(issueLicence(base, vendorKey))).data!.installLicence;
    expect(installed).toMatchObject({
      __typename: 'MutationInstallLicenceSuccess',
      data: {
        state: 'VALID',
        productName: 'Rampart Enterprise',
        accountName: 'Acme Holdings',
        entitlements: ['apk_protected', 'apk_analysis'],
        appIds: ['com.acme.one'],
        limits: [{ name: 'accounts', value: 10 }],
        updateStatus: 'SUCCESS',
      },
    });
    const details = (await gqlAs(t, admin, LICENCE)).data!.licence;
    expect(details).toMatchObject({ state: 'VALID', fileName: 'acme.lic', updateReason: null });
    expect(Date.parse(details.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    const codes = await permissions(both);
    expect(codes).toEqual(expect.arrayContaining(['apk_protected', 'apk_analysis', 'assessment_add']));
    expect(codes).not.toContain('ipa_analysis');
    expect(codes).not.toContain('monitor_dashboard');
    // An account entitled to none of the licence's products has none.
    expect((await permissions(iosOnly)).filter((c) => ['ipa_analysis', 'ipa_protected', 'apk_analysis', 'hardening_view'].includes(c))).toEqual([]);

    // Past its end every licensed product is off, everywhere, at once.
    const saved = licence().now;
    try {
      licence().now = () => new Date(Date.parse(base.end) + 1000);
      expect((await gqlAs(t, admin, SUMMARY)).data!.licenceSummary).toMatchObject({ state: 'EXPIRED', expiringSoon: false });
      const after = await permissions(both);
      expect(after.filter((c) => ['apk_protected', 'apk_analysis', 'assessment_add', 'hardening_view', 'threat_perception'].includes(c))).toEqual([]);
      expect(after).toContain('dashboard');
      const refused = await api(t, apkCaller, '/api/scan/job/add', { fileId });
      expect(refused).toMatchObject({ code: '403', msg: expect.stringContaining('product licence') });
      const zh = await api(t, apkCaller, '/api/scan/job/add', { fileId }, 'zh-TW');
      expect(zh.msg).toContain('產品授權');
      // GraphQL fields refused by their auth scope explain it the same way.
      const jobs = await gqlAs(t, both, `{ hardeningJobs { totalCount } }`);
      expect(jobs.errors?.[0]).toMatchObject({ message: expect.stringContaining('product licence'), extensions: { code: '403' } });
      // A user whose refusal has nothing to do with the licence gets the plain answer.
      const monitorOnly = await userWith(['threat_perception']);
      expect((await gqlAs(t, monitorOnly, `{ hardeningJobs { totalCount } }`)).errors?.[0]).toMatchObject({
        message: 'You do not have permission to do this.',
        extensions: { code: '403' },
      });

      // Within 30 days of the end the banner warns.
      licence().now = () => new Date(Date.parse(base.end) - 5 * DAY);
      expect((await gqlAs(t, admin, SUMMARY)).data!.licenceSummary).toMatchObject({ state: 'VALID', daysLeft: 5, expiringSoon: true });
    } finally {
      licence().now = saved;
    }
    expect(await permissions(both)).toContain('apk_analysis');
  });

  it('a licence replaced elsewhere is read again on pub/sub', async () => {
    const replacement = issueLicence({ ...base, accountName: 'Replaced Ltd', entitlements: ['threat_perception'] }, vendorKey);
    const user = await userWith(['threat_perception', 'apk_analysis']);
    expect(await permissions(user)).toContain('apk_analysis');
    // Another instance writes the licence and announces it; this one still holds its copy until then.
    await writeSystemSettings(t.runtime.deps.db, { licence: { text: replacement, fileName: 'r.lic', updatedAt: new Date().toISOString(), updatedBy: 'other' } });
    expect(await permissions(user)).toContain('apk_analysis');
    t.runtime.deps.pubsub.publish('licence:changed', { at: new Date().toISOString() });
    await expect.poll(async () => (await gqlAs(t, admin, SUMMARY)).data!.licenceSummary.accountName).toBe('Replaced Ltd');
    const codes = await permissions(user);
    expect(codes).toContain('monitor_dashboard');
    expect(codes).not.toContain('apk_analysis');
  });

  it('a stored licence that no longer verifies turns every product off', async () => {
    const forged = JSON.parse(issueLicence(base, vendorKey));
    forged.licence.end = '2999-01-01T00:00:00.000Z';
    await writeSystemSettings(t.runtime.deps.db, { licence: { text: JSON.stringify(forged), fileName: 'f.lic', updatedAt: new Date().toISOString(), updatedBy: 'db' } });
    t.runtime.deps.pubsub.publish('licence:changed', { at: new Date().toISOString() });
    await expect.poll(async () => (await gqlAs(t, admin, SUMMARY)).data!.licenceSummary.state).toBe('INVALID');
    const user = await userWith(['apk_analysis', 'threat_perception']);
    expect((await permissions(user)).filter((c) => ['apk_analysis', 'monitor_dashboard'].includes(c))).toEqual([]);
    // Installing a good one again restores it.
    expect((await install(issueLicence(base, vendorKey))).data!.installLicence.data.state).toBe('VALID');
    expect(await permissions(user)).toContain('apk_analysis');
  });

  it('records installs in the activity log', async () => {
    const rows = await t.runtime.deps.db.selectFrom('operationLogs').select(['activityType', 'result']).where('activityType', '=', 'licence.install').execute();
    expect(rows.some((r) => r.result === 'success')).toBe(true);
    expect(rows.some((r) => r.result === 'failure')).toBe(true);
  });

  it('the About page: version, build and paged, searchable third-party notices', async () => {
    const user = await userWith(['apk_analysis']);
    const about = (await gqlAs(t, user, `{ about { version build licence { state accountName } } }`)).data!.about;
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
    expect(about).toEqual({ version: pkg.version, build: 'abc1234', licence: { state: 'VALID', accountName: 'Acme Holdings' } });
    const page = (await gqlAs(t, user, `{ thirdPartyNotices(offset: 0, limit: 5) { totalCount items { name version license } } }`)).data!.thirdPartyNotices;
    expect(page.items).toHaveLength(5);
    // Production packages only: a dev tool such as vitest is not shipped.
    const all = (await gqlAs(t, user, `{ thirdPartyNotices(search: "vitest", limit: 100) { totalCount } }`)).data!.thirdPartyNotices;
    expect(all.totalCount).toBe(0);
    const kysely = (await gqlAs(t, user, `{ thirdPartyNotices(search: "kysely") { totalCount items { name version license } } }`)).data!.thirdPartyNotices;
    expect(kysely.items).toContainEqual({ name: 'kysely', version: JSON.parse(fs.readFileSync('node_modules/kysely/package.json', 'utf8')).version, license: 'MIT' });
    expect(page.totalCount).toBeGreaterThan(50);
    expect((await gqlAs(t, user, `{ thirdPartyNotices(limit: 1000) { totalCount } }`)).errors?.[0].extensions?.code).toBe('400');
    expect((await gqlAs(t, null, `{ about { version } }`)).errors?.[0].extensions?.code).toBe('401');
  });
});
