import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDED_SETTINGS, openDatabase } from './database';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const setting = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], name: string) =>
  (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(db)).rows[0].value;

describe('embedded database', () => {
  it('initialises a fresh data directory, runs with the embedded settings and keeps its data across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-db-test-'));
    dirs.push(dataDir);

    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    await sql`create table kept (id int primary key, note text)`.execute(first.db);
    await sql`insert into kept values (1, 'written before the restart')`.execute(first.db);
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const { rows } = await sql<{ note: string }>`select note from kept where id = 1`.execute(second.db);
      expect(rows).toEqual([{ note: 'written before the restart' }]);
      for (const entry of EMBEDDED_SETTINGS) {
        const [name, value] = entry.split('=');
        expect(await setting(second.db, name)).toBe(value);
      }
    } finally {
      await second.close();
    }
  });

  it('applies the embedded settings in memory too', async () => {
    const handle = await openDatabase({ dataDir: os.tmpdir(), inMemory: true });
    try {
      expect(await setting(handle.db, 'shared_buffers')).toBe(EMBEDDED_SETTINGS.find((s) => s.startsWith('shared_buffers='))!.split('=')[1]);
    } finally {
      await handle.close();
    }
  });
});
