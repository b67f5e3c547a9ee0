import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { openPage, screenshot, settle, signedIn, type Lang } from './ui';

// Every page the menu offers, as a system admin and as a customer admin sees it, in both
// languages, at 1440×900: no console error, no failed request, no raw message key or code on
// screen, no horizontal scrolling in the main area, no table header wrapped past two lines.
// A screenshot of each page is kept.

let server: TestServer;
let browser: Browser;
let customer: { username: string; password: string };
/** One system admin per concurrent tour: a sign-in ends the same user's sessions elsewhere. */
const systemAdmins: Partial<Record<Lang, { username: string; password: string }>> = {};

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  browser = await launchBrowser();
  customer = await server.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
  for (const lang of ['en', 'zh-TW'] as const) systemAdmins[lang] = await server.seed.systemAdmin();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Text that looks like a message key or an enum code rather than words: `assessment.status.x`, `risk_level`. */
const CODE_LIKE = /\b[a-z]+(?:\.[a-zA-Z_]+)+\b|\b[a-z]+_[a-z_]+\b/g;

/** The paths of every menu item the sidebar shows, groups opened. */
async function menuPaths(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId(TEST_IDS.sidebar);
  for (const header of await sidebar.locator('[data-testid^="sidebar-group-"]').all()) {
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  }
  const hrefs = await sidebar.locator('a[data-testid^="menu-"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter(Boolean))];
}

interface PageProblems {
  errors: string[];
  failed: string[];
}

function watch(page: Page): PageProblems {
  const problems: PageProblems = { errors: [], failed: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.errors.push(msg.text());
  });
  page.on('pageerror', (err) => problems.errors.push(err.message));
  page.on('requestfailed', (req) => {
    // A navigation away cancels what the previous page still had in flight.
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.failed.push(`${req.method()} ${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.failed.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  return problems;
}

/** What a list says when it says nothing useful: "No data", in either language. */
const NO_DATA = (['en', 'zh-TW'] as const).map((lang) => (JSON.parse(readFileSync(`web/src/i18n/${lang}.json`, 'utf8')) as { common: { noData: string } }).common.noData);

/**
 * What is wrong with the page as shown: code-looking text, horizontal scrolling, tall header
 * cells, an empty list that only says "No data", an empty-state guide without its action.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ pattern, noData, guideId, actionId }) => {
      const found: string[] = [];
      const main = document.querySelector('main');
      if (!main) return ['no main area'];
      // Words on screen, leaving out what is shown as data: code, file and package names are
      // marked as code or translate="no".
      const words: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('code, kbd, pre, samp, [translate="no"]') || parent.getClientRects().length === 0) continue;
        words.push(node.textContent ?? '');
      }
      const codes = words.join(' ').match(new RegExp(pattern, 'g')) ?? [];
      for (const code of new Set(codes)) found.push(`code-like text "${code}"`);
      if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
      for (const element of main.querySelectorAll<HTMLElement>('*')) {
        const style = getComputedStyle(element);
        const scrolls = element.scrollWidth > element.clientWidth + 1 && (style.overflowX === 'auto' || style.overflowX === 'scroll');
        if (scrolls) found.push(`a horizontal scrollbar on ${element.tagName.toLowerCase()}${element.dataset.testid ? `[${element.dataset.testid}]` : ''}`);
      }
      for (const cell of main.querySelectorAll<HTMLElement>('th')) {
        const style = getComputedStyle(cell);
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
        const content = cell.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        if (content > 2 * lineHeight + 2) found.push(`header cell "${cell.innerText.trim()}" wraps past two lines`);
      }
      for (const cell of main.querySelectorAll<HTMLElement>('td')) {
        if (noData.includes(cell.innerText.trim())) found.push('an empty list that only says "no data"');
      }
      for (const guide of main.querySelectorAll<HTMLElement>(`[data-testid="${guideId}"]`)) {
        if (!guide.querySelector(`[data-testid="${actionId}"] :is(a, button)`)) found.push(`an empty-state guide without an action: "${guide.innerText.trim().slice(0, 60)}"`);
      }
      return found;
    },
    { pattern: CODE_LIKE.source, noData: NO_DATA, guideId: TEST_IDS.emptyGuide, actionId: TEST_IDS.emptyGuideAction },
  );
}

/** What a tour found wrong, and how many pages met the user with an empty-state guide. */
async function tour(who: string, username: string, password: string, lang: Lang): Promise<{ report: string[]; guided: number }> {
  const page = await openPage(browser, lang);
  const problems = watch(page);
  await signedIn(page, server.url, username, password);
  const paths = await menuPaths(page);
  expect(paths.length).toBeGreaterThan(3);
  const report: string[] = [];
  let guided = 0;
  for (const path of paths) {
    problems.errors.length = 0;
    problems.failed.length = 0;
    await page.goto(`${server.url}${path}`);
    await page.getByTestId(TEST_IDS.pageTitle).first().waitFor();
    await settle(page);
    await page.waitForLoadState('networkidle');
    const found = [...problems.errors.map((e) => `console error: ${e}`), ...problems.failed.map((f) => `request failed: ${f}`), ...(await layoutProblems(page))];
    for (const problem of found) report.push(`${who} ${lang} ${path}: ${problem}`);
    if ((await page.getByTestId(TEST_IDS.emptyGuide).count()) > 0) guided++;
    await screenshot(page, `tour-${who}-${lang}${path.replace(/[^A-Za-z0-9]+/g, '-')}`, { fullPage: false });
  }
  await page.context().close();
  return { report, guided };
}

const TOUR_TIMEOUT = 900_000;

describe('every page of the menu', () => {
  it('meets a detail page opened without an id with its purpose and the way to its list, not an error', { timeout: 120_000 }, async () => {
    const page = await openPage(browser, 'en');
    const problems = watch(page);
    await signedIn(page, server.url, 'admin', ADMIN_PASSWORD);
    for (const [detail, list] of [
      ['/security-analysis/android/preview', '/security-analysis/android/list'],
      ['/Monitoring/eventDetail/detail', '/Monitoring/eventDetail/list'],
      ['/Monitoring/threatDevice/detail', '/Monitoring/threatDevice/list'],
    ]) {
      await page.goto(`${server.url}${detail}`);
      await page.getByTestId(TEST_IDS.missingItem).waitFor();
      // No error on the page; the shell's licence banner (an installation without a licence) is not the page's.
      expect(await page.locator(`main .chakra-alert__root:not([data-testid="${TEST_IDS.licenceBanner}"])`).count(), detail).toBe(0);
      await page.getByTestId(TEST_IDS.missingItemBack).click();
      await expect.poll(() => new URL(page.url()).pathname, { message: detail }).toBe(list);
    }
    expect([...problems.errors, ...problems.failed]).toEqual([]);
    await page.context().close();
  });

  // The tours go round at the same time, each in its own browser context: most of a page's time
  // is waiting for the network to settle, so three tours take little longer than one.
  // The system admin's menu holds every page the customer admin's does, so the customer admin
  // goes round in one language (what differs for them is scope, not words). A tour visits every
  // page, so its time grows with the machine's load: the limit is there to stop a hang, not to
  // time the pages.
  for (const lang of ['en', 'zh-TW'] as const) {
    it.concurrent(`shows cleanly to a system admin (${lang})`, { timeout: TOUR_TIMEOUT }, async ({ expect }) => {
      const admin = systemAdmins[lang]!;
      expect((await tour('system', admin.username, admin.password, lang)).report).toEqual([]);
    });
  }

  it.concurrent('shows cleanly to a customer admin (zh-TW)', { timeout: TOUR_TIMEOUT }, async ({ expect }) => {
    // A new account has nothing yet: its lists and dashboards say what to do first.
    const { report, guided } = await tour('customer', customer.username, customer.password, 'zh-TW');
    expect(report).toEqual([]);
    expect(guided).toBeGreaterThanOrEqual(5);
  });
});
