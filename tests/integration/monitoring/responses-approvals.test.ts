import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs, outcome, type GraphQLAnswer } from '../../helpers/graphql';
import { MATRIX_CALLERS, roleMatrix, type MatrixCaller } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Security responses and their approval flow (issue 18): every change is a request that an
 * approver other than the requester passes (and it takes effect) or rejects (and nothing
 * changes); one open approval per response; a decision is applied once however many arrive.
 *
 * Callers: the matrix's (account A's built-in roles, a system admin, account B's customer super
 * admin), plus `requester` (A's plain user, who requests but may not approve), `noRequest` (may
 * add/update/delete responses but lacks monitor_request) and `approveOnly` (monitor_approve only).
 */
type Who = MatrixCaller | 'requester' | 'noRequest' | 'approveOnly';
/** Who the matrix asks; `requester` makes the approvals the others decide. */
type Caller = Exclude<Who, 'requester'>;
const CALLERS: Caller[] = [...MATRIX_CALLERS, 'noRequest', 'approveOnly'];

let t: TestServer;
const tokens = {} as Record<Who, string>;
let accountId: string;
let ruleId: string;
let otherRuleId: string;
let seq = 0;
const next = () => `${++seq}-${Math.random().toString(36).slice(2, 7)}`;

const RESPONSE_FIELDS = 'id name status approvalStatus approvalType riskLevel responseType ruleId ruleName';
const APPROVAL_FIELDS = 'id type status requester approver mine comment reason responseId responseName proposal { name status } previous { name status }';

beforeAll(async () => {
  t = await startTestServer();
  const matrix = await roleMatrix(t, {
    requester: async ({ a }) => t.seed.userIn(a.accountId, a.roleIds.USER, {}),
    noRequest: async ({ a, roleInA }) =>
      t.seed.userIn(a.accountId, await roleInA(['threat_perception', 'monitor_response_list', 'monitor_response_add', 'monitor_response_update', 'monitor_response_delete']), {}),
    approveOnly: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['threat_perception', 'monitor_response_list', 'monitor_approve']), {}),
  });
  Object.assign(tokens, matrix.tokens);
  accountId = matrix.a.accountId;
  const rule = (token: string) =>
    gqlAs(
      t,
      token,
      'mutation { createRiskRule(input: { name: "rooted devices", type: ENVIRONMENT, platform: ALL, kinds: [ROOT], riskLevel: HIGH, enabled: true }) { ... on MutationCreateRiskRuleSuccess { data { id } } } }',
    );
  ruleId = (await rule(tokens.customerSuperAdmin)).data!.createRiskRule.data.id;
  otherRuleId = (await rule(tokens.otherAccount)).data!.createRiskRule.data.id;
});
afterAll(() => t.close());

/** The typed result of a single mutation: its data, or the AppError's code and message. */
function payload(answer: GraphQLAnswer): { data?: any; code?: string; message?: string } {
  if (answer.errors?.length) return { code: answer.errors[0].extensions?.code ?? 'error', message: answer.errors[0].message };
  const value = Object.values(answer.data ?? {})[0] as any;
  if (value?.__typename === 'AppError') return { code: value.code, message: value.message };
  return { data: value?.data ?? value };
}

const input = (name = `response ${next()}`) => ({ name, ruleId, riskLevel: 'HIGH', responseType: 'BLOCK', description: 'block rooted devices' });

async function requestAdd(who: Who, i = input(), reason: string | null = 'new threat') {
  return payload(
    await gqlAs(
      t,
      tokens[who],
      `mutation($i: SecurityResponseInput!, $r: String, $a: ID) { requestSecurityResponseAdd(input: $i, reason: $r, accountId: $a) {
        __typename ... on AppError { code message } ... on MutationRequestSecurityResponseAddSuccess { data { ${APPROVAL_FIELDS} } } } }`,
      { i, r: reason, a: accountId },
    ),
  );
}

async function requestStatus(who: Who, id: string, status: 'ENABLED' | 'DISABLED') {
  return payload(
    await gqlAs(
      t,
      tokens[who],
      `mutation($id: ID!, $s: SecurityResponseStatus!, $a: ID) { requestSecurityResponseStatus(id: $id, status: $s, accountId: $a) {
        __typename ... on AppError { code message } ... on MutationRequestSecurityResponseStatusSuccess { data { ${APPROVAL_FIELDS} } } } }`,
      { id, s: status, a: accountId },
    ),
  );
}

async function requestChange(who: Who, id: string, i: ReturnType<typeof input>) {
  return payload(
    await gqlAs(
      t,
      tokens[who],
      `mutation($id: ID!, $i: SecurityResponseInput!, $a: ID) { requestSecurityResponseChange(id: $id, input: $i, accountId: $a) {
        __typename ... on AppError { code message } ... on MutationRequestSecurityResponseChangeSuccess { data { ${APPROVAL_FIELDS} } } } }`,
      { id, i, a: accountId },
    ),
  );
}

async function requestDelete(who: Who, id: string) {
  return payload(
    await gqlAs(
      t,
      tokens[who],
      `mutation($id: ID!, $a: ID) { requestSecurityResponseDelete(id: $id, reason: "no longer needed", accountId: $a) {
        __typename ... on AppError { code message } ... on MutationRequestSecurityResponseDeleteSuccess { data { ${APPROVAL_FIELDS} } } } }`,
      { id, a: accountId },
    ),
  );
}

async function decide(who: Who, action: 'pass' | 'reject', id: string, comment: string | null = null) {
  const field = action === 'pass' ? 'passSecurityResponseApproval' : 'rejectSecurityResponseApproval';
  const success = action === 'pass' ? 'MutationPassSecurityResponseApprovalSuccess' : 'MutationRejectSecurityResponseApprovalSuccess';
  return payload(
    await gqlAs(
      t,
      tokens[who],
      `mutation($id: ID!, $c: String, $a: ID) { ${field}(id: $id, comment: $c, accountId: $a) {
        __typename ... on AppError { code message } ... on ${success} { data { ${APPROVAL_FIELDS} } } } }`,
      { id, c: comment, a: accountId },
    ),
  );
}

/** The response as account A's customer super admin reads it, or null when it is not found. */
async function response(id: string) {
  const answer = await gqlAs(t, tokens.customerSuperAdmin, `query($id: ID!) { securityResponse(id: $id) { ${RESPONSE_FIELDS} } }`, { id });
  if (answer.errors?.[0]?.extensions?.code === '404') return null;
  return answer.data!.securityResponse;
}

/** A response requested and passed: enabled, with no open approval. */
async function enabledResponse(name?: string) {
  const requested = await requestAdd('requester', input(name));
  expect(requested.code).toBeUndefined();
  expect((await decide('admin', 'pass', requested.data.id)).code).toBeUndefined();
  return requested.data.responseId as string;
}

/** The activity-log rows about one response, oldest first. */
async function logOf(name: string) {
  return t.runtime.deps.db
    .selectFrom('operationLogs')
    .select(['activityType', 'result', 'operator', 'reason'])
    .where('accountId', '=', accountId)
    .where('target', '=', `response:${name}`)
    .orderBy('id')
    .execute();
}

describe('the approval flow', () => {
  it('adds a response only when an approver passes the request, and logs each step', async () => {
    const name = `block rooted ${next()}`;
    const requested = await requestAdd('requester', input(name));
    expect(requested.data).toMatchObject({ type: 'ADD', status: 'PENDING', mine: true, proposal: { name }, previous: null, reason: 'new threat' });
    const responseId = requested.data.responseId;
    expect(await response(responseId)).toMatchObject({
      name,
      status: 'PENDING',
      approvalStatus: 'PENDING',
      approvalType: 'ADD',
      ruleId,
      ruleName: 'rooted devices',
      responseType: 'BLOCK',
    });

    // The approver sees it pending, not as theirs.
    const queue = await gqlAs(t, tokens.admin, `{ securityResponseApprovals(status: PENDING, first: 100) { totalCount edges { node { id mine } } } }`);
    expect(queue.data!.securityResponseApprovals.edges).toContainEqual({ node: { id: requested.data.id, mine: false } });

    const passed = await decide('admin', 'pass', requested.data.id, 'looks right');
    expect(passed.data).toMatchObject({ status: 'APPLY', comment: 'looks right', mine: false });
    expect(passed.data.approver).toMatch(/^user-/);
    expect(await response(responseId)).toMatchObject({ status: 'ENABLED', approvalStatus: 'APPLY', approvalType: 'ADD' });

    const log = await logOf(name);
    expect(log.map((row) => row.activityType)).toEqual(['monitorResponse.requestAdd', 'monitorResponse.pass', 'monitorResponse.apply']);
    expect(log[1]).toMatchObject({ result: 'success', reason: 'looks right' });
  });

  it('refuses a request from someone without monitor_request, changing nothing', async () => {
    const before = await gqlAs(t, tokens.customerSuperAdmin, '{ securityResponses(first: 1) { totalCount } }');
    expect((await requestAdd('noRequest')).code).toBe('403');
    const after = await gqlAs(t, tokens.customerSuperAdmin, '{ securityResponses(first: 1) { totalCount } }');
    expect(after.data!.securityResponses.totalCount).toBe(before.data!.securityResponses.totalCount);
  });

  it('refuses a decision from someone without monitor_approve', async () => {
    const requested = await requestAdd('admin');
    expect((await decide('requester', 'pass', requested.data.id)).code).toBe('403');
    expect((await response(requested.data.responseId)).status).toBe('PENDING');
  });

  it('refuses self-approval with a clear message, and another approver may still decide', async () => {
    const name = `self ${next()}`;
    const requested = await requestAdd('admin', input(name));
    expect(requested.data.mine).toBe(true);
    for (const action of ['pass', 'reject'] as const) {
      const refused = await decide('admin', action, requested.data.id);
      expect(refused).toEqual({ code: '403', message: 'You cannot pass or reject your own request; another approver must decide it.' });
    }
    const zh = await gqlAs(t, tokens.admin, 'mutation($id: ID!) { passSecurityResponseApproval(id: $id) { ... on AppError { message } } }', { id: requested.data.id }, 'zh-TW');
    expect(zh.data!.passSecurityResponseApproval.message).toBe('您不能通過或駁回自己的申請，須由其他審核人決定。');
    expect((await response(requested.data.responseId)).status).toBe('PENDING');
    expect((await decide('customerSuperAdmin', 'pass', requested.data.id)).data.status).toBe('APPLY');
    expect((await response(requested.data.responseId)).status).toBe('ENABLED');
    expect((await logOf(name)).filter((row) => row.result === 'failure').map((row) => row.activityType)).toEqual([
      'monitorResponse.pass',
      'monitorResponse.reject',
      'monitorResponse.pass',
    ]);
  });

  it('changes a response when the change passes, and keeps what it replaced', async () => {
    const name = `change me ${next()}`;
    const id = await enabledResponse(name);
    const changed = await requestChange('requester', id, { ...input(`changed ${next()}`), responseType: 'WARN', riskLevel: 'MEDIUM' });
    expect(changed.data).toMatchObject({ type: 'CHANGE', status: 'PENDING', previous: { name } });
    // Nothing changes until it passes.
    expect(await response(id)).toMatchObject({ name, responseType: 'BLOCK', approvalStatus: 'PENDING', approvalType: 'CHANGE' });
    await decide('approveOnly', 'pass', changed.data.id);
    expect(await response(id)).toMatchObject({ name: changed.data.proposal.name, responseType: 'WARN', riskLevel: 'MEDIUM', status: 'ENABLED', approvalStatus: 'APPLY' });
  });

  it('enables and disables through status requests; asking for the status it has is refused', async () => {
    const id = await enabledResponse();
    expect((await requestStatus('requester', id, 'ENABLED')).code).toBe('400');
    const disabling = await requestStatus('requester', id, 'DISABLED');
    expect(disabling.data).toMatchObject({ type: 'CHANGE_STATUS', proposal: { status: 'DISABLED' }, previous: { status: 'ENABLED' } });
    await decide('admin', 'pass', disabling.data.id);
    expect((await response(id)).status).toBe('DISABLED');
    const enabling = await requestStatus('requester', id, 'ENABLED');
    await decide('admin', 'pass', enabling.data.id);
    expect((await response(id)).status).toBe('ENABLED');
  });

  it('keeps a response whose delete request is rejected, and deletes it when one passes', async () => {
    const name = `delete me ${next()}`;
    const id = await enabledResponse(name);
    const first = await requestDelete('requester', id);
    const rejected = await decide('admin', 'reject', first.data.id, 'still needed');
    expect(rejected.data).toMatchObject({ status: 'REJECT', comment: 'still needed' });
    expect(await response(id)).toMatchObject({ name, status: 'ENABLED', approvalStatus: 'REJECT', approvalType: 'DELETE' });

    const second = await requestDelete('requester', id);
    await decide('admin', 'pass', second.data.id);
    expect(await response(id)).toBeNull();
    const listed = await gqlAs(t, tokens.admin, 'query($s: String) { securityResponses(search: $s, first: 10) { totalCount } }', { s: name });
    expect(listed.data!.securityResponses.totalCount).toBe(0);
    // The approvals keep their history, and a deleted response takes no more requests.
    const history = await gqlAs(t, tokens.admin, 'query($r: ID) { securityResponseApprovals(responseId: $r, first: 10) { edges { node { type status } } } }', { r: id });
    expect(history.data!.securityResponseApprovals.edges.map((e: any) => `${e.node.type}:${e.node.status}`)).toEqual(['DELETE:APPLY', 'DELETE:REJECT', 'ADD:APPLY']);
    expect((await requestStatus('requester', id, 'DISABLED')).code).toBe('404');
    expect((await logOf(name)).map((row) => row.activityType)).toEqual([
      'monitorResponse.requestAdd',
      'monitorResponse.pass',
      'monitorResponse.apply',
      'monitorResponse.requestDelete',
      'monitorResponse.reject',
      'monitorResponse.requestDelete',
      'monitorResponse.pass',
      'monitorResponse.apply',
    ]);
  });

  it('leaves a rejected add pending and not in effect', async () => {
    const requested = await requestAdd('requester');
    await decide('admin', 'reject', requested.data.id);
    expect(await response(requested.data.responseId)).toMatchObject({ status: 'PENDING', approvalStatus: 'REJECT' });
    // A decided approval is not decided again.
    expect((await decide('customerSuperAdmin', 'pass', requested.data.id)).code).toBe('409');
  });

  it('allows one open approval per response', async () => {
    const id = await enabledResponse();
    expect((await requestStatus('requester', id, 'DISABLED')).code).toBeUndefined();
    const second = await requestChange('admin', id, input());
    expect(second).toEqual({ code: '409', message: 'This security response already has a request waiting for approval; wait until it is decided.' });
    expect((await requestDelete('requester', id)).code).toBe('409');
    // Two requests at once: one opens, the other is refused.
    const other = await enabledResponse();
    const raced = await Promise.all([requestStatus('requester', other, 'DISABLED'), requestDelete('admin', other)]);
    expect(raced.map((r) => r.code ?? '200').sort()).toEqual(['200', '409']);
  });

  it('applies a passed approval once when two decisions arrive together', async () => {
    const name = `raced ${next()}`;
    const id = await enabledResponse(name);
    for (const second of ['pass', 'reject'] as const) {
      const requested = await requestStatus('requester', id, second === 'pass' ? 'DISABLED' : 'ENABLED');
      const answers = await Promise.all([decide('admin', 'pass', requested.data.id), decide('customerSuperAdmin', second, requested.data.id)]);
      expect(answers.map((a) => a.code ?? '200').sort()).toEqual(['200', '409']);
    }
    const applies = (await logOf(name)).filter((row) => row.activityType === 'monitorResponse.apply');
    // The add, then one per raced approval at most: a pass that won applied once, a reject that won applied nothing.
    expect(applies.length).toBeGreaterThanOrEqual(2);
    expect(applies.length).toBeLessThanOrEqual(3);
    const approvals = await t.runtime.deps.db.selectFrom('monitorResponseApprovals').select(['status', 'appliedAt']).where('responseId', '=', id).execute();
    expect(approvals.filter((a) => a.appliedAt !== null)).toHaveLength(applies.length);
    expect(approvals.every((a) => a.status === 3 || a.status === 4)).toBe(true);
  });

  it("refuses a rule of another account, and another account's ids are not found", async () => {
    expect((await requestAdd('requester', { ...input(), ruleId: otherRuleId })).code).toBe('404');
    const requested = await requestAdd('requester');
    expect((await decide('otherAccount', 'pass', requested.data.id)).code).toBe('404');
    expect((await requestDelete('otherAccount', requested.data.responseId)).code).toBe('404');
    const read = await gqlAs(t, tokens.otherAccount, 'query($id: ID!) { securityResponse(id: $id) { id } }', { id: requested.data.responseId });
    expect(outcome(read)).toBe('404');
    const lists = await gqlAs(t, tokens.otherAccount, '{ securityResponses(first: 100) { totalCount } securityResponseApprovals(first: 100) { totalCount } }');
    expect(lists.data).toEqual({ securityResponses: { totalCount: 0 }, securityResponseApprovals: { totalCount: 0 } });
    expect((await response(requested.data.responseId)).status).toBe('PENDING');
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await gqlAs(t, tokens.admin, '{ securityResponseApprovals(first: 1) { totalCount } }');
    expect((await requestAdd('requester', { ...input(), name: 'ab' })).code).toBe('400');
    expect((await requestAdd('requester', { ...input(), ruleId: 'not-a-uuid' })).code).toBe('404');
    expect((await requestAdd('requester', input(), 'x'.repeat(501))).code).toBe('400');
    const after = await gqlAs(t, tokens.admin, '{ securityResponseApprovals(first: 1) { totalCount } }');
    expect(after.data!.securityResponseApprovals.totalCount).toBe(before.data!.securityResponseApprovals.totalCount);
  });

  it('pages, searches and filters on the server', async () => {
    const tag = `paged-${next()}`;
    for (let i = 0; i < 3; i++) await enabledResponse(`${tag} ${i}`);
    const warn = await requestAdd('requester', { ...input(`${tag} warn`), responseType: 'WARN' });
    const page1 = await gqlAs(
      t,
      tokens.view,
      'query($s: String) { securityResponses(search: $s, first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { node { name } } } }',
      { s: tag },
    );
    const list = page1.data!.securityResponses;
    expect(list.totalCount).toBe(4);
    expect(list.edges.map((e: any) => e.node.name)).toEqual([`${tag} warn`, `${tag} 2`]);
    const page2 = await gqlAs(t, tokens.view, 'query($s: String, $c: String) { securityResponses(search: $s, first: 2, after: $c) { edges { node { name } } } }', {
      s: tag,
      c: list.pageInfo.endCursor,
    });
    expect(page2.data!.securityResponses.edges.map((e: any) => e.node.name)).toEqual([`${tag} 1`, `${tag} 0`]);
    const filtered = await gqlAs(
      t,
      tokens.view,
      'query($s: String) { a: securityResponses(search: $s, status: PENDING, first: 10) { totalCount } b: securityResponses(search: $s, responseType: WARN, approvalStatus: PENDING, first: 10) { totalCount } c: securityResponses(search: $s, status: ENABLED, riskLevel: LOW, first: 10) { totalCount } }',
      { s: tag },
    );
    expect(filtered.data).toEqual({ a: { totalCount: 1 }, b: { totalCount: 1 }, c: { totalCount: 0 } });
    const approvals = await gqlAs(
      t,
      tokens.approveOnly,
      'query($s: String) { securityResponseApprovals(search: $s, status: PENDING, type: ADD, first: 10) { edges { node { id } } } }',
      { s: tag },
    );
    expect(approvals.data!.securityResponseApprovals.edges).toEqual([{ node: { id: warn.data.id } }]);
  });
});

describe('who may call each operation', () => {
  /** A fresh enabled response of account A with no open approval, straight in the database. */
  async function freshResponse(): Promise<string> {
    const row = await t.runtime.deps.db
      .insertInto('monitorResponses')
      .values({ accountId, name: `matrix ${next()}`, ruleId, riskLevel: 'high', responseType: 'report', status: 1, creator: 'seed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  /** A pending approval requested by `requester`, which the caller may try to decide. */
  async function freshApproval(): Promise<string> {
    return (await requestStatus('requester', await freshResponse(), 'DISABLED')).data.id;
  }

  const OK = { systemAdmin: '200', customerSuperAdmin: '200', admin: '200' } as const;
  const CASES: Array<{ op: string; query: string; vars: () => Promise<Record<string, unknown>>; expect: Record<Caller, string> }> = [
    {
      op: 'securityResponses',
      query: '{ securityResponses(first: 2) { totalCount } }',
      vars: async () => ({}),
      expect: { ...OK, user: '200', view: '200', otherAccount: '200', noRequest: '200', approveOnly: '200' },
    },
    {
      op: 'securityResponse',
      query: 'query($id: ID!, $a: ID) { securityResponse(id: $id, accountId: $a) { id } }',
      vars: async () => ({ id: await freshResponse(), a: accountId }),
      expect: { ...OK, user: '200', view: '200', otherAccount: '404', noRequest: '200', approveOnly: '200' },
    },
    {
      op: 'securityResponseApprovals',
      query: '{ securityResponseApprovals(first: 2) { totalCount } }',
      vars: async () => ({}),
      expect: { ...OK, user: '200', view: '403', otherAccount: '200', noRequest: '403', approveOnly: '200' },
    },
    {
      op: 'requestSecurityResponseAdd',
      query: 'mutation($i: SecurityResponseInput!, $a: ID) { requestSecurityResponseAdd(input: $i, accountId: $a) { __typename ... on AppError { code } } }',
      vars: async () => ({ i: input(), a: accountId }),
      // Account B's caller names A's rule: not found.
      expect: { ...OK, user: '200', view: '403', otherAccount: '404', noRequest: '403', approveOnly: '403' },
    },
    {
      op: 'requestSecurityResponseChange',
      query: 'mutation($id: ID!, $i: SecurityResponseInput!, $a: ID) { requestSecurityResponseChange(id: $id, input: $i, accountId: $a) { __typename ... on AppError { code } } }',
      vars: async () => ({ id: await freshResponse(), i: input(), a: accountId }),
      expect: { ...OK, user: '200', view: '403', otherAccount: '404', noRequest: '403', approveOnly: '403' },
    },
    {
      op: 'requestSecurityResponseStatus',
      query: 'mutation($id: ID!, $a: ID) { requestSecurityResponseStatus(id: $id, status: DISABLED, accountId: $a) { __typename ... on AppError { code } } }',
      vars: async () => ({ id: await freshResponse(), a: accountId }),
      expect: { ...OK, user: '200', view: '403', otherAccount: '404', noRequest: '403', approveOnly: '403' },
    },
    {
      op: 'requestSecurityResponseDelete',
      query: 'mutation($id: ID!, $a: ID) { requestSecurityResponseDelete(id: $id, accountId: $a) { __typename ... on AppError { code } } }',
      vars: async () => ({ id: await freshResponse(), a: accountId }),
      expect: { ...OK, user: '200', view: '403', otherAccount: '404', noRequest: '403', approveOnly: '403' },
    },
    {
      op: 'passSecurityResponseApproval',
      query: 'mutation($id: ID!, $a: ID) { passSecurityResponseApproval(id: $id, accountId: $a) { __typename ... on AppError { code } } }',
      vars: async () => ({ id: await freshApproval(), a: accountId }),
      expect: { ...OK, user: '403', view: '403', otherAccount: '404', noRequest: '403', approveOnly: '200' },
    },
    {
      op: 'rejectSecurityResponseApproval',
      query: 'mutation($id: ID!, $a: ID) { rejectSecurityResponseApproval(id: $id, accountId: $a) { __typename ... on AppError { code } } }',
      vars: async () => ({ id: await freshApproval(), a: accountId }),
      expect: { ...OK, user: '403', view: '403', otherAccount: '404', noRequest: '403', approveOnly: '200' },
    },
  ];

  for (const c of CASES) {
    it(c.op, async () => {
      const seen = {} as Record<Caller, string>;
      for (const who of CALLERS) seen[who] = outcome(await gqlAs(t, tokens[who], c.query, await c.vars()));
      expect(seen).toEqual(c.expect);
    });
  }

  it('answers every operation with 401 to a caller without a token', async () => {
    for (const c of CASES) expect(outcome(await gqlAs(t, null, c.query, await c.vars())), c.op).toBe('401');
  });
});
