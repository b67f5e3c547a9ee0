import { readFileSync } from 'node:fs';
import { constants, deflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../common/prng.js';
import { MUTATORS, mutationSeed, storedZip } from '../test-mutations.js';
import { ENGINE_ERROR_CODES } from '../errors.js';
import { fixturePath, readFixtureManifest } from '../test-fixtures.js';
import { ScanSandbox, type ScanOutcome } from './run-scan-isolated.js';

const CASES = Number(process.env.RAMPART_FUZZ_CASES ?? 2000);
const SANDBOX_FAILURES = new Set(['scan.timeout', 'scan.memory_limit', 'scan.worker_failed']);
const seeds = readFixtureManifest()
  .filter((f) => ['apk', 'ipa', 'aab'].includes(f.kind) && Number(f.bytes) < 400_000)
  .map((f) => f.file);

describe.skipIf(seeds.length === 0)('fuzzing the engine through the sandbox', () => {
  const sandbox = new ScanSandbox({ timeoutMs: 15_000 });
  afterAll(() => sandbox.close());

  it(`${CASES} mutated packages end in a result or a structured error`, { timeout: 300_000 }, async () => {
    const packages = seeds.map((file) => {
      const bytes = readFileSync(fixturePath(file));
      return { file, ...mutationSeed(bytes) };
    });
    const names = Object.keys(MUTATORS);
    const codes = new Map<string, number>();
    const failures: string[] = [];
    const started = Date.now();
    for (let i = 0; i < CASES; i++) {
      const rnd = seededRandom(i + 1);
      const pkg = packages[i % packages.length];
      const kind = names[Math.floor(i / packages.length) % names.length];
      const bytes = MUTATORS[kind](pkg, rnd);
      const outcome: ScanOutcome = await sandbox.scan({ kind: 'bytes', bytes, name: pkg.file });
      const code = outcome.ok ? 'ok' : outcome.error.code;
      codes.set(code, (codes.get(code) ?? 0) + 1);
      if (!outcome.ok && (SANDBOX_FAILURES.has(code) || code === 'scan.internal' || !ENGINE_ERROR_CODES.includes(outcome.error.code))) {
        failures.push(`case ${i} (${pkg.file}, ${kind}, seed ${i + 1}): ${code} ${outcome.error.message}`);
      }
    }
    console.log(`fuzz: ${CASES} cases in ${((Date.now() - started) / 1000).toFixed(1)} s`, Object.fromEntries(codes));
    expect(failures).toEqual([]);
    expect(codes.get('ok') ?? 0).toBeGreaterThan(0);
  });
});

/** A deflate stream of `chunks` × 16 MiB of zeros, built without ever holding the output. */
function zeroBomb(chunks: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(16 * 1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: chunks }, () => block), Buffer.from([0x03, 0x00])]);
}

describe('zip bomb', () => {
  it('is stopped at the configured limit within 2 s and +256 MB RSS', { timeout: 60_000 }, async () => {
    const manifest = seeds.length ? mutationSeed(readFileSync(fixturePath(seeds[0]))).entries.find(([n]) => n === 'AndroidManifest.xml')?.[1] : undefined;
    const kernel = zeroBomb(64); // 1 GiB of zeros in ~1 MB
    const entries: [string, Buffer][] = [
      ['AndroidManifest.xml', manifest ?? Buffer.alloc(16)],
      ['classes.dex', kernel],
    ];
    const zip = storedZip(entries);
    // Declare the DEX as deflated with a lying size, then add 30 more entries overlapping it.
    const cdStart = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const secondCd = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), cdStart + 4);
    zip.writeUInt16LE(8, secondCd + 10);
    zip.writeUInt32LE(1000, secondCd + 24);
    const dexRecord = zip.subarray(secondCd, secondCd + 46 + 'classes.dex'.length);
    const extra = Array.from({ length: 30 }, (_, i) => {
      const name = Buffer.from(`classes${i + 2}.dex`);
      const rec = Buffer.concat([dexRecord.subarray(0, 46), name]);
      rec.writeUInt16LE(name.length, 28);
      return rec;
    });
    const eocdAt = zip.length - 22;
    const cd = Buffer.concat([zip.subarray(cdStart, eocdAt), ...extra]);
    const eocd = Buffer.from(zip.subarray(eocdAt));
    eocd.writeUInt16LE(32, 8);
    eocd.writeUInt16LE(32, 10);
    eocd.writeUInt32LE(cd.length, 12);
    const bomb = Buffer.concat([zip.subarray(0, cdStart), cd, eocd]);

    const sandbox = new ScanSandbox({ timeoutMs: 10_000 });
    try {
      // Start the worker first (its start-up, TypeScript loader included, is not the bomb's time).
      await sandbox.scan({ kind: 'bytes', bytes: Buffer.from('not a zip'), name: 'warm-up.apk' });
      const before = process.memoryUsage.rss();
      let peak = before;
      const poll = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
      const t0 = Date.now();
      const outcome = await sandbox.scan({ kind: 'bytes', bytes: bomb, name: 'bomb.apk' }, { limits: { maxTotalBytes: 64 * 1024 * 1024, maxEntryBytes: 64 * 1024 * 1024 } });
      const elapsed = Date.now() - t0;
      clearInterval(poll);
      const growthMb = (peak - before) / 1024 / 1024;
      console.log(`zip bomb: ${elapsed} ms, +${growthMb.toFixed(0)} MB RSS`);
      // Refused well inside the sandbox's 10 s limit (about 0.1 s on a quiet machine; the bound
      // leaves room for a loaded one and still tells a refusal from the limit's kill).
      expect(elapsed).toBeLessThan(9_000);
      expect(growthMb).toBeLessThan(256);
      if (outcome.ok) {
        const ids = outcome.result.findings.map((f) => f.id);
        expect(ids).toContain('anti_analysis.limit_reached');
        expect(ids).toContain('anti_analysis.zip.overlapping_entries');
      } else {
        expect(outcome.error.code).toBe('archive.limit_exceeded');
      }
    } finally {
      await sandbox.close();
    }
  });

  it('enforces the time limit on a scan', async () => {
    const sandbox = new ScanSandbox({ timeoutMs: 1 });
    try {
      const outcome = await sandbox.scan({ kind: 'bytes', bytes: Buffer.alloc(0), name: 'x' });
      expect(outcome.ok ? 'ok' : outcome.error.code).toMatch(/^(scan\.timeout|archive\.not_zip)$/);
    } finally {
      await sandbox.close();
    }
  });
});
