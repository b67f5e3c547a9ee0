import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAppPubSub } from '../../../server/src/platform/pubsub';
import { startTestServer, type TestServer } from '../../helpers/server';

const onPostgres = Boolean(inject('databaseUrl'));
const redisUrl = process.env.REDIS_URL;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('storage and pub/sub back ends', () => {
  it('runs on the configured database', async () => {
    expect(t.runtime.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    const { rows } = await sql<{ version: string }>`select version()`.execute(t.runtime.deps.db);
    expect(rows[0].version).toMatch(/PostgreSQL/);
  });

  it('keeps a transaction intact while other queries wait (embedded database serializes)', async () => {
    const user = await t.seed.user();
    const db = t.runtime.deps.db;
    const inside = db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ realname: 'inside' }).where('id', '=', user.userId).execute();
      await new Promise((r) => setTimeout(r, 50));
      throw new Error('roll back');
    });
    const outside = db.selectFrom('users').select('realname').where('id', '=', user.userId).executeTakeFirstOrThrow();
    await expect(inside).rejects.toThrow('roll back');
    expect((await outside).realname).toBe(user.username);
    const after = await db.selectFrom('users').select('realname').where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect(after.realname).toBe(user.username);
  });

  it.skipIf(!redisUrl)('delivers an event published by one instance to a subscriber on another (Redis)', async () => {
    const a = createAppPubSub(redisUrl);
    const b = createAppPubSub(redisUrl);
    try {
      const iterator = a.subscribe('session:revoked', 'acct:sess-cross')[Symbol.asyncIterator]();
      const next = iterator.next();
      await new Promise((r) => setTimeout(r, 200));
      b.publish('session:revoked', 'acct:sess-cross', { reason: 'replaced' });
      expect((await next).value).toEqual({ reason: 'replaced' });
      await iterator.return?.();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
