import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITLEMENTS } from '../../../common/permissions';
import { JobWorker } from '../../../server/src/jobs/job-worker';
import { createLogger } from '../../../server/src/lib/logger';
import { MONITOR_REPORT_JOB, MonitoringReportsService } from '../../../server/src/modules/monitoring/reports.service';
import { gqlAs, outcome } from '../../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch, type TestApp } from '../../helpers/monitoring';
import { eventually, outboxMailTo } from '../../helpers/rest';
import { roleMatrix, type RoleMatrix } from '../../helpers/role-matrix';
import { ownDatabase, startTestServer, uniqueName, type TestServer } from '../../helpers/server';

/**
 * Scheduled monitoring reports (/Monitoring/reportJob/list, /Monitoring/report/list): a daily
 * job produces exactly one report (row and file) when the scheduler's injected clock passes the
 * boundary, the PDF renders with pdftoppm and the CSV carries the dashboard figures; two
 * schedulers over one database produce each of 100 boundaries' reports once; a run that dies
 * mid-way leaves no ready row without its file and is completed once by another worker; and the
 * permission matrix with account isolation. The server runs as an API instance (no worker, no
 * self-ticking scheduler) so each test drives workers and clocks itself.
 */
let t: TestServer;
let m: RoleMatrix<'reportsOnly' | 'jobsOnly'>;
let app: TestApp;
const logger = createLogger('silent');
const DAY = 24 * 3600_000;

const reports = () => t.runtime.app.services.monitoringReports;
const db = () => t.runtime.deps.db;
const owner = () => m.tokens.customerSuperAdmin;

// The scheduler takes every due report of the database: other files' servers must not see these.
let database: Awaited<ReturnType<typeof ownDatabase>>;

beforeAll(async () => {
  database = await ownDatabase();
  t = await startTestServer({ env: { ...database.env, RAMPART_ROLE: 'api', RAMPART_JOB_QUEUE: uniqueName('reports') } });
  m = await roleMatrix(t, {
    reportsOnly: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['threat_perception', 'monitor_report']), {}),
    jobsOnly: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['threat_perception', 'monitor_report_job']), {}),
  });
  app = await createMonitoredApp(t, owner());
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

const CREATE = `mutation($i: MonitoringReportJobInput!, $a: ID) { createMonitoringReportJob(input: $i, accountId: $a) {
  __typename ... on AppError { code message } ... on MutationCreateMonitoringReportJobSuccess { data { id taskName cycle nextRunAt appIds recipients format timeZone } } } }`;
const UPDATE = `mutation($id: ID!, $i: MonitoringReportJobInput!) { updateMonitoringReportJob(id: $id, input: $i) { __typename ... on AppError { code message } ... on MutationUpdateMonitoringReportJobSuccess { data { id taskName } } } }`;
const DELETE = 'mutation($id: ID!) { deleteMonitoringReportJob(id: $id) { __typename ... on AppError { code } } }';
const ENABLE =
  'mutation($id: ID!, $e: Boolean!) { setMonitoringReportJobEnabled(id: $id, enabled: $e) { __typename ... on AppError { code } ... on MutationSetMonitoringReportJobEnabledSuccess { data { enabled } } } }';
const RUN =
  'mutation($id: ID!) { runMonitoringReportJob(id: $id) { __typename ... on AppError { code message } ... on MutationRunMonitoringReportJobSuccess { data { id status } } } }';
const JOBS = 'query($s: String) { monitoringReportJobs(first: 50, search: $s) { totalCount edges { node { id taskName } } } }';
const LIST = 'query($j: ID) { monitoringReports(first: 100, jobId: $j) { totalCount edges { node { id status format periodFrom periodTo fileSize scheduled } } } }';

const utcMidnight = (at: number) => Math.floor(at / DAY) * DAY;

function jobInput(overrides: Record<string, unknown> = {}) {
  const start = utcMidnight(Date.now());
  return {
    taskName: uniqueName('daily'),
    cycle: 'DAILY',
    startAt: new Date(start).toISOString(),
    endAt: new Date(start + 30 * DAY).toISOString(),
    timeZone: 'UTC',
    appIds: [app.id],
    format: 'PDF',
    recipients: ['soc@example.com'],
    enabled: true,
    ...overrides,
  };
}

async function createJob(overrides: Record<string, unknown> = {}, token = owner()) {
  const answer = await gqlAs(t, token, CREATE, { i: jobInput(overrides) });
  const data = answer.data?.createMonitoringReportJob?.data;
  if (!data) throw new Error(`createMonitoringReportJob failed: ${JSON.stringify(answer)}`);
  return data as { id: string; taskName: string; nextRunAt: string };
}

function startWorker(owner: string, leaseMs = 1000): JobWorker {
  const worker = new JobWorker(t.runtime.app.services.jobs, { [MONITOR_REPORT_JOB]: reports().jobHandler() }, logger, { owner, leaseMs, pollMs: 20 });
  worker.start();
  return worker;
}

/**
 * Runs a worker until no report run is queued or running. A worker stopped the moment an earlier
 * test saw its rows ready may hand its last run back before marking it finished; the crash tests
 * below claim "the next run" themselves and must find theirs, not that one.
 */
async function drainQueue(): Promise<void> {
  const worker = startWorker('drain');
  try {
    await eventually(async () => {
      const left = await db().selectFrom('jobs').select('id').where('kind', '=', MONITOR_REPORT_JOB).where('status', 'in', ['ready', 'processing']).executeTakeFirst();
      return left ? undefined : true;
    }, 30_000);
  } finally {
    await worker.stop();
  }
}

const reportRows = (jobId: string) => db().selectFrom('monitorReports').selectAll().where('jobId', '=', jobId).orderBy('periodFrom').execute();

describe('monitoring report jobs', () => {
  it('validates input with clear messages and stores nothing', async () => {
    const before = Number((await gqlAs(t, owner(), JOBS, {})).data!.monitoringReportJobs.totalCount);
    const refused = async (overrides: Record<string, unknown>, lang = 'en') => {
      const answer = await gqlAs(t, owner(), CREATE, { i: jobInput(overrides) }, lang);
      expect(answer.data!.createMonitoringReportJob.__typename).toBe('AppError');
      return answer.data!.createMonitoringReportJob.message as string;
    };
    expect(await refused({ recipients: ['not-an-email'] })).toBe('not-an-email is not a valid email address.');
    expect(await refused({ recipients: ['x@'] }, 'zh-TW')).toBe('x@ 不是有效的電子郵件地址。');
    expect(await refused({ endAt: jobInput().startAt })).toBe('The end time must be after the start time.');
    expect(await refused({ timeZone: 'Mars/Olympus' })).toBe('Mars/Olympus is not a known time zone.');
    expect(await refused({ startAt: 'yesterday' })).toBe('Start time cannot be empty');
    expect(await refused({ endAt: '+275000-01-01T00:00:00.000Z' })).toBe('Choose start and end times between the years 2000 and 2199.');
    expect(await refused({ appIds: ['00000000-0000-4000-8000-000000000000'] })).toBe('Choose apps of this account only.');
    expect(await refused({ taskName: '  ' })).toMatch(/empty/i);
    // Another account's app is not a choice either.
    const theirs = await createMonitoredApp(t, m.tokens.otherAccount);
    expect(await refused({ appIds: [theirs.id] })).toBe('Choose apps of this account only.');
    expect(Number((await gqlAs(t, owner(), JOBS, {})).data!.monitoringReportJobs.totalCount)).toBe(before);
  });

  it('a daily job produces exactly one report when the clock passes the boundary; the PDF renders and the mail goes out', async () => {
    await sendBatch(t, app, { events: [sdkEvent('root'), sdkEvent('root', { device: { udid: 'device-2', model: 'Galaxy S24', osVersion: '14' } }), sdkEvent('hook_frida')] });
    const job = await createJob();
    const boundary = utcMidnight(Date.now()) + DAY;
    expect(new Date(job.nextRunAt).getTime()).toBe(boundary);

    // Before the boundary nothing is due, however often the scheduler ticks.
    reports().now = () => new Date(boundary - 1);
    expect(await reports().tick()).toBe(0);
    expect(await reports().tick()).toBe(0);
    expect(await reportRows(job.id)).toHaveLength(0);

    reports().now = () => new Date(boundary + 1000);
    expect(await reports().tick()).toBe(1);
    expect(await reports().tick()).toBe(0);
    const worker = startWorker('instance-a');
    try {
      const ready = await eventually(async () => {
        const rows = await reportRows(job.id);
        return rows.length === 1 && rows[0].status === 'ready' ? rows[0] : undefined;
      }, 30_000);
      expect(ready.periodFrom.getTime()).toBe(boundary - DAY);
      expect(ready.periodTo.getTime()).toBe(boundary);
      const dir = path.join(reports()['deps'].filesRoot, 'monitor-reports', app.accountId);
      expect(fs.readdirSync(dir)).toEqual([`${ready.id}.pdf`]);
      expect(Number(ready.fileSize)).toBe(fs.statSync(path.join(dir, `${ready.id}.pdf`)).size);

      // The download route answers the file to the account, not to another account.
      const res = await t.runtime.app.server.inject({
        method: 'GET',
        url: `/api/monitor/report/download/${ready.id}`,
        headers: { authorization: `Bearer ${m.tokens.reportsOnly}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const theirs = await t.runtime.app.server.inject({
        method: 'GET',
        url: `/api/monitor/report/download/${ready.id}`,
        headers: { authorization: `Bearer ${m.tokens.otherAccount}` },
      });
      expect(theirs.statusCode).toBe(404);

      // pdftoppm renders it into PNG pages.
      const out = fs.mkdtempSync(path.join(os.tmpdir(), 'report-png-'));
      fs.writeFileSync(path.join(out, 'r.pdf'), res.rawPayload);
      execFileSync('pdftoppm', ['-png', '-r', '40', path.join(out, 'r.pdf'), path.join(out, 'page')]);
      const pages = fs.readdirSync(out).filter((f) => f.endsWith('.png'));
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect(fs.readFileSync(path.join(out, pages[0])).subarray(1, 4).toString()).toBe('PNG');
      const text = execFileSync('pdftotext', [path.join(out, 'r.pdf'), '-']).toString();
      expect(text).toContain(job.taskName);
      expect(text).toContain('Top threats');
      expect(text).toMatch(/root/);
      fs.rmSync(out, { recursive: true, force: true });

      const mail = await outboxMailTo(t, 'soc@example.com');
      expect(mail.subject).toBe(`Monitoring report: ${job.taskName}`);
      expect(mail.body).toContain(`/Monitoring/report/list?jobId=${job.id}`);
      await eventually(async () => ((await reportRows(job.id))[0].mailedAt ? true : undefined));

      // Listed with the job's reports.
      const listed = await gqlAs(t, m.tokens.reportsOnly, LIST, { j: job.id });
      expect(listed.data!.monitoringReports.edges).toEqual([{ node: expect.objectContaining({ id: ready.id, status: 'READY', format: 'PDF', scheduled: true }) }]);
      expect((await gqlAs(t, m.tokens.otherAccount, LIST, { j: job.id })).data!.monitoringReports.totalCount).toBe(0);
    } finally {
      await worker.stop();
    }
  });

  it('a CSV report carries the dashboard figures as rows', async () => {
    const job = await createJob({ format: 'CSV', recipients: [] });
    const boundary = utcMidnight(Date.now()) + DAY;
    reports().now = () => new Date(boundary);
    expect(await reports().tick()).toBe(1);
    const worker = startWorker('instance-a');
    const ready = await eventually(async () => {
      const [row] = await reportRows(job.id);
      return row?.status === 'ready' ? row : undefined;
    }, 30_000).finally(() => worker.stop());
    const csv = fs.readFileSync(path.join(reports()['deps'].filesRoot, ready.filePath!), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('section,key,value,risk_events');
    expect(csv).toMatch(/\r\ntotals,high,[1-9]\d*,\r\n/);
    expect(csv).toMatch(/\r\ntop_threat,root,[1-9]/);
    expect(csv).toMatch(/\r\ntop_device,(Pixel 8|Galaxy S24),/);
    expect(csv).toMatch(/\r\ntrend,\d{4}-\d{2}-\d{2},\d+,\d+\r\n/);
  });

  it('two schedulers over one database produce each report of 100 boundaries exactly once', async () => {
    const start = utcMidnight(Date.now()) - 200 * DAY;
    const job = await createJob({ format: 'CSV', recipients: [], startAt: new Date(start).toISOString(), endAt: new Date(start + 100 * DAY).toISOString() });
    const other = new MonitoringReportsService({ ...reports()['deps'] });
    let clock = start;
    reports().now = () => new Date(clock);
    other.now = () => new Date(clock);
    let scheduled = 0;
    // Steps of half a day to three days, so some ticks cross several boundaries at once.
    const steps = [DAY / 2, DAY, 3 * DAY, DAY, DAY / 3, 2 * DAY];
    for (let i = 0; clock <= start + 101 * DAY; i++) {
      clock += steps[i % steps.length];
      const [a, b] = await Promise.all([reports().tick(), other.tick()]);
      scheduled += a + b;
    }
    expect(scheduled).toBe(100);
    const rows = await reportRows(job.id);
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((r) => r.runAt!.getTime())).size).toBe(100);
    rows.forEach((r, i) => {
      expect(r.periodFrom.getTime()).toBe(start + i * DAY);
      expect(r.periodTo.getTime()).toBe(start + (i + 1) * DAY);
    });
    const queued = await db().selectFrom('jobs').select('payload').where('kind', '=', MONITOR_REPORT_JOB).where('accountId', '=', app.accountId).execute();
    const ids = queued.map((q) => (q.payload as { reportId: string }).reportId).filter((id) => rows.some((r) => r.id === id));
    expect(ids).toHaveLength(100);
    expect(new Set(ids).size).toBe(100);
    const after = await db().selectFrom('monitorReportJobs').select(['nextRunAt', 'lastRunAt']).where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(after.nextRunAt).toBeNull();
    expect(after.lastRunAt!.getTime()).toBe(start + 100 * DAY);

    // Two workers produce them, each once.
    const workers = [startWorker('instance-a'), startWorker('instance-b')];
    try {
      await eventually(async () => ((await reportRows(job.id)).every((r) => r.status === 'ready') ? true : undefined), 120_000);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const files = fs.readdirSync(path.join(reports()['deps'].filesRoot, 'monitor-reports', app.accountId));
    for (const r of await reportRows(job.id)) expect(files).toContain(`${r.id}.csv`);
    expect(files.filter((f) => f.endsWith('.part'))).toEqual([]);
  }, 180_000);

  it('a run that dies mid-way leaves no ready report without its file and is completed once by another worker', async () => {
    await drainQueue();
    const job = await createJob({ recipients: ['after-crash@example.com'] });
    const boundary = utcMidnight(Date.now()) + DAY;
    reports().now = () => new Date(boundary);
    expect(await reports().tick()).toBe(1);
    const [pending] = await reportRows(job.id);

    // Instance "dead" claims the run with a short lease, writes part of the file and is killed
    // (nothing after this point runs: no rename, no row update, no lease renewal).
    const queue = t.runtime.app.services.jobs;
    const claimed = await queue.claim('dead-instance', [MONITOR_REPORT_JOB], 300);
    expect((claimed?.payload as { reportId: string }).reportId).toBe(pending.id);
    const dir = path.join(reports()['deps'].filesRoot, 'monitor-reports', app.accountId);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${pending.id}.pdf.deadbeef.part`), '%PDF-1.7 half a report');

    const midway = (await reportRows(job.id))[0];
    expect(midway.status).toBe('pending');
    expect(midway.filePath).toBeNull();
    const early = await t.runtime.app.server.inject({ method: 'GET', url: `/api/monitor/report/download/${pending.id}`, headers: { authorization: `Bearer ${owner()}` } });
    expect(early.statusCode).toBe(409);

    // Another instance's worker takes the run over once the lease has run out.
    const worker = startWorker('instance-b');
    try {
      const ready = await eventually(async () => {
        const row = (await reportRows(job.id))[0];
        return row.status === 'ready' && row.mailedAt ? row : undefined;
      }, 30_000);
      expect(fs.readdirSync(dir).filter((f) => f.startsWith(pending.id))).toEqual([`${pending.id}.pdf`]);
      const body = fs.readFileSync(path.join(t.runtime.app.services.files.root, ready.filePath!));
      expect(body.length).toBe(Number(ready.fileSize));
      expect(body.subarray(body.length - 6).toString()).toMatch(/%%EOF/);
      // The queue run ends once the handler has returned: finished, on its second attempt.
      const run = await eventually(async () => {
        const row = await db().selectFrom('jobs').select(['status', 'attempts']).where('id', '=', claimed!.id).executeTakeFirstOrThrow();
        return row.status === 'processing' ? undefined : row;
      });
      expect(run).toEqual({ status: 'finished', attempts: 2 });
      expect(await reportRows(job.id)).toHaveLength(1);
      const mails = await db().selectFrom('mailOutbox').select('id').where('recipient', '=', 'after-crash@example.com').execute();
      expect(mails).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });

  it('a run whose workers all died is marked failed, not left pending', async () => {
    await drainQueue();
    const job = await createJob({ recipients: [] });
    const boundary = utcMidnight(Date.now()) + DAY;
    reports().now = () => new Date(boundary);
    expect(await reports().tick()).toBe(1);
    const [pending] = await reportRows(job.id);
    // The queue gives up on a run after its last attempt's lease ran out (as claim() does).
    const queue = t.runtime.app.services.jobs;
    const claimed = await queue.claim('dead-instance', [MONITOR_REPORT_JOB], 1);
    expect((claimed?.payload as { reportId: string }).reportId).toBe(pending.id);
    await db().updateTable('jobs').set({ attempts: 99 }).where('id', '=', claimed!.id).execute();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await queue.claim('other-instance', [MONITOR_REPORT_JOB], 1000)).toBeNull();
    expect((await db().selectFrom('jobs').select('status').where('id', '=', claimed!.id).executeTakeFirstOrThrow()).status).toBe('failed');
    expect((await reportRows(job.id))[0].status).toBe('pending');
    await reports().tick();
    const failed = (await reportRows(job.id))[0];
    expect(failed).toMatchObject({ status: 'failed', filePath: null });
    expect(failed.error).toMatch(/job\.attempts_exhausted/);
  });

  it('lists, searches, updates, disables, runs now and deletes; logs each change', async () => {
    const tag = uniqueName('crud');
    const job = await createJob({ taskName: `${tag} weekly`, cycle: 'WEEKLY' });
    const names = async (token = owner()) =>
      ((await gqlAs(t, token, JOBS, { s: tag })).data!.monitoringReportJobs.edges as Array<{ node: { taskName: string } }>).map((e) => e.node.taskName);
    expect(await names()).toEqual([`${tag} weekly`]);
    expect(await names(m.tokens.jobsOnly)).toEqual([`${tag} weekly`]);
    expect(await names(m.tokens.otherAccount)).toEqual([]);
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, 'query($id: ID!) { monitoringReportJob(id: $id) { id } }', { id: job.id }))).toBe('404');

    expect((await gqlAs(t, owner(), UPDATE, { id: job.id, i: jobInput({ taskName: `${tag} monthly`, cycle: 'MONTHLY' }) })).data!.updateMonitoringReportJob.data.taskName).toBe(
      `${tag} monthly`,
    );
    expect((await gqlAs(t, owner(), ENABLE, { id: job.id, e: false })).data!.setMonitoringReportJobEnabled.data.enabled).toBe(false);
    // A disabled job is never due.
    reports().now = () => new Date(Date.now() + 400 * DAY);
    await reports().tick();
    expect(await reportRows(job.id)).toHaveLength(0);

    reports().now = () => new Date();
    const run = await gqlAs(t, owner(), RUN, { id: job.id });
    expect(run.data!.runMonitoringReportJob.data.status).toBe('PENDING');
    const rows = await reportRows(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].runAt).toBeNull();

    expect(outcome(await gqlAs(t, m.tokens.otherAccount, DELETE, { id: job.id }))).toBe('404');
    expect(outcome(await gqlAs(t, owner(), DELETE, { id: job.id }))).toBe('200');
    expect(await names()).toEqual([]);
    const logged = await db().selectFrom('operationLogs').select('activityType').where('target', 'like', `${tag}%`).orderBy('id').execute();
    expect(logged.map((l) => l.activityType)).toEqual([
      'monitorReportJob.create',
      'monitorReportJob.update',
      'monitorReportJob.disable',
      'monitorReportJob.run',
      'monitorReportJob.delete',
    ]);
  });

  it('permission matrix: every operation × the roles, another account (404) and an unlicensed account', async () => {
    const job = await createJob({ recipients: [] });
    const other = await createJob({ recipients: [] });
    reports().now = () => new Date();
    const ran = await gqlAs(t, owner(), RUN, { id: job.id });
    const reportId = ran.data!.runMonitoringReportJob.data.id as string;
    await reports().produce(reportId);
    const unlicensed = await (async () => {
      const c = await t.seed.account(ENTITLEMENTS.filter((e) => e !== 'threat_perception'));
      const u = await t.seed.userIn(c.accountId, c.roleIds.CUSTOMER_SUPER_ADMIN, {});
      return t.login(u.username, u.password);
    })();
    const GET = 'query($id: ID!, $a: ID) { monitoringReportJob(id: $id, accountId: $a) { id } }';
    const DELETE_REPORT = 'mutation($id: ID!, $a: ID) { deleteMonitoringReport(id: $id, accountId: $a) { __typename ... on AppError { code } } }';
    const download = async (token: string, a: string | null) => {
      const res = await t.runtime.app.server.inject({
        method: 'GET',
        url: `/api/monitor/report/download/${reportId}${a ? `?accountId=${a}` : ''}`,
        headers: { authorization: `Bearer ${token}` },
      });
      return res.statusCode === 200 ? '200' : String(res.json().code);
    };
    // Each operation as the caller: the outcome code.
    const ops: Record<string, (token: string, a: string | null) => Promise<string>> = {
      listJobs: async (token, a) => outcome(await gqlAs(t, token, 'query($a: ID) { monitoringReportJobs(first: 5, accountId: $a) { totalCount } }', { a })),
      getJob: async (token, a) => outcome(await gqlAs(t, token, GET, { id: job.id, a })),
      createJob: async (token, a) => outcome(await gqlAs(t, token, CREATE, { i: jobInput({ appIds: [] }), a })),
      updateJob: async (token, a) =>
        outcome(
          await gqlAs(
            t,
            token,
            'mutation($id: ID!, $i: MonitoringReportJobInput!, $a: ID) { updateMonitoringReportJob(id: $id, input: $i, accountId: $a) { __typename ... on AppError { code } } }',
            { id: job.id, i: jobInput({ appIds: [] }), a },
          ),
        ),
      enableJob: async (token, a) =>
        outcome(
          await gqlAs(t, token, 'mutation($id: ID!, $a: ID) { setMonitoringReportJobEnabled(id: $id, enabled: true, accountId: $a) { __typename ... on AppError { code } } }', {
            id: job.id,
            a,
          }),
        ),
      runJob: async (token, a) =>
        outcome(await gqlAs(t, token, 'mutation($id: ID!, $a: ID) { runMonitoringReportJob(id: $id, accountId: $a) { __typename ... on AppError { code } } }', { id: job.id, a })),
      listReports: async (token, a) => outcome(await gqlAs(t, token, 'query($a: ID) { monitoringReports(first: 5, accountId: $a) { totalCount } }', { a })),
      download: (token, a) => download(token, a),
      deleteReport: async (token, a) => outcome(await gqlAs(t, token, DELETE_REPORT, { id: '00000000-0000-4000-8000-000000000000', a })),
      deleteJob: async (token, a) => {
        const fresh = await createJob({ recipients: [] });
        return outcome(
          await gqlAs(t, token, 'mutation($id: ID!, $a: ID) { deleteMonitoringReportJob(id: $id, accountId: $a) { __typename ... on AppError { code } } }', { id: fresh.id, a }),
        );
      },
    };
    // Rows: who; then the expected outcome of each operation in the order above.
    const expected: Record<string, string[]> = {
      //                  listJobs getJob createJob updateJob enableJob runJob listReports download deleteReport deleteJob
      systemAdmin: ['200', '200', '200', '200', '200', '200', '200', '200', '404', '200'],
      customerSuperAdmin: ['200', '200', '200', '200', '200', '200', '200', '200', '404', '200'],
      admin: ['200', '200', '200', '200', '200', '200', '200', '200', '404', '200'],
      user: ['200', '200', '200', '200', '200', '200', '200', '200', '404', '200'],
      view: ['403', '403', '403', '403', '403', '403', '200', '200', '403', '403'],
      jobsOnly: ['200', '200', '200', '200', '200', '200', '403', '403', '403', '200'],
      reportsOnly: ['403', '403', '403', '403', '403', '403', '200', '200', '403', '403'],
      otherAccount: ['200', '404', '200', '404', '404', '404', '200', '404', '404', '404'],
      unlicensed: ['403', '403', '403', '403', '403', '403', '403', '403', '403', '403'],
    };
    const actual: Record<string, string[]> = {};
    for (const who of Object.keys(expected)) {
      const token = who === 'unlicensed' ? unlicensed : m.tokens[who as keyof typeof m.tokens];
      const a = who === 'systemAdmin' ? app.accountId : null;
      actual[who] = [];
      for (const op of Object.values(ops)) actual[who].push(await op(token, a));
    }
    expect(actual).toEqual(expected);
    // Another account's caller changed nothing of A's.
    expect(await db().selectFrom('monitorReportJobs').select('id').where('id', '=', other.id).executeTakeFirst()).toBeDefined();
    // A real report delete removes its row and file.
    const row = (await db().selectFrom('monitorReports').select('filePath').where('id', '=', reportId).executeTakeFirstOrThrow()).filePath!;
    expect(outcome(await gqlAs(t, owner(), DELETE_REPORT, { id: reportId }))).toBe('200');
    expect(fs.existsSync(path.join(t.runtime.app.services.files.root, row))).toBe(false);
  });
});
