import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { screenshot } from './ui';

/**
 * The API reference at /api/docs renders the OpenAPI document in a real browser under the
 * page's Content-Security-Policy, asking nothing of any other origin.
 */
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('API reference page', () => {
  it('renders the document from this origin only', async () => {
    const page = await browser.newPage();
    const origin = new URL(server.url).origin;
    const foreign: string[] = [];
    const violations: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    await page.goto(`${server.url}/api/docs`);
    await expect.poll(() => page.getByRole('heading', { name: 'Rampart REST API' }).first().isVisible()).toBe(true);
    // The first tag's operations are open; the others are listed in the sidebar.
    await expect.poll(() => page.getByRole('heading', { name: 'This OpenAPI 3.1 document' }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Assessment', { exact: true }).first().isVisible()).toBe(true);
    await screenshot(page, 'api-docs', { fullPage: false });
    expect(foreign).toEqual([]);
    expect(violations).toEqual([]);
    await page.close();
  });
});
