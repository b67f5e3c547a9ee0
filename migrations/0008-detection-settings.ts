import { sql, type Kysely } from 'kysely';

/**
 * Detection settings (spec §2 Detection area, §3): sensitive words, whitelists, extra
 * third-party SDKs and custom rules. A row without an account is a system-wide default that
 * every account's scans use besides its own rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const owned = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('account_id', 'uuid', (c) => c.references('accounts.id').onDelete('cascade'));
  const stamped = <T extends { addColumn: (...args: any[]) => T }>(t: T): T =>
    t
      .addColumn('updated_by', 'text')
      .addColumn('created_at', 'timestamptz', (c: any) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c: any) => c.notNull().defaultTo(sql`now()`));

  await stamped(owned('detection_sensitive_words').addColumn('words', sql`text[]`, (c) => c.notNull())).execute();
  await sql`create unique index detection_sensitive_words_account_key on detection_sensitive_words (coalesce(account_id, '00000000-0000-0000-0000-000000000000'))`.execute(db);

  await stamped(
    owned('detection_whitelist')
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('so', 'file', 'log', 'global')`))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('file_type', 'text')
      .addColumn('path', 'text')
      .addColumn('match_mode', 'text', (c) => c.notNull().check(sql`match_mode in ('exact', 'prefix', 'contains', 'regex')`)),
  ).execute();
  await sql`create index detection_whitelist_list_idx on detection_whitelist (account_id, type, created_at, id)`.execute(db);

  await stamped(
    owned('detection_sdks')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('android', sql`text[]`, (c) => c.notNull())
      .addColumn('ios', sql`text[]`, (c) => c.notNull())
      .addColumn('native_libs', sql`text[]`, (c) => c.notNull()),
  ).execute();
  await sql`create unique index detection_sdks_name_key on detection_sdks (coalesce(account_id, '00000000-0000-0000-0000-000000000000'), lower(name))`.execute(db);

  await stamped(
    owned('detection_rules')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('string', 'api', 'regex')`))
      .addColumn('pattern', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('high', 'medium', 'low', 'info')`))
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true)),
  ).execute();
  await sql`create index detection_rules_list_idx on detection_rules (account_id, created_at, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['detection_rules', 'detection_sdks', 'detection_whitelist', 'detection_sensitive_words']) await db.schema.dropTable(table).execute();
}
