#!/usr/bin/env node
// Bundles the scan, repack and harden CLIs and the scan's sandbox worker into plain JavaScript
// (dist/engine/) so that `npm run scan` starts in a fraction of the time the TypeScript loader
// needs. Rebuilds only when a source is newer than the bundle (see build-server.mjs for how a
// build replaces the last); npm packages stay external.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFresh, bundleCommonJs, bundleForNode } from './bundle-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entries = {
  scan: path.join(root, 'server/src/cli/scan.ts'),
  harden: path.join(root, 'server/src/cli/harden.ts'),
  // run-scan-isolated.ts starts `./scan-worker.js` beside the bundle that imports it.
  'scan-worker': path.join(root, 'server/src/engines/sandbox/scan-worker.ts'),
  // rewrite-pool.ts starts `./dex-rewrite-worker.js` beside the bundle that imports it.
  'dex-rewrite-worker': path.join(root, 'server/src/engines/android/dex/dex-rewrite-worker.ts'),
};
// The repack CLI re-signs one package per run, often a small one, where start-up is most of the
// run: it is one CommonJS file (node-forge, for PKCS#12 stores, and node-rsa, which jks-js wants
// for some keys, load when needed), started by repack.cjs with a code cache (see
// repack-launcher.cjs).
const commonJsEntries = { 'repack-bundle': path.join(root, 'server/src/cli/repack.ts') };
const launcher = path.join(root, 'scripts/repack-launcher.cjs');

await buildFresh({
  outdir: path.join(root, 'dist', 'engine'),
  // The harden CLI bundles the policy schema from common/ too.
  sources: [path.join(root, 'server/src'), path.join(root, 'common'), fileURLToPath(import.meta.url), path.join(root, 'scripts/bundle-node.mjs'), launcher],
  outputs: [...Object.keys(entries).map((name) => `${name}.js`), ...Object.keys(commonJsEntries).map((name) => `${name}.cjs`), 'repack.cjs'],
  build: async (staging) => {
    await bundleForNode(entries, staging);
    await bundleCommonJs(commonJsEntries, staging, { external: ['node-forge', 'node-rsa'] });
    fs.copyFileSync(launcher, path.join(staging, 'repack.cjs'));
  },
});
