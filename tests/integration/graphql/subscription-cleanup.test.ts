import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectGraphQLWs } from '../../helpers/graphql-ws';
import { startTestServer, type TestServer } from '../../helpers/server';

// A subscriber who leaves must not leave its pub/sub listener behind: a dashboard opened and
// closed all day on a quiet account would otherwise pile up listeners (and the subscriptions
// they hold) until the next event of the topic, which may never come.
let t: TestServer;
let token: string;
let accountId: string;
beforeAll(async () => {
  t = await startTestServer({ listen: true });
  const owner = await t.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
  accountId = String(owner.accountId);
  token = await t.login(owner.username, owner.password);
});
afterAll(() => t.close());

const subscribers = (channel: string) => t.runtime.deps.pubsub.subscribers(channel);

function watcher(query: string): { client: Client; errors: unknown[] } {
  const client = createClient({
    url: `${t.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const errors: unknown[] = [];
  client.subscribe({ query }, { next: () => undefined, error: (e) => void errors.push(e), complete: () => undefined });
  return { client, errors };
}

describe('subscriptions that end', () => {
  for (const [field, query] of [
    ['assessmentJobUpdated', 'subscription { assessmentJobUpdated { id } }'],
    ['hardeningJobUpdated', 'subscription { hardeningJobUpdated { id } }'],
  ] as const) {
    it(`drop their job listeners as soon as ${field} subscribers leave`, async () => {
      const channel = `job:updated:${accountId}`;
      const before = subscribers(channel);
      for (let round = 0; round < 3; round++) {
        const watchers = Array.from({ length: 4 }, () => watcher(query));
        await expect.poll(() => subscribers(channel)).toBe(before + 4);
        for (const w of watchers) await w.client.dispose();
        await expect.poll(() => subscribers(channel)).toBe(before);
        expect(watchers.flatMap((w) => w.errors)).toEqual([]);
      }
    });
  }

  it('drops the listener of a socket that vanished without a word', async () => {
    const channel = `job:updated:${accountId}`;
    const before = subscribers(channel);
    const ws = await connectGraphQLWs(t, token);
    ws.subscribe('1', 'subscription { assessmentJobUpdated { id } }');
    await expect.poll(() => subscribers(channel)).toBe(before + 1);
    ws.socket.terminate();
    await expect.poll(() => subscribers(channel)).toBe(before);
  });
});
