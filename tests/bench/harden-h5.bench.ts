import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZipFile } from 'yazl';

// Benchmark: the H5 engine. (1) lodash at the maximum preset through our engine and through
// javascript-obfuscator's own CLI with the same options and seed, in the same run; (2) a zip of
// 20 scripts with one worker thread and with one per core. Each run is its own process, so peak
// RSS (ru_maxrss) is that run's. It prints and never fails on speed.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lodash = path.resolve(repoRoot, '../shared/fixtures/apps/npm-lodash-4.18.1-lodash.js');
const chance = path.join(repoRoot, 'node_modules/chance/chance.js');
const cli = path.join(repoRoot, 'node_modules/javascript-obfuscator/bin/javascript-obfuscator');
const engine = (file: string) => JSON.stringify(path.join(repoRoot, 'server/src/engines/h5', file));
const policy = JSON.stringify(path.join(repoRoot, 'common/hardening-policy.ts'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-h5-'));

interface Run {
  ms: number;
  rssMb: number;
  bytes: number;
}

/** Runs a script in a fresh process (with the TypeScript loader) and reads its JSON line. */
function node(args: string[]): Run {
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as Run;
  } catch {
    throw new Error(`run failed: ${result.stderr.slice(-2000)}`);
  }
}

const OURS_SCRIPT = `
import fs from 'node:fs';
import { protectScript } from ${engine('protect-script.ts')};
import { presetOptions } from ${policy};
const source = fs.readFileSync(process.argv.at(-1), 'utf8');
const t = performance.now();
const { code } = protectScript(source, presetOptions('h5', 'maximum'), 1234);
console.log(JSON.stringify({ ms: performance.now() - t, rssMb: process.resourceUsage().maxRSS / 1024, bytes: code.length }));
`;

const CONFIG_SCRIPT = `
import { obfuscatorOptions } from ${engine('protect-script.ts')};
import { presetOptions } from ${policy};
console.log(JSON.stringify(obfuscatorOptions(presetOptions('h5', 'maximum'), 1234, 'script')));
`;

/** The CLI in its own process, timed from outside; a preloaded hook reports its peak RSS. */
function runCli(config: string, out: string): Run {
  const hook = path.join(work, 'rss-hook.cjs');
  fs.writeFileSync(hook, "process.on('exit', () => process.stderr.write('RSS ' + process.resourceUsage().maxRSS + '\\n'));");
  const t = performance.now();
  const result = spawnSync(process.execPath, ['--require', hook, cli, lodash, '--config', config, '--output', out], { encoding: 'utf8' });
  const ms = performance.now() - t;
  const rss = Number(/RSS (\d+)/.exec(result.stderr)?.[1] ?? NaN) / 1024;
  if (result.status !== 0) throw new Error(`cli failed: ${result.stderr.slice(-2000)}`);
  return { ms, rssMb: rss, bytes: fs.statSync(out).size };
}

const ZIP_SCRIPT = `
import { protectH5Package } from ${engine('protect-package.ts')};
import { presetOptions } from ${policy};
const [input, output, workers] = process.argv.slice(-3);
const t = performance.now();
const report = await protectH5Package(input, output, presetOptions('h5', 'balanced'), 99, { workers: Number(workers) });
console.log(JSON.stringify({ ms: performance.now() - t, rssMb: process.resourceUsage().maxRSS / 1024, bytes: report.totals.bytesOut }));
`;

async function buildZip(file: string): Promise<void> {
  const zip = new ZipFile();
  const source = fs.readFileSync(chance, 'utf8');
  // Twenty different scripts: chance.js (470 KB) with a line of its own each.
  for (let i = 0; i < 20; i++) zip.addBuffer(Buffer.from(`${source}\nvar benchMarker${i} = "script number ${i}";\n`), `app/js/part${String(i).padStart(2, '0')}.js`);
  zip.addBuffer(Buffer.from('<!doctype html><title>bench</title>'), 'app/index.html');
  zip.end();
  await new Promise<void>((resolve) => zip.outputStream.pipe(fs.createWriteStream(file)).on('close', () => resolve()));
}

const fmt = (r: Run) => `${(r.ms / 1000).toFixed(2).padStart(7)} s  ${r.rssMb.toFixed(0).padStart(5)} MB  ${(r.bytes / 1024).toFixed(0).padStart(6)} KB out`;

try {
  const ours = path.join(work, 'ours.mts');
  fs.writeFileSync(ours, OURS_SCRIPT);
  const configScript = path.join(work, 'config.mts');
  fs.writeFileSync(configScript, CONFIG_SCRIPT);
  const config = path.join(work, 'obfuscator.json');
  const options = spawnSync(process.execPath, ['--import', 'tsx', configScript], { encoding: 'utf8', cwd: repoRoot }).stdout.trim().split('\n').at(-1)!;
  fs.writeFileSync(config, options);

  console.log(`lodash ${(fs.statSync(lodash).size / 1024).toFixed(0)} KB at the maximum preset (wall time of the protection, peak RSS of the process):`);
  const oursRun = node(['--import', 'tsx', ours, lodash]);
  const cliRun = runCli(config, path.join(work, 'cli-out.js'));
  console.log(`  ours (engine, in process)         ${fmt(oursRun)}`);
  console.log(`  javascript-obfuscator CLI (whole) ${fmt(cliRun)}`);
  console.log('  ours adds: object keys as computed keys, and no readable original literal left; the CLI run includes its start-up.');

  const zip = path.join(work, 'site.zip');
  await buildZip(zip);
  const zipScript = path.join(work, 'zip.mts');
  fs.writeFileSync(zipScript, ZIP_SCRIPT);
  const cores = os.availableParallelism();
  console.log(`\nzip of 20 scripts (${(fs.statSync(zip).size / 1024).toFixed(0)} KB compressed) at the balanced preset:`);
  const one = node(['--import', 'tsx', zipScript, zip, path.join(work, 'one.zip'), '1']);
  const all = node(['--import', 'tsx', zipScript, zip, path.join(work, 'all.zip'), String(cores)]);
  console.log(`  1 worker thread                   ${fmt(one)}`);
  console.log(`  ${cores} worker threads                  ${fmt(all)}`);
  console.log(`  speed-up ${(one.ms / all.ms).toFixed(2)}× on ${cores} cores`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
