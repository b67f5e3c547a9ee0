import { sql, type Kysely } from 'kysely';

/**
 * The durable job queue shared by every long operation, uploaded files and assessment jobs.
 * An assessment shares its id with the job that runs it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('apk', 'aab', 'ipa')`))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('size', 'int8', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('files_account_idx').on('files').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('queue', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ready')
        .check(sql`status in ('ready', 'processing', 'finished', 'failed')`),
    )
    .addColumn('progress', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress between 0 and 100`),
    )
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(3)
        .check(sql`max_attempts between 1 and 100`),
    )
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('cancel_requested', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // The claim query walks ready jobs and expired leases in age order.
  await sql`create index jobs_claim_idx on jobs (queue, kind, created_at) where status in ('ready', 'processing')`.execute(db);
  await db.schema.createIndex('jobs_account_idx').on('jobs').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('assessments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('platform', 'text', (c) => c.notNull().check(sql`platform in ('android', 'ios')`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'int8', (c) => c.notNull())
    .addColumn('file_sha256', 'text', (c) => c.notNull())
    .addColumn('app_name', 'text')
    .addColumn('version', 'text')
    .addColumn('package_name', 'text')
    .addColumn('score', 'integer')
    .addColumn('summary', 'jsonb')
    .addColumn('template_id', 'uuid')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('submit_type', 'text', (c) => c.notNull().check(sql`submit_type in ('WEB', 'API', 'CLI', 'PC')`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('assessments_account_idx').on('assessments').columns(['account_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('assessments').execute();
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('files').execute();
}
