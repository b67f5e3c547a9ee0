import type { ColumnType, Generated } from 'kysely';
import type { ApprovalStatus, ApprovalType, ResponseAction, ResponseStatus } from '../../../../common/response-actions';
import type { DefaultedTimestamp, GeneratedId, Json } from '../../db/columns';
import type { RiskLevel } from '../../engines/risk/event-kinds';

/** Security responses and their approvals (migration 0021), part of the database type in db/schema.ts. */

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface MonitorResponsesTable {
  id: GeneratedId;
  accountId: string;
  name: string;
  /** The account's risk rule it answers; null once that rule is deleted (then it applies to nothing). */
  ruleId: string | null;
  riskLevel: RiskLevel;
  responseType: ResponseAction;
  description: string | null;
  status: Generated<ResponseStatus>;
  /** The status and type of the response's latest approval (null before the first). */
  approvalStatus: ApprovalStatus | null;
  approvalType: ApprovalType | null;
  createdBy: string | null;
  creator: string;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
  deletedAt: NullableTimestamp;
}

/** What an add or change approval proposes, and what a change replaced. */
export interface ResponseValues {
  name: string;
  ruleId: string | null;
  riskLevel: RiskLevel;
  responseType: ResponseAction;
  description: string | null;
}

/** The proposal of an approval: the values (add, change), the status asked for (status), nothing (delete). */
export type ResponseProposal = Partial<ResponseValues> & { status?: ResponseStatus };

export interface MonitorResponseApprovalsTable {
  id: GeneratedId;
  accountId: string;
  responseId: string;
  type: ApprovalType;
  status: Generated<ApprovalStatus>;
  requestedBy: string | null;
  requester: string;
  approvedBy: string | null;
  approver: string | null;
  proposal: Json<ResponseProposal>;
  previous: ColumnType<ResponseProposal | null, string | null | undefined, string | null>;
  reason: string | null;
  comment: string | null;
  createdAt: DefaultedTimestamp;
  decidedAt: NullableTimestamp;
  appliedAt: NullableTimestamp;
}

export interface ResponsesTables {
  monitorResponses: MonitorResponsesTable;
  monitorResponseApprovals: MonitorResponseApprovalsTable;
}
