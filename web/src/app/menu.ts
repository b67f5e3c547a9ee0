import { satisfies, type PermissionCode, type Product } from '@common/permissions';
import type { TranslationKey } from '../i18n/i18n';

/** A permission code, or alternatives separated by a bar: any one suffices (spec §6). */
export type CodeExpr = PermissionCode | `${PermissionCode}|${PermissionCode}`;

/** What a page requires: its product (a key of the user's product map) and every code expression. */
export interface Access {
  product?: Product;
  codes: readonly CodeExpr[];
}

/** The part of the signed-in user that decides what the menu shows. */
export interface MenuUser {
  permissions: readonly string[];
  product: Partial<Record<Product, readonly string[]>>;
}

interface Target {
  to: string;
  access: Access;
}

/** The product dashboards, in the order the Dashboard item tries them. */
export const DASHBOARDS = {
  hardening: { to: '/hardening/dashboard', access: { product: 'hardening', codes: ['dashboard'] } },
  assessment: { to: '/assessment/dashboard', access: { product: 'assessment', codes: ['dashboard'] } },
  monitoring: {
    to: '/Monitoring/dashboard',
    access: { product: 'monitoring', codes: ['threat_perception', 'dashboard|monitor_dashboard'] },
  },
} as const satisfies Record<Product, Target>;

interface MenuItemDef {
  key: string;
  label: TranslationKey;
  /** A path, or targets of which the first the user may open is used. */
  to: string | readonly Target[];
  product?: Product;
  code: CodeExpr;
}

interface MenuGroupDef {
  key: string;
  label: TranslationKey;
  /** Groups under the "Account settings" heading. */
  section?: 'accountSettings';
  /** Drawn as its items alone, without a collapsible header. */
  flat?: boolean;
  /** A code every item of the group requires as well as its own. */
  requires?: PermissionCode;
  items: readonly MenuItemDef[];
}

/**
 * The menu of spec §2, in order. The sidebar draws it and the route guard checks pages against
 * it, so an item and its pages can never disagree about who may see them.
 */
export const MENU = [
  {
    key: 'dashboard',
    label: 'menu.groups.dashboard',
    flat: true,
    items: [
      {
        key: 'dashboard',
        label: 'menu.items.dashboard',
        to: [DASHBOARDS.hardening, DASHBOARDS.assessment, DASHBOARDS.monitoring],
        code: 'dashboard',
      },
    ],
  },
  {
    key: 'assessment',
    label: 'menu.groups.assessment',
    items: [
      { key: 'assessmentAndroid', label: 'menu.items.assessmentAndroid', to: '/security-analysis/android', product: 'assessment', code: 'apk_analysis' },
      { key: 'assessmentIos', label: 'menu.items.assessmentIos', to: '/security-analysis/ios', product: 'assessment', code: 'ipa_analysis' },
      { key: 'reportTemplates', label: 'menu.items.reportTemplates', to: '/analysis-template/android/list', product: 'assessment', code: 'report_template' },
    ],
  },
  {
    key: 'hardening',
    label: 'menu.groups.hardening',
    items: [
      { key: 'hardeningAndroid', label: 'menu.items.hardeningAndroid', to: '/hardening/android', product: 'hardening', code: 'apk_protected' },
      { key: 'hardeningIos', label: 'menu.items.hardeningIos', to: '/hardening/ipa', product: 'hardening', code: 'ipa_protected' },
      { key: 'hardeningH5', label: 'menu.items.hardeningH5', to: '/hardening/h5', product: 'hardening', code: 'h5_protected' },
      { key: 'hardeningSdk', label: 'menu.items.hardeningSdk', to: '/hardening/android-sdk', product: 'hardening', code: 'sdk_protected' },
      { key: 'keystore', label: 'menu.items.keystore', to: '/hardening/signingCertificate', product: 'hardening', code: 'keystore' },
      {
        key: 'hardeningPolicy',
        label: 'menu.items.hardeningPolicy',
        // The policies of the first kind the user may harden.
        to: [
          { to: '/hardening-policy/android/list', access: { product: 'hardening', codes: ['apk_protected'] } },
          { to: '/hardening-policy/ipa/list', access: { product: 'hardening', codes: ['ipa_protected'] } },
          { to: '/hardening-policy/h5/list', access: { product: 'hardening', codes: ['h5_protected'] } },
          { to: '/hardening-policy/android-sdk/list', access: { product: 'hardening', codes: ['sdk_protected'] } },
        ],
        product: 'hardening',
        code: 'policy_view',
      },
    ],
  },
  {
    key: 'monitoring',
    label: 'menu.groups.monitoring',
    requires: 'threat_perception',
    items: [
      { key: 'monitoringDashboard', label: 'menu.items.monitoringDashboard', to: '/Monitoring/dashboard', product: 'monitoring', code: 'monitor_dashboard' },
      { key: 'monitoringThreatOverview', label: 'menu.items.monitoringThreatOverview', to: '/Monitoring/riskOverview', product: 'monitoring', code: 'monitor_threat_overview' },
      { key: 'monitoringThreatList', label: 'menu.items.monitoringThreatList', to: '/Monitoring/eventDetail/list', product: 'monitoring', code: 'monitor_threat_list' },
      { key: 'monitoringThreatDetails', label: 'menu.items.monitoringThreatDetails', to: '/Monitoring/riskDetail/list', product: 'monitoring', code: 'monitor_threat_list' },
      { key: 'monitoringSecurityEvent', label: 'menu.items.monitoringSecurityEvent', to: '/Monitoring/securityIncident/list', product: 'monitoring', code: 'monitor_event' },
      {
        key: 'monitoringSecurityResponse',
        label: 'menu.items.monitoringSecurityResponse',
        to: '/Monitoring/securityResponse/list',
        product: 'monitoring',
        code: 'monitor_response_list',
      },
      {
        key: 'monitoringAppLists',
        label: 'menu.items.monitoringAppLists',
        to: '/Monitoring/appBlackWhiteList/list',
        product: 'monitoring',
        code: 'monitor_blacklist|monitor_whitelist',
      },
      { key: 'monitoringRiskDevice', label: 'menu.items.monitoringRiskDevice', to: '/Monitoring/threatDevice/list', product: 'monitoring', code: 'monitor_risk_device' },
      { key: 'monitoringDeviceBlacklist', label: 'menu.items.monitoringDeviceBlacklist', to: '/Monitoring/blacklist/list', product: 'monitoring', code: 'monitor_blacklist' },
      { key: 'monitoringDeviceWhitelist', label: 'menu.items.monitoringDeviceWhitelist', to: '/Monitoring/deviceWhitelist/list', product: 'monitoring', code: 'monitor_whitelist' },
      { key: 'monitoringDebugDevices', label: 'menu.items.monitoringDebugDevices', to: '/Monitoring/debugDeviceList/list', product: 'monitoring', code: 'monitor_debug_device' },
      { key: 'monitoringAppManagement', label: 'menu.items.monitoringAppManagement', to: '/Monitoring/appManage/appList', product: 'monitoring', code: 'monitor_app_list' },
      {
        key: 'monitoringRiskManagement',
        label: 'menu.items.monitoringRiskManagement',
        to: '/Monitoring/riskManagement/list',
        product: 'monitoring',
        code: 'monitor_response_list',
      },
      { key: 'monitoringReportList', label: 'menu.items.monitoringReportList', to: '/Monitoring/report/list', product: 'monitoring', code: 'monitor_report' },
      { key: 'monitoringReportJob', label: 'menu.items.monitoringReportJob', to: '/Monitoring/reportJob/list', product: 'monitoring', code: 'monitor_report_job' },
      { key: 'monitoringSettings', label: 'menu.items.monitoringSettings', to: '/monitoringSdkConfig/list', product: 'monitoring', code: 'monitor_sdk_config' },
      {
        key: 'monitoringIntegrations',
        label: 'menu.items.monitoringIntegrations',
        to: '/Monitoring/integrations',
        product: 'monitoring',
        code: 'monitor_auto_integration',
      },
    ],
  },
  {
    key: 'admin',
    label: 'menu.groups.admin',
    section: 'accountSettings',
    items: [
      { key: 'adminAccount', label: 'menu.items.adminAccount', to: '/manage/clientmanage/clientmanage', code: 'manage_account' },
      { key: 'adminUser', label: 'menu.items.adminUser', to: '/manage/clientmanage/usermanage', code: 'manage_user' },
      { key: 'adminSubscription', label: 'menu.items.adminSubscription', to: '/manage/clientmanage/servicemanage', code: 'manage_subscription' },
      { key: 'adminRole', label: 'menu.items.adminRole', to: '/manage/clientmanage/roleManage', code: 'manage_role' },
      // Sign-up approvals (manage_approval) and security-response approvals (monitor_approve) share the page.
      { key: 'adminApproval', label: 'menu.items.adminApproval', to: '/manage/clientmanage/approval', code: 'manage_approval|monitor_approve' },
      { key: 'adminUserGroup', label: 'menu.items.adminUserGroup', to: '/manage/clientmanage/userGroup', code: 'manage_user_group' },
    ],
  },
  {
    key: 'system',
    label: 'menu.groups.system',
    section: 'accountSettings',
    items: [
      { key: 'systemDisk', label: 'menu.items.systemDisk', to: '/manage/systemmanage/diskManage', code: 'system_disk' },
      { key: 'systemAppearance', label: 'menu.items.systemAppearance', to: '/manage/systemmanage/interfaceManage', code: 'system_appearance' },
      { key: 'systemSecurity', label: 'menu.items.systemSecurity', to: '/manage/systemmanage/securityManage', code: 'system_security' },
      { key: 'systemLicence', label: 'menu.items.systemLicence', to: '/manage/systemmanage/license', code: 'system_license' },
      { key: 'systemReport', label: 'menu.items.systemReport', to: '/manage/systemmanage/report', code: 'system_report' },
      { key: 'systemActivityLog', label: 'menu.items.systemActivityLog', to: '/manage/systemmanage/operatelog', code: 'system_operate_log' },
      { key: 'systemTest', label: 'menu.items.systemTest', to: '/manage/systemmanage/test', code: 'system_test' },
      { key: 'systemNotice', label: 'menu.items.systemNotice', to: '/manage/systemmanage/notice/list', code: 'system_notice' },
      { key: 'systemMonitoringSdk', label: 'menu.items.systemMonitoringSdk', to: '/manage/systemmanage/monitoringSdk', code: 'system_monitoring_sdk' },
      // Host and IP whitelists: system admins land on the host list; an account's security admins on its IP list.
      {
        key: 'systemHost',
        label: 'menu.items.systemHost',
        to: [
          { to: '/manage/systemmanage/hostConfig/host', access: { codes: ['system_host'] } },
          { to: '/manage/systemmanage/hostConfig/ip/list', access: { codes: ['system_host|system_security'] } },
        ],
        code: 'system_host|system_security',
      },
    ],
  },
  {
    key: 'detection',
    label: 'menu.groups.detection',
    section: 'accountSettings',
    items: [
      { key: 'detectionWhitelist', label: 'menu.items.detectionWhitelist', to: '/manage/detectionManage/whitelistManage', code: 'detection_whitelist' },
      { key: 'detectionSensitiveWords', label: 'menu.items.detectionSensitiveWords', to: '/manage/detectionManage/sensitiveWordManage', code: 'detection_sensitive_word' },
      { key: 'detectionThirdPartySdk', label: 'menu.items.detectionThirdPartySdk', to: '/manage/detectionManage/thirdSdkManage', code: 'detection_third_sdk' },
      { key: 'detectionRules', label: 'menu.items.detectionRules', to: '/manage/detectionManage/detectionRuleManage', code: 'detection_rule' },
      { key: 'jobWebhooks', label: 'menu.items.jobWebhooks', to: '/manage/detectionManage/jobWebhooks', code: 'detection_rule' },
    ],
  },
] as const satisfies readonly MenuGroupDef[];

type MenuGroup = (typeof MENU)[number];
export type MenuGroupKey = MenuGroup['key'];
export type MenuKey = MenuGroup['items'][number]['key'];

export interface VisibleMenuItem {
  key: MenuKey;
  label: TranslationKey;
  to: string;
}

export interface VisibleMenuGroup {
  key: MenuGroupKey;
  label: TranslationKey;
  section?: 'accountSettings';
  flat?: boolean;
  items: VisibleMenuItem[];
}

/** Whether the user holds the product and every code expression of `access`. */
export function isAllowed(access: Access, user: MenuUser): boolean {
  if (access.product && !Object.hasOwn(user.product, access.product)) return false;
  return access.codes.every((code) => satisfies(user.permissions, code));
}

function itemAccess(group: MenuGroupDef, item: MenuItemDef): Access {
  return { product: item.product, codes: group.requires ? [group.requires, item.code] : [item.code] };
}

/** Whether a path leads to a built page; menu entries of unfinished areas are left out. */
export type BuiltPath = (path: string) => boolean;

const EVERY_PATH: BuiltPath = () => true;

/** Where the item leads this user, or null when the user may not see it or it leads nowhere built. */
function itemTarget(group: MenuGroupDef, item: MenuItemDef, user: MenuUser, built: BuiltPath): string | null {
  if (!isAllowed(itemAccess(group, item), user)) return null;
  if (typeof item.to === 'string') return built(item.to) ? item.to : null;
  return item.to.find((target) => isAllowed(target.access, user) && built(target.to))?.to ?? null;
}

/** The menu as this user sees it: allowed items leading to built pages only, and no empty groups. */
export function visibleMenu(user: MenuUser, built: BuiltPath = EVERY_PATH): VisibleMenuGroup[] {
  const groups: VisibleMenuGroup[] = [];
  for (const group of MENU as readonly MenuGroupDef[]) {
    const items: VisibleMenuItem[] = [];
    for (const item of group.items) {
      const to = itemTarget(group, item, user, built);
      if (to) items.push({ key: item.key as MenuKey, label: item.label, to });
    }
    if (items.length > 0) groups.push({ key: group.key as MenuGroupKey, label: group.label, section: group.section, flat: group.flat, items });
  }
  return groups;
}

/** What the pages of a menu item require: the item's product and code, and its group's. */
export function menuAccess(key: MenuKey): Access {
  for (const group of MENU as readonly MenuGroupDef[]) {
    const item = group.items.find((candidate) => candidate.key === key);
    if (item) return itemAccess(group, item);
  }
  throw new Error(`Unknown menu item ${key}`);
}

/** The first page of the user's menu: where signing in and the root path lead. */
export function firstAllowedPath(user: MenuUser, built: BuiltPath = EVERY_PATH): string | null {
  return visibleMenu(user, built)[0]?.items[0]?.to ?? null;
}

/**
 * Where signing in and the root path lead: the first page of the user's menu (the first
 * dashboard of theirs that exists, for most), else the user's own account page.
 */
export function homePath(user: MenuUser, built: BuiltPath = EVERY_PATH): string {
  return firstAllowedPath(user, built) ?? '/account/setting/account';
}
