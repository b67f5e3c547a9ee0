import { sql, type Kysely } from 'kysely';
import { defaultTemplateRows } from '../server/src/modules/report-templates/default-templates';

/**
 * New accounts start with a default report template per platform (accounts.repo); this gives
 * them to the accounts created before, for each platform they have no template of, so every
 * account can assess at once. They are in the console's default language.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  const lang = process.env.RAMPART_DEFAULT_LANG === 'zh-TW' ? 'zh-TW' : 'en';
  const { rows: accounts } = await sql<{ id: string; platforms: string[] }>`
    select a.id, array(select distinct t.platform from report_templates t where t.account_id = a.id) as platforms
    from accounts a`.execute(db);
  for (const account of accounts) {
    for (const row of defaultTemplateRows(account.id, lang)) {
      if (account.platforms.includes(row.platform)) continue;
      await sql`
        insert into report_templates (account_id, platform, name, lang, checks, created_by, creator)
        values (${row.accountId}, ${row.platform}, ${row.name}, ${row.lang}, ${row.checks}, null, ${row.creator})`.execute(db);
    }
  }
}
