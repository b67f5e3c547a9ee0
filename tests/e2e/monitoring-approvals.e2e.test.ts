import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS, menuGroupTestId, menuItemTestId } from '../../web/src/app/testids';
import { gqlAs } from '../helpers/graphql';
import type { SeededUser } from '../helpers/seed';
import { uniqueName } from '../helpers/server';
import { SignedInPages, catalogText, expectTitle, screenshot, serverAndBrowser } from './ui';

/**
 * The security-response approval flow with two people in two browser contexts (issue 18): a
 * requester (account A's plain user: monitor_request, no monitor_approve) asks for a response;
 * an approver (A's admin) sees it pending on /manage/clientmanage/approval and passes it, and
 * the response is enabled. The approver's own request is refused when they try to pass it; a
 * delete request that is rejected (in zh-TW) leaves the response in place.
 */
const started = serverAndBrowser();
const en = (key: string, values?: Record<string, string | number>) => catalogText('en', key, values);

let requester: SeededUser;
let approver: SeededUser;
/** A third user of the account (an admin) for set-up through the API: signing in elsewhere would end the browser sessions. */
let apiToken: string;
let pages: SignedInPages;
let requesterPage: Page;
let approverPage: Page;
const RULE = 'Rooted devices';

beforeAll(async () => {
  const { server, browser } = started;
  const account = await server.seed.account();
  requester = await server.seed.userIn(account.accountId, account.roleIds.USER, {});
  approver = await server.seed.userIn(account.accountId, account.roleIds.ADMIN, {});
  const helper = await server.seed.userIn(account.accountId, account.roleIds.ADMIN, {});
  apiToken = await server.login(helper.username, helper.password);
  const rule = await gqlAs(
    server,
    apiToken,
    `mutation($n: String!) { createRiskRule(input: { name: $n, type: ENVIRONMENT, platform: ALL, kinds: [ROOT], riskLevel: HIGH, enabled: true }) { ... on MutationCreateRiskRuleSuccess { data { id } } } }`,
    { n: RULE },
  );
  expect(rule.data?.createRiskRule.data.id).toBeTruthy();
  pages = new SignedInPages(browser, server.url);
  // Two people, two browser contexts, side by side.
  requesterPage = await pages.open(requester);
  approverPage = await pages.open(approver);
});

const responseRow = (page: Page, name: string): Locator => page.getByTestId(TEST_IDS.responseRow).filter({ has: page.getByText(name, { exact: true }) });
const approvalRow = (page: Page, name: string): Locator => page.locator(`[data-testid="${TEST_IDS.responseApprovalRow}"][data-name="${name}"]`);

async function openResponses(page: Page): Promise<void> {
  await page.goto(`${started.server.url}/Monitoring/securityResponse/list`);
  await page.getByTestId(TEST_IDS.responseTable).waitFor();
}

async function openApprovals(page: Page): Promise<void> {
  await page.goto(`${started.server.url}/manage/clientmanage/approval`);
  await page.getByTestId(TEST_IDS.responseApprovalTable).waitFor();
}

/** The requester asks for a new response through the form and is back on the list. */
async function requestNewResponse(name: string): Promise<void> {
  await openResponses(requesterPage);
  await requesterPage.getByTestId(TEST_IDS.responseCreate).click();
  await requesterPage.getByTestId(TEST_IDS.responseForm).waitFor();
  // A name under four characters and no rule are refused before anything is sent.
  await requesterPage.getByTestId(TEST_IDS.responseName).fill('abc');
  await requesterPage.getByTestId(TEST_IDS.responseSave).click();
  await requesterPage.getByText(en('responses.nameLength')).waitFor();
  await requesterPage.getByText(en('responses.ruleRequired')).waitFor();
  await requesterPage.getByTestId(TEST_IDS.responseName).fill(name);
  await requesterPage.getByTestId(TEST_IDS.responseRule).selectOption({ label: RULE });
  await requesterPage.getByTestId(TEST_IDS.responseType).selectOption('BLOCK');
  await requesterPage.getByTestId(TEST_IDS.responseReason).fill('rooted devices must not pay');
  await requesterPage.getByTestId(TEST_IDS.responseSave).click();
  await requesterPage.getByTestId(TEST_IDS.responseTable).waitFor();
}

describe('security responses with approvals, two users', () => {
  const name = uniqueName('block-rooted');

  it('requester adds a response; the approver sees it pending and passes it; the response is enabled', async () => {
    await requestNewResponse(name);
    const row = responseRow(requesterPage, name);
    await expect.poll(() => row.getByTestId(TEST_IDS.responseStatus).getAttribute('data-status')).toBe('PENDING');
    await expect.poll(() => row.getByTestId(TEST_IDS.responseApprovalStatus).getAttribute('data-status')).toBe('PENDING');
    await expect.poll(() => row.getByTestId(TEST_IDS.responseApprovalStatus).getAttribute('data-type')).toBe('ADD');
    // While the request is open, the response takes no other request.
    await expect.poll(() => row.textContent()).toContain(en('responses.awaiting'));

    // The approver: the menu leads to the approvals page, which opens on the response approvals.
    await approverPage.goto(started.server.url);
    await approverPage.getByTestId(menuGroupTestId('admin')).click();
    await approverPage.getByTestId(menuItemTestId('adminApproval')).click();
    await expectTitle(approverPage, en('routes.adminApprovals'));
    const pending = approvalRow(approverPage, name);
    await pending.waitFor();
    await expect.poll(() => pending.getByTestId(TEST_IDS.responseApprovalRowStatus).getAttribute('data-status')).toBe('PENDING');
    await expect.poll(() => pending.textContent()).toContain(requester.username);
    await expect.poll(() => pending.textContent()).toContain('rooted devices must not pay');
    await screenshot(approverPage, 'monitoring-approvals-pending');
    await pending.getByTestId(TEST_IDS.responseApprovalPass).click();
    const dialog = approverPage.getByTestId(TEST_IDS.formDialog);
    await dialog.getByTestId(TEST_IDS.responseApprovalComment).fill('approved for release 2');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'hidden' });
    // Passed requests leave the pending filter; with every status they show as applied.
    await pending.waitFor({ state: 'detached' });
    await approverPage.getByTestId(TEST_IDS.responseApprovalFilterStatus).selectOption('');
    await approverPage.getByRole('button', { name: en('common.search') }).click();
    await expect.poll(() => approvalRow(approverPage, name).getByTestId(TEST_IDS.responseApprovalRowStatus).getAttribute('data-status')).toBe('APPLY');
    await expect.poll(() => approvalRow(approverPage, name).textContent()).toContain('approved for release 2');

    // The requester sees the response in effect.
    await openResponses(requesterPage);
    await expect.poll(() => responseRow(requesterPage, name).getByTestId(TEST_IDS.responseStatus).getAttribute('data-status')).toBe('ENABLED');
    await expect.poll(() => responseRow(requesterPage, name).getByTestId(TEST_IDS.responseApprovalStatus).getAttribute('data-status')).toBe('APPLY');
    await screenshot(requesterPage, 'monitoring-responses-enabled');
  });

  it("refuses the approver's own request in the page, and leaves it pending", async () => {
    // The approver may request too: they ask to disable the response.
    await openResponses(approverPage);
    await responseRow(approverPage, name).getByTestId(TEST_IDS.rowMenu).click();
    await approverPage.getByTestId(TEST_IDS.responseRequestDisable).click();
    const ask = approverPage.getByTestId(TEST_IDS.formDialog);
    await ask.getByTestId(TEST_IDS.responseReason).fill('testing a fallback');
    await ask.getByTestId(TEST_IDS.formSubmit).click();
    await ask.waitFor({ state: 'hidden' });
    await expect.poll(() => responseRow(approverPage, name).getByTestId(TEST_IDS.responseApprovalStatus).getAttribute('data-type')).toBe('CHANGE_STATUS');

    await openApprovals(approverPage);
    const own = approvalRow(approverPage, name);
    await expect.poll(() => own.textContent()).toContain(en('approvals.responses.mine'));
    await own.getByTestId(TEST_IDS.responseApprovalPass).click();
    const dialog = approverPage.getByTestId(TEST_IDS.formDialog);
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await expect.poll(() => dialog.getByTestId(TEST_IDS.formError).textContent()).toContain('You cannot pass or reject your own request; another approver must decide it.');
    await screenshot(approverPage, 'monitoring-approvals-self-refused');
    await approverPage.getByRole('button', { name: en('common.cancel') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => own.getByTestId(TEST_IDS.responseApprovalRowStatus).getAttribute('data-status')).toBe('PENDING');
    // The response is still enabled.
    const read = await gqlAs(started.server, apiToken, '{ securityResponses(first: 50) { edges { node { name status } } } }');
    expect(read.data!.securityResponses.edges.map((e: { node: { name: string; status: string } }) => e.node)).toContainEqual({ name, status: 'ENABLED' });
  });

  it('a delete request the approver rejects (in zh-TW) leaves the response', async () => {
    const kept = uniqueName('keep-me');
    await requestNewResponse(kept);
    // Passed through the API by another approver, to start from an enabled response.
    const queue = await gqlAs(started.server, apiToken, 'query($s: String) { securityResponseApprovals(search: $s, status: PENDING, first: 5) { edges { node { id } } } }', {
      s: kept,
    });
    const [{ node }] = queue.data!.securityResponseApprovals.edges;
    await gqlAs(started.server, apiToken, 'mutation($id: ID!) { passSecurityResponseApproval(id: $id) { __typename } }', { id: node.id });

    await openResponses(requesterPage);
    await responseRow(requesterPage, kept).getByTestId(TEST_IDS.rowMenu).click();
    await requesterPage.getByTestId(TEST_IDS.responseRequestDelete).click();
    const ask = requesterPage.getByTestId(TEST_IDS.formDialog);
    await ask.getByTestId(TEST_IDS.formSubmit).click();
    await ask.waitFor({ state: 'hidden' });
    await expect.poll(() => responseRow(requesterPage, kept).getByTestId(TEST_IDS.responseApprovalStatus).getAttribute('data-type')).toBe('DELETE');

    const zh = await pages.open(approver, 'zh-TW');
    await openApprovals(zh);
    const row = approvalRow(zh, kept);
    await expect.poll(() => row.getAttribute('data-type')).toBe('DELETE');
    await expect.poll(() => row.textContent()).toContain(catalogText('zh-TW', 'responses.approvalTypes.DELETE'));
    await row.getByTestId(TEST_IDS.responseApprovalReject).click();
    const dialog = zh.getByTestId(TEST_IDS.formDialog);
    await expect.poll(() => dialog.textContent()).toContain(catalogText('zh-TW', 'approvals.responses.rejectHelp'));
    await dialog.getByTestId(TEST_IDS.responseApprovalComment).fill('仍需要');
    await dialog.getByTestId(TEST_IDS.formSubmit).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    await screenshot(zh, 'monitoring-approvals-zh-TW');

    // The response is still there, enabled, its last request rejected.
    await openResponses(requesterPage);
    const still = responseRow(requesterPage, kept);
    await expect.poll(() => still.getByTestId(TEST_IDS.responseStatus).getAttribute('data-status')).toBe('ENABLED');
    await expect.poll(() => still.getByTestId(TEST_IDS.responseApprovalStatus).getAttribute('data-status')).toBe('REJECT');
  });
});
