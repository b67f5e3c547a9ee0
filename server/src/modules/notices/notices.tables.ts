import type { ColumnType } from 'kysely';
import type { DefaultedTimestamp, GeneratedId, Timestamp } from '../../db/columns';

export const NOTICE_TYPES = ['platform_update', 'policy_update', 'finish_update', 'approval_pass', 'approval_reject', 'approval_next'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
/** Types the approval flow sends; nobody writes them by hand. */
export const APPROVAL_NOTICE_TYPES: readonly NoticeType[] = ['approval_pass', 'approval_reject', 'approval_next'];

export const NOTICE_LEVELS = ['high', 'middle', 'normal'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

/** Who receives a notice: every user of every account, the users of chosen accounts, or chosen users. */
export const NOTICE_SCOPES = ['global', 'accounts', 'users'] as const;
export type NoticeScope = (typeof NOTICE_SCOPES)[number];

export type NoticeStatus = 'draft' | 'published';

/** What an approval notice is about, so each reader sees it in their own language. */
export interface NoticeParams {
  responseName: string;
  approvalType: string;
  /** Who requested (approval_next) or decided (approval_pass / approval_reject). */
  actor: string;
  comment: string | null;
}

type UuidArray = ColumnType<string[], string[] | undefined, string[]>;

/** Notices (migration 0033), part of the database type in db/schema.ts. */
export interface NoticesTable {
  id: GeneratedId;
  /** The account that wrote it (the system account for system admins). */
  accountId: string;
  title: string;
  content: string;
  type: NoticeType;
  level: NoticeLevel;
  scope: NoticeScope;
  accountIds: UuidArray;
  userIds: UuidArray;
  status: ColumnType<NoticeStatus, NoticeStatus | undefined, NoticeStatus>;
  params: ColumnType<NoticeParams | null, string | null | undefined, string | null>;
  createdBy: string | null;
  creator: string | null;
  publishedAt: Timestamp | null;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

/** One receiving user of a published notice, and when it read it. */
export interface NoticeReceiptsTable {
  noticeId: string;
  userId: string;
  accountId: string;
  readAt: Timestamp | null;
  createdAt: DefaultedTimestamp;
}

export interface NoticeTables {
  notices: NoticesTable;
  noticeReceipts: NoticeReceiptsTable;
}
