import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import en from '../../web/src/i18n/en.json';
import zhTW from '../../web/src/i18n/zh-TW.json';
import type { SeededUser } from '../helpers/seed';
import { receiver, signatureValid } from '../helpers/webhook-receiver';
import { startTestServer, uniqueName, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { expectTitle, SignedInPages } from './ui';

/**
 * Outbound integrations in the browser (/Monitoring/integrations): the endpoint form refuses a
 * plain-http URL to another host, an endpoint pointing at a receiver in the test is created and
 * its secret shown once, "send test event" reaches the receiver signed with that secret (the
 * server's own sender runs: this instance is a worker too), and the delivery log shows the
 * delivery with its attempt; then the page in Traditional Chinese.
 */
let server: TestServer;
let browser: Browser;
let owner: SeededUser;
let pages: SignedInPages;
let hook: Awaited<ReturnType<typeof receiver>>;

beforeAll(async () => {
  hook = await receiver();
  server = await startTestServer({ listen: true, env: { RAMPART_WEBHOOK_PRIVATE_TARGETS: 'true' } });
  const account = await server.seed.account();
  owner = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await hook?.close();
});

describe('outbound integrations in the browser', () => {
  it('creates an endpoint, sends a test event the receiver verifies, and shows the delivery in the log', { timeout: 180_000 }, async () => {
    const page = await pages.open(owner, 'en');
    await page.goto(`${server.url}/Monitoring/integrations`);
    await expectTitle(page, en.routes.monitoringIntegrations);

    const name = uniqueName('SOC hook');
    await page.getByTestId(TEST_IDS.integrationsCreate).click();
    const dialog = page.getByTestId(TEST_IDS.integrationsDialog);
    await dialog.waitFor();
    await page.getByTestId(TEST_IDS.integrationsName).fill(name);
    // Plain http to another host is refused before anything is sent.
    await page.getByTestId(TEST_IDS.integrationsUrl).fill('http://siem.example.com/hook');
    await page.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.getByText(en.monitoringIntegrations.validation.url).waitFor();
    expect(await server.runtime.deps.db.selectFrom('integrationWebhooks').select('id').where('name', '=', name).execute()).toHaveLength(0);

    await page.getByTestId(TEST_IDS.integrationsUrl).fill(hook.url);
    await page.getByTestId(TEST_IDS.formSubmit).click();
    const secretDialog = page.getByTestId(TEST_IDS.integrationsSecretDialog);
    await secretDialog.waitFor();
    const secret = await page.getByTestId(TEST_IDS.integrationsSecret).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByTestId(`${TEST_IDS.integrationsSecretDialog}-done`).click();
    await secretDialog.waitFor({ state: 'hidden' });

    const row = page.getByTestId(TEST_IDS.integrationsRow).and(page.locator(`[data-name="${name}"]`));
    await row.waitFor();
    await row.getByTestId(TEST_IDS.integrationsTest).click();

    // The log shows the delivery once the sender has made its attempt (the page refreshes while pending).
    const delivered = page.getByTestId(TEST_IDS.integrationsLogRow).and(page.locator('[data-status="DELIVERED"][data-event="integration.test"]'));
    await delivered.waitFor({ timeout: 60_000 });
    await delivered
      .getByTestId(TEST_IDS.integrationsAttempt)
      .filter({ hasText: /#1 .* 200 · \d+ ms/ })
      .waitFor();
    await delivered.getByText(en.monitoringIntegrations.status.delivered).waitFor();

    expect(hook.received).toHaveLength(1);
    const [request] = hook.received;
    expect(request.headers['x-rampart-event']).toBe('integration.test');
    expect(signatureValid(request, secret)).toBe(true);
    expect(JSON.parse(request.body)).toMatchObject({ type: 'integration.test', data: { endpoint: name } });
    await page.context().close();
  });

  it('shows the page in Traditional Chinese', { timeout: 120_000 }, async () => {
    const page = await pages.open(owner, 'zh-TW');
    await page.goto(`${server.url}/Monitoring/integrations`);
    await expectTitle(page, zhTW.routes.monitoringIntegrations);
    await page.getByTestId(TEST_IDS.integrationsLog).getByText(zhTW.monitoringIntegrations.deliveryLog).waitFor();
    await page.getByTestId(TEST_IDS.integrationsLogRow).filter({ hasText: zhTW.monitoringIntegrations.status.delivered }).waitFor();
    await page.getByTestId(TEST_IDS.integrationsSyslog).getByText(zhTW.monitoringIntegrations.syslog).waitFor();
    await page.context().close();
  });
});
