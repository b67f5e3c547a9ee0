import { filter } from 'graphql-yoga';
import { actorOf } from '../../authz/actor';
import { builder } from '../../graphql/builder';
import { countedConnection } from '../../graphql/connections';
import { ACCOUNT_ARG, entityMutations } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';
import { whileAllowed } from '../../graphql/live-session';
import { scopeOf } from '../../lib/request-meta';
import type { InboxRow, NoticeRow } from './notices.repo';
import type { NoticeParams } from './notices.tables';

const NoticeTypeEnum = builder.enumType('NoticeType', {
  values: {
    PLATFORM_UPDATE: { value: 'platform_update' },
    POLICY_UPDATE: { value: 'policy_update' },
    FINISH_UPDATE: { value: 'finish_update' },
    APPROVAL_PASS: { value: 'approval_pass', description: 'Sent by the approval flow: a request passed.' },
    APPROVAL_REJECT: { value: 'approval_reject', description: 'Sent by the approval flow: a request was rejected.' },
    APPROVAL_NEXT: { value: 'approval_next', description: 'Sent by the approval flow: a request waits for approval.' },
  } as const,
});

const NoticeLevelEnum = builder.enumType('NoticeLevel', {
  values: { HIGH: { value: 'high' }, MIDDLE: { value: 'middle' }, NORMAL: { value: 'normal' } } as const,
});

const NoticeScopeEnum = builder.enumType('NoticeScope', {
  description: 'Who receives a notice, resolved when it is published.',
  values: {
    GLOBAL: { value: 'global', description: 'Every user of every account (system admins only).' },
    ACCOUNTS: { value: 'accounts', description: 'Every user of the chosen accounts.' },
    USERS: { value: 'users', description: 'The chosen users.' },
  } as const,
});

const NoticeStatusEnum = builder.enumType('NoticeStatus', {
  values: { DRAFT: { value: 'draft' }, PUBLISHED: { value: 'published' } } as const,
});

const NoticeApprovalType = builder.objectRef<NoticeParams>('NoticeApproval').implement({
  description: 'What an approval notice is about, for showing it in the reader’s language.',
  fields: (t) => ({
    responseName: t.exposeString('responseName'),
    approvalType: t.exposeString('approvalType', { description: 'add, change, status or delete.' }),
    actor: t.exposeString('actor', { description: 'Who requested (APPROVAL_NEXT) or decided.' }),
    comment: t.exposeString('comment', { nullable: true }),
  }),
});

const NoticeAccountType = builder.objectRef<{ id: string; name: string }>('NoticeAccount').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const NoticeUserType = builder.objectRef<{ id: string; username: string; accountId: string; accountName: string }>('NoticeUser').implement({
  fields: (t) => ({ id: t.exposeID('id'), username: t.exposeString('username'), accountId: t.exposeID('accountId'), accountName: t.exposeString('accountName') }),
});

const NoticeType = builder.objectRef<NoticeRow>('Notice').implement({
  description: 'A notice as its writers manage it (/manage/systemmanage/notice/list).',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId', { description: 'The account that wrote it.' }),
    title: t.exposeString('title'),
    content: t.exposeString('content', { description: 'Plain text; line breaks are kept.' }),
    type: t.field({ type: NoticeTypeEnum, resolve: (n) => n.type }),
    level: t.field({ type: NoticeLevelEnum, resolve: (n) => n.level }),
    scope: t.field({ type: NoticeScopeEnum, resolve: (n) => n.scope }),
    status: t.field({ type: NoticeStatusEnum, resolve: (n) => n.status }),
    accounts: t.field({
      type: [NoticeAccountType],
      description: 'The receiving accounts (scope ACCOUNTS).',
      resolve: (n, _args, ctx) => ctx.services.notices.recipientAccounts(n),
    }),
    users: t.field({
      type: [NoticeUserType],
      description: 'The receiving users (scope USERS).',
      resolve: (n, _args, ctx) => ctx.services.notices.recipientUsers(n),
    }),
    receiverCount: t.int({ description: 'Users who received it (0 while a draft).', resolve: (n) => Number(n.receiverCount ?? 0) }),
    readCount: t.int({ description: 'Receivers who have read it.', resolve: (n) => Number(n.readCount ?? 0) }),
    approval: t.field({ type: NoticeApprovalType, nullable: true, resolve: (n) => n.params }),
    creator: t.exposeString('creator', { nullable: true }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const InboxNoticeType = builder.objectRef<InboxRow>('InboxNotice').implement({
  description: 'A published notice the caller received (/notices).',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    type: t.field({ type: NoticeTypeEnum, resolve: (n) => n.type }),
    level: t.field({ type: NoticeLevelEnum, resolve: (n) => n.level }),
    approval: t.field({ type: NoticeApprovalType, nullable: true, resolve: (n) => n.params }),
    sender: t.exposeString('creator', { nullable: true }),
    receivedAt: t.expose('createdAt', { type: 'DateTime' }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
    read: t.boolean({ resolve: (n) => n.readAt !== null }),
  }),
});

const NoticeInput = builder.inputType('NoticeInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: '1-100 characters.' }),
    content: t.string({ required: true, description: 'Plain text with line breaks, 1-5000 characters.' }),
    type: t.field({ type: NoticeTypeEnum, required: true, description: 'Not one of the APPROVAL_ types: the approval flow sends those.' }),
    level: t.field({ type: NoticeLevelEnum, required: true }),
    scope: t.field({ type: NoticeScopeEnum, required: true }),
    accountIds: t.idList({ description: 'Scope ACCOUNTS: the receiving accounts (others than your own: system admins only).' }),
    userIds: t.idList({ description: 'Scope USERS: the receiving users (of other accounts: system admins only).' }),
  }),
});

builder.queryField('notices', (t) =>
  t.connection(
    {
      ...readOf(NoticeType, { can: 'system_notice' }, "Notices the caller's account wrote (system admins: every account's unless narrowed)."),
      args: {
        search: t.arg.string({ description: 'Part of the title or content.' }),
        type: t.arg({ type: NoticeTypeEnum }),
        level: t.arg({ type: NoticeLevelEnum }),
        status: t.arg({ type: NoticeStatusEnum }),
        accountId: t.arg.id({ description: ACCOUNT_ARG }),
      },
      resolve: (_root, args, ctx) => ctx.services.notices.list(actorOf(ctx), { args, ...args }),
    },
    countedConnection('NoticeConnection'),
  ),
);

builder.queryField('notice', (t) =>
  t.field({
    ...readOf(NoticeType, { can: 'system_notice' }),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.notices.get(actorOf(ctx), args.id, args.accountId),
  }),
);

builder.queryField('noticeAccountChoices', (t) =>
  t.field({
    ...readOf([NoticeAccountType], { can: 'system_notice' }, 'Accounts a notice may address (at most 50, by name): any for system admins, else your own.'),
    args: { search: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.services.notices.accountChoices(actorOf(ctx), args.search),
  }),
);

builder.queryField('noticeUserChoices', (t) =>
  t.field({
    ...readOf([NoticeUserType], { can: 'system_notice' }, 'Users a notice may address (at most 50, by username): of any account for system admins, else of your own.'),
    args: { search: t.arg.string(), accountIds: t.arg.idList({ description: 'Only users of these accounts.' }) },
    resolve: (_root, args, ctx) => ctx.services.notices.userChoices(actorOf(ctx), args),
  }),
);

entityMutations({ entity: 'Notice', type: NoticeType, input: NoticeInput, can: 'system_notice' }).calls({
  create: (input, { actor, scope, services }) => services.notices.create(actor, input, scope),
  update: (id, input, { actor, scope, services }) => services.notices.update(actor, id, input, scope),
  remove: (id, { actor, scope, services }) => services.notices.delete(actor, id, scope),
});

builder.mutationField('publishNotice', (t) =>
  t.field({
    ...changeOf(NoticeType, { can: 'system_notice' }, 'Publishes a draft: its receivers are resolved now and each receives it unread.'),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.notices.publish(actorOf(ctx), args.id, scopeOf(ctx, args)),
  }),
);

// The caller's own notices: every signed-in user has some.

builder.queryField('myNotices', (t) =>
  t.connection(
    {
      ...readOf(InboxNoticeType, { authenticated: true }, 'Notices the caller received, newest first.'),
      args: { unreadOnly: t.arg.boolean() },
      resolve: (_root, args, ctx) => ctx.services.notices.inbox(actorOf(ctx), { args, unreadOnly: args.unreadOnly }),
    },
    countedConnection('InboxNoticeConnection'),
  ),
);

builder.queryField('myNotice', (t) =>
  t.field({
    ...readOf(InboxNoticeType, { authenticated: true }, 'One notice the caller received.'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.notices.inboxNotice(actorOf(ctx), args.id),
  }),
);

builder.queryField('myUnreadNoticeCount', (t) =>
  t.field({
    ...readOf('Int', { authenticated: true }, 'How many of the caller’s notices are unread.'),
    resolve: (_root, _args, ctx) => ctx.services.notices.unreadCount(actorOf(ctx)),
  }),
);

builder.mutationField('markNoticeRead', (t) =>
  t.field({
    ...changeOf(InboxNoticeType, { authenticated: true }, 'Marks one of the caller’s notices read.'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.notices.markRead(actorOf(ctx), args.id),
  }),
);

builder.mutationField('markAllNoticesRead', (t) =>
  t.field({
    ...changeOf('Int', { authenticated: true }, 'Marks every notice of the caller read; answers how many were unread.'),
    resolve: (_root, _args, ctx) => ctx.services.notices.markAllRead(actorOf(ctx)),
  }),
);

builder.subscriptionField('myUnreadNoticeCountChanged', (t) =>
  t.field({
    ...readOf('Int', { authenticated: true }, 'The caller’s unread count, each time a notice reaches it, is read (here or elsewhere) or is deleted.'),
    subscribe: (_root, _args, ctx) => {
      const actor = actorOf(ctx);
      const forMe = filter((change: { userIds: string[] | null }) => change.userIds === null || change.userIds.includes(actor.user.id));
      const mine = forMe(ctx.deps.pubsub.subscribe('notices:changed', actor.accountId));
      // Any signed-in user: only the session has to last.
      return whileAllowed(ctx, mine, () => {});
    },
    resolve: (_change, _args, ctx) => ctx.services.notices.unreadCount(actorOf(ctx)),
  }),
);
