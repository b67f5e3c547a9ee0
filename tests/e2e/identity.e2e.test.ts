import type { AddressInfo } from 'node:net';
import { generate } from 'otplib';
import type { Browser, Locator, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS, accountTabTestId, menuGroupTestId, menuItemTestId, permissionCodeTestId, securityFieldTestId, signUpStepTestId } from '../../web/src/app/testids';
import { ACTIVITY_TYPES, activityTypeName } from '../../server/src/platform/auditor';
import { message } from '../../server/src/i18n/messages';
import { setSecurity } from '../helpers/rest';
import { startTestServer, uniqueName, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { catalogText, openPage, screenshot, signIn, signedIn, expectTitle, testIdsStartingWith, switchLanguage, type Lang } from './ui';

/** A password the default security settings accept. */
const STRONG = 'Vivid#Otter42';
const STRONGER = 'Brisk!Falcon77';

/** A 1 × 1 PNG, for the avatar upload. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Mails the console sent over SMTP, decoded to plain text. */
interface Mail {
  to: string;
  body: string;
}

/** Decodes the single text part nodemailer sends (quoted-printable or base64). */
function decodeMail(raw: string): Mail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const to = /^To:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '';
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return { to, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return { to, body: decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25')) };
  }
  return { to, body };
}

let server: TestServer;
let smtp: SMTPServer;
let browser: Browser;
const mails: Mail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(decodeMail(Buffer.concat(chunks).toString('utf8')));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ listen: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** Waits for the next mail to `to` that the SMTP server received. */
async function mailTo(to: string): Promise<Mail> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const mail = mails.find((m) => m.to.includes(to));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** The open form dialog: fill it, then `save(dialog)`. */
function dialog(page: Page, testId: string): Locator {
  return page.getByTestId(testId);
}

async function save(form: Locator): Promise<void> {
  await form.getByTestId(TEST_IDS.formSubmit).click();
  await form.waitFor({ state: 'hidden' });
}

describe.each<Lang>(['en', 'zh-TW'])('identity and administration (%s)', (lang) => {
  const t = (key: string, values?: Record<string, string | number>) => catalogText(lang, key, values);

  it('lets a customer super admin create an apk_analysis-only role and a user who then sees only assessment', async () => {
    const admin = await server.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    const page = await openPage(browser, lang);
    await signedIn(page, server.url, admin.username, admin.password);

    await page.goto(`${server.url}/manage/clientmanage/roleManage`);
    await expectTitle(page, t('routes.adminRoles'));
    await page.getByTestId(TEST_IDS.roleRow).first().waitFor();
    const roleName = uniqueName('analysts').slice(0, 20);
    await page.getByTestId(TEST_IDS.roleCreate).click();
    const roleForm = dialog(page, TEST_IDS.roleDialog);
    // Too short a name is refused before anything is sent.
    await roleForm.getByTestId(TEST_IDS.roleName).fill('abc');
    await roleForm.getByTestId(TEST_IDS.formSubmit).click();
    await roleForm
      .getByText(t('roles.validation.name', lang === 'en' ? { min: 4, max: 30 } : { min: 4, max: 20 }))
      .first()
      .waitFor();
    await roleForm.getByTestId(TEST_IDS.roleName).fill(roleName);
    await roleForm.getByTestId(permissionCodeTestId('apk_analysis')).click();
    await screenshot(page, `role-dialog-${lang}`);
    await save(roleForm);
    await page.locator(`[data-testid="${TEST_IDS.roleRow}"][data-name="${roleName}"]`).waitFor();
    await screenshot(page, `roles-${lang}`);

    await page.goto(`${server.url}/manage/clientmanage/usermanage`);
    await expectTitle(page, t('routes.adminUsers'));
    const username = uniqueName('analyst');
    await page.getByTestId(TEST_IDS.userCreate).click();
    const userForm = dialog(page, TEST_IDS.userDialog);
    await userForm.getByTestId(TEST_IDS.userUsername).fill(username);
    await userForm.getByTestId(TEST_IDS.userRealname).fill('Ada Analyst');
    await userForm.getByTestId(TEST_IDS.userEmail).fill(`${username}@example.test`);
    await userForm.getByTestId(TEST_IDS.userRole).selectOption({ label: roleName });
    await userForm.getByTestId(TEST_IDS.userPassword).fill(STRONG);
    await userForm.getByTestId(TEST_IDS.userPasswordConfirm).fill(`${STRONG}x`);
    await userForm.getByTestId(TEST_IDS.formSubmit).click();
    await userForm.getByText(t('auth.passwordsMustMatch')).waitFor();
    await userForm.getByTestId(TEST_IDS.userPasswordConfirm).fill(STRONG);
    await expect.poll(() => userForm.getByTestId(TEST_IDS.passwordMeter).getAttribute('data-level')).toBe('strong');
    await screenshot(page, `user-dialog-${lang}`);
    await save(userForm);
    await page.locator(`[data-testid="${TEST_IDS.userRow}"][data-username="${username}"]`).waitFor();
    await screenshot(page, `users-${lang}`);

    // A name already taken is told at the name field, not above the buttons.
    await page.getByTestId(TEST_IDS.userCreate).click();
    const again = dialog(page, TEST_IDS.userDialog);
    await again.getByTestId(TEST_IDS.userUsername).fill(username);
    await again.getByTestId(TEST_IDS.userRole).selectOption({ label: roleName });
    await again.getByTestId(TEST_IDS.userPassword).fill(STRONG);
    await again.getByTestId(TEST_IDS.userPasswordConfirm).fill(STRONG);
    await again.getByTestId(TEST_IDS.formSubmit).click();
    const taken = again.getByText(message(lang, 'usernameTaken'));
    await taken.waitFor();
    const field = (await again.getByTestId(TEST_IDS.userUsername).boundingBox())!;
    const text = (await taken.boundingBox())!;
    expect(text.y).toBeGreaterThan(field.y);
    expect(text.y - field.y).toBeLessThan(100);
    expect(await again.getByTestId(TEST_IDS.formError).count()).toBe(0);
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'detached' });

    // The new user signs in and sees nothing but Security assessment → Android.
    const userPage = await openPage(browser, lang);
    await signedIn(userPage, server.url, username, STRONG);
    await userPage.waitForURL('**/security-analysis/android/list');
    await expect.poll(() => testIdsStartingWith(userPage, 'sidebar-group-')).toEqual([menuGroupTestId('assessment')]);
    await expect.poll(() => testIdsStartingWith(userPage, 'menu-')).toEqual([menuItemTestId('assessmentAndroid')]);
  });

  it('enrols TOTP MFA in account settings and completes the next sign-in with a code', async () => {
    const user = await server.seed.user({ codes: ['apk_analysis'] });
    const page = await openPage(browser, lang);
    await signedIn(page, server.url, user.username, user.password);
    await page.goto(`${server.url}/account/setting/loginSetting`);
    await page.getByTestId(accountTabTestId('loginSetting')).waitFor();
    await expect.poll(() => page.getByTestId(TEST_IDS.mfaStatus).getAttribute('data-state')).toBe('off');
    await page.getByTestId(TEST_IDS.mfaStart).click();
    await page.getByTestId(TEST_IDS.mfaQr).waitFor();
    const secret = (await page.getByTestId(TEST_IDS.mfaSecret).textContent())!.trim();
    await screenshot(page, `mfa-enrol-${lang}`);
    await page.getByTestId(TEST_IDS.mfaEnrolCode).fill('000000');
    await page.getByTestId(TEST_IDS.mfaConfirm).click();
    await page.getByTestId(TEST_IDS.formError).waitFor();
    await page.getByTestId(TEST_IDS.mfaEnrolCode).fill(await generate({ secret }));
    await page.getByTestId(TEST_IDS.mfaConfirm).click();
    await page.getByTestId(TEST_IDS.mfaRecoveryCodes).waitFor();
    await expect.poll(() => page.getByTestId(TEST_IDS.mfaRecoveryCode).count()).toBe(10);
    await page.getByText(t('account.mfa.recoveryTitle')).waitFor();
    await screenshot(page, `mfa-recovery-${lang}`);
    await page.getByTestId(TEST_IDS.mfaDone).click();
    await page.locator(`[data-testid="${TEST_IDS.mfaStatus}"][data-state="on"]`).waitFor();

    // The next sign-in asks for the code: the next time step, as the enrolment spent this one.
    const next = await openPage(browser, lang);
    await signIn(next, server.url, user.username, user.password);
    await next.getByTestId(TEST_IDS.mfaCode).fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await next.getByTestId(TEST_IDS.mfaSubmit).click();
    await next.getByTestId(TEST_IDS.sidebar).waitFor();
    await next.waitForURL('**/security-analysis/android/list');

    // Turning it off asks for confirmation and a code.
    await next.goto(`${server.url}/account/setting/loginSetting`);
    await next.getByTestId(TEST_IDS.mfaDisable).click();
    await next.getByText(t('account.mfa.turnOffTitle')).waitFor();
    await screenshot(next, `mfa-turn-off-${lang}`);
  });

  it('has a user of an account that requires MFA enrol at sign-in before the console opens', async () => {
    const user = await server.seed.user({ codes: ['apk_analysis'] });
    await setSecurity(server, user.accountId, { mfaRequired: true });
    const page = await openPage(browser, lang);
    await signIn(page, server.url, user.username, user.password);
    await expectTitle(page, t('auth.mfaEnrolment.heading'));
    await page.getByTestId(TEST_IDS.mfaQr).waitFor();
    const secret = (await page.getByTestId(TEST_IDS.mfaSecret).textContent())!.trim();
    await screenshot(page, `mfa-required-enrol-${lang}`);
    await page.getByTestId(TEST_IDS.mfaEnrolCode).fill('000000');
    await page.getByTestId(TEST_IDS.mfaConfirm).click();
    await page.getByTestId(TEST_IDS.signInAlert).waitFor();
    await page.getByTestId(TEST_IDS.mfaEnrolCode).fill(await generate({ secret }));
    await page.getByTestId(TEST_IDS.mfaConfirm).click();
    await page.getByTestId(TEST_IDS.mfaRecoveryCodes).waitFor();
    await expect.poll(() => page.getByTestId(TEST_IDS.mfaRecoveryCode).count()).toBe(10);
    await page.getByTestId(TEST_IDS.mfaDone).click();
    await page.getByTestId(TEST_IDS.sidebar).waitFor();
    await page.waitForURL('**/security-analysis/android/list');
  });

  it('resets a forgotten password through the mailed link', async () => {
    const email = `${uniqueName('forgot')}@example.test`;
    const user = await server.seed.user({ codes: ['apk_analysis'], email });
    const page = await openPage(browser, lang);
    await page.goto(`${server.url}/sign-in`);
    await page.getByText(catalogText(lang, 'auth.signIn.forgotPassword')).click();
    await page.waitForURL('**/password-reset');
    await expectTitle(page, t('passwordReset.heading'));
    await screenshot(page, `password-reset-${lang}`);
    await page.getByTestId(TEST_IDS.passwordResetEmail).fill(email);
    await page.getByTestId(TEST_IDS.passwordResetSubmit).click();
    await page
      .getByTestId(TEST_IDS.passwordResetSent)
      .filter({ hasText: t('passwordReset.sent') })
      .waitFor();

    const mail = await mailTo(email);
    const link = /\/reset_pwd\?token=[^\s]+/.exec(mail.body)?.[0];
    expect(link, mail.body).toBeTruthy();
    await page.goto(`${server.url}${link}`);
    await expectTitle(page, t('resetPassword.heading'));
    await page.getByTestId(TEST_IDS.resetPasswordNew).fill(STRONGER);
    await page.getByTestId(TEST_IDS.resetPasswordConfirm).fill(STRONG);
    await page.getByTestId(TEST_IDS.formSubmit).click();
    await page.getByText(t('auth.passwordsMustMatch')).waitFor();
    await page.getByTestId(TEST_IDS.resetPasswordConfirm).fill(STRONGER);
    await screenshot(page, `reset-password-${lang}`);
    await page.getByTestId(TEST_IDS.formSubmit).click();
    await page.getByTestId(TEST_IDS.resetPasswordDone).waitFor();
    await page.getByTestId(TEST_IDS.resetPasswordSignIn).click();
    await page.waitForURL('**/sign-in');
    await signedIn(page, server.url, user.username, STRONGER);

    // The link works once.
    const again = await openPage(browser, lang);
    await again.goto(`${server.url}${link}`);
    await again.getByTestId(TEST_IDS.resetPasswordInvalid).waitFor();
  });

  it('walks the sign-up stepper to a new account', async () => {
    const page = await openPage(browser, lang);
    await page.goto(`${server.url}/sign-in`);
    await page.getByText(catalogText(lang, 'auth.signIn.createAccount')).click();
    await page.waitForURL('**/sign-up/account-info');
    await expectTitle(page, t('signup.heading'));
    const state = (step: string) => page.getByTestId(signUpStepTestId(step)).getAttribute('data-step-state');
    const states = () => Promise.all(['account-info', 'verify-email', 'accept-terms'].map(state));
    await expect.poll(states).toEqual(['current', 'pending', 'pending']);
    await page.getByTestId(TEST_IDS.signUpPasswordHint).waitFor();

    const name = uniqueName('acme');
    const email = `${name}@example.test`;
    await page.getByTestId(TEST_IDS.signUpAccountName).fill(name);
    await page.getByTestId(TEST_IDS.signUpUsername).fill(`${name}-owner`);
    await page.getByTestId(TEST_IDS.signUpEmail).fill(email);
    await page.getByTestId(TEST_IDS.signUpRealname).fill('Olive Owner');
    await page.getByTestId(TEST_IDS.signUpPassword).fill(STRONG);
    await page.getByTestId(TEST_IDS.signUpConfirm).fill('different');
    await page.getByTestId(TEST_IDS.signUpNext).click();
    await page.getByText(t('auth.passwordsMustMatch')).waitFor();
    await page.getByTestId(TEST_IDS.signUpConfirm).fill(STRONG);
    await screenshot(page, `sign-up-account-info-${lang}`);
    await page.getByTestId(TEST_IDS.signUpNext).click();

    await page.waitForURL('**/sign-up/verify-email');
    await expect.poll(states).toEqual(['completed', 'current', 'pending']);
    const code = /\b(\d{6})\b/.exec((await mailTo(email)).body)?.[1];
    expect(code).toBeTruthy();
    await screenshot(page, `sign-up-verify-email-${lang}`);
    await page.getByTestId(TEST_IDS.signUpCode).fill(code!);
    await page.getByTestId(TEST_IDS.signUpNext).click();

    await page.waitForURL('**/sign-up/accept-terms');
    await expect.poll(states).toEqual(['completed', 'completed', 'current']);
    await page.getByTestId(TEST_IDS.signUpNext).click();
    await page
      .getByTestId(TEST_IDS.signUpAlert)
      .filter({ hasText: t('signup.termsRequired') })
      .waitFor();
    await screenshot(page, `sign-up-accept-terms-${lang}`);
    await page.getByTestId(TEST_IDS.signUpAccept).click();
    await page.getByTestId(TEST_IDS.signUpNext).click();
    await page.locator(`[data-testid="${TEST_IDS.signUpDone}"][data-status="approved"]`).waitFor();
    await screenshot(page, `sign-up-done-${lang}`);

    await signedIn(page, server.url, `${name}-owner`, STRONG);

    const multi = await openPage(browser, lang);
    await multi.goto(`${server.url}/multi-step-sign-up`);
    await expectTitle(multi, t('signup.heading'));
    await screenshot(multi, `multi-step-sign-up-${lang}`);
  });

  it('shows the system pages to a system super admin', async () => {
    const admin = await server.seed.systemAdmin();
    const page = await openPage(browser, lang);
    await signedIn(page, server.url, admin.username, admin.password);

    // Accounts: create one, then open its details.
    await page.goto(`${server.url}/manage/clientmanage/clientmanage`);
    await expectTitle(page, t('routes.adminAccounts'));
    const accountName = uniqueName('tenant');
    await page.getByTestId(TEST_IDS.accountCreate).click();
    const accountForm = dialog(page, TEST_IDS.accountDialog);
    await accountForm.getByTestId(TEST_IDS.accountName).fill('x!');
    await accountForm.getByTestId(TEST_IDS.accountKey).fill(accountName);
    await accountForm.getByTestId(TEST_IDS.formSubmit).click();
    await accountForm.getByText(t('accounts.validation.name')).first().waitFor();
    await accountForm.getByTestId(TEST_IDS.accountName).fill(accountName);
    await accountForm.getByTestId(`${TEST_IDS.accountEntitlement}-apk_analysis`).click();
    await screenshot(page, `account-dialog-${lang}`);
    await save(accountForm);
    await page.getByTestId(TEST_IDS.accountSearch).fill(accountName);
    await page.getByTestId(TEST_IDS.accountSearch).press('Enter');
    await page.getByTestId(TEST_IDS.accountRow).filter({ hasText: accountName }).waitFor();
    await expect.poll(() => page.getByTestId(TEST_IDS.accountRow).count()).toBe(1);
    await page.getByTestId(TEST_IDS.rowToggleEnabled).click();
    await page.getByText(t('accounts.disableTitle')).waitFor();
    await screenshot(page, `accounts-disable-${lang}`);
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await page
      .getByTestId(TEST_IDS.accountRow)
      .filter({ hasText: t('common.disabled') })
      .waitFor();
    await page.getByRole('link', { name: accountName }).click();
    await page.getByTestId(TEST_IDS.customerDetails).waitFor();
    await screenshot(page, `customer-details-${lang}`);
    await page.getByTestId(TEST_IDS.customerTabEvents).click();
    await page.getByTestId(TEST_IDS.activityTable).waitFor();
    await screenshot(page, `customer-event-history-${lang}`);

    // User groups.
    await page.goto(`${server.url}/manage/clientmanage/userGroup`);
    await expectTitle(page, t('routes.adminUserGroups'));
    const groupName = uniqueName('ops');
    await page.getByTestId(TEST_IDS.userGroupCreate).click();
    const groupForm = dialog(page, TEST_IDS.userGroupDialog);
    await groupForm.getByTestId(TEST_IDS.userGroupName).fill(groupName);
    await groupForm.getByTestId(`${TEST_IDS.userGroupMember}-${admin.username}`).click();
    await screenshot(page, `user-group-dialog-${lang}`);
    await save(groupForm);
    await page.locator(`[data-testid="${TEST_IDS.userGroupRow}"][data-name="${groupName}"]`).filter({ hasText: admin.username }).waitFor();
    await screenshot(page, `user-groups-${lang}`);

    // Security settings: max ≤ min is refused with the spec's message; a short minimum warns.
    await page.goto(`${server.url}/manage/systemmanage/securityManage`);
    await expectTitle(page, t('routes.systemSecurity'));
    await page.getByTestId(securityFieldTestId('passwordMin')).fill('20');
    await page.getByTestId(securityFieldTestId('passwordMax')).fill('20');
    await page.getByTestId(TEST_IDS.formSubmit).click();
    await page
      .getByTestId(`${securityFieldTestId('passwordMax')}-error`)
      .filter({ hasText: t('security.validation.maxOverMin') })
      .waitFor();
    await page.getByTestId(securityFieldTestId('passwordMin')).fill('6');
    await page.getByTestId(securityFieldTestId('passwordMax')).fill('64');
    await page.getByTestId(TEST_IDS.formSubmit).click();
    await page.getByTestId(TEST_IDS.securityWarning).filter({ hasText: 'NIST' }).waitFor();
    await screenshot(page, `security-settings-${lang}`);

    // Activity log: a range of a year or more is refused; the CSV export downloads.
    await page.goto(`${server.url}/manage/systemmanage/operatelog`);
    await expectTitle(page, t('routes.systemActivityLog'));
    await page.getByTestId(TEST_IDS.activityRow).first().waitFor();
    await screenshot(page, `activity-log-${lang}`);
    // Every type the server can write is offered under a translated label, never a raw name or key.
    const options = await page
      .getByTestId(TEST_IDS.activityType)
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => ({ value: (node as HTMLOptionElement).value, text: node.textContent?.trim() ?? '' })));
    const offered = options.filter((option) => option.value !== '');
    expect(offered.map((option) => option.value).sort()).toEqual(ACTIVITY_TYPES.map(activityTypeName).sort());
    for (const option of offered) {
      expect(option.text, option.value).not.toBe('');
      expect(option.text, option.value).not.toMatch(/^[A-Z0-9_]+$|^audit\.|\w\.\w/);
    }
    // Filtering by a type (an ActivityType enum value) leaves only its rows, under its label.
    await page.getByTestId(TEST_IDS.activityType).selectOption('SECURITY_UPDATE');
    await page.getByTestId(TEST_IDS.activitySearch).click();
    const label = t('audit.types.securityUpdate');
    await expect
      .poll(async () => {
        const rows = await page.getByTestId(TEST_IDS.activityRow).allTextContents();
        return rows.length > 0 && rows.every((row) => row.includes(label));
      })
      .toBe(true);
    const download = page.waitForEvent('download');
    await page.getByTestId(TEST_IDS.activityExport).click();
    expect((await download).suggestedFilename()).toMatch(/^activity-log-.*\.csv$/);
    await page.getByTestId(TEST_IDS.activityFrom).fill('2020-01-01');
    await page
      .getByTestId(TEST_IDS.activityRangeError)
      .filter({ hasText: t('audit.rangeTooLong') })
      .waitFor();

    // Users of every account, and account settings.
    await page.goto(`${server.url}/manage/clientmanage/usermanage`);
    await page.getByTestId(TEST_IDS.userRow).first().waitFor();
    await screenshot(page, `users-system-${lang}`);
    for (const tab of ['account', 'changePassword', 'loginSetting', 'eventHistory']) {
      await page.goto(`${server.url}/account/setting/${tab}`);
      await page.getByTestId(accountTabTestId(tab)).waitFor();
      await expectTitle(page, t('shell.accountSettings'));
      if (tab === 'eventHistory') await page.getByTestId(TEST_IDS.activityRow).first().waitFor();
      if (tab === 'account') {
        await page.getByTestId(TEST_IDS.avatarInput).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
        await page.getByTestId(TEST_IDS.avatarPreview).waitFor();
        await page.getByTestId(TEST_IDS.avatarUpload).click();
        // The header shows the new avatar, fetched from GET /api/user/getAvatar?t=… with the bearer header.
        await page.getByTestId(TEST_IDS.headerAvatar).waitFor();
      }
      if (tab === 'changePassword') {
        await page.getByTestId(TEST_IDS.changePasswordOld).fill(admin.password);
        await page.getByTestId(TEST_IDS.changePasswordNew).fill(admin.password);
        await page.getByTestId(TEST_IDS.formSubmit).click();
        await page.getByText(t('account.password.sameAsOld')).waitFor();
        // The account's rules are checked as the password is typed, before anything is sent:
        // a password holding the username is refused at the field, in the server's words.
        let sent = 0;
        page.on('request', (request) => {
          if (request.postData()?.includes('changePassword')) sent++;
        });
        await page.getByTestId(TEST_IDS.changePasswordNew).fill(`Zz9!${admin.username}`);
        await page.getByText(t('passwordRules.passwordRelated')).waitFor();
        await page.getByTestId(TEST_IDS.changePasswordConfirm).fill(`Zz9!${admin.username}`);
        await page.getByTestId(TEST_IDS.formSubmit).click();
        await page.getByText(t('passwordRules.passwordRelated')).waitFor();
        expect(sent).toBe(0);
      }
      await screenshot(page, `account-${tab}-${lang}`);
    }
  });
});

describe('language switch on a built page', () => {
  it('translates the users page when switching to 繁體中文', async () => {
    const admin = await server.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    const page = await openPage(browser, 'en');
    await signedIn(page, server.url, admin.username, admin.password);
    await page.goto(`${server.url}/manage/clientmanage/usermanage`);
    await expectTitle(page, catalogText('en', 'routes.adminUsers'));
    await switchLanguage(page, 'zh-TW');
    await expectTitle(page, catalogText('zh-TW', 'routes.adminUsers'));
    await page.getByText(catalogText('zh-TW', 'users.create')).first().waitFor();
  });
});
