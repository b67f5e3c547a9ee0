import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLargeApk } from './large-apk';
import { has, measure, num, pad, type Run } from './process-measure';

// Benchmark: Android hardening with the maximum preset (every option that applies: DEX shell,
// string encryption, log stripping, asset and library encryption, the runtime guard, manifest
// flags) of each fixture APK and of ~20 MB and ~50 MB APKs built here, by our `harden` CLI, beside
// the apktool round trip (`apktool d -r`, `apktool b`, `zipalign`, `apksigner sign`) on the same
// files in the same run: the least an apktool-based protector does before it changes anything.
// Each side is timed from outside as whole processes, and its peak RSS is the largest of its
// processes (RUSAGE_CHILDREN). Targets (issue 15): ≤ 5 s for a 20 MB APK, peak RSS ≤ 400 MB.
// It prints and never fails on speed.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.resolve(repoRoot, '../shared/fixtures/apps');
const hardenCli = path.join(repoRoot, 'dist/engine/harden.js');
const JDK = '/usr/lib/jvm/java-17-openjdk-amd64/bin';
const STORE_PASSWORD = 'bench-store-pass';
const TARGET_MS_PER_20MB = 5000;
const TARGET_RSS_MB = 400;

const tmp = mkdtempSync(path.join(tmpdir(), 'rampart-bench-harden-'));
try {
  const files = existsSync(fixtures)
    ? readdirSync(fixtures)
        .filter((f) => f.endsWith('.apk'))
        .sort()
        .map((f) => path.join(fixtures, f))
    : [];
  const largeBase = files.find((f) => f.endsWith('insecurebankv2-InsecureBankv2.apk'));
  if (largeBase) {
    for (const [copies, mb] of [
      [2, 20],
      [7, 50],
    ]) {
      const large = path.join(tmp, `large-${mb}mb.apk`);
      await buildLargeApk(largeBase, large, copies, mb);
      files.push(large);
    }
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

  console.log(pad('file', 46), pad('MB', 6), pad('ours', 10), pad('rss', 8), pad('budget', 10), pad('apktool route', 14), pad('rss', 8), 'speed-up');
  for (const file of files) {
    const name = path.basename(file);
    const mb = statSync(file).size / 1024 / 1024;
    const out = (tag: string): string => path.join(tmp, `${tag}-${name}`);
    const ours = measure([[process.execPath, hardenCli, file, out('hardened'), '--keystore', keystore, '--alias', 'bench', '--preset', 'maximum', '--seed', 'bench']], env);
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
    // The time target is for a 20 MB package, read as 5 s per 20 MB for the large ones; small
    // packages are mostly start-up and per-DEX cost, so no budget is scaled down to them.
    const budget = mb >= 10 ? (TARGET_MS_PER_20MB * mb) / 20 : NaN;
    const flags = [ours.ok && ours.ms > budget ? 'over the time target' : '', ours.ok && ours.rssMb > TARGET_RSS_MB ? 'over the RSS target' : ''].filter(Boolean);
    console.log(
      pad(name, 46),
      pad(mb.toFixed(1), 6),
      pad(num(ours.ms, 'ms'), 10),
      pad(num(ours.rssMb, 'MB'), 8),
      pad(num(budget, 'ms'), 10),
      pad(reference ? num(reference.ms, 'ms') : 'n/a', 14),
      pad(reference ? num(reference.rssMb, 'MB') : '', 8),
      reference?.ok && ours.ok ? `${(reference.ms / ours.ms).toFixed(1)}x` : '-',
      flags.length > 0 ? ` (${flags.join(', ')})` : '',
    );
    for (const [label, run] of [
      ['ours', ours],
      ['apktool route', reference],
    ] as const) {
      if (run && !run.ok) console.log(`  ${label}: ${run.note}`);
    }
    for (const tag of ['hardened', 'built', 'aligned', 'signed']) rmSync(out(tag), { force: true });
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
