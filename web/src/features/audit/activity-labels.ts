import type { TFunction } from 'i18next';
import type { ActivityType } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

/**
 * The label of every activity type the server writes (spec §3 operation log), keyed by the
 * generated `ActivityType` enum: a type the server adds without a label here fails the type check.
 */
export const ACTIVITY_LABELS = {
  LOGIN: 'audit.types.login',
  LOGOUT: 'audit.types.logout',
  PASSWORD_CHANGE: 'audit.types.passwordChange',
  PASSWORD_FORGOT: 'audit.types.passwordForgot',
  PASSWORD_RESET: 'audit.types.passwordReset',
  PROFILE_UPDATE: 'audit.types.profileUpdate',
  PROFILE_AVATAR: 'audit.types.profileAvatar',
  MFA_ENABLE: 'audit.types.mfaEnable',
  MFA_DISABLE: 'audit.types.mfaDisable',
  ACCOUNT_CREATE: 'audit.types.accountCreate',
  ACCOUNT_UPDATE: 'audit.types.accountUpdate',
  ACCOUNT_ENABLE: 'audit.types.accountEnable',
  ACCOUNT_DISABLE: 'audit.types.accountDisable',
  USER_CREATE: 'audit.types.userCreate',
  USER_UPDATE: 'audit.types.userUpdate',
  USER_LOCK: 'audit.types.userLock',
  USER_UNLOCK: 'audit.types.userUnlock',
  USER_ENABLE: 'audit.types.userEnable',
  USER_DISABLE: 'audit.types.userDisable',
  USER_RESET_PASSWORD: 'audit.types.userResetPassword',
  USER_ROTATE_API_KEY: 'audit.types.userRotateApiKey',
  ROLE_CREATE: 'audit.types.roleCreate',
  ROLE_UPDATE: 'audit.types.roleUpdate',
  ROLE_DELETE: 'audit.types.roleDelete',
  USER_GROUP_CREATE: 'audit.types.userGroupCreate',
  USER_GROUP_UPDATE: 'audit.types.userGroupUpdate',
  USER_GROUP_DELETE: 'audit.types.userGroupDelete',
  USER_GROUP_MEMBERS: 'audit.types.userGroupMembers',
  SECURITY_UPDATE: 'audit.types.securityUpdate',
  SIGNUP_REGISTER: 'audit.types.signupRegister',
  SIGNUP_APPROVE: 'audit.types.signupApprove',
  SIGNUP_REJECT: 'audit.types.signupReject',
  SIGNUP_SETTINGS: 'audit.types.signupSettings',
  FILE_UPLOAD: 'audit.types.fileUpload',
  ASSESSMENT_SUBMIT: 'audit.types.assessmentSubmit',
  ASSESSMENT_CANCEL: 'audit.types.assessmentCancel',
  ASSESSMENT_DELETE: 'audit.types.assessmentDelete',
  MONITOR_PROJECTION_RETRY: 'audit.types.monitorProjectionRetry',
  MONITOR_PROJECTION_DISCARD: 'audit.types.monitorProjectionDiscard',
  SIGNUP_SUBMIT: 'audit.types.signupSubmit',
  SIGNUP_ACCOUNT_CREATED: 'audit.types.signupAccountCreated',
  REPORT_TEMPLATE_CREATE: 'audit.types.reportTemplateCreate',
  REPORT_TEMPLATE_UPDATE: 'audit.types.reportTemplateUpdate',
  REPORT_TEMPLATE_DELETE: 'audit.types.reportTemplateDelete',
  DETECTION_SENSITIVE_WORDS_UPDATE: 'audit.types.detectionSensitiveWordsUpdate',
  DETECTION_WHITELIST_CREATE: 'audit.types.detectionWhitelistCreate',
  DETECTION_WHITELIST_UPDATE: 'audit.types.detectionWhitelistUpdate',
  DETECTION_WHITELIST_DELETE: 'audit.types.detectionWhitelistDelete',
  DETECTION_SDK_CREATE: 'audit.types.detectionSdkCreate',
  DETECTION_SDK_UPDATE: 'audit.types.detectionSdkUpdate',
  DETECTION_SDK_DELETE: 'audit.types.detectionSdkDelete',
  DETECTION_RULE_CREATE: 'audit.types.detectionRuleCreate',
  DETECTION_RULE_UPDATE: 'audit.types.detectionRuleUpdate',
  DETECTION_RULE_ENABLE: 'audit.types.detectionRuleEnable',
  DETECTION_RULE_DISABLE: 'audit.types.detectionRuleDisable',
  DETECTION_RULE_DELETE: 'audit.types.detectionRuleDelete',
  MONITOR_APP_CREATE: 'audit.types.monitorAppCreate',
  MONITOR_APP_UPDATE: 'audit.types.monitorAppUpdate',
  MONITOR_APP_DELETE: 'audit.types.monitorAppDelete',
  MONITOR_APP_ROTATE_SECRET: 'audit.types.monitorAppRotateSecret',
  MONITOR_RULE_CREATE: 'audit.types.monitorRuleCreate',
  MONITOR_RULE_UPDATE: 'audit.types.monitorRuleUpdate',
  MONITOR_RULE_DELETE: 'audit.types.monitorRuleDelete',
  MONITOR_BLACKLIST_CREATE: 'audit.types.monitorBlacklistCreate',
  MONITOR_BLACKLIST_UPDATE: 'audit.types.monitorBlacklistUpdate',
  MONITOR_BLACKLIST_DELETE: 'audit.types.monitorBlacklistDelete',
  MONITOR_DEVICE_LIST_WHITELIST_ADD: 'audit.types.monitorDeviceWhitelistAdd',
  MONITOR_DEVICE_LIST_WHITELIST_REMOVE: 'audit.types.monitorDeviceWhitelistRemove',
  MONITOR_DEVICE_LIST_DEBUG_ADD: 'audit.types.monitorDeviceDebugAdd',
  MONITOR_DEVICE_LIST_DEBUG_REMOVE: 'audit.types.monitorDeviceDebugRemove',
  HARDENING_POLICY_CREATE: 'audit.types.hardeningPolicyCreate',
  HARDENING_POLICY_UPDATE: 'audit.types.hardeningPolicyUpdate',
  HARDENING_POLICY_DUPLICATE: 'audit.types.hardeningPolicyDuplicate',
  HARDENING_POLICY_DELETE: 'audit.types.hardeningPolicyDelete',
  HARDENING_SUBMIT: 'audit.types.hardeningSubmit',
  HARDENING_CANCEL: 'audit.types.hardeningCancel',
  HARDENING_DELETE: 'audit.types.hardeningDelete',
  HARDENING_DOWNLOAD: 'audit.types.hardeningDownload',
  KEYSTORE_CREATE: 'audit.types.keystoreCreate',
  KEYSTORE_DELETE: 'audit.types.keystoreDelete',
  OTHER: 'audit.types.other',
} as const satisfies Record<ActivityType, TranslationKey>;

export const RESULTS = { success: 'audit.results.success', failure: 'audit.results.failure' } as const satisfies Record<string, TranslationKey>;

/** The label of an activity type. */
export function activityLabel(type: ActivityType, t: TFunction): string {
  return t(ACTIVITY_LABELS[type]);
}

/** The types a filter offers: every type but OTHER (a row this version cannot name). */
export const FILTERABLE_ACTIVITY_TYPES = (Object.keys(ACTIVITY_LABELS) as ActivityType[]).filter((type) => type !== 'OTHER');

/** The label of a result (`success` or `failure`). */
export function resultLabel(result: string, t: TFunction): string {
  return Object.hasOwn(RESULTS, result) ? t(RESULTS[result as keyof typeof RESULTS]) : result;
}
