import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLargeApk } from './large-apk';
import { has, measure, num, pad, type Run } from './process-measure';

// Benchmark: identity rewrite + re-signing of each fixture APK and of a ~50 MB APK built here,
// by our `repack` CLI and by the apktool route (`apktool d -r`, `apktool b`, `zipalign`,
// `apksigner sign`) on the same files in the same run. Ours runs twice: copying every entry
// (what re-signing needs) and with every DEX parsed into the model and written back
// (`--rewrite-dex`, what a hardening job does before it edits anything), on this thread and on
// two worker threads (`--jobs 2`). Each side is timed
// from outside as whole processes, and its peak RSS is the largest of its processes
// (RUSAGE_CHILDREN). It prints and never fails on speed.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.resolve(repoRoot, '../shared/fixtures/apps');
const repackCli = path.join(repoRoot, 'dist/engine/repack.cjs');
const JDK = '/usr/lib/jvm/java-17-openjdk-amd64/bin';
const STORE_PASSWORD = 'bench-store-pass';

const tmp = mkdtempSync(path.join(tmpdir(), 'rampart-bench-repack-'));
try {
  const files = existsSync(fixtures)
    ? readdirSync(fixtures)
        .filter((f) => f.endsWith('.apk'))
        .sort()
        .map((f) => path.join(fixtures, f))
    : [];
  const largeBase = files.find((f) => f.endsWith('insecurebankv2-InsecureBankv2.apk'));
  if (largeBase) {
    const large = path.join(tmp, 'large-50mb.apk');
    await buildLargeApk(largeBase, large, 7, 50);
    files.push(large);
  }
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-engine.mjs')], { stdio: 'inherit' });
  const keystore = path.join(tmp, 'bench.jks');
  execFileSync(
    `${JDK}/keytool`,
    [
      '-genkeypair',
      '-keystore',
      keystore,
      '-storetype',
      'JKS',
      '-storepass',
      STORE_PASSWORD,
      '-keypass',
      STORE_PASSWORD,
      '-alias',
      'bench',
      '-keyalg',
      'RSA',
      '-keysize',
      '2048',
      '-validity',
      '3650',
      '-dname',
      'CN=Bench',
      '-noprompt',
    ],
    { stdio: 'pipe' },
  );
  const withApktool = has('apktool') && has('zipalign') && has('apksigner');
  const env = { ...process.env, KEYSTORE_PASSWORD: STORE_PASSWORD };
  // The build replaced the code caches the command keeps beside its bundle; one untimed run of
  // each kind writes them again, so every timed run is one after the first, as in use.
  if (files.length > 0) {
    for (const extra of [[], ['--rewrite-dex']]) {
      execFileSync(process.execPath, [repackCli, files[0], path.join(tmp, 'warm-up.apk'), '--keystore', keystore, '--alias', 'bench', ...extra], { env, stdio: 'pipe' });
    }
  }

  console.log(
    pad('file', 46),
    pad('MB', 6),
    pad('ours copy', 10),
    pad('rss', 8),
    pad('ours dex', 10),
    pad('rss', 8),
    pad('dex ×2', 10),
    pad('rss', 8),
    pad('apktool route', 14),
    pad('rss', 8),
    'speed-up copy / dex / dex ×2',
  );
  for (const file of files) {
    const name = path.basename(file);
    const out = (tag: string): string => path.join(tmp, `${tag}-${name}`);
    const ours = (tag: string, extra: string[]): Run => measure([[process.execPath, repackCli, file, out(tag), '--keystore', keystore, '--alias', 'bench', ...extra]], env);
    const copy = ours('copy', []);
    const dex = ours('dex', ['--rewrite-dex']);
    const dexJobs = ours('dex2', ['--rewrite-dex', '--jobs', '2']);
    let reference: Run | undefined;
    if (withApktool) {
      const decoded = path.join(tmp, `decoded-${name}`);
      reference = measure([
        ['apktool', 'd', '-r', '-f', '-o', decoded, file],
        ['apktool', 'b', '-o', out('built'), decoded],
        ['zipalign', '-f', '-p', '4', out('built'), out('aligned')],
        ['apksigner', 'sign', '--ks', keystore, '--ks-pass', `pass:${STORE_PASSWORD}`, '--out', out('signed'), out('aligned')],
      ]);
      rmSync(decoded, { recursive: true, force: true });
    }
    const ratio = (r: Run): string => (reference?.ok && r.ok ? `${(reference.ms / r.ms).toFixed(1)}x` : '-');
    console.log(
      pad(name, 46),
      pad((statSync(file).size / 1024 / 1024).toFixed(1), 6),
      pad(num(copy.ms, 'ms'), 10),
      pad(num(copy.rssMb, 'MB'), 8),
      pad(num(dex.ms, 'ms'), 10),
      pad(num(dex.rssMb, 'MB'), 8),
      pad(num(dexJobs.ms, 'ms'), 10),
      pad(num(dexJobs.rssMb, 'MB'), 8),
      pad(reference ? num(reference.ms, 'ms') : 'n/a', 14),
      pad(reference ? num(reference.rssMb, 'MB') : '', 8),
      `${ratio(copy)} / ${ratio(dex)} / ${ratio(dexJobs)}`,
    );
    for (const [label, run] of [
      ['ours copy', copy],
      ['ours dex', dex],
      ['ours dex ×2', dexJobs],
      ['apktool route', reference],
    ] as const) {
      if (run && !run.ok) console.log(`  ${label}: ${run.note}`);
    }
    for (const tag of ['copy', 'dex', 'dex2', 'built', 'aligned', 'signed']) rmSync(out(tag), { force: true });
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
