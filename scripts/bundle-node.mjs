// Shared by build-engine.mjs and build-server.mjs: bundles TypeScript entries into plain ESM for
// Node (npm packages stay external, resolved from node_modules at run time) and puts the
// hardening runtime beside them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function bundleForNode(entries, outdir) {
  await build({
    entryPoints: entries,
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Maps beside the chunks, read only when asked for (`node --enable-source-maps`).
    sourcemap: true,
    logLevel: 'warning',
  });
  // The hardening runtime is smali source read at run time from `runtime/` beside the module
  // that loads it (harden/runtime.ts), which in a bundle is a chunk in `outdir`.
  fs.cpSync(path.join(root, 'server/src/engines/android/harden/runtime'), path.join(outdir, 'runtime'), {
    recursive: true,
    filter: (src) => fs.statSync(src).isDirectory() || src.endsWith('.smali'),
  });
}
