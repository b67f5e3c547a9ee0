import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITLEMENTS } from '../../../common/permissions';
import { gqlAs, outcome } from '../../helpers/graphql';
import { MATRIX_CALLERS, roleMatrix, type MatrixCaller } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Who may call every operation of the app black/white list. BLACK entries need
 * `monitor_blacklist` and WHITE ones `monitor_whitelist` (the menu shows the page to holders of
 * either); "noCodes" holds every other monitoring code, "blackOnly"/"whiteOnly" one of the two;
 * "otherAccount" is the customer super admin of account B, to whom A's ids answer 404 (never
 * 403); "unlicensed" is an account without the threat_perception entitlement.
 */
type Who = MatrixCaller | 'noCodes' | 'blackOnly' | 'whiteOnly' | 'unlicensed';
const WHO: Who[] = [...MATRIX_CALLERS, 'noCodes', 'blackOnly', 'whiteOnly', 'unlicensed'];

let t: TestServer;
const tokens = {} as Record<Who, string>;
let accountA: string;
let seq = 0;
const next = () => `${++seq}${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  t = await startTestServer();
  const others = ['threat_perception', 'monitor_dashboard', 'monitor_threat_list', 'monitor_risk_device', 'monitor_response_list', 'monitor_app_list', 'monitor_debug_device'];
  const matrix = await roleMatrix(t, {
    noCodes: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(others), {}),
    blackOnly: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['threat_perception', 'monitor_blacklist']), {}),
    whiteOnly: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['threat_perception', 'monitor_whitelist']), {}),
    unlicensed: async () => {
      const C = await t.seed.account(ENTITLEMENTS.filter((e) => e !== 'threat_perception'));
      return t.seed.userIn(C.accountId, C.roleIds.CUSTOMER_SUPER_ADMIN, {});
    },
  });
  Object.assign(tokens, matrix.tokens);
  accountA = matrix.a.accountId;
});
afterAll(() => t.close());

/** A fresh entry of account A, made by its customer super admin. */
async function entryOfA(type: 'BLACK' | 'WHITE'): Promise<string> {
  const answer = await gqlAs(
    t,
    tokens.customerSuperAdmin,
    'mutation($i: MonitorAppListEntryInput!) { createMonitorAppListEntry(input: $i) { ... on MutationCreateMonitorAppListEntrySuccess { data { id } } ... on AppError { code message } } }',
    { i: { type, name: `fixture-${next()}`, packageName: `com.fixture.p${next()}`, enabled: true } },
  );
  const id = answer.data?.createMonitorAppListEntry.data?.id;
  if (!id) throw new Error(JSON.stringify(answer));
  return id;
}

const input = (type: 'BLACK' | 'WHITE') => ({ type, name: `entry-${next()}`, packageName: 'com.example.tool', enabled: true });
const A = () => accountA;

// What each caller gets, by what the operation touches.
const OK = { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '200', view: '403', noCodes: '403', unlicensed: '403' } as const;
const ON_BLACK = { ...OK, blackOnly: '200', whiteOnly: '403' } as const;
const ON_WHITE = { ...OK, blackOnly: '403', whiteOnly: '200' } as const;
const READ_ANY = { ...OK, blackOnly: '200', whiteOnly: '200' } as const;

interface Case {
  op: string;
  query: string;
  /** Variables for one call (fresh fixtures where the call consumes them). */
  vars?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  expect: Record<Who, string>;
}

const FAIL = '__typename ... on AppError { code }';
const CASES: Case[] = [
  { op: 'monitorAppList', query: '{ monitorAppList(first: 2) { totalCount } }', expect: { ...READ_ANY, otherAccount: '200' } },
  { op: 'monitorAppList BLACK', query: '{ monitorAppList(type: BLACK, first: 2) { totalCount } }', expect: { ...ON_BLACK, otherAccount: '200' } },
  { op: 'monitorAppList WHITE', query: '{ monitorAppList(type: WHITE, first: 2) { totalCount } }', expect: { ...ON_WHITE, otherAccount: '200' } },
  {
    op: 'monitorAppList of account A',
    query: 'query($a: ID) { monitorAppList(accountId: $a, first: 2) { totalCount } }',
    vars: () => ({ a: A() }),
    expect: { ...READ_ANY, otherAccount: '200' },
  },
  {
    op: 'createMonitorAppListEntry BLACK',
    query: `mutation($i: MonitorAppListEntryInput!) { createMonitorAppListEntry(input: $i) { ${FAIL} } }`,
    vars: () => ({ i: input('BLACK') }),
    expect: { ...ON_BLACK, otherAccount: '200' },
  },
  {
    op: 'createMonitorAppListEntry WHITE',
    query: `mutation($i: MonitorAppListEntryInput!) { createMonitorAppListEntry(input: $i) { ${FAIL} } }`,
    vars: () => ({ i: input('WHITE') }),
    expect: { ...ON_WHITE, otherAccount: '200' },
  },
  {
    op: 'updateMonitorAppListEntry BLACK',
    query: `mutation($id: ID!, $a: ID, $i: MonitorAppListEntryInput!) { updateMonitorAppListEntry(id: $id, accountId: $a, input: $i) { ${FAIL} } }`,
    vars: async () => ({ id: await entryOfA('BLACK'), a: A(), i: input('BLACK') }),
    expect: { ...ON_BLACK, otherAccount: '404' },
  },
  {
    op: 'updateMonitorAppListEntry WHITE → BLACK',
    query: `mutation($id: ID!, $a: ID, $i: MonitorAppListEntryInput!) { updateMonitorAppListEntry(id: $id, accountId: $a, input: $i) { ${FAIL} } }`,
    vars: async () => ({ id: await entryOfA('WHITE'), a: A(), i: input('BLACK') }),
    expect: { ...ON_BLACK, blackOnly: '403', otherAccount: '404' },
  },
  {
    op: 'deleteMonitorAppListEntry WHITE',
    query: `mutation($id: ID!, $a: ID) { deleteMonitorAppListEntry(id: $id, accountId: $a) { ${FAIL} } }`,
    vars: async () => ({ id: await entryOfA('WHITE'), a: A() }),
    expect: { ...ON_WHITE, otherAccount: '404' },
  },
  {
    op: 'deleteMonitorAppListEntries BLACK',
    query: `mutation($ids: [ID!]!, $a: ID) { deleteMonitorAppListEntries(ids: $ids, accountId: $a) { ${FAIL} } }`,
    vars: async () => ({ ids: [await entryOfA('BLACK'), await entryOfA('BLACK')], a: A() }),
    expect: { ...ON_BLACK, otherAccount: '404' },
  },
  {
    op: 'deleteMonitorAppListEntries BLACK + WHITE',
    query: `mutation($ids: [ID!]!, $a: ID) { deleteMonitorAppListEntries(ids: $ids, accountId: $a) { ${FAIL} } }`,
    vars: async () => ({ ids: [await entryOfA('BLACK'), await entryOfA('WHITE')], a: A() }),
    expect: { ...ON_BLACK, blackOnly: '403', otherAccount: '404' },
  },
  {
    op: 'setMonitorAppListEntriesEnabled WHITE',
    query: `mutation($ids: [ID!]!, $a: ID) { setMonitorAppListEntriesEnabled(ids: $ids, enabled: false, accountId: $a) { ${FAIL} } }`,
    vars: async () => ({ ids: [await entryOfA('WHITE')], a: A() }),
    expect: { ...ON_WHITE, otherAccount: '404' },
  },
  {
    op: 'setMonitorAppListEntriesEnabled BLACK',
    query: `mutation($ids: [ID!]!, $a: ID) { setMonitorAppListEntriesEnabled(ids: $ids, enabled: true, accountId: $a) { ${FAIL} } }`,
    vars: async () => ({ ids: [await entryOfA('BLACK')], a: A() }),
    expect: { ...ON_BLACK, otherAccount: '404' },
  },
];

describe('app black/white list allowed/denied matrix', () => {
  for (const c of CASES) {
    it(c.op, async () => {
      const seen = {} as Record<Who, string>;
      for (const who of WHO) seen[who] = outcome(await gqlAs(t, tokens[who], c.query, await c.vars?.()));
      expect(seen).toEqual(c.expect);
    });
  }

  it('answers every operation with 401 to a caller without a token', async () => {
    for (const c of CASES) expect(outcome(await gqlAs(t, null, c.query, await c.vars?.())), c.op).toBe('401');
  });

  it('lists to a holder of one code only the entries of its type, and changes nothing it refuses', async () => {
    const black = await entryOfA('BLACK');
    const white = await entryOfA('WHITE');
    const ids = async (who: Who) =>
      (
        (await gqlAs(t, tokens[who], '{ monitorAppList(first: 100) { edges { node { id type } } } }')).data!.monitorAppList.edges as Array<{ node: { id: string; type: string } }>
      ).map((e) => e.node);
    const seenByBlack = await ids('blackOnly');
    expect(seenByBlack.map((n) => n.type)).not.toContain('WHITE');
    expect(seenByBlack.map((n) => n.id)).toContain(black);
    expect((await ids('whiteOnly')).map((n) => n.id)).toEqual(expect.arrayContaining([white]));
    expect((await ids('whiteOnly')).map((n) => n.type)).not.toContain('BLACK');
    // The refused batch (a white entry among them) left both rows as they were.
    await gqlAs(t, tokens.blackOnly, 'mutation($ids: [ID!]!) { deleteMonitorAppListEntries(ids: $ids) { __typename } }', { ids: [black, white] });
    const rows = await t.runtime.deps.db.selectFrom('monitorAppLists').select('id').where('id', 'in', [black, white]).execute();
    expect(rows).toHaveLength(2);
  });
});
