import { sql, type Kysely } from 'kysely';

/**
 * The characters uploaded file names no longer keep (server/src/lib/file-name.ts): C0 and C1
 * controls, DEL, the line and paragraph separators and the bidirectional controls, which made
 * a name display reordered (`invoice\u202Egpj.apk` shown as `invoiceapk.jpg`). As a PostgreSQL
 * regular expression (NUL cannot occur in text).
 */
const HIDDEN = '[\\u0001-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]';

/** Cleans the names stored before uploads were cleaned this way, where they are listed and shown. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of [
    ['files', 'original_name'],
    ['assessments', 'file_name'],
  ]) {
    const name = sql.ref(column);
    await sql`
      update ${sql.table(table)}
      set ${name} = coalesce(nullif(btrim(normalize(regexp_replace(${name}, ${HIDDEN}, '', 'g'), NFC)), ''), 'package')
      where ${name} ~ ${HIDDEN}`.execute(db);
  }
  // A finished assessment's stored result (JSON, HTML, PDF, SARIF reports) names the file too.
  await sql`
    update jobs j
    set result = jsonb_set(j.result, '{file,name}', to_jsonb(a.file_name))
    from assessments a
    where a.id = j.id and jsonb_typeof(j.result -> 'file') = 'object' and (j.result -> 'file' ->> 'name') ~ ${HIDDEN}`.execute(db);
}

/** The removed characters are not kept anywhere, so there is nothing to restore. */
export async function down(): Promise<void> {}
