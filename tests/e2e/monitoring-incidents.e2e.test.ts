import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import en from '../../web/src/i18n/en.json';
import zhTW from '../../web/src/i18n/zh-TW.json';
import { gqlAs } from '../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch, storedEvents, type TestApp } from '../helpers/monitoring';
import type { SeededUser } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { expectTitle, screenshot, SignedInPages, type Lang } from './ui';

/**
 * Security events (incident definitions) in the browser: one is created (the form's own and the
 * server's validation shown first), takes effect on the next ingested event through the SDK
 * path (tagged, device blacklisted), and is edited, disabled and deleted; the page in zh-TW.
 */
let server: TestServer;
let browser: Browser;
let owner: SeededUser;
let apiToken: string;
let pages: SignedInPages;
let app: TestApp;

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  const account = await server.seed.account();
  owner = await server.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
  const api = await server.seed.userIn(account.accountId, account.roleIds.ADMIN, {});
  apiToken = await server.login(api.username, api.password);
  app = await createMonitoredApp(server, apiToken, { name: 'Incident banking app' });
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function signedIn(lang: Lang): Promise<Page> {
  return pages.open(owner, lang);
}

async function incidents(): Promise<
  Array<{
    name: string;
    configKey: string;
    riskLevel: string;
    enabled: boolean;
    environmentKinds: string[];
    behaviourKinds: string[];
    behaviourConditions: unknown[];
    blacklistDevice: boolean;
  }>
> {
  const answer = await gqlAs(
    server,
    apiToken,
    '{ securityIncidents(first: 50) { edges { node { name configKey riskLevel enabled environmentKinds behaviourKinds behaviourConditions { field op value } blacklistDevice } } } }',
  );
  return answer.data!.securityIncidents.edges.map((e: { node: unknown }) => e.node);
}

describe('security events in the browser', () => {
  it('creates one after showing validation errors, sees it take effect, edits, disables and deletes it', { timeout: 180_000 }, async () => {
    const page = await signedIn('en');
    await page.goto(`${server.url}/Monitoring/securityIncident/list`);
    await expectTitle(page, en.routes.securityIncidentList);
    await page.getByText(en.monitoringIncidents.emptyGuide.title).waitFor();
    await page.getByTestId(TEST_IDS.incidentCreate).click();
    await expectTitle(page, en.monitoringIncidents.createTitle);

    // The form's own checks first: a short name, a bad key, no rules.
    const form = page.getByTestId(TEST_IDS.incidentForm);
    await form.getByTestId(TEST_IDS.incidentName).fill('abc');
    await form.getByTestId(TEST_IDS.incidentConfigKey).fill('bad key');
    await form.getByTestId(TEST_IDS.incidentSave).click();
    await form.getByText(en.monitoringIncidents.nameLength).waitFor();
    await form.getByText(en.monitoringIncidents.configKeyInvalid).waitFor();
    await page.getByTestId(TEST_IDS.formError).filter({ hasText: en.monitoringIncidents.rulesRequired }).waitFor();
    expect(await incidents()).toEqual([]);

    await form.getByTestId(TEST_IDS.incidentName).fill('Frida on rooted phone');
    await form.getByTestId(TEST_IDS.incidentConfigKey).fill('frida.rooted');
    await form.getByTestId(`${TEST_IDS.incidentRule}-environment-kind-ROOT`).click();
    await form.getByTestId(`${TEST_IDS.incidentRule}-behaviour-kind-HOOK_FRIDA`).click();
    await form.getByTestId(`${TEST_IDS.incidentRule}-behaviour-condition-add`).click();
    await form.getByTestId(`${TEST_IDS.incidentRule}-behaviour-condition-field`).fill('hook.name');
    await form.getByTestId(`${TEST_IDS.incidentRule}-behaviour-condition-op`).selectOption('CONTAINS');
    await form.getByTestId(`${TEST_IDS.incidentRule}-behaviour-condition-value`).fill('gadget');
    await form.getByTestId(TEST_IDS.incidentBlacklist).click();
    await screenshot(page, 'monitoring-incident-edit', { fullPage: true });
    await form.getByTestId(TEST_IDS.incidentSave).click();
    const row = page.getByTestId(TEST_IDS.incidentRow).and(page.locator('[data-name="Frida on rooted phone"]'));
    await row.filter({ hasText: 'frida.rooted' }).waitFor();
    await screenshot(page, 'monitoring-incidents-list');
    expect(await incidents()).toEqual([
      {
        name: 'Frida on rooted phone',
        configKey: 'frida.rooted',
        riskLevel: 'HIGH',
        enabled: true,
        environmentKinds: ['ROOT'],
        behaviourKinds: ['HOOK_FRIDA'],
        behaviourConditions: [{ field: 'hook.name', op: 'CONTAINS', value: 'gadget' }],
        blacklistDevice: true,
      },
    ]);

    // The server's check: the key is taken.
    await page.getByTestId(TEST_IDS.incidentCreate).click();
    await form.getByTestId(TEST_IDS.incidentName).fill('Another one');
    await form.getByTestId(TEST_IDS.incidentConfigKey).fill('frida.rooted');
    await form.getByTestId(`${TEST_IDS.incidentRule}-behaviour-kind-DEBUGGER`).click();
    await form.getByTestId(TEST_IDS.incidentSave).click();
    await page.getByTestId(TEST_IDS.formError).filter({ hasText: 'Another security event of the account already has the config key frida.rooted.' }).waitFor();
    expect((await incidents()).length).toBe(1);

    // It takes effect on the next event from a rooted phone with a Frida gadget.
    const device = { udid: 'e2e-rooted-phone', brand: 'Google', model: 'Pixel 8', osVersion: '14', environment: ['root'] };
    const hit = sdkEvent('hook_frida', { device, details: { hook: { name: 'frida-gadget' } } });
    const miss = sdkEvent('hook_frida', { device: { ...device, udid: 'e2e-clean-phone', environment: [] }, details: { hook: { name: 'frida-gadget' } } });
    expect((await sendBatch(server, app, { events: [hit, miss] })).statusCode).toBe(200);
    const stored = new Map((await storedEvents(server, app.id)).map((event) => [event.eventId, event]));
    expect(stored.get(hit.id as string)?.matched).toContain('incident:frida.rooted');
    expect(stored.get(miss.id as string)?.matched).not.toContain('incident:frida.rooted');
    const blacklisted = await gqlAs(server, apiToken, '{ blacklists(first: 10, type: DEVICE) { edges { node { name content } } } }');
    expect(blacklisted.data!.blacklists.edges.map((e: { node: unknown }) => e.node)).toEqual([{ name: 'security-event-devices', content: ['e2e-rooted-phone'] }]);

    // The event list says which security event decided the level.
    await page.goto(`${server.url}/Monitoring/eventDetail/list`);
    await page
      .getByTestId(TEST_IDS.monitorEventRow)
      .and(page.locator('[data-kind="HOOK_FRIDA"]'))
      .filter({ hasText: en.monitoring.matched.incident.replace('{{name}}', 'frida.rooted') })
      .waitFor();

    // Edit: a lower level.
    await page.goto(`${server.url}/Monitoring/securityIncident/list`);
    await row.getByTestId(TEST_IDS.rowEdit).click();
    await expect.poll(() => form.getByTestId(TEST_IDS.incidentConfigKey).inputValue()).toBe('frida.rooted');
    await form.getByTestId(TEST_IDS.incidentLevel).selectOption('MEDIUM');
    await form.getByTestId(TEST_IDS.incidentSave).click();
    await row.locator('[data-level="MEDIUM"]').waitFor();

    // Filters: a HIGH filter hides it.
    await page.getByTestId(TEST_IDS.incidentFilterLevel).selectOption('HIGH');
    await page.getByTestId(TEST_IDS.incidentSearchSubmit).click();
    await row.waitFor({ state: 'detached' });
    await page.getByTestId(TEST_IDS.incidentFilterLevel).selectOption('');
    await page.getByTestId(TEST_IDS.incidentSearch).fill('FRIDA');
    await page.getByTestId(TEST_IDS.incidentSearchSubmit).click();
    await row.waitFor();

    // Disable from the row, asked first.
    await row.getByTestId(TEST_IDS.incidentToggle).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await page.getByTestId(TEST_IDS.incidentRow).and(page.locator('[data-name="Frida on rooted phone"][data-enabled="false"]')).waitFor();
    expect((await incidents())[0]).toMatchObject({ riskLevel: 'MEDIUM', enabled: false });

    // Batch delete.
    await row.locator('label').first().click();
    await page.getByTestId(TEST_IDS.listsBatchBar).waitFor();
    await page.getByTestId(`${TEST_IDS.listsBatch}-delete`).click();
    await page.getByTestId(TEST_IDS.confirmAccept).click();
    await row.waitFor({ state: 'detached' });
    expect(await incidents()).toEqual([]);
    await page.context().close();
  });

  it('shows the pages in Traditional Chinese', { timeout: 120_000 }, async () => {
    const page = await signedIn('zh-TW');
    await page.goto(`${server.url}/Monitoring/securityIncident/list`);
    await expectTitle(page, zhTW.routes.securityIncidentList);
    await page.getByTestId(TEST_IDS.incidentCreate).filter({ hasText: zhTW.monitoringIncidents.create }).click();
    await expectTitle(page, zhTW.monitoringIncidents.createTitle);
    await page.getByText(zhTW.monitoringIncidents.rules.environment.title, { exact: true }).waitFor();
    await page.getByText(zhTW.monitoringIncidents.fields.blacklistDeviceRule).waitFor();
    await page.context().close();
  });
});
