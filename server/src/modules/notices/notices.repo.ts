import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf } from '../../db/queries';
import type { PageClause } from '../../lib/paging';
import type { NoticeLevel, NoticeParams, NoticeScope, NoticeStatus, NoticeType } from './notices.tables';

export interface NoticeValues {
  title: string;
  content: string;
  type: NoticeType;
  level: NoticeLevel;
  scope: NoticeScope;
  accountIds: string[];
  userIds: string[];
}

export interface NoticeFilter {
  /** The writing account; null = every account (system admins). */
  accountId: string | null;
  search: string | null;
  type: NoticeType | null;
  level: NoticeLevel | null;
  status: NoticeStatus | null;
}

/** A receiving user of a published notice. */
export interface Receiver {
  userId: string;
  accountId: string;
}

const COLUMNS = [
  'n.id',
  'n.accountId',
  'n.title',
  'n.content',
  'n.type',
  'n.level',
  'n.scope',
  'n.accountIds',
  'n.userIds',
  'n.status',
  'n.params',
  'n.creator',
  'n.publishedAt',
  'n.createdAt',
  'n.updatedAt',
] as const;

function notices(db: Database, filter: Omit<NoticeFilter, 'search'> & { search?: string | null }) {
  let query = db.selectFrom('notices as n');
  if (filter.accountId) query = query.where('n.accountId', '=', filter.accountId);
  if (filter.type) query = query.where('n.type', '=', filter.type);
  if (filter.level) query = query.where('n.level', '=', filter.level);
  if (filter.status) query = query.where('n.status', '=', filter.status);
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    query = query.where((eb) => eb.or([eb('n.title', 'ilike', like), eb('n.content', 'ilike', like)]));
  }
  return query;
}

/** The notices with how many users received and read each (published ones). */
function withCounts(db: Database, filter: Omit<NoticeFilter, 'search'> & { search?: string | null }) {
  return notices(db, filter)
    .select(COLUMNS)
    .select((eb) => [
      eb
        .selectFrom('noticeReceipts as r')
        .whereRef('r.noticeId', '=', 'n.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('receiverCount'),
      eb
        .selectFrom('noticeReceipts as r')
        .whereRef('r.noticeId', '=', 'n.id')
        .where('r.readAt', 'is not', null)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('readCount'),
    ]);
}

export function listNotices(db: Database, filter: NoticeFilter, page: PageClause) {
  return pageOf(withCounts(db, filter), page).execute();
}

export function countNotices(db: Database, filter: NoticeFilter): Promise<number> {
  return countOf(notices(db, filter));
}

export function findNotice(db: Database, accountId: string | null, id: string) {
  return withCounts(db, { accountId, type: null, level: null, status: null }).where('n.id', '=', id).executeTakeFirst();
}

export type NoticeRow = NonNullable<Awaited<ReturnType<typeof findNotice>>>;

export async function insertNotice(
  db: Database,
  accountId: string,
  values: NoticeValues,
  author: { id: string; username: string },
  extra: { status?: NoticeStatus; params?: NoticeParams | null } = {},
): Promise<string> {
  const { id } = await db
    .insertInto('notices')
    .values({
      accountId,
      ...values,
      status: extra.status ?? 'draft',
      params: extra.params ? JSON.stringify(extra.params) : null,
      publishedAt: extra.status === 'published' ? new Date() : null,
      createdBy: author.id,
      creator: author.username,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes a draft; answers false when there is no such draft (gone, or published meanwhile). */
export async function updateDraft(db: Database, accountId: string, id: string, values: NoticeValues): Promise<boolean> {
  const result = await db
    .updateTable('notices')
    .set({ ...values, updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a draft published; false when it is not a draft any more (the one guard against publishing twice). */
export async function markPublished(db: Database, accountId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('notices')
    .set({ status: 'published', publishedAt: new Date(), updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Writes the receipts of a notice, resolving its receivers now: every user (global), the users
 * of `accountIds`, or the users `userIds`. Answers who received it.
 */
export async function insertReceipts(db: Database, noticeId: string, scope: NoticeScope, accountIds: readonly string[], userIds: readonly string[]): Promise<Receiver[]> {
  let users = db.selectFrom('users as u').select([sql<string>`${noticeId}::uuid`.as('noticeId'), 'u.id as userId', 'u.accountId']);
  if (scope === 'accounts') users = accountIds.length ? users.where('u.accountId', 'in', [...accountIds]) : users.where(sql<boolean>`false`);
  if (scope === 'users') users = userIds.length ? users.where('u.id', 'in', [...userIds]) : users.where(sql<boolean>`false`);
  return db.insertInto('noticeReceipts').columns(['noticeId', 'userId', 'accountId']).expression(users).returning(['userId', 'accountId']).execute();
}

/** Deletes a notice of the account (its receipts go with it); answers who had received it. */
export async function deleteNotice(db: Database, accountId: string, id: string): Promise<Receiver[]> {
  return db.transaction().execute(async (trx) => {
    const receivers = await trx.selectFrom('noticeReceipts').select(['userId', 'accountId']).where('noticeId', '=', id).execute();
    await trx.deleteFrom('notices').where('id', '=', id).where('accountId', '=', accountId).execute();
    return receivers;
  });
}

/** How many of `ids` are accounts. */
export function countAccounts(db: Database, ids: readonly string[]): Promise<number> {
  return countOf(db.selectFrom('accounts').where('id', 'in', [...ids]));
}

/** How many of `ids` are users (of `accountId`, when given). */
export function countUsers(db: Database, accountId: string | null, ids: readonly string[]): Promise<number> {
  let query = db.selectFrom('users').where('id', 'in', [...ids]);
  if (accountId) query = query.where('accountId', '=', accountId);
  return countOf(query);
}

export function accountNames(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .orderBy('name')
    .execute();
}

export function userNames(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.accountId')
    .select(['u.id', 'u.username', 'u.accountId', 'a.name as accountName'])
    .where('u.id', 'in', [...ids])
    .orderBy('u.username')
    .execute();
}

/** Accounts for the recipients picker, by name. */
export function accountChoices(db: Database, accountId: string | null, search: string | null, limit: number) {
  let query = db.selectFrom('accounts').select(['id', 'name']);
  if (accountId) query = query.where('id', '=', accountId);
  if (search) query = query.where('name', 'ilike', `%${escapeLike(search)}%`);
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}

/** Users for the recipients picker, by username: of `accountId` (null = any), optionally narrowed to `accountIds`. */
export function userChoices(db: Database, accountId: string | null, accountIds: readonly string[] | null, search: string | null, limit: number) {
  let query = db.selectFrom('users as u').innerJoin('accounts as a', 'a.id', 'u.accountId').select(['u.id', 'u.username', 'u.accountId', 'a.name as accountName']);
  if (accountId) query = query.where('u.accountId', '=', accountId);
  if (accountIds?.length) query = query.where('u.accountId', 'in', [...accountIds]);
  if (search) {
    const like = `%${escapeLike(search)}%`;
    query = query.where((eb) => eb.or([eb('u.username', 'ilike', like), eb('u.realname', 'ilike', like), eb('a.name', 'ilike', like)]));
  }
  return query.orderBy('u.username').orderBy('u.id').limit(limit).execute();
}

/** The users of an account whose role holds `code`, with the account's entitlements (to narrow the codes to what takes effect). */
export function usersWithCode(db: Database, accountId: string, code: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.roleId')
    .innerJoin('accounts as a', 'a.id', 'u.accountId')
    .select(['u.id', 'r.codes', 'a.entitlements'])
    .where('u.accountId', '=', accountId)
    .where('u.status', '=', 'enabled')
    .where(sql<boolean>`${code} = any(r.codes)`)
    .execute();
}

// The inbox: a user's receipts, always narrowed to the user and its account.

const INBOX_COLUMNS = ['n.id', 'n.title', 'n.content', 'n.type', 'n.level', 'n.params', 'n.creator', 'n.publishedAt', 'r.readAt', 'r.createdAt'] as const;

function inbox(db: Database, receiver: Receiver, unreadOnly: boolean) {
  let query = db
    .selectFrom('noticeReceipts as r')
    .innerJoin('notices as n', 'n.id', 'r.noticeId')
    .where('r.userId', '=', receiver.userId)
    .where('r.accountId', '=', receiver.accountId);
  if (unreadOnly) query = query.where('r.readAt', 'is', null);
  return query;
}

export function listInbox(db: Database, receiver: Receiver, unreadOnly: boolean, page: PageClause) {
  return pageOf(inbox(db, receiver, unreadOnly).select(INBOX_COLUMNS), page).execute();
}

export function countInbox(db: Database, receiver: Receiver, unreadOnly: boolean): Promise<number> {
  return countOf(inbox(db, receiver, unreadOnly));
}

export function findInbox(db: Database, receiver: Receiver, noticeId: string) {
  return inbox(db, receiver, false).select(INBOX_COLUMNS).where('n.id', '=', noticeId).executeTakeFirst();
}

export type InboxRow = NonNullable<Awaited<ReturnType<typeof findInbox>>>;

/** Marks one receipt read; answers whether it was unread. */
export async function markRead(db: Database, receiver: Receiver, noticeId: string): Promise<boolean> {
  const result = await db
    .updateTable('noticeReceipts')
    .set({ readAt: new Date() })
    .where('noticeId', '=', noticeId)
    .where('userId', '=', receiver.userId)
    .where('accountId', '=', receiver.accountId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markAllRead(db: Database, receiver: Receiver): Promise<number> {
  const result = await db
    .updateTable('noticeReceipts')
    .set({ readAt: new Date() })
    .where('userId', '=', receiver.userId)
    .where('accountId', '=', receiver.accountId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function unreadCount(db: Database, receiver: Receiver): Promise<number> {
  return countInbox(db, receiver, true);
}
