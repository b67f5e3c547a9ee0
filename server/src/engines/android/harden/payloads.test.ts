import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileSource } from '../../archive/byte-source.js';
import { ZipArchive } from '../../archive/zip-reader.js';
import { fixturePath, fixturesOfKind, hasTool } from '../../test-fixtures.js';
import { AlignedZipWriter, SO_ALIGNMENT } from '../zip-writer.js';
import { KEY_BYTES, LIBRARY_PAYLOAD_DIR, NONCE_BYTES, TAG_BYTES, appConfig, decryptEntry, encryptEntry, libraryPayloadEntry, selectAssets, selectLibraries } from './payloads.js';

/** Shannon entropy in bits per byte. */
function bitsPerByte(bytes: Uint8Array): number {
  const counts = new Array<number>(256).fill(0);
  for (const b of bytes) counts[b]++;
  return counts.reduce((h, c) => (c === 0 ? h : h - (c / bytes.length) * Math.log2(c / bytes.length)), 0);
}

function fixtureEntries(fixture: string): Map<string, Buffer> {
  const zip = ZipArchive.open(fileSource(fixturePath(fixture)));
  return new Map(zip.entries.filter((e) => !e.name.endsWith('/')).map((e) => [e.name, zip.read(e)]));
}

const LEVEL3 = 'mastg-UnCrackable-Level3.apk';
const DVHMA = 'dvhma-de.zertapps.dvhma.featherweight_1.0.0_3.5.0_debug.apk';
const apks = new Set(fixturesOfKind('apk').map((f) => f.file));

describe('the entry format', () => {
  const key = randomBytes(KEY_BYTES);

  it('is nonce ‖ ciphertext ‖ tag, with a fresh nonce each time, and decrypts back', () => {
    const data = Buffer.from('the same bytes twice');
    const a = encryptEntry(data, key);
    const b = encryptEntry(data, key);
    expect(a.length).toBe(NONCE_BYTES + data.length + TAG_BYTES);
    expect(a.subarray(0, NONCE_BYTES).equals(b.subarray(0, NONCE_BYTES))).toBe(false);
    expect(a.equals(b)).toBe(false);
    expect(decryptEntry(a, key).equals(data)).toBe(true);
    expect(decryptEntry(encryptEntry(Buffer.alloc(0), key), key).length).toBe(0);
  });

  it('takes its nonce from the per-build randomness', () => {
    const random = (n: number): Buffer => Buffer.alloc(n, 7);
    expect(encryptEntry(Buffer.from('x'), key, random).equals(encryptEntry(Buffer.from('x'), key, random))).toBe(true);
  });

  it('refuses an altered entry, a wrong key and a short key', () => {
    const sealed = encryptEntry(Buffer.from('payload bytes'), key);
    for (const at of [0, NONCE_BYTES + 1, sealed.length - 1]) {
      const bad = Buffer.from(sealed);
      bad[at] ^= 0x40;
      expect(() => decryptEntry(bad, key)).toThrow();
    }
    expect(() => decryptEntry(sealed, randomBytes(KEY_BYTES))).toThrow();
    expect(() => encryptEntry(sealed, randomBytes(16))).toThrow(/32 bytes/);
    expect(() => decryptEntry(sealed.subarray(0, 20), key)).toThrow(/shorter/);
  });
});

describe('what an attacker sees of encrypted entries', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'payloads-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.skipIf(!apks.has(LEVEL3) || !apks.has(DVHMA) || !hasTool('readelf'))('≥ 7.9 bits/byte, and readelf rejects every encrypted library it reads in clear', () => {
    const key = randomBytes(KEY_BYTES);
    const level3 = fixtureEntries(LEVEL3);
    const libs = selectLibraries([...level3.keys()], []);
    expect(libs.sort()).toEqual(['lib/arm64-v8a/libfoo.so', 'lib/armeabi-v7a/libfoo.so', 'lib/x86/libfoo.so', 'lib/x86_64/libfoo.so']);
    const measured: string[] = [];
    for (const lib of libs) {
      const plain = level3.get(lib)!;
      const sealed = encryptEntry(plain, key);
      const clearFile = path.join(work, 'clear.so');
      const sealedFile = path.join(work, 'sealed.so');
      writeFileSync(clearFile, plain);
      writeFileSync(sealedFile, sealed);
      expect(spawnSync('readelf', ['-h', clearFile]).status).toBe(0);
      const r = spawnSync('readelf', ['-h', sealedFile], { encoding: 'utf8' });
      expect(r.status).not.toBe(0);
      expect(r.stderr).toMatch(/Not an ELF file/);
      expect(bitsPerByte(plain)).toBeLessThan(7.9);
      expect(bitsPerByte(sealed)).toBeGreaterThanOrEqual(7.9);
      measured.push(`${lib} ${bitsPerByte(plain).toFixed(3)} → ${bitsPerByte(sealed).toFixed(3)}`);
    }
    const dvhma = fixtureEntries(DVHMA);
    for (const asset of selectAssets([...dvhma.keys()], ['**/*.js', '**/*.png', '**/*.css'])) {
      const plain = dvhma.get(asset)!;
      if (plain.length < 16_384) continue; // too short for the byte histogram to reach 7.9
      const sealed = encryptEntry(plain, key);
      expect(bitsPerByte(sealed)).toBeGreaterThanOrEqual(7.9);
      measured.push(`${asset} ${bitsPerByte(plain).toFixed(3)} → ${bitsPerByte(sealed).toFixed(3)}`);
    }
    expect(measured.length).toBeGreaterThanOrEqual(6);
    console.log(`bits/byte, in clear → encrypted:\n${measured.join('\n')}`);
  });

  it.skipIf(!hasTool('zipalign'))('leaves the libraries that stay in lib/ 16 KB-aligned beside the encrypted ones', () => {
    const key = randomBytes(KEY_BYTES);
    const file = path.join(work, 'aligned.zip');
    const writer = new AlignedZipWriter(file);
    writer.addFile('AndroidManifest.xml', randomBytes(301), { compress: true });
    writer.addFile(libraryPayloadEntry(), encryptEntry(randomBytes(9_001), key), { compress: false });
    writer.addFile('lib/arm64-v8a/libc++_shared.so', randomBytes(5_003), { compress: false });
    writer.addFile(libraryPayloadEntry(), encryptEntry(randomBytes(7_777), key), { compress: false });
    writer.addFile('lib/x86_64/libc++_shared.so', randomBytes(4_097), { compress: false });
    writer.finish();
    // Debian's zipalign checks 4 KB pages (-p); the 16 KB boundary is read from the archive.
    const r = spawnSync('zipalign', ['-c', '-p', '4', file], { encoding: 'utf8' });
    expect(r.stdout + r.stderr).not.toMatch(/BAD/);
    expect(r.status).toBe(0);
    const zip = ZipArchive.open(fileSource(file));
    const libs = zip.entries.filter((e) => e.name.startsWith('lib/'));
    expect(libs.length).toBe(2);
    for (const lib of libs) {
      expect(lib.method).toBe(0);
      expect(lib.dataOffset % SO_ALIGNMENT).toBe(0);
    }
    const payloads = zip.entries.filter((e) => e.name.startsWith(LIBRARY_PAYLOAD_DIR));
    expect(payloads.length).toBe(2);
    for (const p of payloads) expect(p.dataOffset % 4).toBe(0);
  });
});

describe('selecting assets', () => {
  const names = [
    'AndroidManifest.xml',
    'assets/',
    'assets/config/keys.json',
    'assets/data/model.bin',
    'assets/www/index.html',
    'assets/www/js/app.js',
    'assets/public/index.html',
    'assets/help/page.html',
    'assets/help/page.png',
    'assets/help/sub/more.png',
    'assets/fonts/Roboto.ttf',
    'assets/sounds/click.ogg',
    'assets/flutter_assets/kernel_blob.bin',
    'assets/index.android.bundle',
    'assets/shell.dat',
    `${LIBRARY_PAYLOAD_DIR}0011223344556677`,
    'res/raw/secret.bin',
  ];

  it('by default, every asset the app reads through open, and none a WebView or the platform reads', () => {
    expect(selectAssets(names, [], { exclude: ['assets/shell.dat'] })).toEqual(['assets/config/keys.json', 'assets/data/model.bin']);
  });

  it('with globs, the assets they match (under assets/ or as entry names)', () => {
    expect(selectAssets(names, ['config/*.json', 'assets/help/**'])).toEqual([
      'assets/config/keys.json',
      'assets/help/page.html',
      'assets/help/page.png',
      'assets/help/sub/more.png',
    ]);
    expect(selectAssets(names, ['**'], { exclude: ['assets/shell.dat'] })).not.toContain('assets/shell.dat');
    expect(selectAssets(names, ['**'])).not.toContain(`${LIBRARY_PAYLOAD_DIR}0011223344556677`);
  });

  it.skipIf(!apks.has(DVHMA))('leaves a Cordova app’s web content in clear', () => {
    const entries = [...fixtureEntries(DVHMA).keys()];
    expect(entries.filter((n) => n.startsWith('assets/')).length).toBeGreaterThan(5);
    const selected = selectAssets(entries, []);
    expect(selected.filter((n) => n.startsWith('assets/www/'))).toEqual([]);
    expect(selected).toEqual(['assets/_where-is-www.txt']);
  });
});

describe('selecting libraries', () => {
  const names = [
    'lib/arm64-v8a/libfoo.so',
    'lib/arm64-v8a/libc++_shared.so',
    'lib/arm64-v8a/.DS_Store',
    'lib/arm64-v8a/gdbserver',
    'lib/x86/libfoo.so',
    'lib/x86/libbar.so',
    'assets/lib/arm64-v8a/libfoo.so',
  ];

  it('by default, every library of the app but the shared runtimes', () => {
    expect(selectLibraries(names, [])).toEqual(['lib/arm64-v8a/libfoo.so', 'lib/x86/libfoo.so', 'lib/x86/libbar.so']);
  });

  it('by file name or by the name loadLibrary takes, for every ABI', () => {
    expect(selectLibraries(names, ['foo'])).toEqual(['lib/arm64-v8a/libfoo.so', 'lib/x86/libfoo.so']);
    expect(selectLibraries(names, ['libbar.so', 'c++_shared'])).toEqual(['lib/arm64-v8a/libc++_shared.so', 'lib/x86/libbar.so']);
  });

  it('names payloads under assets/ with nothing of the library in the name', () => {
    const a = libraryPayloadEntry();
    expect(a).toMatch(/^assets\/rtl\/[0-9a-f]{16}$/);
    expect(libraryPayloadEntry()).not.toBe(a);
  });
});

describe('the app runtime configuration', () => {
  it('carries each part under its app.* key', () => {
    const key = Buffer.alloc(KEY_BYTES, 1);
    const config = appConfig({
      assets: { names: ['assets/a.bin', 'assets/dir/b.bin'], key },
      libraries: { map: { 'lib/x86/libfoo.so': 'assets/rtl/00aa' }, key },
      preferences: true,
      screenshot: { mode: 'list', activities: ['com.example.Pay', 'com.example.Login'] },
      uiHijack: { title: 'Careful', content: 'Another app took over' },
    });
    expect(config).toEqual({
      'app.assets.key': key.toString('hex'),
      'app.assets.names': 'a.bin\ndir/b.bin',
      'app.libs.key': key.toString('hex'),
      'app.libs.map': 'x86/libfoo.so=rtl/00aa',
      'app.prefs': '1',
      'app.prefs.key': expect.stringMatching(/^[0-9a-f]{64}$/),
      'app.screen': 'list',
      'app.screen.activities': 'com.example.Pay\ncom.example.Login',
      'app.hijack.title': 'Careful',
      'app.hijack.content': 'Another app took over',
    });
  });

  it('leaves out what is off, and refuses names that are not package entries', () => {
    expect(appConfig({ preferences: false, screenshot: { mode: 'all', activities: ['ignored'] } })).toEqual({ 'app.screen': 'all' });
    expect(() => appConfig({ assets: { names: ['res/raw/x'], key: Buffer.alloc(KEY_BYTES) } })).toThrow(/not an asset/);
    expect(() => appConfig({ libraries: { map: { 'lib/libx.so': 'assets/rtl/1' }, key: Buffer.alloc(KEY_BYTES) } })).toThrow(/not a native library/);
  });
});
