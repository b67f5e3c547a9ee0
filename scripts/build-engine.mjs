#!/usr/bin/env node
// Bundles the scan, repack and harden CLIs and the scan's sandbox worker into plain JavaScript (dist/engine/) so that
// `npm run scan` starts in a fraction of the time the TypeScript loader needs. Rebuilds only
// when a source under server/src is newer than the bundle; npm packages stay external.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './bundle-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist', 'engine');
const entries = {
  scan: path.join(root, 'server/src/cli/scan.ts'),
  repack: path.join(root, 'server/src/cli/repack.ts'),
  harden: path.join(root, 'server/src/cli/harden.ts'),
  // run-scan-isolated.ts starts `./scan-worker.js` beside the bundle that imports it.
  'scan-worker': path.join(root, 'server/src/engines/sandbox/scan-worker.ts'),
  // rewrite-pool.ts starts `./dex-rewrite-worker.js` beside the bundle that imports it.
  'dex-rewrite-worker': path.join(root, 'server/src/engines/android/dex/dex-rewrite-worker.ts'),
};

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const built = Object.keys(entries).map((name) => path.join(outdir, `${name}.js`));
// The harden CLI bundles the policy schema from common/ too.
const sources = Math.max(newestMtime(path.join(root, 'server/src')), newestMtime(path.join(root, 'common')));
const fresh = built.every((f) => fs.existsSync(f)) && Math.min(...built.map((f) => fs.statSync(f).mtimeMs)) >= sources;
if (!fresh) {
  fs.rmSync(outdir, { recursive: true, force: true });
  await bundleForNode(entries, outdir);
}
