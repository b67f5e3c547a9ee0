import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Benchmark: our scan vs androguard on every fixture package, wall time and peak RSS side by
// side. Each side runs in its own process so peak RSS (ru_maxrss) is comparable. It prints and
// never fails on speed.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.resolve(repoRoot, '../shared/fixtures/apps');
const scanModule = path.join(repoRoot, 'server/src/engines/scan.ts');

interface Run {
  ms: number;
  rssMb: number;
  ok: boolean;
  note: string;
}

const OURS = `
import { scanFile } from ${JSON.stringify(scanModule)};
import { resourceUsage } from 'node:process';
const t = performance.now();
let note = '';
try { const r = scanFile(process.argv.at(-1)); note = r.packageName + ' dex ' + r.dex.classes + '/' + r.dex.methods + ' findings ' + r.findings.length; }
catch (e) { note = 'error ' + (e.code ?? e.message); }
const ms = performance.now() - t;
console.log(JSON.stringify({ ms, rssMb: resourceUsage().maxRSS / 1024, ok: !note.startsWith('error'), note }));
`;

// androguard doing comparable work: APK with manifest, permissions and certificates, plus DEX
// parsing and analysis (AnalyzeAPK builds the class/method/xref analysis).
const ANDROGUARD = `
import sys, time, json, resource, logging
logging.disable(logging.CRITICAL)
t = time.perf_counter()
note = ''
try:
    from androguard.misc import AnalyzeAPK
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

function runJson(cmd: string, args: string[]): Run {
  const res = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, timeout: 600_000 });
  const line = res.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as Run;
  } catch {
    return { ms: NaN, rssMb: NaN, ok: false, note: (res.stderr || 'no output').trim().split('\n').pop() ?? '' };
  }
}

function hasAndroguard(): boolean {
  try {
    execFileSync('/usr/bin/python3', ['-c', 'import androguard'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const files = existsSync(fixtures) ? readdirSync(fixtures).filter((f) => /\.(apk|aab|ipa)$/.test(f)).sort() : [];
const withAndroguard = hasAndroguard();
const pad = (s: string, n: number): string => (s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length));
const num = (v: number, unit: string): string => (Number.isFinite(v) ? `${v.toFixed(0)} ${unit}` : '-');
console.log(pad('file', 52), pad('MB', 6), pad('ours', 9), pad('rss', 8), pad('androguard', 11), pad('rss', 8), 'speed-up');
for (const f of files) {
  const file = path.join(fixtures, f);
  const ours = runJson(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', OURS, file]);
  // androguard only reads Android packages.
  const ag = withAndroguard && !f.endsWith('.ipa') ? runJson('/usr/bin/python3', ['-c', ANDROGUARD, file]) : undefined;
  const speedup = ag?.ok && ours.ok ? `${(ag.ms / ours.ms).toFixed(1)}x` : '-';
  console.log(
    pad(f, 52),
    pad((statSync(file).size / 1024 / 1024).toFixed(1), 6),
    pad(num(ours.ms, 'ms'), 9),
    pad(num(ours.rssMb, 'MB'), 8),
    pad(ag ? num(ag.ms, 'ms') : 'n/a', 11),
    pad(ag ? num(ag.rssMb, 'MB') : '', 8),
    speedup,
  );
  if (!ours.ok) console.log(`  ours: ${ours.note}`);
  if (ag && !ag.ok) console.log(`  androguard: ${ag.note}`);
}
