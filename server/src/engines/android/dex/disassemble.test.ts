import { describe, expect, it } from 'vitest';
import { hasTool } from '../../test-fixtures';
import { assemble } from './assemble';
import { disassemble, encodedValueText, escapeString } from './disassemble';
import { JvmSession, modelDifference } from './jvm-harness';
import { Label, type DexClass, type DexMethod } from './model';
import { readDex } from './read';
import { fixtureDexFiles } from './test-support';

const dexes = fixtureDexFiles();

function classWith(method: DexMethod): DexClass {
  return {
    type: 'LT;',
    accessFlags: 1,
    superclass: 'Ljava/lang/Object;',
    interfaces: [],
    sourceFile: null,
    annotations: [],
    staticFields: [],
    instanceFields: [],
    directMethods: [method],
    virtualMethods: [],
  };
}

/**
 * What smali cannot say about a model read from a file, made explicit: the length of a
 * parameter annotation list (`annotation_set_ref_list.size`, which javac sometimes leaves
 * shorter than the parameter list). The assembler always gives one entry per parameter.
 */
function padParameterAnnotations(cls: DexClass): DexClass {
  for (const m of [...cls.directMethods, ...cls.virtualMethods]) {
    if (m.parameterAnnotations && m.parameterAnnotations.length < m.proto.parameters.length) {
      m.parameterAnnotations = m.proto.parameters.map((_, i) => m.parameterAnnotations?.[i] ?? null);
    }
  }
  return cls;
}

describe('disassemble', () => {
  it('names unnamed labels as baksmali does and keeps the names a model gives', () => {
    const [start, end, handler, all, loop, cond, sw, sw0, sw1, arr, named, clash] = Array.from({ length: 12 }, () => new Label());
    named.name = 'mine';
    clash.name = 'goto_0';
    const cls = classWith({
      name: 'm',
      proto: { returnType: 'V', parameters: ['I'] },
      accessFlags: 0x9,
      annotations: [],
      code: {
        registers: 2,
        outs: 0,
        items: [
          start,
          loop,
          { kind: 'instruction', op: 'if-eqz', registers: [1], target: cond },
          { kind: 'instruction', op: 'packed-switch', registers: [1], target: sw },
          { kind: 'instruction', op: 'fill-array-data', registers: [0], target: arr },
          end,
          { kind: 'instruction', op: 'goto', registers: [], target: loop },
          cond,
          sw0,
          named,
          clash,
          { kind: 'instruction', op: 'return-void', registers: [] },
          handler,
          all,
          sw1,
          { kind: 'instruction', op: 'move-exception', registers: [0] },
          { kind: 'instruction', op: 'return-void', registers: [] },
          sw,
          { kind: 'packed-switch-payload', firstKey: 0, targets: [sw0, sw1] },
          arr,
          { kind: 'array-payload', elementWidth: 8, data: new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]) },
        ],
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
      },
    });
    const text = disassemble(cls);
    expect(text).toContain(':try_start_0\n    :goto_1\n    if-eqz p0, :cond_0\n    packed-switch p0, :pswitch_data_0\n    fill-array-data v0, :array_0');
    expect(text).toContain(
      ':try_end_0\n    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0\n    .catchall {:try_start_0 .. :try_end_0} :catchall_0\n    goto :goto_1',
    );
    expect(text).toContain(':cond_0\n    :pswitch_0\n    :mine\n    :goto_0\n    return-void');
    expect(text).toContain('.packed-switch 0x0\n        :pswitch_0\n        :pswitch_1\n    .end packed-switch');
    expect(text).toContain('.array-data 8\n        -0x1L\n    .end array-data');
    expect(text).toContain('    .locals 1\n');
    const [again] = assemble(text);
    expect(modelDifference([cls], [again], { labelNames: false })).toBeNull();
  });

  it('escapes strings and writes literals so they read back exactly', () => {
    expect(escapeString('a"b\'c\\d\n\t\r\u0001é😀')).toBe('"a\\"b\'c\\\\d\\n\\t\\r\\u0001\\u00e9\\ud83d\\ude00"');
    expect(escapeString("'", "'")).toBe("'\\''");
    expect(encodedValueText({ kind: 'float', value: Math.fround(0.1) })).toBe('0.1f');
    expect(encodedValueText({ kind: 'float', value: -0 })).toBe('-0.0f');
    expect(encodedValueText({ kind: 'float', value: 3 })).toBe('3.0f');
    expect(encodedValueText({ kind: 'double', value: 1e300 })).toBe('1e+300');
    expect(encodedValueText({ kind: 'double', value: -Infinity })).toBe('-Infinity');
    expect(encodedValueText({ kind: 'float', value: NaN })).toBe('NaNf');
    expect(encodedValueText({ kind: 'long', value: -(1n << 63n) })).toBe('-0x8000000000000000L');
    expect(encodedValueText({ kind: 'byte', value: -1 })).toBe('-0x1t');
    expect(encodedValueText({ kind: 'char', value: 0 })).toBe("'\\u0000'");
    const floats = [Math.fround(1 / 3), Math.fround(1e-45), Math.fround(3.4028234e38), Math.fround(-7.1e-12)];
    for (const value of floats) {
      const cls = classWith({ name: 'm', proto: { returnType: 'V', parameters: [] }, accessFlags: 0x9, annotations: [], code: null });
      cls.staticFields.push({ name: 'f', type: 'F', accessFlags: 0x8, annotations: [], initialValue: { kind: 'float', value } });
      expect(assemble(disassemble(cls))[0].staticFields[0].initialValue).toEqual({ kind: 'float', value });
    }
  });
});

describe.runIf(dexes.length > 0)('assemble(disassemble(x)) over every class of the fixture DEX files', () => {
  it.each(dexes.map((d) => ({ name: d.name, bytes: d.bytes })))(
    '$name',
    ({ bytes }) => {
      const file = readDex(bytes);
      let checked = 0;
      for (const cls of file.classes) {
        const [again] = assemble(disassemble(cls), { file: cls.type });
        const difference = modelDifference(padParameterAnnotations(cls), again, { labelNames: false });
        expect(difference, cls.type).toBeNull();
        checked++;
      }
      expect(checked).toBe(file.classes.length);
    },
    600_000,
  );
});

const small = dexes.filter((d) => d.name.startsWith('mastg-UnCrackable-Level1.apk!'));
describe.runIf(small.length > 0 && hasTool('smali') && hasTool('baksmali'))("Debian's smali reads the disassembly", () => {
  it('of a fixture DEX, giving a file baksmali cannot tell from the original', () => {
    const session = new JvmSession();
    try {
      const file = readDex(small[0].bytes);
      const sources = file.classes.map((c, i) => ({ file: `c${i}.smali`, text: disassemble(c) }));
      const rebuilt = session.smali(sources);
      const [original, ours] = session.baksmali([small[0].bytes, rebuilt]);
      expect(original.size).toBe(file.classes.length);
      expect([...ours.keys()].sort()).toEqual([...original.keys()].sort());
      for (const [name, text] of original) expect(ours.get(name), name).toBe(text);
    } finally {
      session.close();
    }
  }, 300_000);
});
