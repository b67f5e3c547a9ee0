import { sql } from 'kysely';
import { APPROVAL_STATUS, RESPONSE_STATUS, type ApprovalStatus, type ApprovalType, type ResponseAction, type ResponseStatus } from '../../../../common/response-actions';
import type { RiskLevel } from '../../engines/risk/event-kinds';
import type { PageClause } from '../../lib/paging';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf, whereEqual } from '../../db/queries';
import type { ResponseProposal, ResponseValues } from './responses.tables';

export interface ResponseFilter {
  /** null = every account (system super admins only). */
  accountId: string | null;
  search?: string | null;
  status?: ResponseStatus | null;
  riskLevel?: RiskLevel | null;
  responseType?: ResponseAction | null;
  approvalStatus?: ApprovalStatus | null;
}

export interface ApprovalFilter {
  accountId: string | null;
  status?: ApprovalStatus | null;
  type?: ApprovalType | null;
  responseId?: string | null;
  /** Matches the response's name or the requester. */
  search?: string | null;
}

const RESPONSE_COLUMNS = [
  'r.id',
  'r.accountId',
  'a.name as accountName',
  'r.name',
  'r.ruleId',
  'rr.name as ruleName',
  'r.riskLevel',
  'r.responseType',
  'r.description',
  'r.status',
  'r.approvalStatus',
  'r.approvalType',
  'r.creator',
  'r.createdAt',
  'r.updatedAt',
] as const;

const APPROVAL_COLUMNS = [
  'p.id',
  'p.accountId',
  'p.responseId',
  'r.name as responseName',
  'p.type',
  'p.status',
  'p.requestedBy',
  'p.requester',
  'p.approvedBy',
  'p.approver',
  'p.proposal',
  'p.previous',
  'p.reason',
  'p.comment',
  'p.createdAt',
  'p.decidedAt',
  'p.appliedAt',
] as const;

function responses(db: Database, filter: ResponseFilter) {
  let query = whereEqual(
    db
      .selectFrom('monitorResponses as r')
      .innerJoin('accounts as a', 'a.id', 'r.accountId')
      .leftJoin('monitorRiskRules as rr', 'rr.id', 'r.ruleId')
      .where('r.deletedAt', 'is', null),
    {
      'r.accountId': filter.accountId,
      'r.status': filter.status,
      'r.riskLevel': filter.riskLevel,
      'r.responseType': filter.responseType,
      'r.approvalStatus': filter.approvalStatus,
    },
  );
  if (filter.search) query = query.where('r.name', 'ilike', `%${escapeLike(filter.search)}%`);
  return query;
}

export function listResponses(db: Database, filter: ResponseFilter, page: PageClause) {
  return pageOf(responses(db, filter).select(RESPONSE_COLUMNS), page).execute();
}

export function countResponses(db: Database, filter: ResponseFilter): Promise<number> {
  return countOf(responses(db, filter));
}

export type ResponseRow = Awaited<ReturnType<typeof listResponses>>[number];

/** A response of the account that is not deleted. */
export function findResponse(db: Database, accountId: string, id: string) {
  return responses(db, { accountId }).select(RESPONSE_COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

/** The responses in effect for an account, for the SDK configuration: enabled, with a rule. */
export function enabledResponses(db: Database, accountId: string) {
  return responses(db, { accountId, status: RESPONSE_STATUS.enabled }).select(RESPONSE_COLUMNS).where('r.ruleId', 'is not', null).orderBy('r.createdAt').limit(1000).execute();
}

/** The account's risk rules a response may name, by name. */
export function ruleChoices(db: Database, accountId: string) {
  return db.selectFrom('monitorRiskRules').select(['id', 'name', 'riskLevel', 'enabled']).where('accountId', '=', accountId).orderBy('name').orderBy('id').limit(500).execute();
}

export type RuleChoiceRow = Awaited<ReturnType<typeof ruleChoices>>[number];

/** A new response, pending until its add approval is applied. */
export async function insertResponse(db: Database, accountId: string, values: ResponseValues, by: { id: string; username: string }): Promise<string> {
  const row = await db
    .insertInto('monitorResponses')
    .values({ accountId, ...values, status: RESPONSE_STATUS.pending, createdBy: by.id, creator: by.username })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets a response's columns (values, status, deletion) and `updatedAt`. */
export async function updateResponse(
  db: Database,
  accountId: string,
  id: string,
  values: Partial<ResponseValues> & { status?: ResponseStatus; deletedAt?: Date; approvalStatus?: ApprovalStatus; approvalType?: ApprovalType },
) {
  await db
    .updateTable('monitorResponses')
    .set({ ...values, updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .execute();
}

function approvals(db: Database, filter: ApprovalFilter) {
  let query = whereEqual(db.selectFrom('monitorResponseApprovals as p').innerJoin('monitorResponses as r', 'r.id', 'p.responseId'), {
    'p.accountId': filter.accountId,
    'p.status': filter.status,
    'p.type': filter.type,
    'p.responseId': filter.responseId,
  });
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    query = query.where((eb) => eb.or([eb('r.name', 'ilike', like), eb('p.requester', 'ilike', like)]));
  }
  return query;
}

export function listApprovals(db: Database, filter: ApprovalFilter, page: PageClause) {
  return pageOf(approvals(db, filter).select(APPROVAL_COLUMNS), page).execute();
}

export function countApprovals(db: Database, filter: ApprovalFilter): Promise<number> {
  return countOf(approvals(db, filter));
}

export type ApprovalRow = Awaited<ReturnType<typeof listApprovals>>[number];

export function findApproval(db: Database, accountId: string, id: string) {
  return approvals(db, { accountId }).select(APPROVAL_COLUMNS).where('p.id', '=', id).executeTakeFirst();
}

/** The open (Ready or Pending) approval of a response, if any. */
export function openApprovalOf(db: Database, accountId: string, responseId: string) {
  return db
    .selectFrom('monitorResponseApprovals')
    .select(['id', 'type'])
    .where('accountId', '=', accountId)
    .where('responseId', '=', responseId)
    .where('status', 'in', [APPROVAL_STATUS.ready, APPROVAL_STATUS.pending])
    .executeTakeFirst();
}

/**
 * A new pending approval of a response. Throws the unique violation of
 * `monitor_response_approvals_open_key` when the response already has an open one.
 */
export async function insertApproval(
  db: Database,
  accountId: string,
  values: { responseId: string; type: ApprovalType; proposal: ResponseProposal; previous: ResponseProposal | null; reason: string | null; requestedBy: string; requester: string },
): Promise<string> {
  const row = await db
    .insertInto('monitorResponseApprovals')
    .values({
      accountId,
      ...values,
      status: APPROVAL_STATUS.pending,
      proposal: JSON.stringify(values.proposal),
      previous: values.previous === null ? null : JSON.stringify(values.previous),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await updateResponse(db, accountId, values.responseId, { approvalStatus: APPROVAL_STATUS.pending, approvalType: values.type });
  return row.id;
}

/**
 * Decides a pending approval: only a row still pending changes, so of two decisions at once
 * exactly one wins. Returns the decided row's response and type, or undefined when the
 * approval was not pending (or is not the account's).
 */
export async function decideApproval(
  db: Database,
  accountId: string,
  id: string,
  decision: { status: typeof APPROVAL_STATUS.pass | typeof APPROVAL_STATUS.reject; approvedBy: string; approver: string; comment: string | null },
) {
  const row = await db
    .updateTable('monitorResponseApprovals')
    .set({ ...decision, decidedAt: sql`now()` })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .where('status', '=', APPROVAL_STATUS.pending)
    .returning(['id', 'responseId', 'type', 'proposal'])
    .executeTakeFirst();
  if (row) await updateResponse(db, accountId, row.responseId, { approvalStatus: decision.status, approvalType: row.type });
  return row;
}

/** Marks a passed approval applied (its change is in effect). */
export async function markApplied(db: Database, accountId: string, id: string, responseId: string, type: ApprovalType) {
  await db
    .updateTable('monitorResponseApprovals')
    .set({ status: APPROVAL_STATUS.apply, appliedAt: sql`now()` })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .where('status', '=', APPROVAL_STATUS.pass)
    .execute();
  await updateResponse(db, accountId, responseId, { approvalStatus: APPROVAL_STATUS.apply, approvalType: type });
}
