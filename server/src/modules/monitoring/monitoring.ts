import type { AppDeps } from '../../context';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { Metrics } from '../../platform/metrics';
import type { IntegrationsService } from '../integrations/integrations.service';
import type { NoticesService } from '../notices/notices.service';
import { loadSecretBox } from '../../platform/secret-box';
import type { Auditor } from '../../platform/auditor';
import { AppGroupsService } from './app-groups.service';
import { AppListsService } from './app-lists.service';
import { MonitoredAppsService } from './apps.service';
import { MonitoringDashboardService } from './dashboard.service';
import { ProjectionDeadLettersService } from './dead-letters.service';
import { dropEventsBefore, ensureEventPartitions } from './partitions.repo';
import { sdkRoutes } from './ingest.rest';
import { IncidentsService } from './incidents.service';
import { IngestService, type IngestOptions } from './ingest.service';
import { MonitoringLive } from './live';
import { MonitoringProjector } from './projector';
import { SdkAppCache } from './policy-cache';
import { SecurityResponsesService } from './responses.service';
import { RiskConfigService } from './risk-config.service';
import { SdkPolicyService } from './sdk-policy.service';
import { ThreatsService } from './threats.service';

/**
 * How often the event partitions ahead are checked (they are created a month or more early) and
 * the months past retention dropped.
 */
const MAINTENANCE_MS = 6 * 3600_000;

/**
 * Creates the event partitions ahead and, with `keepMonths` above 0, drops the months past
 * retention; failures are logged, never thrown, so a timer can run it.
 */
export async function maintainEventPartitions(db: Database, keepMonths: number, logger: Logger): Promise<void> {
  await ensureEventPartitions(db).catch((err: unknown) => logger.error({ err }, 'could not create monitoring event partitions'));
  if (keepMonths <= 0) return;
  try {
    const dropped = await dropEventsBefore(db, keepMonths);
    if (dropped.length > 0) logger.info({ dropped, keepMonths }, 'dropped monitoring event months past retention');
  } catch (err) {
    logger.error({ err }, 'could not drop monitoring event months past retention');
  }
}

/**
 * Runtime threat monitoring, assembled: its services, the SDK routes (mounted at
 * /api/sdk/v1), the projector that turns ingested batches into device records and rollups,
 * and the partition maintenance (months ahead created, months past retention dropped) that
 * runs at start and every few hours.
 */
export function createMonitoring(
  deps: AppDeps,
  audit: Auditor,
  hooks: { integrations?: IntegrationsService; notices?: NoticesService; subscription?: IngestOptions['subscription']; metrics?: Metrics | null } = {},
) {
  const db = deps.db;
  const cache = new SdkAppCache(db, loadSecretBox(deps.config.dataDir, deps.config.RAMPART_SECRET_BOX_KEY));
  const dashboard = new MonitoringDashboardService(db);
  const live = new MonitoringLive(dashboard, deps.kv, deps.pubsub, deps.logger);
  const projector = new MonitoringProjector(db, live, deps.logger);
  const metrics = hooks.metrics;
  if (metrics) projector.onProjected = (seconds) => metrics.projectorLag.observe(seconds);
  projector.start();
  const incidents = new IncidentsService(db, audit, cache, deps.logger);
  const ingest = new IngestService(db, cache, deps.kv, projector, {
    incidents,
    // New high events go to the outbound integrations' outbox (one insert; no network here).
    onHighEvents: hooks.integrations ? (rows) => hooks.integrations!.highEvents(rows) : undefined,
    subscription: hooks.subscription,
    eventsPerSecond: deps.config.RAMPART_SDK_EVENTS_PER_SECOND,
    redisUrl: deps.config.REDIS_URL,
    keyPrefix: deps.config.REDIS_KEY_PREFIX,
    onRedisError: (err) => deps.logger.warn({ err }, 'redis rate limiter of SDK ingestion failed'),
    observeStage: metrics ? (stage, seconds) => metrics.ingestStageDuration.observe({ stage }, seconds) : undefined,
  });
  const maintain = () => maintainEventPartitions(db, deps.config.RAMPART_MONITOR_KEEP_MONTHS, deps.logger);
  void maintain();
  const timer = setInterval(maintain, MAINTENANCE_MS);
  timer.unref();
  return {
    services: {
      monitoringApps: new MonitoredAppsService(db, audit, cache, live),
      monitoringRisk: new RiskConfigService(db, audit, cache),
      monitoringResponses: new SecurityResponsesService(db, audit, cache, hooks.integrations, hooks.notices),
      monitoringAppLists: new AppListsService(db, audit, cache),
      monitoringAppGroups: new AppGroupsService(db, audit),
      monitoringSdkPolicy: new SdkPolicyService(db, audit, cache),
      monitoringIncidents: incidents,
      monitoringThreats: new ThreatsService(db),
      monitoringDashboard: dashboard,
      monitoringIngest: ingest,
      monitoringProjector: projector,
      monitoringDeadLetters: new ProjectionDeadLettersService(db, audit),
    },
    sdkRoutes: sdkRoutes(ingest, { trustProxy: deps.config.RAMPART_TRUST_PROXY, metrics }),
    async close() {
      clearInterval(timer);
      await projector.stop();
      live.stop();
      await ingest.close();
    },
  };
}
