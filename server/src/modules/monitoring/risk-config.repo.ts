import { sql } from 'kysely';
import type { Platform, RiskLevel, RuleType } from '../../engines/risk/event-kinds';
import type { BlacklistType, RuleCondition } from '../../engines/risk/risk-engine';
import type { PageClause } from '../../lib/paging';
import type { DeviceListKind } from './monitoring.tables';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf, updateInAccount } from '../../db/queries';

export interface RuleValues {
  appId: string | null;
  name: string;
  type: RuleType;
  platform: Platform | 'all';
  classification: string | null;
  kinds: string[];
  conditions: RuleCondition[];
  riskLevel: RiskLevel;
  enabled: boolean;
  upload: boolean;
}

export interface BlacklistValues {
  name: string;
  type: BlacklistType;
  content: string[];
  appIds: string[];
  description: string | null;
  riskLevel: RiskLevel;
  enabled: boolean;
}

const RULE_COLUMNS = ['id', 'accountId', 'appId', 'name', 'type', 'platform', 'classification', 'kinds', 'conditions', 'riskLevel', 'enabled', 'upload', 'createdAt'] as const;
const BLACKLIST_COLUMNS = ['id', 'accountId', 'name', 'type', 'content', 'appIds', 'description', 'riskLevel', 'enabled', 'createdAt'] as const;

/** What a risk-rule list is narrowed to; every field is optional. */
export interface RuleFilter {
  /** Part of the name, any case. */
  search?: string | null;
  platform?: Platform | 'all' | null;
  riskLevel?: RiskLevel | null;
  enabled?: boolean | null;
}

function rules(db: Database, accountId: string | null, filter: RuleFilter = {}) {
  let query = db.selectFrom('monitorRiskRules');
  if (accountId) query = query.where('accountId', '=', accountId);
  if (filter.search) query = query.where('name', 'ilike', `%${escapeLike(filter.search)}%`);
  if (filter.platform) query = query.where('platform', '=', filter.platform);
  if (filter.riskLevel) query = query.where('riskLevel', '=', filter.riskLevel);
  if (filter.enabled !== undefined && filter.enabled !== null) query = query.where('enabled', '=', filter.enabled);
  return query;
}

export function listRules(db: Database, accountId: string | null, page: PageClause, filter: RuleFilter = {}) {
  return pageOf(rules(db, accountId, filter).select(RULE_COLUMNS), page).execute();
}

export function countRules(db: Database, accountId: string | null, filter: RuleFilter = {}): Promise<number> {
  return countOf(rules(db, accountId, filter));
}

/** The rules of `ids` that belong to the account (others are not there for it). */
export function findRules(db: Database, accountId: string, ids: string[]) {
  return db.selectFrom('monitorRiskRules').select(['id', 'name']).where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

export async function setRulesEnabled(db: Database, accountId: string, ids: string[], enabled: boolean) {
  await db.updateTable('monitorRiskRules').set({ enabled }).where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

export async function deleteRules(db: Database, accountId: string, ids: string[]) {
  await db.deleteFrom('monitorRiskRules').where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

export type RuleRow = Awaited<ReturnType<typeof listRules>>[number];

export function findRule(db: Database, accountId: string, id: string) {
  return db.selectFrom('monitorRiskRules').select(RULE_COLUMNS).where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
}

export async function insertRule(db: Database, accountId: string, values: RuleValues): Promise<string> {
  const row = await db
    .insertInto('monitorRiskRules')
    .values({ accountId, ...values, conditions: JSON.stringify(values.conditions) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRule(db: Database, accountId: string, id: string, values: RuleValues) {
  await updateInAccount(db, 'monitorRiskRules', { accountId, id }, { ...values, conditions: JSON.stringify(values.conditions) });
}

export async function deleteRule(db: Database, accountId: string, id: string) {
  await db.deleteFrom('monitorRiskRules').where('id', '=', id).where('accountId', '=', accountId).execute();
}

/** What a blacklist list is narrowed to. */
export interface BlacklistFilter {
  type?: BlacklistType | null;
  /** Part of the name or of one entry, any case. */
  search?: string | null;
}

function blacklists(db: Database, accountId: string | null, filter: BlacklistFilter) {
  let query = db.selectFrom('monitorBlacklists');
  if (accountId) query = query.where('accountId', '=', accountId);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    query = query.where((eb) => eb.or([eb('name', 'ilike', like), sql<boolean>`exists (select 1 from unnest(content) as entry where entry ilike ${like})`]));
  }
  return query;
}

export function listBlacklists(db: Database, accountId: string | null, filter: BlacklistFilter, page: PageClause) {
  return pageOf(blacklists(db, accountId, filter).select(BLACKLIST_COLUMNS), page).execute();
}

export function countBlacklists(db: Database, accountId: string | null, filter: BlacklistFilter): Promise<number> {
  return countOf(blacklists(db, accountId, filter));
}

/** The blacklists of `ids` that belong to the account. */
export function findBlacklists(db: Database, accountId: string, ids: string[]) {
  return db.selectFrom('monitorBlacklists').select(['id', 'name']).where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

export async function setBlacklistsEnabled(db: Database, accountId: string, ids: string[], enabled: boolean) {
  await db.updateTable('monitorBlacklists').set({ enabled }).where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

export async function deleteBlacklists(db: Database, accountId: string, ids: string[]) {
  await db.deleteFrom('monitorBlacklists').where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

/** Adds `entries` to a blacklist's content, keeping what it has (no duplicates). */
export async function appendBlacklistContent(db: Database, accountId: string, id: string, entries: string[]) {
  await db
    .updateTable('monitorBlacklists')
    .set({ content: sql<string[]>`array(select distinct e from unnest(content || ${sql.val(entries)}::text[]) as e)` })
    .where('accountId', '=', accountId)
    .where('id', '=', id)
    .execute();
}

export type BlacklistRow = Awaited<ReturnType<typeof listBlacklists>>[number];

export function findBlacklist(db: Database, accountId: string, id: string) {
  return db.selectFrom('monitorBlacklists').select(BLACKLIST_COLUMNS).where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
}

export async function insertBlacklist(db: Database, accountId: string, values: BlacklistValues): Promise<string> {
  const row = await db
    .insertInto('monitorBlacklists')
    .values({ accountId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBlacklist(db: Database, accountId: string, id: string, values: BlacklistValues) {
  await updateInAccount(db, 'monitorBlacklists', { accountId, id }, values);
}

export async function deleteBlacklist(db: Database, accountId: string, id: string) {
  await db.deleteFrom('monitorBlacklists').where('id', '=', id).where('accountId', '=', accountId).execute();
}

function deviceList(db: Database, accountId: string | null, list: DeviceListKind, search: string | null = null) {
  let query = db.selectFrom('monitorDeviceLists').where('list', '=', list);
  if (accountId) query = query.where('accountId', '=', accountId);
  if (search) query = query.where('udid', 'ilike', `%${escapeLike(search)}%`);
  return query;
}

export function listDeviceList(db: Database, accountId: string | null, list: DeviceListKind, page: PageClause, search: string | null = null) {
  return pageOf(deviceList(db, accountId, list, search).select(['id', 'accountId', 'list', 'udid', 'description', 'createdAt']), page).execute();
}

export function countDeviceList(db: Database, accountId: string | null, list: DeviceListKind, search: string | null = null): Promise<number> {
  return countOf(deviceList(db, accountId, list, search));
}

/** The entries of `ids` on the account's `list`. */
export function findDeviceEntries(db: Database, accountId: string, list: DeviceListKind, ids: string[]) {
  return db.selectFrom('monitorDeviceLists').select(['id', 'udid']).where('accountId', '=', accountId).where('list', '=', list).where('id', 'in', ids).execute();
}

export async function removeDeviceEntries(db: Database, accountId: string, list: DeviceListKind, ids: string[]) {
  await db.deleteFrom('monitorDeviceLists').where('accountId', '=', accountId).where('list', '=', list).where('id', 'in', ids).execute();
}

export type DeviceListRow = Awaited<ReturnType<typeof listDeviceList>>[number];

/** Adds a device; an udid already on the list is left as it is. Returns the entry. */
export async function addToDeviceList(db: Database, accountId: string, list: DeviceListKind, udid: string, description: string | null) {
  await db
    .insertInto('monitorDeviceLists')
    .values({ accountId, list, udid, description })
    .onConflict((oc) => oc.constraint('monitor_device_lists_key').doNothing())
    .execute();
  return db
    .selectFrom('monitorDeviceLists')
    .select(['id', 'accountId', 'list', 'udid', 'description', 'createdAt'])
    .where('accountId', '=', accountId)
    .where('list', '=', list)
    .where('udid', '=', udid)
    .executeTakeFirstOrThrow();
}

export async function removeFromDeviceList(db: Database, accountId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('monitorDeviceLists').where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Everything the risk engine needs for one app: its rules, blacklists and exempt devices. */
export async function loadPolicyRows(db: Database, accountId: string, appId: string) {
  const [rules, blacklists, devices] = await Promise.all([
    db
      .selectFrom('monitorRiskRules')
      .select(RULE_COLUMNS)
      .where('accountId', '=', accountId)
      .where('enabled', '=', true)
      .where((eb) => eb.or([eb('appId', 'is', null), eb('appId', '=', appId)]))
      .execute(),
    db
      .selectFrom('monitorBlacklists')
      .select(BLACKLIST_COLUMNS)
      .where('accountId', '=', accountId)
      .where('enabled', '=', true)
      .where(sql<boolean>`(cardinality(app_ids) = 0 or ${appId}::uuid = any(app_ids))`)
      .execute(),
    db.selectFrom('monitorDeviceLists').select(['list', 'udid']).where('accountId', '=', accountId).execute(),
  ]);
  return { rules, blacklists, devices };
}
