import { sql } from 'kysely';
import type { Database } from '../db/database';

/** Console-wide settings (`system_settings`): JSON values by key; absent keys take the caller's default. */
export async function readSystemSettings(db: Database, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .selectFrom('systemSettings')
    .select(['key', 'value'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function writeSystemSettings(db: Database, values: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
  if (rows.length === 0) return;
  await db
    .insertInto('systemSettings')
    .values(rows)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value'), updatedAt: sql`now()` }))
    .execute();
}
