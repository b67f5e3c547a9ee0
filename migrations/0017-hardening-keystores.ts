import { sql, type Kysely } from 'kysely';

/**
 * Signing keystores (spec §3 Keystore, `/hardening/signingCertificate`): the file and both
 * passwords are kept sealed together (the server's secret box, AES-256-GCM), never in clear and
 * never downloadable; the certificate's facts are kept beside them to be shown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hardening_keystores')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('store_type', 'text', (c) => c.notNull().check(sql`store_type in ('jks', 'pkcs12')`))
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('signature_scheme', 'text', (c) => c.notNull().check(sql`signature_scheme in ('v1', 'v2', 'v1v2', 'v1v2v3')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('serial_number', 'text', (c) => c.notNull())
    .addColumn('not_before', 'timestamptz', (c) => c.notNull())
    .addColumn('not_after', 'timestamptz', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('key_algorithm', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index hardening_keystores_name_idx on hardening_keystores (account_id, lower(name))`.execute(db);
  await db.schema.createIndex('hardening_keystores_list_idx').on('hardening_keystores').columns(['account_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hardening_keystores').execute();
}
