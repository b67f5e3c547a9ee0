import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { SignedInPages, catalogText, expectTitle, screenshot, type Lang } from './ui';

/**
 * Notices in the browser: an account admin writes a notice to one user and publishes it from
 * /manage/systemmanage/notice/add-or-update; the user's header bell counts it at once without a
 * reload; opening it on /notices marks it read and the bell counts down. In en and zh-TW.
 */
let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let admin: SeededUser;
let reader: SeededUser;

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  const account = await server.seed.account();
  admin = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  reader = await server.seed.userIn(account.accountId, account.roleIds.USER, {});
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const bellCount = async (page: Page) => Number(await page.getByTestId(TEST_IDS.noticeBell).getAttribute('data-count'));

async function bellShows(page: Page, count: number) {
  await page.waitForFunction(([testId, wanted]) => document.querySelector(`[data-testid="${testId}"]`)?.getAttribute('data-count') === wanted, [
    TEST_IDS.noticeBell,
    String(count),
  ] as const);
}

describe('notices', () => {
  for (const lang of ['en', 'zh-TW'] as Lang[]) {
    it(`publishes a notice that the reader's bell counts live and opening reads (${lang})`, { timeout: 180_000 }, async () => {
      const title = lang === 'en' ? 'Scheduled maintenance' : '例行維護通知';
      const readerPage = await pages.open(reader, lang);
      await readerPage.goto(`${server.url}/account/setting/account`);
      await readerPage.getByTestId(TEST_IDS.noticeBell).waitFor();
      const before = await bellCount(readerPage);

      const adminPage = await pages.open(admin, lang);
      await adminPage.goto(`${server.url}/manage/systemmanage/notice/list`);
      await expectTitle(adminPage, catalogText(lang, 'routes.systemNotices'));
      await adminPage.getByTestId(TEST_IDS.noticesCreate).click();
      await expectTitle(adminPage, catalogText(lang, 'routes.systemNoticeEdit'));

      // Nothing filled in: the form says what is missing and saves nothing.
      await adminPage.getByTestId(TEST_IDS.noticeFormPublish).click();
      await adminPage.getByText(catalogText(lang, 'notices.validation.title')).waitFor();
      await adminPage.getByText(catalogText(lang, 'notices.validation.content')).waitFor();

      await adminPage.getByTestId(TEST_IDS.noticeFormTitle).fill(title);
      await adminPage
        .getByTestId(TEST_IDS.noticeFormContent)
        .fill(lang === 'en' ? 'The console restarts at 02:00.\nExpect a short outage.' : '系統將於凌晨 2 點重新啟動。\n期間服務會短暫中斷。');
      await adminPage.getByTestId(TEST_IDS.noticeFormLevel).selectOption('HIGH');
      await adminPage.getByTestId(TEST_IDS.noticeFormScope).selectOption('USERS');
      // Global is for system admins only: an account admin is not offered it.
      expect(await adminPage.getByTestId(TEST_IDS.noticeFormScope).locator('option[value="GLOBAL"]').count()).toBe(0);
      await adminPage.getByTestId(`${TEST_IDS.noticeFormUser}-${reader.userId}`).locator('[data-part="control"]').click();
      await adminPage.getByText(catalogText(lang, 'notices.form.selected', { count: 1 })).waitFor();
      await screenshot(adminPage, `notices-form-${lang}`);
      await adminPage.getByTestId(TEST_IDS.noticeFormPublish).click();

      await expectTitle(adminPage, catalogText(lang, 'routes.systemNotices'));
      const row = adminPage.getByTestId(TEST_IDS.noticesRow).filter({ hasText: title }).first();
      await row.waitFor();
      expect(await row.getAttribute('data-status')).toBe('PUBLISHED');
      await row.getByText(catalogText(lang, 'notices.statuses.PUBLISHED')).waitFor();
      await screenshot(adminPage, `notices-admin-list-${lang}`);

      // The reader's page was never reloaded: the bell counts the new notice by itself.
      await bellShows(readerPage, before + 1);
      await readerPage.getByTestId(TEST_IDS.noticeBellCount).waitFor();
      await screenshot(readerPage, `notices-bell-${lang}`, { fullPage: false });

      await readerPage.getByTestId(TEST_IDS.noticeBell).click();
      await expectTitle(readerPage, catalogText(lang, 'routes.notices'));
      const item = readerPage.getByTestId(TEST_IDS.inboxItem).filter({ hasText: title }).first();
      expect(await item.getAttribute('data-read')).toBe('false');
      await item.click();
      const detail = readerPage.getByTestId(TEST_IDS.inboxDetail);
      await detail.getByText(title).waitFor();
      await detail.getByText(lang === 'en' ? 'Expect a short outage.' : '期間服務會短暫中斷。', { exact: false }).waitFor();
      await screenshot(readerPage, `notices-inbox-open-${lang}`, { fullPage: false });
      await readerPage.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });

      await bellShows(readerPage, before);
      await readerPage.waitForFunction(
        ([testId, text]) => [...document.querySelectorAll(`[data-testid="${testId}"]`)].some((el) => el.textContent?.includes(text) && el.getAttribute('data-read') === 'true'),
        [TEST_IDS.inboxItem, title] as const,
      );
      // And in the database: read for this reader.
      const receipt = await server.runtime.deps.db
        .selectFrom('noticeReceipts as r')
        .innerJoin('notices as n', 'n.id', 'r.noticeId')
        .select('r.readAt')
        .where('r.userId', '=', reader.userId)
        .where('n.title', '=', title)
        .executeTakeFirstOrThrow();
      expect(receipt.readAt).not.toBeNull();
      await screenshot(readerPage, `notices-inbox-${lang}`);

      await readerPage.context().close();
      await adminPage.context().close();
    });
  }
});
