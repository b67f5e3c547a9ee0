import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One copy of graphql: Pothos and Yoga load the CommonJS build, so tests must too
    // ("Cannot use GraphQLObjectType from another module or realm" otherwise).
    alias: [
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      // Code both the server and the web use (permission catalogue, shared rules) lives in common/.
      { find: /^@common\/(.*)$/, replacement: fileURLToPath(new URL('./common/$1', import.meta.url)) },
    ],
  },
  test: {
    include: ['common/**/*.test.ts', 'server/src/**/*.test.ts', 'web/src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/e2e/**'],
    environment: 'node',
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Generous: engine tests drive whole packages through Debian's tools and the JVM, and a test
    // must not fail because the machine is slow or busy.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // CI collects the counts from a JSON report next to the usual output.
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
    pool: 'forks',
    maxWorkers: 2,
    // Debian's baksmali and smali (java-wrappers scripts) pass JAVA_ARGS to the JVM: with the
    // client compiler only, disassembling a 6 MB DEX takes half the CPU (5.7 s against 13 s).
    env: { JAVA_ARGS: '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC' },
  },
});
