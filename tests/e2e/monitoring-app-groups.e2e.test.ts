import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import { gqlAs } from '../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch, type TestApp } from '../helpers/monitoring';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { SignedInPages, UI_TIMEOUT, catalogText, expectTitle, screenshot } from './ui';

/**
 * /Monitoring/appManage/appGroup in the browser: reached from the app list, a group holding one
 * of two apps is created in the dialog (checked on the server), and the threat list filtered by
 * it shows only that app's events; one pass in zh-TW.
 */
let server: TestServer;
let browser: Browser;
let owner: SeededUser;
let apiToken: string;
let pages: SignedInPages;
let alpha: TestApp;
let beta: TestApp;

const PATH = '/Monitoring/appManage/appGroup';

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  const account = await server.seed.account();
  owner = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  const api = await server.seed.userIn(account.accountId, account.roleIds.ADMIN, {});
  apiToken = await server.login(api.username, api.password);
  alpha = await createMonitoredApp(server, apiToken, { name: 'Wallet Alpha' });
  beta = await createMonitoredApp(server, apiToken, { name: 'Wallet Beta' });
  // Through the real SDK ingest path: Alpha reports root, Beta a debugger.
  const device = (udid: string) => ({ udid, brand: 'Brand', model: 'Phone', osVersion: '14' });
  expect((await sendBatch(server, alpha, { events: [sdkEvent('root', { device: device('alpha-1') }), sdkEvent('root', { device: device('alpha-2') })] })).statusCode).toBe(200);
  expect((await sendBatch(server, beta, { events: [sdkEvent('debugger', { device: device('beta-1') })] })).statusCode).toBe(200);
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface StoredGroup {
  id: string;
  name: string;
  members: Array<{ id: string }>;
}

async function stored(): Promise<StoredGroup[]> {
  const answer = await gqlAs(server, apiToken, '{ monitoredAppGroups(first: 100) { edges { node { id name members { id } } } } }');
  return (answer.data?.monitoredAppGroups.edges as Array<{ node: StoredGroup }>).map((e) => e.node);
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (const until = Date.now() + UI_TIMEOUT; Date.now() < until;) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} not reached: ${JSON.stringify(await read())}`);
}

const eventKinds = (page: Page) => page.getByTestId(TEST_IDS.monitorEventRow).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')));

describe('the app groups page', () => {
  it('creates a group with one of two apps and filters the threat list by it', { timeout: 180_000 }, async () => {
    const page = await pages.open(owner, 'en');
    await page.goto(`${server.url}/Monitoring/appManage/appList`);
    await page.getByTestId(TEST_IDS.appGroupsLink).click();
    await expectTitle(page, catalogText('en', 'routes.appGroups'));

    await page.getByTestId(TEST_IDS.appGroupsCreate).click();
    const dialog = page.getByTestId(TEST_IDS.appGroupsDialog);
    // Too short a name is refused at the field and nothing is saved.
    await dialog.getByTestId(TEST_IDS.appGroupsName).fill('abc');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.getByText(catalogText('en', 'monitoringAppGroups.validation.name'), { exact: true }).waitFor();
    expect(await stored()).toEqual([]);

    await dialog.getByTestId(TEST_IDS.appGroupsName).fill('Alpha wallets');
    await dialog.getByTestId(TEST_IDS.appGroupsDescription).fill('Only the Alpha app');
    await dialog.getByTestId(`${TEST_IDS.appGroupsMember}-${alpha.id}`).locator('[data-part="control"]').click();
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    const [group] = await eventually(stored, (groups) => groups.length === 1, 'the group on the server');
    expect(group).toMatchObject({ name: 'Alpha wallets', members: [{ id: alpha.id }] });
    await page.locator(`[data-testid="${TEST_IDS.appGroupsRow}"][data-name="Alpha wallets"][data-members="1"]`).getByText('Wallet Alpha').waitFor();
    await screenshot(page, 'monitoring-app-groups');

    // The threat list shows both apps' events until the group narrows it to Alpha's.
    await page.goto(`${server.url}/Monitoring/eventDetail/list`);
    await eventually(
      () => eventKinds(page),
      (kinds) => kinds.includes('ROOT') && kinds.includes('DEBUGGER'),
      'both apps’ events',
    );
    const groupSelect = page.getByTestId(TEST_IDS.monitorFilterGroup);
    await groupSelect.locator(`option[value="${group.id}"]`).waitFor({ state: 'attached' });
    await groupSelect.selectOption(group.id);
    const kinds = await eventually(
      () => eventKinds(page),
      (seen) => seen.length === 2 && seen.every((kind) => kind === 'ROOT'),
      'only Alpha’s events',
    );
    expect(kinds).toEqual(['ROOT', 'ROOT']);
    await expect(page.getByTestId(TEST_IDS.monitorEventRow).filter({ hasText: 'Wallet Beta' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('works in Traditional Chinese', { timeout: 120_000 }, async () => {
    const page = await pages.open(owner, 'zh-TW');
    await page.goto(`${server.url}${PATH}`);
    await expectTitle(page, catalogText('zh-TW', 'routes.appGroups'));
    const row = page.locator(`[data-testid="${TEST_IDS.appGroupsRow}"][data-name="Alpha wallets"]`);
    await row.getByText(catalogText('zh-TW', 'monitoringAppGroups.memberCount', { count: 1 }), { exact: true }).waitFor();
    await page.getByTestId(TEST_IDS.appGroupsCreate).click();
    const dialog = page.getByTestId(TEST_IDS.appGroupsDialog);
    await dialog.getByText(catalogText('zh-TW', 'monitoringAppGroups.create'), { exact: true }).waitFor();
    await dialog.getByTestId(TEST_IDS.appGroupsName).fill('xy');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.getByText(catalogText('zh-TW', 'monitoringAppGroups.validation.name'), { exact: true }).waitFor();
    expect(await stored()).toHaveLength(1);
    await page.context().close();
  });
});
