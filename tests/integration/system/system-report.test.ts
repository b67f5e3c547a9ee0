import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEventBatches } from '../../../server/src/modules/monitoring/events.repo';
import { gqlAs, outcome } from '../../helpers/graphql';
import { createMonitoredApp, storedEventRow } from '../../helpers/monitoring';
import { restClient, type RestClient } from '../../helpers/rest';
import { MATRIX_CALLERS, roleMatrix, type MatrixCaller } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * The usage report (/manage/systemmanage/report): figures per account over two periods seeded
 * in two accounts, paging and sorting, the CSV and PDF exports, and who may read which account.
 */
let t: TestServer;
let rest: RestClient;
let tokens: Record<MatrixCaller, string>;
let accountA: string;
let accountB: string;
const tag = `usage${crypto.randomBytes(3).toString('hex')}`;
// A name that needs CSV quoting and Chinese glyphs in the PDF; B's is Chinese too.
const nameA = `${tag} 行動銀行, "A"`;
const nameB = `${tag}-測試B`;

const now = new Date();
const month = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
const P1 = { from: month(-1), to: month(0) };
const P2 = { from: month(0), to: month(1) };
const inP1 = (days: number) => new Date(P1.from.getTime() + days * 86_400_000 + 3_600_000);
const inP2 = (days: number) => new Date(P2.from.getTime() + days * 86_400_000 + 3_600_000);

const ROW = 'id accountName androidAssessments iosAssessments hardeningAndroid hardeningAndroidSdk hardeningIos hardeningH5 monitoredApps devices events storageBytes';
const REPORT = `query($from: DateTime!, $to: DateTime!, $search: String, $accountId: ID, $sort: SystemUsageSort, $direction: SortDirection, $first: Int, $after: String) {
  systemUsageReport(from: $from, to: $to, search: $search, accountId: $accountId, sort: $sort, direction: $direction, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { ${ROW} } } } }`;
const TOTALS = `query($from: DateTime!, $to: DateTime!, $search: String) { systemUsageTotals(from: $from, to: $to, search: $search) {
  androidAssessments iosAssessments hardeningAndroid hardeningAndroidSdk hardeningIos hardeningH5 monitoredApps devices events storageBytes } }`;

async function seedJob(accountId: string) {
  const db = t.runtime.deps.db;
  return (await db.insertInto('jobs').values({ accountId, kind: 'seed.usage', status: 'finished', payload: '{}' }).returning('id').executeTakeFirstOrThrow()).id;
}

async function assessment(accountId: string, platform: 'android' | 'ios', at: Date) {
  const id = await seedJob(accountId);
  await t.runtime.deps.db
    .insertInto('assessments')
    .values({ id, accountId, platform, fileName: 'app.apk', fileSize: 10, fileSha256: '0'.repeat(64), submitType: 'WEB', creator: 'seed', lang: 'en', createdAt: at })
    .execute();
}

async function hardening(accountId: string, kind: 'android' | 'android-sdk' | 'ipa' | 'h5', at: Date, outputSize: number | null = null) {
  const id = await seedJob(accountId);
  await t.runtime.deps.db
    .insertInto('hardeningJobs')
    .values({
      id,
      accountId,
      kind,
      taskName: 'seed',
      fileName: 'app.bin',
      fileSize: 10,
      fileSha256: '0'.repeat(64),
      policyName: 'seed',
      engineVersion: '1',
      submitType: 'WEB',
      creator: 'seed',
      outputSize,
      createdAt: at,
    })
    .execute();
}

async function upload(accountId: string, size: number, at: Date) {
  await t.runtime.deps.db
    .insertInto('files')
    .values({ accountId, kind: 'apk', originalName: 'app.apk', size, sha256: crypto.randomBytes(32).toString('hex'), storagePath: `seed/${crypto.randomUUID()}`, createdAt: at })
    .execute();
}

async function events(accountId: string, appId: string, at: Date, udids: string[]) {
  await storeEventBatches(t.runtime.deps.db, [
    { accountId, rows: udids.map((udid, i) => ({ ...storedEventRow(accountId, appId, udid), occurredAt: new Date(at.getTime() + i * 1000) })) },
  ]);
}

beforeAll(async () => {
  t = await startTestServer();
  rest = restClient(t);
  const matrix = await roleMatrix(t);
  tokens = matrix.tokens;
  accountA = matrix.a.accountId;
  accountB = matrix.b.accountId;
  const db = t.runtime.deps.db;
  await db.updateTable('accounts').set({ name: nameA }).where('id', '=', accountA).execute();
  await db.updateTable('accounts').set({ name: nameB }).where('id', '=', accountB).execute();

  // Account A. Period 1: 2 Android + 1 iOS assessments, Android and H5 hardening, 3 events from
  // 2 devices, 1,000 bytes uploaded and a 200-byte hardened output.
  await assessment(accountA, 'android', inP1(1));
  await assessment(accountA, 'android', inP1(2));
  await assessment(accountA, 'ios', inP1(3));
  await hardening(accountA, 'android', inP1(4), 200);
  await hardening(accountA, 'h5', inP1(5));
  await upload(accountA, 1000, inP1(1));
  const appA = await createMonitoredApp(t, tokens.customerSuperAdmin, { name: 'Usage app A' });
  await events(accountA, appA.id, inP1(6), ['a-1', 'a-2', 'a-1']);
  // Period 2: 1 Android assessment, 2 iOS hardening jobs with 500-byte outputs, 300 bytes
  // uploaded, 5 events from one device; the monitored app was created now (period 2).
  await assessment(accountA, 'android', inP2(1));
  await hardening(accountA, 'ipa', inP2(1), 500);
  await hardening(accountA, 'ipa', inP2(2), 500);
  await upload(accountA, 300, inP2(2));
  await events(accountA, appA.id, inP2(1), ['a-3', 'a-3', 'a-3', 'a-3', 'a-3']);

  // Account B. Period 1: 1 iOS assessment, 2 events from 2 devices. Period 2: 3 Android SDK
  // hardening jobs and a second monitored app.
  await assessment(accountB, 'ios', inP1(2));
  const appB = await createMonitoredApp(t, tokens.otherAccount, { name: 'Usage app B1' });
  await createMonitoredApp(t, tokens.otherAccount, { name: 'Usage app B2' });
  await events(accountB, appB.id, inP1(3), ['b-1', 'b-2']);
  for (const day of [1, 2, 3]) await hardening(accountB, 'android-sdk', inP2(day));
});
afterAll(() => t.close());

const EMPTY = {
  androidAssessments: 0,
  iosAssessments: 0,
  hardeningAndroid: 0,
  hardeningAndroidSdk: 0,
  hardeningIos: 0,
  hardeningH5: 0,
  monitoredApps: 0,
  devices: 0,
  events: 0,
  storageBytes: 0,
};
const EXPECTED = {
  P1: {
    A: { ...EMPTY, androidAssessments: 2, iosAssessments: 1, hardeningAndroid: 1, hardeningH5: 1, devices: 2, events: 3, storageBytes: 1200 },
    B: { ...EMPTY, iosAssessments: 1, devices: 2, events: 2 },
  },
  P2: {
    A: { ...EMPTY, androidAssessments: 1, hardeningIos: 2, monitoredApps: 1, devices: 1, events: 5, storageBytes: 2500 },
    B: { ...EMPTY, hardeningAndroidSdk: 3, monitoredApps: 2 },
  },
};

const iso = (p: { from: Date; to: Date }) => ({ from: p.from.toISOString(), to: p.to.toISOString() });

async function report(token: string, period: { from: Date; to: Date }, extra: Record<string, unknown> = {}) {
  const answer = await gqlAs(t, token, REPORT, { ...iso(period), first: 50, ...extra });
  if (!answer.data?.systemUsageReport) throw new Error(JSON.stringify(answer));
  return answer.data.systemUsageReport as { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: Array<{ node: Record<string, unknown> }> };
}

const byName = (rows: Array<{ node: Record<string, unknown> }>) => Object.fromEntries(rows.map((e) => [e.node.accountName as string, e.node]));

describe('usage figures', () => {
  it('counts each account’s jobs, apps, devices, events and storage in each period', async () => {
    for (const key of ['P1', 'P2'] as const) {
      const period = key === 'P1' ? P1 : P2;
      const page = await report(tokens.systemAdmin, period, { search: tag });
      expect(page.totalCount).toBe(2);
      const rows = byName(page.edges);
      expect(rows[nameA]).toMatchObject({ id: accountA, ...EXPECTED[key].A });
      expect(rows[nameB]).toMatchObject({ id: accountB, ...EXPECTED[key].B });
      const totals = (await gqlAs(t, tokens.systemAdmin, TOTALS, { ...iso(period), search: tag })).data!.systemUsageTotals;
      expect(totals).toEqual(Object.fromEntries(Object.keys(EMPTY).map((k) => [k, (EXPECTED[key].A as any)[k] + (EXPECTED[key].B as any)[k]])));
    }
    // Both periods at once: jobs and events add up; apps and storage are as at the later end.
    const both = byName((await report(tokens.systemAdmin, { from: P1.from, to: P2.to }, { search: tag })).edges);
    expect(both[nameA]).toMatchObject({ androidAssessments: 3, hardeningIos: 2, events: 8, devices: 3, storageBytes: 2500, monitoredApps: 1 });
  });

  it('sorts by any figure and pages by keyset', async () => {
    const first = await report(tokens.systemAdmin, P2, { search: tag, sort: 'EVENTS', direction: 'DESC', first: 1 });
    expect(first.edges.map((e) => e.node.accountName)).toEqual([nameA]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await report(tokens.systemAdmin, P2, { search: tag, sort: 'EVENTS', direction: 'DESC', first: 1, after: first.pageInfo.endCursor });
    expect(second.edges.map((e) => e.node.accountName)).toEqual([nameB]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const bySdk = await report(tokens.systemAdmin, P2, { search: tag, sort: 'HARDENING_ANDROID_SDK', direction: 'DESC' });
    expect(bySdk.edges.map((e) => e.node.accountName)).toEqual([nameB, nameA]);
    const byName = await report(tokens.systemAdmin, P2, { search: tag, sort: 'ACCOUNT_NAME', direction: 'ASC' });
    expect(byName.edges.map((e) => e.node.accountName)).toEqual([nameA, nameB].sort((x, y) => (x < y ? -1 : 1)));
    // A system admin may narrow the report to one account.
    expect((await report(tokens.systemAdmin, P2, { accountId: accountB })).edges.map((e) => e.node.id)).toEqual([accountB]);
  });

  it('refuses a missing, reversed or over-long period with the spec’s messages', async () => {
    const bad = async (from: string, to: string, lang = 'en') => {
      const answer = await gqlAs(t, tokens.systemAdmin, REPORT, { from, to, first: 1 }, lang);
      return { code: answer.errors?.[0]?.extensions?.code, message: answer.errors?.[0]?.message };
    };
    expect(await bad(P2.to.toISOString(), P2.from.toISOString())).toMatchObject({ code: '400', message: 'Please choose a time range.' });
    expect(await bad('2020-01-01T00:00:00Z', '2022-01-01T00:00:00Z')).toMatchObject({ code: '400', message: 'The time range must be shorter than one year.' });
    expect((await bad('2020-01-01T00:00:00Z', '2022-01-01T00:00:00Z', 'zh-TW')).message).not.toMatch(/time range/);
    const missing = await rest.get(`/api/system/report/export/csv?from=${encodeURIComponent(P2.from.toISOString())}`, { token: tokens.systemAdmin });
    expect(missing.json()).toMatchObject({ code: '400', msg: 'Please choose a time range.' });
    expect((await rest.get(`/api/system/report/export/xls?from=${P2.from.toISOString()}&to=${P2.to.toISOString()}`, { token: tokens.systemAdmin })).json().code).toBe('400');
  });
});

const exportUrl = (format: string, period: { from: Date; to: Date }, extra = '') =>
  `/api/system/report/export/${format}?from=${encodeURIComponent(period.from.toISOString())}&to=${encodeURIComponent(period.to.toISOString())}${extra}`;

/** RFC 4180 rows of a CSV text. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('exports', () => {
  it('CSV: a BOM, localized headings, quoted names, one row per account and the totals', async () => {
    const res = await rest.get(exportUrl('csv', P1, `&search=${encodeURIComponent(tag)}`), { token: tokens.systemAdmin, lang: 'zh-TW' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="usage-report-.*\.csv"$/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8').slice(1);
    // The name with a comma and quotes is quoted with its quotes doubled.
    expect(text).toContain(`"${tag} 行動銀行, ""A"""`);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      '帳戶',
      'Android 檢測',
      'iOS 檢測',
      'Android 加固',
      'Android SDK 加固',
      'iOS 加固',
      'H5 加固',
      '監控應用',
      '裝置數',
      '事件數',
      '儲存空間用量（位元組）',
    ]);
    const figures = (f: typeof EMPTY) => Object.keys(EMPTY).map((k) => String((f as any)[k]));
    expect(rows.slice(1)).toEqual([
      [nameA, ...figures(EXPECTED.P1.A)],
      [nameB, ...figures(EXPECTED.P1.B)],
      ['合計', ...Object.keys(EMPTY).map((k) => String((EXPECTED.P1.A as any)[k] + (EXPECTED.P1.B as any)[k]))],
    ]);
    const english = await rest.get(exportUrl('csv', P1, `&search=${encodeURIComponent(tag)}`), { token: tokens.systemAdmin });
    expect(parseCsv(english.rawPayload.toString('utf8').slice(1))[0][0]).toBe('Account');
  });

  it('PDF: a PDF file holding every account name (Chinese included) and written to the activity log', async () => {
    const res = await rest.get(exportUrl('pdf', P2, `&search=${encodeURIComponent(tag)}`), { token: tokens.systemAdmin, lang: 'zh-TW' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usage-pdf-'));
    try {
      const file = path.join(dir, 'report.pdf');
      fs.writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('使用量報表');
      expect(text).toContain(`${tag} 行動銀行, "A"`);
      expect(text).toContain(nameB);
      expect(text).toContain('2,500');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const logged = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select(['activityType', 'target', 'result'])
      .where('activityType', '=', 'systemReport.export')
      .where('target', 'like', 'pdf:%')
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(1);
  });
});

describe('who may read which account', () => {
  const expected: Record<MatrixCaller, 'all' | 'A' | 'B' | 'denied'> = {
    systemAdmin: 'all',
    customerSuperAdmin: 'A',
    admin: 'A',
    user: 'denied',
    view: 'denied',
    otherAccount: 'B',
  };

  it.each(MATRIX_CALLERS)('%s', async (who) => {
    const token = tokens[who];
    const want = expected[who];
    // Narrowed to this test's accounts by name (a shared database holds many others).
    const page = await gqlAs(t, token, REPORT, { ...iso(P1), first: 50, search: tag });
    const totals = await gqlAs(t, token, TOTALS, { ...iso(P1), search: tag });
    // Naming the other account changes nothing for anybody but a system admin.
    const named = await gqlAs(t, token, REPORT, { ...iso(P1), first: 50, accountId: who === 'otherAccount' ? accountA : accountB });
    const csv = await rest.get(exportUrl('csv', P1, `&search=${tag}`), { token });
    const pdf = await rest.get(exportUrl('pdf', P1, `&accountId=${accountB}`), { token });
    if (want === 'denied') {
      expect(outcome(page)).toBe('403');
      expect(outcome(totals)).toBe('403');
      expect(outcome(named)).toBe('403');
      expect(csv.json().code).toBe('403');
      expect(pdf.json().code).toBe('403');
      return;
    }
    const ids = page.data!.systemUsageReport.edges.map((e: { node: { id: string } }) => e.node.id);
    if (want === 'all') {
      expect(ids.sort()).toEqual([accountA, accountB].sort());
      expect(named.data!.systemUsageReport.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([accountB]);
      expect(pdf.statusCode).toBe(200);
      return;
    }
    const own = want === 'A' ? accountA : accountB;
    expect(ids).toEqual([own]);
    expect(page.data!.systemUsageReport.totalCount).toBe(1);
    expect(totals.data!.systemUsageTotals).toEqual(EXPECTED.P1[want]);
    expect(named.data!.systemUsageReport.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([own]);
    const csvText = csv.rawPayload.toString('utf8');
    expect(csvText).toContain(want === 'A' ? `"${tag} 行動銀行, ""A"""` : nameB);
    expect(csvText).not.toContain(want === 'A' ? nameB : nameA);
    expect(parseCsv(csvText.slice(1))).toHaveLength(3);
    expect(pdf.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await rest.get(exportUrl('csv', P1))).json().code).toBe('401');
    expect(outcome(await gqlAs(t, null, REPORT, { ...iso(P1), first: 1 }))).toBe('401');
  });
});
