import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Lang } from '../../i18n/messages';

/** The `system_settings` key of a language's appearance. */
const keyOf = (lang: Lang) => `appearance.${lang}`;

/** A language's stored appearance (JSON, merged over the defaults) and when it last changed. */
export async function findAppearance(db: Database, lang: Lang): Promise<{ value: unknown; updatedAt: Date } | undefined> {
  return db.selectFrom('systemSettings').select(['value', 'updatedAt']).where('key', '=', keyOf(lang)).executeTakeFirst();
}

/** Every language's stored appearance, to learn which image files are still in use. */
export async function allAppearances(db: Database): Promise<unknown[]> {
  const rows = await db.selectFrom('systemSettings').select('value').where('key', 'like', 'appearance.%').execute();
  return rows.map((row) => row.value);
}

export async function saveAppearance(db: Database, lang: Lang, value: object): Promise<void> {
  await db
    .insertInto('systemSettings')
    .values({ key: keyOf(lang), value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value'), updatedAt: sql`now()` }))
    .execute();
}
