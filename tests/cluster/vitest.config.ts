import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { figuresReporter } from '../helpers/figures-reporter';

const require = createRequire(import.meta.url);

/**
 * The cluster suite (`npm run test:cluster`): API and worker instances as separate processes on
 * PostgreSQL + Redis (DATABASE_URL and REDIS_URL) and an S3-compatible server it starts itself.
 * Without the two services it fails in CI (CI=true) and is skipped with a note elsewhere.
 */
const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  if (process.env.CI === 'true') throw new Error(`The cluster suite needs PostgreSQL and Redis: set ${missing.join(' and ')}.`);
  console.warn(`\nThe cluster suite is skipped: it runs on PostgreSQL + Redis; set ${missing.join(' and ')}.\n`);
}

export default defineConfig({
  resolve: {
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: missing.length === 0 ? ['tests/cluster/*.test.ts'] : [],
    passWithNoTests: missing.length > 0,
    environment: 'node',
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    reporters: ['default', figuresReporter, ...(process.env.VITEST_JSON ? ['json' as const] : [])],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
  },
});
