import type { Platform } from '../../engines/risk/event-kinds';
import type { PageClause } from '../../lib/paging';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf } from '../../db/queries';
import type { ResponseAction } from '../../../../common/response-actions';
import type { CollectSwitches, MapDefaults } from '../../../../common/sdk-policy';

export interface BlockageValues {
  kind: string;
  action: ResponseAction;
  messageEn: string;
  messageZhTw: string;
}

const STRATEGY_COLUMNS = ['id', 'accountId', 'kind', 'action', 'messageEn', 'messageZhTw', 'creator', 'createdAt', 'updatedAt'] as const;

/** The account's saved data acquisition, per platform (platforms never saved are absent). */
export function dataAcquisition(db: Database, accountId: string) {
  return db.selectFrom('monitorDataAcquisition').select(['platform', 'collect', 'updatedAt']).where('accountId', '=', accountId).execute();
}

export async function saveDataAcquisition(db: Database, accountId: string, platform: Platform, collect: CollectSwitches, by: string): Promise<void> {
  await db
    .insertInto('monitorDataAcquisition')
    .values({ accountId, platform, collect: JSON.stringify(collect), updatedBy: by })
    .onConflict((oc) => oc.columns(['accountId', 'platform']).doUpdateSet({ collect: JSON.stringify(collect), updatedBy: by, updatedAt: new Date() }))
    .execute();
}

function strategies(db: Database, accountId: string | null, search: string | null) {
  let query = db.selectFrom('monitorBlockageStrategies');
  if (accountId) query = query.where('accountId', '=', accountId);
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    query = query.where((eb) => eb.or([eb('kind', 'ilike', pattern), eb('messageEn', 'ilike', pattern), eb('messageZhTw', 'ilike', pattern)]));
  }
  return query;
}

export function listStrategies(db: Database, accountId: string | null, search: string | null, page: PageClause) {
  return pageOf(strategies(db, accountId, search).select(STRATEGY_COLUMNS), page).execute();
}

export function countStrategies(db: Database, accountId: string | null, search: string | null): Promise<number> {
  return countOf(strategies(db, accountId, search));
}

export type BlockageStrategyRow = Awaited<ReturnType<typeof listStrategies>>[number];

/** Every strategy of the account, for the SDK configuration (one per kind, so few). */
export function allStrategies(db: Database, accountId: string) {
  return db.selectFrom('monitorBlockageStrategies').select(STRATEGY_COLUMNS).where('accountId', '=', accountId).orderBy('kind').execute();
}

export function findStrategy(db: Database, accountId: string, id: string) {
  return db.selectFrom('monitorBlockageStrategies').select(STRATEGY_COLUMNS).where('accountId', '=', accountId).where('id', '=', id).executeTakeFirst();
}

export async function kindTaken(db: Database, accountId: string, kind: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('monitorBlockageStrategies').select('id').where('accountId', '=', accountId).where('kind', '=', kind);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertStrategy(db: Database, accountId: string, values: BlockageValues, by: { id: string; username: string }): Promise<string> {
  const row = await db
    .insertInto('monitorBlockageStrategies')
    .values({ accountId, ...values, createdBy: by.id, creator: by.username })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStrategy(db: Database, accountId: string, id: string, values: BlockageValues): Promise<void> {
  await db
    .updateTable('monitorBlockageStrategies')
    .set({ ...values, updatedAt: new Date() })
    .where('accountId', '=', accountId)
    .where('id', '=', id)
    .execute();
}

export async function deleteStrategy(db: Database, accountId: string, id: string): Promise<void> {
  await db.deleteFrom('monitorBlockageStrategies').where('accountId', '=', accountId).where('id', '=', id).execute();
}

export function mapDefaults(db: Database, accountId: string) {
  return db.selectFrom('monitorMapDefaults').select(['region', 'colorScale', 'counts', 'rankingSize', 'updatedAt']).where('accountId', '=', accountId).executeTakeFirst();
}

export async function saveMapDefaults(db: Database, accountId: string, values: MapDefaults, by: string): Promise<void> {
  const row = { region: values.region, colorScale: values.colorScale, counts: JSON.stringify(values.counts), rankingSize: values.rankingSize, updatedBy: by };
  await db
    .insertInto('monitorMapDefaults')
    .values({ accountId, ...row })
    .onConflict((oc) => oc.column('accountId').doUpdateSet({ ...row, updatedAt: new Date() }))
    .execute();
}
