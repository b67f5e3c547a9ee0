import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors.js';
import { bufferSource } from './byte-source.js';
import { buildZip } from './test-zip.js';
import { isSafeEntryName, resolveInsideRoot, ZipArchive } from './zip-reader.js';

const open = (buf: Buffer, limits = {}): ZipArchive => ZipArchive.open(bufferSource(buf), limits);
const kinds = (z: ZipArchive): string[] => z.anomalies.map((a) => a.kind);

describe('ZipArchive (installer-like reading)', () => {
  it('reads stored and deflated entries', () => {
    const z = open(
      buildZip([
        { name: 'a.txt', data: Buffer.from('hello'), method: 0 },
        { name: 'b.txt', data: Buffer.from('world'.repeat(100)) },
      ]),
    );
    expect(z.readByName('a.txt')!.toString()).toBe('hello');
    expect(z.readByName('b.txt')!.toString()).toBe('world'.repeat(100));
    expect(z.anomalies).toEqual([]);
  });

  it('ignores a fake encryption flag and reports it', () => {
    const z = open(buildZip([{ name: 'AndroidManifest.xml', data: Buffer.from('plain'), flags: 1 }]));
    expect(z.readByName('AndroidManifest.xml')!.toString()).toBe('plain');
    expect(kinds(z)).toContain('fake-encryption');
  });

  it('inflates an unknown compression method, as libziparchive does', () => {
    const z = open(buildZip([{ name: 'AndroidManifest.xml', data: Buffer.from('manifest'.repeat(20)), method: 8, lfhMethod: 8 }]));
    const entry = z.get('AndroidManifest.xml')!;
    entry.method = 0x63; // the central directory now claims an unknown method
    expect(z.read(entry).toString()).toBe('manifest'.repeat(20));
    const tricked = buildZip([{ name: 'x', data: Buffer.from('stored bytes'), method: 0 }]);
    // Patch the central directory method of a stored entry to 99: not deflate, read as stored.
    const cd = tricked.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    tricked.writeUInt16LE(99, cd + 10);
    const z2 = open(tricked);
    expect(kinds(z2)).toContain('unknown-compression');
    expect(z2.readByName('x')!.toString()).toBe('stored bytes');
  });

  it('trusts the central directory over a mismatched local header', () => {
    const z = open(buildZip([{ name: 'classes.dex', lfhName: 'decoy.txt', data: Buffer.from('dex') }]));
    expect(z.readByName('classes.dex')!.toString()).toBe('dex');
    expect(kinds(z)).toContain('header-mismatch');
  });

  it('keeps the first of duplicate entries and reports the duplicate', () => {
    const z = open(
      buildZip([
        { name: 'classes.dex', data: Buffer.from('first') },
        { name: 'classes.dex', data: Buffer.from('second') },
      ]),
    );
    expect(z.readByName('classes.dex')!.toString()).toBe('first');
    expect(kinds(z)).toContain('duplicate-entry');
  });

  it('reports overlong and path-traversal names', () => {
    const z = open(
      buildZip([
        { name: 'a'.repeat(5000), data: Buffer.from('x') },
        { name: '../../etc/passwd', data: Buffer.from('x') },
      ]),
    );
    expect(kinds(z)).toEqual(expect.arrayContaining(['overlong-name', 'unsafe-path']));
  });

  it('does not trust declared sizes', () => {
    const z = open(buildZip([{ name: 'a', data: Buffer.from('0123456789'), declaredSize: 3 }]));
    expect(z.readByName('a')!.length).toBe(10);
    expect(kinds(z)).toContain('size-mismatch');
  });

  it('enforces entry count, ratio and total limits with structured errors', () => {
    const many = buildZip(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })));
    expect(() => open(many, { maxEntries: 10 })).toThrow(expect.objectContaining({ code: 'archive.too_many_entries' }));
    const zeros = buildZip([{ name: 'classes.dex', data: Buffer.alloc(8 * 1024 * 1024) }]);
    const z = open(zeros, { maxRatio: 100, ratioFloorBytes: 1024 * 1024 });
    expect(() => z.readByName('classes.dex')).toThrow(expect.objectContaining({ code: 'archive.limit_exceeded' }));
    const z2 = open(zeros, { maxTotalBytes: 1024 * 1024 });
    expect(() => z2.readByName('classes.dex')).toThrow(EngineError);
  });

  it('refuses overlapping entries (non-recursive zip bomb construction)', () => {
    const buf = buildZip([
      { name: 'a', data: Buffer.from('payload'.repeat(100)) },
      { name: 'b', data: Buffer.from('x') },
    ]);
    // Point the second central record at the first local header.
    const second = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    buf.writeUInt32LE(0, second + 42);
    const z = open(buf);
    expect(kinds(z)).toContain('overlapping-entries');
    expect(() => z.readByName('b')).toThrow(expect.objectContaining({ code: 'archive.entry_corrupt' }));
  });

  it('fails with a structured error when there is no zip at all', () => {
    expect(() => open(Buffer.from('not a zip file, just text that is long enough'))).toThrow(expect.objectContaining({ code: 'archive.not_zip' }));
  });
});

describe('paths never escape the extraction root', () => {
  it.each(['../x', '/etc/passwd', 'a/../../b', 'C:\\win', 'a\\..\\..\\b', ''])('%s is refused', (name) => {
    expect(isSafeEntryName(name)).toBe(false);
    expect(resolveInsideRoot('/tmp/root', name)).toBeUndefined();
  });

  it('keeps normal names inside the root', () => {
    expect(resolveInsideRoot('/tmp/root', 'lib/arm64-v8a/libfoo.so')).toBe(path.resolve('/tmp/root/lib/arm64-v8a/libfoo.so'));
  });
});
