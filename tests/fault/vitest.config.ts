import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { figuresReporter } from '../helpers/figures-reporter';

const require = createRequire(import.meta.url);

/**
 * The fault suite needs PostgreSQL and Redis. Without them it fails in CI (CI=true), where
 * skipping would hide that it never ran, and is skipped with a note elsewhere.
 */
const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  if (process.env.CI === 'true') throw new Error(`The fault suite needs PostgreSQL and Redis: set ${missing.join(' and ')}.`);
  console.warn(
    `\nThe fault suite is skipped: it runs on PostgreSQL + Redis; set ${missing.join(' and ')} (e.g. DATABASE_URL=postgres://… REDIS_URL=redis://… npm run test:fault).\n`,
  );
}

/**
 * The fault suite (`npm run test:fault`): servers killed, Redis restarted and PostgreSQL cut
 * under load, on PostgreSQL + Redis (DATABASE_URL and REDIS_URL). One file at a time, since
 * each starts servers of its own; the figures every test records are printed at the end.
 */
export default defineConfig({
  resolve: {
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: missing.length === 0 ? ['tests/fault/*.test.ts'] : [],
    passWithNoTests: missing.length > 0,
    environment: 'node',
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    reporters: ['default', figuresReporter, ...(process.env.VITEST_JSON ? ['json' as const] : [])],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
  },
});
