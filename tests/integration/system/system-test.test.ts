import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/src/db/database';
import { message } from '../../../server/src/i18n/messages';
import { checkDatabase, DISK_WARNING_BYTES } from '../../../server/src/modules/system/system-test.service';
import { gqlAs, outcome } from '../../helpers/graphql';
import { MATRIX_CALLERS, roleMatrix, type MatrixCaller } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';

/** The system test page (/manage/systemmanage/test): the health checks on a healthy install, bad input, who may run them. */
let t: TestServer;
let tokens: Record<MatrixCaller, string>;

const RUN = `mutation($checks: [SystemCheck!], $mailTo: String) { runSystemTest(checks: $checks, mailTo: $mailTo) {
  __typename ... on AppError { code message }
  ... on MutationRunSystemTestSuccess { data { check status durationMs detail checkedAt } } } }`;

const QUEUE = `system-test-${Date.now().toString(36)}`;

type Result = { check: string; status: string; durationMs: number; detail: string };

async function run(variables: Record<string, unknown>, token = tokens.systemAdmin, lang = 'en') {
  return (await gqlAs(t, token, RUN, variables, lang)).data!.runSystemTest as { data?: Result[]; code?: string; message?: string };
}

beforeAll(async () => {
  // A queue of its own, so jobs other test servers leave in a shared database do not count.
  t = await startTestServer({ env: { RAMPART_JOB_QUEUE: QUEUE } });
  tokens = (await roleMatrix(t)).tokens;
});
afterAll(() => t.close());

const outboxCount = async () => (await t.runtime.deps.db.selectFrom('mailOutbox').select('id').execute()).length;
const runLogCount = async () => (await t.runtime.deps.db.selectFrom('operationLogs').select('id').where('activityType', '=', 'systemTest.run').execute()).length;

describe('the health checks', () => {
  it('all pass on a healthy install, in order, each with a duration and what it found', async () => {
    const mailTo = `ops-${Date.now()}@example.com`;
    const results = (await run({ mailTo })).data!;
    expect(results.map((r) => r.check)).toEqual(['DATABASE', 'PUBSUB', 'MAIL', 'DISK', 'ENGINE', 'JOBS']);
    const by = Object.fromEntries(results.map((r) => [r.check, r]));
    for (const r of results) expect(r.durationMs).toBeGreaterThanOrEqual(0);

    expect(by.DATABASE.status).toBe('OK');
    const latest = (await t.runtime.deps.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow()) as { name: string };
    expect(by.DATABASE.detail).toContain(`migration ${latest.name}`);
    expect(by.DATABASE.detail).toContain(process.env.DATABASE_URL ? 'PostgreSQL' : 'Embedded PGlite');

    expect(by.PUBSUB).toMatchObject({ status: 'OK', detail: `${process.env.REDIS_URL ? 'Redis pub/sub' : 'In-memory bus (embedded mode)'}: a published message came back` });

    // No SMTP server in tests: the message is kept in the outbox the page shows.
    expect(by.MAIL).toMatchObject({ status: 'OK', detail: `No SMTP server is configured: the message to ${mailTo} is kept in the mail outbox` });
    const mail = await t.runtime.deps.db.selectFrom('mailOutbox').selectAll().where('recipient', '=', mailTo).executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ subject: 'Rampart test message', transport: 'outbox' });

    const stats = fs.statfsSync(t.runtime.deps.config.dataDir);
    const free = stats.bavail * stats.bsize;
    expect(by.DISK.status).toBe(free < Math.min(DISK_WARNING_BYTES, stats.blocks * stats.bsize * 0.05) ? 'WARNING' : 'OK');
    expect(by.DISK.detail).toMatch(/^[\d.]+ [KMGTP]?B free of [\d.]+ [KMGTP]?B in the data directory/);

    expect(by.ENGINE).toMatchObject({ status: 'OK' });
    expect(by.ENGINE.detail).toMatch(/^Analysed a package built at check time: com\.rampart\.selftest, 1 DEX class\(es\), \d+ finding\(s\), score \d+$/);

    expect(by.JOBS.status).toBe('OK');
    expect(by.JOBS.detail).toMatch(/^\d+ waiting, \d+ running in queue \S+; a worker in this instance looked for jobs \d+ s ago$/);

    const log = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select(['activityType', 'target', 'result'])
      .where('activityType', '=', 'systemTest.run')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ activityType: 'systemTest.run', target: 'database,pubsub,mail,disk,engine,jobs', result: 'success' });
  });

  it('runs one check alone; without an address the mail check is skipped in a full run', async () => {
    const one = (await run({ checks: ['PUBSUB'] })).data!;
    expect(one.map((r) => r.check)).toEqual(['PUBSUB']);
    const all = (await run({}, tokens.systemAdmin, 'zh-TW')).data!;
    expect(all.find((r) => r.check === 'MAIL')).toMatchObject({ status: 'SKIPPED', detail: message('zh-TW', 'systemTestMailSkipped') });
    expect(all.find((r) => r.check === 'DATABASE')!.detail).toContain('已回應查詢');
  });

  it('refuses a bad address, or the mail check alone without one, and sends nothing', async () => {
    const [mails, runs] = [await outboxCount(), await runLogCount()];
    expect(await run({ mailTo: 'not-an-address' })).toMatchObject({ code: '400', message: 'Email address is not invalid' });
    expect(await run({ checks: ['MAIL'] })).toMatchObject({ code: '400', message: 'Email cannot be empty' });
    expect(await outboxCount()).toBe(mails);
    expect(await runLogCount()).toBe(runs);
  });

  it('reports a database it cannot reach as failed', async () => {
    const broken = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ host: '127.0.0.1', port: 1, user: 'nobody', connectionTimeoutMillis: 2000 }) }) });
    try {
      const result = await checkDatabase(broken as unknown as Database, (key, params) => message('en', key, params), 'PostgreSQL');
      expect(result.status).toBe('failed');
      expect(result.detail).toMatch(/^The database did not answer: .+/);
    } finally {
      await broken.destroy();
    }
  });
});

describe('the job queue check', () => {
  it('fails when a job has waited ten minutes for a worker, and warns about a job whose worker died', async () => {
    const db = t.runtime.deps.db;
    const accountId = (await db.selectFrom('accounts').select('id').where('isSystem', '=', true).executeTakeFirstOrThrow()).id;
    const stalled = await db
      .insertInto('jobs')
      .values({ accountId, queue: QUEUE, kind: 'seed.unclaimed', payload: '{}', createdAt: new Date(Date.now() - 20 * 60_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orphan = await db
      .insertInto('jobs')
      .values({ accountId, queue: QUEUE, kind: 'seed.unclaimed', payload: '{}', status: 'processing', leaseOwner: 'gone', leaseUntil: new Date(Date.now() - 60_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const [jobs] = (await run({ checks: ['JOBS'] })).data!;
      expect(jobs.status).toBe('FAILED');
      expect(jobs.detail).toMatch(
        /^1 waiting, 1 running in queue system-test-\S+; a worker in this instance looked for jobs \d+ s ago; the oldest waiting job has waited 20 min; 1 running job\(s\) lost their worker \(lease expired\)$/,
      );
      await db.deleteFrom('jobs').where('id', '=', stalled.id).execute();
      const [warned] = (await run({ checks: ['JOBS'] })).data!;
      expect(warned.status).toBe('WARNING');
    } finally {
      await db.deleteFrom('jobs').where('id', 'in', [stalled.id, orphan.id]).execute();
    }
    expect((await run({ checks: ['JOBS'] })).data![0].status).toBe('OK');
  });
});

describe('who may run them', () => {
  it.each(MATRIX_CALLERS)('%s', async (who) => {
    const answer = await gqlAs(t, tokens[who], RUN, { checks: ['DISK'] });
    expect(outcome(answer)).toBe(who === 'systemAdmin' ? '200' : '403');
  });

  it('needs a session', async () => {
    expect(outcome(await gqlAs(t, null, RUN, { checks: ['DISK'] }))).toBe('401');
  });
});

describe('the mail check over SMTP', () => {
  let smtp: SMTPServer;
  let withSmtp: TestServer;
  let token: string;
  const received: Array<{ to: string; text: string }> = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      // A mailbox the server refuses, so delivery fails the way a real one would.
      onRcptTo(address, _session, callback) {
        callback(address.address.startsWith('refused') ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    withSmtp = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    token = (await roleMatrix(withSmtp)).tokens.systemAdmin;
  });
  afterAll(async () => {
    await withSmtp?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const mailCheck = async (mailTo: string) => {
    const answer = (await gqlAs(withSmtp, token, RUN, { checks: ['MAIL'], mailTo })).data!.runSystemTest;
    return answer.data[0] as Result;
  };

  it('waits for the SMTP server to take the message', async () => {
    const to = `ops-${Date.now()}@example.com`;
    expect(await mailCheck(to)).toMatchObject({ check: 'MAIL', status: 'OK', detail: `Sent over SMTP to ${to}` });
    const mail = received.find((m) => m.to === to);
    expect(mail?.text).toContain('Subject: Rampart test message');
  });

  it('fails when the SMTP server refuses it', async () => {
    const result = await mailCheck('refused@example.com');
    expect(result.status).toBe('FAILED');
    expect(result.detail).toMatch(/^SMTP delivery to refused@example\.com failed: .*550/);
  });
});
