import { describe } from 'vitest';

/** PostgreSQL and Redis are configured: the fault suite runs (else its config says why not). */
export const FAULT_SERVICES = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/** `describe` for fault tests: skipped without PostgreSQL + Redis. */
export const describeFault = describe.skipIf(!FAULT_SERVICES);
