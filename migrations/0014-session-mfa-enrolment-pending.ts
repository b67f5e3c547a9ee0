import type { Kysely } from 'kysely';

/**
 * A session may wait for its user to enrol a second factor: with the account's "MFA required"
 * on, signing in without one opens only the enrolment calls until a code confirms it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('mfa_enrolment_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('mfa_enrolment_pending').execute();
}
