import type { DefaultedTimestamp } from '../../db/columns';

/** Accounts a template is assigned to besides its own (migration 0035), part of the database type in db/schema.ts. */
export interface ReportTemplateAccountsTable {
  templateId: string;
  accountId: string;
  assignedBy: string | null;
  createdAt: DefaultedTimestamp;
}

export interface ReportTemplateTables {
  reportTemplateAccounts: ReportTemplateAccountsTable;
}
