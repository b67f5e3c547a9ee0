import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SDK_BUILD } from '../../sdk/web/build-options';
import { gqlAs } from '../helpers/graphql';
import { createMonitoredApp, type TestApp } from '../helpers/monitoring';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';

/**
 * The SDK policy reaches a page using the built web SDK (issue 18, acceptance 1): the page pulls
 * the signed configuration, ignores one whose signature does not verify, and once its device is
 * put on a DEVICE blacklist, the next pull makes it call `onAction` and show the block overlay;
 * a threat whose blockage strategy is WARN shows a dismissible banner.
 */
let t: TestServer;
let browser: Browser;
let app: TestApp;
let token: string;
let bundle: string;
const UDID = 'e2e-policy-device';

beforeAll(async () => {
  t = await startTestServer({ listen: true });
  const user = await t.seed.user({ roleType: 'USER' });
  token = await t.login(user.username, user.password);
  app = await createMonitoredApp(t, token, { platform: 'H5', appId: 'web.policy' });
  bundle = (await build({ ...SDK_BUILD, write: false })).outputFiles![0].text;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** Opens a page on the console's origin (see web-sdk.e2e.test.ts) and starts the SDK in it, signing with the secret (a test may). */
async function sdkPage(udid: string, lang: 'en' | 'zh-TW' = 'en', before?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await browser.newPage();
  await before?.(page);
  const origin = `${t.url}/web-sdk-test`;
  await page.route(`${origin}/app.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body><h1>Shop</h1><script>${bundle}</script></body></html>` }),
  );
  await page.goto(`${origin}/app.html`);
  await page.evaluate(
    ({ endpoint, sdkKey, secret, udid, lang }) => {
      const w = window as unknown as { Rampart: { init(o: object): unknown }; monitor: unknown; actions: unknown[] };
      w.actions = [];
      w.monitor = w.Rampart.init({
        endpoint,
        sdkKey,
        udid,
        lang,
        flushIntervalMs: 600_000,
        signer: async (base: string) => {
          const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
          return [...new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(base)))].map((b) => b.toString(16).padStart(2, '0')).join('');
        },
        onAction: (action: unknown) => {
          w.actions.push(action);
        },
      });
    },
    { endpoint: t.url, sdkKey: app.sdkKey, secret: app.secret, udid, lang },
  );
  return page;
}

const refresh = (page: Page) => page.evaluate(() => (window as unknown as { monitor: { refreshConfig(): Promise<unknown> } }).monitor.refreshConfig());
const actions = (page: Page) => page.evaluate(() => (window as unknown as { actions: unknown[] }).actions);

describe('SDK policy in chromium', () => {
  it('ignores a forged configuration, then blocks the device once it is blacklisted', async () => {
    // A configuration that says "blocked" but is not signed with the app's secret changes nothing.
    // The route is in place before the SDK starts, so its first pull meets the forgery too.
    const forge = (page: Page) =>
      page.route('**/api/sdk/v1/config*', (route) =>
        route.fulfill({
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'etag, x-rampart-signature', 'x-rampart-signature': 'ab'.repeat(32) },
          body: JSON.stringify({
            code: '200',
            msg: 'Success',
            data: { policy: { actions: [] }, device: { blocked: true, action: 'block', message: { en: 'forged', 'zh-TW': 'forged' } } },
          }),
        }),
      );
    const page = await sdkPage(UDID, 'en', forge);
    expect(await refresh(page)).toBeNull();
    await page.unroute('**/api/sdk/v1/config*');
    const clean = (await refresh(page)) as { device: { blocked: boolean } };
    expect(clean.device).toMatchObject({ udid: UDID, blocked: false });
    expect(await page.locator('[data-rampart-overlay]').count()).toBe(0);
    expect(await actions(page)).toEqual([]);

    const listed = await gqlAs(t, token, `mutation { blacklistDevice(udid: "${UDID}", name: "shop_fraud") { __typename ... on AppError { code message } } }`);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.blacklistDevice.__typename).not.toBe('AppError');

    // The SDK pulls again on its own every configIntervalMs; the test pulls at once.
    const blocked = (await refresh(page)) as { device: { blocked: boolean; action: string } };
    expect(blocked.device).toMatchObject({ blocked: true, action: 'block' });
    const overlay = page.locator('[data-rampart-overlay="block"]');
    await overlay.waitFor({ state: 'visible' });
    expect(await overlay.textContent()).toContain('This device has been blocked for security reasons');
    expect(await actions(page)).toEqual([{ action: 'block', kind: null, message: expect.stringContaining('blocked') }]);
    // The overlay covers the page: the page's own heading cannot be clicked through it.
    const hit = await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('[data-rampart-overlay]') !== null);
    expect(hit).toBe(true);
    await page.close();
  });

  it('warns with a dismissible banner in zh-TW when a detected threat’s strategy says WARN, and leaves out facts switched off', async () => {
    const collect = await gqlAs(
      t,
      token,
      'mutation { setMonitorDataAcquisition(platform: H5, input: { model: false, osVersion: true, ip: true, location: false, installedApps: false, wifi: false }) { __typename } }',
    );
    expect(collect.data!.setMonitorDataAcquisition.__typename).not.toBe('AppError');
    const created = await gqlAs(
      t,
      token,
      'mutation { createMonitorBlockageStrategy(input: { kind: "automation", action: WARN, messageEn: "Automation detected", messageZhTw: "偵測到自動化工具" }) { __typename ... on AppError { code message } } }',
    );
    expect(created.data!.createMonitorBlockageStrategy.__typename).not.toBe('AppError');
    // Another device of the same app, not blacklisted: only the automation warning applies.
    const warnPage = await sdkPage('e2e-policy-other', 'zh-TW');
    const banner = warnPage.locator('[data-rampart-banner="warn"]');
    await banner.waitFor({ state: 'visible' });
    expect(await banner.textContent()).toContain('偵測到自動化工具');
    await banner.locator('button').click();
    await banner.waitFor({ state: 'detached' });
    expect(await actions(warnPage)).toContainEqual({ action: 'warn', kind: 'automation', message: '偵測到自動化工具' });
    // WARN does not stop the monitor: its events are uploaded, without the device model.
    const answer = await warnPage.evaluate(() => (window as unknown as { monitor: { flush(): Promise<unknown> } }).monitor.flush());
    expect(answer).toMatchObject({ status: 200, code: '200' });
    const stored = await t.runtime.deps.db
      .withTables<{ monitorEvents: { appId: string; udid: string; model: string | null; osVersion: string | null; kind: string } }>()
      .selectFrom('monitorEvents')
      .select(['kind', 'model', 'osVersion'])
      .where('appId', '=', app.id)
      .where('udid', '=', 'e2e-policy-other')
      .execute();
    expect(stored.map((e) => e.kind)).toContain('automation');
    expect(stored.every((e) => e.model === null && e.osVersion !== null)).toBe(true);
    await warnPage.close();
  });
});
