import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | undefined;
  }
}

/**
 * With DATABASE_URL set, the run gets a database of its own (created here, dropped at the end),
 * so runs never see each other's rows or a bootstrap admin with another password.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const base = process.env.DATABASE_URL;
  project.provide('databaseUrl', undefined);
  if (!base) return;
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
