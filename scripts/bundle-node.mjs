// Shared by build-engine.mjs and build-server.mjs: bundles TypeScript entries into plain JavaScript
// for Node, puts the hardening runtime beside them, and replaces a build only when a source is
// newer, atomically.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Records, inside a build, the newest source time it was built from. */
const STAMP = '.sources-mtime';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Maps beside the chunks, read only when asked for (`node --enable-source-maps`).
  sourcemap: true,
  logLevel: 'warning',
};

/** ES modules, with shared chunks; npm packages stay external, resolved from node_modules at run time. */
export async function bundleForNode(entries, outdir) {
  await build({ ...common, entryPoints: entries, outdir, splitting: true, format: 'esm', packages: 'external' });
  // The hardening runtime is smali source read at run time from `runtime/` beside the module
  // that loads it (harden/runtime.ts), which in a bundle is a chunk in `outdir`.
  fs.cpSync(path.join(root, 'server/src/engines/android/harden/runtime'), path.join(outdir, 'runtime'), {
    recursive: true,
    filter: (src) => fs.statSync(src).isDirectory() || src.endsWith('.smali'),
  });
}

/**
 * One CommonJS file per entry (`<name>.cjs`), for command-line tools that start often: Node loads
 * CommonJS faster than ES modules (an ES import of a built-in reads every one of its exports), and
 * npm packages are bundled in, since finding a package in node_modules costs a start-up more than
 * its code, except `external` ones, which the code loads only when it needs them.
 * `import.meta.url` means the bundle's own URL.
 */
export async function bundleCommonJs(entries, outdir, { external = [] } = {}) {
  await build({
    ...common,
    entryPoints: entries,
    outdir,
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    external,
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  });
}

/** The newest modification under `file`; a folder's own time counts, so a deleted source does too. */
export function newestMtime(file) {
  const stat = fs.statSync(file);
  let newest = stat.mtimeMs;
  if (stat.isDirectory()) for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

function isFresh(outdir, outputs, newest) {
  try {
    return Number(fs.readFileSync(path.join(outdir, STAMP), 'utf8')) >= newest && outputs.every((name) => fs.existsSync(path.join(outdir, name)));
  } catch {
    return false;
  }
}

/** Runs `fn` holding a lock directory; a lock older than two minutes was left by a build that died. */
async function withLock(lockDir, fn) {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
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

/**
 * Makes `outdir` a build of `sources`, unless it already is: `build(staging)` writes a new build
 * into a folder beside it, which is then renamed into place. Concurrent runs (test workers
 * building at once) wait for each other, so nothing starts from a half-written build.
 */
export async function buildFresh({ outdir, sources, outputs, build: buildInto }) {
  const newest = Math.max(...sources.map(newestMtime));
  if (isFresh(outdir, outputs, newest)) return;
  const parent = path.dirname(outdir);
  const name = path.basename(outdir);
  await withLock(path.join(parent, `.${name}-build.lock`), async () => {
    if (isFresh(outdir, outputs, newest)) return;
    const staging = path.join(parent, `.${name}-${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    await buildInto(staging);
    fs.writeFileSync(path.join(staging, STAMP), String(newest));
    const previous = path.join(parent, `.${name}-old-${process.pid}`);
    if (fs.existsSync(outdir)) fs.renameSync(outdir, previous);
    fs.renameSync(staging, outdir);
    fs.rmSync(previous, { recursive: true, force: true });
  });
}
