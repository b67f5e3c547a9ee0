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

/** Of `fileIds`, those no remaining assessment or hardening job, nor a monitoring SDK file, uses. */
export async function unusedFiles(db: Database, accountId: string, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const used = await db
    .selectFrom('hardeningJobs')
    .select('fileId')
    .where('accountId', '=', accountId)
    .where('fileId', 'in', fileIds)
    .union(db.selectFrom('assessments').select('fileId').where('accountId', '=', accountId).where('fileId', 'in', fileIds))
    .union(db.selectFrom('monitorSdkFiles').select('fileId').where('accountId', '=', accountId).where('fileId', 'in', fileIds))
    .execute();
  const still = new Set(used.map((r) => r.fileId));
  return fileIds.filter((f) => !still.has(f));
}
