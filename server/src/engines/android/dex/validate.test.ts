import { describe, expect, it } from 'vitest';
import { EngineError } from '../../errors';
import type { DexClass, DexFile, DexMethod } from './model';
import { readDex } from './read';
import { constructor, emptyClass } from './test-support';
import { isValidDescriptor, isValidMemberName } from './validate';
import { writeDex } from './write';

/** Writes a model (the writer does not judge it) and reads it back; answers the reader's complaint. */
function refusal(classes: DexClass[], version = 37): string | undefined {
  const file: DexFile = { version, classes, callSites: [] };
  try {
    readDex(writeDex(file));
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    expect((e as EngineError).code).toBe('android.dex_malformed');
    return (e as EngineError).message;
  }
}

const returnVoid = (registers: number, outs = 0): DexMethod['code'] => ({
  registers,
  outs,
  tries: [],
  items: [{ kind: 'instruction', op: 'return-void', registers: [] }],
});

describe('descriptor and member-name syntax (ART IsValidDescriptor / IsValidMemberName)', () => {
  it('accepts what d8 and javac write', () => {
    for (const d of ['I', 'V', '[[J', 'Ljava/lang/String;', 'La/b$C;', 'L\u00e9t\u00e9;', 'Lx-y/_0;', 'L\ud83d\ude00;', `${'['.repeat(255)}I`]) {
      expect(isValidDescriptor(d), d).toBe(true);
    }
    for (const n of ['<init>', '<clinit>', 'a', '$x', 'access$000', 'lambda$run$0', 'caf\u00e9', '-']) expect(isValidMemberName(n), n).toBe(true);
  });

  it('refuses what ART refuses', () => {
    for (const d of [
      '',
      'L;',
      'La;b;',
      'La//b;',
      'L/a;',
      'La/;',
      'Ljavax/c pto/Spec;',
      'La,M;',
      '[V',
      'Q',
      'II',
      'La',
      'La.b;',
      `${'['.repeat(256)}I`,
      'L\u00a0;',
      'L\u2000;',
      'L\ud800;',
      'L\udc00;',
      'L\ufff0;',
    ]) {
      expect(isValidDescriptor(d), JSON.stringify(d)).toBe(false);
    }
    for (const n of ['', 'a b', 'a;', 'a/b', '<init', 'in>it', '<>x', 'a.b', '\u0000', '\u00a0']) expect(isValidMemberName(n), JSON.stringify(n)).toBe(false);
  });
});

describe('the reader refuses what ART verification refuses', () => {
  it('reads a well-formed class', () => {
    expect(refusal([emptyClass('LA;', { directMethods: [constructor()] })])).toBeUndefined();
  });

  it('refuses a type id with an invalid descriptor, and invalid field and method names', () => {
    expect(refusal([emptyClass('La b;')])).toMatch(/invalid type descriptor "La b;"/);
    expect(refusal([emptyClass('LA;', { staticFields: [{ name: 'a b', type: 'I', accessFlags: 0x8, annotations: [] }] })])).toMatch(/invalid field name/);
    const native = (name: string): DexMethod => ({ name, proto: { returnType: 'V', parameters: [] }, accessFlags: 0x109, code: null, annotations: [] });
    expect(refusal([emptyClass('LA;', { directMethods: [native('x;y')] })])).toMatch(/invalid method name/);
    expect(refusal([emptyClass('LA;', { directMethods: [{ ...native('m'), proto: { returnType: 'V', parameters: ['V'] } }] })])).toMatch(/void/);
  });

  it('refuses class flags past 16 bits, a class that is its own ancestor and one defined twice', () => {
    expect(refusal([emptyClass('LA;', { accessFlags: 0x80000011 })])).toMatch(/invalid class access flags 0x80000011/);
    expect(refusal([emptyClass('LA;', { superclass: 'LB;' }), emptyClass('LB;', { superclass: 'LA;' })])).toMatch(/its own ancestor/);
    expect(refusal([emptyClass('LA;', { interfaces: ['LI;', 'LI;'] })])).toMatch(/listed twice/);
  });

  it('refuses bad field flags', () => {
    const field = (accessFlags: number, cls: Partial<DexClass> = {}, list: 'staticFields' | 'instanceFields' = 'instanceFields'): string | undefined =>
      refusal([emptyClass('LA;', { ...cls, [list]: [{ name: 'f', type: 'I', accessFlags, annotations: [] }] })]);
    expect(field(0x2)).toBeUndefined();
    expect(field(0x3)).toMatch(/more than one of public/);
    expect(field(0x50)).toMatch(/volatile and final/);
    expect(field(0x10002)).toMatch(/bad field access flags/);
    expect(field(0x8)).toMatch(/static field in the instance field list/);
    expect(field(0x19, { accessFlags: 0x601 }, 'staticFields')).toBeUndefined();
    expect(field(0x18, { accessFlags: 0x601 }, 'staticFields')).toMatch(/interface field is not public final static/);
  });

  it('refuses bad method flags, constructors included', () => {
    const method = (m: Partial<DexMethod>, list: 'directMethods' | 'virtualMethods' = 'directMethods', cls: Partial<DexClass> = {}): string | undefined =>
      refusal([emptyClass('LA;', { ...cls, [list]: [{ ...constructor(), ...m }] })]);
    expect(method({})).toBeUndefined();
    expect(method({ accessFlags: 0x114081 })).toMatch(/bad method access flags 0x114081/);
    expect(method({ accessFlags: 0x10011 })).toMatch(/constructor flagged 0x10/);
    expect(method({ accessFlags: 0x10009 })).toMatch(/constructor is static/);
    expect(method({ name: 'm', accessFlags: 0x10001 })).toMatch(/marked constructor/);
    expect(method({ name: 'm', accessFlags: 0x1, code: returnVoid(1) })).toMatch(/virtual method in the direct method list/);
    expect(method({ name: 'm', accessFlags: 0x1, code: null }, 'virtualMethods')).toMatch(/neither native nor abstract/);
    expect(method({ name: 'm', accessFlags: 0x501, code: returnVoid(1) }, 'virtualMethods', { accessFlags: 0x401 })).toMatch(/native or abstract/);
    expect(method({ name: 'm', accessFlags: 0x411, code: null }, 'virtualMethods', { accessFlags: 0x401 })).toMatch(/abstract method with disallowed flags 0x10/);
    expect(method({ name: 'm', accessFlags: 0x1, code: returnVoid(1) }, 'virtualMethods', { accessFlags: 0x601 })).toBeUndefined();
    expect(method({ name: 'm', accessFlags: 0x0, code: returnVoid(1) }, 'virtualMethods', { accessFlags: 0x601 })).toMatch(/interface method is not public/);
  });

  it('refuses parameters or outgoing words that do not fit the registers', () => {
    const method = (proto: DexMethod['proto'], code: DexMethod['code']): string | undefined =>
      refusal([emptyClass('LA;', { directMethods: [{ name: 'm', proto, accessFlags: 0x9, code, annotations: [] }] })]);
    expect(method({ returnType: 'V', parameters: ['J', 'I'] }, returnVoid(3))).toBeUndefined();
    expect(method({ returnType: 'V', parameters: ['J', 'I'] }, returnVoid(2))).toMatch(/3 parameter registers > registers_size 2/);
    expect(method({ returnType: 'V', parameters: [] }, returnVoid(1, 5))).toBeUndefined();
    expect(method({ returnType: 'V', parameters: [] }, returnVoid(4, 39))).toMatch(/outs_size 39 > registers_size 4/);
  });
});

describe('id tables out of order', () => {
  it('refuses string_ids and type_ids that are not sorted without repeats', () => {
    const bytes = writeDex({ version: 35, classes: [emptyClass('LA;', { directMethods: [constructor()] })], callSites: [] });
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const swapped = (tableOff: number, i: number, j: number): Uint8Array => {
      const copy = bytes.slice();
      const v = new DataView(copy.buffer);
      const a = v.getUint32(tableOff + 4 * i, true);
      v.setUint32(tableOff + 4 * i, v.getUint32(tableOff + 4 * j, true), true);
      v.setUint32(tableOff + 4 * j, a, true);
      return copy;
    };
    expect(() => readDex(bytes)).not.toThrow();
    expect(() => readDex(swapped(dv.getUint32(0x3c, true), 0, 1))).toThrow(/string_ids out of order/);
    expect(() => readDex(swapped(dv.getUint32(0x44, true), 0, 1))).toThrow(/type_ids out of order/);
  });
});
