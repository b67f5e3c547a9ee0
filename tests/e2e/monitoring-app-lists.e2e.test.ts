import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import { gqlAs } from '../helpers/graphql';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { SignedInPages, catalogText, expectTitle, screenshot, type Lang } from './ui';

/**
 * /Monitoring/appBlackWhiteList/list in the browser: the spec's "at least one of package name,
 * md5 or cert md5" rule refuses an entry on the page (nothing is saved), then an entry is
 * created, edited, disabled and deleted, each change checked on the server; one pass in zh-TW.
 */
let server: TestServer;
let browser: Browser;
let owner: SeededUser;
/** A second session of the same account for API checks, so the browser's stays untouched. */
let apiToken: string;
let pages: SignedInPages;

const PATH = '/Monitoring/appBlackWhiteList/list';

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  const account = await server.seed.account();
  owner = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  const api = await server.seed.userIn(account.accountId, account.roleIds.ADMIN, {});
  apiToken = await server.login(api.username, api.password);
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface StoredEntry {
  id: string;
  type: string;
  name: string;
  appName: string | null;
  packageName: string | null;
  certMd5: string | null;
  installer: string | null;
  enabled: boolean;
}

/** The account's entries as the server has them. */
async function stored(): Promise<StoredEntry[]> {
  const answer = await gqlAs(server, apiToken, '{ monitorAppList(first: 100) { edges { node { id type name appName packageName certMd5 installer enabled } } } }');
  return (answer.data?.monitorAppList.edges as Array<{ node: StoredEntry }>).map((e) => e.node);
}

/** Polls until `check` holds on the server's entries. */
async function eventually(check: (entries: StoredEntry[]) => boolean, timeoutMs = 20_000): Promise<StoredEntry[]> {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    const entries = await stored();
    if (check(entries)) return entries;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`condition not reached; entries ${JSON.stringify(await stored())}`);
}

async function openList(lang: Lang): Promise<Page> {
  const page = await pages.open(owner, lang);
  await page.goto(`${server.url}${PATH}`);
  await expectTitle(page, catalogText(lang, 'routes.appBlackWhiteList'));
  return page;
}

const row = (page: Page, name: string) => page.getByTestId(TEST_IDS.appListsRow).filter({ has: page.getByText(name, { exact: true }) });

describe('the app black/white list page', () => {
  it('refuses an entry naming no app, then creates, edits, disables and deletes one', { timeout: 180_000 }, async () => {
    const page = await openList('en');
    await page.getByTestId(TEST_IDS.appListsCreate).click();
    const dialog = page.getByTestId(TEST_IDS.appListsDialog);
    await dialog.getByTestId(TEST_IDS.appListsType).selectOption('BLACK');
    await dialog.getByTestId(TEST_IDS.appListsName).fill('root-tools');
    await dialog.getByTestId(TEST_IDS.appListsAppName).fill('Magisk');
    await dialog.getByTestId(TEST_IDS.appListsInstaller).fill('com.android.vending');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    // Spec §5's rule, worded as the spec says it; the dialog stays open and nothing is saved.
    await dialog
      .getByTestId(TEST_IDS.formError)
      .filter({ hasText: catalogText('en', 'monitoringAppLists.validation.identity') })
      .waitFor();
    await screenshot(page, 'monitoring-app-lists-rule', { fullPage: false });
    expect(await stored()).toEqual([]);

    // A cert MD5 in keytool's colon form is accepted and kept as bare lowercase hex.
    await dialog.getByTestId(TEST_IDS.appListsPackage).fill('com.topjohnwu.magisk');
    await dialog.getByTestId(TEST_IDS.appListsCertMd5).fill('01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    const [created] = await eventually((entries) => entries.length === 1);
    expect(created).toMatchObject({
      type: 'BLACK',
      name: 'root-tools',
      appName: 'Magisk',
      packageName: 'com.topjohnwu.magisk',
      certMd5: '0123456789abcdef0123456789abcdef',
      installer: 'com.android.vending',
      enabled: true,
    });
    await row(page, 'root-tools').waitFor();
    await screenshot(page, 'monitoring-app-lists');

    // Edit: a bad package name is refused at the field, a good one saved.
    await row(page, 'root-tools').getByTestId(TEST_IDS.rowEdit).click();
    await dialog.getByTestId(TEST_IDS.appListsPackage).fill('com.1bad');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.getByText(catalogText('en', 'monitoringAppLists.validation.packageName'), { exact: true }).waitFor();
    await dialog.getByTestId(TEST_IDS.appListsPackage).fill('io.github.huskydg.magisk');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually((entries) => entries[0]?.packageName === 'io.github.huskydg.magisk');
    await row(page, 'root-tools').getByText('io.github.huskydg.magisk').waitFor();

    // Disable, confirmed.
    await row(page, 'root-tools').getByTestId(TEST_IDS.appListsToggle).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await eventually((entries) => entries[0]?.enabled === false);
    await page.locator(`[data-testid="${TEST_IDS.appListsRow}"][data-name="root-tools"][data-enabled="false"]`).waitFor();
    // The status filter finds it among the disabled ones only.
    await page.getByTestId(TEST_IDS.appListsFilterStatus).selectOption('enabled');
    await row(page, 'root-tools').waitFor({ state: 'detached' });
    await page.getByTestId(TEST_IDS.appListsFilterStatus).selectOption('disabled');
    await row(page, 'root-tools').waitFor();

    // Delete, confirmed.
    await row(page, 'root-tools').getByTestId(TEST_IDS.rowDelete).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await eventually((entries) => entries.length === 0);
    await row(page, 'root-tools').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('works in Traditional Chinese: a whitelist entry from its tab, and a batch delete', { timeout: 180_000 }, async () => {
    const page = await openList('zh-TW');
    await page.getByTestId(`${TEST_IDS.appListsTab}-white`).click();
    await page.getByTestId(TEST_IDS.appListsCreate).click();
    const dialog = page.getByTestId(TEST_IDS.appListsDialog);
    await dialog.getByText(catalogText('zh-TW', 'monitoringAppLists.create'), { exact: true }).waitFor();
    await dialog.getByTestId(TEST_IDS.appListsName).fill('bank-helper');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog
      .getByTestId(TEST_IDS.formError)
      .filter({ hasText: catalogText('zh-TW', 'monitoringAppLists.validation.identity') })
      .waitFor();
    await dialog.getByTestId(TEST_IDS.appListsPackage).fill('com.bank.helper');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually((entries) => entries.some((e) => e.name === 'bank-helper' && e.type === 'WHITE'));
    const entry = row(page, 'bank-helper');
    await entry.getByText(catalogText('zh-TW', 'monitoringAppLists.types.WHITE'), { exact: true }).waitFor();

    // A second entry on the blacklist tab; the whitelist tab does not show it.
    await gqlAs(
      server,
      apiToken,
      'mutation { createMonitorAppListEntry(input: { type: BLACK, name: "frida-server", packageName: "re.frida.server", enabled: true }) { __typename } }',
    );
    await page.getByTestId(`${TEST_IDS.appListsTab}-all`).click();
    await row(page, 'frida-server').waitFor();
    await page.getByTestId(`${TEST_IDS.appListsTab}-white`).click();
    await row(page, 'frida-server').waitFor({ state: 'detached' });
    await page.getByTestId(`${TEST_IDS.appListsTab}-all`).click();

    // Both ticked and deleted in one go.
    await row(page, 'frida-server').locator('[data-scope="checkbox"][data-part="control"]').click();
    await row(page, 'bank-helper').locator('[data-scope="checkbox"][data-part="control"]').click();
    await page
      .getByTestId(TEST_IDS.appListsBatchBar)
      .getByText(catalogText('zh-TW', 'monitoringAppLists.selected', { count: 2 }))
      .waitFor();
    await page.getByTestId(`${TEST_IDS.appListsBatch}-delete`).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await eventually((entries) => entries.length === 0);
    await page.context().close();
  });
});
