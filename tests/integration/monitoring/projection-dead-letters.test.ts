import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEventBatches } from '../../../server/src/modules/monitoring/events.repo';
import { gqlAs, outcome } from '../../helpers/graphql';
import { createMonitoredApp, storedEventRow, type TestApp } from '../../helpers/monitoring';
import { loginSystemAdmin, startTestServer, type TestServer } from '../../helpers/server';

/**
 * Projection rows the projector gave up on are visible to system super admins, who retry or
 * discard them; nobody else sees or touches them.
 */
type Who = 'anonymous' | 'systemAdmin' | 'customerSuperAdmin' | 'admin' | 'user' | 'view' | 'otherAccount';

let t: TestServer;
const tokens = {} as Record<Who, string | null>;
let app: TestApp;
let accountId: string;

beforeAll(async () => {
  t = await startTestServer();
  const A = await t.seed.account();
  const B = await t.seed.account();
  const people = {
    customerSuperAdmin: await t.seed.userIn(A.accountId, A.roleIds.CUSTOMER_SUPER_ADMIN, {}),
    admin: await t.seed.userIn(A.accountId, A.roleIds.ADMIN, {}),
    user: await t.seed.userIn(A.accountId, A.roleIds.USER, {}),
    view: await t.seed.userIn(A.accountId, A.roleIds.VIEW, {}),
    otherAccount: await t.seed.userIn(B.accountId, B.roleIds.CUSTOMER_SUPER_ADMIN, {}),
  };
  for (const [who, u] of Object.entries(people)) tokens[who as Who] = await t.login(u.username, u.password);
  tokens.systemAdmin = await loginSystemAdmin(t);
  tokens.anonymous = null;
  accountId = A.accountId;
  app = await createMonitoredApp(t, tokens.customerSuperAdmin!);
  // Only the test drains this server's queue.
  await t.runtime.app.services.monitoringProjector.stop();
});
afterAll(() => t.close());

const db = () => t.runtime.deps.db;
const projector = () => t.runtime.app.services.monitoringProjector;

const eventRow = (udid: string) => storedEventRow(accountId, app.id, udid);

/**
 * Stores `n` events and turns their queue row into a dead letter in the same transaction (as if
 * the projector had given up on it), so no projector applies it first.
 */
async function deadLetterOfGoodEvents(n: number): Promise<string> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const { queued } = await storeEventBatches(trx, [{ accountId, rows: Array.from({ length: n }, (_, i) => eventRow(`dl-good-${i}`)) }]);
      await trx
        .updateTable('monitorProjectionQueue')
        .set({ attempts: 5, lastError: 'simulated outage', failedAt: new Date(), deadAt: new Date(), appIds: [app.id] })
        .where('id', '=', queued[0].id)
        .execute();
      return queued[0].id;
    });
}

/** A row no projector can apply (its delta carries a time PostgreSQL rejects), driven through five failures. */
async function deadLetterThroughProjector(): Promise<string> {
  const bad = {
    devices: [
      {
        accountId,
        appId: app.id,
        udid: 'dl-bad',
        platform: 'android',
        riskLevel: 'high',
        eventCount: 1,
        riskEventCount: 1,
        firstSeen: 'not a time',
        lastSeen: 'not a time',
        lastRiskAt: null,
        environment: [],
        installedApps: [],
      },
    ],
    rollups: [],
  };
  const { id } = await db()
    .insertInto('monitorProjectionQueue')
    .values({ accountId, delta: JSON.stringify(bad) })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < 20; i++) {
    const row = await db().selectFrom('monitorProjectionQueue').select('deadAt').where('id', '=', id).executeTakeFirstOrThrow();
    if (row.deadAt) return String(id);
    // Time passes: the row's turn comes now instead of after its backoff.
    await db()
      .updateTable('monitorProjectionQueue')
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await projector().flush();
  }
  throw new Error('the bad row never became a dead letter');
}

const LIST = `query($a: ID, $first: Int, $after: String) { monitoringDeadLetters(accountId: $a, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor }
  edges { node { id accountId accountName apps { id name } eventCount attempts lastError queuedAt failedAt deadAt } } } }`;

async function riskEvents(): Promise<number> {
  const answer = await gqlAs(t, tokens.customerSuperAdmin, '{ monitoringDashboard(period: TODAY) { totals { riskEvents devices } } }');
  return answer.data!.monitoringDashboard.totals.riskEvents;
}

describe('monitoring projection dead letters', () => {
  it('are listed for system super admins with account, apps, attempts, error and times, a page at a time', async () => {
    const bad = await deadLetterThroughProjector();
    const good = await deadLetterOfGoodEvents(3);
    const third = await deadLetterOfGoodEvents(1);

    const first = await gqlAs(t, tokens.systemAdmin, LIST, { a: accountId, first: 2 });
    const page = first.data!.monitoringDeadLetters;
    expect(page.totalCount).toBe(3);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([third, good]);
    const goodNode = page.edges[1].node;
    expect(goodNode).toMatchObject({ accountId, apps: [{ id: app.id, name: 'Example app' }], eventCount: 3, attempts: 5, lastError: 'simulated outage' });
    expect(Date.parse(goodNode.deadAt)).not.toBeNaN();
    const rest = await gqlAs(t, tokens.systemAdmin, LIST, { a: accountId, first: 2, after: page.pageInfo.endCursor });
    const badNode = rest.data!.monitoringDeadLetters.edges[0].node;
    expect(rest.data!.monitoringDeadLetters.edges).toHaveLength(1);
    expect(rest.data!.monitoringDeadLetters.pageInfo.hasNextPage).toBe(false);
    expect(badNode).toMatchObject({ id: bad, accountId, accountName: expect.any(String), attempts: 5, eventCount: 0 });
    expect(badNode.lastError).toMatch(/not a time/);
    expect(Date.parse(badNode.failedAt)).toBeGreaterThanOrEqual(Date.parse(badNode.queuedAt));

    // Retry: the row is queued again and the projector counts its events.
    const before = await riskEvents();
    const retried = await gqlAs(t, tokens.systemAdmin, 'mutation($id: ID!) { retryMonitoringDeadLetter(id: $id) { __typename ... on AppError { code } } }', { id: good });
    expect(outcome(retried)).toBe('200');
    await projector().flush();
    expect(await riskEvents()).toBe(before + 3);
    expect(await db().selectFrom('monitorProjectionQueue').select('id').where('id', '=', good).executeTakeFirst()).toBeUndefined();

    // Discard: the row is gone and its (bad) delta never applied.
    const discarded = await gqlAs(t, tokens.systemAdmin, 'mutation($id: ID!) { discardMonitoringDeadLetter(id: $id) { __typename ... on AppError { code } } }', { id: bad });
    expect(outcome(discarded)).toBe('200');
    expect(await db().selectFrom('monitorProjectionQueue').select('id').where('id', '=', bad).executeTakeFirst()).toBeUndefined();
    const after = await gqlAs(t, tokens.systemAdmin, LIST, { a: accountId, first: 10 });
    expect(after.data!.monitoringDeadLetters.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([third]);

    // A row that is not (or no longer) a dead letter is not found.
    for (const id of [good, bad, '999999999999', 'not-a-number']) {
      const again = await gqlAs(t, tokens.systemAdmin, 'mutation($id: ID!) { retryMonitoringDeadLetter(id: $id) { __typename ... on AppError { code } } }', { id });
      expect(outcome(again)).toBe('404');
    }

    // Both changes are in the activity log.
    const logged = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select(['activityType', 'target', 'result'])
      .where('activityType', 'in', ['monitorProjection.retry', 'monitorProjection.discard'])
      .where('target', 'like', `%account:${accountId}`)
      .orderBy('id')
      .execute();
    expect(logged).toEqual([
      { activityType: 'monitorProjection.retry', target: `monitorProjection:${good} account:${accountId}`, result: 'success' },
      { activityType: 'monitorProjection.discard', target: `monitorProjection:${bad} account:${accountId}`, result: 'success' },
    ]);
  });

  it('are denied to everybody but system super admins', async () => {
    const id = await deadLetterOfGoodEvents(1);
    const expected: Record<Who, string> = { anonymous: '401', systemAdmin: '200', customerSuperAdmin: '403', admin: '403', user: '403', view: '403', otherAccount: '403' };
    const ops = [
      { query: '{ monitoringDeadLetters(first: 5) { totalCount } }' },
      { query: 'mutation($id: ID!) { retryMonitoringDeadLetter(id: $id) { __typename ... on AppError { code } } }', vars: { id } },
      { query: 'mutation($id: ID!) { discardMonitoringDeadLetter(id: $id) { __typename ... on AppError { code } } }', vars: { id } },
    ];
    for (const op of ops) {
      for (const who of Object.keys(expected) as Who[]) {
        if (who === 'systemAdmin') continue;
        expect(`${op.query.slice(0, 40)} as ${who}: ${outcome(await gqlAs(t, tokens[who], op.query, op.vars))}`).toBe(`${op.query.slice(0, 40)} as ${who}: ${expected[who]}`);
      }
    }
    // Untouched by the denied calls.
    expect(await db().selectFrom('monitorProjectionQueue').select(['attempts', 'deadAt']).where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
      attempts: 5,
      deadAt: expect.any(Date),
    });
    const listed = await gqlAs(t, tokens.systemAdmin, LIST, { a: accountId, first: 10 });
    expect(listed.data!.monitoringDeadLetters.edges.some((e: { node: { id: string } }) => e.node.id === id)).toBe(true);
    expect(outcome(await gqlAs(t, tokens.systemAdmin, 'mutation($id: ID!) { discardMonitoringDeadLetter(id: $id) { __typename ... on AppError { code } } }', { id }))).toBe('200');
  });
});
