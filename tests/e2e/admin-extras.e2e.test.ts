import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS, securityFieldTestId } from '../../web/src/app/testids';
import { gqlAs } from '../helpers/graphql';
import { clientIp, startTestServer, uniqueName, type TestServer } from '../helpers/server';
import type { SeededUser } from '../helpers/seed';
import { launchBrowser } from './browser';
import { catalogText, openPage, screenshot, signedIn, expectTitle } from './ui';

const t = (key: string, values?: Record<string, string | number>) => catalogText('en', key, values);

/** A password the default security settings accept. */
const STRONG = 'Vivid#Otter42';

const OUTBOX = `query { mailOutbox(first: 50) { edges { node { recipient subject body transport } } } }`;

let server: TestServer;
let browser: Browser;
/** Signs in through the browser. */
let admin: SeededUser;
/** A second system super admin for API look-ups, so the browser session of `admin` stays the only one. */
let apiToken: string;

beforeAll(async () => {
  // No SMTP_URL: every mail is kept in the outbox the console shows.
  server = await startTestServer({ listen: true });
  admin = await server.seed.systemAdmin();
  const api = await server.seed.systemAdmin();
  apiToken = await server.login(api.username, api.password);
  browser = await launchBrowser();
});

afterAll(async () => {
  if (server && apiToken) {
    await gqlAs(server, apiToken, `mutation { updateSignupSettings(input: { enabled: true, requiresApproval: false }) { __typename } }`);
  }
  await browser?.close();
  await server?.close();
});

/** The newest outbox mail to `to`, read through GraphQL (mails are written in the background). */
async function outboxMailTo(to: string): Promise<{ subject: string; body: string; transport: string }> {
  for (let waited = 0; waited < 15_000; waited += 200) {
    const answer = await gqlAs(server, apiToken, OUTBOX);
    const mail = (answer.data?.mailOutbox.edges ?? []).map((edge: { node: { recipient: string } }) => edge.node).find((node: { recipient: string }) => node.recipient === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no outbox mail to ${to}`);
}

describe('admin extras: sign-up approvals, mail outbox, managed account', () => {
  let page: Page;

  beforeAll(async () => {
    page = await openPage(browser, 'en');
    await signedIn(page, server.url, admin.username, admin.password);
  });

  it('approves a sign-up that waits for approval, and the new owner signs in', async () => {
    // Turn on "require approval" with the switches of the approval page.
    await page.goto(`${server.url}/manage/clientmanage/approval`);
    await expectTitle(page, t('routes.adminApprovals'));
    const settings = page.getByTestId(TEST_IDS.signupSettingsForm);
    await settings.waitFor();
    await expect.poll(() => settings.getByTestId(TEST_IDS.signupSettingsApproval).getAttribute('data-state')).toBe('unchecked');
    await settings.getByTestId(TEST_IDS.signupSettingsApproval).click();
    await settings.getByTestId(TEST_IDS.signupSettingsSave).click();
    await expect
      .poll(async () => (await gqlAs(server, apiToken, `query { signupSettings { enabled requiresApproval } }`)).data?.signupSettings)
      .toEqual({ enabled: true, requiresApproval: true });

    // Someone signs up: the stepper ends waiting for approval.
    const visitor = await openPage(browser, 'en');
    const name = uniqueName('pending');
    const email = `${name}@example.test`;
    await visitor.goto(`${server.url}/sign-up/account-info`);
    await visitor.getByTestId(TEST_IDS.signUpAccountName).fill(name);
    await visitor.getByTestId(TEST_IDS.signUpUsername).fill(`${name}-owner`);
    await visitor.getByTestId(TEST_IDS.signUpEmail).fill(email);
    await visitor.getByTestId(TEST_IDS.signUpRealname).fill('Petra Pending');
    await visitor.getByTestId(TEST_IDS.signUpPassword).fill(STRONG);
    await visitor.getByTestId(TEST_IDS.signUpConfirm).fill(STRONG);
    await visitor.getByTestId(TEST_IDS.signUpNext).click();
    await visitor.waitForURL('**/sign-up/verify-email');
    const code = /\b(\d{6})\b/.exec((await outboxMailTo(email)).body)?.[1];
    expect(code).toBeTruthy();
    await visitor.getByTestId(TEST_IDS.signUpCode).fill(code!);
    await visitor.getByTestId(TEST_IDS.signUpNext).click();
    await visitor.waitForURL('**/sign-up/accept-terms');
    await visitor.getByTestId(TEST_IDS.signUpAccept).click();
    await visitor.getByTestId(TEST_IDS.signUpNext).click();
    await visitor.locator(`[data-testid="${TEST_IDS.signUpDone}"][data-status="pending_approval"]`).waitFor();
    await visitor.context().close();

    // It is listed for approval; approving asks for confirmation and creates the account.
    await page.reload();
    const row = page.locator(`[data-testid="${TEST_IDS.approvalRow}"][data-name="${name}"]`);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(email);
    await screenshot(page, 'approvals-en');
    await row.getByTestId(TEST_IDS.approvalApprove).click();
    const confirm = page.getByTestId(TEST_IDS.confirmDialog);
    await confirm.getByText(t('approvals.approveMessage', { name, username: `${name}-owner` })).waitFor();
    await confirm.getByTestId(TEST_IDS.confirmAccept).click();
    await row.waitFor({ state: 'detached' });

    const owner = await openPage(browser, 'en');
    await signedIn(owner, server.url, `${name}-owner`, STRONG);
    await owner.context().close();
  });

  it('shows a password-reset mail in the outbox', async () => {
    const email = `${uniqueName('outbox')}@example.test`;
    await server.seed.user({ codes: ['apk_analysis'], email });
    const res = await server.runtime.app.server.inject({ method: 'POST', url: '/api/index/forgotPassword', payload: { email }, remoteAddress: clientIp() });
    expect(res.json().code).toBe('200');
    const mail = await outboxMailTo(email);
    expect(mail.transport).toBe('outbox');

    await page.goto(`${server.url}/manage/systemmanage/test?tab=mailOutbox`);
    await expectTitle(page, t('routes.systemTest'));
    const row = page.locator(`[data-testid="${TEST_IDS.mailOutboxRow}"][data-recipient="${email}"]`);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(mail.subject);
    await expect.poll(() => row.getByTestId(TEST_IDS.mailOutboxStatus).textContent()).toBe(t('mailOutbox.status.kept'));
    await row.getByTestId(TEST_IDS.mailOutboxPreview).click();
    const body = page.getByTestId(TEST_IDS.mailOutboxBody);
    await expect.poll(() => body.textContent()).toContain('/reset_pwd?token=');
    await screenshot(page, 'mail-outbox-en');
  });

  it("edits another account's security settings through the account selector", async () => {
    const customer = await server.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    const accountName = (await gqlAs(server, apiToken, `query ($id: ID!) { account(id: $id) { name } }`, { id: customer.accountId })).data?.account.name as string;
    const minOf = async (accountId?: string) =>
      (await gqlAs(server, apiToken, `query ($accountId: ID) { securitySettings(accountId: $accountId) { passwordMin } }`, { accountId })).data?.securitySettings
        .passwordMin as number;
    const ownMin = await minOf();

    await page.goto(`${server.url}/manage/systemmanage/securityManage`);
    await expectTitle(page, t('routes.systemSecurity'));
    const select = page.getByTestId(TEST_IDS.accountSelectorSelect);
    // Their own account by default.
    await expect.poll(() => select.inputValue()).toBe(String(admin.accountId));
    await page.getByTestId(TEST_IDS.accountSelectorSearch).fill(accountName);
    await expect.poll(() => select.locator(`option[value="${customer.accountId}"]`).count()).toBe(1);
    await select.selectOption(String(customer.accountId));
    await page.waitForURL(`**/manage/systemmanage/securityManage?accountId=${customer.accountId}`);
    // The form holds the selected account's rules, not the previous account's still on hand.
    const form = page.locator(`[data-testid="${TEST_IDS.securityForm}"][data-account-id="${customer.accountId}"]`);
    await form.waitFor();
    const field = form.getByTestId(securityFieldTestId('passwordMin'));
    await expect.poll(() => field.inputValue()).toBe(String(await minOf(String(customer.accountId))));
    const next = ownMin === 12 ? 11 : 12;
    await field.fill(String(next));
    await expect.poll(() => field.inputValue()).toBe(String(next));
    await form.getByTestId(TEST_IDS.formSubmit).click();
    await expect.poll(() => minOf(String(customer.accountId)), { timeout: 15_000 }).toBe(next);
    await expect.poll(() => minOf()).toBe(ownMin);
    await screenshot(page, 'security-managed-account-en');
  });

  it('shows the mail outbox in zh-TW', async () => {
    const zh = await openPage(browser, 'zh-TW');
    const other = await server.seed.systemAdmin();
    await signedIn(zh, server.url, other.username, other.password);
    await zh.goto(`${server.url}/manage/systemmanage/test?tab=mailOutbox`);
    await expectTitle(zh, catalogText('zh-TW', 'routes.systemTest'));
    expect(catalogText('zh-TW', 'systemTest.tabs.mailOutbox')).toBe('郵件寄件匣');
    await zh.getByTestId(TEST_IDS.mailOutboxRow).first().waitFor();
    await screenshot(zh, 'mail-outbox-zh-TW');
    await zh.context().close();
  });
});
