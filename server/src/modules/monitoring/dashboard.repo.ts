import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { whereApps, type AppScope } from './app-groups.repo';

/** A time range of rollups, in the caller's time zone for bucketing. */
export interface RollupRange {
  accountId: string;
  from: Date;
  to: Date;
  /** Narrows to one app, or to a set of apps (a group's members; empty matches nothing). */
  appId?: AppScope;
  /** Which rollups to read: per minute (risk windows) or per hour (periods of days). */
  grain: 'minute' | 'hour';
}

const timeOf = (range: RollupRange) => sql.ref<Date>(range.grain === 'minute' ? 'r.minute' : 'r.hour');

function rollups(db: Database, range: RollupRange) {
  // Both tables have the same columns but the time one, which is always reached through timeOf.
  const from = range.grain === 'minute' ? minuteRollups(db) : (db.selectFrom('monitorRollupsHourly as r') as unknown as ReturnType<typeof minuteRollups>);
  let query = from.where('r.accountId', '=', range.accountId).where(timeOf(range), '>=', range.from).where(timeOf(range), '<', range.to);
  query = whereApps(query, 'r.appId', range.appId);
  return query;
}

/** The minute rollups; the hourly table has the same columns and is read as this type. */
function minuteRollups(db: Database) {
  return db.selectFrom('monitorRollups as r');
}

const risky = sql<boolean>`r.risk_level <> 'none'`;

/** Event totals by level over the range. */
export async function totalsByLevel(db: Database, range: RollupRange) {
  const rows = await rollups(db, range)
    .select(['r.riskLevel', (eb) => eb.fn.sum<number>('r.events').as('events')])
    .groupBy('r.riskLevel')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.riskLevel, Number(r.events)])) as Partial<Record<'high' | 'medium' | 'low' | 'none', number>>;
}

/** Events, risk events and (approximate) risky devices per bucket of `unit` in `timeZone`. */
export async function series(db: Database, range: RollupRange, unit: 'minute' | 'hour' | 'day', timeZone: string) {
  const bucket = sql<Date>`date_trunc(${unit}, ${timeOf(range)} at time zone ${timeZone}) at time zone ${timeZone}`;
  const rows = await rollups(db, range)
    .select([
      bucket.as('at'),
      (eb) => eb.fn.sum<number>('r.events').as('events'),
      sql<number>`coalesce(sum(r.events) filter (where ${risky}), 0)`.as('riskEvents'),
      sql<number>`coalesce(sum(r.risky_devices) filter (where ${risky}), 0)`.as('riskDevices'),
    ])
    // By position: the bucket expression's parameters would not compare equal by value.
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((r) => ({ at: new Date(r.at), events: Number(r.events), riskEvents: Number(r.riskEvents), riskDevices: Number(r.riskDevices) }));
}

/** Risk events by one rollup dimension, largest first. */
export async function topBy(db: Database, range: RollupRange, dimension: 'kind' | 'appId' | 'country', limit: number) {
  const column = sql.ref(`r.${dimension === 'appId' ? 'app_id' : dimension}`);
  const rows = await rollups(db, range)
    .select([column.as('key'), (eb) => eb.fn.sum<number>('r.events').as('value')])
    .where(risky)
    .$if(dimension === 'country', (q) => q.where('r.country', '<>', ''))
    .groupBy(column)
    .orderBy('value', 'desc')
    .orderBy(column)
    .$if(limit > 0, (q) => q.limit(limit))
    .execute();
  return rows.map((r) => ({ key: String(r.key), value: Number(r.value) }));
}

/** Risk events by kind and level (the risk overview). */
export async function kindsByLevel(db: Database, range: RollupRange) {
  const rows = await rollups(db, range)
    .select(['r.kind', 'r.riskLevel', (eb) => eb.fn.sum<number>('r.events').as('events')])
    .where(risky)
    .groupBy(['r.kind', 'r.riskLevel'])
    .execute();
  return rows.map((r) => ({ kind: r.kind, level: r.riskLevel, events: Number(r.events) }));
}

/** Devices seen, and devices with a risk event, since `from`. Exact, from the device records. */
export async function deviceCounts(db: Database, accountId: string, from: Date, appId?: AppScope) {
  let query = db
    .selectFrom('monitorDevices')
    .select([
      sql<number>`count(*) filter (where last_seen >= ${from})`.as('devices'),
      sql<number>`count(*) filter (where last_risk_at >= ${from})`.as('riskDevices'),
      sql<number>`count(*) filter (where last_risk_at >= ${from} and risk_level = 'high')`.as('high'),
      sql<number>`count(*) filter (where last_risk_at >= ${from} and risk_level = 'medium')`.as('medium'),
      sql<number>`count(*) filter (where last_risk_at >= ${from} and risk_level = 'low')`.as('low'),
    ])
    .where('accountId', '=', accountId)
    .where('lastSeen', '>=', from);
  query = whereApps(query, 'appId', appId);
  const row = await query.executeTakeFirstOrThrow();
  return { devices: Number(row.devices), riskDevices: Number(row.riskDevices), high: Number(row.high), medium: Number(row.medium), low: Number(row.low) };
}

/** Risky devices by model or OS version since `from`, largest first. */
export async function topDevicesBy(db: Database, accountId: string, from: Date, dimension: 'model' | 'osVersion', limit: number, appId?: AppScope) {
  const column = sql.ref(dimension === 'model' ? 'model' : 'os_version');
  let query = db
    .selectFrom('monitorDevices')
    .select([column.as('key'), (eb) => eb.fn.countAll<number>().as('value')])
    .where('accountId', '=', accountId)
    .where('lastRiskAt', '>=', from)
    .where(sql<boolean>`${column} is not null`)
    .groupBy(column)
    .orderBy('value', 'desc')
    .orderBy(column)
    .limit(limit);
  query = whereApps(query, 'appId', appId);
  const rows = await query.execute();
  return rows.map((r) => ({ key: String(r.key), value: Number(r.value) }));
}

/** Names of an account's apps by id, for labelling top lists. */
export async function appNames(db: Database, accountId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('monitoredApps').select(['id', 'name']).where('accountId', '=', accountId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
