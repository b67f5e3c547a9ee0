import path from 'node:path';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { TEST_IDS, languageOptionTestId } from '../../web/src/app/testids';
import en from '../../web/src/i18n/en.json';
import zhTW from '../../web/src/i18n/zh-TW.json';
import { startTestServer, type TestServer } from '../helpers/server';
import { SCREENSHOTS, launchBrowser } from './browser';

/**
 * What every browser test shares: opening a page in a language, signing in (once per user, then
 * reusing the saved session), screenshots of the settled page, and assertions that wait.
 *
 * Nothing here reads the page at one instant and judges it: the console animates, loads lazily
 * and answers over the network, so every check polls until it holds or its time runs out.
 */

export type Lang = 'en' | 'zh-TW';

const CATALOGS = { en, 'zh-TW': zhTW } as const;

/** How long a waiting assertion keeps polling before it fails. */
export const UI_TIMEOUT = 30_000;

/** The catalog text of `key` in `lang`, with `{{name}}` placeholders filled. */
export function catalogText(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGS[lang]);
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/**
 * The file's listening test server and browser, started before its tests and closed after them;
 * read them from the returned object inside the tests.
 */
export function serverAndBrowser(options: Parameters<typeof startTestServer>[0] = {}): { server: TestServer; browser: Browser } {
  const started = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    started.server = await startTestServer({ listen: true, ...options });
    started.browser = await launchBrowser();
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.close();
  });
  return started;
}

/**
 * A new page in its own context at the console's usual size. With `lang`, every load shows the
 * console in that language; without it the console keeps whatever language the user picks.
 */
export async function openPage(browser: Browser, lang?: Lang, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: lang === 'zh-TW' ? 'zh-TW' : 'en-US',
    timezoneId: 'Asia/Taipei',
    ...options,
  });
  if (lang) await context.addInitScript((language) => localStorage.setItem('lang', language), lang);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  return page;
}

/** Waits until the navigation progress bar has finished. */
export async function settle(page: Page): Promise<void> {
  await page.waitForSelector('#nprogress', { state: 'detached' });
}

/**
 * A full-page screenshot of the settled page, for people reviewing the console; nothing checks
 * it, so `E2E_SCREENSHOTS=off` (CI, where no one sees them) skips them: each takes about a second.
 * The browser asks for reduced motion, so toasts and dialogs are already in place: one frame.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  await settle(page);
  await page.waitForTimeout(50);
  // Fixed header and sidebar are drawn where the page is scrolled to: start from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: options.fullPage ?? true });
}

/** Fills and submits the sign-in form; does not wait for what follows. */
export async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByTestId(TEST_IDS.signInUsername).fill(username);
  await page.getByTestId(TEST_IDS.signInPassword).fill(password);
  await page.getByTestId(TEST_IDS.signInSubmit).click();
}

/** Signs in and waits for the console's sidebar. */
export async function signedIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await signIn(page, baseUrl, username, password);
  await page.getByTestId(TEST_IDS.sidebar).waitFor();
}

/**
 * Signed-in pages for test users, signing each user in through the form only once: later pages
 * start from the saved browser storage (the session token lives in localStorage). Use it for
 * users whose session no test signs out.
 */
export class SignedInPages {
  private readonly states = new Map<string, Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>>();

  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
  ) {}

  async open(user: { username: string; password: string }, lang: Lang = 'en', options: BrowserContextOptions = {}): Promise<Page> {
    const saved = this.states.get(user.username);
    const page = await openPage(this.browser, lang, saved ? { ...options, storageState: saved } : options);
    if (saved) {
      await page.goto(this.baseUrl);
      await page.getByTestId(TEST_IDS.sidebar).waitFor();
    } else {
      await signedIn(page, this.baseUrl, user.username, user.password);
      this.states.set(user.username, await page.context().storageState());
    }
    return page;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Waits until the page title reads exactly `title`. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await page
    .getByTestId(TEST_IDS.pageTitle)
    .filter({ hasText: new RegExp(`^${escapeRegExp(title)}$`) })
    .waitFor();
}

/** Waits until the element `testId` shows exactly `text`. */
export async function expectText(page: Page, testId: string, text: string): Promise<void> {
  await page
    .getByTestId(testId)
    .filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) })
    .waitFor();
}

/** Waits until the element `testId` contains `text`. */
export async function expectTextContaining(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).filter({ hasText: text }).waitFor();
}

/** Waits until `locator` is visible. */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
}

/** The data-testid values present in the page that start with `prefix`. */
export function testIdsStartingWith(page: Page, prefix: string): Promise<string[]> {
  return page.locator(`[data-testid^="${prefix}"]`).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
}

/** A value the console keeps in localStorage. */
export function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate(`localStorage.getItem(${JSON.stringify(key)})`) as Promise<string | null>;
}

/**
 * Picks `lang` in the header's language menu and waits until the console shows it. A live page
 * (a dashboard a device fleet keeps updating) can close the menu under the click on a busy
 * machine, so the pick is repeated until the document's language is `lang`.
 */
export async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  const option = page.getByTestId(languageOptionTestId(lang));
  const deadline = Date.now() + UI_TIMEOUT;
  for (;;) {
    try {
      if (!(await option.isVisible())) await page.getByTestId(TEST_IDS.languageSwitch).click({ timeout: 5_000 });
      await option.click({ timeout: 5_000 });
      await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang, { timeout: 5_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}
