import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** Browser tests: real server in-process, Debian's chromium driven by playwright-core. */
export default defineConfig({
  resolve: {
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Browser checks poll until they hold: the console animates and loads over the network, so a
    // reading taken at one instant (right after sign-in, while the sidebar slides in) can be early.
    expect: { poll: { timeout: 30_000, interval: 100 } },
    // One file at a time: two at once were tried and took longer (1,380 s against 1,271 s on
    // the same machine), the browser and the file's own server already keeping both cores busy.
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    reporters: process.env.E2E_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.E2E_JSON ? { json: process.env.E2E_JSON } : undefined,
  },
});
