import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS, menuItemTestId } from '../../web/src/app/testids';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { SignedInPages, UI_TIMEOUT, catalogText, expectTitle, screenshot, type Lang } from './ui';

/**
 * The host and IP whitelists in the browser (/manage/systemmanage/hostConfig/*): a system admin
 * adds hosts and console-wide addresses, is asked before a change that would lock out its own
 * address (the dialog names it) and sees 'Invalid ip address' at the field; an account's admin
 * reaches its own account's IP list from the menu. One pass in zh-TW.
 *
 * The browser reaches the server at 127.0.0.1, so every list saved here keeps 127.0.0.1 (and the
 * 127.0.0.1 host) listed; the lists are emptied afterwards.
 */
let server: TestServer;
let browser: Browser;
let admin: SeededUser;
let accountAdmin: SeededUser;
let adminToken: string;
let accountId: string;
let pages: SignedInPages;

const HOSTS = '/manage/systemmanage/hostConfig/host';
const IPS = '/manage/systemmanage/hostConfig/ip/list';

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  admin = await server.seed.systemAdmin();
  // Another system admin for the checks: the browser's sign-in would end a second session of `admin`.
  const checker = await server.seed.systemAdmin();
  adminToken = await server.login(checker.username, checker.password);
  const account = await server.seed.account();
  accountId = account.accountId;
  accountAdmin = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  if (server) {
    await server.runtime.deps.db.deleteFrom('accessIps').execute();
    await server.runtime.deps.db.deleteFrom('accessHosts').execute();
    server.runtime.deps.pubsub.publish('accessLists:changed', { accountId: null });
  }
  await browser?.close();
  await server?.close();
});

/** A GraphQL call from where the browser is (127.0.0.1, host 127.0.0.1), which the lists here keep allowed. */
async function gql(query: string, variables: Record<string, unknown> = {}) {
  const res = await server.runtime.app.server.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { authorization: `Bearer ${adminToken}`, host: '127.0.0.1' },
    remoteAddress: '127.0.0.1',
  });
  return res.json() as { data?: Record<string, any> };
}

async function storedHosts(): Promise<string[]> {
  const answer = await gql('{ accessHosts(first: 100) { edges { node { host } } } }');
  return (answer.data?.accessHosts.edges as Array<{ node: { host: string } }>).map((e) => e.node.host).sort();
}

async function storedIps(list: { system?: boolean; accountId?: string }): Promise<Array<{ address: string; enabled: boolean }>> {
  const answer = await gql('query($s: Boolean, $a: ID) { accessIps(system: $s, accountId: $a, first: 100) { edges { node { address enabled } } } }', {
    s: list.system ?? null,
    a: list.accountId ?? null,
  });
  return (answer.data?.accessIps.edges as Array<{ node: { address: string; enabled: boolean } }>).map((e) => e.node);
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (const until = Date.now() + UI_TIMEOUT; Date.now() < until;) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} not reached: ${JSON.stringify(await read())}`);
}

/** Fills the add/edit form and saves it. */
async function saveEntry(page: Page, input: string, value: string): Promise<void> {
  await page.getByTestId(input).fill(value);
  await page.getByTestId(TEST_IDS.accessEntrySave).click();
}

/** Waits for the lock-out question naming `text` and returns it. */
async function lockoutDialog(page: Page, lang: Lang, text: string) {
  const dialog = page.getByTestId(TEST_IDS.confirmDialog);
  await dialog.getByText(catalogText(lang, 'accessLists.lockout.title'), { exact: true }).waitFor();
  await dialog.getByText(text).waitFor();
  return dialog;
}

const row = (page: Page, testId: string, entry: string) => page.locator(`[data-testid="${testId}"][data-entry="${entry}"]`);

describe('host and IP whitelists', () => {
  it('adds hosts and addresses, asks before locking the admin out, and refuses an invalid address', { timeout: 240_000 }, async () => {
    const page = await pages.open(admin, 'en');
    await page.goto(`${server.url}${HOSTS}`);
    await expectTitle(page, catalogText('en', 'routes.systemHosts'));
    await page.getByText(catalogText('en', 'accessLists.hosts.emptyTitle'), { exact: true }).waitFor();

    // A host list without the host the admin uses (127.0.0.1) asks first; cancelled, nothing is saved.
    await page.getByTestId(TEST_IDS.accessHostsCreate).click();
    await expectTitle(page, catalogText('en', 'routes.systemHostEdit'));
    await saveEntry(page, TEST_IDS.accessHostInput, 'console.example.test');
    const hostQuestion = await lockoutDialog(page, 'en', 'you are using (127.0.0.1)');
    await screenshot(page, 'system-hosts-lockout');
    await hostQuestion.getByRole('button', { name: catalogText('en', 'common.cancel') }).click();
    await hostQuestion.waitFor({ state: 'detached' });
    expect(await storedHosts()).toEqual([]);

    await saveEntry(page, TEST_IDS.accessHostInput, '127.0.0.1');
    await expectTitle(page, catalogText('en', 'routes.systemHosts'));
    await page.getByTestId(TEST_IDS.accessHostsCreate).click();
    await saveEntry(page, TEST_IDS.accessHostInput, 'Console.Example.test');
    await row(page, TEST_IDS.accessHostsRow, 'console.example.test').waitFor();
    await row(page, TEST_IDS.accessHostsRow, '127.0.0.1').waitFor();
    expect(await storedHosts()).toEqual(['127.0.0.1', 'console.example.test']);
    await screenshot(page, 'system-hosts-list');

    // The IP list: console-wide by default for a system admin.
    await page.getByTestId(TEST_IDS.accessTabIps).click();
    await expectTitle(page, catalogText('en', 'routes.systemIpList'));
    await page.getByTestId(TEST_IDS.accessCaller).getByText('127.0.0.1').first().waitFor();
    await page.getByTestId(TEST_IDS.accessIpsCreate).click();
    await expectTitle(page, catalogText('en', 'routes.systemIpEdit'));
    await saveEntry(page, TEST_IDS.accessIpInput, 'not-an-ip');
    await page.getByText('Invalid ip address', { exact: true }).waitFor();
    await screenshot(page, 'system-ip-invalid');
    await saveEntry(page, TEST_IDS.accessIpInput, '198.51.100.0/24');
    const ipQuestion = await lockoutDialog(page, 'en', 'your own address (127.0.0.1)');
    await screenshot(page, 'system-ip-lockout');
    await ipQuestion.getByRole('button', { name: catalogText('en', 'common.cancel') }).click();
    await ipQuestion.waitFor({ state: 'detached' });
    expect(await storedIps({ system: true })).toEqual([]);

    await saveEntry(page, TEST_IDS.accessIpInput, '127.0.0.0/8');
    await expectTitle(page, catalogText('en', 'routes.systemIpList'));
    await page.getByTestId(TEST_IDS.accessIpsCreate).click();
    await saveEntry(page, TEST_IDS.accessIpInput, '2001:DB8::/32');
    await row(page, TEST_IDS.accessIpsRow, '2001:db8::/32').waitFor();
    await row(page, TEST_IDS.accessIpsRow, '2001:db8::/32').getByTestId(TEST_IDS.accessEntryToggle).click();
    await page.locator(`[data-testid="${TEST_IDS.accessIpsRow}"][data-entry="2001:db8::/32"][data-enabled="false"]`).waitFor();
    const saved = await eventually(
      () => storedIps({ system: true }),
      (rows) => rows.length === 2 && rows.some((r) => r.address === '2001:db8::/32' && !r.enabled),
      'the console-wide list',
    );
    expect(saved.map((r) => r.address).sort()).toEqual(['127.0.0.0/8', '2001:db8::/32']);
    await screenshot(page, 'system-ip-list');
    await row(page, TEST_IDS.accessIpsRow, '2001:db8::/32').getByTestId(TEST_IDS.accessEntryToggle).click();
    await page.locator(`[data-testid="${TEST_IDS.accessIpsRow}"][data-entry="2001:db8::/32"][data-enabled="true"]`).waitFor();

    // Disabling the entry that lists the admin's own address (the IPv6 block stays) asks first as well.
    await row(page, TEST_IDS.accessIpsRow, '127.0.0.0/8').getByTestId(TEST_IDS.accessEntryToggle).click();
    const toggleQuestion = await lockoutDialog(page, 'en', '127.0.0.1');
    await toggleQuestion.getByRole('button', { name: catalogText('en', 'common.cancel') }).click();
    expect((await storedIps({ system: true })).find((r) => r.address === '127.0.0.0/8')?.enabled).toBe(true);
    await page.context().close();
  });

  it("leads an account's admin from the menu to its own account's IP list", { timeout: 120_000 }, async () => {
    const page = await pages.open(accountAdmin, 'en');
    const item = page.getByTestId(menuItemTestId('systemHost'));
    await item.waitFor({ state: 'attached' });
    expect(await item.getAttribute('href')).toBe(IPS);
    await page.goto(`${server.url}${IPS}`);
    await expectTitle(page, catalogText('en', 'routes.systemIpList'));
    await expect(page.getByTestId(TEST_IDS.accessTabHosts).count()).resolves.toBe(0);
    await expect(page.getByTestId(TEST_IDS.accessIpsScope).count()).resolves.toBe(0);
    await page.getByTestId(TEST_IDS.accessIpsCreate).click();
    await saveEntry(page, TEST_IDS.accessIpInput, '127.0.0.1');
    await row(page, TEST_IDS.accessIpsRow, '127.0.0.1').waitFor();
    expect(await storedIps({ accountId })).toEqual([{ address: '127.0.0.1', enabled: true }]);
    expect((await storedIps({ system: true })).map((r) => r.address).sort()).toEqual(['127.0.0.0/8', '2001:db8::/32']);
    await screenshot(page, 'system-ip-account-list');
    await page.context().close();
  });

  it('works in Traditional Chinese, lock-out question included', { timeout: 120_000 }, async () => {
    const page = await pages.open(admin, 'zh-TW');
    await page.goto(`${server.url}${IPS}`);
    await expectTitle(page, catalogText('zh-TW', 'routes.systemIpList'));
    await row(page, TEST_IDS.accessIpsRow, '127.0.0.0/8').getByText(catalogText('zh-TW', 'common.enabled'), { exact: true }).waitFor();
    await page.getByTestId(TEST_IDS.accessIpsCreate).click();
    await saveEntry(page, TEST_IDS.accessIpInput, '300.1.2.3');
    await page.getByText('無效的 IP 位址', { exact: true }).waitFor();
    // Deleting the entry that lists the admin's address would lock it out: asked in zh-TW.
    await page.goto(`${server.url}${IPS}`);
    await row(page, TEST_IDS.accessIpsRow, '127.0.0.0/8').getByTestId(TEST_IDS.rowDelete).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    const question = await lockoutDialog(page, 'zh-TW', '此變更將封鎖您目前的位址（127.0.0.1）');
    await screenshot(page, 'system-ip-lockout-zh-TW');
    await question.getByRole('button', { name: catalogText('zh-TW', 'common.cancel') }).click();
    expect((await storedIps({ system: true })).map((r) => r.address)).toContain('127.0.0.0/8');
    await page.context().close();
  });
});
