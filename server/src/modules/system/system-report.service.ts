import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import type { Lang } from '../../i18n/messages';
import { ValidationError } from '../../lib/errors';
import { integerKey, textKey, type SortKey } from '../../lib/keyset';
import { keysetConnection } from '../../lib/paging';
import type { Auditor } from '../../platform/auditor';
import * as repo from './system-report.repo';
import { renderUsageCsv, renderUsagePdf } from './system-report.render';

/** What a report may be sorted by: the account name or any figure. */
export type UsageSort = 'name' | repo.UsageColumn;

export interface UsageQuery {
  from: Date | null | undefined;
  to: Date | null | undefined;
  /** A system super admin may narrow the report to one account; others always see their own. */
  accountId?: string | null;
  /** Part of an account name. */
  search?: string | null;
}

/** The longest period a report covers: a year, with room for a leap day and a clock change. */
const MAX_PERIOD_MS = 366 * 24 * 3600 * 1000 + 3600 * 1000;
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const LATEST = Date.parse('9999-01-01T00:00:00Z');

/** The report's period: both ends chosen, `to` after `from`, at most about a year. */
export function requirePeriod(query: Pick<UsageQuery, 'from' | 'to'>): repo.ReportPeriod {
  const { from, to } = query;
  const valid = (d: Date | null | undefined): d is Date => d instanceof Date && Number.isFinite(d.getTime()) && d.getTime() >= EARLIEST && d.getTime() < LATEST;
  if (!valid(from) || !valid(to) || to.getTime() <= from.getTime()) throw new ValidationError('rangeRequired');
  if (to.getTime() - from.getTime() > MAX_PERIOD_MS) throw new ValidationError('rangeTooLong');
  return { from, to };
}

const sortKey = (sort: UsageSort): SortKey<repo.UsageRow> =>
  sort === 'name' ? textKey<repo.UsageRow>('r.name', (row) => row.name) : integerKey<repo.UsageRow>(`r.${sort}`, (row) => row[sort]);

/**
 * The system usage report (/manage/systemmanage/report, code `system_report`): what each account
 * used over a period. `system_report` is an administration code of the system group that
 * account admins may hold too (it is not one of the system-only codes), so the report is
 * account-scoped like every other list: system super admins read every account (or one they
 * pick); anybody else holding the code reads only their own account.
 */
export class SystemReportService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
  ) {}

  private scope(actor: Actor, query: UsageQuery): repo.ReportScope {
    actor.assertCan('system_report');
    const search = (query.search ?? '').trim().slice(0, 100) || null;
    return { accountId: actor.listScope(query.accountId), search };
  }

  /** One page of accounts with their figures, sorted by `sort` then account id. */
  usage(actor: Actor, query: UsageQuery, args: DefaultConnectionArguments, sort: UsageSort = 'name', direction: 'asc' | 'desc' = 'asc') {
    const scope = this.scope(actor, query);
    const period = requirePeriod(query);
    return keysetConnection({
      args,
      sort: sortKey(sort),
      direction,
      idColumn: 'r.id',
      fetch: (page) => repo.usagePage(this.db, period, scope, page),
      count: () => repo.countAccounts(this.db, scope),
    });
  }

  /** The figures summed over every account the caller may see (and the search keeps). */
  totals(actor: Actor, query: UsageQuery): Promise<repo.UsageFigures> {
    const scope = this.scope(actor, query);
    return repo.usageTotals(this.db, requirePeriod(query), scope);
  }

  /** The whole report as a CSV or PDF file; the export is written to the activity log. */
  async export(actor: Actor, query: UsageQuery, format: 'csv' | 'pdf', options: { lang: Lang; timeZone: string; ip: string | null }) {
    const scope = this.scope(actor, query);
    const period = requirePeriod(query);
    const [rows, totals] = await Promise.all([repo.usageAll(this.db, period, scope), repo.usageTotals(this.db, period, scope)]);
    const ctx = { period, timeZone: options.timeZone, lang: options.lang, generatedAt: new Date() };
    const body = format === 'csv' ? renderUsageCsv(rows, totals, ctx) : await renderUsagePdf(rows, totals, ctx);
    await this.audit.byActor(actor, options.ip, 'systemReport.export', { target: `${format}:${period.from.toISOString()}/${period.to.toISOString()}` });
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return {
      body,
      fileName: `usage-report-${day(period.from)}-${day(period.to)}.${format}`,
      contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
    };
  }
}
