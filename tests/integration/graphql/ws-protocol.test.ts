import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../helpers/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ listen: true });
});
afterAll(() => t.close());

interface Message {
  type: string;
  id?: string;
  payload?: any;
}

/** A raw graphql-transport-ws connection: every message it receives, and how it closed. */
async function connect(token: string) {
  const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  const messages: Message[] = [];
  const waiters: Array<() => void> = [];
  let closed: { code: number; reason: string } | null = null;
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    waiters.splice(0).forEach((w) => w());
  });
  socket.on('close', (code, reason) => {
    closed = { code, reason: String(reason) };
    waiters.splice(0).forEach((w) => w());
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const send = (message: Message) => socket.send(JSON.stringify(message));
  /** Waits (without a clock) until a received message matches. */
  const waitFor = async (match: (m: Message) => boolean): Promise<Message> => {
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      if (closed) throw new Error(`socket closed ${closed.code} ${closed.reason} before the message came`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } });
  await waitFor((m) => m.type === 'connection_ack');
  return { socket, messages, send, waitFor, closed: () => closed };
}

describe('graphql-ws protocol', () => {
  it('answers an unparsable or schema-invalid subscription with an error for its id and keeps the others', async () => {
    const user = await t.seed.user();
    const token = await t.login(user.username, user.password);
    const ws = await connect(token);
    try {
      ws.send({ id: 'good', type: 'subscribe', payload: { query: 'subscription { sessionRevoked { reason } }' } });
      ws.send({ id: 'syntax', type: 'subscribe', payload: { query: 'subscription { sessionRevoked { reason }' } });
      ws.send({ id: 'schema', type: 'subscribe', payload: { query: 'subscription { noSuchField }' } });
      const syntax = await ws.waitFor((m) => m.id === 'syntax');
      const schema = await ws.waitFor((m) => m.id === 'schema');
      expect(syntax.type).toBe('error');
      expect(syntax.payload[0].message).toMatch(/Syntax Error/);
      expect(schema.type).toBe('error');
      expect(schema.payload[0].message).toMatch(/noSuchField/);

      // The good subscription still delivers on the same socket.
      const sessionId = await sessionIdOf(token);
      const next = await publishUntil(
        () => t.runtime.deps.pubsub.publish('session:revoked', `${user.accountId}:${sessionId}`, { reason: 'replaced' }),
        ws.waitFor((m) => m.id === 'good' && m.type === 'next'),
      );
      expect(next.payload).toEqual({ data: { sessionRevoked: { reason: 'replaced' } } });
      expect(ws.closed()).toBeNull();
    } finally {
      ws.socket.close();
    }
  });
});

/**
 * Publishes until `received` settles: a subscription's listener is registered some time after
 * its `subscribe` message, and the protocol does not say when.
 */
async function publishUntil<T>(publish: () => void, received: Promise<T>): Promise<T> {
  let done = false;
  void received.finally(() => (done = true)).catch(() => undefined);
  while (!done) {
    publish();
    await Promise.race([received.catch(() => undefined), new Promise((r) => setTimeout(r, 50))]);
  }
  return received;
}

async function sessionIdOf(token: string): Promise<string> {
  const actor = await t.runtime.app.services.auth.authenticate(token);
  return actor.sessionId!;
}
