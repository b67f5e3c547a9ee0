import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import en from '../../web/src/i18n/en.json';
import zhTW from '../../web/src/i18n/zh-TW.json';
import { SMALL_APK, submit, uploadFixture, waitForJob } from '../integration/assessment/assessment-helpers';
import type { SeededUser } from '../helpers/seed';
import { receiver, signatureValid } from '../helpers/webhook-receiver';
import { startTestServer, uniqueName, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { expectTitle, SignedInPages } from './ui';

/**
 * Job webhooks in the browser (/manage/detectionManage/jobWebhooks): an account administrator
 * adds an endpoint pointing at a receiver in the test and sees its secret once; a finished
 * assessment job reaches the receiver signed with that secret (this instance runs the job
 * worker and the sender) and the delivery log shows the delivery with its attempt; then the
 * page in Traditional Chinese.
 */
let server: TestServer;
let browser: Browser;
let owner: SeededUser;
/** Submits the job over the API (a sign-in of its own would end the owner's browser session). */
let submitter: SeededUser;
let pages: SignedInPages;
let hook: Awaited<ReturnType<typeof receiver>>;

beforeAll(async () => {
  hook = await receiver();
  server = await startTestServer({ listen: true, env: { RAMPART_WEBHOOK_PRIVATE_TARGETS: 'true', RAMPART_JOB_QUEUE: uniqueName('q') } });
  const account = await server.seed.account();
  owner = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  submitter = await server.seed.userIn(account.accountId, account.roleIds.USER, {});
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await hook?.close();
});

describe('job webhooks in the browser', () => {
  it('adds an endpoint, shows its secret once, and logs the delivery of a finished assessment', { timeout: 240_000 }, async () => {
    const page = await pages.open(owner, 'en');
    await page.goto(`${server.url}/manage/detectionManage/jobWebhooks`);
    await expectTitle(page, en.routes.jobWebhooks);

    const name = uniqueName('CI hook');
    await page.getByTestId(TEST_IDS.integrationsCreate).click();
    const dialog = page.getByTestId(TEST_IDS.integrationsDialog);
    await dialog.waitFor();
    await dialog.getByText(en.jobWebhooks.events.assessmentFinished).waitFor();
    await page.getByTestId(TEST_IDS.integrationsName).fill(name);
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
    // The secret is not shown again: the table holds no trace of it.
    expect(await page.content()).not.toContain(secret);

    const caller = { token: await server.login(submitter.username, submitter.password) };
    const jobId = await submit(server, caller, await uploadFixture(server, caller, SMALL_APK));
    expect((await waitForJob(server, caller, jobId, 120_000)).status).toBe('finished');

    const delivered = page.getByTestId(TEST_IDS.integrationsLogRow).and(page.locator('[data-status="DELIVERED"][data-event="assessment.finished"]'));
    for (let i = 0; i < 30 && !(await delivered.isVisible()); i++) {
      await page.getByTestId(TEST_IDS.integrationsLogRefresh).click();
      await page.waitForTimeout(1000);
    }
    await delivered.waitFor({ timeout: 30_000 });
    await delivered.getByText(en.jobWebhooks.events.assessmentFinished).waitFor();
    await delivered
      .getByTestId(TEST_IDS.integrationsAttempt)
      .filter({ hasText: /#1 .* 200 · \d+ ms/ })
      .waitFor();

    expect(hook.received).toHaveLength(1);
    const [request] = hook.received;
    expect(request.headers['x-rampart-event']).toBe('assessment.finished');
    expect(signatureValid(request, secret)).toBe(true);
    expect(JSON.parse(request.body)).toMatchObject({ type: 'assessment.finished', data: { jobId, fileName: SMALL_APK } });
    await page.context().close();
  });

  it('shows the page in Traditional Chinese', { timeout: 120_000 }, async () => {
    const page = await pages.open(owner, 'zh-TW');
    await page.goto(`${server.url}/manage/detectionManage/jobWebhooks`);
    await expectTitle(page, zhTW.routes.jobWebhooks);
    await page.getByTestId(TEST_IDS.integrationsLogRow).filter({ hasText: zhTW.jobWebhooks.events.assessmentFinished }).waitFor();
    await page.getByTestId(TEST_IDS.integrationsLogRow).filter({ hasText: zhTW.monitoringIntegrations.status.delivered }).waitFor();
    await page.context().close();
  });
});
