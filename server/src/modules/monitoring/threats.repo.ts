import { sql } from 'kysely';
import type { EventLevel } from '../../engines/risk/event-kinds';
import type { PageClause } from '../../lib/paging';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf, whereEqual } from '../../db/queries';
import { whereApps, type AppScope } from './app-groups.repo';

export interface DeviceFilter {
  accountId: string | null;
  /** One app, or a set of apps (a group's members; empty matches nothing). */
  appId?: AppScope;
  riskLevel?: EventLevel | null;
  /** Only devices with at least one risk event (the threat-device list). */
  riskyOnly?: boolean;
  search?: string | null;
}

function devices(db: Database, filter: DeviceFilter) {
  let query = whereEqual(db.selectFrom('monitorDevices as d').innerJoin('monitoredApps as m', 'm.id', 'd.appId'), {
    'd.accountId': filter.accountId,
    'd.riskLevel': filter.riskLevel,
  });
  query = whereApps(query, 'd.appId', filter.appId);
  if (filter.riskyOnly) query = query.where('d.riskEventCount', '>', 0);
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    query = query.where((eb) => eb.or([eb('d.udid', 'ilike', like), eb('d.model', 'ilike', like), eb('d.userUdid', 'ilike', like)]));
  }
  return query;
}

const DEVICE_COLUMNS = [
  'd.id',
  'd.accountId',
  'd.appId',
  'm.name as appName',
  'd.udid',
  'd.userUdid',
  'd.brand',
  'd.model',
  'd.osVersion',
  'd.platform',
  'd.clientIp',
  'd.country',
  'd.sdkVersion',
  'd.appVersion',
  'd.environment',
  'd.installedApps',
  'd.riskLevel',
  'd.eventCount',
  'd.riskEventCount',
  'd.firstSeen',
  'd.lastSeen',
  'd.lastRiskAt',
] as const;

export function listDevices(db: Database, filter: DeviceFilter, page: PageClause) {
  return pageOf(devices(db, filter).select(DEVICE_COLUMNS), page).execute();
}

export function countDevices(db: Database, filter: DeviceFilter): Promise<number> {
  return countOf(devices(db, filter));
}

export type DeviceRow = Awaited<ReturnType<typeof listDevices>>[number];

export function findDevice(db: Database, accountId: string, id: string) {
  return devices(db, { accountId }).select(DEVICE_COLUMNS).where('d.id', '=', id).executeTakeFirst();
}

export interface EventFilter {
  accountId: string | null;
  /** One app, or a set of apps (a group's members; empty matches nothing). */
  appId?: AppScope;
  udid?: string | null;
  kind?: string | null;
  riskLevel?: EventLevel | null;
  riskyOnly?: boolean;
  /** False leaves out heartbeats (the SDK's "still here" events), which would bury the threats. */
  heartbeats?: boolean;
  from?: Date | null;
  to?: Date | null;
}

function events(db: Database, filter: EventFilter) {
  let query = whereEqual(db.selectFrom('monitorEvents as e').leftJoin('monitoredApps as m', 'm.id', 'e.appId'), {
    'e.accountId': filter.accountId,
    'e.udid': filter.udid,
    'e.kind': filter.kind,
    'e.riskLevel': filter.riskLevel,
  });
  query = whereApps(query, 'e.appId', filter.appId);
  if (filter.riskyOnly) query = query.where('e.riskLevel', '<>', 'none');
  if (filter.heartbeats === false) query = query.where('e.kind', '<>', 'heartbeat');
  if (filter.from) query = query.where('e.occurredAt', '>=', filter.from);
  if (filter.to) query = query.where('e.occurredAt', '<', filter.to);
  return query;
}

const EVENT_COLUMNS = [
  'e.id',
  'e.accountId',
  'e.appId',
  'm.name as appName',
  'e.eventId',
  'e.occurredAt',
  'e.receivedAt',
  'e.kind',
  'e.riskLevel',
  'e.exempt',
  'e.matched',
  'e.incidentIds',
  'e.udid',
  'e.userUdid',
  'e.brand',
  'e.model',
  'e.osVersion',
  'e.platform',
  'e.clientIp',
  'e.country',
  'e.sdkVersion',
  'e.appVersion',
  'e.details',
  'e.environment',
  'e.installedApps',
] as const;

export function listEvents(db: Database, filter: EventFilter, page: PageClause) {
  return pageOf(events(db, filter).select(EVENT_COLUMNS), page).execute();
}

/** Counting a big range exactly would scan it: the count stops at `cap`. */
export async function countEvents(db: Database, filter: EventFilter, cap = 10_000): Promise<number> {
  const inner = events(db, filter).select(sql.lit(1).as('one')).limit(cap);
  const row = await db
    .selectFrom(inner.as('x'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type EventRecord = Awaited<ReturnType<typeof listEvents>>[number];

export function findEvent(db: Database, accountId: string, id: number) {
  return events(db, { accountId }).select(EVENT_COLUMNS).where('e.id', '=', id).executeTakeFirst();
}
