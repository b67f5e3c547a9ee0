import { sql, type Kysely } from 'kysely';

/**
 * The appearance (spec §2 `interfaceManage/{lang}`) is console-wide: the sign-in page shows it
 * before anyone is known, so only the system account's users may hold `system_appearance`.
 * Customer accounts' roles, which were seeded with it, lose it; its settings live in
 * `system_settings` (keys `appearance.en`, `appearance.zh-TW`), which needs no new table.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update roles set codes = array_remove(codes, 'system_appearance')
    where 'system_appearance' = any(codes) and account_id in (select id from accounts where not is_system)`.execute(db);
}

/** Nothing to undo: which customer roles held the code is not kept. */
export async function down(): Promise<void> {}
