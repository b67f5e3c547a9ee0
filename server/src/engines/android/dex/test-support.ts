import { fileSource } from '../../archive/byte-source.js';
import { ZipArchive } from '../../archive/zip-reader.js';
import { fixturePath, fixturesOfKind } from '../../test-fixtures.js';
import { Label, type CallSite, type DexClass, type DexFile, type DexMethod, type EncodedValue, type MethodHandle } from './model.js';

/** Helpers shared by the DEX tests: the fixtures' DEX files and a comparable form of a model. */

export interface FixtureDex {
  /** `<fixture file>!<entry name>`. */
  name: string;
  bytes: Uint8Array;
}

/** Every DEX of the APK (`classes*.dex`) and AAB (`<module>/dex/*.dex`) fixtures. */
export function fixtureDexFiles(filter: (fixture: string, entry: string) => boolean = () => true): FixtureDex[] {
  const out: FixtureDex[] = [];
  for (const [kind, pattern] of [
    ['apk', /^classes\d*\.dex$/],
    ['aab', /^[^/]+\/dex\/classes\d*\.dex$/],
  ] as const) {
    for (const f of fixturesOfKind(kind)) {
      const zip = ZipArchive.open(fileSource(fixturePath(f.file)));
      for (const e of zip.entries) {
        if (pattern.test(e.name) && filter(f.file, e.name)) out.push({ name: `${f.file}!${e.name}`, bytes: new Uint8Array(zip.read(e)) });
      }
    }
  }
  return out;
}

/**
 * A model value as plain JSON text: bigints and byte arrays spelled out, keys sorted, and each
 * label replaced by its order of first appearance within its method's code, so two models
 * compare equal exactly when they hold the same things and their labels are shared the same way.
 */
export function canonical(value: unknown): string {
  return JSON.stringify(walk(value, new Map()));
}

/** {@link canonical} of each class, for comparisons that point at the first class that differs. */
export function canonicalClasses(file: DexFile): string[] {
  return file.classes.map((c) => canonical(c));
}

function walk(v: unknown, labels: Map<Label, number>): unknown {
  if (v instanceof Label) {
    let n = labels.get(v);
    if (n === undefined) {
      n = labels.size;
      labels.set(v, n);
    }
    return v.name === undefined ? `label#${n}` : `label#${n}:${v.name}`;
  }
  if (typeof v === 'bigint') return `${v}n`;
  if (v instanceof Uint8Array) return `bytes:${Buffer.from(v).toString('hex')}`;
  if (Array.isArray(v)) return v.map((x) => walk(x, labels));
  if (typeof v === 'number' && Object.is(v, -0)) return '-0';
  if (typeof v === 'number' && Number.isNaN(v)) return 'NaN';
  if (v !== null && typeof v === 'object') {
    const o: Record<string, unknown> = {};
    const rec = v as Record<string, unknown>;
    for (const k of Object.keys(rec).sort()) {
      if (rec[k] !== undefined) o[k] = walk(rec[k], k === 'code' ? new Map() : labels);
    }
    return o;
  }
  return v;
}

// ---------------------------------------------------------------------------------------------
// Models made by hand

export const OBJECT = 'Ljava/lang/Object;';
export const STRING = 'Ljava/lang/String;';

export function emptyClass(type: string, extra: Partial<DexClass> = {}): DexClass {
  return {
    type,
    accessFlags: 0x1,
    superclass: OBJECT,
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

export function constructor(): DexMethod {
  return {
    name: '<init>',
    proto: { returnType: 'V', parameters: [] },
    accessFlags: 0x10001,
    code: {
      registers: 1,
      outs: 1,
      tries: [],
      items: [
        {
          kind: 'instruction',
          op: 'invoke-direct',
          registers: [0],
          reference: { kind: 'method', value: { owner: OBJECT, name: '<init>', proto: { returnType: 'V', parameters: [] } } },
        },
        { kind: 'instruction', op: 'return-void', registers: [] },
      ],
    },
    annotations: [],
  };
}

/** A file (DEX 039) that uses every part of the format the model can express. */
export function richDexFile(): DexFile {
  const bootstrap: MethodHandle = {
    kind: 'invoke-static',
    target: {
      owner: 'Ljava/lang/invoke/LambdaMetafactory;',
      name: 'metafactory',
      proto: { returnType: 'Ljava/lang/invoke/CallSite;', parameters: ['Ljava/lang/invoke/MethodHandles$Lookup;', STRING, 'Ljava/lang/invoke/MethodType;'] },
    },
  };
  const site: CallSite = {
    handle: bootstrap,
    name: 'run',
    type: { returnType: 'Ljava/lang/Runnable;', parameters: [] },
    extraArguments: [
      { kind: 'method-type', value: { returnType: 'V', parameters: [] } },
      { kind: 'method-handle', value: { kind: 'invoke-static', target: { owner: 'LRich;', name: 'lambda', proto: { returnType: 'V', parameters: [] } } } },
      { kind: 'int', value: -3 },
    ],
  };
  const annotation = (type: string, value: EncodedValue): DexClass['annotations'][number] => ({
    visibility: 'runtime',
    annotation: { type, elements: [{ name: 'value', value }] },
  });
  const values: [string, string, EncodedValue][] = [
    ['a00', 'B', { kind: 'byte', value: -128 }],
    ['a01', 'S', { kind: 'short', value: -30000 }],
    ['a02', 'C', { kind: 'char', value: 0xfffe }],
    ['a03', 'I', { kind: 'int', value: 0x12345678 }],
    ['a04', 'I', { kind: 'int', value: -1 }],
    ['a05', 'J', { kind: 'long', value: -0x123456789abcdefn }],
    ['a06', 'J', { kind: 'long', value: 0x7fffffffffffffffn }],
    ['a07', 'F', { kind: 'float', value: 1.5 }],
    ['a08', 'F', { kind: 'float', value: -0 }],
    ['a09', 'D', { kind: 'double', value: Math.PI }],
    ['a10', 'D', { kind: 'double', value: Number.NaN }],
    ['a11', STRING, { kind: 'string', value: 'caf\u00e9 \0 \u{1f600} \ud800' }],
    ['a12', 'Ljava/lang/Class;', { kind: 'type', value: '[LRich;' }],
    ['a13', OBJECT, { kind: 'null' }],
    ['a14', 'Z', { kind: 'boolean', value: true }],
  ];
  // Values dexdump prints only inside annotations (it cannot show them as static values).
  const referenceValues: [string, string, EncodedValue][] = [
    ['a15', 'Ljava/lang/Thread$State;', { kind: 'enum', value: { owner: 'Ljava/lang/Thread$State;', name: 'NEW', type: 'Ljava/lang/Thread$State;' } }],
    ['a16', OBJECT, { kind: 'field', value: { owner: 'LRich;', name: 'count', type: 'I' } }],
    ['a17', OBJECT, { kind: 'method', value: { owner: 'LRich;', name: 'run', proto: { returnType: 'V', parameters: [] } } }],
    [
      'a18',
      OBJECT,
      {
        kind: 'array',
        value: [
          { kind: 'array', value: [{ kind: 'char', value: 65 }] },
          { kind: 'annotation', value: { type: 'LAnno;', elements: [] } },
        ],
      },
    ],
    ['a19', OBJECT, { kind: 'method-type', value: { returnType: 'J', parameters: ['[I', 'D'] } }],
    ['a20', OBJECT, { kind: 'method-handle', value: { kind: 'instance-get', target: { owner: 'LRich;', name: 'count', type: 'I' } } }],
  ];
  const start = new Label();
  const end = new Label();
  const handler = new Label();
  const all = new Label();
  const runCode: DexMethod['code'] = {
    registers: 3,
    outs: 1,
    tries: [
      {
        start,
        end,
        handlers: [
          { type: 'Ljava/lang/Exception;', handler },
          { type: null, handler: all },
        ],
      },
    ],
    debug: { parameterNames: ['message', null] },
    items: [
      start,
      { kind: 'line', line: 40 },
      { kind: 'prologue' },
      { kind: 'local', register: 2, name: 'message', type: STRING, signature: null },
      { kind: 'instruction', op: 'const-string', registers: [0], reference: { kind: 'string', value: 'hello' } },
      { kind: 'line', line: 41 },
      { kind: 'line', line: 3 },
      {
        kind: 'instruction',
        op: 'invoke-static',
        registers: [0],
        reference: { kind: 'method', value: { owner: 'LRich;', name: 'log', proto: { returnType: 'V', parameters: [STRING] } } },
      },
      { kind: 'instruction', op: 'invoke-custom', registers: [], reference: { kind: 'call-site', value: site } },
      { kind: 'instruction', op: 'const-method-handle', registers: [0], reference: { kind: 'method-handle', value: bootstrap } },
      { kind: 'instruction', op: 'const-method-type', registers: [0], reference: { kind: 'proto', value: { returnType: 'Z', parameters: [] } } },
      end,
      { kind: 'line', line: 1_000_000 },
      { kind: 'epilogue' },
      { kind: 'instruction', op: 'return-void', registers: [] },
      handler,
      { kind: 'instruction', op: 'move-exception', registers: [0] },
      { kind: 'local', register: 0, name: 'e', type: 'Ljava/lang/Exception;', signature: 'TE;' },
      { kind: 'source', file: 'Other.java' },
      { kind: 'line', line: 7 },
      { kind: 'end-local', register: 0 },
      { kind: 'restart-local', register: 0 },
      { kind: 'source', file: null },
      { kind: 'instruction', op: 'throw', registers: [0] },
      all,
      { kind: 'instruction', op: 'move-exception', registers: [1] },
      { kind: 'instruction', op: 'throw', registers: [1] },
      { kind: 'end-local', register: 2 },
    ],
  };
  const rich = emptyClass('LRich;', {
    accessFlags: 0x401,
    interfaces: ['Ljava/lang/Runnable;', 'Ljava/io/Serializable;'],
    sourceFile: 'Rich.java',
    annotations: [annotation('LAnno;', { kind: 'string', value: 'class' }), annotation('LBuild;', { kind: 'int', value: 1 })],
    staticFields: values.map(([name, type, initialValue], i) => ({ name, type, accessFlags: 0x19, initialValue, annotations: [], hiddenApiFlags: i % 3 })),
    instanceFields: [
      {
        name: 'count',
        type: 'I',
        accessFlags: 0x2,
        annotations: [annotation('LAnno;', { kind: 'array', value: referenceValues.map(([, , v]) => v) })],
        hiddenApiFlags: 1,
      },
    ],
    directMethods: [
      { ...constructor(), hiddenApiFlags: 0 },
      { name: 'lambda', proto: { returnType: 'V', parameters: [] }, accessFlags: 0x110a, code: null, annotations: [], hiddenApiFlags: 2 },
      {
        name: 'log',
        proto: { returnType: 'V', parameters: [STRING] },
        accessFlags: 0x109,
        code: null,
        annotations: [],
        parameterAnnotations: [[annotation('LAnno;', { kind: 'null' })]],
        hiddenApiFlags: 1,
      },
      {
        name: 'work',
        proto: { returnType: 'V', parameters: [STRING, 'J'] },
        accessFlags: 0x9,
        code: runCode,
        annotations: [annotation('LAnno;', { kind: 'long', value: 1n << 40n })],
        parameterAnnotations: [null, []],
        hiddenApiFlags: 3,
      },
    ],
    virtualMethods: [{ name: 'run', proto: { returnType: 'V', parameters: [] }, accessFlags: 0x401, code: null, annotations: [], hiddenApiFlags: 2 }],
  });
  return {
    version: 39,
    classes: [rich],
    callSites: [site],
    retained: {
      strings: ['only a string'],
      types: ['LOnlyType;'],
      protos: [{ returnType: 'J', parameters: ['Z', 'Z'] }],
      fields: [{ owner: 'LGone;', name: 'gf', type: 'I' }],
      methods: [{ owner: 'LGone;', name: 'gone', proto: { returnType: 'V', parameters: ['LGoneArg;'] } }],
      methodHandles: [{ kind: 'static-get', target: { owner: 'LGone;', name: 'gf2', type: 'J' } }],
    },
  };
}
