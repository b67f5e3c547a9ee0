import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import { gqlAs } from '../helpers/graphql';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { uploadBytes } from '../integration/assessment/assessment-helpers';
import { launchBrowser } from './browser';
import { SignedInPages, catalogText, expectTitle, screenshot } from './ui';

/**
 * System monitoring SDK files in the browser: a system super admin uploads an H5 SDK script on
 * /manage/systemmanage/monitoringSdk/h5 (by tus, the dialog showing its progress), and an
 * account user downloads it from the SDK config page, which offers enabled versions only; one
 * pass in zh-TW.
 */
let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let admin: SeededUser;
let accountUser: SeededUser;
/** A second system super admin for API calls, so the browser's session stays untouched. */
let apiToken: string;

/** Higher than any earlier run's (the database may be shared on PostgreSQL), so these are the newest. */
const now = Date.now();
const run = `${Math.floor(now / 1e9)}.${Math.floor(now / 1e3) % 1e6}`;
const ENABLED = `${run}.1`;
const DISABLED = `${run}.2`;
/** A script of about 6 MB, so the upload takes long enough for its progress to show. */
const SCRIPT = Buffer.from(`/* Rampart monitoring SDK ${ENABLED} */\n${'window.__rampart = (window.__rampart || 0) + 1;\n'.repeat(120_000)}`);

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  admin = await server.seed.systemAdmin();
  const apiAdmin = await server.seed.systemAdmin();
  apiToken = await server.login(apiAdmin.username, apiAdmin.password);
  const account = await server.seed.account();
  accountUser = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The progress values the upload dialog showed, recorded as they change. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate((testId) => {
    const seen: string[] = [];
    (window as unknown as { __progress: string[] }).__progress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector(`[data-testid="${testId}"]`);
      if (bar) seen.push(`${bar.getAttribute('data-phase')}:${bar.getAttribute('data-percent')}`);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-percent', 'data-phase'] });
  }, TEST_IDS.sdkFilesProgress);
}

describe('system monitoring SDK files', () => {
  it('a system super admin uploads an SDK script with progress; an account user downloads only enabled versions', { timeout: 240_000 }, async () => {
    const page = await pages.open(admin, 'en');
    await page.goto(`${server.url}/manage/systemmanage/monitoringSdk/h5`);
    await expectTitle(page, catalogText('en', 'routes.systemMonitoringSdk'));
    await page.getByTestId(TEST_IDS.sdkFilesUpload).first().click();
    const dialog = page.getByTestId(TEST_IDS.sdkFilesDialog);
    await dialog.waitFor();

    // A bad version is refused in the dialog before anything is sent.
    await dialog.getByTestId(TEST_IDS.sdkFilesFileInput).setInputFiles({ name: 'rampart-sdk.js', mimeType: 'text/javascript', buffer: SCRIPT });
    await dialog.getByTestId(TEST_IDS.sdkFilesVersion).fill('latest');
    await dialog.getByRole('button', { name: catalogText('en', 'monitoringSdkFiles.upload') }).click();
    await dialog.getByText(catalogText('en', 'monitoringSdkFiles.versionInvalid')).waitFor();

    await recordProgress(page);
    await dialog.getByTestId(TEST_IDS.sdkFilesVersion).fill(ENABLED);
    await dialog.getByRole('button', { name: catalogText('en', 'monitoringSdkFiles.upload') }).click();
    const row = page.getByTestId(TEST_IDS.sdkFilesRow).and(page.locator(`[data-version="${ENABLED}"]`));
    await row.waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.getAttribute('data-enabled')).toBe('true');
    const progress = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
    expect(progress.some((p) => p.startsWith('uploading:'))).toBe(true);
    expect(progress.some((p) => p === 'unpacking:100')).toBe(true);
    await screenshot(page, 'monitoring-sdk-files');

    // The server has the very bytes.
    const listed = await gqlAs(server, apiToken, '{ monitoringSdkFiles(platform: H5, first: 10) { edges { node { id version size enabled } } } }');
    const stored = listed.data!.monitoringSdkFiles.edges.map((e: { node: unknown }) => e.node);
    expect(stored).toContainEqual(expect.objectContaining({ version: ENABLED, size: SCRIPT.length, enabled: true }));

    // A newer version, uploaded disabled, is not offered to accounts.
    const upload = await uploadBytes(server, { token: apiToken }, 'rampart-sdk-next.js', Buffer.from('window.next = true;\n'), { platform: 'monitoring-sdk-h5' });
    expect(upload.code).toBe('200');
    const created = await gqlAs(server, apiToken, 'mutation($i: MonitorSdkFileInput!) { createMonitoringSdkFile(input: $i) { __typename ... on AppError { message } } }', {
      i: { platform: 'H5', version: DISABLED, fileId: upload.data!.fileId, enabled: false },
    });
    expect(created.data!.createMonitoringSdkFile.__typename).toBe('MutationCreateMonitoringSdkFileSuccess');
    await page.reload();
    await page
      .getByTestId(TEST_IDS.sdkFilesRow)
      .and(page.locator(`[data-version="${DISABLED}"][data-enabled="false"]`))
      .waitFor();

    const user = await pages.open(accountUser, 'en');
    await user.goto(`${server.url}/monitoringSdkConfig/list/h5`);
    const downloads = user.getByTestId(TEST_IDS.sdkDownloads);
    await downloads.getByTestId(TEST_IDS.sdkDownloadsRow).first().waitFor();
    const versions = await downloads.getByTestId(TEST_IDS.sdkDownloadsRow).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-version')));
    expect(versions).toContain(ENABLED);
    expect(versions).not.toContain(DISABLED);
    const [download] = await Promise.all([user.waitForEvent('download'), downloads.getByTestId(TEST_IDS.sdkDownloadsLatest).click()]);
    expect(download.suggestedFilename()).toBe('rampart-sdk.js');
    expect(fs.readFileSync((await download.path())!).equals(SCRIPT)).toBe(true);

    // Each platform lists its own files only.
    await user.getByTestId('sdk-config-tab-ios').click();
    await user.getByTestId(TEST_IDS.sdkDownloads).and(user.locator('[data-platform="ios"]')).waitFor();
    await expect
      .poll(() =>
        user
          .getByTestId(TEST_IDS.sdkDownloadsRow)
          .and(user.locator(`[data-version="${ENABLED}"]`))
          .count(),
      )
      .toBe(0);
  });

  it('shows the downloads in Traditional Chinese', { timeout: 120_000 }, async () => {
    const page = await pages.open(accountUser, 'zh-TW');
    await page.goto(`${server.url}/monitoringSdkConfig/list/h5`);
    const downloads = page.getByTestId(TEST_IDS.sdkDownloads);
    await downloads.getByText(catalogText('zh-TW', 'monitoringSdkFiles.downloads.title', { platform: catalogText('zh-TW', 'monitoring.platforms.H5') }), { exact: true }).waitFor();
    expect(await downloads.getByTestId(TEST_IDS.sdkDownloadsLatest).textContent()).toBe(catalogText('zh-TW', 'monitoringSdkFiles.downloads.latest'));
  });
});
