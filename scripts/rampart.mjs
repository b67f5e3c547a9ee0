#!/usr/bin/env node
// `npx rampart …`: the console's command-line client for CI pipelines (server/src/cli/rampart/,
// HTTP only — no server code). Bundled to dist/cli/rampart.js when its sources are newer than
// the bundle; npm packages stay external. The bundle is written beside its place and renamed
// into it, so runs that start together never read half a file.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = path.join(root, 'server/src/cli/rampart');
const bundle = path.join(root, 'dist/cli/rampart.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

// A published package carries the bundle and no sources.
if (fs.existsSync(sources) && (!fs.existsSync(bundle) || fs.statSync(bundle).mtimeMs < newestMtime(sources))) {
  const { build } = await import('esbuild');
  const temp = `${bundle}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(sources, 'bin.ts')],
    outfile: temp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  fs.renameSync(temp, bundle);
}
await import(pathToFileURL(bundle).href);
