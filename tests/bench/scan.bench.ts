import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLargeApk } from './large-apk';

// Benchmark: our scan vs androguard on every fixture package plus a ~50 MB APK built here in a
// temp dir (never committed). For ours it prints the warm in-process time (the median of the
// runs that fit in 1 s after 2 s of warm-up, the way a long-running server worker runs scans)
// and the cold CLI time (a fresh `scan --json` process of the bundled CLI that `npm run scan`
// starts). androguard gets the same two views: its analysis alone (timed after its modules are
// imported) and the whole process. The speed-ups compare like with like: warm vs analysis,
// cold vs process. Each side runs in its own process so peak RSS (ru_maxrss) is comparable. It
// prints and never fails on speed.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.resolve(repoRoot, '../shared/fixtures/apps');
const scanModule = path.join(repoRoot, 'server/src/engines/scan.ts');
const scanCli = path.join(repoRoot, 'dist/engine/scan.js');
// A long-running worker has scanned many packages, so its engine code is compiled by the JIT:
// warm up for 2 s (at most 5,000 scans), then take the median of the scans that fit in 1 s
// (at least 5, at most 51).
const WARM_UPS = 5000;
const WARM_UP_MS = 2000;
const WARM_RUNS = 5;
const MAX_RUNS = 51;
const RUNS_MS = 1000;

interface Run {
  ms: number;
  rssMb: number;
  ok: boolean;
  note: string;
}

const OURS_WARM = `
import { scanFile } from ${JSON.stringify(scanModule)};
import { resourceUsage } from 'node:process';
const file = process.argv.at(-1);
let note = '';
const times = [];
try {
  const warmStart = performance.now();
  for (let i = 0; i < ${WARM_UPS} && performance.now() - warmStart < ${WARM_UP_MS}; i++) scanFile(file);
  const runsStart = performance.now();
  for (let i = 0; i < ${MAX_RUNS} && (i < ${WARM_RUNS} || performance.now() - runsStart < ${RUNS_MS}); i++) {
    const t = performance.now();
    const r = scanFile(file);
    times.push(performance.now() - t);
    note = r.packageName + ' dex ' + r.dex.files + ' files ' + r.dex.classes + '/' + r.dex.methods;
  }
} catch (e) { note = 'error ' + (e.code ?? e.message); }
times.sort((a, b) => a - b);
console.log(JSON.stringify({ ms: times.length ? times[times.length >> 1] : NaN, rssMb: resourceUsage().maxRSS / 1024, ok: !note.startsWith('error'), note }));
`;

// androguard doing comparable work: APK with manifest, permissions and certificates, plus DEX
// parsing and analysis (AnalyzeAPK builds the class/method/xref analysis).
const ANDROGUARD = `
import sys, time, json, resource, logging
logging.disable(logging.CRITICAL)
from androguard.misc import AnalyzeAPK
t = time.perf_counter()
note = ''
try:
    a, d, dx = AnalyzeAPK(sys.argv[1])
    a.get_package(); a.get_permissions(); a.get_app_name()
    certs = a.get_certificates()
    note = '%s classes %d certs %d' % (a.get_package(), len(list(dx.get_classes())), len(certs))
    ok = True
except Exception as e:
    note = 'error %s' % type(e).__name__
    ok = False
ms = (time.perf_counter() - t) * 1000
print(json.dumps({'ms': ms, 'rssMb': resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 'ok': ok, 'note': note}))
`;

/** Runs a process that prints one JSON {@link Run}; `wallMs` is the whole process's time. */
function runJson(cmd: string, args: string[]): Run & { wallMs: number } {
  const t = performance.now();
  const res = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, timeout: 900_000 });
  const wallMs = performance.now() - t;
  const line = res.stdout.trim().split('\n').pop() ?? '';
  try {
    return { ...(JSON.parse(line) as Run), wallMs };
  } catch {
    return { ms: NaN, rssMb: NaN, ok: false, note: (res.stderr || 'no output').trim().split('\n').pop() ?? '', wallMs };
  }
}

/** Wall time of a fresh CLI process scanning `file` to JSON (output discarded). */
function coldCli(file: string): Run {
  const t = performance.now();
  const res = spawnSync(process.execPath, [scanCli, file, '--json'], { stdio: ['ignore', 'ignore', 'pipe'], timeout: 900_000 });
  return { ms: performance.now() - t, rssMb: NaN, ok: res.status === 0, note: res.stderr?.toString().trim() ?? '' };
}

function hasAndroguard(): boolean {
  try {
    execFileSync('/usr/bin/python3', ['-c', 'import androguard'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const pad = (s: string, n: number): string => (s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length));
const num = (v: number, unit: string): string => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 1 : 0)} ${unit}` : '-');

const files = existsSync(fixtures)
  ? readdirSync(fixtures)
      .filter((f) => /\.(apk|aab|ipa)$/.test(f))
      .sort()
      .map((f) => path.join(fixtures, f))
  : [];
const tmp = mkdtempSync(path.join(tmpdir(), 'rampart-bench-'));
const largeBase = files.find((f) => f.endsWith('insecurebankv2-InsecureBankv2.apk'));
if (largeBase) {
  const large = path.join(tmp, 'large-50mb.apk');
  await buildLargeApk(largeBase, large, 7, 50);
  files.push(large);
}

execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-engine.mjs')], { stdio: 'inherit' });
const withAndroguard = hasAndroguard();
console.log(
  pad('file', 46),
  pad('MB', 6),
  pad('ours warm', 10),
  pad('rss', 8),
  pad('ours cold', 10),
  pad('ag analysis', 12),
  pad('ag process', 11),
  pad('rss', 8),
  'speed-up warm / cold',
);
try {
  for (const file of files) {
    const ours = runJson(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', OURS_WARM, file]);
    const cold = coldCli(file);
    // androguard reads APKs only: it opens an AAB as an empty package (no manifest, no DEX).
    const ag = withAndroguard && file.endsWith('.apk') ? runJson('/usr/bin/python3', ['-c', ANDROGUARD, file]) : undefined;
    const speedup = ag?.ok && ours.ok ? `${(ag.ms / ours.ms).toFixed(1)}x / ${(ag.wallMs / cold.ms).toFixed(1)}x` : '-';
    console.log(
      pad(path.basename(file), 46),
      pad((statSync(file).size / 1024 / 1024).toFixed(1), 6),
      pad(num(ours.ms, 'ms'), 10),
      pad(num(ours.rssMb, 'MB'), 8),
      pad(num(cold.ms, 'ms'), 10),
      pad(ag ? num(ag.ms, 'ms') : 'n/a', 12),
      pad(ag ? num(ag.wallMs, 'ms') : '', 11),
      pad(ag ? num(ag.rssMb, 'MB') : '', 8),
      speedup,
    );
    if (!ours.ok) console.log(`  ours: ${ours.note}`);
    if (!cold.ok) console.log(`  ours cold: ${cold.note}`);
    if (ag && !ag.ok) console.log(`  androguard: ${ag.note}`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
