import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileSource } from '../../archive/byte-source.js';
import { ZipArchive } from '../../archive/zip-reader.js';
import { fixturePath, fixturesOfKind, hasTool, scratchDir } from '../../test-fixtures.js';
import { addClass, callForString, growRegisters, mapConstStrings, removeClass, renameClass, renameField, renameMany, renameMethod, subtypesOf } from './edit';
import { decodeCode, encodeCode, type CodeIndexer, type CodePool } from './instructions';
import { ACC, Label, type CodeItem, type DexClass, type DexFile, type DexMethod, type Instruction, type MethodRef, type Proto } from './model';
import { readDex } from './read';
import { writeDex } from './write';

const V: Proto = { returnType: 'V', parameters: [] };
const ins = (op: string, registers: number[], extra: Partial<Instruction> = {}): Instruction => ({
  kind: 'instruction',
  op,
  registers,
  ...extra,
});

function method(name: string, proto: Proto, flags: number, items: CodeItem[] = [ins('return-void', [])], registers = 4): DexMethod {
  return { name, proto, accessFlags: flags, code: { registers, outs: 0, items, tries: [] }, annotations: [] };
}

function cls(type: string, superclass: string | null, extra: Partial<DexClass> = {}): DexClass {
  return {
    type,
    accessFlags: ACC.PUBLIC,
    superclass,
    interfaces: [],
    sourceFile: null,
    annotations: [],
    staticFields: [],
    instanceFields: [],
    directMethods: [],
    virtualMethods: [],
    ...extra,
  };
}

const A = 'Lapp/A;';
const B = 'Lapp/B;';
const I = 'Lapp/I;';
const mRef = (owner: string, name = 'm'): MethodRef => ({ owner, name, proto: { returnType: 'I', parameters: [A, '[Lapp/A;'] } });

/** Two files: A (field f, virtual m), B extends A overriding m, C implementing I, D unrelated. */
function sample(): DexFile[] {
  const sharedRef = mRef(B);
  const handle = { kind: 'invoke-static' as const, target: mRef(A) };
  const site = { handle, name: 'go', type: { returnType: A, parameters: [] }, extraArguments: [{ kind: 'type' as const, value: A }] };
  const useAll = method('use', V, ACC.PUBLIC | ACC.STATIC, [
    ins('new-instance', [0], { reference: { kind: 'type', value: B } }),
    ins('invoke-virtual', [0, 1, 2], { reference: { kind: 'method', value: sharedRef } }),
    ins('invoke-virtual', [0, 1, 2], { reference: { kind: 'method', value: sharedRef } }),
    ins('invoke-virtual', [0, 1, 2], { reference: { kind: 'method', value: mRef('Lapp/D;') } }),
    ins('iget', [1, 0], { reference: { kind: 'field', value: { owner: B, name: 'f', type: 'I' } } }),
    ins('iget', [1, 0], { reference: { kind: 'field', value: { owner: 'Lapp/D;', name: 'f', type: 'I' } } }),
    ins('const-class', [1], { reference: { kind: 'type', value: '[[Lapp/A;' } }),
    ins('invoke-custom', [], { reference: { kind: 'call-site', value: site } }),
    ins('const-method-handle', [1], { reference: { kind: 'method-handle', value: handle } }),
    { kind: 'local', register: 3, name: 'list', type: 'Ljava/util/List;', signature: 'Ljava/util/List<Lapp/A;>;' },
    ins('return-void', []),
  ]);
  const a = cls(A, 'Ljava/lang/Object;', {
    instanceFields: [{ name: 'f', type: 'I', accessFlags: 0, annotations: [] }],
    virtualMethods: [method('m', mRef(A).proto, ACC.PUBLIC)],
    annotations: [
      {
        visibility: 'system',
        annotation: {
          type: 'Ldalvik/annotation/Signature;',
          elements: [
            {
              name: 'value',
              value: {
                kind: 'array',
                value: [
                  { kind: 'string', value: 'Ljava/lang/Object;' },
                  { kind: 'string', value: 'Ljava/lang/Comparable<' },
                  { kind: 'string', value: 'Lapp/A;' },
                  { kind: 'string', value: '>;' },
                ],
              },
            },
          ],
        },
      },
    ],
  });
  const b = cls(B, A, {
    virtualMethods: [method('m', mRef(B).proto, ACC.PUBLIC)],
    directMethods: [useAll],
    staticFields: [{ name: 'k', type: '[Lapp/A;', accessFlags: ACC.STATIC, annotations: [], initialValue: { kind: 'null' } }],
  });
  const c = cls('Lapp/C;', 'Ljava/lang/Object;', { interfaces: [I] });
  const i = cls(I, 'Ljava/lang/Object;', { accessFlags: ACC.INTERFACE | ACC.ABSTRACT });
  const d = cls('Lapp/D;', 'Ljava/lang/Object;', {
    virtualMethods: [method('m', mRef(A).proto, ACC.PUBLIC)],
    instanceFields: [{ name: 'f', type: 'I', accessFlags: 0, annotations: [] }],
  });
  return [
    { version: 38, classes: [a, b], callSites: [site] },
    {
      version: 35,
      classes: [c, i, d],
      callSites: [],
      retained: { strings: [A], types: [A], protos: [], fields: [], methods: [mRef(A)], methodHandles: [handle] },
    },
  ];
}

const instructionsOf = (m: DexMethod): Instruction[] => (m.code?.items ?? []).filter((i): i is Instruction => 'kind' in i && i.kind === 'instruction');

describe('renameClass', () => {
  it('renames the definition and every reference, arrays and signatures included', () => {
    const files = sample();
    renameClass(files, A, 'Lz/Q;');
    const text = JSON.stringify(files, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
    // Only the retained string (a string, not a type reference) still spells the old name.
    expect(text.split('Lapp/A;').length - 1).toBe(1);
    expect(files[1].retained?.strings).toEqual([A]);
    const [a, b] = files[0].classes;
    expect(a.type).toBe('Lz/Q;');
    expect(b.superclass).toBe('Lz/Q;');
    expect(b.staticFields[0].type).toBe('[Lz/Q;');
    expect(b.virtualMethods[0].proto.parameters).toEqual(['Lz/Q;', '[Lz/Q;']);
    const use = instructionsOf(b.directMethods[0]);
    expect(use[6].reference).toEqual({ kind: 'type', value: '[[Lz/Q;' });
    expect(files[0].callSites[0].extraArguments[0]).toEqual({ kind: 'type', value: 'Lz/Q;' });
    expect(use[7].reference?.value).toBe(files[0].callSites[0]);
    expect(b.directMethods[0].code?.items[9]).toMatchObject({ signature: 'Ljava/util/List<Lz/Q;>;' });
    expect(a.annotations[0].annotation.elements[0].value).toMatchObject({
      value: [{ value: 'Ljava/lang/Object;' }, { value: 'Ljava/lang/Comparable<' }, { value: 'Lz/Q;' }, { value: '>;' }],
    });
    expect(files[1].retained?.types).toEqual(['Lz/Q;']);
    expect(files[1].retained?.methodHandles[0].target).toMatchObject({ owner: 'Lz/Q;' });
    // Shared references stay shared.
    expect(use[1].reference?.value).toBe(use[2].reference?.value);
  });

  it('refuses a name the files already define', () => {
    expect(() => renameClass(sample(), A, B)).toThrow(/define it twice/);
  });
});

describe('renameMethod and renameField', () => {
  it('renames a virtual method with its overrides and references through subclasses', () => {
    const files = sample();
    expect([...subtypesOf(files, A)].sort()).toEqual([A, B]);
    renameMethod(files, mRef(A), 'n');
    const [a, b] = files[0].classes;
    const d = files[1].classes[2];
    expect(a.virtualMethods[0].name).toBe('n');
    expect(b.virtualMethods[0].name).toBe('n');
    expect(d.virtualMethods[0].name).toBe('m');
    const use = instructionsOf(b.directMethods[0]);
    expect((use[1].reference?.value as MethodRef).name).toBe('n');
    expect((use[3].reference?.value as MethodRef).name).toBe('m');
    expect(files[0].callSites[0].handle.target).toMatchObject({ name: 'n' });
    expect(files[1].retained?.methods[0].name).toBe('n');
  });

  it('renames the whole override group: an interface method, the superclass method that implements it', () => {
    const sig: Proto = { returnType: 'V', parameters: [] };
    const call = (owner: string): Instruction => ins('invoke-virtual', [0], { reference: { kind: 'method', value: { owner, name: 'run', proto: sig } } });
    const user = method('use', V, ACC.STATIC, [call('Lg/I;'), call('Lg/C;'), call('Lg/P;'), call('Lg/Q;'), ins('return-void', [])]);
    const files: DexFile[] = [
      {
        version: 35,
        callSites: [],
        classes: [
          cls('Lg/I;', 'Ljava/lang/Object;', { accessFlags: ACC.INTERFACE | ACC.ABSTRACT, virtualMethods: [{ ...method('run', sig, ACC.ABSTRACT), code: null }] }),
          cls('Lg/P;', 'Ljava/lang/Object;', { virtualMethods: [method('run', sig, ACC.PUBLIC)] }),
          cls('Lg/C;', 'Lg/P;', { interfaces: ['Lg/I;'], directMethods: [user] }),
          cls('Lg/Q;', 'Ljava/lang/Object;', { virtualMethods: [method('run', sig, ACC.PUBLIC)] }),
        ],
      },
    ];
    renameMethod(files, { owner: 'Lg/I;', name: 'run', proto: sig }, 'go');
    const [i, p, , q] = files[0].classes;
    expect([i.virtualMethods[0].name, p.virtualMethods[0].name, q.virtualMethods[0].name]).toEqual(['go', 'go', 'run']);
    expect(instructionsOf(user).map((x) => (x.reference?.value as MethodRef | undefined)?.name)).toEqual(['go', 'go', 'go', 'run', undefined]);
    // Renaming from the overriding side renames the method it overrides too.
    const again = sample();
    renameMethod(again, mRef(B), 'k');
    expect(again[0].classes[0].virtualMethods[0].name).toBe('k');
  });

  it('renames a static method and the references through subclasses that reach it', () => {
    const s: Proto = { returnType: 'V', parameters: [] };
    const call = (owner: string): Instruction => ins('invoke-static', [], { reference: { kind: 'method', value: { owner, name: 'st', proto: s } } });
    const user = method('use', V, ACC.STATIC, [call('Ls/A;'), call('Ls/B;'), call('Ls/C;')]);
    const files: DexFile[] = [
      {
        version: 35,
        callSites: [],
        classes: [
          cls('Ls/A;', 'Ljava/lang/Object;', { directMethods: [method('st', s, ACC.STATIC), user] }),
          cls('Ls/B;', 'Ls/A;'),
          cls('Ls/C;', 'Ls/A;', { directMethods: [method('st', s, ACC.STATIC)] }),
        ],
      },
    ];
    renameMethod(files, { owner: 'Ls/A;', name: 'st', proto: s }, 'z');
    expect(instructionsOf(user).map((x) => (x.reference?.value as MethodRef).name)).toEqual(['z', 'z', 'st']);
    expect(files[0].classes[2].directMethods[0].name).toBe('st');
  });

  it('renames a field and references through subclasses, not an unrelated class', () => {
    const files = sample();
    renameField(files, { owner: A, name: 'f', type: 'I' }, 'g');
    expect(files[0].classes[0].instanceFields[0].name).toBe('g');
    expect(files[1].classes[2].instanceFields[0].name).toBe('f');
    const use = instructionsOf(files[0].classes[1].directMethods[0]);
    expect(use[4].reference?.value).toMatchObject({ owner: B, name: 'g' });
    expect(use[5].reference?.value).toMatchObject({ owner: 'Lapp/D;', name: 'f' });
  });

  it('refuses constructors and clashing names', () => {
    expect(() => renameMethod(sample(), { owner: A, name: '<init>', proto: V }, 'x')).toThrow();
    const files = sample();
    files[0].classes[1].virtualMethods.push(method('n', mRef(A).proto, ACC.PUBLIC));
    expect(() => renameMethod(files, mRef(A), 'n')).toThrow(/two methods n\(/);
  });
});

describe('renameMany', () => {
  it('swaps two classes and renames members by their old names in one pass', () => {
    const files = sample();
    renameMany(files, {
      classes: new Map([
        [A, 'Lapp/D;'],
        ['Lapp/D;', A],
      ]),
      methods: [{ ref: mRef(A), name: 'n' }],
      fields: [{ ref: { owner: 'Lapp/D;', name: 'f', type: 'I' }, name: 'h' }],
    });
    const [a, b] = files[0].classes;
    const d = files[1].classes[2];
    expect([a.type, b.superclass, d.type]).toEqual(['Lapp/D;', 'Lapp/D;', A]);
    expect([a.virtualMethods[0].name, b.virtualMethods[0].name, d.virtualMethods[0].name]).toEqual(['n', 'n', 'm']);
    expect(a.virtualMethods[0].proto.parameters).toEqual(['Lapp/D;', '[Lapp/D;']);
    expect([a.instanceFields[0].name, d.instanceFields[0].name]).toEqual(['f', 'h']);
    const use = instructionsOf(b.directMethods[0]);
    expect(use[1].reference?.value).toMatchObject({ owner: B, name: 'n', proto: { parameters: ['Lapp/D;', '[Lapp/D;'] } });
    expect(use[3].reference?.value).toMatchObject({ owner: A, name: 'm', proto: { parameters: ['Lapp/D;', '[Lapp/D;'] } });
    expect(use[4].reference?.value).toMatchObject({ owner: B, name: 'f' });
    expect(use[5].reference?.value).toMatchObject({ owner: A, name: 'h' });
  });

  it('refuses renames that disagree, before changing anything', () => {
    const files = sample();
    const before = JSON.stringify(files);
    expect(() =>
      renameMany(files, {
        methods: [
          { ref: mRef(A), name: 'n' },
          { ref: mRef(B), name: 'o' },
        ],
      }),
    ).toThrow(/renamed both to n and to o/);
    expect(JSON.stringify(files)).toBe(before);
  });
});

describe('addClass and removeClass', () => {
  it('adds a class once and removes it again', () => {
    const files = sample();
    const extra = cls('Lapp/E;', A);
    addClass(files[1], extra);
    expect(() => addClass(files[1], cls('Lapp/E;', A))).toThrow(/already defines/);
    expect(subtypesOf(files, A).has('Lapp/E;')).toBe(true);
    expect(removeClass(files, 'Lapp/E;')).toBe(extra);
    expect(removeClass(files, 'Lapp/E;')).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// Code edits, checked by encoding the result

const strings = ['hello', 'world', 'x', 'enc:hello', 'enc:world', 'enc:x'];
const indexer: CodeIndexer = {
  string: (s) => strings.indexOf(s),
  type: (t) => (t === 'Ljava/lang/String;' ? 0 : 1),
  field: () => 0,
  method: (m) => (m.name === 'decrypt' ? 1 : 0),
  proto: () => 0,
  callSite: () => 0,
  methodHandle: () => 0,
};
const decrypt: MethodRef = {
  owner: 'Lapp/Strings;',
  name: 'decrypt',
  proto: { returnType: 'Ljava/lang/String;', parameters: ['Ljava/lang/String;'] },
};
const pool: CodePool = {
  string: (i) => strings[i],
  type: () => 'Ljava/lang/String;',
  field: () => ({ owner: A, name: 'f', type: 'I' }),
  method: (i) => (i === 1 ? decrypt : mRef(A)),
  proto: () => V,
  callSite: () => {
    throw new Error('none');
  },
  methodHandle: () => {
    throw new Error('none');
  },
};
const opsOf = (items: CodeItem[]): string[] => decodeCode(encodeCode(items, indexer).units, pool).entries.map((e) => (e.item.kind === 'instruction' ? e.item.op : e.item.kind));

describe('mapConstStrings', () => {
  it('replaces each const-string and keeps labels and tries where they were', () => {
    const top = new Label();
    const end = new Label();
    const m = method(
      'run',
      V,
      ACC.STATIC,
      [
        top,
        ins('const-string', [0], { reference: { kind: 'string', value: 'hello' } }),
        ins('const-string/jumbo', [200], { reference: { kind: 'string', value: 'world' } }),
        ins('const-string', [1], { reference: { kind: 'string', value: 'x' } }),
        end,
        ins('goto', [], { target: top }),
      ],
      201,
    );
    m.code?.tries.push({ start: top, end, handlers: [{ type: null, handler: top }] });
    const n = mapConstStrings(cls('Lapp/R;', null, { directMethods: [m] }), (value, register) =>
      value === 'x' ? undefined : [ins('const-string', [register], { reference: { kind: 'string', value: `enc:${value}` } }), ...callForString(decrypt, register, [register])],
    );
    expect(n).toBe(2);
    const items = m.code?.items ?? [];
    expect(items[0]).toBe(top);
    expect(items[items.length - 2]).toBe(end);
    expect(opsOf(items)).toEqual(['const-string', 'invoke-static', 'move-result-object', 'const-string', 'invoke-static/range', 'move-result-object', 'const-string', 'goto']);
    const encoded = encodeCode(items, indexer);
    expect(encoded.outsNeeded).toBe(1);
    expect(encoded.addressOf(end)).toBe(2 + 3 + 1 + 2 + 3 + 1 + 2);
  });
});

describe('growRegisters', () => {
  it('copies this and the parameters down with the move of their kind', () => {
    const proto: Proto = { returnType: 'V', parameters: ['J', 'Ljava/lang/String;', 'I'] };
    const body: CodeItem[] = [{ kind: 'prologue' }, ins('return-void', [])];
    const m = method('f', proto, ACC.PUBLIC, body, 7); // v2 this, v3-v4 J, v5 String, v6 I
    m.code!.debug = { parameterNames: ['a', null, 'c'] };
    expect(growRegisters(m, 20, 'Lapp/G;')).toBe(7);
    expect(m.code?.registers).toBe(27);
    const items = m.code?.items ?? [];
    expect(items.slice(0, 4)).toEqual([ins('move-object/16', [2, 22]), ins('move-wide/16', [3, 23]), ins('move-object/16', [5, 25]), ins('move/16', [6, 26])]);
    expect(items.slice(4, 10)).toEqual([
      { kind: 'end-local', register: 22 },
      { kind: 'end-local', register: 23 },
      { kind: 'end-local', register: 26 },
      { kind: 'local', register: 2, name: 'this', type: 'Lapp/G;', signature: null },
      { kind: 'local', register: 3, name: 'a', type: 'J', signature: null },
      { kind: 'local', register: 6, name: 'c', type: 'I', signature: null },
    ]);
    expect(items.slice(10)).toEqual(body);
    const encoded = encodeCode(items, indexer);
    expect([...encoded.units.slice(0, 3)]).toEqual([0x0009, 2, 22]);
    expect(encoded.directives[0].address).toBe(12);
  });

  it('leaves a static method without parameters as it was, with the registers raised', () => {
    const m = method('s', V, ACC.STATIC, [ins('return-void', [])], 0);
    expect(growRegisters(m, 3)).toBe(0);
    expect(m.code?.registers).toBe(3);
    expect(opsOf(m.code?.items ?? [])).toEqual(['return-void']);
    expect(() => growRegisters(m, 0x10000)).toThrow(/registers/);
  });
});

// ---------------------------------------------------------------------------------------------
// On a real app: edit, write, and let the reference tools read the result

const level1 = fixturesOfKind('apk').find((f) => f.file.includes('UnCrackable-Level1'));

function level1Dex(): DexFile {
  const zip = ZipArchive.open(fileSource(fixturePath(level1!.file)));
  return readDex(new Uint8Array(zip.readByName('classes.dex')!), 'classes.dex');
}

describe.skipIf(!level1)('edits on UnCrackable Level 1', () => {
  it('renames a class everywhere and the written file no longer names it', () => {
    const file = level1Dex();
    const from = 'Lsg/vantagepoint/a/a;';
    expect(file.classes.some((c) => c.type === from)).toBe(true);
    renameClass([file], from, 'Lsg/vantagepoint/a/Renamed;');
    const bytes = Buffer.from(writeDex(file));
    expect(bytes.includes('Lsg/vantagepoint/a/Renamed;')).toBe(true);
    expect(bytes.includes(from)).toBe(false);
    const again = readDex(bytes);
    const calls = again.classes
      .flatMap((c) => [...c.directMethods, ...c.virtualMethods])
      .flatMap(instructionsOf)
      .filter((i) => i.reference?.kind === 'method' && i.reference.value.owner === 'Lsg/vantagepoint/a/Renamed;');
    expect(calls.length).toBeGreaterThan(0);
  });

  describe.runIf(hasTool('baksmali'))('with baksmali', () => {
    it('grows every method and encrypts every string, and baksmali reads the result', () => {
      const file = level1Dex();
      let grown = 0;
      let replaced = 0;
      for (const c of file.classes) {
        for (const m of [...c.directMethods, ...c.virtualMethods]) {
          if (!m.code) continue;
          const free = growRegisters(m, 2, c.type);
          replaced += mapConstStrings(m, (value, register) => [
            ins('const-string', [free], { reference: { kind: 'string', value: `enc:${value}` } }),
            ...callForString(decrypt, register, [free]),
          ]);
          grown++;
        }
      }
      expect(grown).toBeGreaterThan(10);
      expect(replaced).toBeGreaterThan(10);
      const dir = scratchDir('dex-edit-');
      try {
        writeFileSync(path.join(dir, 'classes.dex'), writeDex(file));
        execFileSync('baksmali', ['d', '-o', path.join(dir, 'out'), path.join(dir, 'classes.dex')], { stdio: 'pipe' });
        const smali = execFileSync('sh', ['-c', `cat ${path.join(dir, 'out')}/sg/vantagepoint/uncrackable1/MainActivity.smali`]).toString();
        expect(smali).toContain('Lapp/Strings;->decrypt(Ljava/lang/String;)Ljava/lang/String;');
        expect(smali).toMatch(/move-object\/16 v\d+, p0/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      // The edited code decodes again to what was written.
      const again = readDex(writeDex(file));
      const method = again.classes.flatMap((c) => c.virtualMethods).find((m) => m.code);
      expect(method?.code?.registers).toBeGreaterThan(2);
    });
  });
});

const bank = fixturesOfKind('apk').find((f) => f.file.includes('InsecureBankv2'));

describe.skipIf(!bank)('renaming every class of InsecureBankv2', () => {
  it('leaves no old class name in any type reference, and the file reads back', () => {
    const zip = ZipArchive.open(fileSource(fixturePath(bank!.file)));
    const file = readDex(new Uint8Array(zip.readByName('classes.dex')!));
    const classes = new Map(file.classes.map((c, i) => [c.type, `Lo/c${i};`]));
    renameMany([file], { classes });
    const again = readDex(writeDex(file));
    expect(again.classes.length).toBe(classes.size);
    expect(again.classes.every((c) => c.type.startsWith('Lo/c'))).toBe(true);
    const types = new Set<string>();
    const seeType = (t: string | null): void => {
      if (t) types.add(t.replace(/^\[+/, ''));
    };
    for (const c of again.classes) {
      [c.superclass, ...c.interfaces].forEach(seeType);
      for (const m of [...c.directMethods, ...c.virtualMethods]) {
        [m.proto.returnType, ...m.proto.parameters].forEach(seeType);
        for (const i of instructionsOf(m)) {
          const r = i.reference;
          if (r?.kind === 'type') seeType(r.value);
          if (r?.kind === 'field') [r.value.owner, r.value.type].forEach(seeType);
          if (r?.kind === 'method') [r.value.owner, r.value.proto.returnType, ...r.value.proto.parameters].forEach(seeType);
        }
      }
    }
    const stale = [...types].filter((t) => classes.has(t));
    expect(stale).toEqual([]);
    expect([...types].filter((t) => t.startsWith('Lo/c')).length).toBeGreaterThan(classes.size / 2);
  });
});

// ---------------------------------------------------------------------------------------------
// Edited code still runs: smali → DEX → edits → DEX → enjarify → the JVM with full verification

const RUN_MAIN = `.class public Lrt/Main;
.super Ljava/lang/Object;

.field private base:I

.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lrt/Main;->base:I
    return-void
.end method

.method public calc(JILjava/lang/String;)Ljava/lang/String;
    .registers 8
    .param p1, "big"
    .param p3, "small"
    .param p4, "name"
    iget v0, p0, Lrt/Main;->base:I
    add-int/2addr v0, p3
    int-to-long v0, v0
    add-long/2addr v0, p1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static pick(I)I
    .registers 4
    const/4 v0, 0
    :loop
    if-lez p0, :done
    packed-switch p0, :table
    add-int/lit8 v0, v0, 100
    goto :next
    :one
    add-int/lit8 v0, v0, 1
    goto :next
    :two
    add-int/lit8 v0, v0, 20
    :next
    add-int/lit8 p0, p0, -1
    goto :loop
    :done
    return v0
    :table
    .packed-switch 1
        :one
        :two
    .end packed-switch
.end method

.method public static main([Ljava/lang/String;)V
    .registers 6
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Lrt/Main;
    const/16 v2, 7
    invoke-direct {v1, v2}, Lrt/Main;-><init>(I)V
    const-wide v2, 0x100000000L
    const/4 v4, 5
    const-string v5, "total"
    invoke-virtual/range {v1 .. v5}, Lrt/Main;->calc(JILjava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const/4 v1, 4
    invoke-static {v1}, Lrt/Main;->pick(I)I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    const-string v1, "done"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
`;

const RUN_STRINGS = `.class public Lrt/Strings;
.super Ljava/lang/Object;

.method public static decrypt(Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->reverse()Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
`;

const runnable = hasTool('smali') && hasTool('enjarify') && hasTool('java');

describe.runIf(runnable)('edited code runs on the JVM', () => {
  it('gives the same output after renames, grown registers, decrypted strings and widened branches', () => {
    const dir = scratchDir('dex-run-');
    const run = (dex: Uint8Array, name: string): string => {
      writeFileSync(path.join(dir, `${name}.dex`), dex);
      execFileSync('enjarify', ['-f', '-o', path.join(dir, `${name}.jar`), path.join(dir, `${name}.dex`)], {
        stdio: 'pipe',
        env: { ...process.env, PYTHON: '/usr/bin/python3' },
      });
      return execFileSync('java', ['-Xverify:all', '-cp', path.join(dir, `${name}.jar`), 'rt.Main']).toString();
    };
    try {
      writeFileSync(path.join(dir, 'Main.smali'), RUN_MAIN);
      writeFileSync(path.join(dir, 'Strings.smali'), RUN_STRINGS);
      execFileSync('smali', ['a', '-o', path.join(dir, 'in.dex'), path.join(dir, 'Main.smali'), path.join(dir, 'Strings.smali')], {
        stdio: 'pipe',
      });
      const file = readDex(readFileSync(path.join(dir, 'in.dex')));
      const files = [file];
      renameClass(files, 'Lrt/Strings;', 'Lrt/S2;');
      const calc = { owner: 'Lrt/Main;', name: 'calc', proto: { returnType: 'Ljava/lang/String;', parameters: ['J', 'I', 'Ljava/lang/String;'] } };
      renameMethod(files, calc, 'zz');
      renameField(files, { owner: 'Lrt/Main;', name: 'base', type: 'I' }, 'b2');
      const dec: MethodRef = { owner: 'Lrt/S2;', name: 'decrypt', proto: { returnType: 'Ljava/lang/String;', parameters: ['Ljava/lang/String;'] } };
      let replaced = 0;
      for (const c of file.classes) {
        for (const m of [...c.directMethods, ...c.virtualMethods]) {
          if (!m.code) continue;
          const free = growRegisters(m, 2, c.type);
          if (c.type === 'Lrt/S2;') continue;
          replaced += mapConstStrings(m, (value, register) => [
            ins('const-string', [free], { reference: { kind: 'string', value: [...value].reverse().join('') } }),
            ...callForString(dec, register, [free]),
          ]);
          if (m.name === 'pick') {
            // A gap that puts the loop's branches out of 16-bit reach.
            const items = m.code.items;
            const at = items.findIndex((i) => 'kind' in i && i.kind === 'instruction' && i.op === 'if-lez');
            items.splice(at + 1, 0, ...Array.from({ length: 33_000 }, () => ins('nop', [])));
          }
        }
      }
      expect(replaced).toBe(3);
      const out = writeDex(file);
      const text = Buffer.from(out);
      expect(text.includes('Lrt/Strings;')).toBe(false);
      expect(text.includes('latot')).toBe(true);
      expect(text.includes('total')).toBe(false);
      const again = readDex(out);
      const pick = again.classes.flatMap((c) => c.directMethods).find((m) => m.name === 'pick');
      const pickOps = instructionsOf(pick as DexMethod).map((i) => i.op);
      expect(pickOps).toContain('goto/32');
      // `if-lez` out of reach: `if-gtz` over a `goto/32`.
      expect(pickOps).toContain('if-gtz');
      expect(pickOps).not.toContain('if-lez');
      expect(run(out, 'edited')).toBe('total=4294967308\n221\ndone\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
