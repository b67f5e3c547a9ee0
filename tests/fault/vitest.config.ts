import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { FiguresReporter } from './figures-reporter';

const require = createRequire(import.meta.url);

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
    include: ['tests/fault/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/fault/global-setup.ts', 'tests/helpers/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    reporters: ['default', new FiguresReporter(), ...(process.env.VITEST_JSON ? ['json' as const] : [])],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
  },
});
