import WebSocket from 'ws';
import type { TestServer } from './server';

export interface WsMessage {
  type: string;
  id?: string;
  payload?: any;
}

export interface WsConnection {
  socket: WebSocket;
  /** Every message received so far, in order. */
  messages: WsMessage[];
  send(message: WsMessage): void;
  subscribe(id: string, query: string, variables?: Record<string, unknown>): void;
  /** Waits (without a clock) until a received message matches; throws if the socket closes first. */
  waitFor(match: (m: WsMessage) => boolean): Promise<WsMessage>;
  /** Resolves with the close code and reason once the server closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
  /** The close, if it already happened. */
  closedNow(): { code: number; reason: string } | null;
}

/**
 * A raw graphql-transport-ws connection to a listening test server, acknowledged, as the
 * holder of `token`: tests see every protocol message and exactly how the socket closed.
 */
export async function connectGraphQLWs(t: TestServer, token: string, lang = 'en'): Promise<WsConnection> {
  const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  const messages: WsMessage[] = [];
  const waiters: Array<() => void> = [];
  let closedNow: { code: number; reason: string } | null = null;
  const wake = () => waiters.splice(0).forEach((w) => w());
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => {
      closedNow = { code, reason: String(reason) };
      resolve(closedNow);
      wake();
    }),
  );
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    wake();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const send = (message: WsMessage) => socket.send(JSON.stringify(message));
  const waitFor = async (match: (m: WsMessage) => boolean): Promise<WsMessage> => {
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      if (closedNow) throw new Error(`socket closed ${closedNow.code} ${closedNow.reason} before the message came`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  send({ type: 'connection_init', payload: { authorization: `Bearer ${token}`, lang } });
  await waitFor((m) => m.type === 'connection_ack');
  return {
    socket,
    messages,
    send,
    subscribe: (id, query, variables) => send({ id, type: 'subscribe', payload: { query, variables } }),
    waitFor,
    closed,
    closedNow: () => closedNow,
  };
}

/**
 * Publishes until `received` settles: a subscription's listener is registered some time after
 * its `subscribe` message, and the protocol does not say when.
 */
export async function publishUntil<T>(publish: () => void, received: Promise<T>): Promise<T> {
  let done = false;
  received.then(
    () => (done = true),
    () => (done = true),
  );
  while (!done) {
    publish();
    await Promise.race([received.catch(() => undefined), new Promise((r) => setTimeout(r, 50))]);
  }
  return received;
}
