import { sql, type Kysely } from 'kysely';

/**
 * Monitoring reports (spec §2 `/Monitoring/report/list`, `/Monitoring/reportJob/list`): report
 * jobs say what to report (apps, format), how often (cycle), over which window (start and end
 * time) and to whom (recipients); `next_run_at` is the next period boundary the scheduler waits
 * for. Produced reports are rows of `monitor_reports`: one per (job, boundary), inserted
 * `pending` in the same transaction that moves the job's `next_run_at` on, so each period is
 * reported once however many instances schedule; `file_path` is set only once the file is
 * complete (status `ready`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitor_report_jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('task_name', 'text', (c) => c.notNull())
    .addColumn('cycle', 'text', (c) => c.notNull().check(sql`cycle in ('once', 'daily', 'weekly', 'monthly', 'quarterly')`))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('app_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('pdf', 'csv')`))
    .addColumn('recipients', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('next_run_at', 'timestamptz')
    .addColumn('last_run_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('monitor_report_jobs_window', sql`end_at > start_at`)
    .execute();
  await db.schema.createIndex('monitor_report_jobs_list_idx').on('monitor_report_jobs').columns(['account_id', 'created_at', 'id']).execute();
  await sql`create index monitor_report_jobs_due_idx on monitor_report_jobs (next_run_at) where enabled and next_run_at is not null`.execute(db);

  await db.schema
    .createTable('monitor_reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('job_id', 'uuid', (c) => c.references('monitor_report_jobs.id').onDelete('set null'))
    .addColumn('task_name', 'text', (c) => c.notNull())
    // The period boundary the scheduler produced it at; null for a report a user ran by hand.
    .addColumn('run_at', 'timestamptz')
    .addColumn('period_from', 'timestamptz', (c) => c.notNull())
    .addColumn('period_to', 'timestamptz', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('app_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('pdf', 'csv')`))
    .addColumn('recipients', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'ready', 'failed')`),
    )
    .addColumn('file_path', 'text')
    .addColumn('file_size', 'bigint')
    .addColumn('error', 'text')
    .addColumn('mailed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    // A ready report always names its complete file.
    .addCheckConstraint('monitor_reports_ready_file', sql`status <> 'ready' or (file_path is not null and file_size is not null)`)
    .execute();
  // The scheduler's once-only guarantee: one report per job and boundary (hand-made runs have none).
  await db.schema.createIndex('monitor_reports_job_run').unique().on('monitor_reports').columns(['job_id', 'run_at']).execute();
  await db.schema.createIndex('monitor_reports_list_idx').on('monitor_reports').columns(['account_id', 'created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('monitor_reports').execute();
  await db.schema.dropTable('monitor_report_jobs').execute();
}
