import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetOptions, type H5Options } from '../../common/hardening-policy';
import type { PermissionCode } from '../../common/permissions';
import { runBehaviourCorpus } from '../../server/src/engines/h5/behaviour-corpus';
import { protectScript } from '../../server/src/engines/h5/protect-script';
import { fixturePath } from '../../server/src/engines/test-fixtures';
import { TEST_IDS } from '../../web/src/app/testids';
import en from '../../web/src/i18n/en.json';
import { startTestServer, uniqueName, type TestServer } from '../helpers/server';
import type { SeededUser } from '../helpers/seed';
import { launchBrowser } from './browser';
import { expectTitle, openPage, screenshot, signedIn } from './ui';

const LODASH = fixturePath('npm-lodash-4.18.1-lodash.js');
const WWW = fixturePath('npm-cordova-app-hello-world-7.0.0-www.zip');
const INSECURE_BANK = fixturePath('insecurebankv2-InsecureBankv2.apk');
const CHANCE = path.resolve('node_modules/chance/chance.js');
/** Every hardening code, in an account licensed for H5 hardening only. */
const H5_USER_CODES: PermissionCode[] = [
  'dashboard',
  'hardening_view',
  'hardening_submit',
  'hardening_download',
  'download_source',
  'download_log',
  'policy_view',
  'policy_add',
  'policy_duplicate',
  'apk_protected',
  'sdk_protected',
  'ipa_protected',
  'h5_protected',
  'keystore',
];

let server: TestServer;
let browser: Browser;
let user: SeededUser;
let downloads: string;

beforeAll(async () => {
  server = await startTestServer({ listen: true, env: { RAMPART_JOB_QUEUE: uniqueName('q') } });
  user = await server.seed.user({ codes: H5_USER_CODES, entitlements: ['h5_protected'] });
  browser = await launchBrowser();
  downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-e2e-hardening-'));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (downloads) fs.rmSync(downloads, { recursive: true, force: true });
});

async function download(page: Page, row: ReturnType<Page['getByTestId']>, what: string): Promise<string> {
  await row.getByTestId(TEST_IDS.hardeningDownloadMenu).click();
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId(`${TEST_IDS.hardeningDownload}-${what}`).click()]);
  const target = path.join(downloads, `${uniqueName('d')}-${file.suggestedFilename()}`);
  await file.saveAs(target);
  return target;
}

describe('H5 hardening in the browser', () => {
  it('creates a policy, hardens a zip and a script live, and downloads every output', { timeout: 600_000 }, async () => {
    const page = await openPage(browser, 'en', { acceptDownloads: true });
    await signedIn(page, server.url, user.username, user.password);

    // Only the H5 entitlement: no Android, iOS or SDK menus.
    const menu = page.getByTestId(TEST_IDS.sidebar);
    await menu.getByText(en.menu.items.hardeningH5, { exact: true }).waitFor({ state: 'attached' });
    for (const hidden of [en.menu.items.hardeningAndroid, en.menu.items.hardeningIos, en.menu.items.hardeningSdk, en.menu.items.keystore]) {
      expect(await menu.getByText(hidden, { exact: true }).count(), hidden).toBe(0);
    }

    // A policy from the maximum preset, with anti-debug off for this test's downloads.
    const policyName = uniqueName('Web max');
    await page.goto(`${server.url}/hardening-policy/h5/add`);
    await expectTitle(page, en.routes.policyH5Add);
    await page.getByTestId(TEST_IDS.policyName).fill(policyName);
    await page.getByTestId(`${TEST_IDS.policyPreset}-maximum`).click();
    await page.getByTestId('policy-option-antiDebug').click();
    // A wrong host is refused before anything is sent, with the spec-style message.
    await page.getByTestId('policy-option-hostBinding-hosts').fill('not a host');
    await page.getByTestId(TEST_IDS.policyName).click();
    await page.getByTestId(TEST_IDS.policySave).click();
    await page.getByText(en.hardening.policyErrors.policyHostInvalid).waitFor();
    await page.getByTestId('policy-option-hostBinding-hosts').fill('');
    await page.getByTestId(TEST_IDS.policyName).click();
    await screenshot(page, 'hardening-policy-form');
    await page.getByTestId(TEST_IDS.policySave).click();
    await page.getByTestId(TEST_IDS.policyRow).filter({ hasText: policyName }).waitFor();
    await screenshot(page, 'hardening-policies');

    // Submit both fixtures and watch them finish on the same page.
    await page.goto(`${server.url}/hardening/h5`);
    await expectTitle(page, en.routes.hardeningH5);
    for (const file of [WWW, LODASH]) {
      await page.getByTestId(TEST_IDS.hardeningSubmit).click();
      await page.getByTestId(TEST_IDS.hardeningSubmitDialog).waitFor();
      await page.getByTestId(TEST_IDS.hardeningFileInput).setInputFiles(file);
      await page.getByTestId(TEST_IDS.hardeningPolicySelect).selectOption({ label: policyName });
      await page.getByTestId(TEST_IDS.formSubmit).click();
      await page.getByTestId(TEST_IDS.hardeningSubmitDialog).waitFor({ state: 'detached', timeout: 90_000 });
    }
    const rows = page.getByTestId(TEST_IDS.hardeningRow);
    for (const task of ['npm-cordova-app-hello-world-7.0.0-www', 'npm-lodash-4.18.1-lodash']) {
      const status = rows.and(page.locator(`[data-task-name="${task}"]`)).getByTestId(TEST_IDS.hardeningStatus);
      await status.and(page.locator('[data-status="success"], [data-status="failure"]')).waitFor({ timeout: 300_000 });
      expect(await status.getAttribute('data-status'), task).toBe('success');
    }
    await screenshot(page, 'hardening-h5-jobs');

    const lodashRow = rows.and(page.locator('[data-task-name="npm-lodash-4.18.1-lodash"]'));
    const protectedJs = fs.readFileSync(await download(page, lodashRow, 'protected'), 'utf8');
    expect(protectedJs.length).toBeGreaterThan(100_000);
    expect(protectedJs).not.toContain('__lodash_hash_undefined__');
    expect(fs.readFileSync(await download(page, lodashRow, 'original')).equals(fs.readFileSync(LODASH))).toBe(true);
    expect(fs.readFileSync(await download(page, lodashRow, 'log'), 'utf8')).toContain('applied: self-defending');
    const report = fs.readFileSync(await download(page, lodashRow, 'report-html'), 'utf8');
    expect(report).toContain('Protection report');
    const zipRow = rows.and(page.locator('[data-task-name="npm-cordova-app-hello-world-7.0.0-www"]'));
    expect(
      fs
        .readFileSync(await download(page, zipRow, 'protected'))
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // The dashboard counts them.
    await page.goto(`${server.url}/hardening/dashboard`);
    await expect.poll(() => page.locator(`[data-testid="${TEST_IDS.hardeningDashboardCount}"][data-status="success"]`).textContent()).toContain('2');
    await screenshot(page, 'hardening-dashboard');
    await page.context().close();
  });
});

describe('Android hardening in the browser', () => {
  it('refuses a wrong keystore password, then hardens InsecureBankv2 signed with the uploaded keystore and downloads the three files', { timeout: 600_000 }, async () => {
    const android = await server.seed.user({
      codes: ['dashboard', 'apk_protected', 'keystore', 'hardening_view', 'hardening_submit', 'hardening_download', 'download_source', 'download_log', 'policy_view', 'policy_add'],
      entitlements: ['apk_protected'],
    });
    const store = path.join(downloads, 'release.jks');
    execFileSync(
      '/usr/lib/jvm/java-17-openjdk-amd64/bin/keytool',
      [
        '-genkeypair',
        '-keystore',
        store,
        '-storetype',
        'JKS',
        '-storepass',
        'store-secret-1',
        '-keypass',
        'alias-secret-2',
        '-alias',
        'release',
        '-keyalg',
        'RSA',
        '-keysize',
        '2048',
        '-validity',
        '3650',
        '-dname',
        'CN=Browser Keystore, O=Rampart, C=TW',
        '-noprompt',
      ],
      { stdio: 'pipe' },
    );
    const page = await openPage(browser, 'en', { acceptDownloads: true });
    await signedIn(page, server.url, android.username, android.password);
    await page.goto(`${server.url}/hardening/signingCertificate`);
    await expectTitle(page, en.routes.keystores);
    const fill = async (aliasPassword: string) => {
      await page.getByTestId(TEST_IDS.keystoreAdd).click();
      await page.getByTestId(TEST_IDS.keystoreDialog).waitFor();
      await page.getByTestId(TEST_IDS.keystoreFile).setInputFiles(store);
      await page.getByTestId(TEST_IDS.keystoreStorePassword).fill('store-secret-1');
      await page.getByTestId(TEST_IDS.keystoreAlias).fill('release');
      await page.getByTestId(TEST_IDS.keystoreAliasPassword).fill(aliasPassword);
      await page.getByTestId(TEST_IDS.formSubmit).click();
    };
    await fill('wrong');
    await expect.poll(() => page.getByTestId(TEST_IDS.formError).textContent()).toBe('Alias password invalid');
    await page.keyboard.press('Escape');
    await page.getByTestId(TEST_IDS.keystoreDialog).waitFor({ state: 'detached' });
    await fill('alias-secret-2');
    await page.getByTestId(TEST_IDS.keystoreDialog).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId(TEST_IDS.keystoreRow).textContent()).toContain('CN=Browser Keystore');
    await screenshot(page, 'hardening-keystores');

    // A policy from the maximum preset.
    const policyName = uniqueName('Android max');
    await page.goto(`${server.url}/hardening-policy/android/add`);
    await page.getByTestId(TEST_IDS.policyName).fill(policyName);
    await page.getByTestId(`${TEST_IDS.policyPreset}-maximum`).click();
    await page.getByTestId(TEST_IDS.policySave).click();
    await page.getByTestId(TEST_IDS.policyRow).filter({ hasText: policyName }).waitFor();

    // Submit with the keystore, watch the job finish, download the three files.
    await page.goto(`${server.url}/hardening/android`);
    await expectTitle(page, en.routes.hardeningAndroid);
    await page.getByTestId(TEST_IDS.hardeningSubmit).click();
    await page.getByTestId(TEST_IDS.hardeningSubmitDialog).waitFor();
    await page.getByTestId(TEST_IDS.hardeningFileInput).setInputFiles(INSECURE_BANK);
    await page.getByTestId(TEST_IDS.hardeningPolicySelect).selectOption({ label: policyName });
    expect(await page.getByTestId(TEST_IDS.hardeningKeystoreSelect).textContent()).toContain('release');
    await screenshot(page, 'hardening-android-submit');
    await page.getByTestId(TEST_IDS.formSubmit).click();
    await page.getByTestId(TEST_IDS.hardeningSubmitDialog).waitFor({ state: 'detached', timeout: 90_000 });
    const row = page.getByTestId(TEST_IDS.hardeningRow).and(page.locator('[data-task-name="insecurebankv2-InsecureBankv2"]'));
    const status = row.getByTestId(TEST_IDS.hardeningStatus);
    await status.and(page.locator('[data-status="success"], [data-status="failure"]')).waitFor({ timeout: 300_000 });
    expect(await status.getAttribute('data-status')).toBe('success');
    await screenshot(page, 'hardening-android-jobs');

    const apk = await download(page, row, 'protected');
    const verified = spawnSync('apksigner', ['verify', '--print-certs', apk], { encoding: 'utf8' });
    expect(verified.status, verified.stderr).toBe(0);
    expect(verified.stdout).toContain('CN=Browser Keystore');
    expect(fs.readFileSync(await download(page, row, 'original')).equals(fs.readFileSync(INSECURE_BANK))).toBe(true);
    expect(fs.readFileSync(await download(page, row, 'log'), 'utf8')).toMatch(/keystore: release \(certificate sha256 [0-9a-f]{64}\)/);
    await page.context().close();
  });
});

/** Serves one page with a protected script on any host name that resolves to loopback. */
async function servePage(script: string): Promise<{ url: (host: string) => string; close: () => Promise<void> }> {
  const srv = http.createServer((req, res) => {
    if (req.url === '/app.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html><body><script src="/app.js"></script></body></html>');
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  return { url: (host) => `http://${host}:${port}/`, close: () => new Promise((resolve) => srv.close(() => resolve())) };
}

describe('protected code in chromium', () => {
  const maximum = presetOptions('h5', 'maximum');
  const corpusSource = `(${runBehaviourCorpus.toString()})(window._, window.Chance)`;
  const runCorpus = async (page: Page, lodash: string, chance: string) => {
    await page.setContent('<!doctype html><html><body></body></html>');
    // Test transforms may name functions through a helper; give the page one.
    await page.evaluate(() => ((window as unknown as { __name: (f: unknown) => unknown }).__name = (f: unknown) => f));
    await page.addScriptTag({ content: lodash });
    await page.addScriptTag({ content: chance });
    return page.evaluate(corpusSource) as Promise<string[]>;
  };

  it('answers the behaviour corpus the same before and after the maximum preset', { timeout: 300_000 }, async () => {
    const lodash = fs.readFileSync(LODASH, 'utf8');
    const chance = fs.readFileSync(CHANCE, 'utf8');
    const page = await openPage(browser);
    const before = await runCorpus(page, lodash, chance);
    const after = await runCorpus(page, protectScript(lodash, maximum, 21).code, protectScript(chance, maximum, 22).code);
    expect(before.length).toBeGreaterThanOrEqual(200);
    expect(after).toEqual(before);
    await page.context().close();
  });

  it('runs on a bound host and refuses to run on another', { timeout: 120_000 }, async () => {
    const options: H5Options = { ...presetOptions('h5', 'balanced'), hostBinding: { hosts: ['good.localhost'], redirectUrl: '' } };
    const { code } = protectScript('document.body.setAttribute("data-ran", "protected code ran");', options, 5);
    const site = await servePage(code);
    try {
      const page = await openPage(browser);
      await page.goto(site.url('good.localhost'));
      await expect.poll(() => page.evaluate(() => document.body?.getAttribute('data-ran') ?? null)).toBe('protected code ran');
      await page.goto(site.url('evil.localhost'));
      await page.waitForTimeout(1000);
      const ranElsewhere = await page.evaluate(() => document.body?.getAttribute('data-ran') ?? null).catch(() => null);
      expect(ranElsewhere).toBeNull();
      await page.context().close();
    } finally {
      await site.close();
    }
  });

  it('traps an attached debugger, and runs untroubled without one', { timeout: 120_000 }, async () => {
    const options: H5Options = { ...presetOptions('h5', 'balanced'), antiDebug: true };
    const { code } = protectScript('window.answer = [1, 2, 3].map(function (x) { return x * 2; }).join(",");', options, 8);
    const site = await servePage(code);
    try {
      const quiet = await openPage(browser);
      await quiet.goto(site.url('localhost'));
      await expect.poll(() => quiet.evaluate(() => (window as unknown as { answer?: string }).answer ?? null)).toBe('2,4,6');
      await quiet.context().close();

      const watched = await openPage(browser);
      const cdp = await watched.context().newCDPSession(watched);
      let pauses = 0;
      cdp.on('Debugger.paused', () => {
        pauses++;
        void cdp.send('Debugger.resume').catch(() => {});
      });
      await cdp.send('Debugger.enable');
      // The traps keep the debugger busy, so the page never finishes loading: wait for the commit only.
      await watched.goto(site.url('localhost'), { waitUntil: 'commit' });
      await expect.poll(() => pauses, { timeout: 30_000 }).toBeGreaterThan(3);
      await watched.context().close();
    } finally {
      await site.close();
    }
  });
});
