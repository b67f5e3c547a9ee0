import type { LightMyRequestResponse } from 'fastify';
import { saveSecuritySettings, findSecuritySettings, type SecuritySettingsValues } from '../../server/src/modules/security/security.repo';
import { clientIp, type TestServer } from './server';

export interface RestClient {
  /** POSTs JSON from a fresh client address (sign-in failures are counted per address). */
  post(url: string, payload?: unknown, options?: { token?: string; lang?: string; ip?: string }): Promise<LightMyRequestResponse>;
  get(url: string, options?: { token?: string; lang?: string; ip?: string }): Promise<LightMyRequestResponse>;
}

/** In-process REST calls as the browser makes them: bearer token, `lang` header, a client address. */
export function restClient(t: TestServer): RestClient {
  const headers = (options: { token?: string; lang?: string }) => ({
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.lang ? { lang: options.lang } : {}),
  });
  return {
    post: (url, payload, options = {}) =>
      t.runtime.app.server.inject({ method: 'POST', url, payload: payload as object, headers: headers(options), remoteAddress: options.ip ?? clientIp() }),
    get: (url, options = {}) => t.runtime.app.server.inject({ method: 'GET', url, headers: headers(options), remoteAddress: options.ip ?? clientIp() }),
  };
}

/** Changes some of an account's security settings directly (the settings API is tested elsewhere). */
export async function setSecurity(t: TestServer, accountId: string, changes: Partial<SecuritySettingsValues>): Promise<void> {
  const db = t.runtime.deps.db;
  await saveSecuritySettings(db, accountId, { ...(await findSecuritySettings(db, accountId)), ...changes });
}

/** Polls until `probe` returns a value (mail delivery runs after the answer). */
export async function eventually<T>(probe: () => Promise<T | undefined | null>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The newest outbox mail to an address, once it is there. */
export function outboxMailTo(t: TestServer, recipient: string) {
  return eventually(() => t.runtime.deps.db.selectFrom('mailOutbox').selectAll().where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirst());
}
