import { Navigate, matchRoutes, type RouteObject } from 'react-router-dom';
import type { TranslationKey } from '../i18n/i18n';
import { DASHBOARDS, menuAccess, type Access, type MenuKey } from './menu';
import { PAGES, type ShellPageComponent } from './pages';
import { ParamGuard } from './param-guard';
import { ShellPage } from './shell-page';

/** What the sidebar reads from the matched route. */
export interface RouteHandle {
  title: TranslationKey;
  menu?: MenuKey;
}

interface PageDef {
  path: string;
  title: TranslationKey;
  /** The menu item the page belongs to: highlighted in the sidebar, and its access applies. */
  menu?: MenuKey;
  /** Access of a page with its own rule; pages with neither are open to every signed-in user. */
  access?: Access;
  /** Allowed values of path parameters; any other value is a 404. */
  params?: Readonly<Record<string, readonly string[]>>;
  /** The built page; without one the route shows the "not yet available" placeholder. */
  page?: ShellPageComponent;
}

interface RedirectDef {
  path: string;
  redirect: string;
}

const SDK_PLATFORMS = ['android', 'ios', 'h5'] as const;

/** The host whitelist pages: console-wide, so system_host alone (the IP pages take the menu item's access). */
const HOST_ACCESS: Access = { codes: ['system_host'] };

/** Every page of the shell, with the paths of spec §2 exactly. */
const SHELL_ROUTES: readonly (PageDef | RedirectDef)[] = [
  // Dashboards
  { path: '/hardening/dashboard', title: 'routes.hardeningDashboard', menu: 'dashboard', access: DASHBOARDS.hardening.access, page: PAGES.hardeningDashboard },
  { path: '/assessment/dashboard', title: 'routes.assessmentDashboard', menu: 'dashboard', access: DASHBOARDS.assessment.access, page: PAGES.assessmentDashboard },
  { path: '/Monitoring/dashboard', title: 'routes.monitoringDashboard', menu: 'monitoringDashboard', access: DASHBOARDS.monitoring.access, page: PAGES.monitoringDashboard },

  // Security assessment
  { path: '/security-analysis/android', redirect: '/security-analysis/android/list' },
  { path: '/security-analysis/android/list', title: 'routes.assessmentAndroidList', menu: 'assessmentAndroid', page: PAGES.assessmentList },
  { path: '/security-analysis/android/preview', title: 'routes.assessmentAndroidPreview', menu: 'assessmentAndroid', page: PAGES.assessmentPreview },
  { path: '/security-analysis/ios', redirect: '/security-analysis/ios/list' },
  { path: '/security-analysis/ios/list', title: 'routes.assessmentIosList', menu: 'assessmentIos', page: PAGES.assessmentList },
  { path: '/security-analysis/ios/preview', title: 'routes.assessmentIosPreview', menu: 'assessmentIos', page: PAGES.assessmentPreview },

  // Report templates
  { path: '/analysis-template/android/list', title: 'routes.templateAndroidList', menu: 'reportTemplates', page: PAGES.reportTemplates },
  { path: '/analysis-template/android/add', title: 'routes.templateAndroidAdd', menu: 'reportTemplates', page: PAGES.reportTemplateForm },
  { path: '/analysis-template/android/edit', title: 'routes.templateAndroidEdit', menu: 'reportTemplates', page: PAGES.reportTemplateForm },
  { path: '/analysis-template/android/view', title: 'routes.templateAndroidView', menu: 'reportTemplates', page: PAGES.reportTemplateForm },
  { path: '/analysis-template/ios/list', title: 'routes.templateIosList', menu: 'reportTemplates', page: PAGES.reportTemplates },
  { path: '/analysis-template/ios/add', title: 'routes.templateIosAdd', menu: 'reportTemplates', page: PAGES.reportTemplateForm },
  { path: '/analysis-template/ios/edit', title: 'routes.templateIosEdit', menu: 'reportTemplates', page: PAGES.reportTemplateForm },
  { path: '/analysis-template/ios/view', title: 'routes.templateIosView', menu: 'reportTemplates', page: PAGES.reportTemplateForm },

  // Hardening jobs
  { path: '/hardening/android', title: 'routes.hardeningAndroid', menu: 'hardeningAndroid', page: PAGES.hardeningJobs },
  { path: '/hardening/android-sdk', title: 'routes.hardeningSdk', menu: 'hardeningSdk', page: PAGES.hardeningJobs },
  { path: '/hardening/ipa', title: 'routes.hardeningIos', menu: 'hardeningIos', page: PAGES.hardeningJobs },
  { path: '/hardening/h5', title: 'routes.hardeningH5', menu: 'hardeningH5', page: PAGES.hardeningJobs },
  { path: '/hardening/signingCertificate', title: 'routes.keystores', menu: 'keystore', page: PAGES.keystores },

  // Hardening policies
  { path: '/hardening-policy/android/list', title: 'routes.policyAndroidList', menu: 'hardeningPolicy', page: PAGES.hardeningPolicies },
  { path: '/hardening-policy/android/add', title: 'routes.policyAndroidAdd', menu: 'hardeningPolicy', page: PAGES.hardeningPolicyForm },
  { path: '/hardening-policy/android/edit', title: 'routes.policyAndroidEdit', menu: 'hardeningPolicy', page: PAGES.hardeningPolicyForm },
  { path: '/hardening-policy/android/edit-v6', title: 'routes.policyAndroidEditV6', menu: 'hardeningPolicy', page: PAGES.hardeningPolicyForm },
  { path: '/hardening-policy/android-sdk/list', title: 'routes.policySdkList', menu: 'hardeningPolicy', page: PAGES.hardeningPolicies },
  { path: '/hardening-policy/android-sdk/add', title: 'routes.policySdkAdd', menu: 'hardeningPolicy', page: PAGES.hardeningPolicyForm },
  { path: '/hardening-policy/android-sdk/edit', title: 'routes.policySdkEdit', menu: 'hardeningPolicy', page: PAGES.hardeningPolicyForm },
  { path: '/hardening-policy/ipa/list', title: 'routes.policyIosList', menu: 'hardeningPolicy', page: PAGES.hardeningPolicies },
  { path: '/hardening-policy/ipa/add', title: 'routes.policyIosAdd', menu: 'hardeningPolicy', page: PAGES.hardeningPolicyForm },
  { path: '/hardening-policy/ipa/edit', title: 'routes.policyIosEdit', menu: 'hardeningPolicy', page: PAGES.hardeningPolicyForm },
  { path: '/hardening-policy/h5/list', title: 'routes.policyH5List', menu: 'hardeningPolicy', page: PAGES.hardeningPolicies },
  { path: '/hardening-policy/h5/add', title: 'routes.policyH5Add', menu: 'hardeningPolicy', page: PAGES.hardeningPolicyForm },
  { path: '/hardening-policy/h5/edit', title: 'routes.policyH5Edit', menu: 'hardeningPolicy', page: PAGES.hardeningPolicyForm },

  // Monitoring SDK configuration
  { path: '/monitoringSdkConfig/list', title: 'routes.sdkConfig', menu: 'monitoringSettings', page: PAGES.monitoringSdkConfig },
  { path: '/monitoringSdkConfig/list/:platform', title: 'routes.sdkConfig', menu: 'monitoringSettings', params: { platform: SDK_PLATFORMS }, page: PAGES.monitoringSdkConfig },

  // Manage area
  { path: '/manage/clientmanage/clientmanage', title: 'routes.adminAccounts', menu: 'adminAccount', page: PAGES.accounts },
  { path: '/manage/clientmanage/userGroup', title: 'routes.adminUserGroups', menu: 'adminUserGroup', page: PAGES.userGroups },
  { path: '/manage/clientmanage/roleManage', title: 'routes.adminRoles', menu: 'adminRole', page: PAGES.roles },
  { path: '/manage/clientmanage/usermanage', title: 'routes.adminUsers', menu: 'adminUser', page: PAGES.users },
  { path: '/manage/clientmanage/approval', title: 'routes.adminApprovals', menu: 'adminApproval', page: PAGES.approvals },
  { path: '/manage/clientmanage/servicemanage', title: 'routes.adminSubscriptions', menu: 'adminSubscription', page: PAGES.subscriptions },

  // System area
  { path: '/manage/systemmanage/diskManage', title: 'routes.systemDisk', menu: 'systemDisk', page: PAGES.disk },
  { path: '/manage/systemmanage/interfaceManage', redirect: '/manage/systemmanage/interfaceManage/en' },
  {
    path: '/manage/systemmanage/interfaceManage/:lang',
    title: 'routes.systemAppearance',
    menu: 'systemAppearance',
    params: { lang: ['en', 'zh-TW'] },
    page: PAGES.appearance,
  },
  { path: '/manage/systemmanage/securityManage', title: 'routes.systemSecurity', menu: 'systemSecurity', page: PAGES.securitySettings },
  // Hosts are console-wide (system_host); an account's IP list is also its security admins' (system_security).
  { path: '/manage/systemmanage/hostConfig/host', title: 'routes.systemHosts', menu: 'systemHost', access: HOST_ACCESS, page: PAGES.accessHosts },
  { path: '/manage/systemmanage/hostConfig/addOrUpdate', title: 'routes.systemHostEdit', menu: 'systemHost', access: HOST_ACCESS, page: PAGES.accessHostEdit },
  { path: '/manage/systemmanage/hostConfig/ip/list', title: 'routes.systemIpList', menu: 'systemHost', page: PAGES.accessIps },
  { path: '/manage/systemmanage/hostConfig/ip/addOrUpdate', title: 'routes.systemIpEdit', menu: 'systemHost', page: PAGES.accessIpEdit },
  { path: '/manage/systemmanage/report', title: 'routes.systemReport', menu: 'systemReport', page: PAGES.systemReport },
  { path: '/manage/systemmanage/operatelog', title: 'routes.systemActivityLog', menu: 'systemActivityLog', page: PAGES.activityLog },
  { path: '/manage/systemmanage/license', title: 'routes.systemLicence', menu: 'systemLicence', page: PAGES.licence },
  { path: '/manage/systemmanage/notice/list', title: 'routes.systemNotices', menu: 'systemNotice', page: PAGES.noticesAdmin },
  { path: '/manage/systemmanage/notice/add-or-update', title: 'routes.systemNoticeEdit', menu: 'systemNotice', page: PAGES.noticeForm },
  { path: '/manage/systemmanage/notice/add-or-update/:id', title: 'routes.systemNoticeEdit', menu: 'systemNotice', page: PAGES.noticeForm },
  { path: '/manage/systemmanage/test', title: 'routes.systemTest', menu: 'systemTest', page: PAGES.systemTest },
  { path: '/manage/systemmanage/monitoringSdk', redirect: '/manage/systemmanage/monitoringSdk/android' },
  {
    path: '/manage/systemmanage/monitoringSdk/:platform',
    title: 'routes.systemMonitoringSdk',
    menu: 'systemMonitoringSdk',
    params: { platform: SDK_PLATFORMS },
    page: PAGES.systemMonitoringSdk,
  },

  // Detection area
  { path: '/manage/detectionManage/sensitiveWordManage', title: 'routes.detectionSensitiveWords', menu: 'detectionSensitiveWords', page: PAGES.sensitiveWords },
  { path: '/manage/detectionManage/whitelistManage', redirect: '/manage/detectionManage/whitelistManage/so' },
  {
    path: '/manage/detectionManage/whitelistManage/:type',
    title: 'routes.detectionWhitelist',
    menu: 'detectionWhitelist',
    params: { type: ['so', 'file', 'log', 'global'] },
    page: PAGES.detectionWhitelist,
  },
  { path: '/manage/detectionManage/thirdSdkManage', title: 'routes.detectionThirdPartySdk', menu: 'detectionThirdPartySdk', page: PAGES.thirdSdks },
  { path: '/manage/detectionManage/detectionRuleManage', title: 'routes.detectionRules', menu: 'detectionRules', page: PAGES.detectionRules },
  // Job webhooks: not a spec path; account administration beside the detection settings that govern jobs.
  { path: '/manage/detectionManage/jobWebhooks', title: 'routes.jobWebhooks', menu: 'jobWebhooks', page: PAGES.jobWebhooks },

  // Other
  { path: '/notices', title: 'routes.notices', page: PAGES.notices },
  { path: '/account/setting', redirect: '/account/setting/account' },
  { path: '/account/setting/account', title: 'routes.accountProfile', page: PAGES.accountSettings },
  { path: '/account/setting/changePassword', title: 'routes.changePassword', page: PAGES.accountSettings },
  { path: '/account/setting/loginSetting', title: 'routes.loginSetting', page: PAGES.accountSettings },
  { path: '/account/setting/eventHistory', title: 'routes.eventHistory', page: PAGES.accountSettings },
  { path: '/about/about', title: 'routes.about', page: PAGES.about },
  { path: '/apps/customers/customer-details', redirect: '/apps/customers/customer-details/account' },
  { path: '/apps/customers/customer-details/account', title: 'routes.customerAccount', menu: 'adminAccount', page: PAGES.customerDetails },
  { path: '/apps/customers/customer-details/eventHistory', title: 'routes.customerEventHistory', menu: 'adminAccount', page: PAGES.customerDetails },

  // Monitoring area
  { path: '/Monitoring/riskOverview', title: 'routes.riskOverview', menu: 'monitoringThreatOverview', page: PAGES.monitoringRiskOverview },
  { path: '/Monitoring/riskOverviewNew', title: 'routes.riskOverviewNew', menu: 'monitoringThreatOverview', page: PAGES.monitoringRiskOverviewNew },
  { path: '/Monitoring/eventDetail/list', title: 'routes.eventDetailList', menu: 'monitoringThreatList', page: PAGES.monitoringEvents },
  { path: '/Monitoring/eventDetail/detail', title: 'routes.eventDetail', menu: 'monitoringThreatList', page: PAGES.monitoringEvent },
  { path: '/Monitoring/riskDetail/list', title: 'routes.riskDetailList', menu: 'monitoringThreatDetails', page: PAGES.monitoringRiskEvents },
  { path: '/Monitoring/deviceDetail', title: 'routes.deviceDetail', menu: 'monitoringRiskDevice', page: PAGES.monitoringThreatDevice },
  { path: '/Monitoring/threatDevice/list', title: 'routes.threatDeviceList', menu: 'monitoringRiskDevice', page: PAGES.monitoringThreatDevices },
  { path: '/Monitoring/threatDevice/detail', title: 'routes.threatDeviceDetail', menu: 'monitoringRiskDevice', page: PAGES.monitoringThreatDevice },
  { path: '/Monitoring/report/list', title: 'routes.reportList', menu: 'monitoringReportList', page: PAGES.monitoringReports },
  { path: '/Monitoring/report/reportList', title: 'routes.reportReportList', menu: 'monitoringReportList', page: PAGES.monitoringReports },
  { path: '/Monitoring/reportJob/list', title: 'routes.reportJobList', menu: 'monitoringReportJob', page: PAGES.monitoringReportJobs },
  { path: '/Monitoring/report/reportJob', title: 'routes.reportJob', menu: 'monitoringReportJob', page: PAGES.monitoringReportJobForm },
  // Outbound integrations (webhooks, syslog/CEF): not a spec path; a monitoring settings page of its own.
  { path: '/Monitoring/integrations', title: 'routes.monitoringIntegrations', menu: 'monitoringIntegrations', page: PAGES.monitoringIntegrations },
  { path: '/Monitoring/securityIncident/list', title: 'routes.securityIncidentList', menu: 'monitoringSecurityEvent', page: PAGES.monitoringIncidents },
  { path: '/Monitoring/securityIncident/edit', title: 'routes.securityIncidentEdit', menu: 'monitoringSecurityEvent', page: PAGES.monitoringIncidentEdit },
  { path: '/Monitoring/securityResponse/list', title: 'routes.securityResponseList', menu: 'monitoringSecurityResponse', page: PAGES.monitoringResponses },
  { path: '/Monitoring/securityResponse/edit', title: 'routes.securityResponseEdit', menu: 'monitoringSecurityResponse', page: PAGES.monitoringResponseEdit },
  { path: '/Monitoring/blacklist/list', title: 'routes.deviceBlacklist', menu: 'monitoringDeviceBlacklist', page: PAGES.monitoringBlacklist },
  { path: '/Monitoring/deviceWhitelist/list', title: 'routes.deviceWhitelist', menu: 'monitoringDeviceWhitelist', page: PAGES.monitoringDeviceWhitelist },
  { path: '/Monitoring/debugDeviceList/list', title: 'routes.debugDevices', menu: 'monitoringDebugDevices', page: PAGES.monitoringDebugDevices },
  { path: '/Monitoring/appBlackWhiteList/list', title: 'routes.appBlackWhiteList', menu: 'monitoringAppLists', page: PAGES.monitoringAppLists },
  { path: '/Monitoring/riskManagement/list', title: 'routes.riskManagement', menu: 'monitoringRiskManagement', page: PAGES.monitoringRiskRules },
  { path: '/Monitoring/whitelist', title: 'routes.monitoringWhitelist', menu: 'monitoringDeviceWhitelist', page: PAGES.monitoringWhitelist },
  { path: '/Monitoring/appManage/appGroup', title: 'routes.appGroups', menu: 'monitoringAppManagement', page: PAGES.monitoringAppGroups },
  { path: '/Monitoring/appManage/appList', title: 'routes.appList', menu: 'monitoringAppManagement', page: PAGES.monitoringApps },
  { path: '/Monitoring/appManage/addOrEdit', title: 'routes.appEdit', menu: 'monitoringAppManagement', page: PAGES.monitoringAppEdit },
  { path: '/Monitoring/mapSet', title: 'routes.mapSet', menu: 'monitoringSettings', page: PAGES.monitoringMapSet },
  { path: '/Monitoring/dataAcquisition', title: 'routes.dataAcquisition', menu: 'monitoringSettings', page: PAGES.monitoringDataAcquisition },
  { path: '/Monitoring/blockageStrategy', title: 'routes.blockageStrategy', menu: 'monitoringSettings', page: PAGES.monitoringBlockage },
];

/** The shell's routes: redirects, and pages guarded by their menu item's access or their own. */
export function shellRoutes(): RouteObject[] {
  return SHELL_ROUTES.map((def) => {
    if ('redirect' in def) return { path: def.path, element: <Navigate replace to={def.redirect} /> };
    const handle: RouteHandle = { title: def.title, menu: def.menu };
    const access = def.access ?? (def.menu ? menuAccess(def.menu) : undefined);
    const page = <ShellPage title={def.title} access={access} page={def.page} />;
    return { path: def.path, handle, element: def.params ? <ParamGuard params={def.params}>{page}</ParamGuard> : page };
  });
}

const MATCHABLE = SHELL_ROUTES.map((def) => ({ path: def.path }));

/** The route definition `pathname` matches. */
function routeAt(pathname: string): PageDef | RedirectDef | undefined {
  const path = matchRoutes(MATCHABLE, pathname)?.at(-1)?.route.path;
  return SHELL_ROUTES.find((def) => def.path === path);
}

/** The built page a shell path shows, if any (for loading its chunk ahead of the first render). */
export function shellPageFor(pathname: string): ShellPageComponent | undefined {
  const def = routeAt(pathname);
  return def && 'page' in def ? def.page : undefined;
}

/**
 * Whether `pathname` shows a built page (following redirects): the menu leaves out what does
 * not, so nobody is sent to an unfinished area; its routes still answer with their page.
 */
export function isBuiltPath(pathname: string): boolean {
  let def = routeAt(pathname);
  for (let hops = 0; def && 'redirect' in def && hops < 4; hops++) def = routeAt(def.redirect);
  return def !== undefined && 'page' in def && def.page !== undefined;
}
