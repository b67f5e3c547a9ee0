import type { TestServer } from '../../helpers/server';
import { api, type Caller } from '../assessment/assessment-helpers';

/** Polls `/api/harden/job/get` until the job has succeeded or failed; its view then. */
export async function waitForHardening(t: TestServer, caller: Caller, jobId: string, timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const body = await api(t, caller, '/api/harden/job/get', { id: jobId });
    if (body.code !== '200') throw new Error(`job ${jobId}: ${body.code} ${body.msg}`);
    if (body.data.status === 'success' || body.data.status === 'failure') return body.data;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${body.data.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
