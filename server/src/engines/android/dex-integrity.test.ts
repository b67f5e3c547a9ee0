import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanResult } from '../report/scan-result.js';
import { scanFile } from '../scan.js';
import { fixturesOfKind, hasTool } from '../test-fixtures.js';
import { parseDex } from './dex.js';
import { adler32 } from './dex-integrity.js';
import { fixtureDexFiles } from './dex/test-support.js';
import { signFixture, testIdentity } from './test-signed-apk.js';

const BASE = 'mastg-UnCrackable-Level1.apk';
const haveBase = fixturesOfKind('apk').some((f) => f.file === BASE);
const haveDexdump = hasTool('dexdump');
const haveSha1sum = hasTool('sha1sum');

/** zlib's own Adler-32: the trailer of a zlib stream of `data`. */
const zlibAdler = (data: Uint8Array): number => {
  const z = deflateSync(data, { level: 0 });
  return z.readUInt32BE(z.length - 4);
};

/** A copy of `dex` with one letter of its last string flipped: the tables stay readable. */
function flipped(dex: Buffer): Buffer {
  const out = Buffer.from(dex);
  const count = out.readUInt32LE(0x38);
  const data = out.readUInt32LE(out.readUInt32LE(0x3c) + 4 * (count - 1));
  out[data + 2] ^= 1;
  return out;
}

/** A copy with its Adler-32 made right again (and its SHA-1 signature too when `signature`). */
function fixedUp(dex: Buffer, signature: boolean): Buffer {
  const out = Buffer.from(dex);
  if (signature) createHash('sha1').update(out.subarray(32)).digest().copy(out, 12);
  out.writeUInt32LE(adler32(out, 12, out.length), 8);
  return out;
}

let dir: string;
const dexdump = (bytes: Buffer, name: string): string => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  const r = spawnSync('dexdump', ['-f', file], { encoding: 'utf8' });
  return r.stdout + r.stderr;
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-dex-integrity-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('adler32', () => {
  it('equals zlib on known text, on sizes around its 5552-byte block and on the worst case for overflow', () => {
    expect(adler32(Buffer.from('Wikipedia'))).toBe(0x11e60398);
    for (const size of [0, 1, 5551, 5552, 5553, 3 * 5552 + 7, 1 << 20]) {
      const ones = Buffer.alloc(size, 0xff);
      expect(adler32(ones)).toBe(zlibAdler(ones));
      const mixed = Buffer.from(Array.from({ length: size }, (_, i) => (i * 7919) & 0xff));
      expect(adler32(mixed, 3, size)).toBe(zlibAdler(mixed.subarray(3)));
    }
  });
});

describe.skipIf(!haveBase)('DEX checksum and signature', () => {
  const original = (): Buffer => {
    const dex = fixtureDexFiles((f, e) => f === BASE && e === 'classes.dex')[0];
    return Buffer.from(dex.bytes);
  };

  it('every fixture DEX file: the checksum dexdump checks, the signature sha1sum computes', () => {
    for (const dex of fixtureDexFiles()) {
      const bytes = Buffer.from(dex.bytes);
      const integrity = parseDex(dex.name, bytes, { scanCode: false }).integrity!;
      expect(integrity.actualChecksum, dex.name).toBe(integrity.declaredChecksum);
      if (haveDexdump) expect(dexdump(bytes, 'fixture.dex'), dex.name).not.toMatch(/Bad checksum/);
      if (haveSha1sum) {
        const sha1 = execFileSync('sha1sum', { input: bytes.subarray(32), encoding: 'utf8' }).slice(0, 40);
        expect(integrity.signatureMatches, dex.name).toBe(sha1 === bytes.toString('hex', 12, 32));
      }
    }
  });

  it('one flipped byte: a bad checksum with the sums dexdump prints, and a bad signature', () => {
    const bad = flipped(original());
    const parsed = parseDex('classes.dex', bad);
    const { declaredChecksum, actualChecksum } = parsed.integrity!;
    expect(actualChecksum).not.toBe(declaredChecksum);
    expect(parsed.anomalies).toEqual([
      `bad checksum: the header says 0x${declaredChecksum.toString(16).padStart(8, '0')}, the content sums to 0x${actualChecksum.toString(16).padStart(8, '0')}`,
      'bad signature: the header SHA-1 does not match the content',
    ]);
    // The tables were left readable: the rest of the analysis still runs.
    expect(parsed.classCount).toBe(parseDex('classes.dex', original()).classCount);
    if (haveDexdump) {
      const said = /Bad checksum \(([0-9a-f]+), expected ([0-9a-f]+)\)/.exec(dexdump(bad, 'bad.dex'));
      expect(said && [parseInt(said[1], 16), parseInt(said[2], 16)]).toEqual([actualChecksum, declaredChecksum]);
    }
  });

  it('a stale signature alone is reported, though dexdump checks only the checksum', () => {
    const bad = fixedUp(flipped(original()), false);
    expect(parseDex('classes.dex', bad).anomalies).toEqual(['bad signature: the header SHA-1 does not match the content']);
    if (haveDexdump) expect(dexdump(bad, 'stale-signature.dex')).not.toMatch(/Bad checksum/);
  });

  it('reaches the scan as warnings and findings; a DEX whose header is right has neither', () => {
    const scanWith = (dex: Buffer, name: string) => {
      const file = path.join(dir, name);
      signFixture(BASE, file, { schemes: ['v1', 'v2'], identity: testIdentity(), entries: { 'classes.dex': dex } });
      return scanFile(file);
    };
    const evidence = (r: ScanResult, id: string) => r.findings.find((f) => f.id === id)?.evidence.map((e) => e.file);
    const damaged = scanWith(flipped(original()), 'damaged.apk');
    expect(damaged.warnings.filter((w) => w.startsWith('classes.dex: bad '))).toHaveLength(2);
    expect(evidence(damaged, 'android.dex.bad_checksum')).toEqual(['classes.dex']);
    expect(evidence(damaged, 'android.dex.stale_signature')).toBeUndefined();
    const patched = scanWith(fixedUp(flipped(original()), false), 'patched.apk');
    expect(evidence(patched, 'android.dex.stale_signature')).toEqual(['classes.dex']);
    expect(evidence(patched, 'android.dex.bad_checksum')).toBeUndefined();
    const clean = scanWith(fixedUp(original(), true), 'clean.apk');
    expect(clean.findings.map((f) => f.id).filter((id) => id.startsWith('android.dex.'))).toEqual([]);
    expect(clean.warnings.filter((w) => w.includes(': bad '))).toEqual([]);
  });
});
