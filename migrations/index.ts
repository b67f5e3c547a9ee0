import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-identity';
import * as m0003 from './0003-jobs-assessment';
import * as m0004 from './0004-monitoring';
import * as m0005 from './0005-report-templates';
import * as m0006 from './0006-monitoring-hourly';
import * as m0008 from './0008-detection-settings';
import * as m0010 from './0010-monitoring-projection-queue';
import * as m0011 from './0011-operation-log-user-index';
import * as m0012 from './0012-projection-queue-event-ids';
import * as m0013 from './0013-projection-dead-letters';
import * as m0014 from './0014-session-mfa-enrolment-pending';
import * as m0015 from './0015-file-names-without-bidi-controls';
import * as m0016 from './0016-hardening';
import * as m0017 from './0017-hardening-keystores';
import * as m0018 from './0018-default-report-templates';
import * as m0020 from './0020-monitor-app-lists';
import * as m0021 from './0021-security-responses';
import * as m0022 from './0022-monitor-security-incidents';
import * as m0023 from './0023-monitor-report-jobs';
import * as m0024 from './0024-monitor-sdk-policy';
import * as m0025 from './0025-outbound-integrations';
import * as m0026 from './0026-monitoring-sdk-files';
import * as m0027 from './0027-monitor-app-groups';
import * as m0031 from './0031-disk-retention';
import * as m0029 from './0029-account-subscriptions';
import * as m0030 from './0030-appearance-system-only';
import * as m0032 from './0032-access-lists';
import * as m0033 from './0033-notices';
import * as m0035 from './0035-user-riskapp-template-accounts';
import * as m0036 from './0036-job-webhooks';

/** Every migration, by name, in order. A new migration is added here in the same commit. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-identity': m0002,
  '0003-jobs-assessment': m0003,
  '0004-monitoring': m0004,
  '0005-report-templates': m0005,
  '0006-monitoring-hourly': m0006,
  '0008-detection-settings': m0008,
  '0010-monitoring-projection-queue': m0010,
  '0011-operation-log-user-index': m0011,
  '0012-projection-queue-event-ids': m0012,
  '0013-projection-dead-letters': m0013,
  '0014-session-mfa-enrolment-pending': m0014,
  '0015-file-names-without-bidi-controls': m0015,
  '0016-hardening': m0016,
  '0017-hardening-keystores': m0017,
  '0018-default-report-templates': m0018,
  '0020-monitor-app-lists': m0020,
  '0021-security-responses': m0021,
  '0022-monitor-security-incidents': m0022,
  '0023-monitor-report-jobs': m0023,
  '0024-monitor-sdk-policy': m0024,
  '0025-outbound-integrations': m0025,
  '0026-monitoring-sdk-files': m0026,
  '0027-monitor-app-groups': m0027,
  '0031-disk-retention': m0031,
  '0029-account-subscriptions': m0029,
  '0030-appearance-system-only': m0030,
  '0032-access-lists': m0032,
  '0033-notices': m0033,
  '0035-user-riskapp-template-accounts': m0035,
  '0036-job-webhooks': m0036,
};
