import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import { createMonitoredApp, sdkEvent, sendBatch } from '../helpers/monitoring';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { SignedInPages, catalogText, expectTitle, screenshot, type Lang } from './ui';

/**
 * /Monitoring/riskOverviewNew in the browser: an empty state before any event, then the charts
 * (kind × level heatmap, risk trend, risky devices, apps) fill in live as an app's SDK reports
 * events; one pass in zh-TW.
 */
let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let analyst: SeededUser;
let apiToken: string;

const PATH = '/Monitoring/riskOverviewNew';
const LIVE_TIMEOUT = 60_000;

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  const account = await server.seed.account();
  analyst = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  const api = await server.seed.userIn(account.accountId, account.roleIds.ADMIN, {});
  apiToken = await server.login(api.username, api.password);
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(lang: Lang): Promise<Page> {
  const page = await pages.open(analyst, lang);
  await page.goto(`${server.url}${PATH}`);
  await expectTitle(page, catalogText(lang, 'routes.riskOverviewNew'));
  return page;
}

const cell = (page: Page, kind: string, level: string) => page.locator(`[data-testid="${TEST_IDS.riskOverviewNewHeatmap}-cell"][data-kind="${kind}"][data-level="${level}"]`);

describe('the newer threat overview', () => {
  it('shows an empty state without events, then draws its charts live as events arrive', { timeout: 180_000 }, async () => {
    const page = await open('en');
    await page.getByTestId(TEST_IDS.riskOverviewNewEmpty).waitFor();
    expect(await cell(page, 'root', 'high').count()).toBe(0);
    expect(await page.getByTestId(TEST_IDS.riskOverviewNewTrend).getAttribute('data-empty')).toBe('true');
    await page.getByTestId(TEST_IDS.riskOverviewNewHeatmap).getByText(catalogText('en', 'monitoring.overviewNew.noRisk')).waitFor();

    const app = await createMonitoredApp(server, apiToken, { name: 'Overview bank' });
    const device = (udid: string) => ({ udid, brand: 'Google', model: 'Pixel 8', osVersion: '14' });
    const events = [
      ...[1, 2, 3].map(() => sdkEvent('root', { device: device('od-1') })),
      ...[1, 2].map(() => sdkEvent('emulator', { device: device('od-2') })),
      sdkEvent('heartbeat', { device: device('od-3') }),
    ];
    expect((await sendBatch(server, app, { events })).json().data.accepted).toBe(6);

    // Live: no reload.
    await cell(page, 'root', 'high').and(page.locator('[data-value="3"]')).waitFor({ timeout: LIVE_TIMEOUT });
    expect(await cell(page, 'emulator', 'medium').getAttribute('data-value')).toBe('2');
    expect(await cell(page, 'emulator', 'high').getAttribute('data-value')).toBe('0');
    await page.getByTestId(TEST_IDS.riskOverviewNewEmpty).waitFor({ state: 'detached' });
    expect(await page.getByTestId(`${TEST_IDS.riskOverviewNew}-riskEvents`).getAttribute('data-value')).toBe('5');
    await expect.poll(() => page.getByTestId(TEST_IDS.riskOverviewNewTrend).getAttribute('data-empty')).toBeNull();
    expect(await page.getByTestId(TEST_IDS.riskOverviewNewTrend).locator('path[data-series]').count()).toBe(2);
    const devices = page.getByTestId(TEST_IDS.riskOverviewNewDevices).locator('[data-chart="devices"]');
    await devices.waitFor();
    expect(await devices.getAttribute('data-total')).toBe('2');
    expect(await devices.locator('svg path').count()).toBeGreaterThanOrEqual(2);
    const apps = page.locator('[data-chart="apps"]');
    expect(await apps.getAttribute('data-apps')).toBe('Overview bank');
    expect(await apps.locator('svg rect').count()).toBeGreaterThan(0);
    await screenshot(page, 'monitoring-risk-overview-new');
  });

  it('is reached from the classic overview and reads in Traditional Chinese', { timeout: 120_000 }, async () => {
    const page = await pages.open(analyst, 'zh-TW');
    await page.goto(`${server.url}/Monitoring/riskOverview`);
    await expectTitle(page, catalogText('zh-TW', 'routes.riskOverview'));
    await page.getByTestId(TEST_IDS.riskOverviewLayout).click();
    await expectTitle(page, catalogText('zh-TW', 'routes.riskOverviewNew'));
    expect(await page.getByTestId(TEST_IDS.riskOverviewLayout).textContent()).toBe(catalogText('zh-TW', 'monitoring.overviewNew.switchToClassic'));
    await page.getByTestId(TEST_IDS.riskOverviewNewHeatmap).getByText(catalogText('zh-TW', 'monitoring.overviewNew.heatmap'), { exact: true }).first().waitFor();
    await page.getByText(catalogText('zh-TW', 'monitoring.overviewNew.trend'), { exact: true }).waitFor();
    await cell(page, 'root', 'high').waitFor();
    expect(await cell(page, 'root', 'high').getAttribute('title')).toContain(catalogText('zh-TW', 'monitoring.levels.HIGH'));
  });
});
