#!/usr/bin/env node
// Bundles the console server and the worker threads it starts into plain JavaScript (dist/server/),
// which `npm start` runs with plain Node: the TypeScript loader and its compile cache cost the
// idle server ~75 MB of resident memory. npm packages stay external (resolved from node_modules
// at run time, as under the loader). Rebuilds only when a source is newer than the last build;
// concurrent runs (test workers starting servers at once) wait for each other, and a build is
// written beside the previous one and renamed into place, so no server starts from a half-written one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './bundle-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const outdir = path.join(dist, 'server');
const lockDir = path.join(dist, '.server-build.lock');
/** Records the newest source time the bundle was built from. */
const STAMP = '.sources-mtime';
const entries = {
  main: path.join(root, 'server/src/main.ts'),
  // Each pool or sandbox starts `./<name>.js` beside the module that starts it; in the bundle
  // every chunk sits in dist/server/, so the workers are entries there too.
  'scan-worker': path.join(root, 'server/src/engines/sandbox/scan-worker.ts'),
  'harden-worker': path.join(root, 'server/src/engines/android/harden/harden-worker.ts'),
  'dex-rewrite-worker': path.join(root, 'server/src/engines/android/dex/dex-rewrite-worker.ts'),
  'script-worker': path.join(root, 'server/src/engines/h5/script-worker.ts'),
};
/** What the bundle is made of: the server, the code it shares with the web, the migrations, and this script. */
const sources = [
  path.join(root, 'server/src'),
  path.join(root, 'common'),
  path.join(root, 'migrations'),
  fileURLToPath(import.meta.url),
  path.join(root, 'scripts/bundle-node.mjs'),
];

/** The newest modification under `file`; a folder's own time counts, so a deleted source does too. */
function newestMtime(file) {
  const stat = fs.statSync(file);
  let newest = stat.mtimeMs;
  if (stat.isDirectory()) for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

function isFresh(newest) {
  try {
    return Number(fs.readFileSync(path.join(outdir, STAMP), 'utf8')) >= newest && Object.keys(entries).every((name) => fs.existsSync(path.join(outdir, `${name}.js`)));
  } catch {
    return false;
  }
}

/** Runs `fn` holding a lock directory; a lock older than two minutes was left by a build that died. */
async function withLock(fn) {
  fs.mkdirSync(dist, { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      try {
        if (Date.now() - fs.statSync(lockDir).mtimeMs > 120_000) fs.rmSync(lockDir, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

async function buildServer() {
  const newest = Math.max(...sources.map(newestMtime));
  if (isFresh(newest)) return;
  await withLock(async () => {
    if (isFresh(newest)) return;
    const staging = path.join(dist, `.server-${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    await bundleForNode(entries, staging);
    fs.writeFileSync(path.join(staging, STAMP), String(newest));
    const previous = path.join(dist, `.server-old-${process.pid}`);
    if (fs.existsSync(outdir)) fs.renameSync(outdir, previous);
    fs.renameSync(staging, outdir);
    fs.rmSync(previous, { recursive: true, force: true });
  });
}

await buildServer();
