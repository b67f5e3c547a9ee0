import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { countOf, pageOf } from '../../db/queries';
import type { PageClause } from '../../lib/paging';
import type { SdkFilePlatform } from './sdk-files.tables';

const COLUMNS = ['id', 'platform', 'version', 'accountId', 'fileId', 'fileName', 'size', 'sha256', 'enabled', 'creator', 'createdAt', 'updatedAt'] as const;

/** What a list is narrowed by: the platform and, for account users, enabled files only. */
export interface SdkFileFilter {
  platform: SdkFilePlatform;
  enabledOnly: boolean;
}

function files(db: Database, filter: SdkFileFilter) {
  let query = db.selectFrom('monitorSdkFiles').where('platform', '=', filter.platform);
  if (filter.enabledOnly) query = query.where('enabled', '=', true);
  return query;
}

export function listSdkFiles(db: Database, filter: SdkFileFilter, page: PageClause) {
  return pageOf(files(db, filter).select(COLUMNS), page).execute();
}

export function countSdkFiles(db: Database, filter: SdkFileFilter): Promise<number> {
  return countOf(files(db, filter));
}

export type SdkFileRow = Awaited<ReturnType<typeof listSdkFiles>>[number];

export function findSdkFile(db: Database, id: string) {
  return db.selectFrom('monitorSdkFiles').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findSdkFiles(db: Database, ids: readonly string[]) {
  return db
    .selectFrom('monitorSdkFiles')
    .select(COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
}

/** The enabled files of a platform (the newest is picked by version). */
export function enabledSdkFiles(db: Database, platform: SdkFilePlatform) {
  return db.selectFrom('monitorSdkFiles').select(COLUMNS).where('platform', '=', platform).where('enabled', '=', true).limit(1000).execute();
}

export function versionTaken(db: Database, platform: SdkFilePlatform, version: string) {
  return db.selectFrom('monitorSdkFiles').select('id').where('platform', '=', platform).where('version', '=', version).executeTakeFirst();
}

export async function insertSdkFile(
  db: Database,
  values: { platform: SdkFilePlatform; version: string; accountId: string; fileId: string; fileName: string; size: number; sha256: string; enabled: boolean },
  creator: { id: string; username: string },
): Promise<string> {
  const row = await db
    .insertInto('monitorSdkFiles')
    .values({ ...values, createdBy: creator.id, creator: creator.username })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setSdkFilesEnabled(db: Database, ids: readonly string[], enabled: boolean) {
  await db
    .updateTable('monitorSdkFiles')
    .set({ enabled, updatedAt: sql`now()` })
    .where('id', 'in', [...ids])
    .execute();
}

export async function deleteSdkFiles(db: Database, ids: readonly string[]) {
  await db
    .deleteFrom('monitorSdkFiles')
    .where('id', 'in', [...ids])
    .execute();
}
