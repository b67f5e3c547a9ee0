import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectGraphQLWs, publishUntil, type WsMessage } from '../../helpers/graphql-ws';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../helpers/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ listen: true });
});
afterAll(() => t.close());

describe('graphql-ws protocol', () => {
  it('answers an unparsable or schema-invalid subscription with an error for its id and keeps the others', async () => {
    const user = await t.seed.user();
    const token = await t.login(user.username, user.password);
    const ws = await connectGraphQLWs(t, token);
    try {
      ws.subscribe('good', 'subscription { sessionRevoked { reason } }');
      ws.subscribe('syntax', 'subscription { sessionRevoked { reason }');
      ws.subscribe('schema', 'subscription { noSuchField }');
      const syntax = await ws.waitFor((m) => m.id === 'syntax');
      const schema = await ws.waitFor((m) => m.id === 'schema');
      expect(syntax.type).toBe('error');
      expect(syntax.payload[0].message).toMatch(/Syntax Error/);
      expect(schema.type).toBe('error');
      expect(schema.payload[0].message).toMatch(/noSuchField/);

      // The good subscription still delivers on the same socket.
      const { sessionId } = await t.runtime.app.services.auth.authenticate(token);
      const next = await publishUntil(
        () => t.runtime.deps.pubsub.publish('session:revoked', `${user.accountId}:${sessionId}`, { reason: 'replaced' }),
        ws.waitFor((m) => m.id === 'good' && m.type === 'next'),
      );
      expect(next.payload).toEqual({ data: { sessionRevoked: { reason: 'replaced' } } });
      expect(ws.closedNow()).toBeNull();
    } finally {
      ws.socket.close();
    }
  });

  it('answers every subscription argument with bad input without an internal error, and keeps the socket', async () => {
    const owner = await t.seed.user();
    const NIL = '00000000-0000-0000-0000-000000000000';
    // Under the 64 KiB message cap, so the value reaches the server rather than the frame limit.
    const bad = ['\u0000', 'a\u0000b', '\uD800', 'x'.repeat(60_000), 'not-a-uuid', '-1', '2147483648', NIL, ''];
    const counters = await t.runtime.app.services.monitoringDashboard.liveCounters(owner.accountId);
    for (const [who, token] of [
      ['system admin', await t.login('admin', ADMIN_PASSWORD)],
      ['account user', await t.login(owner.username, owner.password)],
    ] as const) {
      const caller = await t.runtime.app.services.auth.authenticate(token);
      const ws = await connectGraphQLWs(t, token);
      try {
        const ids: string[] = [];
        for (const [i, value] of bad.entries()) {
          ws.subscribe(`var-${i}`, 'subscription($a: ID) { monitoringUpdated(accountId: $a) { at } }', { a: value });
          ws.subscribe(`lit-${i}`, `subscription { monitoringUpdated(accountId: ${JSON.stringify(value)}) { at } }`);
          ids.push(`var-${i}`, `lit-${i}`);
        }
        // Each subscription is settled once it is refused (error) or delivers (next): events go
        // to every account a bad argument could select, so none waits for nothing.
        const settled = (id: string) => ws.waitFor((m) => m.id === id && (m.type === 'error' || m.type === 'next'));
        await publishUntil(
          () => {
            for (const account of [owner.accountId, caller.accountId, NIL]) t.runtime.deps.pubsub.publish('monitoring:updated', account, { ...counters, at: new Date() });
          },
          Promise.all(ids.map(settled)),
        );
        // A refusal comes as an `error` message (invalid document) or as a `next` carrying errors
        // and a `complete` (refused by the resolver).
        const errorsOf = (m: WsMessage) =>
          (m.type === 'error' ? m.payload : m.type === 'next' ? (m.payload.errors ?? []) : []) as Array<{ message: string; extensions?: { code?: string } }>;
        const refused = (id: string) => ws.messages.some((m) => m.id === id && errorsOf(m).length > 0);
        const internal = ws.messages.flatMap(errorsOf).filter((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.message === 'Unexpected error.');
        expect(internal, who).toEqual([]);
        // NUL and lone surrogates are refused for everyone; the rest only select an account, which
        // only a system super admin may name (a malformed one is not found).
        for (const i of [0, 1, 2]) expect(refused(`var-${i}`) && refused(`lit-${i}`), `${who} ${i}`).toBe(true);
        if (who === 'system admin') for (const i of [4, 5, 6]) expect(refused(`var-${i}`), `${who} ${i}`).toBe(true);
        expect(ws.closedNow(), who).toBeNull();
      } finally {
        ws.socket.close();
      }
    }
  });
});
