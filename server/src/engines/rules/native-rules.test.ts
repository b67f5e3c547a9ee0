import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileSource } from '../archive/byte-source.js';
import { buildZip } from '../archive/test-zip.js';
import { ZipArchive } from '../archive/zip-reader.js';
import { parseElf } from '../elf/elf.js';
import type { ScanResult } from '../report/scan-result.js';
import { scanBuffer, scanFile } from '../scan.js';
import { fixturePath, fixturesOfKind, hasTool } from '../test-fixtures.js';
import { FindingCollector } from './finding-collector.js';
import { jniMethodName, NativeLibraryInspection } from './native-rules.js';

// UnCrackable Level 3 ships libfoo.so for four ABIs: anti-Frida/Xposed checks over
// /proc/self/maps, a ptrace anti-debug fork, and three JNI methods.
const level3 = fixturesOfKind('apk').find((f) => f.file.includes('UnCrackable-Level3'));
const hermes = fixturesOfKind('aar').find((f) => f.file.includes('hermes'));

function entries(fixture: string): Map<string, Buffer> {
  const zip = ZipArchive.open(fileSource(fixturePath(fixture)));
  return new Map(zip.names().map((n) => [n, zip.readByName(n)!]));
}

const evidence = (r: ScanResult, id: string) => r.findings.find((f) => f.id === id)?.evidence ?? [];

describe('JNI symbol names', () => {
  it('decode to the Java method they implement', () => {
    expect(jniMethodName('Java_sg_vantagepoint_uncrackable3_CodeCheck_bar')).toBe('sg.vantagepoint.uncrackable3.CodeCheck.bar');
    expect(jniMethodName('Java_com_example_my_1app_Native_do_1work')).toBe('com.example.my_app.Native.do_work');
    expect(jniMethodName('Java_com_example_Native_sum___3I')).toBe('com.example.Native.sum');
    expect(jniMethodName('Java_com_example_Caf_000e9_run')).toBe('com.example.Café.run');
  });
});

describe.skipIf(!level3)('native libraries of UnCrackable Level 3', () => {
  let scanned: ScanResult | undefined;
  const result = (): ScanResult => (scanned ??= scanFile(fixturePath(level3!.file)));

  it('lists the JNI methods once, from the preferred ABI', () => {
    const r = result();
    expect(evidence(r, 'native.jni_exports')).toEqual(
      ['CodeCheck_bar', 'MainActivity_baz', 'MainActivity_init'].map((m) => ({
        file: 'lib/arm64-v8a/libfoo.so',
        location: `Java_sg_vantagepoint_uncrackable3_${m}`,
        detail: `sg.vantagepoint.uncrackable3.${m.replace('_', '.')}`,
      })),
    );
    expect(r.findings.find((f) => f.id === 'native.jni_exports')?.level).toBe('info');
  });

  it('recognises its anti-Frida and anti-debug code as protections', () => {
    const r = result();
    expect(evidence(r, 'anti_analysis.native_instrumentation_detection')).toEqual([{ file: 'lib/arm64-v8a/libfoo.so', detail: '"frida", "xposed"' }]);
    expect(evidence(r, 'anti_analysis.native_debugger_detection')).toEqual([{ file: 'lib/arm64-v8a/libfoo.so', detail: 'imports ptrace' }]);
    for (const id of ['anti_analysis.native_instrumentation_detection', 'anti_analysis.native_debugger_detection']) {
      expect(r.findings.find((f) => f.id === id)?.level).toBe('secure');
    }
  });

  it("reports no URL from the compiler's .comment section", () => {
    const fromLibs = result()
      .findings.flatMap((f) => f.evidence)
      .filter((e) => e.file.endsWith('.so') && /^https?:/.test(e.detail ?? ''));
    expect(fromLibs).toEqual([]);
  });
});

describe.skipIf(!level3)('secret and URL rules over native strings', () => {
  const files = level3 ? entries(level3.file) : new Map<string, Buffer>();
  const lib = Buffer.from(files.get('lib/arm64-v8a/libfoo.so') ?? []);

  /** An APK with Level 3's manifest and `lib/arm64-v8a/<name>` holding `so`. */
  const apk = (so: Buffer, name = 'libfoo.so'): Buffer =>
    buildZip([
      { name: 'AndroidManifest.xml', data: files.get('AndroidManifest.xml')! },
      { name: `lib/arm64-v8a/${name}`, data: so },
    ]);

  it('reports a URL and an AWS key written in .rodata, with the library as evidence', () => {
    const patched = Buffer.from(lib);
    const at = patched.indexOf('Error opening /proc/self/maps! Terminating...');
    expect(at).toBeGreaterThan(0);
    patched.fill(0, at, at + 45);
    patched.write('http://c2.shop.net/k\0AKIAIOSFODNN7EXAMPLE', at, 'latin1');
    const r = scanBuffer(apk(patched), 'patched.apk');
    expect(evidence(r, 'strings.insecure_urls')).toContainEqual({ file: 'lib/arm64-v8a/libfoo.so', detail: 'http://c2.shop.net/k' });
    expect(evidence(r, 'secrets.hardcoded_key')).toContainEqual({ file: 'lib/arm64-v8a/libfoo.so', detail: 'AWS access key id: AKIAIOSF…MPLE' });
  });

  it('finds nothing of the kind in the library as shipped', () => {
    const r = scanBuffer(apk(lib), 'clean.apk');
    expect(evidence(r, 'strings.insecure_urls')).toEqual([]);
    expect(evidence(r, 'secrets.hardcoded_key')).toEqual([]);
  });

  it("does not take Frida's own library for a Frida check", () => {
    const r = scanBuffer(apk(lib, 'libfrida-gadget.so'), 'gadget.apk');
    expect(evidence(r, 'anti_analysis.native_instrumentation_detection')).toEqual([]);
    expect(evidence(r, 'native.jni_exports').length).toBe(3);
  });

  it('survives truncated and hostile copies', () => {
    for (const cut of [64, 600, 5000, lib.length >> 1]) {
      const out = new FindingCollector();
      const inspection = new NativeLibraryInspection(['lib/x86/libfoo.so']);
      const bytes = lib.subarray(0, cut);
      expect(() => {
        inspection.inspect('lib/x86/libfoo.so', bytes, parseElf(bytes));
        inspection.report(out);
      }).not.toThrow();
    }
  });
});

describe.skipIf(!hermes)('a library without checks (Hermes, from its AAR)', () => {
  it('has no protection markers and no JNI exports', () => {
    const files = entries(hermes!.file);
    const name = 'jni/arm64-v8a/libhermes.so';
    const inspection = new NativeLibraryInspection([name]);
    inspection.inspect(name, files.get(name)!, parseElf(files.get(name)!));
    const out = new FindingCollector();
    inspection.report(out);
    expect(out.toFindings('en')).toEqual([]);
    expect([...inspection.stringSources()[0].strings].length).toBeGreaterThan(1000);
  });
});

describe.skipIf(!level3 || !hasTool('readelf'))('ELF symbols equal readelf --dyn-syms', () => {
  const libs = level3 ? [...entries(level3.file)].filter(([n]) => n.endsWith('.so')) : [];
  it.each(libs.map(([n, b]) => [n, b] as const))('%s', (_, bytes) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jni-'));
    try {
      const file = path.join(dir, 'lib.so');
      writeFileSync(file, bytes);
      const rows = execFileSync('readelf', ['--dyn-syms', '-W', file], { encoding: 'utf8' })
        .split('\n')
        .map((l) => l.trim().split(/\s+/))
        .filter((c) => c.length >= 8 && /^\d+:$/.test(c[0]));
      const name = (c: string[]) => c[7].replace(/@.*$/, '');
      const elf = parseElf(bytes);
      const jni = rows.filter((c) => c[6] !== 'UND' && /^(Java_|JNI_OnLoad$)/.test(name(c))).map(name);
      expect(elf.exports.filter((s) => /^(Java_|JNI_OnLoad$)/.test(s)).sort()).toEqual(jni.sort());
      expect(elf.imports).toContain('ptrace');
      expect(rows.some((c) => c[6] === 'UND' && name(c) === 'ptrace')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
