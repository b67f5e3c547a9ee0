import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectGraphQLWs, publishUntil } from '../../helpers/graphql-ws';
import { startTestServer, type TestServer } from '../../helpers/server';

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
});
