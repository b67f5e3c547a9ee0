import { FAULT_SERVICES } from './fault-services';

/**
 * The fault suite needs PostgreSQL and Redis. Without them it fails in CI (CI=true), where
 * skipping would hide that it never ran, and is skipped with a note elsewhere.
 */
export default function setup(): void {
  if (FAULT_SERVICES) return;
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]).join(' and ');
  if (process.env.CI === 'true') throw new Error(`the fault suite needs PostgreSQL and Redis: set ${missing}`);
  console.warn(`\nThe fault suite is skipped: it runs on PostgreSQL + Redis; set ${missing} (e.g. DATABASE_URL=postgres://… REDIS_URL=redis://… npm run test:fault).\n`);
}
