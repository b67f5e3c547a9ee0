import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair, issueLicence, parsePrivateKey, type LicenceFields } from '../../server/src/modules/licence/licence-document';
import { TEST_IDS } from '../../web/src/app/testids';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { SignedInPages, catalogText, expectTitle, screenshot, type Lang } from './ui';

/**
 * /manage/systemmanage/license and /about/about in the browser: a system super admin sees the
 * "no licence" banner, is refused a non-.lic file in the browser and an edited licence by the
 * server (nothing changes), installs a licence by dropping it (its fields show, the banner goes),
 * and sees the banner again as the end nears and once it passed; one pass in zh-TW. Every
 * signed-in user reads the About page: version, build, licence holder, searchable notices.
 */
let server: TestServer;
let browser: Browser;
let admin: SeededUser;
let member: SeededUser;
let pages: SignedInPages;

const PATH = '/manage/systemmanage/license';
const DAY = 86_400_000;
const vendor = generateKeyPair();
const vendorKey = parsePrivateKey(vendor.privateKeyPem);
const fields: LicenceFields = {
  productName: 'Rampart Enterprise',
  accountName: 'Acme Holdings',
  start: new Date(Date.now() - 30 * DAY).toISOString(),
  end: new Date(Date.now() + 365 * DAY).toISOString(),
  appIds: ['com.acme.banking'],
  entitlements: ['apk_protected', 'apk_analysis', 'threat_perception'],
  limits: { accounts: 25 },
};

beforeAll(async () => {
  server = await startTestServer({ listen: true, env: { RAMPART_LICENCE_PUBLIC_KEY: vendor.publicKeyRaw } });
  admin = await server.seed.systemAdmin();
  member = await server.seed.user({ roleType: 'USER' });
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  // The licence is installation-wide: the browser files after this one run without it.
  await server?.runtime.deps.db.deleteFrom('systemSettings').where('key', 'in', ['licence', 'licence.lastAttempt']).execute();
  await browser?.close();
  await server?.close();
});

const licence = () => server.runtime.app.services.licence;

async function chooseFile(page: Page, name: string, text: string) {
  await page.getByTestId(TEST_IDS.licenceFileInput).setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(text) });
}

async function dropFile(page: Page, name: string, text: string) {
  const transfer = await page.evaluateHandle(
    ([fileName, content]) => {
      const data = new DataTransfer();
      data.items.add(new File([content], fileName));
      return data;
    },
    [name, text] as const,
  );
  await page.getByTestId(TEST_IDS.licenceDropZone).dispatchEvent('drop', { dataTransfer: transfer });
}

const fact = (page: Page, key: string) => page.getByTestId(TEST_IDS.licenceFacts).locator(`[data-fact="${key}"]`);
const banner = (page: Page, state: string) => page.locator(`[data-testid="${TEST_IDS.licenceBanner}"][data-state="${state}"]`);

describe('the licence page', () => {
  it('refuses bad files, installs a dropped licence and warns as it ends (en)', { timeout: 180_000 }, async () => {
    const page = await pages.open(admin, 'en');
    await page.goto(`${server.url}${PATH}`);
    await expectTitle(page, catalogText('en', 'routes.systemLicence'));
    await banner(page, 'NONE').getByText(catalogText('en', 'licence.banner.none')).waitFor();
    await page.locator(`[data-testid="${TEST_IDS.licenceState}"][data-state="NONE"]`).waitFor();
    await screenshot(page, 'system-licence-none-en');

    // The browser refuses anything but .lic before sending it.
    await chooseFile(page, 'licence.txt', issueLicence(fields, vendorKey));
    await page.getByTestId(TEST_IDS.licenceUploadError).getByText('Sorry, only .lic file is allowed.', { exact: true }).waitFor();

    // An edited licence reaches the server, which refuses it and keeps what it had.
    const edited = JSON.parse(issueLicence(fields, vendorKey));
    edited.licence.entitlements.push('ipa_protected');
    await chooseFile(page, 'edited.lic', JSON.stringify(edited));
    await page.getByTestId(TEST_IDS.licenceUploadError).getByText('The licence signature does not match: the licence was changed after it was signed.').waitFor();
    await fact(page, 'updateStatus')
      .getByText(/Failed: changed after signing/)
      .waitFor();
    await page.locator(`[data-testid="${TEST_IDS.licenceState}"][data-state="NONE"]`).waitFor();
    expect((await licence().summary()).state).toBe('NONE');
    await screenshot(page, 'system-licence-refused-en');

    // A good licence, dropped on the page.
    await dropFile(page, 'acme.lic', issueLicence(fields, vendorKey));
    await page.locator(`[data-testid="${TEST_IDS.licenceState}"][data-state="VALID"]`).waitFor();
    await fact(page, 'accountName').getByText('Acme Holdings').waitFor();
    await fact(page, 'productName').getByText('Rampart Enterprise').waitFor();
    await fact(page, 'appIds').getByText('com.acme.banking').waitFor();
    await fact(page, 'limits').getByText('accounts: 25').waitFor();
    await fact(page, 'entitlements').getByText(catalogText('en', 'accounts.entitlements.threat_perception')).waitFor();
    await fact(page, 'updateStatus')
      .getByText(/^Succeeded/)
      .waitFor();
    await banner(page, 'NONE').waitFor({ state: 'detached' });
    expect((await licence().summary()).accountName).toBe('Acme Holdings');
    await screenshot(page, 'system-licence-installed-en');

    const saved = licence().now;
    try {
      licence().now = () => new Date(Date.parse(fields.end) - 10 * DAY);
      await page.reload();
      await page
        .locator(`[data-testid="${TEST_IDS.licenceBanner}"][data-state="VALID"][data-expiring="true"]`)
        .getByText(/\(10 days left\)/)
        .waitFor();
      await screenshot(page, 'system-licence-expiring-en');

      licence().now = () => new Date(Date.parse(fields.end) + DAY);
      await page.reload();
      await banner(page, 'EXPIRED')
        .getByText(/every licensed product is off/)
        .waitFor();
      await page.locator(`[data-testid="${TEST_IDS.licenceState}"][data-state="EXPIRED"]`).waitFor();
      await screenshot(page, 'system-licence-expired-en');
    } finally {
      licence().now = saved;
    }
  });

  it('reads in Traditional Chinese and refuses a non-.lic file (zh-TW)', async () => {
    const page = await pages.open(admin, 'zh-TW');
    await page.goto(`${server.url}${PATH}`);
    await expectTitle(page, catalogText('zh-TW', 'routes.systemLicence'));
    await fact(page, 'accountName').getByText(catalogText('zh-TW', 'licence.fields.accountName')).waitFor();
    await page.locator(`[data-testid="${TEST_IDS.licenceState}"][data-state="VALID"]`).getByText(catalogText('zh-TW', 'licence.states.VALID')).waitFor();
    await chooseFile(page, 'licence.zip', 'PK');
    await page.getByTestId(TEST_IDS.licenceUploadError).getByText(catalogText('zh-TW', 'licence.onlyLic'), { exact: true }).waitFor();
    await screenshot(page, 'system-licence-zh-TW');
  });
});

describe('the About page', () => {
  for (const lang of ['en', 'zh-TW'] as const satisfies readonly Lang[]) {
    it(`shows version, build, licence and third-party notices to every user (${lang})`, async () => {
      const page = await pages.open(member, lang);
      await page.goto(`${server.url}/about/about`);
      await expectTitle(page, catalogText(lang, 'routes.about'));
      const pkg = (await import('../../package.json', { with: { type: 'json' } })).default as { version: string };
      await page.getByTestId(TEST_IDS.aboutVersion).getByText(pkg.version, { exact: true }).waitFor();
      expect(await page.getByTestId(TEST_IDS.aboutBuild).textContent()).toMatch(/^([0-9a-f]{4,40}|development)$/);
      await page.locator(`[data-testid="${TEST_IDS.aboutLicence}"][data-state="VALID"]`).getByText('Rampart Enterprise · Acme Holdings').waitFor();
      await page.getByText(catalogText(lang, 'about.noticesTitle')).waitFor();
      // Twenty packages a page; the search narrows on the server.
      await expect.poll(() => page.getByTestId(TEST_IDS.aboutNoticeRow).count()).toBe(20);
      await page.getByTestId(TEST_IDS.aboutNoticesSearch).fill('kysely');
      await page.locator(`[data-testid="${TEST_IDS.aboutNoticeRow}"][data-name="kysely"]`).getByText('MIT').waitFor();
      await expect.poll(() => page.getByTestId(TEST_IDS.aboutNoticeRow).count()).toBe(1);
      // A user without system codes sees no licence banner.
      expect(await page.getByTestId(TEST_IDS.licenceBanner).count()).toBe(0);
      await page.getByTestId(TEST_IDS.aboutNoticesSearch).fill('');
      await screenshot(page, `about-${lang}`);
    });
  }
});
