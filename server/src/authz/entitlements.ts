import { sql, type RawBuilder } from 'kysely';

/**
 * The products (licence entitlements, spec §6) an account holds on `today` (`YYYY-MM-DD`):
 * those with a subscription that is not ended and whose period holds the day. `accountIdRef`
 * names the account id column of the surrounding query (`a.id`).
 */
export function activeEntitlements(accountIdRef: string, today: string): RawBuilder<string[]> {
  return sql<string[]>`array(
    select distinct s.product from account_subscriptions s
    where s.account_id = ${sql.ref(accountIdRef)} and s.status = 'active'
      and s.starts_on <= ${today}::date and (s.ends_on is null or s.ends_on >= ${today}::date)
    order by s.product)`;
}
