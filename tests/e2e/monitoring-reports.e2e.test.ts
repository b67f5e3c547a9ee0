import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import en from '../../web/src/i18n/en.json';
import zhTW from '../../web/src/i18n/zh-TW.json';
import { createMonitoredApp, sdkEvent, sendBatch, type TestApp } from '../helpers/monitoring';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, uniqueName, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { expectTitle, SignedInPages } from './ui';

/**
 * Scheduled monitoring reports in the browser: a daily report job is created on
 * /Monitoring/report/reportJob (the form refuses a bad recipient first), the scheduler's clock —
 * injected, the test moves it past the job's next boundary — produces the report, which shows on
 * /Monitoring/report/list as ready and downloads as a PDF that pdftoppm renders; the job list in
 * zh-TW.
 */
let server: TestServer;
let browser: Browser;
let owner: SeededUser;
let pages: SignedInPages;
let app: TestApp;
let downloads: string;

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  const account = await server.seed.account();
  owner = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  const api = await server.seed.userIn(account.accountId, account.roleIds.ADMIN, {});
  app = await createMonitoredApp(server, await server.login(api.username, api.password), { name: 'Reports banking app' });
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-e2e-monitor-reports-'));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (downloads) fs.rmSync(downloads, { recursive: true, force: true });
});

const scheduler = () => server.runtime.app.services.monitoringReports;

async function jobNamed(taskName: string) {
  return server.runtime.deps.db.selectFrom('monitorReportJobs').selectAll().where('taskName', '=', taskName).executeTakeFirst();
}

describe('monitoring reports in the browser', () => {
  it('creates a daily job, the clock passes the boundary, and the report is listed and downloads as a PDF', { timeout: 240_000 }, async () => {
    expect((await sendBatch(server, app, { events: [sdkEvent('root'), sdkEvent('hook_frida'), sdkEvent('emulator')] })).statusCode).toBe(200);
    const page: Page = await pages.open(owner, 'en');
    await page.goto(`${server.url}/Monitoring/reportJob/list`);
    await expectTitle(page, en.routes.reportJobList);
    await page.getByTestId(TEST_IDS.reportJobsCreate).click();
    await page.waitForURL(/\/Monitoring\/report\/reportJob/);
    const form = page.getByTestId(TEST_IDS.reportJobForm);
    await form.waitFor();

    // The form checks before sending: a name, then each recipient.
    await page.getByTestId(TEST_IDS.reportJobSave).click();
    await form.getByText(en.monitoringReports.form.taskNameLength).waitFor();
    const taskName = uniqueName('Daily SOC');
    await page.getByTestId(TEST_IDS.reportJobName).fill(taskName);
    await page.getByTestId(TEST_IDS.reportJobRecipients).fill('soc@example.com\nnot-an-address');
    await page.getByTestId(TEST_IDS.reportJobSave).click();
    await form.getByText(en.monitoringReports.form.recipientInvalid.replace('{{email}}', 'not-an-address')).waitFor();
    expect(await jobNamed(taskName)).toBeUndefined();
    await page.getByTestId(TEST_IDS.reportJobRecipients).fill('soc@example.com');
    await page.getByTestId(TEST_IDS.reportJobCycle).selectOption('DAILY');
    await page.getByTestId(TEST_IDS.reportJobApps).getByText('Reports banking app').click();
    await page.getByTestId(TEST_IDS.reportJobSave).click();

    await page.waitForURL(/\/Monitoring\/reportJob\/list/);
    const row = page.getByTestId(TEST_IDS.reportJobsRow).and(page.locator(`[data-name="${taskName}"]`));
    await row.filter({ hasText: en.monitoringReports.cycles.daily }).waitFor();
    const job = await jobNamed(taskName);
    expect(job).toMatchObject({ cycle: 'daily', timeZone: 'Asia/Taipei', appIds: [app.id], recipients: ['soc@example.com'], format: 'pdf', enabled: true });
    // The form's default window starts at the browser's local midnight: the first report is due at the next one.
    const boundary = job!.nextRunAt!;
    expect(boundary.getTime()).toBeGreaterThan(Date.now());
    expect(boundary.getTime() - job!.startAt.getTime()).toBe(24 * 3600_000);

    // Nothing is produced before the boundary; the injected clock moves past it.
    scheduler().now = () => new Date(boundary.getTime() - 1000);
    expect(await scheduler().tick()).toBe(0);
    scheduler().now = () => new Date(boundary.getTime() + 1000);
    expect(await scheduler().tick()).toBe(1);

    await row.getByTestId(TEST_IDS.reportJobsReports).click();
    await page.waitForURL(/\/Monitoring\/report\/reportList\?jobId=/);
    const report = page.getByTestId(TEST_IDS.reportsRow).and(page.locator(`[data-name="${taskName}"][data-status="READY"]`));
    await report.waitFor({ timeout: 60_000 });
    await page.goto(`${server.url}/Monitoring/report/list`);
    await expectTitle(page, en.routes.reportList);
    await report.waitFor();
    expect(
      await page
        .getByTestId(TEST_IDS.reportsRow)
        .and(page.locator(`[data-name="${taskName}"]`))
        .count(),
    ).toBe(1);

    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), report.getByTestId(TEST_IDS.reportsDownload).click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const target = path.join(downloads, file.suggestedFilename());
    await file.saveAs(target);
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', target, path.join(downloads, 'page')]);
    const png = fs.readdirSync(downloads).find((f) => f.endsWith('.png'));
    expect(png).toBeDefined();
    expect(fs.statSync(path.join(downloads, png!)).size).toBeGreaterThan(1000);
    expect(execFileSync('pdftotext', [target, '-']).toString()).toContain(taskName);
    await page.context().close();
  });

  it('shows the job list in Traditional Chinese', { timeout: 120_000 }, async () => {
    const page = await pages.open(owner, 'zh-TW');
    await page.goto(`${server.url}/Monitoring/reportJob/list`);
    await expectTitle(page, zhTW.routes.reportJobList);
    await page.getByTestId(TEST_IDS.reportJobsRow).filter({ hasText: zhTW.monitoringReports.cycles.daily }).first().waitFor();
    await page.context().close();
  });
});
