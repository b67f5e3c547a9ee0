import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appearanceFieldTestId, appearanceImageTestId, appearanceTabTestId, TEST_IDS } from '../../web/src/app/testids';
import { pngOf } from '../helpers/images';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { SignedInPages, catalogText, expectText, expectTitle, openPage, screenshot } from './ui';

/**
 * Appearance customization in the browser: a system super admin changes the English product
 * name, sign-in background and favicon on /manage/systemmanage/interfaceManage/en; the sign-in
 * page, the shell, the browser tab and the favicon show them in English, while Traditional
 * Chinese keeps its own values, and switching the language on the sign-in page reloads them.
 * The setting is console-wide, so the file puts the defaults back when it ends.
 */
let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let admin: SeededUser;
/** A second system super admin for API calls, so the browser's session stays untouched. */
let apiToken: string;

const PRODUCT = 'Acme Shield';
const BACKGROUND = pngOf(64, 36, [200, 30, 60]);
const FAVICON = pngOf(16, 16, [20, 160, 90]);

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  admin = await server.seed.systemAdmin();
  const apiAdmin = await server.seed.systemAdmin();
  apiToken = await server.login(apiAdmin.username, apiAdmin.password);
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  if (apiToken) {
    const defaults = {
      en: { productName: 'Rampart', accountName: 'Application security console', copyright: 'Copyright © Rampart. All rights reserved.' },
      'zh-TW': { productName: 'Rampart', accountName: '應用程式安全主控台', copyright: 'Copyright © Rampart. 版權所有。' },
    };
    for (const [id, texts] of Object.entries(defaults)) {
      await server.runtime.app.server.inject({
        method: 'POST',
        url: '/api/interfaceCustomization/update',
        headers: { authorization: `Bearer ${apiToken}` },
        payload: { id, ...texts, logo: null, logoSmall: null, favicon: null, loginBackground: null },
      });
    }
  }
  await browser?.close();
  await server?.close();
});

async function pickImage(page: Page, field: string, name: string, buffer: Buffer): Promise<void> {
  await page.getByTestId(`${appearanceImageTestId(field)}-input`).setInputFiles({ name, mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer });
}

const faviconHref = (page: Page) => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href') ?? '');

describe('appearance customization', () => {
  it('changes the English product name, background and favicon; the sign-in page and the tab use them, zh-TW keeps its own', { timeout: 240_000 }, async () => {
    const page = await pages.open(admin, 'en');
    await page.goto(`${server.url}/manage/systemmanage/interfaceManage`);
    await page.waitForURL(/\/interfaceManage\/en$/);
    await expectTitle(page, catalogText('en', 'routes.systemAppearance'));
    await expect.poll(() => page.getByTestId(appearanceFieldTestId('productName')).inputValue()).toBe('Rampart');

    // The form checks the name before sending anything.
    await page.getByTestId(appearanceFieldTestId('productName')).fill('   ');
    await page.getByTestId(TEST_IDS.appearanceSave).click();
    await expectText(page, `${appearanceFieldTestId('productName')}-error`, catalogText('en', 'appearance.errors.productNameRequired'));

    // Text named .png is refused by content, with the server's message.
    await pickImage(page, 'logo', 'logo.png', Buffer.from('not an image, only text\n'));
    await expectText(page, `${appearanceImageTestId('logo')}-message`, 'Please select [png/jpg/jpeg] file');
    await expect.poll(() => page.getByTestId(`${appearanceImageTestId('logo')}-preview`).getAttribute('data-src')).toBe('');

    await page.getByTestId(appearanceFieldTestId('productName')).fill(PRODUCT);
    await pickImage(page, 'loginBackground', 'background.png', BACKGROUND);
    await pickImage(page, 'favicon', 'favicon.png', FAVICON);
    const preview = page.getByTestId(`${appearanceImageTestId('loginBackground')}-preview`);
    await expect.poll(() => preview.getAttribute('data-src')).toMatch(/^\/api\/interfaceCustomization\/image\/[0-9a-f]{64}\.png$/);
    const backgroundUrl = (await preview.getAttribute('data-src'))!;
    await expect.poll(() => page.getByTestId(`${appearanceImageTestId('favicon')}-preview`).getAttribute('data-src')).not.toBe('');
    await page.getByTestId(TEST_IDS.appearanceSave).click();
    await page.getByText(catalogText('en', 'common.saved')).first().waitFor();

    // The shell, the tab's title and the favicon follow at once.
    await expectText(page, TEST_IDS.sidebarProductName, PRODUCT);
    await expect.poll(() => page.title()).toBe(`${catalogText('en', 'routes.systemAppearance')} · ${PRODUCT}`);
    await expect.poll(() => faviconHref(page)).toMatch(/^\/api\/interfaceCustomization\/image\/[0-9a-f]{64}\.png$/);
    await screenshot(page, 'system-appearance-en');

    // The Traditional Chinese tab keeps its own (default) values.
    await page.getByTestId(appearanceTabTestId('zh-TW')).click();
    await page.waitForURL(/\/interfaceManage\/zh-TW$/);
    await page.locator(`[data-testid="${TEST_IDS.appearanceForm}"][data-lang="zh-TW"]`).waitFor();
    await expect.poll(() => page.getByTestId(appearanceFieldTestId('productName')).inputValue()).toBe('Rampart');
    await expect.poll(() => page.getByTestId(`${appearanceImageTestId('loginBackground')}-preview`).getAttribute('data-src')).toBe('');

    // Signed out, in English: the sign-in page shows the new name and background, and the tab both.
    const signIn = await openPage(browser, 'en');
    await signIn.goto(`${server.url}/sign-in`);
    await expectText(signIn, TEST_IDS.authProductName, PRODUCT);
    await expectText(signIn, TEST_IDS.pageTitle, `Sign in to ${PRODUCT}`);
    await expect.poll(() => signIn.getByTestId(TEST_IDS.authBrandPanel).getAttribute('data-background')).toBe(backgroundUrl);
    await expect.poll(() => signIn.getByTestId(TEST_IDS.authBrandPanel).evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(backgroundUrl);
    await expect.poll(() => signIn.title()).toBe(`${catalogText('en', 'routes.signIn')} · ${PRODUCT}`);
    await expect.poll(() => faviconHref(signIn)).toMatch(/^\/api\/interfaceCustomization\/image\//);
    // The background image loads without a token.
    const image = await signIn.request.get(`${server.url}${backgroundUrl}`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    await screenshot(signIn, 'system-appearance-sign-in-en');

    // Switching the language loads that language's setting: zh-TW has none of the changes.
    await signIn.getByTestId(TEST_IDS.signInLanguage).selectOption('zh-TW');
    await expectText(signIn, TEST_IDS.authProductName, 'Rampart');
    await expectText(signIn, TEST_IDS.pageTitle, '登入 Rampart');
    await expect.poll(() => signIn.getByTestId(TEST_IDS.authBrandPanel).getAttribute('data-background')).toBe('');
    await expect.poll(() => signIn.title()).toBe(`${catalogText('zh-TW', 'routes.signIn')} · Rampart`);
    await expect.poll(() => faviconHref(signIn)).toBe('/favicon.svg');
    await screenshot(signIn, 'system-appearance-sign-in-zh-TW');
    await signIn.context().close();
    await page.context().close();
  });

  it('in zh-TW, edits the Chinese setting on its own tab', { timeout: 240_000 }, async () => {
    const page = await pages.open(admin, 'zh-TW');
    await page.goto(`${server.url}/manage/systemmanage/interfaceManage/zh-TW`);
    await expectTitle(page, catalogText('zh-TW', 'routes.systemAppearance'));
    await page.locator(`[data-testid="${TEST_IDS.appearanceForm}"][data-lang="zh-TW"]`).waitFor();
    await page.getByTestId(appearanceFieldTestId('productName')).fill('堡壘主控台');
    await page.getByTestId(TEST_IDS.appearanceSave).click();
    await page.getByText(catalogText('zh-TW', 'common.saved')).first().waitFor();
    await expectText(page, TEST_IDS.sidebarProductName, '堡壘主控台');
    await expect.poll(() => page.title()).toBe(`${catalogText('zh-TW', 'routes.systemAppearance')} · 堡壘主控台`);
    await screenshot(page, 'system-appearance-zh-TW');

    // English keeps the name set before.
    const en = await server.runtime.app.server.inject({ method: 'GET', url: '/api/interfaceCustomization/find/en' });
    expect(en.json().data.productName).toBe(PRODUCT);
    await page.context().close();
  });
});
