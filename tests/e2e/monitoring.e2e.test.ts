import { build } from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulate, type SimulationReport } from '../../server/src/cli/device-fleet';
import { SDK_BUILD } from '../../sdk/web/build-options';
import { TEST_IDS, monitorCounterTestId } from '../../web/src/app/testids';
import zhTW from '../../web/src/i18n/zh-TW.json';
import { startTestServer, type TestServer } from '../helpers/server';
import type { SeededUser } from '../helpers/seed';
import { launchBrowser } from './browser';
import { screenshot as pageScreenshot, switchLanguage } from './ui';
import { reportFromPage } from './web-sdk-page';

/**
 * A monitoring user creates an app in the console, a simulated device
 * fleet reports to it, and the dashboard, the threat-device list and the event list show it
 * live; a page using the built web SDK under automation reports events that the event list shows.
 */
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let user: SeededUser;
let fleetApp: { id: string; sdkKey: string; secret: string };
let simulation: Promise<SimulationReport> | null = null;

const LIVE_TIMEOUT = 60_000;

beforeAll(async () => {
  // The fleet reports each device's client IP as a server relay would; the console believes it
  // only from a trusted proxy, and that is what gives the map its countries.
  server = await startTestServer({ listen: true, env: { RAMPART_TRUST_PROXY: 'true' } });
  user = await server.seed.user({
    codes: [
      'threat_perception',
      'monitor_dashboard',
      'monitor_threat_overview',
      'monitor_threat_list',
      'monitor_risk_device',
      'monitor_event',
      'monitor_app_list',
      'monitor_sdk_config',
    ],
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'en-US', timezoneId: 'Asia/Taipei' });
  await context.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
  page = await context.newPage();
});

afterAll(async () => {
  await simulation?.catch(() => undefined);
  await browser?.close();
  await server?.close();
});

/** A number the page shows in `data-value` / another data attribute of a test id. */
async function numberOf(testId: string, attribute = 'data-value'): Promise<number> {
  return Number(await page.getByTestId(testId).first().getAttribute(attribute));
}

/** Waits until `read()` satisfies `ok`, polling the page (no reload), and returns the reading. */
async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeout = LIVE_TIMEOUT): Promise<T> {
  const until = Date.now() + timeout;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}; last reading ${JSON.stringify(value)}`);
    await page.waitForTimeout(250);
    value = await read();
  }
  return value;
}

const screenshot = (name: string): Promise<void> => pageScreenshot(page, name);

/** Adds an app through the form and reads its SDK key and secret from the one-time dialog. */
async function createAppInUi(appId: string, name: string, platform: 'ANDROID' | 'IOS' | 'H5'): Promise<{ id: string; sdkKey: string; secret: string }> {
  await page.goto(`${server.url}/Monitoring/appManage/appList`);
  await page.getByTestId(TEST_IDS.monitorAppTable).waitFor();
  await page.getByTestId(TEST_IDS.monitorAppCreate).click();
  await page.getByTestId(TEST_IDS.monitorAppForm).waitFor();
  // A name under four characters is refused before anything is sent.
  await page.getByTestId(TEST_IDS.monitorAppId).fill(appId);
  await page.getByTestId(TEST_IDS.monitorAppName).fill('abc');
  await page.getByTestId(TEST_IDS.monitorAppSave).click();
  await page.getByText('The app name must be 4 to 100 characters.').waitFor();
  await page.getByTestId(TEST_IDS.monitorAppName).fill(name);
  await page.getByTestId(TEST_IDS.monitorAppPlatform).selectOption(platform);
  await page.getByTestId(TEST_IDS.monitorAppSave).click();
  await page.getByTestId(TEST_IDS.monitorSecretDialog).waitFor();
  const sdkKey = await page.getByTestId(TEST_IDS.monitorSdkKey).inputValue();
  const secret = await page.getByTestId(TEST_IDS.monitorSecret).inputValue();
  expect(sdkKey).not.toBe('');
  expect(secret.length).toBeGreaterThanOrEqual(32);
  await page.getByTestId(`${TEST_IDS.monitorSecretDialog}-done`).click();
  const row = page.getByTestId(TEST_IDS.monitorAppRow).filter({ hasText: appId });
  await row.waitFor();
  // The list shows the key, never the secret.
  await expect.poll(() => row.textContent()).toContain(sdkKey);
  await expect.poll(() => row.textContent()).not.toContain(secret);
  return { id: (await row.getAttribute('data-id'))!, sdkKey, secret };
}

describe('runtime monitoring in the browser', () => {
  it('creates an app in the console and shows its SDK key and secret once', async () => {
    await page.goto(`${server.url}/sign-in`);
    await page.getByTestId(TEST_IDS.signInUsername).fill(user.username);
    await page.getByTestId(TEST_IDS.signInPassword).fill(user.password);
    await page.getByTestId(TEST_IDS.signInSubmit).click();
    await page.getByTestId(TEST_IDS.sidebar).waitFor();
    fleetApp = await createAppInUi('com.example.fleet', 'Fleet banking app', 'ANDROID');

    // Editing keeps the key and changes what the list shows.
    const row = page.getByTestId(TEST_IDS.monitorAppRow).filter({ hasText: 'com.example.fleet' });
    await row.getByTestId(TEST_IDS.rowMenu).click();
    await page.getByTestId(TEST_IDS.rowEdit).click();
    // The form fills in once the app has loaded.
    await page.waitForFunction((id) => (document.querySelector(`[data-testid="${id}"]`) as HTMLInputElement | null)?.value === 'Fleet banking app', TEST_IDS.monitorAppName);
    await page.getByTestId(TEST_IDS.monitorAppRegion).fill('TW');
    await page.getByTestId(TEST_IDS.monitorAppSave).click();
    await page.getByTestId(TEST_IDS.monitorAppRow).filter({ hasText: 'com.example.fleet' }).filter({ hasText: 'TW' }).waitFor();
    await expect.poll(() => page.getByTestId(TEST_IDS.monitorAppRow).filter({ hasText: 'com.example.fleet' }).textContent()).toContain(fleetApp.sdkKey);
    await screenshot('monitoring-apps-en');

    // The SDK config page shows what the new app's SDK pulls.
    await page.goto(`${server.url}/monitoringSdkConfig/list/android`);
    const card = page.getByTestId(TEST_IDS.monitorSdkConfigCard).filter({ hasText: 'com.example.fleet' });
    await card.waitFor();
    await expect.poll(() => card.getByTestId(`${TEST_IDS.monitorSdkConfigCard}-key`).inputValue()).toBe(fleetApp.sdkKey);
  });

  it('updates the dashboard counters, risk windows and map live while a device fleet reports', async () => {
    await page.goto(`${server.url}/Monitoring/dashboard`);
    await page.getByTestId(TEST_IDS.monitorDashboard).waitFor();
    await page.getByTestId(monitorCounterTestId('events')).waitFor();
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 42));
    await expect.poll(() => numberOf(monitorCounterTestId('events'))).toBe(0);

    simulation = simulate({
      url: server.url,
      apps: [{ id: fleetApp.id, sdkKey: fleetApp.sdkKey, secret: fleetApp.secret, platform: 'android' }],
      devices: 12,
      rate: 12,
      durationSeconds: 25,
      riskyShare: 0.5,
      batchSize: 20,
      concurrency: 2,
      seed: 20_261_122,
    });

    const read = async () => ({
      events: await numberOf(monitorCounterTestId('events')),
      riskDevices: await numberOf(monitorCounterTestId('riskDevices')),
      window60: await numberOf(TEST_IDS.monitorWindow60, 'data-events'),
      window60Risk: await numberOf(TEST_IDS.monitorWindow60, 'data-risk-events'),
      window10: await numberOf(TEST_IDS.monitorWindow10, 'data-events'),
      countries: await numberOf(TEST_IDS.monitorMap, 'data-countries'),
    });
    const first = await waitFor(read, (r) => r.events > 0 && r.window60 > 0 && r.window10 > 0, 'the first live update');
    const second = await waitFor(
      read,
      (r) => r.events > first.events && r.window60 > first.window60 && r.window10 > first.window10 && r.window60Risk > 0 && r.riskDevices > 0 && r.countries > 0,
      'counters to grow again',
    );
    expect(second.events).toBeGreaterThan(first.events);
    expect(second.window60).toBeGreaterThan(first.window60);
    expect(second.window10).toBeGreaterThan(first.window10);
    expect(second.window60Risk).toBeGreaterThan(0);
    expect(second.riskDevices).toBeGreaterThan(0);

    // At least one country is drawn in a colour of the scale, not the no-data grey.
    const fills = await page
      .getByTestId(TEST_IDS.monitorMap)
      .locator('svg path')
      .evaluateAll((paths) => paths.map((p) => (p.getAttribute('fill') ?? '').toLowerCase()));
    expect(fills.length).toBeGreaterThan(100);
    expect(fills.filter((fill) => fill.startsWith('#') || fill.startsWith('rgb')).filter((fill) => fill !== '#e4e7ec').length).toBeGreaterThan(0);
    // Beside the map, the countries ranked largest first; the colour scale tops out at the largest.
    const ranking = async () => ({
      values: await page.getByTestId(`${TEST_IDS.monitorMapRanking}-entry`).evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-value')))),
      legendMax: await numberOf(`${TEST_IDS.monitorMapLegend}-max`),
    });
    await expect
      .poll(async () => {
        const { values, legendMax } = await ranking();
        return values.length > 0 && values.every((v, i) => i === 0 || v <= values[i - 1]) && legendMax === values[0];
      })
      .toBe(true);
    // A country's tooltip names it and counts its risk events with the unit.
    await page.getByTestId(TEST_IDS.monitorMap).locator('svg path:not([fill="#e4e7ec"])').first().dispatchEvent('mousemove');
    await expect.poll(() => page.getByTestId(`${TEST_IDS.monitorMap}-tooltip`).textContent()).toMatch(/\d risk events?$/);
    await page.getByTestId('monitor-top-kinds-entry').first().waitFor();

    await expect.poll(() => page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(42);
    await screenshot('monitoring-dashboard-en');
    await switchLanguage(page, 'zh-TW');
    await page.getByTestId(TEST_IDS.pageTitle).filter({ hasText: zhTW.routes.monitoringDashboard }).waitFor();
    await page.getByText(zhTW.monitoring.dashboard.window60).waitFor();
    await screenshot('monitoring-dashboard-zh-TW');
    await switchLanguage(page, 'en');
    await page.getByText('Last 60 minutes').waitFor();

    const report = await simulation;
    expect(report.accepted).toBeGreaterThan(0);
    expect(report.failed + report.rejected).toBe(0);
  });

  it('sums the fleet up in the risk overview and lists only risk events under threat details', async () => {
    await page.goto(`${server.url}/Monitoring/riskOverview`);
    await page.getByTestId(`${TEST_IDS.monitorOverview}-kind`).first().waitFor();
    await expect.poll(() => numberOf(`${TEST_IDS.monitorOverview}-riskEvents`)).toBeGreaterThan(0);
    await expect.poll(() => numberOf(`${TEST_IDS.monitorOverview}-riskDevices`)).toBeGreaterThan(0);

    await page.goto(`${server.url}/Monitoring/riskDetail/list`);
    await page.getByTestId(TEST_IDS.monitorEventRow).first().waitFor();
    const levels = await page.getByTestId(TEST_IDS.monitorEventRow).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-level')));
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.filter((level) => level === 'NONE')).toEqual([]);
  });

  it('opens a risky device from the threat-device list and shows its events', async () => {
    await page.goto(`${server.url}/Monitoring/threatDevice/list`);
    const risky = page.locator(`[data-testid="${TEST_IDS.monitorDeviceRow}"]:not([data-level="NONE"])`);
    await risky.first().waitFor();
    const udid = await risky.first().getAttribute('data-udid');
    await risky.first().getByRole('link').click();
    const facts = page.getByTestId(TEST_IDS.monitorDeviceFacts);
    await facts.waitFor();
    await expect.poll(() => facts.locator('[data-fact="udid"]').textContent()).toContain(udid!);
    await expect.poll(() => facts.locator('[data-fact="model"]').textContent()).not.toContain('—');
    const events = page.getByTestId(TEST_IDS.monitorEventRow);
    await events.first().waitFor();
    const levels = await events.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-level')));
    expect(levels.some((level) => level !== 'NONE')).toBe(true);
    await screenshot('monitoring-device-en');
  });

  it('shows the events a page using the web SDK under automation reported', async () => {
    const h5 = await createAppInUi('web.example.shop', 'Web shop', 'H5');
    const bundle = (await build({ ...SDK_BUILD, write: false })).outputFiles![0].text;
    // The page runs on the console's origin (chromium's local-network checks), in its own context.
    const sdkContext = await browser.newContext();
    const sdkPage = await sdkContext.newPage();
    const origin = `${server.url}/web-sdk-shop`;
    await sdkPage.route(`${origin}/index.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body><h1>Shop</h1><script>${bundle}</script></body></html>` }),
    );
    await sdkPage.goto(`${origin}/index.html`);
    await expect.poll(() => sdkPage.evaluate(() => navigator.webdriver)).toBe(true);
    const answer = await reportFromPage(sdkPage, { endpoint: server.url, sdkKey: h5.sdkKey, secret: h5.secret });
    expect(answer).toMatchObject({ status: 200, code: '200' });
    await sdkContext.close();

    await page.goto(`${server.url}/Monitoring/eventDetail/list`);
    await page.getByTestId(TEST_IDS.monitorEventTable).waitFor();
    await page.getByTestId(TEST_IDS.monitorFilterApp).locator(`option[value="${h5.id}"]`).waitFor({ state: 'attached' });
    await page.getByTestId(TEST_IDS.monitorFilterApp).selectOption(h5.id);
    const automation = page.locator(`[data-testid="${TEST_IDS.monitorEventRow}"][data-kind="AUTOMATION"]`);
    await waitFor(
      () => automation.count(),
      (n) => n > 0,
      'the automation event in the list',
      30_000,
    );
    const kinds = await page.getByTestId(TEST_IDS.monitorEventRow).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')));
    expect(kinds).toContain('AUTOMATION');
    expect(kinds).toContain('HEADLESS_BROWSER');
    await expect.poll(() => page.getByTestId(TEST_IDS.monitorEventRow).first().textContent()).toContain('Web shop');

    // The event's own page shows the browser's facts and leads to its device.
    await automation.first().getByRole('link').click();
    const detail = page.getByTestId(TEST_IDS.monitorEventDetail);
    await detail.waitFor();
    await expect.poll(() => detail.locator('[data-fact="matched"]').textContent()).toContain('System rule');
    // Its details are labelled fields (the SDK's `{ webdriver: true }`), not JSON.
    const details = detail.getByTestId(TEST_IDS.monitorEventDetails);
    expect(await details.locator('[data-fact="webdriver"]').textContent()).toBe('WebDriverYes');
    expect(await details.textContent()).not.toContain('{');
    const udid = (await page.getByTestId(TEST_IDS.monitorDeviceFacts).locator('[data-fact="udid"] dd, [data-fact="udid"] > :last-child').first().textContent())!.trim();
    expect(udid.length).toBeGreaterThan(0);
    await screenshot('monitoring-event-en');
    await page.getByTestId(TEST_IDS.monitorOpenDevice).click();
    await page.locator(`[data-testid="${TEST_IDS.monitorDeviceRow}"][data-udid="${udid}"]`).waitFor();
  });
});
