import { sql, type Kysely } from 'kysely';

/**
 * Hardening (spec §2, §3): policies per kind of input and jobs. A hardening job shares its id
 * with the queue job that runs it, like an assessment. Uploads gain the inputs hardening takes:
 * Android SDKs (`aar`) and H5 scripts and web app zips (`js`, `zip`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table files drop constraint if exists files_kind_check`.execute(db);
  await sql`alter table files add constraint files_kind_check check (kind in ('apk', 'aab', 'ipa', 'aar', 'js', 'zip'))`.execute(db);

  await db.schema
    .createTable('hardening_policies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('android', 'android-sdk', 'ipa', 'h5')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('enabled')
        .check(sql`status in ('enabled', 'disabled')`),
    )
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('options', 'jsonb', (c) => c.notNull())
    // Who may use the policy; empty means every user of the account.
    .addColumn('user_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index hardening_policies_name_idx on hardening_policies (account_id, kind, lower(name))`.execute(db);
  await db.schema.createIndex('hardening_policies_list_idx').on('hardening_policies').columns(['account_id', 'kind', 'created_at', 'id']).execute();

  await db.schema
    .createTable('hardening_jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('android', 'android-sdk', 'ipa', 'h5')`))
    .addColumn('task_name', 'text', (c) => c.notNull())
    .addColumn('file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'int8', (c) => c.notNull())
    .addColumn('file_sha256', 'text', (c) => c.notNull())
    .addColumn('policy_id', 'uuid', (c) => c.references('hardening_policies.id').onDelete('set null'))
    .addColumn('policy_name', 'text', (c) => c.notNull())
    .addColumn('engine_version', 'text', (c) => c.notNull())
    .addColumn('app_name', 'text')
    .addColumn('version', 'text')
    .addColumn('package_name', 'text')
    // Where the hardened package and the log are kept (relative to the files root) once done.
    .addColumn('output_path', 'text')
    .addColumn('output_name', 'text')
    .addColumn('output_size', 'int8')
    .addColumn('output_sha256', 'text')
    .addColumn('log_path', 'text')
    .addColumn('report', 'jsonb')
    .addColumn('submit_type', 'text', (c) => c.notNull().check(sql`submit_type in ('WEB', 'API', 'CLI', 'PC')`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('hardening_jobs_list_idx').on('hardening_jobs').columns(['account_id', 'kind', 'created_at', 'id']).execute();
  await db.schema.createIndex('hardening_jobs_policy_idx').on('hardening_jobs').column('policy_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hardening_jobs').execute();
  await db.schema.dropTable('hardening_policies').execute();
  await sql`delete from files where kind in ('aar', 'js', 'zip')`.execute(db);
  await sql`alter table files drop constraint if exists files_kind_check`.execute(db);
  await sql`alter table files add constraint files_kind_check check (kind in ('apk', 'aab', 'ipa'))`.execute(db);
}
