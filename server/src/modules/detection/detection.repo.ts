import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { countOf } from '../../db/queries';
import type { WhitelistType } from '../../engines/rules/detection';
import type { PageClause } from '../../lib/paging';
import type { DetectionTables } from './detection.tables';

/**
 * Which rows a caller sees: an account's own rows with the system defaults (`accountId` set),
 * or the system defaults alone (`accountId` null).
 */
export interface Scope {
  accountId: string | null;
}

/** The list tables: each row belongs to an account or is a system default. */
export type ListTable = 'detectionWhitelist' | 'detectionSdks' | 'detectionRules';

type Filter = { type?: WhitelistType };

function scoped<T extends ListTable>(db: Database, table: T, scope: Scope, filter: Filter = {}) {
  // One generic query over three tables with the same ownership columns.
  let q = db.selectFrom(table as 'detectionRules').selectAll();
  q = scope.accountId === null ? q.where('accountId', 'is', null) : q.where((eb) => eb.or([eb('accountId', '=', scope.accountId), eb('accountId', 'is', null)]));
  if (filter.type) q = q.where(sql.ref('type'), '=', filter.type);
  return q;
}

export type Row<T extends ListTable> = Selectable<DetectionTables[T]> & { id: string; accountId: string | null; createdAt: Date };

export async function listRows<T extends ListTable>(db: Database, table: T, scope: Scope, page: PageClause, filter: Filter = {}): Promise<Row<T>[]> {
  let q = scoped(db, table, scope, filter).orderBy(page.orderBy).limit(page.limit);
  if (page.where) q = q.where(page.where);
  return (await q.execute()) as unknown as Row<T>[];
}

export function countRows(db: Database, table: ListTable, scope: Scope, filter: Filter = {}): Promise<number> {
  return countOf(scoped(db, table, scope, filter).clearSelect());
}

/** A row the scope may see (its own or a default), or undefined: another account's is not found. */
export async function findRow<T extends ListTable>(db: Database, table: T, scope: Scope, id: string): Promise<Row<T> | undefined> {
  return (await scoped(db, table, scope).where('id', '=', id).executeTakeFirst()) as unknown as Row<T> | undefined;
}

/** A row by id whoever owns it: only for reading back a row whose ownership was checked. */
export async function findRowById<T extends ListTable>(db: Database, table: T, id: string): Promise<Row<T> | undefined> {
  return (await db
    .selectFrom(table as 'detectionRules')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as unknown as Row<T> | undefined;
}

/** Every row the scope sees, for the settings a scan runs with (small: one account's settings). */
export async function allRows<T extends ListTable>(db: Database, table: T, scope: Scope): Promise<Row<T>[]> {
  return (await scoped(db, table, scope).orderBy('createdAt').orderBy('id').execute()) as unknown as Row<T>[];
}

export async function insertRow<T extends ListTable>(db: Database, table: T, values: Insertable<DetectionTables[T]>): Promise<string> {
  const row = await db
    .insertInto(table as 'detectionRules')
    .values(values as Insertable<DetectionTables['detectionRules']>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a row of exactly `accountId` (null: a default), never another owner's. */
export async function updateRow<T extends ListTable>(db: Database, table: T, accountId: string | null, id: string, values: Updateable<DetectionTables[T]>) {
  await db
    .updateTable(table as 'detectionRules')
    .set({ ...(values as Updateable<DetectionTables['detectionRules']>), updatedAt: new Date() })
    .where('id', '=', id)
    .where((eb) => (accountId === null ? eb('accountId', 'is', null) : eb('accountId', '=', accountId)))
    .execute();
}

export async function deleteRow(db: Database, table: ListTable, accountId: string | null, id: string) {
  await db
    .deleteFrom(table as 'detectionRules')
    .where('id', '=', id)
    .where((eb) => (accountId === null ? eb('accountId', 'is', null) : eb('accountId', '=', accountId)))
    .execute();
}

/** Whether an SDK name is used by the owner or, for an account, by a default. */
export async function sdkNameTaken(db: Database, accountId: string | null, name: string, exceptId?: string): Promise<boolean> {
  let q = scoped(db, 'detectionSdks', { accountId }).where((eb) => eb(eb.fn('lower', [sql.ref('name')]), '=', name.toLowerCase()));
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The sensitive words of one owner (null: the defaults). */
export async function sensitiveWords(db: Database, accountId: string | null) {
  return db
    .selectFrom('detectionSensitiveWords')
    .select(['words', 'updatedBy', 'updatedAt'])
    .where((eb) => (accountId === null ? eb('accountId', 'is', null) : eb('accountId', '=', accountId)))
    .executeTakeFirst();
}

export async function saveSensitiveWords(db: Database, accountId: string | null, words: string[], updatedBy: string) {
  await db
    .insertInto('detectionSensitiveWords')
    .values({ accountId, words, updatedBy })
    .onConflict((oc) => oc.expression(sql`coalesce(account_id, '00000000-0000-0000-0000-000000000000')`).doUpdateSet({ words, updatedBy, updatedAt: new Date() }))
    .execute();
}
