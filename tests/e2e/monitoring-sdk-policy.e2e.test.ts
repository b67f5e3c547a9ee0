import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import { gqlAs } from '../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch } from '../helpers/monitoring';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { SignedInPages, catalogText, expectTitle, screenshot, type Lang } from './ui';

/**
 * The SDK policy pages in the browser (issue 18): a blocking strategy is created and edited on
 * /Monitoring/blockageStrategy, data acquisition switched and saved on /Monitoring/dataAcquisition,
 * the map defaults saved on /Monitoring/mapSet and then used by the dashboard's threat map; each
 * change is checked on the server, and the strategy list is read once in zh-TW.
 */
let server: TestServer;
let browser: Browser;
let owner: SeededUser;
let apiToken: string;
let pages: SignedInPages;

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

/** Polls the server until `read` answers something `check` accepts. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`condition not reached: ${JSON.stringify(await read())}`);
}

const strategies = async () =>
  (await gqlAs(server, apiToken, '{ monitorBlockageStrategies(first: 50) { edges { node { kind action messageEn messageZhTw } } } }')).data!.monitorBlockageStrategies.edges.map(
    (e: { node: unknown }) => e.node,
  ) as Array<{ kind: string; action: string; messageEn: string; messageZhTw: string }>;

async function open(path: string, title: string, lang: Lang = 'en'): Promise<Page> {
  const page = await pages.open(owner, lang);
  await page.goto(`${server.url}${path}`);
  await expectTitle(page, catalogText(lang, title));
  return page;
}

describe('the SDK policy pages', () => {
  it('creates and edits a blocking strategy, and shows it in zh-TW', { timeout: 180_000 }, async () => {
    const page = await open('/Monitoring/blockageStrategy', 'routes.blockageStrategy');
    await page.getByTestId(TEST_IDS.blockageCreate).click();
    const dialog = page.getByTestId(TEST_IDS.blockageDialog);
    await dialog.getByTestId(TEST_IDS.blockageKind).selectOption('root');
    await dialog.getByTestId(TEST_IDS.blockageAction).selectOption('WARN');
    await dialog.getByTestId(TEST_IDS.blockageMessageEn).fill('Rooted devices are at risk');
    // Both texts are required: the dialog stays open and nothing is saved.
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.getByText(catalogText('en', 'errors.required', { field: catalogText('en', 'sdkPolicy.blockage.fields.messageZhTw') })).waitFor();
    expect(await strategies()).toEqual([]);
    await dialog.getByTestId(TEST_IDS.blockageMessageZhTw).fill('已 Root 的裝置有風險');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(strategies, (rows) => rows.length === 1);
    expect(await strategies()).toEqual([{ kind: 'root', action: 'WARN', messageEn: 'Rooted devices are at risk', messageZhTw: '已 Root 的裝置有風險' }]);
    const row = page.locator(`[data-testid="${TEST_IDS.blockageRow}"][data-kind="root"]`);
    await row.waitFor();

    await row.getByTestId(TEST_IDS.rowEdit).click();
    await dialog.getByTestId(TEST_IDS.blockageAction).selectOption('BLOCK');
    await dialog.getByTestId(TEST_IDS.blockageMessageEn).fill('Rooted devices cannot use this app');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(strategies, (rows) => rows[0]?.action === 'BLOCK');
    expect((await strategies())[0]).toMatchObject({ kind: 'root', action: 'BLOCK', messageEn: 'Rooted devices cannot use this app' });
    await page.locator(`[data-testid="${TEST_IDS.blockageRow}"][data-kind="root"][data-action="BLOCK"]`).waitFor();
    await screenshot(page, 'monitoring-blockage-strategy');
    await page.context().close();

    const zh = await open('/Monitoring/blockageStrategy', 'routes.blockageStrategy', 'zh-TW');
    const zhRow = zh.locator(`[data-testid="${TEST_IDS.blockageRow}"][data-kind="root"]`);
    await zhRow.getByText(catalogText('zh-TW', 'monitoring.kinds.root'), { exact: true }).waitFor();
    await zhRow.getByText(catalogText('zh-TW', 'responses.types.BLOCK'), { exact: true }).waitFor();
    await zh.context().close();
  });

  it('saves the data acquisition of a platform', { timeout: 120_000 }, async () => {
    const page = await open('/Monitoring/dataAcquisition', 'routes.dataAcquisition');
    await page.getByTestId(`${TEST_IDS.dataAcquisitionTab}-h5`).click();
    await page.locator(`[data-testid="${TEST_IDS.dataAcquisitionState}"][data-saved="false"]`).waitFor();
    await page.getByTestId(`${TEST_IDS.dataAcquisitionField}-location`).click();
    await page.getByTestId(`${TEST_IDS.dataAcquisitionField}-installedApps`).click();
    await page.getByTestId(TEST_IDS.dataAcquisitionSave).click();
    await page.locator(`[data-testid="${TEST_IDS.dataAcquisitionState}"][data-saved="true"]`).waitFor();
    const read = async () =>
      (await gqlAs(server, apiToken, '{ monitorDataAcquisition { platform saved location installedApps model } }')).data!.monitorDataAcquisition as Array<Record<string, unknown>>;
    expect(await read()).toEqual([
      { platform: 'ANDROID', saved: false, location: false, installedApps: true, model: true },
      { platform: 'IOS', saved: false, location: false, installedApps: true, model: true },
      { platform: 'H5', saved: true, location: true, installedApps: false, model: true },
    ]);
    await page.context().close();
  });

  it('saves the map defaults, which the dashboard’s threat map then uses', { timeout: 120_000 }, async () => {
    const app = await createMonitoredApp(server, apiToken);
    expect((await sendBatch(server, app, { events: [sdkEvent('root')] }, { ip: '8.8.8.8' })).statusCode).toBe(200);
    const dashboard = await open('/Monitoring/dashboard', 'routes.monitoringDashboard');
    const map = dashboard.getByTestId(TEST_IDS.monitorMap);
    await dashboard.locator(`[data-testid="${TEST_IDS.monitorMap}"][data-region="world"][data-color-scale="reds"]`).waitFor();
    await map.getByTestId(TEST_IDS.monitorMapRanking).waitFor();
    await dashboard.context().close();

    const page = await open('/Monitoring/mapSet', 'routes.mapSet');
    await page.getByTestId(TEST_IDS.mapSetRegion).selectOption('AMERICAS');
    await page.getByTestId(TEST_IDS.mapSetColorScale).selectOption('BLUES');
    await page.getByTestId(`${TEST_IDS.mapSetCount}-ranking`).click();
    await page.getByTestId(TEST_IDS.mapSetRankingSize).fill('0');
    await page.getByText(catalogText('en', 'sdkPolicy.map.rankingSizeInvalid')).waitFor();
    await page.getByTestId(TEST_IDS.mapSetRankingSize).fill('5');
    await page.getByTestId(TEST_IDS.mapSetSave).click();
    const read = async () => (await gqlAs(server, apiToken, '{ monitorMapDefaults { region colorScale counts rankingSize saved } }')).data!.monitorMapDefaults;
    expect(await eventually(read, (m) => m.saved)).toEqual({ region: 'AMERICAS', colorScale: 'BLUES', counts: ['LEGEND', 'TOOLTIP'], rankingSize: 5, saved: true });
    await page.context().close();

    const after = await open('/Monitoring/dashboard', 'routes.monitoringDashboard');
    await after.locator(`[data-testid="${TEST_IDS.monitorMap}"][data-region="americas"][data-color-scale="blues"]`).waitFor();
    expect(await after.getByTestId(TEST_IDS.monitorMapRanking).count()).toBe(0);
    await after.getByTestId(TEST_IDS.monitorMapLegend).waitFor();
    await screenshot(after, 'monitoring-map-defaults');
    await after.context().close();
  });
});
