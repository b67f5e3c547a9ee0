import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import { gqlAs } from '../helpers/graphql';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { SignedInPages, UI_TIMEOUT, catalogText, expectTitle, screenshot } from './ui';

/**
 * /manage/clientmanage/servicemanage in the browser: a system super admin creates a
 * subscription for an account in the dialog (a bad billing email is refused at the field and
 * nothing is saved), filters the list and ends it; the account's own administrator reads it in
 * Traditional Chinese without the controls to change it.
 */
let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let sysAdmin: SeededUser;
let accountAdmin: SeededUser;
let sysToken: string;
let account: { accountId: string; name: string };

const PATH = '/manage/clientmanage/servicemanage';

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  const created = await server.seed.account([]);
  const row = await server.runtime.deps.db.selectFrom('accounts').select('name').where('id', '=', created.accountId).executeTakeFirstOrThrow();
  account = { accountId: created.accountId, name: row.name };
  accountAdmin = await server.seed.userIn(created.accountId, created.roleIds.CUSTOMER_SUPER_ADMIN, {});
  sysAdmin = await server.seed.systemAdmin();
  // Another system admin reads the server's side: the browser's sign-in ends other sessions of its user.
  const reader = await server.seed.systemAdmin();
  sysToken = await server.login(reader.username, reader.password);
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Stored {
  id: string;
  product: string;
  quota: number | null;
  billingEmail: string | null;
  state: string;
}

async function stored(): Promise<Stored[]> {
  const answer = await gqlAs(server, sysToken, 'query($a: ID) { accountSubscriptions(accountId: $a, first: 100) { edges { node { id product quota billingEmail state } } } }', {
    a: account.accountId,
  });
  return (answer.data?.accountSubscriptions.edges as Array<{ node: Stored }>).map((e) => e.node);
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (const until = Date.now() + UI_TIMEOUT; Date.now() < until;) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} not reached: ${JSON.stringify(await read())}`);
}

const rowOf = (state: string) => `[data-testid="${TEST_IDS.subscriptionsRow}"][data-product="IPA_ANALYSIS"][data-state="${state}"]`;

describe('the subscriptions page', () => {
  it('creates, filters and ends a subscription as a system admin', { timeout: 180_000 }, async () => {
    const page = await pages.open(sysAdmin, 'en');
    await page.goto(`${server.url}${PATH}`);
    await expectTitle(page, catalogText('en', 'routes.adminSubscriptions'));

    await page.getByTestId(TEST_IDS.subscriptionsCreate).click();
    const dialog = page.getByTestId(TEST_IDS.subscriptionsDialog);
    const accountSelect = dialog.getByTestId(TEST_IDS.subscriptionsAccount);
    await accountSelect.locator(`option[value="${account.accountId}"]`).waitFor({ state: 'attached' });
    await accountSelect.selectOption(account.accountId);
    await dialog.getByTestId(TEST_IDS.subscriptionsProduct).selectOption('IPA_ANALYSIS');
    await dialog.getByTestId(TEST_IDS.subscriptionsQuota).fill('3');
    await dialog.getByTestId(TEST_IDS.subscriptionsBillingEmail).fill('billing-at-example');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    // Spec §5: the billing email must be valid, with the spec's words.
    await dialog.getByText('Email address is not invalid', { exact: true }).waitFor();
    expect(await stored()).toEqual([]);

    await dialog.getByTestId(TEST_IDS.subscriptionsBillingEmail).fill('billing@example.com');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    const [created] = await eventually(stored, (rows) => rows.length === 1, 'the subscription on the server');
    expect(created).toMatchObject({ product: 'IPA_ANALYSIS', quota: 3, billingEmail: 'billing@example.com', state: 'ACTIVE' });
    const row = page.locator(rowOf('ACTIVE'));
    await row.getByText(catalogText('en', 'subscriptions.quotaJobs', { count: 3 }), { exact: true }).waitFor();
    await row.getByText('billing@example.com').waitFor();

    // Filtering by another product hides it; by its own shows it again.
    await page.getByTestId(TEST_IDS.subscriptionsFilterAccount).selectOption(account.accountId);
    await page.getByTestId(TEST_IDS.subscriptionsFilterProduct).selectOption('THREAT_PERCEPTION');
    await page.getByText(catalogText('en', 'common.noMatches')).waitFor();
    await page.getByTestId(TEST_IDS.subscriptionsFilterProduct).selectOption('IPA_ANALYSIS');
    await row.waitFor();
    await screenshot(page, 'admin-subscriptions');

    await row.getByTestId(TEST_IDS.subscriptionsEnd).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await page.locator(rowOf('ENDED')).waitFor();
    await eventually(stored, (rows) => rows[0]?.state === 'ENDED', 'the ended subscription on the server');
    await page.context().close();
  });

  it("shows an account administrator their account's subscriptions read-only, in Traditional Chinese", { timeout: 120_000 }, async () => {
    const page = await pages.open(accountAdmin, 'zh-TW');
    await page.goto(`${server.url}${PATH}`);
    await expectTitle(page, catalogText('zh-TW', 'routes.adminSubscriptions'));
    await page.getByText(catalogText('zh-TW', 'subscriptions.readOnly'), { exact: true }).waitFor();
    const row = page.locator(rowOf('ENDED'));
    await row.getByText(catalogText('zh-TW', 'subscriptions.states.ended'), { exact: true }).waitFor();
    await row.getByText(catalogText('zh-TW', 'accounts.entitlements.ipa_analysis'), { exact: true }).waitFor();
    expect(await page.getByTestId(TEST_IDS.subscriptionsCreate).count()).toBe(0);
    expect(await page.getByTestId(TEST_IDS.subscriptionsEnd).count()).toBe(0);
    await screenshot(page, 'admin-subscriptions-zh-TW');
    await page.context().close();
  });
});
