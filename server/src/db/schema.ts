import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DetectionTables } from '../modules/detection/detection.tables';
import type { DiskTables } from '../modules/disk/disk.tables';
import type { HardeningTables } from '../modules/hardening/hardening.tables';
import type { IntegrationTables } from '../modules/integrations/integrations.tables';
import type { AppGroupTables } from '../modules/monitoring/app-groups.tables';
import type { AccessListTables } from '../modules/access-lists/access-lists.tables';
import type { AppListTables } from '../modules/monitoring/app-lists.tables';
import type { IncidentTables } from '../modules/monitoring/incidents.tables';
import type { MonitoringTables } from '../modules/monitoring/monitoring.tables';
import type { ReportTables } from '../modules/monitoring/reports.tables';
import type { ResponsesTables } from '../modules/monitoring/responses.tables';
import type { SdkFileTables } from '../modules/monitoring/sdk-files.tables';
import type { SdkPolicyTables } from '../modules/monitoring/sdk-policy.tables';
import type { SubscriptionTables } from '../modules/subscriptions/subscriptions.tables';
import type { NoticeTables } from '../modules/notices/notices.tables';
import type { ReportTemplateTables } from '../modules/report-templates/report-templates.tables';
import type { DefaultedTimestamp, GeneratedId, Json, RequiredTextArray, TextArray, Timestamp } from './columns';

/**
 * The database type: the tables every area shares, declared here, and each area's own tables
 * from its `<area>.tables.ts`. Column types shared by all of them live in `./columns`.
 */

export type RoleType = 'SUPER_ADMIN' | 'CUSTOMER_SUPER_ADMIN' | 'ADMIN' | 'USER' | 'VIEW' | 'CUSTOM';
export type EnabledStatus = 'enabled' | 'disabled';
export type RevokedReason = 'logout' | 'replaced' | 'admin' | 'expired';

export interface AccountsTable {
  id: GeneratedId;
  name: string;
  keyIdentifier: string;
  isSystem: Generated<boolean>;
  status: Generated<EnabledStatus>;
  entitlements: TextArray;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface RolesTable {
  id: GeneratedId;
  accountId: string;
  name: string;
  type: RoleType;
  codes: TextArray;
  manageAdminRoles: Generated<boolean>;
  builtin: Generated<boolean>;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface UsersTable {
  id: GeneratedId;
  accountId: string;
  roleId: string;
  username: string;
  email: string | null;
  realname: string | null;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string;
  status: Generated<EnabledStatus>;
  locked: Generated<boolean>;
  lockedAt: Timestamp | null;
  failedAttempts: Generated<number>;
  readOnly: Generated<boolean>;
  lang: string | null;
  lastLoginAt: Timestamp | null;
  passwordChangedAt: DefaultedTimestamp;
  userGroupId: string | null;
  apiKey: string | null;
  apiSecretHash: string | null;
  avatarType: string | null;
  avatarUpdatedAt: Timestamp | null;
  mfaEnabled: Generated<boolean>;
  mfaSecret: string | null;
  mfaPendingSecret: string | null;
  mfaLastStep: number | null;
  mfaRecoveryHashes: TextArray;
  /** The monitored app the user is bound to (spec §3 riskapp_id), an app of the user's account. */
  riskappId: string | null;
  /** The bound app's platform (spec §3 riskapp_platform). */
  riskappPlatform: 'android' | 'ios' | 'h5' | null;
  /** ISO 3166-1 alpha-2 code (spec §3 appCountry). */
  appCountry: string | null;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface SessionsTable {
  id: GeneratedId;
  accountId: string;
  userId: string;
  tokenHash: string;
  createdAt: DefaultedTimestamp;
  lastSeenAt: DefaultedTimestamp;
  idleSeconds: number;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
  revokedReason: RevokedReason | null;
  ip: string | null;
  userAgent: string | null;
  mfaPending: Generated<boolean>;
  /** The account requires MFA and the user has not enrolled: only the enrolment calls work. */
  mfaEnrolmentPending: Generated<boolean>;
}

export interface OperationLogsTable {
  id: Generated<number>;
  accountId: string | null;
  userId: string | null;
  operator: string | null;
  activityType: string;
  result: 'success' | 'failure';
  ip: string | null;
  reason: string | null;
  target: string | null;
  prevHash: string | null;
  hash: string | null;
  createdAt: DefaultedTimestamp;
}

export interface SecuritySettingsTable {
  accountId: string;
  passwordMin: Generated<number>;
  passwordMax: Generated<number>;
  requireDigit: Generated<boolean>;
  requireLower: Generated<boolean>;
  requireUpper: Generated<boolean>;
  requireSpecial: Generated<boolean>;
  forbidConsecutive: Generated<boolean>;
  historyCount: Generated<number>;
  forbidAccountRelated: Generated<boolean>;
  lockAfterFailures: Generated<number>;
  lockAfterInactiveDays: Generated<number>;
  sessionTimeoutMinutes: Generated<number>;
  prohibitMultiLocation: Generated<boolean>;
  mfaRequired: Generated<boolean>;
  updatedAt: DefaultedTimestamp;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  accountId: string;
  userId: string;
  passwordHash: string;
  createdAt: DefaultedTimestamp;
}

export interface UserGroupsTable {
  id: GeneratedId;
  accountId: string;
  name: string;
  description: string | null;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export type OneTimeTokenKind = 'password_reset' | 'signup_email';

export interface OneTimeTokensTable {
  id: GeneratedId;
  kind: OneTimeTokenKind;
  tokenHash: string;
  userId: string | null;
  signupId: string | null;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: DefaultedTimestamp;
}

export type SignupStatus = 'verify_email' | 'accept_terms' | 'pending_approval' | 'approved' | 'rejected';

export interface SignupsTable {
  id: GeneratedId;
  accountName: string;
  username: string;
  email: string;
  realname: string | null;
  passwordHash: string;
  status: Generated<SignupStatus>;
  accountId: string | null;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  accountId: string | null;
  recipient: string;
  subject: string;
  body: string;
  transport: 'smtp' | 'outbox';
  sentAt: Timestamp | null;
  error: string | null;
  createdAt: DefaultedTimestamp;
}

export interface SystemSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updatedAt: DefaultedTimestamp;
}

/** What an upload is, by content: a mobile package, an Android SDK, or an H5 script or web app zip. */
export type PackageKind = 'apk' | 'aab' | 'ipa' | 'aar' | 'js' | 'zip';

export interface FilesTable {
  id: GeneratedId;
  accountId: string;
  kind: PackageKind;
  originalName: string;
  size: ColumnType<number, number, number>;
  sha256: string;
  /** Path relative to the data directory's `files/`. */
  storagePath: string;
  createdBy: string | null;
  createdAt: DefaultedTimestamp;
}

/** Job status, the assessment states of spec §4. */
export type JobStatus = 'ready' | 'processing' | 'finished' | 'failed';

export interface JobsTable {
  id: GeneratedId;
  accountId: string;
  /** Workers claim only from their own queue (RAMPART_JOB_QUEUE). */
  queue: Generated<string>;
  kind: string;
  status: Generated<JobStatus>;
  progress: Generated<number>;
  payload: Json<unknown>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  leaseOwner: string | null;
  leaseUntil: Timestamp | null;
  cancelRequested: Generated<boolean>;
  createdAt: DefaultedTimestamp;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
}

export type SubmitType = 'WEB' | 'API' | 'CLI' | 'PC';

export interface AssessmentsTable {
  /** The id of the job that runs it. */
  id: string;
  accountId: string;
  fileId: string | null;
  platform: 'android' | 'ios';
  fileName: string;
  fileSize: ColumnType<number, number, number>;
  fileSha256: string;
  appName: string | null;
  version: string | null;
  packageName: string | null;
  score: number | null;
  summary: ColumnType<unknown, string | null | undefined, string | null>;
  templateId: string | null;
  lang: string;
  submitType: SubmitType;
  createdBy: string | null;
  creator: string;
  createdAt: DefaultedTimestamp;
}

export interface ReportTemplatesTable {
  id: GeneratedId;
  accountId: string;
  platform: 'android' | 'ios';
  name: string;
  lang: 'en' | 'zh-TW';
  /** Finding ids of the engine's catalogue to report. */
  checks: RequiredTextArray;
  createdBy: string | null;
  creator: string;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface DB
  extends
    SdkFileTables,
    MonitoringTables,
    AppGroupTables,
    AccessListTables,
    AppListTables,
    IncidentTables,
    ResponsesTables,
    SdkPolicyTables,
    ReportTables,
    DetectionTables,
    DiskTables,
    HardeningTables,
    IntegrationTables,
    NoticeTables,
    ReportTemplateTables,
    SubscriptionTables {
  accounts: AccountsTable;
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  operationLogs: OperationLogsTable;
  securitySettings: SecuritySettingsTable;
  passwordHistory: PasswordHistoryTable;
  userGroups: UserGroupsTable;
  oneTimeTokens: OneTimeTokensTable;
  signups: SignupsTable;
  mailOutbox: MailOutboxTable;
  systemSettings: SystemSettingsTable;
  files: FilesTable;
  jobs: JobsTable;
  assessments: AssessmentsTable;
  reportTemplates: ReportTemplatesTable;
}

export type Account = Selectable<AccountsTable>;
export type Role = Selectable<RolesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type SecuritySettings = Selectable<SecuritySettingsTable>;
export type UserGroup = Selectable<UserGroupsTable>;
