/**
 * The `data-testid` values end-to-end tests select by. Components and tests both import them
 * from here, so renaming one cannot silently break the other. No imports: tests load this file
 * outside the web build.
 */
export const TEST_IDS = {
  signInForm: 'sign-in-form',
  signInUsername: 'sign-in-username',
  signInPassword: 'sign-in-password',
  signInPasswordToggle: 'sign-in-password-toggle',
  signInCaptcha: 'sign-in-captcha',
  signInCaptchaImage: 'sign-in-captcha-image',
  signInLanguage: 'sign-in-language',
  signInRememberLanguage: 'sign-in-remember-language',
  signInSubmit: 'sign-in-submit',
  signInAlert: 'sign-in-alert',
  mfaCode: 'mfa-code',
  mfaSubmit: 'mfa-submit',
  loginErrorDialog: 'login-error-dialog',
  loginErrorMessage: 'login-error-message',
  loginErrorConfirm: 'login-error-confirm',
  header: 'shell-header',
  sidebar: 'sidebar',
  userMenu: 'user-menu',
  userName: 'user-name',
  signOut: 'sign-out',
  languageSwitch: 'language-switch',
  pageTitle: 'page-title',
  placeholder: 'placeholder-notice',
  placeholderHome: 'placeholder-home',
  missingItem: 'missing-item',
  missingItemBack: 'missing-item-back',
  notFoundPage: 'not-found-page',
  serverErrorPage: 'server-error-page',
  noPermissionPage: 'no-permission-page',
  accountCreate: 'account-create',
  accountDialog: 'account-dialog',
  accountEntitlement: 'account-entitlement',
  accountKey: 'account-key',
  accountName: 'account-name',
  accountRow: 'account-row',
  accountSearch: 'account-search',
  accountSelector: 'account-selector',
  accountSelectorSearch: 'account-selector-search',
  accountSelectorSelect: 'account-selector-select',
  accountTable: 'account-table',
  activityExport: 'activity-export',
  activityFilters: 'activity-filters',
  activityFrom: 'activity-from',
  activityIp: 'activity-ip',
  activityOperator: 'activity-operator',
  activityRangeError: 'activity-range-error',
  activityResult: 'activity-result',
  activityRow: 'activity-row',
  activitySearch: 'activity-search',
  activityTable: 'activity-table',
  activityTo: 'activity-to',
  activityType: 'activity-type',
  apiCredentialsDialog: 'api-credentials-dialog',
  apiKey: 'api-key',
  apiSecret: 'api-secret',
  approvalApprove: 'approval-approve',
  approvalReject: 'approval-reject',
  approvalRow: 'approval-row',
  approvalTable: 'approval-table',
  avatarInput: 'avatar-input',
  avatarMessage: 'avatar-message',
  avatarPreview: 'avatar-preview',
  avatarUpload: 'avatar-upload',
  changePasswordConfirm: 'change-password-confirm',
  changePasswordForm: 'change-password-form',
  changePasswordNew: 'change-password-new',
  changePasswordOld: 'change-password-old',
  confirmAccept: 'confirm-accept',
  confirmDialog: 'confirm-dialog',
  customerDetails: 'customer-details',
  customerTabAccount: 'customer-tab-account',
  customerTabEvents: 'customer-tab-events',
  formDialog: 'form-dialog',
  formError: 'form-error',
  formSubmit: 'form-submit',
  headerAvatar: 'header-avatar',
  mailOutboxBody: 'mail-outbox-body',
  mailOutboxPreview: 'mail-outbox-preview',
  mailOutboxRefresh: 'mail-outbox-refresh',
  mailOutboxRow: 'mail-outbox-row',
  mailOutboxStatus: 'mail-outbox-status',
  mailOutboxTable: 'mail-outbox-table',
  mfaConfirm: 'mfa-confirm',
  mfaDisable: 'mfa-disable',
  mfaDisableCode: 'mfa-disable-code',
  mfaDone: 'mfa-done',
  mfaEnrolCode: 'mfa-enrol-code',
  mfaQr: 'mfa-qr',
  mfaRecoveryCode: 'mfa-recovery-code',
  mfaRecoveryCodes: 'mfa-recovery-codes',
  mfaSecret: 'mfa-secret',
  mfaSection: 'mfa-section',
  mfaStart: 'mfa-start',
  mfaStatus: 'mfa-status',
  monitorAppCreate: 'monitor-app-create',
  monitorAppForm: 'monitor-app-form',
  monitorAppId: 'monitor-app-id',
  monitorAppName: 'monitor-app-name',
  monitorAppPlatform: 'monitor-app-platform',
  monitorAppDescription: 'monitor-app-description',
  monitorAppRegion: 'monitor-app-region',
  monitorAppSystemEvents: 'monitor-app-system-events',
  monitorAppSystemRules: 'monitor-app-system-rules',
  monitorAppSave: 'monitor-app-save',
  monitorAppRow: 'monitor-app-row',
  monitorAppTable: 'monitor-app-table',
  monitorAppSearch: 'monitor-app-search',
  monitorAppFilterPlatform: 'monitor-app-filter-platform',
  monitorAppSdkConfig: 'monitor-app-sdk-config',
  monitorAppRotate: 'monitor-app-rotate',
  monitorSecretDialog: 'monitor-secret-dialog',
  monitorSdkKey: 'monitor-sdk-key',
  monitorSecret: 'monitor-secret',
  monitorSdkConfigCard: 'monitor-sdk-config-card',
  monitorSdkConfigEmpty: 'monitor-sdk-config-empty',
  monitorDashboard: 'monitor-dashboard',
  monitorLive: 'monitor-live',
  monitorTrend: 'monitor-trend',
  monitorWindow60: 'monitor-window-60',
  monitorWindow10: 'monitor-window-10',
  monitorMap: 'monitor-map',
  monitorOverview: 'monitor-overview',
  monitorFilterApp: 'monitor-filter-app',
  monitorFilterLevel: 'monitor-filter-level',
  monitorFilterKind: 'monitor-filter-kind',
  monitorFilterPeriod: 'monitor-filter-period',
  monitorFilterSearch: 'monitor-filter-search',
  monitorFilterRiskyOnly: 'monitor-filter-risky-only',
  monitorDeviceTable: 'monitor-device-table',
  monitorDeviceRow: 'monitor-device-row',
  monitorDeviceFacts: 'monitor-device-facts',
  monitorEventTable: 'monitor-event-table',
  monitorEventRow: 'monitor-event-row',
  monitorEventDetail: 'monitor-event-detail',
  monitorOpenDevice: 'monitor-open-device',
  pagerNext: 'pager-next',
  pagerPrevious: 'pager-previous',
  pagerSummary: 'pager-summary',
  passwordMeter: 'password-meter',
  passwordResetEmail: 'password-reset-email',
  passwordResetForm: 'password-reset-form',
  passwordResetSent: 'password-reset-sent',
  passwordResetSubmit: 'password-reset-submit',
  profileEmail: 'profile-email',
  profileForm: 'profile-form',
  profileRealname: 'profile-realname',
  resetPasswordConfirm: 'reset-password-confirm',
  resetPasswordDialog: 'reset-password-dialog',
  resetPasswordDone: 'reset-password-done',
  resetPasswordForm: 'reset-password-form',
  resetPasswordInvalid: 'reset-password-invalid',
  resetPasswordNew: 'reset-password-new',
  resetPasswordSignIn: 'reset-password-sign-in',
  roleCreate: 'role-create',
  roleDialog: 'role-dialog',
  roleManageAdmin: 'role-manage-admin',
  roleName: 'role-name',
  roleRow: 'role-row',
  roleTable: 'role-table',
  rowDelete: 'row-delete',
  rowEdit: 'row-edit',
  rowMenu: 'row-menu',
  rowToggleEnabled: 'row-toggle-enabled',
  securityForm: 'security-form',
  securityWarning: 'security-warning',
  securityWarnings: 'security-warnings',
  signUpAccept: 'sign-up-accept',
  signUpAccountForm: 'sign-up-account-form',
  signUpAccountName: 'sign-up-account-name',
  signUpAlert: 'sign-up-alert',
  signUpCode: 'sign-up-code',
  signUpConfirm: 'sign-up-confirm',
  signUpDone: 'sign-up-done',
  signUpEmail: 'sign-up-email',
  signUpNext: 'sign-up-next',
  signUpPassword: 'sign-up-password',
  signUpRealname: 'sign-up-realname',
  signUpTermsForm: 'sign-up-terms-form',
  signUpUsername: 'sign-up-username',
  signUpVerifyForm: 'sign-up-verify-form',
  signupSettingsApproval: 'signup-settings-approval',
  signupSettingsEnabled: 'signup-settings-enabled',
  signupSettingsForm: 'signup-settings-form',
  signupSettingsSave: 'signup-settings-save',
  systemAdminOnly: 'system-admin-only',
  userAccount: 'user-account',
  userActionApiKey: 'user-action-api-key',
  userActionEnable: 'user-action-enable',
  userActionLock: 'user-action-lock',
  userActionReset: 'user-action-reset',
  userBatch: 'user-batch',
  userBatchBar: 'user-batch-bar',
  userBatchLimit: 'user-batch-limit',
  userCreate: 'user-create',
  userDialog: 'user-dialog',
  userEmail: 'user-email',
  userFilterAccount: 'user-filter-account',
  userFilterApply: 'user-filter-apply',
  userFilters: 'user-filters',
  userGroup: 'user-group',
  userGroupCreate: 'user-group-create',
  userGroupDialog: 'user-group-dialog',
  userGroupMember: 'user-group-member',
  userGroupMembers: 'user-group-members',
  userGroupName: 'user-group-name',
  userGroupRow: 'user-group-row',
  userGroupTable: 'user-group-table',
  userPassword: 'user-password',
  userPasswordConfirm: 'user-password-confirm',
  userReadOnly: 'user-read-only',
  userRealname: 'user-realname',
  userRole: 'user-role',
  userRow: 'user-row',
  userSearch: 'user-search',
  userSort: 'user-sort',
  userTable: 'user-table',
  userUsername: 'user-username',
  // detection settings
  detectionCreate: 'detection-create',
  detectionDialog: 'detection-dialog',
  detectionRow: 'detection-row',
  detectionRuleToggle: 'detection-rule-toggle',
  detectionScope: 'detection-scope',
  detectionShippedTable: 'detection-shipped-table',
  detectionTable: 'detection-table',
  ruleEnabled: 'rule-enabled',
  ruleKind: 'rule-kind',
  ruleLevel: 'rule-level',
  rulePattern: 'rule-pattern',
  ruleTitle: 'rule-title',
  sdkAndroid: 'sdk-android',
  sdkCategory: 'sdk-category',
  sdkIos: 'sdk-ios',
  sdkName: 'sdk-name',
  sdkNativeLibs: 'sdk-native-libs',
  sensitiveWordsDefaults: 'sensitive-words-defaults',
  sensitiveWordsInput: 'sensitive-words-input',
  sensitiveWordsSave: 'sensitive-words-save',
  whitelistFileName: 'whitelist-file-name',
  whitelistFileType: 'whitelist-file-type',
  whitelistMatchMode: 'whitelist-match-mode',
  whitelistPath: 'whitelist-path',
  assessmentSubmit: 'assessment-submit',
  assessmentSubmitDialog: 'assessment-submit-dialog',
  assessmentFileInput: 'assessment-file-input',
  assessmentTemplateSelect: 'assessment-template-select',
  assessmentTemplatesLink: 'assessment-templates-link',
  assessmentNoTemplate: 'assessment-no-template',
  assessmentUploadProgress: 'assessment-upload-progress',
  assessmentTable: 'assessment-table',
  assessmentRow: 'assessment-row',
  assessmentSort: 'assessment-sort',
  assessmentSearch: 'assessment-search',
  assessmentStatusFilter: 'assessment-status-filter',
  assessmentFilterApply: 'assessment-filter-apply',
  assessmentBatchDelete: 'assessment-batch-delete',
  assessmentStatus: 'assessment-status',
  assessmentPreview: 'assessment-preview',
  assessmentCancel: 'assessment-cancel',
  assessmentDelete: 'assessment-delete',
  assessmentReportMenu: 'assessment-report-menu',
  assessmentPreviewPage: 'assessment-preview-page',
  assessmentPreviewResult: 'assessment-preview-result',
  assessmentScore: 'assessment-score',
  assessmentPreviewPackage: 'assessment-preview-package',
  assessmentPreviewItems: 'assessment-preview-items',
  assessmentDashboard: 'assessment-dashboard',
  assessmentDashboardCount: 'assessment-dashboard-count',
  assessmentDashboardRisk: 'assessment-dashboard-risk',
  assessmentDashboardTop: 'assessment-dashboard-top',
  hardeningSubmit: 'hardening-submit',
  hardeningSubmitDialog: 'hardening-submit-dialog',
  hardeningFileInput: 'hardening-file-input',
  hardeningPolicySelect: 'hardening-policy-select',
  hardeningKeystoreSelect: 'hardening-keystore-select',
  hardeningNoKeystore: 'hardening-no-keystore',
  hardeningNoPolicy: 'hardening-no-policy',
  hardeningTaskName: 'hardening-task-name',
  hardeningUploadProgress: 'hardening-upload-progress',
  hardeningTable: 'hardening-table',
  hardeningRow: 'hardening-row',
  hardeningSearch: 'hardening-search',
  hardeningStatus: 'hardening-status',
  hardeningProgress: 'hardening-progress',
  hardeningCancel: 'hardening-cancel',
  hardeningDelete: 'hardening-delete',
  hardeningDownloadMenu: 'hardening-download-menu',
  hardeningDownload: 'hardening-download',
  hardeningUnavailable: 'hardening-unavailable',
  hardeningDashboard: 'hardening-dashboard',
  hardeningDashboardCount: 'hardening-dashboard-count',
  keystoreAdd: 'keystore-add',
  keystoreDialog: 'keystore-dialog',
  keystoreFile: 'keystore-file',
  keystoreName: 'keystore-name',
  keystoreStorePassword: 'keystore-store-password',
  keystoreAlias: 'keystore-alias',
  keystoreAliasPassword: 'keystore-alias-password',
  keystoreScheme: 'keystore-scheme',
  keystoreTable: 'keystore-table',
  keystoreRow: 'keystore-row',
  keystoreDelete: 'keystore-delete',
  hardeningBilling: 'hardening-billing',
  policyAdd: 'policy-add',
  policyKinds: 'policy-kinds',
  policySearch: 'policy-search',
  policyTable: 'policy-table',
  policyRow: 'policy-row',
  policyEdit: 'policy-edit',
  policyDuplicate: 'policy-duplicate',
  policyDelete: 'policy-delete',
  policyForm: 'policy-form',
  policyName: 'policy-name',
  policyRemark: 'policy-remark',
  policyEnabled: 'policy-enabled',
  policyPreset: 'policy-preset',
  policySave: 'policy-save',
  templateBatchDelete: 'template-batch-delete',
  templateCreate: 'template-create',
  templatePlatformTab: 'template-platform-tab',
  templateTable: 'template-table',
  templateRow: 'template-row',
  templateView: 'template-view',
  templateDelete: 'template-delete',
  templateForm: 'template-form',
  templateName: 'template-name',
  templateLang: 'template-lang',
  templateSave: 'template-save',
} as const;

/** A counter of the monitoring dashboard, by its name (events, riskDevices…). */
export function monitorCounterTestId(name: string): string {
  return `monitor-counter-${name}`;
}

/** A period button of the monitoring dashboard and overview, by its enum value. */
export function monitorPeriodTestId(period: string): string {
  return `monitor-period-${period}`;
}

/** A top-5 list of the monitoring dashboard, by its name (kinds, apps, models…). */
export function monitorTopTestId(name: string): string {
  return `monitor-top-${name}`;
}

/** A sidebar menu item, by its key in the menu table. */
export function menuItemTestId(key: string): string {
  return `menu-${key}`;
}

/** A sidebar group header, by its key in the menu table. */
export function menuGroupTestId(key: string): string {
  return `sidebar-group-${key}`;
}

/** An entry of the header's language switch, by language code. */
export function languageOptionTestId(language: string): string {
  return `language-option-${language}`;
}

/** A permission group's tri-state checkbox in the role editor. */
export function permissionGroupTestId(group: string): string {
  return `permission-group-${group}`;
}

/** A permission code's checkbox in the role editor. */
export function permissionCodeTestId(code: string): string {
  return `permission-code-${code}`;
}

/** A field of the security settings form, by its settings key. */
export function securityFieldTestId(field: string): string {
  return `security-${field}`;
}

/** A tab of the account settings page, by its path segment. */
export function accountTabTestId(tab: string): string {
  return `account-tab-${tab}`;
}

/** A step of the sign-up stepper, by its path segment. */
export function signUpStepTestId(step: string): string {
  return `sign-up-step-${step}`;
}

/** A tab of the detection whitelist page, by its path segment (so, file, log, global). */
export function whitelistTabTestId(tab: string): string {
  return `whitelist-tab-${tab}`;
}

/** A format of a job's report download menu (html, pdf, json, sarif, cyclonedx). */
export function reportFormatTestId(format: string): string {
  return `report-format-${format}`;
}

/** A detection-type group's tri-state checkbox in the report template form. */
export function templateCheckGroupTestId(group: string): string {
  return `template-check-group-${group}`;
}

/** A detection type's checkbox in the report template form, by its finding id. */
export function templateCheckTestId(id: string): string {
  return `template-check-${id}`;
}
