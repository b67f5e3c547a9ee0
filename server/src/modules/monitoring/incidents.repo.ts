import { sql } from 'kysely';
import type { RiskLevel } from '../../engines/risk/event-kinds';
import type { IncidentOs } from '../../engines/risk/incidents';
import type { RuleCondition } from '../../engines/risk/risk-engine';
import type { PageClause } from '../../lib/paging';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf, updateInAccount } from '../../db/queries';

/** A security event's settable fields, validated. */
export interface IncidentValues {
  name: string;
  configKey: string;
  environmentKinds: string[];
  environmentConditions: RuleCondition[];
  behaviourKinds: string[];
  behaviourConditions: RuleCondition[];
  riskLevel: RiskLevel;
  os: IncidentOs;
  platform: string | null;
  enabled: boolean;
  description: string | null;
  blacklistDevice: boolean;
  responseId: string | null;
}

/** What a security-event list is narrowed to; every field is optional. */
export interface IncidentFilter {
  /** Part of the name or config key, any case. */
  search?: string | null;
  riskLevel?: RiskLevel | null;
  os?: IncidentOs | null;
  enabled?: boolean | null;
}

const COLUMNS = [
  'id',
  'accountId',
  'name',
  'configKey',
  'environmentKinds',
  'environmentConditions',
  'behaviourKinds',
  'behaviourConditions',
  'riskLevel',
  'os',
  'platform',
  'enabled',
  'description',
  'blacklistDevice',
  'responseId',
  'creator',
  'createdAt',
  'updatedAt',
] as const;

function incidents(db: Database, accountId: string | null, filter: IncidentFilter = {}) {
  let query = db.selectFrom('monitorSecurityIncidents');
  if (accountId) query = query.where('accountId', '=', accountId);
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    query = query.where((eb) => eb.or([eb('name', 'ilike', like), eb('configKey', 'ilike', like)]));
  }
  if (filter.riskLevel) query = query.where('riskLevel', '=', filter.riskLevel);
  if (filter.os) query = query.where('os', '=', filter.os);
  if (filter.enabled !== undefined && filter.enabled !== null) query = query.where('enabled', '=', filter.enabled);
  return query;
}

export function listIncidents(db: Database, accountId: string | null, page: PageClause, filter: IncidentFilter = {}) {
  return pageOf(incidents(db, accountId, filter).select(COLUMNS), page).execute();
}

export function countIncidents(db: Database, accountId: string | null, filter: IncidentFilter = {}): Promise<number> {
  return countOf(incidents(db, accountId, filter));
}

export type IncidentRow = Awaited<ReturnType<typeof listIncidents>>[number];

export function findIncident(db: Database, accountId: string, id: string) {
  return db.selectFrom('monitorSecurityIncidents').select(COLUMNS).where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
}

/** The security events of `ids` that belong to the account (others are not there for it). */
export function findIncidents(db: Database, accountId: string, ids: string[]) {
  return db.selectFrom('monitorSecurityIncidents').select(['id', 'name']).where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

/** Another security event of the account with this config key, if any. */
export function findByConfigKey(db: Database, accountId: string, configKey: string, exceptId: string | null) {
  let query = db.selectFrom('monitorSecurityIncidents').select('id').where('accountId', '=', accountId).where('configKey', '=', configKey);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

const stored = (values: IncidentValues) => ({
  ...values,
  environmentConditions: JSON.stringify(values.environmentConditions),
  behaviourConditions: JSON.stringify(values.behaviourConditions),
});

export async function insertIncident(db: Database, accountId: string, values: IncidentValues, by: { id: string; username: string }): Promise<string> {
  const row = await db
    .insertInto('monitorSecurityIncidents')
    .values({ accountId, ...stored(values), createdBy: by.id, creator: by.username })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateIncident(db: Database, accountId: string, id: string, values: IncidentValues) {
  await updateInAccount(db, 'monitorSecurityIncidents', { accountId, id }, stored(values));
}

export async function setIncidentsEnabled(db: Database, accountId: string, ids: string[], enabled: boolean) {
  await db
    .updateTable('monitorSecurityIncidents')
    .set({ enabled, updatedAt: sql`now()` })
    .where('accountId', '=', accountId)
    .where('id', 'in', ids)
    .execute();
}

export async function deleteIncidents(db: Database, accountId: string, ids: string[]) {
  await db.deleteFrom('monitorSecurityIncidents').where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

/** The enabled security events of an account, as ingestion compiles them. */
export function loadEnabledIncidents(db: Database, accountId: string) {
  return db.selectFrom('monitorSecurityIncidents').select(COLUMNS).where('accountId', '=', accountId).where('enabled', '=', true).execute();
}

/** The account's security responses a security event may call for (its response rule), by name. */
export function responseChoices(db: Database, accountId: string) {
  return db.selectFrom('monitorResponses').select(['id', 'name']).where('accountId', '=', accountId).where('deletedAt', 'is', null).orderBy('name').limit(500).execute();
}
