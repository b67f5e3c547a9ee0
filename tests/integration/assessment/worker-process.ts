// A worker-only Rampart process for the kill test: starts the runtime with RAMPART_ROLE=worker
// from the environment, with the lease given in RAMPART_TEST_LEASE_MS, and runs until killed.
import { loadConfig } from '../../../server/src/config';
import { createLogger } from '../../../server/src/lib/logger';
import { startRuntime } from '../../../server/src/runtime';

const runtime = await startRuntime(loadConfig(process.env), createLogger('silent'), {
  worker: { leaseMs: Number(process.env.RAMPART_TEST_LEASE_MS ?? 1500), pollMs: 50 },
});
process.stdout.write(`worker ${runtime.worker?.owner ?? 'none'}\n`);
