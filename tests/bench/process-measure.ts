import { spawnSync } from 'node:child_process';

// Shared by the benchmarks that time whole processes (ours and the reference tools) from outside.

/** Runs commands one after another in a child of Python, which reports wall time and the largest child's peak RSS. */
const MEASURE = `
import json, resource, subprocess, sys, time
steps = json.loads(sys.argv[1])
t = time.perf_counter()
ok = True
note = ''
for step in steps:
    r = subprocess.run(step, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if r.returncode != 0:
        ok = False
        note = (step[0].split('/')[-1] + ': ' + r.stderr.decode(errors='replace').strip().splitlines()[-1:][0]) if r.stderr.strip() else step[0] + ' failed'
        break
print(json.dumps({'ms': (time.perf_counter() - t) * 1000, 'rssMb': resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, 'ok': ok, 'note': note}))
`;

export interface Run {
  ms: number;
  rssMb: number;
  ok: boolean;
  note: string;
}

/** Wall time and peak RSS of running `steps` in order (stops at the first that fails). */
export function measure(steps: string[][], env: NodeJS.ProcessEnv = process.env): Run {
  const res = spawnSync('/usr/bin/python3', ['-c', MEASURE, JSON.stringify(steps)], { encoding: 'utf8', env, timeout: 1_800_000 });
  try {
    return JSON.parse(res.stdout.trim().split('\n').at(-1) ?? '') as Run;
  } catch {
    return { ms: NaN, rssMb: NaN, ok: false, note: res.stderr.trim().split('\n').at(-1) ?? 'no output' };
  }
}

export const has = (tool: string): boolean => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
export const pad = (s: string, n: number): string => (s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length));
export const num = (v: number, unit: string): string => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 1 : 0)} ${unit}` : '-');
