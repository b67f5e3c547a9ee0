import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from '../../../migrations/index';

/** PostgreSQL's undefined_table. */
const UNDEFINED_TABLE = '42P01';
const ATTEMPTS = 3;

/**
 * Brings the schema up to the newest migration; throws with the failing migration's name.
 *
 * Before it takes its lock, Kysely's migrator looks for its own table by listing every table
 * with its columns, which fails when another instance drops a table between the two reads (the
 * event retention drops monthly partitions): an instance starting at that moment would refuse
 * to start. That failure is retried; a migration that fails is not.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema they create exists (Kysely's own recipe)
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  let outcome = await migrator.migrateToLatest();
  for (let attempt = 1; attempt < ATTEMPTS && vanishedTable(outcome); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    outcome = await migrator.migrateToLatest();
  }
  const { error, results } = outcome;
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Whether the run failed listing tables (no migration had run) on a table dropped meanwhile. */
function vanishedTable(outcome: MigrationResultSet): boolean {
  const error = outcome.error as { code?: unknown } | undefined;
  return error?.code === UNDEFINED_TABLE && !(outcome.results ?? []).some((r) => r.status !== 'NotExecuted');
}

/** The newest applied migration, and how many this version knows that are not applied yet. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above: read before the schema is known
export async function migrationStatus(db: Kysely<any>): Promise<{ latest: string | null; pending: number; known: number }> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const all = await migrator.getMigrations();
  const applied = all.filter((m) => m.executedAt);
  return { latest: applied.at(-1)?.name ?? null, pending: all.length - applied.length, known: all.length };
}
