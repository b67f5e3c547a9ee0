import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../common/prng.js';
import { fileSource } from '../archive/byte-source.js';
import { ZipArchive } from '../archive/zip-reader.js';
import { ENGINE_ERROR_CODES, EngineError } from '../errors.js';
import { fixturePath, readFixtureManifest, hasTool } from '../test-fixtures.js';
import { DEX_MUTATORS, MUTATORS, mutationSeed } from '../test-mutations.js';
import { openKeystore, type SigningIdentity } from './keystore.js';
import { isDexEntry, repackPackage } from './repack.js';

// The rewriting toolkit on the analysis engine's mutated packages: every case either ends in a
// structured error or in a package whose every DEX Debian's dexdump accepts (it verifies the
// checksum, the id ordering and the code, and disassembles every method).
const CASES = Number(process.env.RAMPART_FUZZ_CASES ?? 2000);
const JDK = '/usr/lib/jvm/java-17-openjdk-amd64/bin';
/** The analysis engine's fuzz seeds (packages under 400 KB) that the toolkit rewrites: APKs and AABs. */
const seeds = readFixtureManifest()
  .filter((f) => ['apk', 'aab'].includes(f.kind) && Number(f.bytes) < 400_000)
  .map((f) => f.file);
const canRun = seeds.length > 0 && hasTool('dexdump') && fs.existsSync(`${JDK}/keytool`);

let dir: string;
let identity: SigningIdentity;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolkit-fuzz-'));
  if (!canRun) return;
  // RSA, which also signs for Android releases below 4.3 (SHA-1 JAR digests; EC cannot).
  const keystore = path.join(dir, 'fuzz.p12');
  execFileSync(
    `${JDK}/keytool`,
    [
      '-genkeypair',
      '-keystore',
      keystore,
      '-storetype',
      'PKCS12',
      '-storepass',
      'fuzz-pass',
      '-alias',
      'fuzz',
      '-keyalg',
      'RSA',
      '-keysize',
      '2048',
      '-validity',
      '3650',
      '-dname',
      'CN=Fuzz',
      '-noprompt',
    ],
    { stdio: 'pipe' },
  );
  identity = openKeystore(fs.readFileSync(keystore), { storePassword: 'fuzz-pass', alias: 'fuzz', aliasPassword: 'fuzz-pass' });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Unzips the output's DEX files and runs dexdump over all of them at once; answers its complaint, if any. */
function dexdumpComplaint(output: string, caseDir: string): string | undefined {
  const source = fileSource(output);
  const dexFiles: string[] = [];
  try {
    const archive = ZipArchive.open(source);
    const kind = archive.get('AndroidManifest.xml') ? 'apk' : 'aab';
    for (const entry of archive.entries.filter((e) => isDexEntry(e.name, kind))) {
      const file = path.join(caseDir, `${dexFiles.length}.dex`);
      fs.writeFileSync(file, archive.read(entry));
      dexFiles.push(file);
    }
  } finally {
    source.close();
  }
  if (!dexFiles.length) return undefined;
  const run = spawnSync('dexdump', ['-d', ...dexFiles], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  return run.status === 0 ? undefined : run.stderr.trim().split('\n').slice(0, 3).join(' | ');
}

describe.runIf(canRun)('fuzzing the rewriting toolkit', () => {
  it(`${CASES} mutated packages end in a structured error or a package whose every DEX dexdump accepts`, { timeout: 900_000 }, async () => {
    const packages = seeds.map((file) => ({ file, ...mutationSeed(fs.readFileSync(fixturePath(file))) }));
    const mutators = { ...MUTATORS, ...DEX_MUTATORS };
    const names = Object.keys(mutators);
    const outcomes = new Map<string, number>();
    const failures: string[] = [];
    const started = Date.now();
    const input = path.join(dir, 'in.pkg');
    const output = path.join(dir, 'out.pkg');
    for (let i = 0; i < CASES; i++) {
      const rnd = seededRandom(i + 1);
      const pkg = packages[i % packages.length];
      const kind = names[Math.floor(i / packages.length) % names.length];
      fs.writeFileSync(input, mutators[kind](pkg, rnd));
      const label = `case ${i} (${pkg.file}, ${kind}, seed ${i + 1})`;
      let outcome: string;
      try {
        await repackPackage({ input, output, identity, schemes: pkg.file.endsWith('.aab') ? ['v1'] : ['v1', 'v2'], rewriteDex: true });
        const complaint = dexdumpComplaint(output, dir);
        outcome = complaint ? 'dexdump refused' : 'ok';
        if (complaint) failures.push(`${label}: dexdump: ${complaint}`);
      } catch (err) {
        outcome = err instanceof EngineError && ENGINE_ERROR_CODES.includes(err.code) ? err.code : 'crash';
        if (outcome === 'crash') failures.push(`${label}: ${(err as Error).stack?.split('\n').slice(0, 4).join(' | ')}`);
        // A refused package leaves nothing behind.
        if (fs.existsSync(output)) failures.push(`${label}: refused but wrote ${output}`);
      }
      fs.rmSync(output, { force: true });
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    console.log(`toolkit fuzz: ${CASES} cases in ${((Date.now() - started) / 1000).toFixed(1)} s`, Object.fromEntries(outcomes));
    expect(failures.slice(0, 20)).toEqual([]);
    // The mutations must leave some packages whole enough to rewrite, or the test proves nothing.
    expect(outcomes.get('ok') ?? 0).toBeGreaterThan(CASES / 10);
  });
});
