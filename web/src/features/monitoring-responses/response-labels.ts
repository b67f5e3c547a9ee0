import type { ResponseApprovalStatus, ResponseApprovalType, SecurityResponseStatus, SecurityResponseType } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

export const RESPONSE_TYPES = ['REPORT', 'WARN', 'BLOCK', 'EXIT'] as const satisfies readonly SecurityResponseType[];

export const RESPONSE_TYPE_LABELS: Record<SecurityResponseType, TranslationKey> = {
  REPORT: 'responses.types.REPORT',
  WARN: 'responses.types.WARN',
  BLOCK: 'responses.types.BLOCK',
  EXIT: 'responses.types.EXIT',
};

export const RESPONSE_TYPE_COLORS: Record<SecurityResponseType, string> = { REPORT: 'gray', WARN: 'yellow', BLOCK: 'orange', EXIT: 'red' };

export const RESPONSE_STATUSES = ['PENDING', 'ENABLED', 'DISABLED'] as const satisfies readonly SecurityResponseStatus[];

export const RESPONSE_STATUS_LABELS: Record<SecurityResponseStatus, TranslationKey> = {
  PENDING: 'responses.statuses.PENDING',
  ENABLED: 'responses.statuses.ENABLED',
  DISABLED: 'responses.statuses.DISABLED',
};

export const RESPONSE_STATUS_COLORS: Record<SecurityResponseStatus, string> = { PENDING: 'orange', ENABLED: 'green', DISABLED: 'gray' };

export const APPROVAL_STATUSES = ['READY', 'PENDING', 'PASS', 'REJECT', 'APPLY'] as const satisfies readonly ResponseApprovalStatus[];

export const APPROVAL_STATUS_LABELS: Record<ResponseApprovalStatus, TranslationKey> = {
  READY: 'responses.approvalStatuses.READY',
  PENDING: 'responses.approvalStatuses.PENDING',
  PASS: 'responses.approvalStatuses.PASS',
  REJECT: 'responses.approvalStatuses.REJECT',
  APPLY: 'responses.approvalStatuses.APPLY',
};

export const APPROVAL_STATUS_COLORS: Record<ResponseApprovalStatus, string> = { READY: 'gray', PENDING: 'orange', PASS: 'blue', REJECT: 'red', APPLY: 'green' };

export const APPROVAL_TYPES = ['ADD', 'CHANGE', 'CHANGE_STATUS', 'DELETE'] as const satisfies readonly ResponseApprovalType[];

export const APPROVAL_TYPE_LABELS: Record<ResponseApprovalType, TranslationKey> = {
  ADD: 'responses.approvalTypes.ADD',
  CHANGE: 'responses.approvalTypes.CHANGE',
  CHANGE_STATUS: 'responses.approvalTypes.CHANGE_STATUS',
  DELETE: 'responses.approvalTypes.DELETE',
};

/** Whether an approval status leaves the response's request open (no new request until decided). */
export const isOpenApproval = (status: ResponseApprovalStatus | null | undefined) => status === 'READY' || status === 'PENDING';

export const RESPONSES_LIST_PATH = '/Monitoring/securityResponse/list';
export const RESPONSE_EDIT_PATH = '/Monitoring/securityResponse/edit';
