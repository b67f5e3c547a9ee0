import { sql, type Kysely } from 'kysely';

/**
 * Security responses (spec §3: name, rule, risk level, response type, approval status) and the
 * approvals every change to one goes through (spec §4: types add, change, change status and
 * delete; status 0 Ready, 1 Pending, 2 Pass, 3 Reject, 4 Apply).
 *
 * A response names one risk rule of its account: it applies to events that rule matches at or
 * above the response's risk level. A rule deleted later leaves the response without one, and a
 * response without a rule applies to nothing (never to everything). Deleting a response through
 * its approval only marks it deleted, so the approvals keep their history. At most one approval
 * of a response is open (Ready or Pending) at a time: a partial unique index says so even when
 * two requests race.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitor_responses')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rule_id', 'uuid', (c) => c.references('monitor_risk_rules.id').onDelete('set null'))
    .addColumn('risk_level', 'text', (c) => c.notNull().check(sql`risk_level in ('high', 'medium', 'low')`))
    .addColumn('response_type', 'text', (c) => c.notNull().check(sql`response_type in ('report', 'warn', 'block', 'exit')`))
    .addColumn('description', 'text')
    .addColumn('status', 'int2', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status in (0, 1, 2)`),
    )
    .addColumn('approval_status', 'int2', (c) => c.check(sql`approval_status between 0 and 4`))
    .addColumn('approval_type', 'text', (c) => c.check(sql`approval_type in ('add', 'change', 'status', 'delete')`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create index monitor_responses_list_idx on monitor_responses (account_id, created_at, id) where deleted_at is null`.execute(db);
  await sql`create index monitor_responses_rule_idx on monitor_responses (rule_id)`.execute(db);

  await db.schema
    .createTable('monitor_response_approvals')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('response_id', 'uuid', (c) => c.notNull().references('monitor_responses.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('add', 'change', 'status', 'delete')`))
    .addColumn('status', 'int2', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status between 0 and 4`),
    )
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requester', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('approver', 'text')
    // The response's values as requested (add, change), or the status asked for; and as they were.
    .addColumn('proposal', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('previous', 'jsonb')
    .addColumn('reason', 'text')
    .addColumn('comment', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('applied_at', 'timestamptz')
    .execute();
  await sql`create unique index monitor_response_approvals_open_key on monitor_response_approvals (response_id) where status in (0, 1)`.execute(db);
  await db.schema.createIndex('monitor_response_approvals_list_idx').on('monitor_response_approvals').columns(['account_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('monitor_response_approvals_response_idx').on('monitor_response_approvals').columns(['response_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('monitor_response_approvals').execute();
  await db.schema.dropTable('monitor_responses').execute();
}
