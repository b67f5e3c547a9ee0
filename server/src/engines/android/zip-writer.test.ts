import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferSource, fileSource } from '../archive/byte-source';
import { buildZip } from '../archive/test-zip';
import { ZipArchive } from '../archive/zip-reader';
import { EngineError } from '../errors';
import { fixturePath, readFixtureManifest } from '../test-fixtures';
import { AlignedZipWriter, copyEntry, SO_ALIGNMENT, STORED_ALIGNMENT } from './zip-writer';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-writer-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const APKS = readFixtureManifest().filter((row) => row.kind === 'apk');

/** Every entry's content, and where each stored entry's data starts. */
function contents(file: string) {
  const archive = ZipArchive.open(fileSource(file));
  return {
    files: Object.fromEntries(archive.entries.map((e) => [e.name, archive.read(e)])),
    stored: archive.entries.filter((e) => e.method === 0).map((e) => ({ name: e.name, offset: e.dataOffset })),
    methods: Object.fromEntries(archive.entries.map((e) => [e.name, e.method])),
  };
}

function writeSample(file: string): void {
  const writer = new AlignedZipWriter(file);
  writer.addFile('AndroidManifest.xml', Buffer.alloc(3000, 7), { compress: true });
  writer.addFile('resources.arsc', crypto.createHash('sha512').update('arsc').digest(), { compress: false });
  writer.addFile('lib/arm64-v8a/libnative.so', Buffer.concat(Array.from({ length: 50 }, (_, i) => crypto.createHash('sha256').update(String(i)).digest())), { compress: false });
  writer.addFile('assets/odd-name-ünïcode.txt', Buffer.from('x'), { compress: false });
  writer.addFile('lib/x86_64/libother.so', Buffer.from('ELF?'), { compress: false });
  writer.addFile('classes.dex', Buffer.alloc(10_000, 1), { compress: true });
  writer.finish();
}

describe('AlignedZipWriter', () => {
  it('aligns stored data to 4 bytes and native libraries to 16 KB, as zipalign checks', () => {
    const file = path.join(dir, 'sample.apk');
    writeSample(file);
    const { stored, methods } = contents(file);
    expect(methods).toMatchObject({ 'AndroidManifest.xml': 8, 'resources.arsc': 0, 'classes.dex': 8, 'lib/arm64-v8a/libnative.so': 0 });
    for (const entry of stored) expect(entry.offset % (entry.name.endsWith('.so') ? SO_ALIGNMENT : STORED_ALIGNMENT), entry.name).toBe(0);
    // Debian's zipalign checks 4-byte alignment, and 4 KB pages for .so with -p (16 KB is a multiple).
    const check = spawnSync('zipalign', ['-c', '-p', '-v', '4', file], { encoding: 'utf8' });
    expect(check.stdout).toContain('Verification successful');
    expect(check.status).toBe(0);
    expect(execFileSync('unzip', ['-tq', file], { encoding: 'utf8' })).toContain('No errors detected');
  });

  it('writes the same bytes for the same entries', () => {
    writeSample(path.join(dir, 'a.apk'));
    writeSample(path.join(dir, 'b.apk'));
    expect(fs.readFileSync(path.join(dir, 'a.apk')).equals(fs.readFileSync(path.join(dir, 'b.apk')))).toBe(true);
  });

  it('refuses a duplicate name, and an aborted archive leaves no file', () => {
    const file = path.join(dir, 'dup.apk');
    const writer = new AlignedZipWriter(file);
    writer.addFile('a.txt', Buffer.from('1'), { compress: false });
    expect(() => writer.addFile('a.txt', Buffer.from('2'), { compress: false })).toThrow(/duplicate entry/);
    writer.abort();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('copies nothing past the per-entry limit: raw reads are bounded like inflated ones', () => {
    const archive = ZipArchive.open(bufferSource(buildZip([{ name: 'big.bin', data: crypto.randomBytes(4096), method: 0 }])), { maxEntryBytes: 1024 });
    const writer = new AlignedZipWriter(path.join(dir, 'bounded.apk'));
    const error = (() => {
      try {
        copyEntry(writer, archive, archive.entries[0]);
      } catch (err) {
        return err;
      }
    })();
    writer.abort();
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('archive.limit_exceeded');
  });

  it.each(APKS.map((row) => row.file))('copies %s entry by entry without recompressing, aligned, with the same content', (name) => {
    const input = fixturePath(name);
    const source = ZipArchive.open(bufferSource(fs.readFileSync(input)));
    const output = path.join(dir, `copy-${name}`);
    const writer = new AlignedZipWriter(output);
    for (const entry of source.entries) copyEntry(writer, source, entry);
    writer.finish();

    const before = contents(input);
    const after = contents(output);
    expect(Object.keys(after.files)).toEqual(Object.keys(before.files));
    for (const [entry, bytes] of Object.entries(before.files)) expect(after.files[entry].equals(bytes), entry).toBe(true);
    // Deflated entries keep their compressed bytes exactly: nothing was inflated and deflated again.
    const copied = ZipArchive.open(fileSource(output));
    for (const entry of source.entries.filter((e) => e.method === 8)) expect(copied.readRaw(copied.get(entry.name)!).equals(source.readRaw(entry)), entry.name).toBe(true);
    expect(spawnSync('zipalign', ['-c', '-p', '4', output]).status).toBe(0);
    // aapt reads the copy as it reads the original (signatures aside, which a copy drops nothing of).
    const badging = (file: string) => execFileSync('aapt', ['dump', 'badging', file], { encoding: 'utf8' });
    expect(badging(output)).toBe(badging(input));
  });
});
