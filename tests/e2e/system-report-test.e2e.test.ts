import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEventBatches } from '../../server/src/modules/monitoring/events.repo';
import { TEST_IDS } from '../../web/src/app/testids';
import { storedEventRow } from '../helpers/monitoring';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { SignedInPages, UI_TIMEOUT, catalogText, expectTitle, openPage, screenshot, signedIn, type Lang } from './ui';

/**
 * /manage/systemmanage/report and /manage/systemmanage/test in the browser: a system admin reads
 * the usage of two accounts this month and last, sorts, exports CSV and PDF; an account admin
 * sees only their own account; the health checks run all and one at a time, and the mail check's
 * message shows in the outbox tab. One pass of each page in zh-TW.
 */
let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let sysAdmin: SeededUser;
let accountAdmin: SeededUser;
const tag = `e2e${crypto.randomBytes(3).toString('hex')}`;
const nameA = `${tag} 行動銀行`;
const nameB = `${tag} Retail`;
let downloads: string;

const now = new Date();
const startOfMonth = new Date(now.getFullYear(), now.getMonth(), 1);
/** A time inside this month (local), and one inside last month. */
const thisMonth = new Date(Math.max(startOfMonth.getTime() + 3_600_000, now.getTime() - 3_600_000));
const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 10, 12);

async function job(accountId: string) {
  return (await server.runtime.deps.db.insertInto('jobs').values({ accountId, kind: 'seed.usage', status: 'finished', payload: '{}' }).returning('id').executeTakeFirstOrThrow())
    .id;
}

async function assessment(accountId: string, platform: 'android' | 'ios', createdAt: Date) {
  const id = await job(accountId);
  await server.runtime.deps.db
    .insertInto('assessments')
    .values({ id, accountId, platform, fileName: 'app.apk', fileSize: 10, fileSha256: '0'.repeat(64), submitType: 'WEB', creator: 'seed', lang: 'en', createdAt })
    .execute();
}

async function hardening(accountId: string, createdAt: Date) {
  const id = await job(accountId);
  await server.runtime.deps.db
    .insertInto('hardeningJobs')
    .values({
      id,
      accountId,
      kind: 'android',
      taskName: 'seed',
      fileName: 'a.apk',
      fileSize: 10,
      fileSha256: '0'.repeat(64),
      policyName: 'p',
      engineVersion: '1',
      submitType: 'WEB',
      creator: 'seed',
      createdAt,
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  const db = server.runtime.deps.db;
  const a = await server.seed.account();
  const b = await server.seed.account();
  await db.updateTable('accounts').set({ name: nameA }).where('id', '=', a.accountId).execute();
  await db.updateTable('accounts').set({ name: nameB }).where('id', '=', b.accountId).execute();
  accountAdmin = await server.seed.userIn(a.accountId, a.roleIds.ADMIN, {});
  sysAdmin = await server.seed.systemAdmin();
  // This month: A has 3 Android + 1 iOS assessments and 2 hardening jobs, 4 events from 2
  // devices; B has 1 assessment and 5 hardening jobs. Last month: A has 1 assessment.
  for (const platform of ['android', 'android', 'android', 'ios'] as const) await assessment(a.accountId, platform, thisMonth);
  for (let i = 0; i < 2; i++) await hardening(a.accountId, thisMonth);
  await assessment(b.accountId, 'ios', thisMonth);
  for (let i = 0; i < 5; i++) await hardening(b.accountId, thisMonth);
  await assessment(a.accountId, 'android', lastMonth);
  const appId = crypto.randomUUID();
  await storeEventBatches(db, [
    {
      accountId: a.accountId,
      rows: ['d-1', 'd-1', 'd-2', 'd-2'].map((udid, i) => ({ ...storedEventRow(a.accountId, appId, udid), occurredAt: new Date(thisMonth.getTime() - i * 1000) })),
    },
  ]);
  downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'usage-downloads-'));
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (downloads) fs.rmSync(downloads, { recursive: true, force: true });
});

const row = (page: Page, account: string) => page.locator(`[data-testid="${TEST_IDS.systemReportRow}"][data-account="${account}"]`);
const figure = (page: Page, account: string, name: string) => row(page, account).locator(`[data-figure="${name}"]`).getAttribute('data-value');
const shownAccounts = (page: Page) => page.getByTestId(TEST_IDS.systemReportRow).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-account')));

async function save(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: UI_TIMEOUT }), page.getByTestId(testId).click()]);
  const target = path.join(downloads, `${crypto.randomBytes(4).toString('hex')}-${file.suggestedFilename()}`);
  await file.saveAs(target);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(target) };
}

async function openReport(lang: Lang, user: SeededUser): Promise<Page> {
  const page = await openPage(browser, lang, { acceptDownloads: true, viewport: { width: 1600, height: 1000 } });
  await signedIn(page, server.url, user.username, user.password);
  await page.goto(`${server.url}/manage/systemmanage/report`);
  await expectTitle(page, catalogText(lang, 'routes.systemReport'));
  return page;
}

describe('the usage report', () => {
  it('shows this month and last month per account, sorts, and exports CSV and PDF', { timeout: 180_000 }, async () => {
    const page = await openReport('en', sysAdmin);
    await page.getByTestId(TEST_IDS.systemReportSearch).fill(tag);
    await page.getByTestId(TEST_IDS.systemReportApply).click();
    await expect.poll(() => shownAccounts(page), { timeout: UI_TIMEOUT }).toEqual([nameB, nameA].sort());
    await expect.poll(() => figure(page, nameA, 'androidAssessments')).toBe('3');
    expect(await figure(page, nameA, 'iosAssessments')).toBe('1');
    expect(await figure(page, nameA, 'hardeningAndroid')).toBe('2');
    expect(await figure(page, nameA, 'events')).toBe('4');
    expect(await figure(page, nameA, 'devices')).toBe('2');
    expect(await figure(page, nameB, 'hardeningAndroid')).toBe('5');
    const totals = page.getByTestId(TEST_IDS.systemReportTotals);
    expect(await totals.locator('[data-figure="hardeningAndroid"]').getAttribute('data-value')).toBe('7');
    await page.getByTestId(TEST_IDS.systemReportChart).locator('svg').first().waitFor();
    expect(await page.getByTestId(TEST_IDS.systemReportChart).getAttribute('data-accounts')).toBe('2');

    // Sorted by Android hardening, largest first: B, then A; again reverses it.
    await page.getByTestId(`${TEST_IDS.systemReportSort}-HARDENING_ANDROID`).click();
    await expect.poll(() => shownAccounts(page)).toEqual([nameB, nameA]);
    await page.getByTestId(`${TEST_IDS.systemReportSort}-HARDENING_ANDROID`).click();
    await expect.poll(() => shownAccounts(page)).toEqual([nameA, nameB]);
    await screenshot(page, 'system-report-en');

    const csv = await save(page, TEST_IDS.systemReportExportCsv);
    expect(csv.name).toMatch(/^usage-report-.*\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0].split(',')[0]).toBe('Account');
    expect(lines).toContain(`${nameA},3,1,2,0,0,0,0,2,4,0`);
    expect(lines).toHaveLength(4);
    const pdf = await save(page, TEST_IDS.systemReportExportPdf);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Last month: only A's one assessment.
    await page.getByTestId(`${TEST_IDS.systemReportPreset}-lastMonth`).click();
    await expect.poll(() => figure(page, nameA, 'androidAssessments')).toBe('1');
    expect(await figure(page, nameA, 'events')).toBe('0');
    expect(await figure(page, nameB, 'hardeningAndroid')).toBe('0');

    // A reversed range is refused at the form.
    await page.getByTestId(TEST_IDS.systemReportFrom).fill('2025-03-10');
    await page.getByTestId(TEST_IDS.systemReportTo).fill('2025-03-01');
    await page.getByTestId(TEST_IDS.systemReportRangeError).waitFor();
    expect(await page.getByTestId(TEST_IDS.systemReportRangeError).textContent()).toBe(catalogText('en', 'systemReport.rangeRequired'));
    expect(await page.getByTestId(TEST_IDS.systemReportApply).isDisabled()).toBe(true);
    expect(await page.getByTestId(`${TEST_IDS.systemReportPreset}-custom`).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });

  it('shows an account admin only their own account', { timeout: 120_000 }, async () => {
    const page = await openReport('en', accountAdmin);
    await expect.poll(() => shownAccounts(page), { timeout: UI_TIMEOUT }).toEqual([nameA]);
    expect(await page.getByTestId(TEST_IDS.systemReportSearch).count()).toBe(0);
    expect(await figure(page, nameA, 'androidAssessments')).toBe('3');
    await page.context().close();
  });

  it('reads in zh-TW', { timeout: 120_000 }, async () => {
    const page = await openReport('zh-TW', sysAdmin);
    await page.getByTestId(TEST_IDS.systemReportSearch).fill(tag);
    await page.getByTestId(TEST_IDS.systemReportApply).click();
    await expect.poll(() => figure(page, nameA, 'androidAssessments'), { timeout: UI_TIMEOUT }).toBe('3');
    expect(await page.getByTestId(`${TEST_IDS.systemReportPreset}-thisMonth`).textContent()).toBe('本月');
    expect(await page.getByTestId(`${TEST_IDS.systemReportSort}-EVENTS`).textContent()).toContain('事件數');
    expect(await page.getByTestId(TEST_IDS.systemReportTotals).textContent()).toContain('合計（所有帳戶）');
    await screenshot(page, 'system-report-zh-TW');
    await page.context().close();
  });
});

const checkRow = (page: Page, check: string) => page.locator(`[data-testid="${TEST_IDS.systemTestRow}"][data-check="${check}"]`);
const statuses = (page: Page) =>
  page.getByTestId(TEST_IDS.systemTestRow).evaluateAll((rows) => Object.fromEntries(rows.map((r) => [r.getAttribute('data-check'), r.getAttribute('data-status')])));

describe('the system test page', () => {
  it('runs every check, one check alone, and shows the test mail in the outbox tab', { timeout: 180_000 }, async () => {
    const page = await pages.open(sysAdmin, 'en');
    await page.goto(`${server.url}/manage/systemmanage/test`);
    await expectTitle(page, catalogText('en', 'routes.systemTest'));
    expect(Object.values(await statuses(page))).toEqual(['NOT_RUN', 'NOT_RUN', 'NOT_RUN', 'NOT_RUN', 'NOT_RUN', 'NOT_RUN']);

    // A bad address blocks the run.
    await page.getByTestId(TEST_IDS.systemTestMailTo).fill('not-an-address');
    await expect.poll(() => page.getByTestId(TEST_IDS.systemTestRunAll).isDisabled()).toBe(true);
    await page.getByText(catalogText('en', 'systemTest.mailToInvalid')).waitFor();
    const address = `ops-${tag}@example.test`;
    await page.getByTestId(TEST_IDS.systemTestMailTo).fill(address);
    await page.getByTestId(TEST_IDS.systemTestRunAll).click();
    await expect.poll(async () => Object.values(await statuses(page)).every((s) => s !== 'NOT_RUN' && s !== 'RUNNING'), { timeout: 90_000 }).toBe(true);
    const found = await statuses(page);
    expect(found).toMatchObject({ DATABASE: 'OK', PUBSUB: 'OK', MAIL: 'OK', ENGINE: 'OK', JOBS: 'OK' });
    expect(['OK', 'WARNING']).toContain(found.DISK);
    expect(await checkRow(page, 'ENGINE').getByTestId(TEST_IDS.systemTestDetail).textContent()).toContain('com.rampart.selftest');
    expect(await checkRow(page, 'MAIL').getByTestId(TEST_IDS.systemTestStatus).textContent()).toBe(catalogText('en', 'systemTest.status.ok'));
    expect(await checkRow(page, 'DATABASE').getByTestId(TEST_IDS.systemTestDuration).textContent()).toMatch(/^[\d,]+ ms$/);
    await screenshot(page, 'system-test-en');

    // One check alone: its detail is rewritten, the others stay.
    const before = await checkRow(page, 'DISK').getByTestId(TEST_IDS.systemTestDetail).textContent();
    await checkRow(page, 'PUBSUB').getByTestId(`${TEST_IDS.systemTestRunOne}-PUBSUB`).click();
    await expect.poll(() => checkRow(page, 'PUBSUB').getAttribute('data-status')).toBe('OK');
    expect(await checkRow(page, 'DISK').getByTestId(TEST_IDS.systemTestDetail).textContent()).toBe(before);

    await page.getByTestId(`${TEST_IDS.systemTestTabs}-mailOutbox`).click();
    await page.waitForURL('**/manage/systemmanage/test?tab=mailOutbox');
    const mail = page.locator(`[data-testid="${TEST_IDS.mailOutboxRow}"][data-recipient="${address}"]`);
    await mail.waitFor();
    expect(await mail.textContent()).toContain('Rampart test message');
    await screenshot(page, 'system-test-outbox-en');

    const logged = await server.runtime.deps.db
      .selectFrom('operationLogs')
      .select('target')
      .where('activityType', '=', 'systemTest.run')
      .where('userId', '=', sysAdmin.userId)
      .execute();
    expect(logged.map((l) => l.target)).toEqual(['database,pubsub,mail,disk,engine,jobs', 'pubsub']);
    await page.context().close();
  });

  it('reads in zh-TW and is closed to account admins', { timeout: 120_000 }, async () => {
    const page = await pages.open(sysAdmin, 'zh-TW');
    await page.goto(`${server.url}/manage/systemmanage/test`);
    await expectTitle(page, catalogText('zh-TW', 'routes.systemTest'));
    await checkRow(page, 'DATABASE').getByTestId(`${TEST_IDS.systemTestRunOne}-DATABASE`).click();
    await expect.poll(() => checkRow(page, 'DATABASE').getAttribute('data-status'), { timeout: UI_TIMEOUT }).toBe('OK');
    expect(await checkRow(page, 'DATABASE').getByTestId(TEST_IDS.systemTestStatus).textContent()).toBe('通過');
    expect(await checkRow(page, 'DATABASE').getByTestId(TEST_IDS.systemTestDetail).textContent()).toContain('已回應查詢');
    expect(await checkRow(page, 'MAIL').textContent()).toContain('郵件');
    await screenshot(page, 'system-test-zh-TW');
    await page.context().close();

    const other = await pages.open(accountAdmin, 'en');
    await other.goto(`${server.url}/manage/systemmanage/test`);
    await other.getByTestId(TEST_IDS.noPermissionPage).waitFor();
    expect(await other.getByTestId(TEST_IDS.systemTestRow).count()).toBe(0);
    await other.context().close();
  });
});
