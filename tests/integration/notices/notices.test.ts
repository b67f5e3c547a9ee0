import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectGraphQLWs } from '../../helpers/graphql-ws';
import { gqlAs, outcome, type GraphQLAnswer } from '../../helpers/graphql';
import { MATRIX_CALLERS, roleMatrix, type MatrixCaller, type RoleMatrix } from '../../helpers/role-matrix';
import type { SeededUser } from '../../helpers/seed';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Notices: drafts and publication, receivers resolved at publication (global, accounts, users),
 * per-user read state, account isolation, the roles × operations matrix, validation in both
 * languages, the live unread count, and the approval flow's notices.
 */
type Who = MatrixCaller | 'user2' | 'userB' | 'noticeOnly';

let t: TestServer;
let m: RoleMatrix<'user2' | 'userB' | 'noticeOnly'>;
const tokens = {} as Record<Who, string>;
const people = {} as Record<'user2' | 'userB', SeededUser>;
let seq = 0;
const unique = (prefix: string) => `${prefix} ${++seq}-${Math.random().toString(36).slice(2, 6)}`;

const FIELDS = 'id title content type level scope status receiverCount readCount accounts { id } users { id }';
const CREATE = `mutation($i: NoticeInput!, $a: ID) { createNotice(input: $i, accountId: $a) {
  __typename ... on AppError { code message } ... on MutationCreateNoticeSuccess { data { ${FIELDS} } } } }`;
const UPDATE = `mutation($id: ID!, $i: NoticeInput!) { updateNotice(id: $id, input: $i) {
  __typename ... on AppError { code message } ... on MutationUpdateNoticeSuccess { data { ${FIELDS} } } } }`;
const PUBLISH = `mutation($id: ID!) { publishNotice(id: $id) {
  __typename ... on AppError { code message } ... on MutationPublishNoticeSuccess { data { ${FIELDS} } } } }`;
const DELETE = `mutation($id: ID!) { deleteNotice(id: $id) { __typename ... on AppError { code message } } }`;
const LIST = `query($search: String, $status: NoticeStatus, $type: NoticeType, $level: NoticeLevel, $first: Int, $after: String) {
  notices(search: $search, status: $status, type: $type, level: $level, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { ${FIELDS} } } } }`;
const INBOX = `query($unread: Boolean) { myNotices(unreadOnly: $unread, first: 40) { totalCount edges { node { id title type read approval { responseName actor approvalType comment } } } } }`;
const MINE = `query($id: ID!) { myNotice(id: $id) { id title read } }`;
const UNREAD = '{ myUnreadNoticeCount }';
const MARK = `mutation($id: ID!) { markNoticeRead(id: $id) { __typename ... on AppError { code } ... on MutationMarkNoticeReadSuccess { data { id read } } } }`;
const MARK_ALL = `mutation { markAllNoticesRead { __typename ... on MutationMarkAllNoticesReadSuccess { data } } }`;

beforeAll(async () => {
  t = await startTestServer({ listen: true });
  m = await roleMatrix(t, {
    user2: async ({ a }) => (people.user2 = await t.seed.userIn(a.accountId, a.roleIds.USER, {})),
    userB: async ({ b }) => (people.userB = await t.seed.userIn(b.accountId, b.roleIds.USER, {})),
    noticeOnly: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['system_notice']), {}),
  });
  Object.assign(tokens, m.tokens);
});
afterAll(() => t.close());

function result(answer: GraphQLAnswer): { data?: any; code?: string; message?: string } {
  if (answer.errors?.length) return { code: answer.errors[0].extensions?.code ?? 'error', message: answer.errors[0].message };
  const value = Object.values(answer.data ?? {})[0] as any;
  if (value?.__typename === 'AppError') return { code: value.code, message: value.message };
  return { data: value?.data ?? value };
}

const input = (extra: Record<string, unknown> = {}) => ({
  title: unique('Maintenance'),
  content: 'The console restarts at 02:00.\nExpect a short outage.',
  type: 'PLATFORM_UPDATE',
  level: 'HIGH',
  scope: 'ACCOUNTS',
  accountIds: [m.a.accountId],
  ...extra,
});

async function create(who: Who, i: Record<string, unknown> = input(), lang = 'en') {
  return result(await gqlAs(t, tokens[who], CREATE, { i }, lang));
}
async function createOk(who: Who, i: Record<string, unknown> = input()) {
  const r = await create(who, i);
  if (!r.data) throw new Error(JSON.stringify(r));
  return r.data as { id: string; title: string; status: string; receiverCount: number };
}
const publish = async (who: Who, id: string) => result(await gqlAs(t, tokens[who], PUBLISH, { id }));
const inbox = async (who: Who, unread = false) => {
  const answer = await gqlAs(t, tokens[who], INBOX, { unread });
  if (!answer.data) throw new Error(JSON.stringify(answer));
  return answer.data.myNotices as { totalCount: number; edges: Array<{ node: { id: string; title: string; type: string; read: boolean; approval: any } }> };
};
const inboxIds = async (who: Who) => (await inbox(who)).edges.map((e) => e.node.id);
const unread = async (who: Who) => (await gqlAs(t, tokens[who], UNREAD)).data!.myUnreadNoticeCount as number;
const noticeRows = async () =>
  Number(
    (
      await t.runtime.deps.db
        .selectFrom('notices')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('accountId', '=', m.a.accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('publishing', () => {
  it('keeps a draft from every inbox, then reaches exactly the users of the chosen account', async () => {
    const draft = await createOk('admin');
    expect(draft).toMatchObject({ status: 'DRAFT', receiverCount: 0 });
    for (const who of ['user', 'user2', 'admin'] as const) expect(await inboxIds(who)).not.toContain(draft.id);
    expect(outcome(await gqlAs(t, tokens.user, MINE, { id: draft.id }))).toBe('404');

    const published = (await publish('admin', draft.id)).data;
    expect(published.status).toBe('PUBLISHED');
    const usersOfA = await t.runtime.deps.db.selectFrom('users').select('id').where('accountId', '=', m.a.accountId).execute();
    expect(published.receiverCount).toBe(usersOfA.length);
    for (const who of ['customerSuperAdmin', 'admin', 'user', 'view', 'user2', 'noticeOnly'] as const) expect(await inboxIds(who)).toContain(draft.id);
    for (const who of ['otherAccount', 'userB', 'systemAdmin'] as const) expect(await inboxIds(who)).not.toContain(draft.id);
    // B's users cannot open it or mark it read.
    expect(outcome(await gqlAs(t, tokens.userB, MINE, { id: draft.id }))).toBe('404');
    expect(result(await gqlAs(t, tokens.userB, MARK, { id: draft.id })).code).toBe('404');

    // Published once: no second publication, no edits.
    expect((await publish('admin', draft.id)).code).toBe('409');
    expect(result(await gqlAs(t, tokens.admin, UPDATE, { id: draft.id, i: input() })).code).toBe('409');
  });

  it('sends to chosen users only, and a system admin reaches every account or a global audience', async () => {
    const toOne = await createOk('customerSuperAdmin', input({ scope: 'USERS', accountIds: null, userIds: [people.user2.userId] }));
    expect((await publish('customerSuperAdmin', toOne.id)).data.receiverCount).toBe(1);
    expect(await inboxIds('user2')).toContain(toOne.id);
    expect(await inboxIds('user')).not.toContain(toOne.id);

    const toB = await createOk('systemAdmin', input({ accountIds: [m.b.accountId] }));
    await publish('systemAdmin', toB.id);
    expect(await inboxIds('userB')).toContain(toB.id);
    expect(await inboxIds('otherAccount')).toContain(toB.id);
    expect(await inboxIds('user')).not.toContain(toB.id);

    const everyone = await createOk('systemAdmin', input({ scope: 'GLOBAL', accountIds: null }));
    const allUsers = async () =>
      Number(
        (
          await t.runtime.deps.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Other tests may add users meanwhile (a shared PostgreSQL): every user there at publication receives it.
    const before = await allUsers();
    const done = (await publish('systemAdmin', everyone.id)).data;
    expect(done.receiverCount).toBeGreaterThanOrEqual(before);
    expect(done.receiverCount).toBeLessThanOrEqual(await allUsers());
    for (const who of ['user', 'userB', 'systemAdmin'] as const) expect(await inboxIds(who)).toContain(everyone.id);
  });

  it('lets account admins address only their own account and its users', async () => {
    const before = await noticeRows();
    expect(await create('admin', input({ scope: 'GLOBAL', accountIds: null }))).toMatchObject({
      code: '403',
      message: 'Only system administrators can send a notice to every account.',
    });
    expect((await create('admin', input({ accountIds: [m.b.accountId] }))).code).toBe('404');
    expect((await create('admin', input({ scope: 'USERS', accountIds: null, userIds: [people.userB.userId] }))).code).toBe('404');
    expect((await create('admin', input({ scope: 'USERS', accountIds: null, userIds: ['not-an-id'] }))).code).toBe('404');
    expect(await noticeRows()).toBe(before);
  });
});

describe('read state', () => {
  it('is kept per user: reading, reading again and reading everything', async () => {
    const a = await createOk('admin');
    const b = await createOk('admin');
    await publish('admin', a.id);
    await publish('admin', b.id);
    const startUser = await unread('user');
    const startUser2 = await unread('user2');
    expect((await inbox('user', true)).edges.map((e) => e.node.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    expect(result(await gqlAs(t, tokens.user, MARK, { id: a.id })).data).toEqual({ id: a.id, read: true });
    expect(await unread('user')).toBe(startUser - 1);
    expect(await unread('user2')).toBe(startUser2);
    expect((await gqlAs(t, tokens.user, MINE, { id: a.id })).data!.myNotice.read).toBe(true);
    expect((await gqlAs(t, tokens.user2, MINE, { id: a.id })).data!.myNotice.read).toBe(false);
    // Again: still read, the count does not move.
    await gqlAs(t, tokens.user, MARK, { id: a.id });
    expect(await unread('user')).toBe(startUser - 1);
    expect((await inbox('user', true)).edges.map((e) => e.node.id)).not.toContain(a.id);

    expect((await gqlAs(t, tokens.user, MARK_ALL)).data!.markAllNoticesRead.data).toBe(startUser - 1);
    expect(await unread('user')).toBe(0);
    expect(await unread('user2')).toBe(startUser2);
    const counts = (await gqlAs(t, tokens.admin, LIST, { search: a.title, first: 5 })).data!.notices.edges[0].node;
    expect(counts.readCount).toBe(1);
  });

  it('takes a deleted published notice out of every inbox', async () => {
    const n = await createOk('admin');
    await publish('admin', n.id);
    expect(await inboxIds('user')).toContain(n.id);
    expect(outcome(await gqlAs(t, tokens.admin, DELETE, { id: n.id }))).toBe('200');
    expect(await inboxIds('user')).not.toContain(n.id);
    expect(outcome(await gqlAs(t, tokens.user, MINE, { id: n.id }))).toBe('404');
  });
});

describe('the unread count live', () => {
  it('goes up when a notice is published and down when it is read elsewhere', async () => {
    const ws = await connectGraphQLWs(t, tokens.user2);
    try {
      ws.subscribe('1', 'subscription { myUnreadNoticeCountChanged }');
      const channel = `notices:changed:${m.a.accountId}`;
      for (let i = 0; i < 200 && t.runtime.deps.pubsub.subscribers(channel) === 0; i++) await new Promise((r) => setTimeout(r, 25));
      const start = await unread('user2');
      const n = await createOk('admin');
      await publish('admin', n.id);
      const up = await ws.waitFor((msg) => msg.id === '1' && msg.type === 'next' && msg.payload?.data?.myUnreadNoticeCountChanged === start + 1);
      expect(up.payload.errors).toBeUndefined();
      await gqlAs(t, tokens.user2, MARK, { id: n.id });
      await ws.waitFor((msg) => msg.id === '1' && msg.type === 'next' && msg.payload?.data?.myUnreadNoticeCountChanged === start);
    } finally {
      ws.socket.close();
    }
  });
});

describe('validation', () => {
  it('refuses bad input with clear messages in both languages and saves nothing', async () => {
    const before = await noticeRows();
    expect(await create('admin', input({ title: '   ' }))).toMatchObject({ code: '400', message: 'The title must be 1-100 characters.' });
    expect(await create('admin', input({ title: 'x'.repeat(101) }), 'zh-TW')).toMatchObject({ code: '400', message: '標題長度必須為 1-100 個字元。' });
    expect(await create('admin', input({ content: '' }))).toMatchObject({ code: '400', message: 'The content must be 1-5000 characters.' });
    expect(await create('admin', input({ content: 'y'.repeat(5001) }), 'zh-TW')).toMatchObject({ code: '400', message: '內容長度必須為 1-5000 個字元。' });
    expect(await create('admin', input({ accountIds: [] }))).toMatchObject({ code: '400', message: 'Choose at least one account to receive the notice.' });
    expect(await create('admin', input({ scope: 'USERS', accountIds: null, userIds: [] }), 'zh-TW')).toMatchObject({ code: '400', message: '請至少選擇一位接收通知的使用者。' });
    expect((await create('admin', input({ userIds: [people.user2.userId] }))).code).toBe('400');
    expect(await create('admin', input({ type: 'APPROVAL_PASS' }))).toMatchObject({
      code: '400',
      message: 'Approval notices are sent by the approval flow and cannot be written by hand.',
    });
    expect((await create('admin', input({ level: 'URGENT' }))).code).not.toBe('200');
    expect(await noticeRows()).toBe(before);
  });

  it('keeps line breaks and edits drafts; lists page on the server with filters', async () => {
    const draft = await createOk('admin', input({ level: 'NORMAL', type: 'POLICY_UPDATE' }));
    const edited = result(
      await gqlAs(t, tokens.admin, UPDATE, { id: draft.id, i: input({ title: `${draft.title} v2`, content: 'line one\r\nline two  ', level: 'MIDDLE' }) }),
    ).data;
    expect(edited).toMatchObject({ title: `${draft.title} v2`, content: 'line one\nline two', level: 'MIDDLE', status: 'DRAFT' });
    for (let i = 0; i < 3; i++) await createOk('admin', input({ type: 'FINISH_UPDATE' }));
    const page1 = (await gqlAs(t, tokens.admin, LIST, { type: 'FINISH_UPDATE', first: 2 })).data!.notices;
    expect(page1.totalCount).toBeGreaterThanOrEqual(3);
    expect(page1.edges).toHaveLength(2);
    const page2 = (await gqlAs(t, tokens.admin, LIST, { type: 'FINISH_UPDATE', first: 2, after: page1.pageInfo.endCursor })).data!.notices;
    expect(page2.edges[0].node.id).not.toBe(page1.edges[1].node.id);
    const drafts = (await gqlAs(t, tokens.admin, LIST, { status: 'DRAFT', level: 'MIDDLE', first: 100 })).data!.notices.edges.map((e: any) => e.node.id);
    expect(drafts).toContain(draft.id);
    const logs = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select('activityType')
      .where('accountId', '=', m.a.accountId)
      .where('target', 'in', [`notice:${draft.title}`, `notice:${draft.title} v2`])
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.activityType)).toEqual(['notice.create', 'notice.update']);
  });
});

describe('permissions', () => {
  it('holds the roles × operations matrix, and another account never sees A’s notices', async () => {
    const expected: Record<MatrixCaller | 'noticeOnly', boolean> = {
      systemAdmin: true,
      customerSuperAdmin: true,
      admin: true,
      noticeOnly: true,
      user: false,
      view: false,
      otherAccount: true,
    };
    const ofA = await createOk('admin');
    for (const who of [...MATRIX_CALLERS, 'noticeOnly'] as const) {
      const allowed = expected[who];
      const created = await create(who);
      const list = await gqlAs(t, tokens[who], LIST, { first: 100 });
      if (!allowed) {
        expect(created.code, who).toBe('403');
        expect(outcome(list), who).toBe('403');
        expect(outcome(await gqlAs(t, tokens[who], PUBLISH, { id: ofA.id })), who).toBe('403');
        expect(outcome(await gqlAs(t, tokens[who], DELETE, { id: ofA.id })), who).toBe('403');
        continue;
      }
      const ids = list.data!.notices.edges.map((e: any) => e.node.id);
      if (who === 'otherAccount') {
        // B's admin may write for B only: A's account is not found, A's notices do not exist.
        expect(created.code, who).toBe('404');
        expect(ids).not.toContain(ofA.id);
        expect(outcome(await gqlAs(t, tokens[who], UPDATE, { id: ofA.id, i: input({ accountIds: [m.b.accountId] }) })), who).toBe('404');
        expect(outcome(await gqlAs(t, tokens[who], PUBLISH, { id: ofA.id })), who).toBe('404');
        expect(outcome(await gqlAs(t, tokens[who], DELETE, { id: ofA.id })), who).toBe('404');
        continue;
      }
      expect(created.data?.status, who).toBe('DRAFT');
      expect(ids, who).toContain(ofA.id);
      expect((await publish(who, created.data.id)).data?.status, who).toBe('PUBLISHED');
      expect(outcome(await gqlAs(t, tokens[who], DELETE, { id: created.data.id })), who).toBe('200');
    }
    // Every signed-in user reads their own inbox; nobody signed out does.
    for (const who of [...MATRIX_CALLERS, 'noticeOnly'] as const) expect(outcome(await gqlAs(t, tokens[who], UNREAD)), who).toBe('200');
    expect(outcome(await gqlAs(t, null, UNREAD))).toBe('401');
  });
});

describe('approval notices', () => {
  it('tells approvers of a request and the requester of a pass or a reject', async () => {
    const rule = await gqlAs(
      t,
      tokens.customerSuperAdmin,
      'mutation { createRiskRule(input: { name: "rooted devices", type: ENVIRONMENT, platform: ALL, kinds: [ROOT], riskLevel: HIGH, enabled: true }) { ... on MutationCreateRiskRuleSuccess { data { id } } } }',
    );
    const ruleId = rule.data!.createRiskRule.data.id as string;
    const request = async (name: string) =>
      result(
        await gqlAs(
          t,
          tokens.user,
          `mutation($i: SecurityResponseInput!) { requestSecurityResponseAdd(input: $i, reason: "new threat") {
            __typename ... on AppError { code message } ... on MutationRequestSecurityResponseAddSuccess { data { id } } } }`,
          { i: { name, ruleId, riskLevel: 'HIGH', responseType: 'BLOCK' } },
        ),
      ).data.id as string;
    const decide = async (field: string, id: string) =>
      outcome(await gqlAs(t, tokens.admin, `mutation($id: ID!) { ${field}(id: $id, comment: "looks right") { __typename ... on AppError { code } } }`, { id }));
    const ofType = async (who: Who, type: string, name: string) => (await inbox(who)).edges.map((e) => e.node).filter((n) => n.type === type && n.approval?.responseName === name);

    const passName = unique('block rooted');
    const first = await request(passName);
    // The approvers of A (customer super admin and admin hold monitor_approve) hear of it; the requester and plain users do not.
    for (const who of ['customerSuperAdmin', 'admin'] as const) expect(await ofType(who, 'APPROVAL_NEXT', passName), who).toHaveLength(1);
    for (const who of ['user', 'user2', 'view', 'otherAccount'] as const) expect(await ofType(who, 'APPROVAL_NEXT', passName), who).toHaveLength(0);
    expect((await ofType('admin', 'APPROVAL_NEXT', passName))[0].approval).toMatchObject({ approvalType: 'add', comment: null });

    expect(await decide('passSecurityResponseApproval', first)).toBe('200');
    const passed = await ofType('user', 'APPROVAL_PASS', passName);
    expect(passed).toHaveLength(1);
    expect(passed[0].approval.comment).toBe('looks right');
    expect(await ofType('user2', 'APPROVAL_PASS', passName)).toHaveLength(0);
    expect(await ofType('customerSuperAdmin', 'APPROVAL_PASS', passName)).toHaveLength(0);

    const rejectName = unique('block hooked');
    const second = await request(rejectName);
    expect(await decide('rejectSecurityResponseApproval', second)).toBe('200');
    expect(await ofType('user', 'APPROVAL_REJECT', rejectName)).toHaveLength(1);
    expect(await ofType('user', 'APPROVAL_PASS', rejectName)).toHaveLength(0);
    expect(await ofType('user2', 'APPROVAL_REJECT', rejectName)).toHaveLength(0);

    // A decision that fails (decided twice) sends nothing more.
    expect(await decide('passSecurityResponseApproval', second)).toBe('409');
    expect(await ofType('user', 'APPROVAL_PASS', rejectName)).toHaveLength(0);
  });
});
