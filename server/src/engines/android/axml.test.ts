import { describe, expect, it } from 'vitest';
import { fileSource } from '../archive/byte-source.js';
import { ZipArchive } from '../archive/zip-reader.js';
import { fixturePath, fixturesOfKind } from '../test-fixtures.js';
import { parseAxml } from './axml.js';
import { readManifest } from './manifest.js';

const apk = fixturesOfKind('apk').find((f) => f.file.includes('UnCrackable-Level1'));

function manifestBytes(): Buffer {
  const z = ZipArchive.open(fileSource(fixturePath(apk!.file)));
  return Buffer.from(z.readByName('AndroidManifest.xml')!);
}

describe.skipIf(!apk)('AXML tricks', () => {
  it('resolves attributes by resource id, not by their (renamed) names', () => {
    const buf = manifestBytes();
    // Rename every "versionCode" string in the pool (UTF-16) to "xersionCode": Android still
    // knows the attribute by its resource id 0x0101021b.
    const needle = Buffer.from('versionCode', 'utf16le');
    let at = buf.indexOf(needle);
    while (at >= 0) {
      buf.write('x', at, 'utf16le');
      at = buf.indexOf(needle, at + 1);
    }
    expect(readManifest(parseAxml(buf).root).versionCode).toBe(Number(apk!.versionCode));
  });

  it('survives a wrong XML header size and a lying string count', () => {
    const buf = manifestBytes();
    buf.writeUInt16LE(0x20, 2); // XML header size
    buf.writeUInt32LE(0x7fffffff, 8 + 8); // string pool count
    const doc = parseAxml(buf);
    expect(doc.anomalies.length).toBeGreaterThan(0);
    expect(doc.root.name).toBe('manifest');
  });

  it('reports an unusable manifest as a structured error', () => {
    expect(() => parseAxml(Buffer.from([3, 0, 8, 0, 8, 0, 0, 0]))).toThrow(expect.objectContaining({ code: 'android.manifest_malformed' }));
  });
});
