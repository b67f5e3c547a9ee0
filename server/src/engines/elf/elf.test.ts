import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileSource } from '../archive/byte-source.js';
import { ZipArchive } from '../archive/zip-reader.js';
import { fixturePath, fixturesOfKind, hasTool } from '../test-fixtures.js';
import { isElf, parseElf } from './elf.js';

// Native libraries of the fixture APKs, checked against binutils' readelf.
const libs = fixturesOfKind('apk').flatMap((f) => {
  const z = ZipArchive.open(fileSource(fixturePath(f.file)));
  return z
    .names()
    .filter((n) => /^lib\/[^/]+\/[^/]+\.so$/.test(n))
    .map((n) => ({ name: `${f.file}:${n}`, bytes: z.readByName(n)! }))
    .filter((l) => isElf(l.bytes));
});

describe.skipIf(libs.length === 0 || !hasTool('readelf'))('ELF flags equal readelf', () => {
  it.each(libs.map((l) => [l.name, l]))('%s', (_, lib) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'elf-'));
    try {
      const file = path.join(dir, 'lib.so');
      writeFileSync(file, lib.bytes);
      const seg = execFileSync('readelf', ['-lW', file], { encoding: 'utf8' });
      const dyn = execFileSync('readelf', ['-dW', file], { encoding: 'utf8' });
      const sec = execFileSync('readelf', ['-SW', file], { encoding: 'utf8' });
      const syms = execFileSync('readelf', ['--dyn-syms', '-W', file], { encoding: 'utf8' });
      const info = parseElf(lib.bytes);
      const stack = /GNU_STACK.*\s(R?W?E?)\s+0x/.exec(seg)?.[1] ?? '';
      expect(info.nx).toBe(/GNU_STACK/.test(seg) && !stack.includes('E'));
      const relro = /GNU_RELRO/.test(seg) ? (/BIND_NOW|Flags: NOW/.test(dyn) ? 'full' : 'partial') : 'none';
      expect(info.relro).toBe(relro);
      expect(info.needed).toEqual([...dyn.matchAll(/\(NEEDED\)\s+Shared library: \[([^\]]+)\]/g)].map((m) => m[1]));
      expect(info.stripped).toBe(!/\s\.symtab\s/.test(sec));
      expect(info.canary).toBe(/\b__stack_chk_(fail|guard)\b/.test(syms));
      expect(info.pie).toBe(/Type:\s+DYN/.test(execFileSync('readelf', ['-hW', file], { encoding: 'utf8' })));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('ELF parser on hostile input', () => {
  it('rejects non-ELF and survives truncation', () => {
    expect(() => parseElf(Buffer.from('not elf'))).toThrow();
    for (const lib of libs.slice(0, 1)) {
      for (const cut of [64, 200, 1000, lib.bytes.length >> 1]) expect(() => parseElf(lib.bytes.subarray(0, cut))).not.toThrow();
    }
  });
});
