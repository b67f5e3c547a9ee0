import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../web/src/app/testids';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './browser';
import { openPage, settle, signedIn } from './ui';

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

/** Accessibility roles of the controls a user fills in or ticks. */
const CONTROL_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'listbox', 'checkbox', 'radio', 'switch', 'spinbutton', 'slider']);

interface AxNode {
  ignored: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown; sources?: { type: string; attribute?: string; value?: { value?: unknown }; superseded?: boolean }[] };
  backendDOMNodeId?: number;
}

/** Whether Chromium names the control from a label, `aria-label(ledby)`, `title` or its content: a placeholder alone is not a label. */
function labelled(node: AxNode): boolean {
  if (String(node.name?.value ?? '').trim() === '') return false;
  const source = node.name?.sources?.find((candidate) => !candidate.superseded && String(candidate.value?.value ?? '').trim() !== '');
  return source?.type !== 'placeholder' && source?.attribute !== 'placeholder';
}

/** The controls on the page without a label: what a screen reader would announce as just "edit text". */
async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const unnamed = nodes.filter((node) => !node.ignored && CONTROL_ROLES.has(String(node.role?.value)) && !labelled(node));
    return Promise.all(
      unnamed.map(async (node) => {
        const { object } = (await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId })) as { object: { description?: string } };
        return `${String(node.role?.value)} ${object.description ?? ''}`;
      }),
    );
  } finally {
    await cdp.detach();
  }
}

async function showing(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId(TEST_IDS.pageTitle).waitFor();
  await settle(page);
  // Lists and selects fill in after their queries answer.
  await page.waitForTimeout(500);
}

/** Built pages with forms, filters or lists, as the system admin sees them (account selectors included). */
const CONSOLE_PATHS = [
  '/manage/clientmanage/clientmanage',
  '/manage/clientmanage/userGroup',
  '/manage/clientmanage/roleManage',
  '/manage/clientmanage/usermanage',
  '/manage/clientmanage/approval',
  '/manage/systemmanage/securityManage',
  '/manage/systemmanage/operatelog',
  '/manage/systemmanage/test',
  '/manage/detectionManage/sensitiveWordManage',
  '/manage/detectionManage/whitelistManage/so',
  '/manage/detectionManage/thirdSdkManage',
  '/manage/detectionManage/detectionRuleManage',
  '/security-analysis/android/list',
  '/analysis-template/android/list',
  '/analysis-template/android/add',
  '/assessment/dashboard',
  '/Monitoring/dashboard',
  '/Monitoring/riskOverview',
  '/Monitoring/eventDetail/list',
  '/Monitoring/riskDetail/list',
  '/Monitoring/threatDevice/list',
  '/Monitoring/appManage/appList',
  '/Monitoring/appManage/addOrEdit',
  '/monitoringSdkConfig/list',
  '/account/setting/account',
  '/account/setting/changePassword',
  '/account/setting/loginSetting',
  '/hardening/dashboard',
  '/hardening/h5',
  '/hardening/android',
  '/hardening-policy/h5/list',
  '/hardening-policy/h5/add',
  '/hardening-policy/android/add',
  '/hardening-policy/android-sdk/add',
  '/hardening-policy/ipa/add',
  '/hardening/signingCertificate',
];

describe('form controls', () => {
  it('finds a control that has only a placeholder, or nothing, for a name', async () => {
    const page = await openPage(browser);
    await showing(page, `${server.url}/sign-in`);
    await page.evaluate(() => {
      const bare = document.createElement('input');
      const hinted = document.createElement('input');
      hinted.placeholder = 'Search';
      document.body.append(bare, hinted);
    });
    expect(await unnamedControls(page)).toHaveLength(2);
  });

  it('names every input, select and box on the sign-in, sign-up and password pages', async () => {
    const page = await openPage(browser);
    for (const path of ['/sign-in', '/sign-up/account-info', '/password-reset']) {
      await showing(page, `${server.url}${path}`);
      expect({ path, unnamed: await unnamedControls(page) }).toEqual({ path, unnamed: [] });
    }
  });

  // Every page and dialog in turn: the limit stops a hang, it does not time the pages (their
  // time grows with the machine's load).
  it('names every input, select and box on the console pages and their create dialogs', { timeout: 900_000 }, async () => {
    const page = await openPage(browser);
    await signedIn(page, server.url, 'admin', ADMIN_PASSWORD);
    for (const path of CONSOLE_PATHS) {
      await showing(page, `${server.url}${path}`);
      expect({ path, unnamed: await unnamedControls(page) }).toEqual({ path, unnamed: [] });
    }
    for (const [path, create] of [
      ['/manage/clientmanage/usermanage', TEST_IDS.userCreate],
      ['/manage/clientmanage/roleManage', TEST_IDS.roleCreate],
      ['/manage/clientmanage/userGroup', TEST_IDS.userGroupCreate],
      ['/manage/clientmanage/clientmanage', TEST_IDS.accountCreate],
      ['/manage/detectionManage/detectionRuleManage', TEST_IDS.detectionCreate],
      ['/hardening/h5', TEST_IDS.hardeningSubmit],
      ['/hardening/signingCertificate', TEST_IDS.keystoreAdd],
    ] as const) {
      await showing(page, `${server.url}${path}`);
      await page.getByTestId(create).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
      expect({ path, dialog: true, unnamed: await unnamedControls(page) }).toEqual({ path, dialog: true, unnamed: [] });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
  });
});
