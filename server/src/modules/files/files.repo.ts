import type { Database } from '../../db/database';
import type { PackageKind } from '../../db/schema';

export function insertFile(
  db: Database,
  file: { id: string; accountId: string; kind: PackageKind; originalName: string; size: number; sha256: string; storagePath: string; createdBy: string },
) {
  return db.insertInto('files').values(file).returningAll().executeTakeFirstOrThrow();
}

export function findFile(db: Database, accountId: string, id: string) {
  return db.selectFrom('files').selectAll().where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
}

export function findFilesByIds(db: Database, accountId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('files').selectAll().where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

export async function deleteFiles(db: Database, accountId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('files').where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

export type FileRow = NonNullable<Awaited<ReturnType<typeof findFile>>>;
