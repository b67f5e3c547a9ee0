import { sql, type Kysely } from 'kysely';

/**
 * Identity and administration: security settings per account, password history, user groups,
 * MFA and API keys on users, one-time tokens (password reset, sign-up), pending sign-ups,
 * the mail outbox, console-wide settings and the hash chain of the operation log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('security_settings')
    .addColumn('account_id', 'uuid', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('password_min', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(8)
        .check(sql`password_min between 6 and 99`),
    )
    .addColumn('password_max', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(64)
        .check(sql`password_max between 7 and 99`),
    )
    .addColumn('require_digit', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('require_lower', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('require_upper', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('require_special', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('forbid_consecutive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('history_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`history_count between 0 and 10`),
    )
    .addColumn('forbid_account_related', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('lock_after_failures', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(5)
        .check(sql`lock_after_failures between 0 and 100`),
    )
    .addColumn('lock_after_inactive_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`lock_after_inactive_days between 0 and 3650`),
    )
    .addColumn('session_timeout_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(120)
        .check(sql`session_timeout_minutes between 1 and 43200`),
    )
    .addColumn('prohibit_multi_location', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('mfa_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('security_settings_max_over_min', sql`password_max > password_min`)
    .execute();

  await db.schema
    .createTable('password_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('password_history_user_idx').on('password_history').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('user_groups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index user_groups_account_name_key on user_groups (account_id, lower(name))`.execute(db);

  await db.schema
    .alterTable('users')
    .addColumn('user_group_id', 'uuid', (c) => c.references('user_groups.id').onDelete('set null'))
    .addColumn('api_key', 'text', (c) => c.unique())
    .addColumn('api_secret_hash', 'text')
    .addColumn('avatar_type', 'text')
    .addColumn('avatar_updated_at', 'timestamptz')
    .addColumn('mfa_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('mfa_secret', 'text')
    .addColumn('mfa_pending_secret', 'text')
    .addColumn('mfa_last_step', 'bigint')
    .addColumn('mfa_recovery_hashes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();

  // Sign-in in two steps: a session created after the password waits for its second factor.
  await db.schema
    .alterTable('sessions')
    .addColumn('mfa_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('password_reset', 'signup_email')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('signup_id', 'uuid')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('signups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('realname', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('verify_email')
        .check(sql`status in ('verify_email', 'accept_terms', 'pending_approval', 'approved', 'rejected')`),
    )
    .addColumn('account_id', 'uuid', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('transport', 'text', (c) => c.notNull().check(sql`transport in ('smtp', 'outbox')`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('system_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('operation_logs').addColumn('target', 'text').addColumn('prev_hash', 'text').addColumn('hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('operation_logs').dropColumn('target').dropColumn('prev_hash').dropColumn('hash').execute();
  for (const table of ['system_settings', 'mail_outbox', 'signups', 'one_time_tokens']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('sessions').dropColumn('mfa_pending').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('user_group_id')
    .dropColumn('api_key')
    .dropColumn('api_secret_hash')
    .dropColumn('avatar_type')
    .dropColumn('avatar_updated_at')
    .dropColumn('mfa_enabled')
    .dropColumn('mfa_secret')
    .dropColumn('mfa_pending_secret')
    .dropColumn('mfa_last_step')
    .dropColumn('mfa_recovery_hashes')
    .execute();
  for (const table of ['user_groups', 'password_history', 'security_settings']) await db.schema.dropTable(table).execute();
}
