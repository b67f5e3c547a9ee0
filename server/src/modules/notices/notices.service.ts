import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import { effectiveCodes } from '../../../../common/permissions';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { dateKey } from '../../lib/keyset';
import { byCreation, keysetConnection } from '../../lib/paging';
import type { ActScope } from '../../lib/request-meta';
import { isUuid } from '../../lib/validation';
import type { ActivityType, Auditor } from '../../platform/auditor';
import type { AppPubSub } from '../../platform/pubsub';
import * as repo from './notices.repo';
import {
  APPROVAL_NOTICE_TYPES,
  NOTICE_LEVELS,
  NOTICE_SCOPES,
  NOTICE_TYPES,
  type NoticeLevel,
  type NoticeParams,
  type NoticeScope,
  type NoticeStatus,
  type NoticeType,
} from './notices.tables';

export interface NoticeInput {
  title: string;
  content: string;
  type: NoticeType;
  level: NoticeLevel;
  scope: NoticeScope;
  /** The receiving accounts, for scope `accounts`. */
  accountIds?: readonly string[] | null;
  /** The receiving users, for scope `users`. */
  userIds?: readonly string[] | null;
}

export interface NoticeListOptions {
  args: DefaultConnectionArguments;
  accountId?: string | null;
  search?: string | null;
  type?: NoticeType | null;
  level?: NoticeLevel | null;
  status?: NoticeStatus | null;
}

/** What the approval flow tells about one approval. */
export interface ApprovalFacts {
  accountId: string;
  responseName: string;
  approvalType: string;
}

/** Sends the live "your notices changed" events of a change once its transaction has committed. */
export type Announce = () => void;

export const TITLE_MAX = 100;
export const CONTENT_MAX = 5000;
/** Accounts or users one notice may name. */
const RECIPIENTS_LIMIT = 500;
/** Entries a recipients picker shows. */
const CHOICES_LIMIT = 50;

/** Who receives what a change touched, by account: every user of it (null) or some. */
type Touched = Map<string, Set<string> | null>;

declare module '../../platform/pubsub' {
  interface ModuleTopics {
    /** Notices of users of the account arrived, were read or went away; `userIds` null = every user of it. id = accountId. */
    'notices:changed': [accountId: string, payload: { userIds: string[] | null }];
  }
}

/**
 * Notices (spec §2 `notice/list`, `notice/add-or-update`, `/notices`; §3; §4 draft or
 * published). Admins holding `system_notice` write drafts and publish them; receivers are
 * resolved at publication (global: every user of every account; accounts: their users; users:
 * those users) and each gets a receipt with its own read state. Only system admins address other
 * accounts or every account; an account's admins address their own account or its users.
 * Drafts may be edited and deleted; a published notice is never edited, and deleting it takes
 * it out of every inbox. The approval flow of security responses sends approval notices here.
 */
export class NoticesService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly pubsub: AppPubSub,
  ) {}

  // Administration

  async list(actor: Actor, options: NoticeListOptions) {
    actor.assertCan('system_notice');
    const filter: repo.NoticeFilter = {
      accountId: actor.listScope(options.accountId),
      search: (options.search ?? '').trim().slice(0, 200) || null,
      type: options.type ?? null,
      level: options.level ?? null,
      status: options.status ?? null,
    };
    return byCreation({
      args: options.args,
      table: 'n',
      fetch: (page) => repo.listNotices(this.db, filter, page),
      count: () => repo.countNotices(this.db, filter),
    });
  }

  async get(actor: Actor, id: string, accountId?: string | null) {
    actor.assertCan('system_notice');
    return this.find(actor.listScope(accountId), id);
  }

  /** Saves a new draft. */
  async create(actor: Actor, input: NoticeInput, scope: ActScope) {
    actor.assertCanChange('system_notice');
    const accountId = actor.accountScope(scope.accountId);
    const values = await this.validate(actor, input);
    const id = await repo.insertNotice(this.db, accountId, values, actor.user);
    await this.log(actor, accountId, scope.ip, 'notice.create', values.title);
    return this.find(accountId, id);
  }

  /** Changes a draft; a published notice is refused. */
  async update(actor: Actor, id: string, input: NoticeInput, scope: ActScope) {
    actor.assertCanChange('system_notice');
    const notice = await this.find(actor.listScope(scope.accountId), id);
    if (notice.status !== 'draft') throw new ConflictError('noticePublished');
    const values = await this.validate(actor, input);
    if (!(await repo.updateDraft(this.db, notice.accountId, notice.id, values))) throw new ConflictError('noticePublished');
    await this.log(actor, notice.accountId, scope.ip, 'notice.update', values.title);
    return this.find(notice.accountId, notice.id);
  }

  /** Publishes a draft: its receivers are resolved now and each gets it unread. */
  async publish(actor: Actor, id: string, scope: ActScope) {
    actor.assertCanChange('system_notice');
    const notice = await this.find(actor.listScope(scope.accountId), id);
    if (notice.status !== 'draft') throw new ConflictError('noticePublished');
    // Checked again with the publisher's rights: whoever publishes must be allowed to address them.
    const values = await this.validate(actor, { ...notice, accountIds: notice.accountIds, userIds: notice.userIds });
    const receivers = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.markPublished(trx, notice.accountId, notice.id))) throw new ConflictError('noticePublished');
      const rows = await repo.insertReceipts(trx, notice.id, values.scope, values.accountIds, values.userIds);
      if (rows.length === 0) throw new ValidationError('noticeNoReceivers');
      return rows;
    });
    this.announce(touched(receivers, values.scope !== 'users'));
    await this.log(actor, notice.accountId, scope.ip, 'notice.publish', notice.title, `${receivers.length} receivers`);
    return this.find(notice.accountId, notice.id);
  }

  /** Deletes a draft or a published notice (which leaves every inbox that had it). */
  async delete(actor: Actor, id: string, scope: ActScope): Promise<boolean> {
    actor.assertCanChange('system_notice');
    const notice = await this.find(actor.listScope(scope.accountId), id);
    const receivers = await repo.deleteNotice(this.db, notice.accountId, notice.id);
    this.announce(touched(receivers, false));
    await this.log(actor, notice.accountId, scope.ip, 'notice.delete', notice.title);
    return true;
  }

  /** Accounts the recipients picker offers: any (system admins) or the caller's own. */
  async accountChoices(actor: Actor, search?: string | null) {
    actor.assertCan('system_notice');
    return repo.accountChoices(this.db, actor.isSystemAdmin ? null : actor.accountId, (search ?? '').trim().slice(0, 100) || null, CHOICES_LIMIT);
  }

  /** Users the recipients picker offers: of any account (system admins) or of the caller's. */
  async userChoices(actor: Actor, options: { search?: string | null; accountIds?: readonly string[] | null }) {
    actor.assertCan('system_notice');
    const accountIds = (options.accountIds ?? []).filter(isUuid);
    return repo.userChoices(this.db, actor.isSystemAdmin ? null : actor.accountId, accountIds, (options.search ?? '').trim().slice(0, 100) || null, CHOICES_LIMIT);
  }

  /** The names of a notice's receiving accounts, for the admin pages. */
  recipientAccounts(notice: repo.NoticeRow) {
    return repo.accountNames(this.db, notice.accountIds);
  }

  /** The names of a notice's receiving users (with their accounts), for the admin pages. */
  recipientUsers(notice: repo.NoticeRow) {
    return repo.userNames(this.db, notice.userIds);
  }

  // The caller's own notices (any signed-in user)

  async inbox(actor: Actor, options: { args: DefaultConnectionArguments; unreadOnly?: boolean | null }) {
    const receiver = receiverOf(actor);
    const unreadOnly = options.unreadOnly ?? false;
    return keysetConnection({
      args: options.args,
      sort: dateKey<repo.InboxRow>('r.createdAt', (r) => r.createdAt),
      direction: 'desc',
      idColumn: 'n.id',
      fetch: (page) => repo.listInbox(this.db, receiver, unreadOnly, page),
      count: () => repo.countInbox(this.db, receiver, unreadOnly),
    });
  }

  async inboxNotice(actor: Actor, id: string) {
    const row = isUuid(id) ? await repo.findInbox(this.db, receiverOf(actor), id) : undefined;
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Marks one of the caller's notices read (once; again changes nothing). */
  async markRead(actor: Actor, id: string) {
    const notice = await this.inboxNotice(actor, id);
    if (await repo.markRead(this.db, receiverOf(actor), notice.id)) this.announce(new Map([[actor.accountId, new Set([actor.user.id])]]));
    return this.inboxNotice(actor, id);
  }

  /** Marks every notice of the caller read; answers how many were unread. */
  async markAllRead(actor: Actor): Promise<number> {
    const count = await repo.markAllRead(this.db, receiverOf(actor));
    if (count > 0) this.announce(new Map([[actor.accountId, new Set([actor.user.id])]]));
    return count;
  }

  unreadCount(actor: Actor): Promise<number> {
    return repo.unreadCount(this.db, receiverOf(actor));
  }

  // Notices the approval flow sends (inside its transaction; announce after it commits)

  /** approval_next: an approval waits; every approver of the account but the requester hears of it. */
  async approvalRequested(trx: Database, facts: ApprovalFacts, requester: { id: string; username: string }): Promise<Announce> {
    const approvers = (await repo.usersWithCode(trx, facts.accountId, 'monitor_approve'))
      .filter((u) => u.id !== requester.id && effectiveCodes(u.codes, u.entitlements).includes('monitor_approve'))
      .map((u) => u.id);
    return this.send(trx, facts, 'approval_next', 'middle', approvers, { ...paramsOf(facts), actor: requester.username, comment: null }, requester);
  }

  /** approval_pass / approval_reject: the requester hears the decision. */
  async approvalDecided(
    trx: Database,
    facts: ApprovalFacts,
    outcome: { passed: boolean; requestedBy: string | null; approver: { id: string; username: string }; comment: string | null },
  ): Promise<Announce> {
    const type: NoticeType = outcome.passed ? 'approval_pass' : 'approval_reject';
    const params: NoticeParams = { ...paramsOf(facts), actor: outcome.approver.username, comment: outcome.comment };
    return this.send(trx, facts, type, outcome.passed ? 'normal' : 'high', outcome.requestedBy ? [outcome.requestedBy] : [], params, outcome.approver);
  }

  private async send(
    trx: Database,
    facts: ApprovalFacts,
    type: NoticeType,
    level: NoticeLevel,
    userIds: string[],
    params: NoticeParams,
    author: { id: string; username: string },
  ): Promise<Announce> {
    if (userIds.length === 0) return () => {};
    // Stored in English for the admin list; readers see it in their language from `params`.
    const title = `${APPROVAL_TITLES[type]}: ${facts.responseName}`.slice(0, TITLE_MAX);
    const content = [`Security response: ${facts.responseName}`, `Request: ${facts.approvalType}`, `By: ${params.actor}`, params.comment ? `Comment: ${params.comment}` : '']
      .filter(Boolean)
      .join('\n')
      .slice(0, CONTENT_MAX);
    const id = await repo.insertNotice(trx, facts.accountId, { title, content, type, level, scope: 'users', accountIds: [], userIds }, author, { status: 'published', params });
    const receivers = await repo.insertReceipts(trx, id, 'users', [], userIds);
    const changes = touched(receivers, false);
    return () => this.announce(changes);
  }

  private announce(changes: Touched): void {
    for (const [accountId, users] of changes) this.pubsub.publish('notices:changed', accountId, { userIds: users ? [...users] : null });
  }

  private async find(accountId: string | null, id: string) {
    const notice = isUuid(id) ? await repo.findNotice(this.db, accountId, id) : undefined;
    if (!notice) throw new NotFoundError();
    return notice;
  }

  /** Checks a notice's fields and whether the caller may address its receivers. */
  private async validate(actor: Actor, input: NoticeInput): Promise<repo.NoticeValues> {
    const title = (input.title ?? '').trim();
    if (title.length === 0 || [...title].length > TITLE_MAX) throw new ValidationError('noticeTitleInvalid');
    // Plain text: line breaks are kept, trailing blanks are not.
    const content = (input.content ?? '').replace(/\r\n?/g, '\n').trimEnd();
    if (content.trim().length === 0 || [...content].length > CONTENT_MAX) throw new ValidationError('noticeContentInvalid');
    if (!NOTICE_TYPES.includes(input.type) || !NOTICE_LEVELS.includes(input.level) || !NOTICE_SCOPES.includes(input.scope)) throw new ValidationError('badRequest');
    if (APPROVAL_NOTICE_TYPES.includes(input.type)) throw new ValidationError('noticeTypeReserved');
    const accountIds = [...new Set(input.accountIds ?? [])];
    const userIds = [...new Set(input.userIds ?? [])];
    if (accountIds.length > RECIPIENTS_LIMIT || userIds.length > RECIPIENTS_LIMIT) throw new ValidationError('batchTooLarge', { total: RECIPIENTS_LIMIT });
    switch (input.scope) {
      case 'global':
        if (accountIds.length || userIds.length) throw new ValidationError('noticeScopeMismatch');
        if (!actor.isSystemAdmin) throw new AppError('403', 'noticeGlobalSystemOnly');
        break;
      case 'accounts':
        if (userIds.length) throw new ValidationError('noticeScopeMismatch');
        if (accountIds.length === 0) throw new ValidationError('noticeAccountsEmpty');
        if (!accountIds.every(isUuid)) throw new NotFoundError();
        // Another account is not found for anyone but system admins.
        if (!actor.isSystemAdmin && accountIds.some((id) => id !== actor.accountId)) throw new NotFoundError();
        if ((await repo.countAccounts(this.db, accountIds)) !== accountIds.length) throw new NotFoundError();
        break;
      case 'users':
        if (accountIds.length) throw new ValidationError('noticeScopeMismatch');
        if (userIds.length === 0) throw new ValidationError('noticeUsersEmpty');
        if (!userIds.every(isUuid)) throw new NotFoundError();
        if ((await repo.countUsers(this.db, actor.isSystemAdmin ? null : actor.accountId, userIds)) !== userIds.length) throw new NotFoundError();
        break;
    }
    return { title, content, type: input.type, level: input.level, scope: input.scope, accountIds, userIds };
  }

  private async log(actor: Actor, accountId: string, ip: string | null, activity: ActivityType, title: string, reason?: string) {
    await this.audit.byActor(actor, ip, activity, { accountId, target: `notice:${title}`, reason: reason ?? null });
  }
}

const APPROVAL_TITLES: Partial<Record<NoticeType, string>> = {
  approval_next: 'Approval waiting',
  approval_pass: 'Approval passed',
  approval_reject: 'Approval rejected',
};

function paramsOf(facts: ApprovalFacts): Pick<NoticeParams, 'responseName' | 'approvalType'> {
  return { responseName: facts.responseName, approvalType: facts.approvalType };
}

function receiverOf(actor: Actor): repo.Receiver {
  return { userId: actor.user.id, accountId: actor.accountId };
}

/** The accounts (and, unless `wholeAccounts`, the users) a change reached. */
function touched(receivers: readonly repo.Receiver[], wholeAccounts: boolean): Touched {
  const map: Touched = new Map();
  for (const r of receivers) {
    if (wholeAccounts) map.set(r.accountId, null);
    else {
      const users = map.get(r.accountId) ?? new Set<string>();
      users.add(r.userId);
      map.set(r.accountId, users);
    }
  }
  return map;
}
