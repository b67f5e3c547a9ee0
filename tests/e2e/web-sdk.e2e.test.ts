import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SDK_BUILD } from '../../sdk/web/build-options';
import { createMonitoredApp, storedEvents, type TestApp } from '../helpers/monitoring';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { reportFromPage } from './web-sdk-page';

/**
 * A page using the built web SDK under automation
 * produces signed events that are stored.
 */
let t: TestServer;
let browser: Browser;
let app: TestApp;
let bundle: string;

beforeAll(async () => {
  t = await startTestServer({ listen: true });
  const user = await t.seed.user({ roleType: 'USER' });
  app = await createMonitoredApp(t, await t.login(user.username, user.password), { platform: 'H5', appId: 'web.example' });
  bundle = (await build({ ...SDK_BUILD, write: false })).outputFiles![0].text;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('web SDK in chromium', () => {
  it('reports automation, a headless browser and a tampered script through a signed upload', async () => {
    expect(bundle.length).toBeLessThan(8 * 1024);
    const page = await browser.newPage();
    // The page is served on the console's origin: chromium's local-network-access checks refuse
    // a page on one loopback origin calling another without a permission prompt. Cross-origin
    // calls (CORS) are covered by the ingestion tests.
    const origin = `${t.url}/web-sdk-test`;
    await page.route(`${origin}/app.html`, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body><script>${bundle}</script></body></html>` }));
    await page.route(`${origin}/vendor.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.vendor = "changed";' }));
    await page.goto(`${origin}/app.html`);
    const answer = await reportFromPage(page, {
      endpoint: t.url,
      sdkKey: app.sdkKey,
      secret: app.secret,
      integrity: [{ url: '/web-sdk-test/vendor.js', sha256: '0'.repeat(64) }],
    });
    expect(answer).toMatchObject({ status: 200, code: '200' });
    const stored = await storedEvents(t, app.id);
    const kinds = stored.map((e) => e.kind);
    expect(kinds).toContain('automation');
    expect(kinds).toContain('script_tampering');
    expect(kinds).toContain('headless_browser');
    expect(stored.find((e) => e.kind === 'automation')).toMatchObject({ riskLevel: 'medium', matched: ['system'] });
    await page.close();
  });
});
