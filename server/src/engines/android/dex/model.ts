/**
 * The editable model of a DEX file, shared by the reader (`read.ts`), the writer (`write.ts`),
 * the instruction codec (`instructions.ts`), the smali-style assembler and disassembler and the
 * edit helpers (`edit.ts`).
 *
 * The model holds no indexes and no offsets: a reference is the thing it names (a descriptor, a
 * field or method signature), so an edit never has to renumber anything and the writer lays the
 * id tables out afresh. Types are descriptors as smali writes them (`I`, `[B`,
 * `Ljava/lang/String;`). A method's code is a list of instructions with labels and the debug
 * directives between them, in the order they run, so inserting an instruction keeps every
 * branch, try range and line number where it belongs.
 *
 * References are values: the reader shares one `Proto`, `FieldRef`, `MethodRef`,
 * `MethodHandle` (and instruction `Reference`) object among all the places that name the same
 * id, so an edit replaces a reference with a new object instead of changing it in place. The
 * same holds for an instruction's `registers`: the reader shares short register lists among
 * instructions (frozen), so an edit assigns a new array.
 */

/** A method prototype: `(II)Ljava/lang/String;` is `{ returnType: 'Ljava/lang/String;', parameters: ['I', 'I'] }`. */
export interface Proto {
  returnType: string;
  parameters: string[];
}

/** A field as instructions and annotations name it. */
export interface FieldRef {
  /** Declaring class descriptor. */
  owner: string;
  name: string;
  type: string;
}

/** A method as instructions and annotations name it. */
export interface MethodRef {
  /** Declaring class (or array type) descriptor. */
  owner: string;
  name: string;
  proto: Proto;
}

/** `method_handle_item` kinds, by the names smali gives them (values 0–8 in the file, in this order). */
export const METHOD_HANDLE_KINDS = [
  'static-put',
  'static-get',
  'instance-put',
  'instance-get',
  'invoke-static',
  'invoke-instance',
  'invoke-constructor',
  'invoke-direct',
  'invoke-interface',
] as const;
export type MethodHandleKind = (typeof METHOD_HANDLE_KINDS)[number];

/** A `method_handle_item`: the first four kinds name a field, the others a method. */
export interface MethodHandle {
  kind: MethodHandleKind;
  target: FieldRef | MethodRef;
}

/**
 * A `call_site_item` (DEX 038+): the bootstrap handle, the method name and type, and the
 * bootstrap's extra arguments. Instructions refer to the object itself; the writer numbers call
 * sites in the order of {@link DexFile.callSites}, then any others in order of first use.
 */
export interface CallSite {
  handle: MethodHandle;
  name: string;
  type: Proto;
  extraArguments: EncodedValue[];
}

/** An `encoded_value`. Integral kinds hold the value as Java reads it (signed; `char` unsigned). */
export type EncodedValue =
  | { kind: 'byte' | 'short' | 'char' | 'int'; value: number }
  | { kind: 'long'; value: bigint }
  | { kind: 'float' | 'double'; value: number }
  | { kind: 'method-type'; value: Proto }
  | { kind: 'method-handle'; value: MethodHandle }
  | { kind: 'string'; value: string }
  | { kind: 'type'; value: string }
  | { kind: 'field' | 'enum'; value: FieldRef }
  | { kind: 'method'; value: MethodRef }
  | { kind: 'array'; value: EncodedValue[] }
  | { kind: 'annotation'; value: EncodedAnnotation }
  | { kind: 'null' }
  | { kind: 'boolean'; value: boolean };

/** An `encoded_annotation`: the annotation type and its elements, in the file's order. */
export interface EncodedAnnotation {
  type: string;
  elements: { name: string; value: EncodedValue }[];
}

export type AnnotationVisibility = 'build' | 'runtime' | 'system';

/** An `annotation_item`. */
export interface Annotation {
  visibility: AnnotationVisibility;
  annotation: EncodedAnnotation;
}

// ---------------------------------------------------------------------------------------------
// Code

/**
 * A position in a method's code. Labels are compared by identity; `name` is only what a
 * source text called it (the assembler keeps it, the disassembler makes one up when absent).
 */
export class Label {
  constructor(public name?: string) {}
}

/** What an instruction refers to through an index (string, type, field, method…). */
export type Reference =
  | { kind: 'string'; value: string }
  | { kind: 'type'; value: string }
  | { kind: 'field'; value: FieldRef }
  | { kind: 'method'; value: MethodRef }
  | { kind: 'proto'; value: Proto }
  | { kind: 'call-site'; value: CallSite }
  | { kind: 'method-handle'; value: MethodHandle };

/**
 * One Dalvik instruction, with the operands smali writes, in smali's order.
 *
 * - `op` is the mnemonic of a concrete opcode (`const/4`, `invoke-virtual/range`,
 *   `const-string/jumbo`, `goto/32`). The writer keeps it when its operands fit and otherwise
 *   moves to the smallest wider form of the same family (`const-string` → `const-string/jumbo`,
 *   `goto` → `goto/16` → `goto/32`, `move` → `move/from16` → `move/16`, `const/4` → `const/16`
 *   → `const`, an invoke with contiguous registers → its `/range` form); it never narrows.
 * - `registers`: register numbers (v0 is 0; parameters are the method's last `ins` registers).
 *   A `/range` instruction lists every register of its range.
 * - `literal`: the constant of `const*` (the full value, also for `/high16`), of the `/lit8`
 *   and `/lit16` arithmetic forms.
 * - `reference`: the indexed operand; `proto` the second one of `invoke-polymorphic`.
 * - `target`: the branch target of `goto`/`if-*`, or the payload of `packed-switch`,
 *   `sparse-switch` and `fill-array-data` (a label placed just before that payload).
 */
export interface Instruction {
  kind: 'instruction';
  op: string;
  registers: number[];
  literal?: bigint;
  reference?: Reference;
  proto?: Proto;
  target?: Label;
}

/**
 * Switch and array payloads are items of the code list, where the source placed them, so that
 * an unedited method is laid out exactly as it was. The writer adds the `nop` that aligns a
 * payload to 4 bytes (and the reader drops such a `nop`). Switch targets are labels; the writer
 * makes them relative to the one switch instruction whose `target` is this payload's label.
 */
export type Payload =
  | { kind: 'packed-switch-payload'; firstKey: number; targets: Label[] }
  | { kind: 'sparse-switch-payload'; keys: number[]; targets: Label[] }
  /** `elementWidth` bytes per element, little-endian, as the file stores them. */
  | { kind: 'array-payload'; elementWidth: 1 | 2 | 4 | 8; data: Uint8Array };

/** Debug information as smali writes it, at the position it applies from. */
export type DebugDirective =
  | { kind: 'line'; line: number }
  /** DBG_START_LOCAL (or _EXTENDED when `signature` is set). */
  | { kind: 'local'; register: number; name: string | null; type: string | null; signature: string | null }
  | { kind: 'end-local'; register: number }
  | { kind: 'restart-local'; register: number }
  | { kind: 'prologue' }
  | { kind: 'epilogue' }
  /** DBG_SET_FILE; `null` clears it. */
  | { kind: 'source'; file: string | null };

/** What a method's code list holds, in address order. A label marks the position of the item after it. */
export type CodeItem = Label | Instruction | Payload | DebugDirective;

/** A catch handler of a try range; `type` null is the catch-all. */
export interface CatchHandler {
  type: string | null;
  handler: Label;
}

/** A try range from `start` up to (not including) `end`, with its handlers in the order they match. */
export interface TryBlock {
  start: Label;
  end: Label;
  handlers: CatchHandler[];
}

/** A `code_item`. */
export interface Code {
  /** `registers_size`: locals plus parameters. */
  registers: number;
  /** `outs_size`; the writer raises it where an invoke needs more. */
  outs: number;
  items: CodeItem[];
  tries: TryBlock[];
  /**
   * Present when the method has a `debug_info_item`: the parameter names it records (null for
   * none). The directives themselves are in `items`.
   */
  debug?: { parameterNames: (string | null)[] };
}

// ---------------------------------------------------------------------------------------------
// Classes

export interface DexField {
  name: string;
  type: string;
  accessFlags: number;
  /** A static field's value from `static_values`; absent where the array does not reach it. */
  initialValue?: EncodedValue;
  annotations: Annotation[];
  /** `hiddenapi_class_data` flags (DEX 039 boot class path), when the file has them. */
  hiddenApiFlags?: number;
}

export interface DexMethod {
  name: string;
  proto: Proto;
  accessFlags: number;
  /** Absent for abstract and native methods. */
  code: Code | null;
  annotations: Annotation[];
  /** One list per parameter (`annotation_set_ref_list`), when the method has any. */
  parameterAnnotations?: (Annotation[] | null)[];
  hiddenApiFlags?: number;
}

export interface DexClass {
  type: string;
  accessFlags: number;
  /** Null only for `java/lang/Object`. */
  superclass: string | null;
  interfaces: string[];
  sourceFile: string | null;
  annotations: Annotation[];
  staticFields: DexField[];
  instanceFields: DexField[];
  /** Static, private and constructor methods. */
  directMethods: DexMethod[];
  virtualMethods: DexMethod[];
}

/**
 * Ids a file carries that nothing in it refers to; the reader keeps them so that an unedited
 * file is written back with the same tables (and so the same indexes `dexdump` prints).
 */
export interface RetainedIds {
  strings: string[];
  types: string[];
  protos: Proto[];
  fields: FieldRef[];
  methods: MethodRef[];
  methodHandles: MethodHandle[];
}

export interface DexFile {
  /** The format version, 35 to 39. */
  version: number;
  /** In `class_defs` order; the writer puts a superclass or interface defined here first. */
  classes: DexClass[];
  callSites: CallSite[];
  retained?: RetainedIds;
}

/** The shorty of a prototype (`(ILjava/lang/String;)V` → `VIL`). */
export function shorty(proto: Proto): string {
  const one = (t: string): string => (t[0] === '[' || t[0] === 'L' ? 'L' : t[0]);
  return one(proto.returnType) + proto.parameters.map(one).join('');
}

/** `(II)V` text of a prototype, as smali and dexdump write it. */
export function protoDescriptor(proto: Proto): string {
  return `(${proto.parameters.join('')})${proto.returnType}`;
}

/** Registers a prototype's parameters take (2 for `J` and `D`), plus `this` unless static. */
export function parameterRegisters(proto: Proto, isStatic: boolean): number {
  return proto.parameters.reduce((n, t) => n + (t === 'J' || t === 'D' ? 2 : 1), isStatic ? 0 : 1);
}

export const ACC = {
  PUBLIC: 0x1,
  PRIVATE: 0x2,
  PROTECTED: 0x4,
  STATIC: 0x8,
  FINAL: 0x10,
  SYNCHRONIZED: 0x20,
  VOLATILE: 0x40,
  BRIDGE: 0x40,
  TRANSIENT: 0x80,
  VARARGS: 0x80,
  NATIVE: 0x100,
  INTERFACE: 0x200,
  ABSTRACT: 0x400,
  STRICT: 0x800,
  SYNTHETIC: 0x1000,
  ANNOTATION: 0x2000,
  ENUM: 0x4000,
  CONSTRUCTOR: 0x10000,
  DECLARED_SYNCHRONIZED: 0x20000,
} as const;
