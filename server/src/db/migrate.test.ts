import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseMetadataOptions } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

/**
 * The database as the migrator sees it, except that listing the tables (Kysely's introspector,
 * which the migrator asks whether its own table exists) fails the first `failures` times the way
 * PostgreSQL fails it when another instance drops a table between its two reads: undefined_table.
 */
function withVanishingTables(db: Database, failures: number): { db: Database; failed: () => number } {
  let failed = 0;
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === 'introspection') {
        const real = target.introspection;
        return {
          getSchemas: () => real.getSchemas(),
          getMetadata: (options?: DatabaseMetadataOptions) => real.getMetadata(options),
          getTables: async (options?: DatabaseMetadataOptions) => {
            if (failed < failures) {
              failed++;
              throw Object.assign(new Error('relation "public.monitor_events_y2020m01" does not exist'), { code: '42P01' });
            }
            return real.getTables(options);
          },
        };
      }
      // Kysely keeps its state in private fields: its methods run on the real instance.
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy, failed: () => failed };
}

let scratch: string;
let handle: DatabaseHandle;
beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-migrate-test-'));
  handle = await openDatabase({ dataDir: scratch, inMemory: true });
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('migrations', () => {
  it('refuses at the third time a table vanishes while the migrator lists tables, and runs once it stops vanishing', async () => {
    const always = withVanishingTables(handle.db, Infinity);
    const error = await migrateToLatest(always.db).catch((err: Error) => err);
    expect(error).toBeInstanceOf(Error);
    expect(((error as Error).cause as { code?: string }).code).toBe('42P01');
    expect(always.failed()).toBe(3);

    const twice = withVanishingTables(handle.db, 2);
    const applied = await migrateToLatest(twice.db);
    expect(twice.failed()).toBe(2);
    expect(applied.length).toBeGreaterThan(10);
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });
});
