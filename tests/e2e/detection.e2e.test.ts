import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS, whitelistTabTestId } from '../../web/src/app/testids';
import en from '../../web/src/i18n/en.json';
import zhTW from '../../web/src/i18n/zh-TW.json';
import { gqlAs } from '../helpers/graphql';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { SignedInPages, type Lang } from './ui';

let server: TestServer;
let browser: Browser;
let owner: SeededUser;
/** A second session of the same account for API checks, so the browser's stays untouched. */
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

/** A page signed in as the account owner (through the form once, then from the saved session). */
function signedIn(lang: Lang): Promise<Page> {
  return pages.open(owner, lang);
}

/** Polls until `check` holds (the server state a save leads to), failing after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition not reached');
}

describe('detection settings in the browser', () => {
  it('edits sensitive words and keeps them after a reload', { timeout: 120_000 }, async () => {
    const page = await signedIn('en');
    await page.goto(`${server.url}/manage/detectionManage/sensitiveWordManage`);
    const input = page.getByTestId(TEST_IDS.sensitiveWordsInput);
    await input.waitFor();
    await expect.poll(() => input.isEnabled(), { timeout: 30_000 }).toBe(true);
    // A word over 50 characters is refused on the page with the spec's wording.
    await input.fill(`alpha, ${'x'.repeat(51)}`);
    await page.getByTestId(TEST_IDS.sensitiveWordsSave).click();
    await page.getByTestId(TEST_IDS.formError).filter({ hasText: en.detection.validation.words }).waitFor();
    await input.fill('alpha, internal-only ,beta');
    await page.getByTestId(TEST_IDS.sensitiveWordsSave).click();
    await eventually(async () => {
      const words = (await gqlAs(server, apiToken, '{ sensitiveWords { words } }')).data?.sensitiveWords.words as string[] | undefined;
      return JSON.stringify(words) === JSON.stringify(['alpha', 'internal-only', 'beta']);
    });
    await page.reload();
    await expect.poll(() => page.getByTestId(TEST_IDS.sensitiveWordsInput).inputValue(), { timeout: 30_000 }).toBe('alpha, internal-only, beta');
    await page.context().close();
  });

  it('adds an SO whitelist entry, refusing a name without .so, and lists it after a reload', { timeout: 120_000 }, async () => {
    const page = await signedIn('en');
    await page.goto(`${server.url}/manage/detectionManage/whitelistManage`);
    await page.waitForURL(/whitelistManage\/so$/);
    await page.getByTestId(whitelistTabTestId('so')).waitFor();
    await page.getByTestId(TEST_IDS.detectionCreate).click();
    const dialog = page.getByTestId(TEST_IDS.detectionDialog);
    await dialog.getByTestId(TEST_IDS.whitelistFileName).fill('libprotect.dll');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.getByText(en.detection.validation.soSuffix, { exact: true }).waitFor();
    await dialog.getByTestId(TEST_IDS.whitelistFileName).fill('libprotect.so');
    await dialog.getByTestId(TEST_IDS.whitelistPath).fill('lib/arm64-v8a');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    const row = page.getByTestId(TEST_IDS.detectionRow).filter({ has: page.getByText('libprotect.so', { exact: true }) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('lib/arm64-v8a');
    // Another tab does not list it.
    await page.getByTestId(whitelistTabTestId('file')).click();
    await page.waitForURL(/whitelistManage\/file$/);
    // Its empty list says what the list is for and offers to add the first entry.
    const guide = page.getByTestId(TEST_IDS.detectionTable).getByTestId(TEST_IDS.emptyGuide);
    await guide.getByText(en.detection.whitelist.emptyGuide.title).waitFor();
    await guide.getByTestId(TEST_IDS.emptyGuideAction).getByRole('button', { name: en.detection.whitelist.create }).waitFor();
    const listed = (await gqlAs(server, apiToken, '{ detectionWhitelist(type: SO) { edges { node { fileName path fileType } } } }')).data!.detectionWhitelist.edges;
    expect(listed.map((e: { node: unknown }) => e.node)).toEqual([{ fileName: 'libprotect.so', path: 'lib/arm64-v8a', fileType: 'so' }]);
    await page.context().close();
  });

  it('adds and disables a detection rule and lists the shipped SDK catalogue', { timeout: 120_000 }, async () => {
    const page = await signedIn('en');
    await page.goto(`${server.url}/manage/detectionManage/detectionRuleManage`);
    await page.getByTestId(TEST_IDS.detectionCreate).click();
    const dialog = page.getByTestId(TEST_IDS.detectionDialog);
    await dialog.getByTestId(TEST_IDS.ruleTitle).fill('Runtime exec');
    await dialog.getByTestId(TEST_IDS.ruleKind).selectOption('API');
    await dialog.getByTestId(TEST_IDS.rulePattern).fill('java.lang.Runtime.exec');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId(TEST_IDS.detectionRow).filter({ hasText: 'Runtime exec' });
    await row.filter({ hasText: en.common.enabled }).waitFor();
    await row.getByTestId(TEST_IDS.detectionRuleToggle).click();
    await row.filter({ hasText: en.common.disabled }).waitFor();
    const rules = (await gqlAs(server, apiToken, '{ detectionRules { edges { node { title kind pattern enabled } } } }')).data!.detectionRules.edges;
    expect(rules.map((e: { node: unknown }) => e.node)).toEqual([{ title: 'Runtime exec', kind: 'API', pattern: 'java.lang.Runtime.exec', enabled: false }]);

    await page.goto(`${server.url}/manage/detectionManage/thirdSdkManage`);
    await page.getByTestId(TEST_IDS.detectionShippedTable).getByText('Flutter', { exact: true }).waitFor();
    await page.context().close();
  });

  it('shows the SO rule in Traditional Chinese', { timeout: 120_000 }, async () => {
    const page = await signedIn('zh-TW');
    await page.goto(`${server.url}/manage/detectionManage/whitelistManage/so`);
    await page.getByTestId(TEST_IDS.detectionCreate).click();
    const dialog = page.getByTestId(TEST_IDS.detectionDialog);
    await dialog.getByTestId(TEST_IDS.whitelistFileName).fill('libzh');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.getByText(zhTW.detection.validation.soSuffix, { exact: true }).waitFor();
    await page.context().close();
  });
});
