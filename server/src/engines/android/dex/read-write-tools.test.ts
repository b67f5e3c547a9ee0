import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasTool, scratchDir } from '../../test-fixtures';
import { Label, type DexFile } from './model';
import { readDex } from './read';
import { canonical, canonicalClasses, fixtureDexFiles, richDexFile } from './test-support';
import { writeDex } from './write';

/**
 * The acceptance of the DEX reader and writer: every DEX of every APK and AAB fixture is read,
 * written and read again, and the reference tools see no difference between input and output.
 * Slow (the largest fixture DEX is 7 MB), so it lives apart from read-write.test.ts; baksmali
 * runs once per file, never per class.
 */

const dexes = fixtureDexFiles();
const have = {
  dexdump: dexes.length > 0 && hasTool('dexdump'),
  baksmali: dexes.length > 0 && hasTool('baksmali'),
  androguard: dexes.length > 0 && hasTool('androguard'),
};

let dir = '';
const written: { name: string; file: string; classes: number; methods: number }[] = [];
const totals = { files: 0, classes: 0, methods: 0, bytesIn: 0, bytesOut: 0, readMs: 0, writeMs: 0 };

beforeAll(() => {
  dir = scratchDir('dex-round-trip-');
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (totals.files > 0) {
    console.log(
      `DEX round trip: ${totals.files} files, ${totals.classes} classes, ${totals.methods} methods, ` +
        `${totals.bytesIn} bytes in, ${totals.bytesOut} bytes out, read ${Math.round(totals.readMs)} ms, write ${Math.round(totals.writeMs)} ms`,
    );
  }
});

function run(cmd: string, args: string[]): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.error) throw r.error;
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

/**
 * `dexdump -d` output with what legitimately differs between two files of the same classes
 * taken out, and nothing else:
 * - the file name in the "Processing"/"Opened" lines (the DEX version stays);
 * - the six-digit file offset that starts every code line (`0156c0: 7010 …|0000: …`) and the
 *   method header (`|[0156b0] Lfoo;.bar`): code items move when the sections before them change
 *   size. The code-unit address after `|`, the code units themselves and every id index
 *   (`string@0e17`, `method@06b6`) stay, so instruction encodings and id tables must match;
 * - in the verifier's warnings on stderr, the time, the process id and the file name.
 * `-d` prints no header fields (checksum, signature, section offsets), so nothing else moves.
 */
function normalisedDexdump(file: string): string {
  const r = run('dexdump', ['-d', file]);
  const warnings = r.stderr
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) =>
      l
        .replace(/^dexdump ([A-Z]) \S+ \S+\s+\d+\s+\d+ /, 'dexdump $1 ')
        .split(file)
        .join('<file>'),
    );
  return [
    ...warnings,
    r.stdout
      .split(file)
      .join('<file>')
      .replace(/^[0-9a-f]{6}:/gm, '<offset>:')
      .replace(/\|\[[0-9a-f]{6}\]/g, '|[<offset>]'),
  ].join('\n');
}

/** Points at the first line that differs instead of printing two huge texts. */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  const la = a.split('\n');
  const lb = b.split('\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i++) {
    if (la[i] !== lb[i]) return `line ${i + 1}:\n- ${la[i]}\n+ ${lb[i]}`;
  }
  return 'texts differ';
}

function baksmali(file: string, out: string): void {
  execFileSync('baksmali', ['d', '-o', out, file], { stdio: ['ignore', 'ignore', 'pipe'] });
}

function diffTrees(a: string, b: string): string {
  const r = run('diff', ['-r', a, b]);
  return r.stdout.split('\n').slice(0, 40).join('\n');
}

const methodCount = (f: DexFile): number => f.classes.reduce((n, c) => n + c.directMethods.length + c.virtualMethods.length, 0);

describe.runIf(dexes.length > 0)('every fixture DEX: read → write → read, and the reference tools agree', () => {
  it.each(dexes.map((d, i) => [d.name, d, i] as const))('%s', { timeout: 900_000 }, (_, d, i) => {
    const t0 = performance.now();
    const model = readDex(d.bytes, d.name);
    const t1 = performance.now();
    const out = writeDex(model);
    const t2 = performance.now();
    const back = readDex(out, d.name);

    // The model: same classes (labels shared the same way), call sites, retained ids and version.
    const a = canonicalClasses(model);
    const b = canonicalClasses(back);
    expect(b.length).toBe(a.length);
    const first = a.findIndex((x, k) => x !== b[k]);
    expect(first === -1 ? null : { class: model.classes[first].type, before: a[first], after: b[first] }).toBeNull();
    expect(canonical({ ...back, classes: [] })).toBe(canonical({ ...model, classes: [] }));
    // Writing is deterministic: what was read back is written to the very same bytes.
    expect(Buffer.from(writeDex(back)).equals(Buffer.from(out))).toBe(true);

    totals.files++;
    totals.classes += model.classes.length;
    totals.methods += methodCount(model);
    totals.bytesIn += d.bytes.length;
    totals.bytesOut += out.length;
    totals.readMs += t1 - t0;
    totals.writeMs += t2 - t1;

    const input = path.join(dir, `${i}.in.dex`);
    const output = path.join(dir, `${i}.out.dex`);
    writeFileSync(input, d.bytes);
    writeFileSync(output, out);
    written.push({ name: d.name, file: output, classes: model.classes.length, methods: methodCount(model) });

    if (have.dexdump) {
      const before = normalisedDexdump(input);
      expect(before).toContain('Class #0');
      const after = normalisedDexdump(output);
      expect(after).not.toMatch(/Failure to verify/);
      expect(firstDifference(before, after)).toBeNull();
    }
    if (have.baksmali) {
      baksmali(input, path.join(dir, `${i}.in`));
      baksmali(output, path.join(dir, `${i}.out`));
      expect(diffTrees(path.join(dir, `${i}.in`), path.join(dir, `${i}.out`))).toBe('');
      rmSync(path.join(dir, `${i}.in`), { recursive: true, force: true });
      rmSync(path.join(dir, `${i}.out`), { recursive: true, force: true });
    }
  });

  it.runIf(have.androguard)('androguard loads every written file, with the same classes and methods', { timeout: 900_000 }, () => {
    expect(written.length).toBe(dexes.length);
    const script = [
      'import sys, json',
      'from androguard.core.bytecodes.dvm import DalvikVMFormat',
      'out = []',
      'for f in sys.argv[1:]:',
      '    d = DalvikVMFormat(open(f, "rb").read())',
      '    n = 0',
      '    for m in d.get_methods():',
      '        c = m.get_code()',
      '        if c is not None:',
      '            n += sum(1 for _ in c.get_bc().get_instructions())',
      '    out.append([len(d.get_classes()), len(d.get_methods()), n])',
      'print(json.dumps(out))',
    ].join('\n');
    const r = run('/usr/bin/python3', ['-c', script, ...written.map((w) => w.file)]);
    expect(r.status, r.stderr.slice(-2000)).toBe(0);
    const counts = JSON.parse(r.stdout) as [number, number, number][];
    expect(counts.map(([c, m]) => [c, m])).toEqual(written.map((w) => [w.classes, w.methods]));
    expect(counts.every(([, , n]) => n >= 0)).toBe(true);
  });
});

describe.runIf(hasTool('dexdump') && hasTool('baksmali'))('written files the reference tools accept', () => {
  const tools = (bytes: Uint8Array, name: string): { dump: string; smali: Map<string, string> } => {
    const work = scratchDir('dex-write-');
    try {
      const file = path.join(work, name);
      writeFileSync(file, bytes);
      const r = run('dexdump', ['-d', file]);
      expect(r.stderr).not.toMatch(/Failure to verify|checksum/i);
      baksmali(file, path.join(work, 'smali'));
      const smali = new Map<string, string>();
      const list = run('find', [path.join(work, 'smali'), '-name', '*.smali'])
        .stdout.trim()
        .split('\n')
        .filter(Boolean);
      for (const f of list) smali.set(path.relative(path.join(work, 'smali'), f), readFileSync(f, 'utf8'));
      return { dump: r.stdout, smali };
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  };

  it('a model that uses every part of the format (DEX 039: call sites, method handles, hidden-API flags)', { timeout: 120_000 }, () => {
    const { dump, smali } = tools(writeDex(richDexFile()), 'rich.dex');
    expect(dump).toContain("DEX version '039'");
    expect(dump).toContain('invoke-custom {}, call_site@0000');
    expect(dump).toMatch(/<any> -> 0x000f/);
    expect(dump).toContain('0x000c line=1000000');
    const rich = smali.get('Rich.smali') ?? '';
    expect(rich).toContain('.field public static final greylist a10:D = NaN');
    expect(rich).toContain('.local p0, "e":Ljava/lang/Exception;, "TE;"');
    expect(rich).toContain('.restart local p0');
    expect(rich).toContain('.source "Other.java"');
    expect(rich).toContain('.catchall {:try_start_0 .. :try_end_c} :catchall_f');
  });

  const level1 = fixtureDexFiles((f) => f.includes('UnCrackable-Level1'));

  it.runIf(level1.length > 0)('a fixture edited by adding a class and a string', { timeout: 120_000 }, () => {
    const model = readDex(level1[0].bytes);
    const greeting = 'Hello from an added class \u00e9\u{1f600}';
    const returnLabel = new Label();
    model.classes.push({
      type: 'Lzz/Added;',
      accessFlags: 0x11,
      superclass: 'Ljava/lang/Object;',
      interfaces: [],
      sourceFile: 'Added.java',
      annotations: [],
      staticFields: [],
      instanceFields: [],
      directMethods: [
        {
          name: 'greeting',
          proto: { returnType: 'Ljava/lang/String;', parameters: [] },
          accessFlags: 0x9,
          code: {
            registers: 1,
            outs: 0,
            tries: [],
            items: [
              { kind: 'line', line: 3 },
              { kind: 'instruction', op: 'const-string', registers: [0], reference: { kind: 'string', value: greeting } },
              { kind: 'instruction', op: 'goto', registers: [], target: returnLabel },
              returnLabel,
              { kind: 'instruction', op: 'return-object', registers: [0] },
            ],
            debug: { parameterNames: [] },
          },
          annotations: [],
        },
      ],
      virtualMethods: [],
    });
    model.retained = { ...model.retained!, strings: [...model.retained!.strings, 'an extra string nothing uses'] };
    const bytes = writeDex(model);
    const { dump, smali } = tools(bytes, 'classes.dex');
    expect(dump).toContain("Class descriptor  : 'Lzz/Added;'");
    expect(dump).toMatch(/const-string v0, "Hello from an added class/);
    const added = smali.get('zz/Added.smali') ?? '';
    expect(added).toContain('.method public static greeting()Ljava/lang/String;');
    expect(added).toContain('const-string v0, "Hello from an added class \\u00e9\\ud83d\\ude00"');
    expect(smali.size).toBe(readDex(level1[0].bytes).classes.length + 1);
    const back = readDex(bytes);
    expect(back.retained?.strings).toContain('an extra string nothing uses');
    expect(canonical(back.classes.find((c) => c.type === 'Lzz/Added;'))).toBe(canonical(model.classes.at(-1)));
  });
});
