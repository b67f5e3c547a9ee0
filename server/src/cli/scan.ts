import fs from 'node:fs';
import path from 'node:path';
import { ENGINE_ERROR_CODES } from '../engines/errors.js';
import { toSarif, toSarifError } from '../engines/report/sarif.js';
import type { ScanResult } from '../engines/report/scan-result.js';
import { runScanIsolated } from '../engines/sandbox/run-scan-isolated.js';

const USAGE =
  'usage: npm run scan -- <file> [--json|--sarif] [--lang en|zh-TW] [--timeout SECONDS]\n       npm run scan -- --schema   (prints the JSON Schema of --json, docs/scan-result.schema.json)';

function summary(r: ScanResult): string {
  const lines = [
    `${r.platform} ${r.format}  ${r.packageName}  ${r.appName ?? ''}`,
    `version ${r.versionName ?? '-'} (${r.versionCode ?? '-'})  min ${r.minSdk}  target ${r.targetSdk ?? '-'}`,
    `signature ${r.signature.schemes.join('+') || 'none verified'}  ${r.signature.certificates.map((c) => c.sha256).join(', ')}`,
    `dex ${r.dex.files} files, ${r.dex.classes} classes, ${r.dex.methods} methods; native libs ${r.nativeLibs.length}`,
    `sdks ${r.thirdPartySdks.map((s) => s.name).join(', ') || '-'}`,
    `score ${r.score}`,
    ...r.findings.map((f) => `  [${f.level}] ${f.id}  ${f.title}`),
  ];
  return lines.join('\n');
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Reports a failed scan in the output mode asked for (SARIF consumers get a SARIF log whose
 * invocation failed, never a bare object) and answers the exit code.
 */
function fail(mode: 'json' | 'sarif' | 'text', file: string, error: { code: string; message: string }, exitCode: number): number {
  if (mode === 'text') process.stderr.write(`scan failed: ${error.code} (${error.message})\n`);
  else if (mode === 'sarif') process.stdout.write(`${JSON.stringify(toSarifError(error, { file: path.basename(file), exitCode }), null, 2)}\n`);
  else process.stdout.write(`${JSON.stringify({ error })}\n`);
  return exitCode;
}

/**
 * `scan <file> [--json|--sarif]`: scans a package in an isolated worker and prints the result
 * (JSON contract, SARIF 2.1.0 or a text summary). Exit code 0 on success, 2 on a structured
 * scan error or a missing file (printed as `{ "error": { code, message } }` with --json, as a
 * SARIF log whose invocation failed with --sarif), 64 on bad usage.
 * `scan --schema` prints the JSON Schema of the result instead, the source of
 * docs/scan-result.schema.json.
 */
async function main(argv: string[]): Promise<number> {
  const args = argv.slice(2);
  if (args.length === 1 && args[0] === '--schema') {
    // Loaded only here: the schema library is most of a scan's start-up time otherwise.
    const { scanResultJsonSchema } = await import('../engines/report/scan-result.js');
    process.stdout.write(`${JSON.stringify(scanResultJsonSchema(), null, 2)}\n`);
    return 0;
  }
  const file = args.find((a) => !a.startsWith('--') && !['en', 'zh-TW'].includes(a) && !/^\d+$/.test(a));
  const mode = args.includes('--sarif') ? 'sarif' : args.includes('--json') ? 'json' : 'text';
  const langIdx = args.indexOf('--lang');
  const lang = langIdx >= 0 ? args[langIdx + 1] : 'en';
  const timeoutIdx = args.indexOf('--timeout');
  const timeoutMs = timeoutIdx >= 0 ? Number(args[timeoutIdx + 1]) * 1000 : undefined;
  if (!file || (lang !== 'en' && lang !== 'zh-TW') || (timeoutMs !== undefined && !(timeoutMs > 0))) {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  if (!isFile(file)) return fail(mode, file, { code: 'file.missing', message: `file.missing: no such file ${file}` }, 2);
  const outcome = await runScanIsolated({ kind: 'file', path: file }, { lang }, timeoutMs ? { timeoutMs } : {});
  if (!outcome.ok) return fail(mode, file, outcome.error, ENGINE_ERROR_CODES.includes(outcome.error.code) ? 2 : 1);
  const r = outcome.result;
  const text = mode === 'json' ? JSON.stringify(r, null, 2) : mode === 'sarif' ? JSON.stringify(toSarif(r), null, 2) : summary(r);
  process.stdout.write(`${text}\n`);
  return 0;
}

process.exitCode = await main(process.argv);
