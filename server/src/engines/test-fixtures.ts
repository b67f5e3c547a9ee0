import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The repository root (this file sits in server/src/engines/). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** The shared fixture packages, next to the repository (never copied into it). */
export const FIXTURES_DIR = path.resolve(REPO_ROOT, '../shared/fixtures/apps');

/** One row of the fixtures' MANIFEST.tsv, keyed by column name. */
export type FixtureFacts = Record<string, string>;

/**
 * Outside CI a missing fixture or tool skips the suites that need it; in CI (`CI=true`) it is a
 * broken set-up, so it fails loudly instead of turning those suites into silent skips.
 */
function missingInCi(what: string): void {
  if (process.env.CI === 'true') throw new Error(`${what} is missing, and CI must have it (see .ci/run)`);
}

/** Reads MANIFEST.tsv; returns an empty list when the fixtures are not present (an error in CI). */
export function readFixtureManifest(): FixtureFacts[] {
  const file = path.join(FIXTURES_DIR, 'MANIFEST.tsv');
  if (!existsSync(file)) {
    missingInCi(`The fixture manifest ${path.relative(REPO_ROOT, file)}`);
    return [];
  }
  const [header, ...rows] = readFileSync(file, 'utf8').trimEnd().split('\n');
  const cols = header.split('\t');
  return rows.map((r) => Object.fromEntries(r.split('\t').map((v, i) => [cols[i], v])));
}

/** Fixture rows of one kind (`apk`, `aab`, `ipa` …). */
export function fixturesOfKind(kind: string): FixtureFacts[] {
  return readFixtureManifest().filter((f) => f.kind === kind);
}

/** Absolute path of a fixture file. */
export function fixturePath(name: string): string {
  return path.join(FIXTURES_DIR, name);
}

/** True when an executable is on PATH (reference tools are optional outside CI, required in it). */
export function hasTool(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    missingInCi(`The reference tool ${name}`);
    return false;
  }
}

/** /dev/shm when this machine has a writable one (Linux does), else the temporary directory. */
const SCRATCH_ROOT = ((): string => {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
})();

/**
 * A new scratch directory in memory where the system offers one, for tests whose tools write
 * thousands of small files: baksmali's 6,500 smali files of a 6 MB DEX cost 5.4 s of system time
 * on an ext4 /tmp and 0.8 s in /dev/shm. The caller removes it.
 */
export function scratchDir(prefix: string): string {
  return mkdtempSync(path.join(SCRATCH_ROOT, prefix));
}
