import { lazyPage, type LazyPage } from './lazy-page';

/** A built page of the shell, loaded in a chunk of its own. */
export type ShellPageComponent = LazyPage<object>;

/** The shell's built pages; every other route shows the placeholder. */
export const PAGES = {
  accounts: lazyPage(() => import('../features/accounts/accounts-page'), 'AccountsPage'),
  customerDetails: lazyPage(() => import('../features/accounts/customer-details-page'), 'CustomerDetailsPage'),
  users: lazyPage(() => import('../features/users/users-page'), 'UsersPage'),
  roles: lazyPage(() => import('../features/roles/roles-page'), 'RolesPage'),
  userGroups: lazyPage(() => import('../features/user-groups/user-groups-page'), 'UserGroupsPage'),
  securitySettings: lazyPage(() => import('../features/security/security-settings-page'), 'SecuritySettingsPage'),
  activityLog: lazyPage(() => import('../features/audit/activity-log-page'), 'ActivityLogPage'),
  approvals: lazyPage(() => import('../features/approvals/approvals-page'), 'ApprovalsPage'),
  mailOutbox: lazyPage(() => import('../features/mail-outbox/mail-outbox-page'), 'MailOutboxPage'),
  accountSettings: lazyPage(() => import('../features/account-settings/account-settings-page'), 'AccountSettingsPage'),
  sensitiveWords: lazyPage(() => import('../features/detection/sensitive-words-page'), 'SensitiveWordsPage'),
  detectionWhitelist: lazyPage(() => import('../features/detection/whitelist-page'), 'WhitelistPage'),
  thirdSdks: lazyPage(() => import('../features/detection/third-sdk-page'), 'ThirdSdkPage'),
  detectionRules: lazyPage(() => import('../features/detection/detection-rules-page'), 'DetectionRulesPage'),
  assessmentList: lazyPage(() => import('../features/assessment/assessment-list-page'), 'AssessmentListPage'),
  assessmentPreview: lazyPage(() => import('../features/assessment/assessment-preview-page'), 'AssessmentPreviewPage'),
  assessmentDashboard: lazyPage(() => import('../features/assessment/assessment-dashboard-page'), 'AssessmentDashboardPage'),
  reportTemplates: lazyPage(() => import('../features/report-templates/report-templates-page'), 'ReportTemplatesPage'),
  reportTemplateForm: lazyPage(() => import('../features/report-templates/report-template-form-page'), 'ReportTemplateFormPage'),
  hardeningDashboard: lazyPage(() => import('../features/hardening/hardening-dashboard-page'), 'HardeningDashboardPage'),
  hardeningJobs: lazyPage(() => import('../features/hardening/hardening-jobs-page'), 'HardeningJobsPage'),
  keystores: lazyPage(() => import('../features/hardening/keystores-page'), 'KeystoresPage'),
  hardeningPolicies: lazyPage(() => import('../features/hardening/policy-list-page'), 'PolicyListPage'),
  hardeningPolicyForm: lazyPage(() => import('../features/hardening/policy-form-page'), 'PolicyFormPage'),
  monitoringDashboard: lazyPage(() => import('../features/monitoring/dashboard-page'), 'MonitoringDashboardPage'),
  monitoringApps: lazyPage(() => import('../features/monitoring/app-list-page'), 'AppListPage'),
  monitoringAppEdit: lazyPage(() => import('../features/monitoring/app-edit-page'), 'AppEditPage'),
  monitoringSdkConfig: lazyPage(() => import('../features/monitoring/sdk-config-page'), 'SdkConfigPage'),
  monitoringRiskOverview: lazyPage(() => import('../features/monitoring/risk-overview-page'), 'RiskOverviewPage'),
  monitoringThreatDevices: lazyPage(() => import('../features/monitoring/threat-devices-page'), 'ThreatDevicesPage'),
  monitoringThreatDevice: lazyPage(() => import('../features/monitoring/threat-device-page'), 'ThreatDevicePage'),
  monitoringEvents: lazyPage(() => import('../features/monitoring/events-page'), 'EventsPage'),
  monitoringRiskEvents: lazyPage(() => import('../features/monitoring/events-page'), 'RiskEventsPage'),
  monitoringEvent: lazyPage(() => import('../features/monitoring/event-page'), 'EventPage'),
} satisfies Record<string, ShellPageComponent>;
