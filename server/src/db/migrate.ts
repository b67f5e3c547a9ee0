import { Migrator, type Kysely } from 'kysely';
import { migrations } from '../../../migrations/index';

/** Brings the schema up to the newest migration; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema they create exists (Kysely's own recipe)
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The newest applied migration, and how many this version knows that are not applied yet. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above: read before the schema is known
export async function migrationStatus(db: Kysely<any>): Promise<{ latest: string | null; pending: number; known: number }> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const all = await migrator.getMigrations();
  const applied = all.filter((m) => m.executedAt);
  return { latest: applied.at(-1)?.name ?? null, pending: all.length - applied.length, known: all.length };
}
