import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyPair } from '../../authz/api-key';
import type { Database } from '../../db/database';
import { message, parseLang } from '../../i18n/messages';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { AppPubSub } from '../../platform/pubsub';
import { bearerToken, hashToken } from '../../platform/tokens';
import { errorEnvelope } from '../../rest/envelope';
import * as repo from './access-lists.repo';
import { AddressList, clientAddress, requestHost } from './ip-match';

/** Which list changed: the console-wide ones (`accountId` null: hosts and console IPs) or an account's IPs. */
export interface AccessListChange {
  accountId: string | null;
}

declare module '../../platform/pubsub' {
  interface ModuleTopics {
    /** A host or IP whitelist changed: every instance drops its cached copy. */
    'accessLists:changed': [payload: AccessListChange];
  }
}

/** What a request is judged by. */
export interface GateInput {
  headers: Record<string, string | string[] | undefined>;
  /** The socket's peer address (the client, or the proxy in front). */
  socketAddress: string | null | undefined;
  /** The bearer token when it does not come in a header (graphql-ws connection parameters). */
  authorization?: string | null;
}

/**
 * Paths no whitelist applies to: load balancers' health checks and Prometheus scrapes (which
 * bring their own token) come from their own addresses and hosts, and monitoring SDKs in apps on users' devices send events from anywhere (they are
 * authenticated by their app key and signature, and produce no links).
 */
export function isExempt(url: string): boolean {
  const path = url.split('?')[0];
  return path === '/healthz' || path === '/metrics' || path.startsWith('/api/sdk/');
}

/** Sessions and API keys whose account the gate remembers (their account never changes). */
const CREDENTIAL_CACHE = 10_000;

interface ConsoleLists {
  hosts: ReadonlySet<string>;
  ips: AddressList;
}

/**
 * The request gate of the host and IP whitelists. Lists are read once per instance and kept
 * until `accessLists:changed` (published by the service on every change, through Redis across
 * instances) drops them, so a request costs a few map look-ups. An empty list refuses nothing.
 *
 * - Hosts: console-wide; a request whose host is not listed is refused.
 * - Console IPs: everyone, sign-in included.
 * - An account's IPs: requests carrying a session token or API key of one of its users.
 */
export class AccessGate {
  private consoleLists: Promise<ConsoleLists> | null = null;
  private readonly accountLists = new Map<string, Promise<AddressList>>();
  private readonly credentials = new Map<string, string>();
  /** Open graphql-ws sockets, checked again when a list changes. */
  private readonly sockets = new Map<{ close(code: number, reason: string): void }, GateInput>();
  private readonly changes: AsyncIterator<AccessListChange>;

  constructor(
    private readonly db: Database,
    pubsub: AppPubSub,
    private readonly trustProxy: boolean,
    private readonly logger: Logger,
  ) {
    const changes = pubsub.subscribe('accessLists:changed')[Symbol.asyncIterator]();
    this.changes = changes;
    void (async () => {
      for (;;) {
        const next = await changes.next();
        if (next.done) return;
        this.invalidate(next.value);
        await this.recheckSockets();
      }
    })().catch((err: unknown) => logger.error({ err }, 'access list change listener stopped'));
  }

  /** Drops the cached copy of a list (the service also calls it, so this instance is current at once). */
  invalidate(change: AccessListChange): void {
    if (change.accountId === null) this.consoleLists = null;
    else this.accountLists.delete(change.accountId);
  }

  /** The client address and host a request is judged by. */
  describe(input: GateInput): { ip: string | null; host: string | null } {
    return { ip: clientAddress(input.headers, input.socketAddress, this.trustProxy), host: requestHost(input.headers, this.trustProxy) };
  }

  /** Why the request is refused (`host.forbidden`, `ip.forbidden`), or null when it may pass. */
  async refusal(input: GateInput): Promise<AppError | null> {
    const { ip, host } = this.describe(input);
    const lists = await this.console();
    if (lists.hosts.size > 0 && (!host || !lists.hosts.has(host))) return new AppError('host.forbidden', 'hostForbidden', { params: { host: host ?? '' } });
    if (lists.ips.size > 0 && !lists.ips.includes(ip)) return new AppError('ip.forbidden', 'ipForbidden', { params: { address: ip ?? '' } });
    const accountId = await this.accountOf(input);
    if (accountId) {
      const list = await this.account(accountId);
      if (list.size > 0 && !list.includes(ip)) return new AppError('ip.forbidden', 'ipForbidden', { params: { address: ip ?? '' } });
    }
    return null;
  }

  /**
   * Registers the gate as a Fastify `onRequest` hook for every route but the exempt ones.
   * A refusal answers 403 in the envelope of the API asked: GraphQL errors on /graphql, the
   * `{code, msg, data}` envelope elsewhere.
   */
  register(server: FastifyInstance): void {
    server.addHook('onRequest', async (request, reply) => {
      if (isExempt(request.url)) return;
      let refusal: unknown;
      try {
        refusal = await this.refusal({ headers: request.headers, socketAddress: request.socket.remoteAddress });
      } catch (err) {
        refusal = err;
      }
      if (refusal) return refuse(request, reply, refusal);
    });
  }

  /** Follows a graphql-ws socket: when a list changes and refuses it, it is closed (4403). */
  watch(socket: { close(code: number, reason: string): void }, input: GateInput): () => void {
    this.sockets.set(socket, input);
    return () => this.sockets.delete(socket);
  }

  async close(): Promise<void> {
    this.sockets.clear();
    await this.changes.return?.();
  }

  private async recheckSockets(): Promise<void> {
    for (const [socket, input] of this.sockets) {
      const refusal = await this.refusal(input).catch(() => null);
      if (refusal) {
        this.sockets.delete(socket);
        socket.close(4403, refusal.code);
      }
    }
  }

  private console(): Promise<ConsoleLists> {
    if (!this.consoleLists) {
      const loading = Promise.all([repo.enabledHosts(this.db), repo.enabledIps(this.db, null)]).then(([hosts, ips]) => ({ hosts: new Set(hosts), ips: new AddressList(ips) }));
      this.consoleLists = loading;
      // A failed read is tried again by the next request.
      loading.catch(() => {
        if (this.consoleLists === loading) this.consoleLists = null;
      });
    }
    return this.consoleLists;
  }

  private account(accountId: string): Promise<AddressList> {
    let list = this.accountLists.get(accountId);
    if (!list) {
      const loading = repo.enabledIps(this.db, accountId).then((entries) => new AddressList(entries));
      list = loading;
      this.accountLists.set(accountId, loading);
      loading.catch(() => {
        if (this.accountLists.get(accountId) === loading) this.accountLists.delete(accountId);
      });
    }
    return list;
  }

  /** The account of the request's session token or API key, if it names one that exists. */
  private async accountOf(input: GateInput): Promise<string | null> {
    const header = input.headers['authorization'];
    const token = bearerToken(input.authorization ?? (Array.isArray(header) ? header[0] : header));
    const apiKey = token ? null : apiKeyPair(input.headers)?.key;
    if (!token && !apiKey) return null;
    const key = token ? `s:${hashToken(token)}` : `k:${apiKey}`;
    const cached = this.credentials.get(key);
    if (cached) {
      // Most recently used last: the oldest entry is the first to go.
      this.credentials.delete(key);
      this.credentials.set(key, cached);
      return cached;
    }
    const accountId = token ? await repo.accountOfSession(this.db, key.slice(2)) : await repo.accountOfApiKey(this.db, apiKey!);
    // Unknown credentials are not remembered: authentication refuses them anyway.
    if (!accountId) return null;
    this.credentials.set(key, accountId);
    if (this.credentials.size > CREDENTIAL_CACHE) this.credentials.delete(this.credentials.keys().next().value!);
    return accountId;
  }
}

function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body, headers } = errorEnvelope(request, error);
  if (headers) reply.headers(headers);
  if (request.url.split('?')[0] === '/graphql') {
    // The GraphQL answer's own shape and media type (clients read a non-2xx body only in it), with the same code and message.
    return reply
      .status(status)
      .type('application/graphql-response+json; charset=utf-8')
      .send({ errors: [{ message: body.msg, extensions: { code: body.code } }] });
  }
  const path = request.url.split('?')[0];
  if (error instanceof AppError && !path.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html')) {
    // A browser opening the console itself: the sentence, in the browser's language.
    const lang = parseLang(request.headers['lang'] || request.headers['accept-language']?.split(',')[0]);
    return reply
      .status(status)
      .type('text/plain; charset=utf-8')
      .send(message(lang, error.messageKey, error.params));
  }
  return reply.status(status).send(body);
}

/** A refusal as graphql-ws sends it for one subscription. */
export function refusalMessage(error: AppError, lang: unknown): { message: string; code: string } {
  return { message: message(parseLang(lang), error.messageKey, error.params), code: error.code };
}
