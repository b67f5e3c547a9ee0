import type { Actor } from './authz/actor';
import type { IntegrationsService } from './modules/integrations/integrations.service';
import type { Config } from './config';
import type { LiveSession } from './graphql/live-session';
import type { Database } from './db/database';
import type { PoolProbe } from './db/pool-probe';
import type { SubmitType } from './db/schema';
import type { Lang } from './i18n/messages';
import type { AppError } from './lib/errors';
import type { JobQueue } from './jobs/job-queue';
import type { Logger } from './lib/logger';
import type { AccessListsService } from './modules/access-lists/access-lists.service';
import type { AccountsService } from './modules/accounts/accounts.service';
import type { AppearanceService } from './modules/appearance/appearance.service';
import type { AssessmentService } from './modules/assessment/assessment.service';
import type { HardeningService } from './modules/hardening/hardening.service';
import type { KeystoresService } from './modules/hardening/keystores.service';
import type { Auditor } from './platform/auditor';
import type { AuditService } from './modules/audit/audit.service';
import type { RequestMeta } from './lib/request-meta';
import type { AuthService } from './modules/auth/auth.service';
import type { CaptchaService } from './modules/auth/captcha';
import type { FilesService } from './modules/files/files.service';
import type { ReportTemplatesService } from './modules/report-templates/report-templates.service';
import type { MailService } from './modules/mail/mail.service';
import type { MfaService } from './modules/mfa/mfa.service';
import type { NoticesService } from './modules/notices/notices.service';
import type { AppGroupsService } from './modules/monitoring/app-groups.service';
import type { AppListsService } from './modules/monitoring/app-lists.service';
import type { SdkPolicyService } from './modules/monitoring/sdk-policy.service';
import type { MonitoredAppsService } from './modules/monitoring/apps.service';
import type { MonitoringDashboardService } from './modules/monitoring/dashboard.service';
import type { ProjectionDeadLettersService } from './modules/monitoring/dead-letters.service';
import type { MonitoringProjector } from './modules/monitoring/projector';
import type { IncidentsService } from './modules/monitoring/incidents.service';
import type { MonitoringReportsService } from './modules/monitoring/reports.service';
import type { MonitoringSdkFilesService } from './modules/monitoring/sdk-files.service';
import type { IngestService } from './modules/monitoring/ingest.service';
import type { SecurityResponsesService } from './modules/monitoring/responses.service';
import type { RiskConfigService } from './modules/monitoring/risk-config.service';
import type { ThreatsService } from './modules/monitoring/threats.service';
import type { PasswordService } from './modules/password/password.service';
import type { ProfileService } from './modules/profile/profile.service';
import type { RolesService } from './modules/roles/roles.service';
import type { SecurityService } from './modules/security/security.service';
import type { SignupService } from './modules/signup/signup.service';
import type { SubscriptionsService } from './modules/subscriptions/subscriptions.service';
import type { SystemReportService } from './modules/system/system-report.service';
import type { SystemTestService } from './modules/system/system-test.service';
import type { DetectionService } from './modules/detection/detection.service';
import type { UserGroupsService } from './modules/user-groups/user-groups.service';
import type { UsersService } from './modules/users/users.service';
import type { LoginKeys } from './platform/keys';
import type { KeyValueStore } from './platform/kv';
import type { AppPubSub } from './platform/pubsub';
import type { AboutService } from './modules/licence/about.service';
import type { LicenceService } from './modules/licence/licence.service';
import type { DiskService } from './modules/disk/disk.service';

/** What the app is built from; tests build it with their own database. */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  pubsub: AppPubSub;
  keys: LoginKeys;
  /** Counters and short-lived values (rate limits, captchas): in memory, or Redis when configured. */
  kv: KeyValueStore;
  /** The database's connection waits and counts, for the metrics (absent: reported as none). */
  pool?: PoolProbe;
}

export interface Services {
  audit: Auditor;
  accessLists: AccessListsService;
  jobs: JobQueue;
  files: FilesService;
  assessments: AssessmentService;
  hardening: HardeningService;
  keystores: KeystoresService;
  reportTemplates: ReportTemplatesService;
  auth: AuthService;
  security: SecurityService;
  roles: RolesService;
  users: UsersService;
  userGroups: UserGroupsService;
  detection: DetectionService;
  accounts: AccountsService;
  subscriptions: SubscriptionsService;
  auditLog: AuditService;
  captcha: CaptchaService;
  mfa: MfaService;
  password: PasswordService;
  profile: ProfileService;
  signup: SignupService;
  mail: MailService;
  disk: DiskService;
  monitoringApps: MonitoredAppsService;
  monitoringRisk: RiskConfigService;
  monitoringResponses: SecurityResponsesService;
  monitoringAppLists: AppListsService;
  monitoringAppGroups: AppGroupsService;
  monitoringSdkPolicy: SdkPolicyService;
  monitoringIncidents: IncidentsService;
  monitoringThreats: ThreatsService;
  monitoringDashboard: MonitoringDashboardService;
  monitoringIngest: IngestService;
  monitoringProjector: MonitoringProjector;
  monitoringDeadLetters: ProjectionDeadLettersService;
  monitoringReports: MonitoringReportsService;
  integrations: IntegrationsService;
  monitoringSdkFiles: MonitoringSdkFilesService;
  licence: LicenceService;
  about: AboutService;
  notices: NoticesService;
  appearance: AppearanceService;
  systemReport: SystemReportService;
  systemTest: SystemTestService;
}

/** Per-request (or per-subscription) context shared by GraphQL and REST. */
export interface Context {
  deps: AppDeps;
  services: Services;
  /** The signed-in caller, or null. */
  actor: Actor | null;
  /** Why `actor` is null when a token was sent (expired: 401, other device: 602). */
  authError: AppError | null;
  lang: Lang;
  /** How a submission from this request is recorded (`submitTypeOf` in authz/api-key.ts). */
  submitType: SubmitType;
  timeZone: string;
  meta: RequestMeta;
  /** The caller's session as it is now, for subscriptions that outlive the request. */
  live: LiveSession;
}
