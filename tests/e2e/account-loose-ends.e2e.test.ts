import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_RANGES } from '../../common/rules';
import { TEST_IDS, securityFieldTestId } from '../../web/src/app/testids';
import { gqlAs } from '../helpers/graphql';
import { createMonitoredApp, type TestApp } from '../helpers/monitoring';
import { message } from '../../server/src/i18n/messages';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { UI_TIMEOUT, catalogText, expectTextContaining, openPage, screenshot, signedIn, type Lang } from './ui';

/**
 * Account loose ends in the browser, in English and Traditional Chinese: the locked state shown
 * wherever account.locked.0023 arrives (sign-in, and a GraphQL call of a user locked while
 * signed in), a session expired on the server ending at the next GraphQL action with the
 * message, the security settings form bounded by the server's ranges, and server validation
 * messages naming fields by their label (with the bound app and app country of a user).
 */
let server: TestServer;
let browser: Browser;
let account: Awaited<ReturnType<TestServer['seed']['account']>>;
let app: TestApp;

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  account = await server.seed.account();
  const owner = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  app = await createMonitoredApp(server, await server.login(owner.username, owner.password), { name: 'Teller App' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A new administrator of the account, signed in on a page of its own. */
async function signedInAdmin(lang: Lang): Promise<{ page: Page; userId: string }> {
  const user = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  const page = await openPage(browser, lang);
  await signedIn(page, server.url, user.username, user.password);
  return { page, userId: user.userId };
}

async function waitForSignIn(page: Page): Promise<void> {
  await page.waitForURL('**/sign-in', { timeout: UI_TIMEOUT });
  await page.getByTestId(TEST_IDS.signInForm).waitFor();
}

describe.each<Lang>(['en', 'zh-TW'])('account loose ends (%s)', (lang) => {
  const t = (key: string, values: Record<string, string | number> = {}) => catalogText(lang, key, values);

  it('shows the locked message at sign-in and when a signed-in user is locked', { timeout: 180_000 }, async () => {
    const locked = await server.seed.userIn(account.accountId, account.roleIds.USER, {});
    await server.runtime.deps.db.updateTable('users').set({ locked: true }).where('id', '=', locked.userId).execute();
    const page = await openPage(browser, lang);
    await page.goto(`${server.url}/sign-in`);
    await page.getByTestId(TEST_IDS.signInUsername).fill(locked.username);
    await page.getByTestId(TEST_IDS.signInPassword).fill(locked.password);
    await page.getByTestId(TEST_IDS.signInSubmit).click();
    await expectTextContaining(page, TEST_IDS.signInAlert, t('errors.locked'));
    await screenshot(page, `account-loose-ends-locked-sign-in-${lang}`);
    await page.context().close();

    // Locked by an administrator while signed in, without a reload (so no start-up check over REST).
    const { page: signedInPage, userId } = await signedInAdmin(lang);
    await signedInPage.goto(`${server.url}/manage/clientmanage/usermanage`);
    await signedInPage.getByTestId(TEST_IDS.userTable).waitFor();
    const owner = await server.runtime.app.services.auth.authenticate(await loginOwner());
    await server.runtime.app.services.users.setLocked(owner, [userId], true, { ip: null });
    // The console's live connection may learn it first (the server closes it with the locked
    // code); otherwise the dialog's queries do. Either way it arrives over GraphQL.
    await signedInPage
      .getByTestId(TEST_IDS.userCreate)
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await waitForSignIn(signedInPage);
    await expectTextContaining(signedInPage, TEST_IDS.signInAlert, t('errors.locked'));
    expect(await signedInPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(signedInPage, `account-loose-ends-locked-session-${lang}`);
    await signedInPage.context().close();
  });

  it('bounds the security form by the server’s ranges, and a session expired on the server ends at the next GraphQL action', { timeout: 180_000 }, async () => {
    const { page, userId } = await signedInAdmin(lang);
    await page.goto(`${server.url}/manage/systemmanage/securityManage`);
    const attempts = page.getByTestId(securityFieldTestId('lockAfterFailures'));
    const [, maxAttempts] = SECURITY_RANGES.lockAfterFailures;
    expect(await attempts.getAttribute('max')).toBe(String(maxAttempts));
    expect(await page.getByTestId(securityFieldTestId('lockAfterInactiveDays')).getAttribute('max')).toBe(String(SECURITY_RANGES.lockAfterInactiveDays[1]));
    await attempts.fill(String(maxAttempts + 1));
    await page.getByTestId(TEST_IDS.formSubmit).click();
    const error = page.getByTestId(`${securityFieldTestId('lockAfterFailures')}-error`);
    await error.waitFor();
    expect(await error.textContent()).toBe(t('security.validation.wholeNumber', { min: 0, max: maxAttempts }));
    await screenshot(page, `account-loose-ends-security-bounds-${lang}`);

    // The server ends the session (idle time-out); the page does not know until it next asks.
    await server.runtime.deps.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', userId)
      .execute();
    await attempts.fill(String(maxAttempts));
    const answered = page.waitForResponse((res) => res.url().endsWith('/graphql') && res.request().postData()?.includes('updateSecuritySettings') === true);
    await page.getByTestId(TEST_IDS.formSubmit).click();
    await answered;
    await waitForSignIn(page);
    await expectTextContaining(page, TEST_IDS.signInAlert, t('errors.sessionExpired'));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, `account-loose-ends-session-expired-${lang}`);
    await page.context().close();
  });

  it('names fields by their label in server messages, and binds a user to an app and a country', { timeout: 180_000 }, async () => {
    const { page } = await signedInAdmin(lang);
    await page.goto(`${server.url}/manage/clientmanage/usermanage`);
    await page.getByTestId(TEST_IDS.userCreate).click();
    const dialog = page.getByTestId(TEST_IDS.userDialog);
    const username = `bound-${lang.toLowerCase()}-${Date.now().toString(36)}`;
    await dialog.getByTestId(TEST_IDS.userUsername).fill(username);
    // Only the server limits the name's length: its message names the field as the form does.
    await dialog.getByTestId(TEST_IDS.userRealname).fill('x'.repeat(101));
    await dialog.getByTestId(TEST_IDS.userRole).selectOption(account.roleIds.USER);
    await dialog.getByTestId(TEST_IDS.userRiskapp).selectOption(app.id);
    await dialog.getByTestId(TEST_IDS.userAppCountry).selectOption('TW');
    await dialog.getByTestId(TEST_IDS.userPassword).fill('Bound#Passw0rd');
    await dialog.getByTestId(TEST_IDS.userPasswordConfirm).fill('Bound#Passw0rd');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    const expected = message(lang, 'nameLength', { field: 'realname', min: 0, max: 100 });
    await expectTextContaining(page, TEST_IDS.formError, expected);
    const shown = await page.getByTestId(TEST_IDS.formError).textContent();
    expect(shown).not.toContain('realname');
    await screenshot(page, `account-loose-ends-field-label-${lang}`);

    await dialog.getByTestId(TEST_IDS.userRealname).fill('Bound Teller');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId(TEST_IDS.userRow).filter({ has: page.getByText(username, { exact: true }) });
    await row.getByTestId(TEST_IDS.userRiskappCell).filter({ hasText: 'Teller App' }).waitFor();
    expect(await row.getByTestId(TEST_IDS.userRiskappCell).textContent()).toContain(t('monitoring.platforms.ANDROID'));
    const stored = await server.runtime.deps.db
      .selectFrom('users')
      .select(['riskappId', 'riskappPlatform', 'appCountry'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ riskappId: app.id, riskappPlatform: 'android', appCountry: 'TW' });
    await screenshot(page, `account-loose-ends-user-list-${lang}`);
    await page.context().close();
  });
});

describe.each<Lang>(['en', 'zh-TW'])('read-only users (%s)', (lang) => {
  it('shows a read-only user the banner and the server’s refusal, and changes nothing', { timeout: 180_000 }, async () => {
    const reader = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
    await server.runtime.deps.db.updateTable('users').set({ readOnly: true }).where('id', '=', reader.userId).execute();
    const page = await openPage(browser, lang);
    await signedIn(page, server.url, reader.username, reader.password);
    await page.getByTestId(TEST_IDS.readOnlyBanner).waitFor();
    await page.goto(`${server.url}/manage/clientmanage/userGroup`);
    await page.getByTestId(TEST_IDS.userGroupCreate).click();
    const dialog = page.getByTestId(TEST_IDS.userGroupDialog);
    const name = `ro-${lang}-${Date.now().toString(36)}`;
    await dialog.getByTestId(TEST_IDS.userGroupName).fill(name);
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await expectTextContaining(page, TEST_IDS.formError, message(lang, 'readOnlyUser'));
    // Still signed in: the refusal is not a lost session.
    expect(page.url()).toContain('/manage/clientmanage/userGroup');
    const stored = await server.runtime.deps.db.selectFrom('userGroups').select('id').where('name', '=', name).execute();
    expect(stored).toEqual([]);
    await screenshot(page, `account-loose-ends-read-only-${lang}`);
    await page.context().close();
  });
});

describe.each<Lang>(['en', 'zh-TW'])('report templates assigned to accounts (%s)', (lang) => {
  const t = (key: string, values: Record<string, string | number> = {}) => catalogText(lang, key, values);

  it('a system super admin assigns a template; the account’s users see it but cannot edit it', { timeout: 180_000 }, async () => {
    const system = await server.seed.systemAdmin();
    const systemToken = await server.login(system.username, system.password);
    const check = (await gqlAs(server, systemToken, '{ reportCheckTree(platform: ANDROID) { checks { id } } }')).data!.reportCheckTree[0].checks[0].id as string;
    const name = `Shared ${lang} ${Date.now().toString(36)}`;
    const created = await gqlAs(
      server,
      systemToken,
      'mutation($i: ReportTemplateInput!) { createReportTemplate(platform: ANDROID, input: $i) { ... on MutationCreateReportTemplateSuccess { data { id } } } }',
      { i: { name, lang: 'en', checks: [check] } },
    );
    const templateId = created.data!.createReportTemplate.data.id as string;
    const { name: accountName } = await server.runtime.deps.db.selectFrom('accounts').select('name').where('id', '=', account.accountId).executeTakeFirstOrThrow();

    const adminPage = await openPage(browser, lang);
    await signedIn(adminPage, server.url, system.username, system.password);
    await adminPage.goto(`${server.url}/analysis-template/android/list`);
    const row = adminPage.getByTestId(TEST_IDS.templateRow).filter({ has: adminPage.getByText(name, { exact: true }) });
    await row.getByTestId(TEST_IDS.templateAssign).click();
    const dialog = adminPage.getByTestId(TEST_IDS.templateAssignDialog);
    await dialog.getByRole('textbox').fill(accountName);
    await dialog.getByTestId(TEST_IDS.templateAssignAccount).filter({ hasText: accountName }).click();
    await screenshot(adminPage, `account-loose-ends-template-assign-${lang}`);
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByTestId(TEST_IDS.templateAccounts).filter({ hasText: accountName }).waitFor();
    const stored = await server.runtime.deps.db.selectFrom('reportTemplateAccounts').select('accountId').where('templateId', '=', templateId).execute();
    expect(stored).toEqual([{ accountId: account.accountId }]);
    await adminPage.context().close();

    const { page } = await signedInAdmin(lang);
    await page.goto(`${server.url}/analysis-template/android/list`);
    const seen = page.getByTestId(TEST_IDS.templateRow).filter({ has: page.getByText(name, { exact: true }) });
    const { name: systemAccount } = await server.runtime.deps.db.selectFrom('accounts').select('name').where('isSystem', '=', true).executeTakeFirstOrThrow();
    await seen
      .getByTestId(TEST_IDS.templateAccounts)
      .filter({ hasText: t('reportTemplates.assignedBy', { account: systemAccount }) })
      .waitFor();
    expect(await seen.getByTestId(TEST_IDS.rowEdit).count()).toBe(0);
    expect(await seen.getByTestId(TEST_IDS.templateDelete).count()).toBe(0);
    await seen.getByTestId(TEST_IDS.templateView).click();
    await page.getByTestId(TEST_IDS.templateForm).waitFor();
    expect(await page.getByTestId(TEST_IDS.templateSave).count()).toBe(0);
    await screenshot(page, `account-loose-ends-template-assigned-${lang}`);
    await page.context().close();
  });
});

/** A token of a fresh customer super admin of the account, for acting on the server directly. */
async function loginOwner(): Promise<string> {
  const owner = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  const token = await server.login(owner.username, owner.password);
  expect((await gqlAs(server, token, '{ viewer { id } }')).data?.viewer.id).toBe(owner.userId);
  return token;
}
