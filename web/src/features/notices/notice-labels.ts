import type { TFunction } from 'i18next';
import type { InboxRow_InboxNoticeFragment, NoticeLevel, NoticeScope, NoticeStatus, NoticeType } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

/** Types an admin writes; the approval flow sends the APPROVAL_ ones. */
export const WRITABLE_NOTICE_TYPES = ['PLATFORM_UPDATE', 'POLICY_UPDATE', 'FINISH_UPDATE'] as const satisfies readonly NoticeType[];
export const NOTICE_TYPES = [...WRITABLE_NOTICE_TYPES, 'APPROVAL_PASS', 'APPROVAL_REJECT', 'APPROVAL_NEXT'] as const satisfies readonly NoticeType[];
export const NOTICE_LEVELS = ['HIGH', 'MIDDLE', 'NORMAL'] as const satisfies readonly NoticeLevel[];
export const NOTICE_SCOPES = ['GLOBAL', 'ACCOUNTS', 'USERS'] as const satisfies readonly NoticeScope[];
export const NOTICE_STATUSES = ['DRAFT', 'PUBLISHED'] as const satisfies readonly NoticeStatus[];

export const NOTICE_TYPE_LABELS: Record<NoticeType, TranslationKey> = {
  PLATFORM_UPDATE: 'notices.types.PLATFORM_UPDATE',
  POLICY_UPDATE: 'notices.types.POLICY_UPDATE',
  FINISH_UPDATE: 'notices.types.FINISH_UPDATE',
  APPROVAL_PASS: 'notices.types.APPROVAL_PASS',
  APPROVAL_REJECT: 'notices.types.APPROVAL_REJECT',
  APPROVAL_NEXT: 'notices.types.APPROVAL_NEXT',
};

export const NOTICE_LEVEL_LABELS: Record<NoticeLevel, TranslationKey> = { HIGH: 'notices.levels.HIGH', MIDDLE: 'notices.levels.MIDDLE', NORMAL: 'notices.levels.NORMAL' };
export const NOTICE_LEVEL_COLORS: Record<NoticeLevel, string> = { HIGH: 'red', MIDDLE: 'orange', NORMAL: 'gray' };

export const NOTICE_SCOPE_LABELS: Record<NoticeScope, TranslationKey> = { GLOBAL: 'notices.scopes.GLOBAL', ACCOUNTS: 'notices.scopes.ACCOUNTS', USERS: 'notices.scopes.USERS' };

export const NOTICE_STATUS_LABELS: Record<NoticeStatus, TranslationKey> = { DRAFT: 'notices.statuses.DRAFT', PUBLISHED: 'notices.statuses.PUBLISHED' };
export const NOTICE_STATUS_COLORS: Record<NoticeStatus, string> = { DRAFT: 'gray', PUBLISHED: 'green' };

const APPROVAL_TEXTS: Partial<Record<NoticeType, { title: TranslationKey; content: TranslationKey }>> = {
  APPROVAL_NEXT: { title: 'notices.approval.APPROVAL_NEXT.title', content: 'notices.approval.APPROVAL_NEXT.content' },
  APPROVAL_PASS: { title: 'notices.approval.APPROVAL_PASS.title', content: 'notices.approval.APPROVAL_PASS.content' },
  APPROVAL_REJECT: { title: 'notices.approval.APPROVAL_REJECT.title', content: 'notices.approval.APPROVAL_REJECT.content' },
};

const APPROVAL_ACTIONS: Readonly<Record<string, TranslationKey>> = {
  add: 'notices.approvalTypes.add',
  change: 'notices.approvalTypes.change',
  status: 'notices.approvalTypes.status',
  delete: 'notices.approvalTypes.delete',
};

/**
 * A received notice's title and content in the reader's language: an approval notice is
 * worded from what it is about; any other shows the text its writer wrote.
 */
export function noticeText(notice: InboxRow_InboxNoticeFragment, t: TFunction): { title: string; content: string } {
  const texts = APPROVAL_TEXTS[notice.type];
  const approval = notice.approval;
  if (!texts || !approval) return { title: notice.title, content: notice.content };
  const action = Object.hasOwn(APPROVAL_ACTIONS, approval.approvalType) ? t(APPROVAL_ACTIONS[approval.approvalType]) : approval.approvalType;
  const values = { name: approval.responseName, actor: approval.actor, action };
  const content = [t(texts.content, values), approval.comment ? t('notices.approval.comment', { comment: approval.comment }) : null].filter(Boolean).join('\n');
  return { title: t(texts.title, values), content };
}
