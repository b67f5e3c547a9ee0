import type { ReactElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MENU } from './menu';
import { PAGES } from './pages';
import { shellPageFor, shellRoutes, type RouteHandle } from './routes';

const routes = shellRoutes();

/** The matched route's handle, or undefined when only a redirect (or nothing) matches. */
function handleOf(path: string): RouteHandle | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.handle as RouteHandle | undefined;
}

/** The page a path shows, following a redirect. */
function pageAt(path: string): RouteHandle | undefined {
  const route = matchRoutes(routes, path)?.at(-1)?.route;
  const redirect = (route?.element as ReactElement<{ to?: string }> | undefined)?.props.to;
  return handleOf(path) ?? (redirect ? handleOf(redirect) : undefined);
}

/** Paths of spec §2 under the main shell, with example values for parameters. */
const SPEC_PAGES = [
  '/hardening/dashboard',
  '/assessment/dashboard',
  '/Monitoring/dashboard',
  '/security-analysis/android/list',
  '/security-analysis/android/preview',
  '/security-analysis/ios/list',
  '/security-analysis/ios/preview',
  ...['android', 'ios'].flatMap((os) => ['list', 'add', 'edit', 'view'].map((page) => `/analysis-template/${os}/${page}`)),
  '/hardening/android',
  '/hardening/android-sdk',
  '/hardening/ipa',
  '/hardening/h5',
  '/hardening/signingCertificate',
  ...['list', 'add', 'edit', 'edit-v6'].map((page) => `/hardening-policy/android/${page}`),
  ...['android-sdk', 'ipa', 'h5'].flatMap((kind) => ['list', 'add', 'edit'].map((page) => `/hardening-policy/${kind}/${page}`)),
  '/monitoringSdkConfig/list',
  '/monitoringSdkConfig/list/android',
  '/manage/systemmanage/monitoringSdk/android',
  ...['clientmanage', 'userGroup', 'roleManage', 'usermanage', 'approval', 'servicemanage'].map((page) => `/manage/clientmanage/${page}`),
  ...[
    'diskManage',
    'interfaceManage/en',
    'securityManage',
    'hostConfig/host',
    'hostConfig/addOrUpdate',
    'hostConfig/ip/list',
    'hostConfig/ip/addOrUpdate',
    'report',
    'operatelog',
    'license',
    'notice/list',
    'notice/add-or-update',
    'notice/add-or-update/42',
    'test',
  ].map((page) => `/manage/systemmanage/${page}`),
  ...['sensitiveWordManage', 'whitelistManage/so', 'whitelistManage/file', 'whitelistManage/log', 'whitelistManage/global', 'thirdSdkManage', 'detectionRuleManage'].map(
    (page) => `/manage/detectionManage/${page}`,
  ),
  '/notices',
  ...['account', 'changePassword', 'loginSetting', 'eventHistory'].map((page) => `/account/setting/${page}`),
  '/about/about',
  '/apps/customers/customer-details/account',
  '/apps/customers/customer-details/eventHistory',
  ...[
    'riskOverview',
    'riskOverviewNew',
    'eventDetail/list',
    'eventDetail/detail',
    'riskDetail/list',
    'deviceDetail',
    'threatDevice/list',
    'threatDevice/detail',
    'report/list',
    'report/reportList',
    'reportJob/list',
    'report/reportJob',
    'securityIncident/list',
    'securityIncident/edit',
    'securityResponse/list',
    'securityResponse/edit',
    'blacklist/list',
    'deviceWhitelist/list',
    'debugDeviceList/list',
    'appBlackWhiteList/list',
    'riskManagement/list',
    'whitelist',
    'appManage/appGroup',
    'appManage/appList',
    'appManage/addOrEdit',
    'mapSet',
    'dataAcquisition',
    'blockageStrategy',
  ].map((page) => `/Monitoring/${page}`),
];

/** Paths of spec §2 that lead to a default child. */
const SPEC_REDIRECTS = [
  '/security-analysis/android',
  '/security-analysis/ios',
  '/manage/detectionManage/whitelistManage',
  '/manage/systemmanage/interfaceManage',
  '/manage/systemmanage/monitoringSdk',
];

describe('shell routes', () => {
  it.each(SPEC_PAGES)('has a page at %s', (path) => {
    expect(handleOf(path)?.title).toBeDefined();
  });

  it.each(SPEC_REDIRECTS)('redirects %s to its default child', (path) => {
    expect(handleOf(path)).toBeUndefined();
    expect(pageAt(path)?.title).toBeDefined();
  });

  it('declares every path once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leads every menu item to one of its own pages', () => {
    for (const group of MENU) {
      for (const item of group.items) {
        if (typeof item.to === 'string') expect(pageAt(item.to)?.menu, item.to).toBe(item.key);
        else for (const target of item.to) expect(pageAt(target.to), target.to).toBeDefined();
      }
    }
  });
});

describe('the page whose chunk loads before the first render', () => {
  it('is the built page of the path, parameters and query aside', () => {
    expect(shellPageFor('/assessment/dashboard')).toBe(PAGES.assessmentDashboard);
    expect(shellPageFor('/security-analysis/android/list')).toBe(PAGES.assessmentList);
    expect(shellPageFor('/manage/systemmanage/securityManage')).toBe(PAGES.securitySettings);
  });

  it('is none for the home redirect and unknown paths', () => {
    expect(shellPageFor('/')).toBeUndefined();
    expect(shellPageFor('/no/such/page')).toBeUndefined();
  });
});
