// The `repack` command as built (dist/engine/repack.cjs): runs the bundled CLI (repack-bundle.cjs
// beside it) with a V8 code cache kept beside the bundle. The command re-signs one package per
// run, often a small one, where compiling its code is a tenth of the run (about 8 ms of 80 for a
// 12 KB APK). The cache is written when a run that re-signed a package ends, after the functions
// it compiled lazily, so later runs skip that work; runs that rewrite DEX files compile other
// code than those that copy them, so each kind has its own. V8 checks a cache against the
// source and its own version and flags and ignores one that does not match; it is then written
// again. The cache lives only where the bundle does (a rebuild replaces the folder); where that
// folder is not writable, runs go without it.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

const file = path.join(__dirname, 'repack-bundle.cjs');
const kind = process.argv.includes('--rewrite-dex') ? 'dex' : 'copy';
const cacheFile = path.join(__dirname, `.repack-bundle.${kind}.${process.version}-${process.arch}.cache`);

let cachedData;
try {
  cachedData = fs.readFileSync(cacheFile);
} catch {
  cachedData = undefined;
}
const script = new vm.Script(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file, cachedData });
if (cachedData === undefined || script.cachedDataRejected) {
  process.once('exit', (code) => {
    if (code !== 0) return;
    const partial = `${cacheFile}.${process.pid}`;
    try {
      fs.writeFileSync(partial, script.createCachedData());
      fs.renameSync(partial, cacheFile);
    } catch {
      fs.rmSync(partial, { force: true });
    }
  });
}
const bundle = new Module(file, module);
bundle.filename = file;
bundle.paths = Module._nodeModulePaths(__dirname);
script.runInThisContext().call(bundle.exports, bundle.exports, Module.createRequire(file), bundle, file, __dirname);
