import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, uniqueName, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { SignedInPages, UI_TIMEOUT, catalogText, expectTitle, screenshot } from './ui';

/**
 * /manage/systemmanage/diskManage in the browser: a system super admin sees the usage by kind and
 * the free space, is stopped at the field by a retention of 0 months (nothing saved), saves new
 * settings (checked on the server), and "Clean now" adds a finished run to the history; one pass
 * in zh-TW with the interval's minimum; a customer account's admin is told the settings are the
 * console's.
 */
let server: TestServer;
let browser: Browser;
let admin: SeededUser;
let customer: SeededUser;
let pages: SignedInPages;

const PATH = '/manage/systemmanage/diskManage';

beforeAll(async () => {
  server = await startTestServer({ listen: true, env: { RAMPART_JOB_QUEUE: uniqueName('disk-e2e') } });
  admin = await server.seed.systemAdmin();
  const account = await server.seed.account();
  customer = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const stored = () => server.runtime.deps.db.selectFrom('diskSettings').select(['keepMonths', 'cleanIntervalHours']).executeTakeFirst();

describe('the disk page', () => {
  it('shows usage, validates and saves the settings, and cleans now', { timeout: 180_000 }, async () => {
    const page = await pages.open(admin, 'en');
    await page.goto(`${server.url}${PATH}`);
    await expectTitle(page, catalogText('en', 'routes.systemDisk'));

    const usage = page.getByTestId(TEST_IDS.diskUsageTable);
    for (const kind of ['uploads', 'reports', 'hardened', 'events']) {
      await usage.locator(`[data-testid="${TEST_IDS.diskUsageRow}"][data-kind="${kind}"]`).waitFor();
    }
    await usage.getByText(catalogText('en', 'disk.kinds.hardened'), { exact: true }).waitFor();
    await page
      .getByTestId(TEST_IDS.diskFree)
      .filter({ hasText: /^Free disk space: .+ of .+$/ })
      .waitFor();
    // Files are in the data directory here, so nothing says they are kept in a bucket.
    expect(await page.getByTestId(TEST_IDS.diskObjectStore).count()).toBe(0);
    const before = await stored();

    // A retention of 0 months is refused at the field; nothing is saved.
    const form = page.getByTestId(TEST_IDS.diskForm);
    await form.getByTestId(TEST_IDS.diskKeepMonths).fill('0');
    await form.getByTestId(TEST_IDS.formSubmit).click();
    await form.getByText(catalogText('en', 'disk.errors.keepMonths'), { exact: true }).waitFor();
    expect(await stored()).toEqual(before);

    // The longest retention keeps nearly everything on a shared database.
    await form.getByTestId(TEST_IDS.diskKeepMonths).fill('120');
    await form.getByTestId(TEST_IDS.diskCleanInterval).fill('48');
    await form.getByTestId(TEST_IDS.formSubmit).click();
    for (const until = Date.now() + UI_TIMEOUT; Date.now() < until;) {
      const now = await stored();
      if (now?.keepMonths === 120 && now.cleanIntervalHours === 48) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await stored()).toEqual({ keepMonths: 120, cleanIntervalHours: 48 });
    const cutoff = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 120, 1));
    await page.locator(`[data-testid="${TEST_IDS.diskCutoff}"][data-cutoff="${cutoff.toISOString()}"]`).waitFor();

    await page.getByTestId(TEST_IDS.diskCleanNow).click();
    const run = page.locator(`[data-testid="${TEST_IDS.diskRunRow}"][data-status="finished"]`);
    await run.first().waitFor({ timeout: UI_TIMEOUT });
    await run
      .first()
      .getByText(catalogText('en', 'disk.trigger.manual', { user: admin.username }), { exact: true })
      .waitFor();
    await run.first().getByText(catalogText('en', 'disk.status.finished'), { exact: true }).waitFor();
    await screenshot(page, 'system-disk', { fullPage: true });
    await page.context().close();
  });

  it('works in Traditional Chinese', { timeout: 120_000 }, async () => {
    const page = await pages.open(admin, 'zh-TW');
    await page.goto(`${server.url}${PATH}`);
    await expectTitle(page, catalogText('zh-TW', 'routes.systemDisk'));
    await page.getByTestId(TEST_IDS.diskUsageTable).getByText(catalogText('zh-TW', 'disk.kinds.events'), { exact: true }).waitFor();
    await page.getByTestId(TEST_IDS.diskRunsTable).getByText(catalogText('zh-TW', 'disk.status.finished'), { exact: true }).first().waitFor();
    const form = page.getByTestId(TEST_IDS.diskForm);
    await form.getByTestId(TEST_IDS.diskCleanInterval).fill('0');
    await form.getByTestId(TEST_IDS.formSubmit).click();
    await form.getByText(catalogText('zh-TW', 'disk.errors.cleanIntervalHours'), { exact: true }).waitFor();
    expect(await stored()).toEqual({ keepMonths: 120, cleanIntervalHours: 48 });
    await screenshot(page, 'system-disk-zh-TW', { fullPage: true });
    await page.context().close();
  });

  it("tells a customer account's admin that the settings are the console's", { timeout: 120_000 }, async () => {
    const page = await pages.open(customer, 'en');
    await page.goto(`${server.url}${PATH}`);
    await page.getByText('Disk settings apply to the whole console: only the system account may manage them.', { exact: true }).waitFor();
    expect(await page.getByTestId(TEST_IDS.diskForm).count()).toBe(0);
    await page.context().close();
  });
});
