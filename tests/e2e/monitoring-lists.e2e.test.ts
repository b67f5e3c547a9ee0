import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listsTabTestId, TEST_IDS } from '../../web/src/app/testids';
import en from '../../web/src/i18n/en.json';
import zhTW from '../../web/src/i18n/zh-TW.json';
import { gqlAs } from '../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch, storedEvents, type TestApp } from '../helpers/monitoring';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { expectTitle, SignedInPages, type Lang } from './ui';

/**
 * The monitoring list pages over the risk engine's configuration: a device seen in the threat
 * list is blacklisted from the console and its next event, sent through the SDK ingest path,
 * scores as blacklisted; blacklists, risk rules and the device lists are created, edited and
 * deleted in the browser.
 */
let server: TestServer;
let browser: Browser;
let owner: SeededUser;
/** A second session of the same account for API checks, so the browser's stays untouched. */
let apiToken: string;
let pages: SignedInPages;
let app: TestApp;

const BAD_PHONE = 'e2e-bad-phone-0001';

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  const account = await server.seed.account();
  owner = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  const api = await server.seed.userIn(account.accountId, account.roleIds.ADMIN, {});
  apiToken = await server.login(api.username, api.password);
  app = await createMonitoredApp(server, apiToken, { name: 'Lists banking app' });
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function signedIn(lang: Lang): Promise<Page> {
  return pages.open(owner, lang);
}

/** Polls until `check` holds (the server state a save leads to). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition not reached');
}

const phone = (udid: string) => ({ udid, brand: 'Google', model: 'Pixel 8', osVersion: '14' });

async function blacklists(type: string): Promise<Array<{ id: string; name: string; content: string[]; enabled: boolean; description: string | null }>> {
  const answer = await gqlAs(server, apiToken, 'query($t: BlacklistType) { blacklists(first: 50, type: $t) { edges { node { id name content enabled description } } } }', {
    t: type,
  });
  return answer.data!.blacklists.edges.map((e: { node: unknown }) => e.node);
}

async function rules(): Promise<
  Array<{ name: string; riskLevel: string; enabled: boolean; kinds: string[]; conditions: Array<{ field: string; op: string; value: string | null }> }>
> {
  const answer = await gqlAs(server, apiToken, '{ riskRules(first: 50) { edges { node { name riskLevel enabled kinds conditions { field op value } } } } }');
  return answer.data!.riskRules.edges.map((e: { node: unknown }) => e.node);
}

describe('monitoring lists in the browser', () => {
  it('blacklists a device from the threat list, and its next ingested event scores as blacklisted', { timeout: 180_000 }, async () => {
    const first = sdkEvent('root', { device: phone(BAD_PHONE) });
    expect((await sendBatch(server, app, { events: [first] })).statusCode).toBe(200);

    const page = await signedIn('en');
    await page.goto(`${server.url}/Monitoring/threatDevice/list`);
    const row = page.getByTestId(TEST_IDS.monitorDeviceRow).and(page.locator(`[data-udid="${BAD_PHONE}"]`));
    await row.waitFor();
    await row.getByTestId(TEST_IDS.listsAddToBlacklist).click();
    const dialog = page.getByTestId(TEST_IDS.listsDialog);
    await dialog.waitFor();
    // A name outside the spec's rule is refused before anything is sent.
    await dialog.getByTestId(TEST_IDS.listsName).fill('bad name');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.getByText(en.monitoringLists.blacklist.nameInvalid, { exact: true }).waitFor();
    await dialog.getByTestId(TEST_IDS.listsName).fill('threat-devices');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => (await blacklists('DEVICE')).some((list) => list.name === 'threat-devices' && list.content.includes(BAD_PHONE)));

    // A heartbeat is clean for any other device; from this one it is now a blacklisted risk.
    const next = sdkEvent('heartbeat', { device: phone(BAD_PHONE) });
    const control = sdkEvent('heartbeat', { device: phone('e2e-clean-phone') });
    expect((await sendBatch(server, app, { events: [next, control] })).statusCode).toBe(200);
    const stored = new Map((await storedEvents(server, app.id)).map((event) => [event.eventId, event]));
    expect(stored.get(next.id as string)).toMatchObject({ riskLevel: 'high', matched: ['blacklist:threat-devices'] });
    expect(stored.get(control.id as string)).toMatchObject({ riskLevel: 'none' });

    // The device's page shows the new event decided by the blacklist.
    await row.getByRole('link', { name: BAD_PHONE }).click();
    await page.getByTestId(TEST_IDS.monitorEventTable).waitFor();
    await page
      .getByTestId(TEST_IDS.monitorEventRow)
      .and(page.locator('[data-kind="HEARTBEAT"]'))
      .filter({ hasText: en.monitoring.matched.blacklist.replace('{{name}}', 'threat-devices') })
      .waitFor();

    // A second device goes onto the same list from its own page, and a third onto the whitelist.
    await sendBatch(server, app, { events: [sdkEvent('root', { device: phone('e2e-second-phone') }), sdkEvent('root', { device: phone('e2e-qa-phone') })] });
    await page.goto(`${server.url}/Monitoring/threatDevice/list`);
    const second = page.getByTestId(TEST_IDS.monitorDeviceRow).and(page.locator('[data-udid="e2e-second-phone"]'));
    await second.getByRole('link', { name: 'e2e-second-phone' }).click();
    await page.waitForURL(/\/Monitoring\/threatDevice\/detail/);
    await page.getByTestId(TEST_IDS.monitorDeviceFacts).waitFor();
    await page.getByTestId(TEST_IDS.listsAddToBlacklist).click();
    const choice = page.getByTestId(TEST_IDS.listsDialog).getByTestId(TEST_IDS.listsBlacklistChoice);
    await expect.poll(() => choice.locator('option').allTextContents()).toContain('threat-devices');
    await choice.selectOption({ label: 'threat-devices' });
    await page.getByTestId(TEST_IDS.listsDialog).getByTestId(TEST_IDS.formSubmit).click();
    await eventually(async () => (await blacklists('DEVICE')).some((list) => list.content.includes('e2e-second-phone') && list.content.includes(BAD_PHONE)));
    expect((await blacklists('DEVICE')).length).toBe(1);

    await page.goto(`${server.url}/Monitoring/threatDevice/list`);
    const qa = page.getByTestId(TEST_IDS.monitorDeviceRow).and(page.locator('[data-udid="e2e-qa-phone"]'));
    await qa.getByTestId(TEST_IDS.listsAddToWhitelist).click();
    await page.getByTestId(TEST_IDS.listsDialog).getByTestId(TEST_IDS.listsDescription).fill('QA handset');
    await page.getByTestId(TEST_IDS.listsDialog).getByTestId(TEST_IDS.formSubmit).click();
    await page.goto(`${server.url}/Monitoring/deviceWhitelist/list`);
    await page.getByTestId(TEST_IDS.listsRow).and(page.locator('[data-name="e2e-qa-phone"]')).filter({ hasText: 'QA handset' }).waitFor();

    // From the threat list itself: the row of a fourth device's event puts it on the same list.
    await sendBatch(server, app, { events: [sdkEvent('root', { device: phone('e2e-fourth-phone') })] });
    await page.goto(`${server.url}/Monitoring/eventDetail/list`);
    const eventRow = page.getByTestId(TEST_IDS.monitorEventRow).filter({ hasText: 'e2e-fourth-phone' }).first();
    await eventRow.getByTestId(TEST_IDS.listsAddToBlacklist).click();
    const fromList = page.getByTestId(TEST_IDS.listsDialog).getByTestId(TEST_IDS.listsBlacklistChoice);
    await expect.poll(() => fromList.locator('option').allTextContents()).toContain('threat-devices');
    await fromList.selectOption({ label: 'threat-devices' });
    await page.getByTestId(TEST_IDS.listsDialog).getByTestId(TEST_IDS.formSubmit).click();
    await eventually(async () => (await blacklists('DEVICE')).some((list) => list.content.includes('e2e-fourth-phone')));
    await page.context().close();
  });

  it('creates, searches, edits, disables and deletes blacklists in their tabs', { timeout: 180_000 }, async () => {
    const page = await signedIn('en');
    await page.goto(`${server.url}/Monitoring/blacklist/list`);
    await expectTitle(page, en.routes.deviceBlacklist);
    await page.getByTestId(listsTabTestId('ip')).waitFor();
    await page.getByTestId(TEST_IDS.listsCreate).click();
    const dialog = page.getByTestId(TEST_IDS.listsDialog);
    await dialog.getByTestId(TEST_IDS.listsName).fill('abc');
    await dialog.getByTestId(TEST_IDS.listsContent).fill('not-an-ip');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.getByText(en.monitoringLists.blacklist.nameInvalid, { exact: true }).waitFor();
    await dialog.getByTestId(TEST_IDS.listsName).fill('office_ips');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    // The server checks each entry against the list's type.
    await dialog.getByTestId(TEST_IDS.formError).filter({ hasText: 'not valid for its type: not-an-ip' }).waitFor();
    await dialog.getByTestId(TEST_IDS.listsContent).fill('203.0.113.0/24\n198.51.100.7');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId(TEST_IDS.listsRow).and(page.locator('[data-name="office_ips"]'));
    await row.filter({ hasText: '203.0.113.0/24' }).waitFor();
    expect((await blacklists('IP')).map((l) => [l.name, l.content])).toEqual([['office_ips', ['203.0.113.0/24', '198.51.100.7']]]);

    // Another tab lists its own type only; the device list made from the threat list is there.
    await page.getByTestId(listsTabTestId('device')).click();
    await page.getByTestId(TEST_IDS.listsRow).and(page.locator('[data-name="threat-devices"]')).waitFor();
    expect(await page.getByTestId(TEST_IDS.listsRow).and(page.locator('[data-name="office_ips"]')).count()).toBe(0);
    await page.getByTestId(listsTabTestId('ip')).click();

    // Search by an entry.
    await page.getByRole('textbox', { name: en.monitoringLists.blacklist.searchPlaceholder }).fill('198.51.100');
    await page.getByRole('button', { name: en.common.search }).click();
    await row.waitFor();

    // Edit.
    await row.getByTestId(TEST_IDS.rowEdit).click();
    await dialog.getByTestId(TEST_IDS.listsDescription).fill('Office egress');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await row.filter({ hasText: 'Office egress' }).waitFor();
    // Disable from the row, asked first.
    await row.getByTestId(TEST_IDS.listsToggle).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await page.getByTestId(TEST_IDS.listsRow).and(page.locator('[data-name="office_ips"][data-enabled="false"]')).waitFor();
    expect((await blacklists('IP'))[0]).toMatchObject({ description: 'Office egress', enabled: false });

    // Batch delete.
    await row.locator('label').first().click();
    await page.getByTestId(TEST_IDS.listsBatchBar).waitFor();
    await page.getByTestId(`${TEST_IDS.listsBatch}-delete`).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await row.waitFor({ state: 'detached' });
    expect(await blacklists('IP')).toEqual([]);
    await page.context().close();
  });

  it('creates a risk rule with a condition, edits, filters, batch-disables and deletes it', { timeout: 180_000 }, async () => {
    const page = await signedIn('en');
    await page.goto(`${server.url}/Monitoring/riskManagement/list`);
    await expectTitle(page, en.routes.riskManagement);
    await page.getByTestId(TEST_IDS.listsCreate).click();
    const dialog = page.getByTestId(TEST_IDS.listsDialog);
    await dialog.getByTestId(TEST_IDS.listsName).fill('proxy to mitm');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.getByText(en.monitoringLists.rules.kindsRequired).waitFor();
    await dialog.getByTestId(`${TEST_IDS.listsKind}-PROXY`).click();
    await dialog.getByTestId(TEST_IDS.listsConditionAdd).click();
    await dialog.getByTestId(TEST_IDS.listsConditionField).fill('proxy.host');
    await dialog.getByTestId(TEST_IDS.listsConditionOp).selectOption('CONTAINS');
    await dialog.getByTestId(TEST_IDS.listsConditionValue).fill('mitm');
    await dialog.getByTestId(TEST_IDS.listsPlatform).selectOption('ANDROID');
    await dialog.getByTestId(TEST_IDS.listsApp).selectOption({ label: 'Lists banking app' });
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId(TEST_IDS.listsRow).and(page.locator('[data-name="proxy to mitm"]'));
    await row.filter({ hasText: 'Lists banking app' }).waitFor();
    expect(await rules()).toEqual([
      { name: 'proxy to mitm', riskLevel: 'HIGH', enabled: true, kinds: ['PROXY'], conditions: [{ field: 'proxy.host', op: 'CONTAINS', value: 'mitm' }] },
    ]);

    // The rule applies to ingestion at once.
    const hit = sdkEvent('proxy', { details: { proxy: { host: 'mitm.example' } }, device: phone('e2e-proxy-phone') });
    await sendBatch(server, app, { events: [hit] });
    expect((await storedEvents(server, app.id)).find((e) => e.eventId === hit.id)?.matched).toContain('rule:proxy to mitm');

    // Edit: a lower level.
    await row.getByTestId(TEST_IDS.rowEdit).click();
    await dialog.getByTestId(TEST_IDS.listsLevel).selectOption('LOW');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await row.locator('[data-level="LOW"]').waitFor();

    // Filters: a HIGH filter hides it, LOW shows it.
    await page.getByTestId(TEST_IDS.listsFilterLevel).selectOption('HIGH');
    await page.getByRole('button', { name: en.common.search }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByTestId(TEST_IDS.listsFilterLevel).selectOption('LOW');
    await page.getByTestId(TEST_IDS.listsSearch).fill('MITM');
    await page.getByRole('button', { name: en.common.search }).click();
    await row.waitFor();

    // Batch disable, then delete from the row.
    await row.locator('label').first().click();
    await page.getByTestId(`${TEST_IDS.listsBatch}-disable`).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await page.getByTestId(TEST_IDS.listsRow).and(page.locator('[data-name="proxy to mitm"][data-enabled="false"]')).waitFor();
    expect((await rules())[0]).toMatchObject({ riskLevel: 'LOW', enabled: false });
    await row.getByTestId(TEST_IDS.rowDelete).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await row.waitFor({ state: 'detached' });
    expect(await rules()).toEqual([]);
    await page.context().close();
  });

  it('adds and removes debug devices, and shows both device lists as tabs of /Monitoring/whitelist', { timeout: 120_000 }, async () => {
    const page = await signedIn('en');
    await page.goto(`${server.url}/Monitoring/debugDeviceList/list`);
    await expectTitle(page, en.routes.debugDevices);
    await page.getByTestId(TEST_IDS.listsCreate).click();
    const dialog = page.getByTestId(TEST_IDS.listsDialog);
    await dialog.getByTestId(TEST_IDS.listsUdid).fill('dev-handset-42');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    const row = page.getByTestId(TEST_IDS.listsRow).and(page.locator('[data-name="dev-handset-42"]'));
    await row.waitFor();

    await page.goto(`${server.url}/Monitoring/whitelist`);
    await page.getByTestId(TEST_IDS.listsRow).and(page.locator('[data-name="e2e-qa-phone"]')).waitFor();
    await page.getByTestId(listsTabTestId('debug')).click();
    await row.waitFor();
    await row.getByTestId(TEST_IDS.rowDelete).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await row.waitFor({ state: 'detached' });
    const left = await gqlAs(server, apiToken, '{ monitorDeviceList(list: DEBUG, first: 5) { totalCount } }');
    expect(left.data!.monitorDeviceList.totalCount).toBe(0);
    await page.context().close();
  });

  it('shows the risk management page in Traditional Chinese', { timeout: 60_000 }, async () => {
    const page = await signedIn('zh-TW');
    await page.goto(`${server.url}/Monitoring/riskManagement/list`);
    await expectTitle(page, zhTW.routes.riskManagement);
    await page.getByTestId(TEST_IDS.listsCreate).filter({ hasText: zhTW.monitoringLists.rules.create }).waitFor();
    await page.context().close();
  });
});
