import { sql, type Kysely } from 'kysely';

/**
 * Disk management (`/manage/systemmanage/diskManage`): the console-wide retention settings (one
 * row: keep the past N months, clean every N hours, when the next automatic clean is due) and
 * the history of clean runs with what each removed. At most one run is `running` at a time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('disk_settings')
    .addColumn('id', 'smallint', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('keep_months', 'integer', (c) => c.notNull().check(sql`keep_months between 1 and 120`))
    .addColumn('clean_interval_hours', 'integer', (c) => c.notNull().check(sql`clean_interval_hours between 1 and 8760`))
    .addColumn('next_run_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('disk_clean_runs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('job_id', 'uuid', (c) => c.unique())
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('schedule', 'manual')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('running')
        .check(sql`status in ('running', 'finished', 'failed')`),
    )
    .addColumn('keep_months', 'integer', (c) => c.notNull())
    .addColumn('cutoff', 'timestamptz', (c) => c.notNull())
    .addColumn('counts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('freed_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('requested_by', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create unique index disk_clean_runs_one_running on disk_clean_runs ((true)) where status = 'running'`.execute(db);
  await db.schema.createIndex('disk_clean_runs_list_idx').on('disk_clean_runs').columns(['started_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('disk_clean_runs').ifExists().execute();
  await db.schema.dropTable('disk_settings').ifExists().execute();
}
