import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS, languageOptionTestId, menuGroupTestId, menuItemTestId } from '../../web/src/app/testids';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { openPage, screenshot, signIn, expectText, expectTextContaining, testIdsStartingWith, storageItem, switchLanguage } from './ui';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const ALL_GROUPS = ['assessment', 'hardening', 'monitoring', 'admin', 'system', 'detection'];

describe('console shell', () => {
  it('honours a system that asks for reduced motion, and animates otherwise', async () => {
    const transition = async (reducedMotion: 'reduce' | 'no-preference') => {
      const page = await openPage(browser, 'en', { reducedMotion });
      try {
        await page.goto(`${server.url}/sign-in`);
        const submit = page.getByTestId(TEST_IDS.signInSubmit);
        await submit.waitFor();
        return await submit.evaluate((el) => getComputedStyle(el).transitionDuration);
      } finally {
        await page.context().close();
      }
    };
    // Chakra's buttons fade their colours over 0.1-0.2 s; reduced, every transition ends at once.
    expect(await transition('reduce')).toBe('1e-05s');
    expect(await transition('no-preference')).toMatch(/^0\.[1-9]\d*s$/);
  });

  it('signs the bootstrap admin in, switches to 繁體中文 and signs out', async () => {
    const page = await openPage(browser);
    await page.goto(`${server.url}/`);
    await page.waitForURL('**/sign-in');
    await expectText(page, TEST_IDS.pageTitle, 'Sign in to Rampart');
    await screenshot(page, 'sign-in-en');

    await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
    await page.getByTestId(TEST_IDS.sidebar).waitFor();
    await page.waitForURL('**/hardening/dashboard');
    await expectText(page, TEST_IDS.pageTitle, 'Hardening dashboard');
    await page.getByTestId(TEST_IDS.hardeningDashboard).waitFor();
    await expect.poll(() => storageItem(page, 'token')).toBeTruthy();
    await page.getByTestId(TEST_IDS.userName).filter({ hasText: /\S/ }).waitFor();

    // The whole menu, in spec order.
    await expect.poll(() => testIdsStartingWith(page, 'sidebar-group-')).toEqual(ALL_GROUPS.map(menuGroupTestId));
    await page.getByTestId(menuGroupTestId('hardening')).click();
    await page.getByTestId(menuItemTestId('hardeningAndroid')).click();
    await page.waitForURL('**/hardening/android');
    await expectText(page, TEST_IDS.pageTitle, 'Android hardening');
    await screenshot(page, 'shell-en');

    await switchLanguage(page, 'zh-TW');
    await page.getByTestId(languageOptionTestId('zh-TW')).waitFor({ state: 'hidden' });
    await expectText(page, TEST_IDS.pageTitle, 'Android 加固');
    await expectText(page, menuGroupTestId('assessment'), '安全評估');
    await expectText(page, menuGroupTestId('hardening'), '加固');
    await expectText(page, menuGroupTestId('monitoring'), '威脅監控');
    await expectText(page, menuItemTestId('dashboard'), '儀表板');
    await expect.poll(() => storageItem(page, 'lang')).toBe('zh-TW');
    await screenshot(page, 'shell-zh-TW');

    // The language and the session survive a reload (the token is verified first).
    await page.reload();
    await page.getByTestId(TEST_IDS.sidebar).waitFor();
    await expectText(page, TEST_IDS.pageTitle, 'Android 加固');

    await page.getByTestId(TEST_IDS.userMenu).click();
    await page.getByTestId(TEST_IDS.signOut).click();
    await page.waitForURL('**/sign-in');
    await expectText(page, TEST_IDS.pageTitle, '登入 Rampart');
    await expect.poll(() => storageItem(page, 'token')).toBeNull();
    await screenshot(page, 'sign-in-zh-TW');

    // Without a token the shell sends the user back to sign-in.
    await page.goto(`${server.url}/hardening/android`);
    await page.waitForURL('**/sign-in');
  });

  it('loads the built app compressed, with hashed chunks cached for a year and index.html revalidated', async () => {
    const page = await openPage(browser);
    const scripts: { url: string; encoding?: string; cache?: string }[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), encoding: res.headers()['content-encoding'], cache: res.headers()['cache-control'] });
    });
    const document = await page.goto(`${server.url}/sign-in`);
    expect(document?.headers()['cache-control']).toBe('no-cache');
    await page.getByTestId(TEST_IDS.signInForm).waitFor();
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts) {
      expect(script.url).toMatch(/\/js\/[^/]+\.[\w-]{8,}\.js$/);
      expect(script.encoding).toBe('br');
      expect(script.cache).toBe('public, max-age=31536000, immutable');
    }
    await page.context().close();
  });

  // Every area of the spec is built now (the host whitelist was the last): the System group's
  // last item opens its page rather than the "not yet available" placeholder.
  it('opens the System group and its last-built page from the menu', async () => {
    const page = await openPage(browser);
    await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL('**/hardening/dashboard');
    // The landing page settles first, as a user would see it: a click made while the sign-in
    // still routes may be overtaken by that navigation.
    await expectText(page, TEST_IDS.pageTitle, 'Hardening dashboard');
    await page.getByTestId(TEST_IDS.sidebar).waitFor();
    const group = page.getByTestId(menuGroupTestId('system'));
    await group.click();
    // The group slides open below the others: a click made while it still moves may land
    // beside the item on a loaded machine, so the item is clicked once the slide is over.
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
    const item = page.getByTestId(menuItemTestId('systemHost'));
    await item.evaluate((link) => Promise.all((link.closest('[data-state]') ?? link).getAnimations({ subtree: true }).map((a) => a.finished)));
    await item.click();
    await page.waitForURL('**/manage/systemmanage/hostConfig/host');
    await expectText(page, TEST_IDS.pageTitle, 'Hosts');
    expect(await page.getByTestId(TEST_IDS.placeholder).count()).toBe(0);
    await page.context().close();
  });

  it('sends an unknown URL to /404', async () => {
    const page = await openPage(browser);
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL('**/404');
    await page.getByTestId(TEST_IDS.notFoundPage).waitFor();
    await expectText(page, TEST_IDS.pageTitle, 'Page not found');
  });

  it('shows a user with only apk_analysis nothing but Security assessment → Android', async () => {
    const user = await server.seed.user({ codes: ['apk_analysis'] });
    const page = await openPage(browser);
    await signIn(page, server.url, user.username, user.password);
    await page.getByTestId(TEST_IDS.sidebar).waitFor();
    await page.waitForURL('**/security-analysis/android/list');
    await expect.poll(() => testIdsStartingWith(page, 'sidebar-group-')).toEqual([menuGroupTestId('assessment')]);
    await expect.poll(() => testIdsStartingWith(page, 'menu-')).toEqual([menuItemTestId('assessmentAndroid')]);
    await expect.poll(() => page.getByTestId(menuItemTestId('assessmentAndroid')).isVisible()).toBe(true);
    await expectText(page, TEST_IDS.pageTitle, 'Android assessment');
    await screenshot(page, 'shell-assessment-only');

    // A page outside the user's codes is refused without leaving the shell.
    await page.goto(`${server.url}/hardening/android`);
    await page.getByTestId(TEST_IDS.noPermissionPage).waitFor();
    await screenshot(page, 'no-permission');
    await expect.poll(() => page.getByTestId(TEST_IDS.sidebar).isVisible()).toBe(true);
  });

  it('ends the first session with the other-device message when the user signs in elsewhere', async () => {
    const user = await server.seed.user({ codes: ['apk_analysis'] });
    const first = await openPage(browser);
    await signIn(first, server.url, user.username, user.password);
    await first.getByTestId(TEST_IDS.sidebar).waitFor();

    const second = await openPage(browser);
    await signIn(second, server.url, user.username, user.password);
    await second.getByTestId(TEST_IDS.sidebar).waitFor();

    await first.waitForURL('**/sign-in');
    await expectTextContaining(first, TEST_IDS.signInAlert, 'Your account is logged in from another device.');
    await expect.poll(() => storageItem(first, 'token')).toBeNull();
  });

  it('asks for the second factor of a user with MFA and signs in with a recovery code', async () => {
    const user = await server.seed.user({ codes: ['apk_analysis'] });
    const token = await server.login(user.username, user.password);
    const call = async (url: string, payload: Record<string, string> = {}) => {
      const res = await server.runtime.app.server.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
      const body = res.json();
      expect(body.code, `${url}: ${body.msg}`).toBe('200');
      return body.data;
    };
    const { secret } = await call('/api/user/mfa/start');
    const { recoveryCodes } = await call('/api/user/mfa/confirm', { code: await generate({ secret }) });

    const page = await openPage(browser);
    await signIn(page, server.url, user.username, user.password);
    await page.getByTestId(TEST_IDS.mfaCode).waitFor();
    await expect.poll(() => storageItem(page, 'token')).toBeNull();
    await screenshot(page, 'sign-in-mfa');

    await page.getByTestId(TEST_IDS.mfaCode).fill('000000');
    await page.getByTestId(TEST_IDS.mfaSubmit).click();
    await page.getByTestId(TEST_IDS.signInAlert).waitFor();

    await page.getByTestId(TEST_IDS.mfaCode).fill(recoveryCodes[0]);
    await page.getByTestId(TEST_IDS.mfaSubmit).click();
    await page.getByTestId(TEST_IDS.sidebar).waitFor();
    await page.waitForURL('**/security-analysis/android/list');
    await expect.poll(() => storageItem(page, 'token')).toBeTruthy();
  });

  it('sends the language, time zone and token with every call', async () => {
    const user = await server.seed.user({ codes: ['apk_analysis'] });
    const page = await openPage(browser);
    const userInfo = page.waitForRequest('**/api/user/getUserInfo');
    await signIn(page, server.url, user.username, user.password);
    const headers = (await userInfo).headers();
    expect(headers.authorization).toMatch(/^Bearer \S+$/);
    expect(headers.lang).toBe('en');
    expect(headers.timezone).toBe('Asia/Taipei');
  });
});

/**
 * Answers that are hard to provoke from the real server (lock, other device, network failure,
 * time-out, a verification code we can read), replayed in the browser so the page's handling of
 * each is exercised; everything else reaches the real server.
 */
describe('sign-in answers', () => {
  const LOGIN = '**/api/index/login';

  function answer(code: string, msg: string, data: unknown = null) {
    return { status: 200, contentType: 'application/json', body: JSON.stringify({ code, msg, data }) };
  }

  it('shows the lock and other-device messages and network failures on the form', async () => {
    const page = await openPage(browser);
    const cases = [
      { reply: answer('account.locked.0023', 'Your account is locked, please concat your administrator!'), text: 'Your account is locked, please concat your administrator!' },
      { reply: answer('602', 'Signed in elsewhere'), text: 'Your account is logged in from another device.' },
      { reply: null, text: 'Network error' },
    ];
    for (const { reply, text } of cases) {
      await page.route(LOGIN, (route) => (reply ? route.fulfill(reply) : route.abort('failed')));
      await signIn(page, server.url, 'someone', 'any-password');
      await expectTextContaining(page, TEST_IDS.signInAlert, text);
      await page.unroute(LOGIN);
    }
  });

  it('gives up on a login that takes longer than 10 s', async () => {
    const page = await openPage(browser);
    await page.route(LOGIN, () => undefined);
    const started = Date.now();
    await signIn(page, server.url, 'someone', 'any-password');
    await expectTextContaining(page, TEST_IDS.signInAlert, 'Timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
  });

  it('asks for the verification code when the server requires it and sends it', async () => {
    const page = await openPage(browser);
    const bodies: Record<string, unknown>[] = [];
    await page.route('**/api/index/captcha*', (route) =>
      route.fulfill(
        answer('200', 'Success', { captchaId: 'captcha-1', svg: '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><text x="10" y="28">AB12</text></svg>' }),
      ),
    );
    await page.route(LOGIN, (route) => {
      bodies.push(route.request().postDataJSON());
      return route.fulfill(answer('login.invalid', 'Invalid credentials. Please try again.', { captchaRequired: true }));
    });
    await signIn(page, server.url, 'someone', 'any-password');
    await page.getByTestId(TEST_IDS.loginErrorConfirm).click();
    await page.getByTestId(TEST_IDS.signInCaptchaImage).waitFor();
    await page.getByTestId(TEST_IDS.signInCaptcha).fill('AB12');
    await page.getByTestId(TEST_IDS.signInSubmit).click();
    await page.getByTestId(TEST_IDS.loginErrorDialog).waitFor();
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).not.toHaveProperty('captcha');
    expect(bodies[1]).toMatchObject({ username: 'someone', captcha: 'AB12', captchaId: 'captcha-1' });
    expect(bodies[1].password).not.toBe('any-password');
  });
});

/**
 * Wrong passwords count against the caller's address, so this runs on a server of its own: the
 * captcha it ends up asking for must not reach the other tests.
 */
describe('wrong passwords', () => {
  let own: TestServer;

  beforeAll(async () => {
    own = await startTestServer({ listen: true });
  });

  afterAll(async () => {
    await own?.close();
  });

  it('answers every wrong password with the invalid-credentials dialog, then asks for a verification code', async () => {
    const user = await own.seed.user({ codes: ['apk_analysis'] });
    const page = await openPage(browser);
    await page.goto(`${own.url}/sign-in`);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await page.getByTestId(TEST_IDS.signInUsername).fill(user.username);
      await page.getByTestId(TEST_IDS.signInPassword).fill(`wrong-${attempt}-${user.password}`);
      await page.getByTestId(TEST_IDS.signInSubmit).click();
      await expectTextContaining(page, TEST_IDS.loginErrorDialog, 'Invalid credentials. Please try again.');
      if (attempt === 1) await screenshot(page, 'login-error-dialog');
      await page.getByTestId(TEST_IDS.loginErrorConfirm).click();
      await page.getByTestId(TEST_IDS.loginErrorDialog).waitFor({ state: 'hidden' });
      expect(page.url()).toMatch(/\/sign-in$/);
    }
    await expect.poll(() => storageItem(page, 'token')).toBeNull();

    // Three failures from one address: the server wants a verification code from now on.
    await page.getByTestId(TEST_IDS.signInCaptchaImage).waitFor();
    await page.getByTestId(TEST_IDS.signInSubmit).click();
    await expectTextContaining(page, TEST_IDS.signInForm, 'Verification code cannot be empty');
    await screenshot(page, 'sign-in-captcha');
  });
});
