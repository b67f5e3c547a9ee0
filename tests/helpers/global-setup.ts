import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | undefined;
    /** On PGlite: a file holding a migrated, empty data directory (see `embeddedTemplate`). */
    embeddedTemplate: string | undefined;
  }
}

/**
 * With DATABASE_URL set, the run gets a database of its own (created here, dropped at the end),
 * so runs never see each other's rows or a bootstrap admin with another password.
 *
 * Without it every test server has an in-memory PGlite of its own. Its initdb and migrations
 * take 2-5 s, and a run starts over a hundred servers: they are done once here, and each server
 * starts from the dumped data directory in about 0.6 s (the migrations then find nothing to do).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const base = process.env.DATABASE_URL;
  project.provide('databaseUrl', undefined);
  project.provide('embeddedTemplate', undefined);
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-template-'));
    const file = path.join(dir, 'pgdata.tar');
    fs.writeFileSync(file, Buffer.from(await (await dumpMigratedDatabase()).arrayBuffer()));
    project.provide('embeddedTemplate', file);
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const name = `rampart_test_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  project.provide('databaseUrl', url.toString());
  return async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

async function dumpMigratedDatabase(): Promise<Blob> {
  const handle = await openDatabase({ dataDir: os.tmpdir(), inMemory: true });
  try {
    await migrateToLatest(handle.db);
    return await handle.dumpDataDir!();
  } finally {
    await handle.close();
  }
}
