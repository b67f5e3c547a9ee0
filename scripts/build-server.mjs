#!/usr/bin/env node
// Bundles the console server and the worker threads it starts into plain JavaScript (dist/server/),
// which `npm start` runs with plain Node: the TypeScript loader and its compile cache cost the
// idle server ~75 MB of resident memory. npm packages stay external (resolved from node_modules
// at run time, as under the loader). Rebuilds only when a source is newer than the last build;
// concurrent runs (test workers starting servers at once) wait for each other, and a build is
// written beside the previous one and renamed into place, so no server starts from a half-written one.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFresh, bundleForNode } from './bundle-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entries = {
  main: path.join(root, 'server/src/main.ts'),
  // Each pool or sandbox starts `./<name>.js` beside the module that starts it; in the bundle
  // every chunk sits in dist/server/, so the workers are entries there too.
  'scan-worker': path.join(root, 'server/src/engines/sandbox/scan-worker.ts'),
  'harden-worker': path.join(root, 'server/src/engines/android/harden/harden-worker.ts'),
  'dex-rewrite-worker': path.join(root, 'server/src/engines/android/dex/dex-rewrite-worker.ts'),
  'script-worker': path.join(root, 'server/src/engines/h5/script-worker.ts'),
};

await buildFresh({
  outdir: path.join(root, 'dist', 'server'),
  // What the bundle is made of: the server, the code it shares with the web, the migrations, and the build scripts.
  sources: [path.join(root, 'server/src'), path.join(root, 'common'), path.join(root, 'migrations'), fileURLToPath(import.meta.url), path.join(root, 'scripts/bundle-node.mjs')],
  outputs: Object.keys(entries).map((name) => `${name}.js`),
  build: (staging) => bundleForNode(entries, staging),
});
