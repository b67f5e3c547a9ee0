import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf } from '../../db/queries';
import type { PageClause } from '../../lib/paging';

/** What an entry of either list is saved with. */
export interface EntryValues {
  description: string | null;
  enabled: boolean;
}

// ---- hosts (console-wide) ----

const HOST_COLUMNS = ['h.id', 'h.host', 'h.description', 'h.enabled', 'h.createdAt', 'h.updatedAt'] as const;

function hosts(db: Database, search: string | null) {
  let query = db.selectFrom('accessHosts as h');
  if (search) {
    const like = `%${escapeLike(search)}%`;
    query = query.where((eb) => eb.or([eb('h.host', 'ilike', like), eb('h.description', 'ilike', like)]));
  }
  return query;
}

export function listHosts(db: Database, search: string | null, page: PageClause) {
  return pageOf(hosts(db, search).select(HOST_COLUMNS), page).execute();
}

export type HostRow = Awaited<ReturnType<typeof listHosts>>[number];

export function countHosts(db: Database, search: string | null): Promise<number> {
  return countOf(hosts(db, search));
}

export function findHost(db: Database, id: string) {
  return hosts(db, null).select(HOST_COLUMNS).where('h.id', '=', id).executeTakeFirst();
}

/** The enabled host names, for the request gate. */
export async function enabledHosts(db: Database): Promise<string[]> {
  const rows = await db.selectFrom('accessHosts').select('host').where('enabled', '=', true).execute();
  return rows.map((r) => r.host);
}

/** Every host entry with its id, to work out what a change would leave. */
export function hostEntries(db: Database) {
  return db.selectFrom('accessHosts').select(['id', 'host', 'enabled']).execute();
}

export async function hostTaken(db: Database, host: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('accessHosts').select('id').where('host', '=', host);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertHost(db: Database, host: string, values: EntryValues, createdBy: string): Promise<string> {
  const { id } = await db
    .insertInto('accessHosts')
    .values({ host, ...values, createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateHost(db: Database, id: string, values: Partial<EntryValues> & { host?: string }): Promise<void> {
  await db
    .updateTable('accessHosts')
    .set({ ...values, updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteHost(db: Database, id: string): Promise<void> {
  await db.deleteFrom('accessHosts').where('id', '=', id).execute();
}

// ---- IP entries (console-wide when accountId is null, else one account's) ----

const IP_COLUMNS = ['i.id', 'i.accountId', 'i.address', 'i.description', 'i.enabled', 'i.createdAt', 'i.updatedAt'] as const;

/** One list: the console-wide one (`accountId` null) or an account's. */
function ips(db: Database, accountId: string | null, search: string | null) {
  let query = db.selectFrom('accessIps as i').where((eb) => (accountId === null ? eb('i.accountId', 'is', null) : eb('i.accountId', '=', accountId)));
  if (search) {
    const like = `%${escapeLike(search)}%`;
    query = query.where((eb) => eb.or([eb('i.address', 'ilike', like), eb('i.description', 'ilike', like)]));
  }
  return query;
}

export function listIps(db: Database, accountId: string | null, search: string | null, page: PageClause) {
  return pageOf(ips(db, accountId, search).select(IP_COLUMNS), page).execute();
}

export type IpRow = Awaited<ReturnType<typeof listIps>>[number];

export function countIps(db: Database, accountId: string | null, search: string | null): Promise<number> {
  return countOf(ips(db, accountId, search));
}

export function findIp(db: Database, accountId: string | null, id: string) {
  return ips(db, accountId, null).select(IP_COLUMNS).where('i.id', '=', id).executeTakeFirst();
}

/** The enabled entries of one list, for the request gate. */
export async function enabledIps(db: Database, accountId: string | null): Promise<string[]> {
  const rows = await ips(db, accountId, null).select('i.address').where('i.enabled', '=', true).execute();
  return rows.map((r) => r.address);
}

/** Every entry of one list with its id, to work out what a change would leave. */
export function ipEntries(db: Database, accountId: string | null) {
  return ips(db, accountId, null).select(['i.id', 'i.address', 'i.enabled']).execute();
}

export async function ipTaken(db: Database, accountId: string | null, address: string, exceptId?: string): Promise<boolean> {
  let query = ips(db, accountId, null).select('i.id').where('i.address', '=', address);
  if (exceptId) query = query.where('i.id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertIp(db: Database, accountId: string | null, address: string, values: EntryValues, createdBy: string): Promise<string> {
  const { id } = await db
    .insertInto('accessIps')
    .values({ accountId, address, ...values, createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateIp(db: Database, accountId: string | null, id: string, values: Partial<EntryValues> & { address?: string }): Promise<void> {
  await db
    .updateTable('accessIps')
    .set({ ...values, updatedAt: sql`now()` })
    .where('id', '=', id)
    .where((eb) => (accountId === null ? eb('accountId', 'is', null) : eb('accountId', '=', accountId)))
    .execute();
}

export async function deleteIp(db: Database, accountId: string | null, id: string): Promise<void> {
  await db
    .deleteFrom('accessIps')
    .where('id', '=', id)
    .where((eb) => (accountId === null ? eb('accountId', 'is', null) : eb('accountId', '=', accountId)))
    .execute();
}

/** The account a session token (its SHA-256) or an API key belongs to. */
export async function accountOfSession(db: Database, tokenHash: string): Promise<string | undefined> {
  return (await db.selectFrom('sessions').select('accountId').where('tokenHash', '=', tokenHash).executeTakeFirst())?.accountId;
}

export async function accountOfApiKey(db: Database, apiKey: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('accountId').where('apiKey', '=', apiKey.slice(0, 200)).executeTakeFirst())?.accountId;
}

export async function accountExists(db: Database, accountId: string): Promise<boolean> {
  return (await db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst()) !== undefined;
}
