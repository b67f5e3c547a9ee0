import type { PermissionCode, PermissionGroup } from '@common/permissions';
import type { TFunction } from 'i18next';
import type { RoleType } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

/** Role types (spec §6): the built-in roles and custom ones. */
export const ROLE_TYPE_LABELS = {
  SUPER_ADMIN: 'roles.types.SUPER_ADMIN',
  CUSTOMER_SUPER_ADMIN: 'roles.types.CUSTOMER_SUPER_ADMIN',
  ADMIN: 'roles.types.ADMIN',
  USER: 'roles.types.USER',
  VIEW: 'roles.types.VIEW',
  CUSTOM: 'roles.types.CUSTOM',
} as const satisfies Record<RoleType, TranslationKey>;

/** Whether a role type read outside GraphQL (the session's user info) is one the console knows. */
export function isRoleType(value: unknown): value is RoleType {
  return typeof value === 'string' && Object.hasOwn(ROLE_TYPE_LABELS, value);
}

/** A role's name as shown: built-in roles by their translated type, custom roles by their name. */
export function roleLabel(role: { name: string; type: RoleType }, t: TFunction): string {
  return role.type === 'CUSTOM' ? role.name : t(ROLE_TYPE_LABELS[role.type]);
}

/** Permission groups of spec §6, as the role editor's tree shows them. */
export const PERMISSION_GROUP_LABELS: Record<PermissionGroup, TranslationKey> = {
  dashboard: 'roles.groups.dashboard',
  assessment: 'roles.groups.assessment',
  reportTemplate: 'roles.groups.reportTemplate',
  hardeningDownload: 'roles.groups.hardeningDownload',
  hardeningPolicy: 'roles.groups.hardeningPolicy',
  accountSettings: 'roles.groups.accountSettings',
  system: 'roles.groups.system',
  detection: 'roles.groups.detection',
  hardening: 'roles.groups.hardening',
  monitoring: 'roles.groups.monitoring',
};

/** Every permission code of the catalogue (spec §6), labelled. */
export const PERMISSION_CODE_LABELS: Record<PermissionCode, TranslationKey> = {
  dashboard: 'roles.codes.dashboard',
  assessment_list: 'roles.codes.assessment_list',
  assessment_add: 'roles.codes.assessment_add',
  apk_analysis: 'roles.codes.apk_analysis',
  ipa_analysis: 'roles.codes.ipa_analysis',
  report_template: 'roles.codes.report_template',
  download_source: 'roles.codes.download_source',
  download_log: 'roles.codes.download_log',
  policy_view: 'roles.codes.policy_view',
  policy_add: 'roles.codes.policy_add',
  policy_duplicate: 'roles.codes.policy_duplicate',
  manage_account: 'roles.codes.manage_account',
  manage_role: 'roles.codes.manage_role',
  manage_user: 'roles.codes.manage_user',
  manage_subscription: 'roles.codes.manage_subscription',
  manage_user_group: 'roles.codes.manage_user_group',
  manage_approval: 'roles.codes.manage_approval',
  system_disk: 'roles.codes.system_disk',
  system_appearance: 'roles.codes.system_appearance',
  system_security: 'roles.codes.system_security',
  system_license: 'roles.codes.system_license',
  system_operate_log: 'roles.codes.system_operate_log',
  system_notice: 'roles.codes.system_notice',
  system_host: 'roles.codes.system_host',
  system_report: 'roles.codes.system_report',
  system_test: 'roles.codes.system_test',
  system_monitoring_sdk: 'roles.codes.system_monitoring_sdk',
  detection_whitelist: 'roles.codes.detection_whitelist',
  detection_sensitive_word: 'roles.codes.detection_sensitive_word',
  detection_third_sdk: 'roles.codes.detection_third_sdk',
  detection_rule: 'roles.codes.detection_rule',
  apk_protected: 'roles.codes.apk_protected',
  sdk_protected: 'roles.codes.sdk_protected',
  ipa_protected: 'roles.codes.ipa_protected',
  h5_protected: 'roles.codes.h5_protected',
  hardening_view: 'roles.codes.hardening_view',
  hardening_submit: 'roles.codes.hardening_submit',
  hardening_download: 'roles.codes.hardening_download',
  auto_sign: 'roles.codes.auto_sign',
  keystore: 'roles.codes.keystore',
  threat_perception: 'roles.codes.threat_perception',
  monitor_dashboard: 'roles.codes.monitor_dashboard',
  monitor_threat_overview: 'roles.codes.monitor_threat_overview',
  monitor_threat_list: 'roles.codes.monitor_threat_list',
  monitor_risk_device: 'roles.codes.monitor_risk_device',
  monitor_event: 'roles.codes.monitor_event',
  monitor_response_list: 'roles.codes.monitor_response_list',
  monitor_response_add: 'roles.codes.monitor_response_add',
  monitor_response_update: 'roles.codes.monitor_response_update',
  monitor_response_delete: 'roles.codes.monitor_response_delete',
  monitor_report: 'roles.codes.monitor_report',
  monitor_report_job: 'roles.codes.monitor_report_job',
  monitor_blacklist: 'roles.codes.monitor_blacklist',
  monitor_app_list: 'roles.codes.monitor_app_list',
  monitor_sdk_config: 'roles.codes.monitor_sdk_config',
  monitor_auto_integration: 'roles.codes.monitor_auto_integration',
  monitor_whitelist: 'roles.codes.monitor_whitelist',
  monitor_debug_device: 'roles.codes.monitor_debug_device',
  monitor_request: 'roles.codes.monitor_request',
  monitor_approve: 'roles.codes.monitor_approve',
};
