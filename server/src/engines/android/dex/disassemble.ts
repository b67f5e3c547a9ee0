import { ACCESS_FLAG_NAMES, HIDDEN_API_DOMAINS, HIDDEN_API_VALUES } from './assemble.js';
import {
  ACC,
  Label,
  parameterRegisters,
  protoDescriptor,
  type Annotation,
  type CallSite,
  type Code,
  type CodeItem,
  type DebugDirective,
  type DexClass,
  type DexField,
  type DexMethod,
  type EncodedAnnotation,
  type EncodedValue,
  type FieldRef,
  type Instruction,
  type MethodHandle,
  type MethodRef,
  type Payload,
  type Reference,
  type TryBlock,
} from './model.js';
import { OPCODES_BY_NAME } from './opcodes.js';

/**
 * The disassembler: DEX model → smali text in the syntax {@link assemble} (and `smali`) reads,
 * laid out like `baksmali` writes it. Labels keep the name the model gives them when it is
 * usable and otherwise get baksmali-style names (`:goto_0`, `:cond_0`, `:pswitch_data_0`,
 * `:try_start_0` …), numbered per method in order of appearance.
 */

/** The access flag names smali writes for each kind of member, in baksmali's order. */
const FLAG_ORDER: Record<'class' | 'field' | 'method', string[]> = {
  class: ['public', 'private', 'protected', 'static', 'final', 'interface', 'abstract', 'synthetic', 'annotation', 'enum'],
  field: ['public', 'private', 'protected', 'static', 'final', 'volatile', 'transient', 'synthetic', 'enum'],
  method: [
    'public',
    'private',
    'protected',
    'static',
    'final',
    'synchronized',
    'bridge',
    'varargs',
    'native',
    'abstract',
    'strictfp',
    'synthetic',
    'constructor',
    'declared-synchronized',
  ],
};

function flagWords(flags: number, kind: 'class' | 'field' | 'method', hidden?: number): string[] {
  const words: string[] = [];
  let left = flags;
  for (const name of FLAG_ORDER[kind]) {
    const bit = ACCESS_FLAG_NAMES.get(name)!;
    if (left & bit) {
      words.push(name);
      left &= ~bit;
    }
  }
  // Bits this kind of member has no name for still round-trip under another kind's name.
  for (const [name, bit] of ACCESS_FLAG_NAMES) {
    if (left & bit) {
      words.push(name);
      left &= ~bit;
    }
  }
  if (hidden !== undefined) {
    words.push(HIDDEN_API_VALUES[hidden & 7] ?? 'whitelist');
    for (const [name, bit] of HIDDEN_API_DOMAINS) if (hidden & bit) words.push(name);
  }
  return words;
}

/** A Java string as a smali literal body, escaped the way baksmali escapes it. */
export function escapeString(s: string, quote: '"' | "'" = '"'): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const ch = s[i];
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (c >= 0x20 && c < 0x7f) out += ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else out += `\\u${c.toString(16).padStart(4, '0')}`;
  }
  return `${quote}${out}${quote}`;
}

function hex(v: bigint | number): string {
  const b = BigInt(v);
  return b < 0n ? `-0x${(-b).toString(16)}` : `0x${b.toString(16)}`;
}

function floatText(v: number, isFloat: boolean): string {
  const suffix = isFloat ? 'f' : '';
  if (Number.isNaN(v)) return `NaN${suffix}`;
  if (!Number.isFinite(v)) return `${v > 0 ? '' : '-'}Infinity${suffix}`;
  if (Object.is(v, -0)) return `-0.0${suffix}`;
  let text = String(v);
  if (isFloat) {
    for (let p = 1; p <= 9; p++) {
      const candidate = Number(v.toPrecision(p));
      if (Math.fround(candidate) === v) {
        text = String(candidate);
        break;
      }
    }
  }
  if (!/[.eE]/.test(text)) text += '.0';
  return text + suffix;
}

function fieldText(f: FieldRef): string {
  return `${f.owner}->${f.name}:${f.type}`;
}

function methodText(m: MethodRef): string {
  return `${m.owner}->${m.name}${protoDescriptor(m.proto)}`;
}

function handleText(h: MethodHandle): string {
  return `${h.kind}@${'proto' in h.target ? methodText(h.target) : fieldText(h.target)}`;
}

/** An encoded value; multi-line values (arrays, sub-annotations) are indented by `indent`. */
export function encodedValueText(v: EncodedValue, indent = ''): string {
  switch (v.kind) {
    case 'byte':
      return `${hex(v.value)}t`;
    case 'short':
      return `${hex(v.value)}s`;
    case 'char':
      return escapeString(String.fromCharCode(v.value), "'");
    case 'int':
      return hex(v.value);
    case 'long':
      return `${hex(v.value)}L`;
    case 'float':
      return floatText(v.value, true);
    case 'double':
      return floatText(v.value, false);
    case 'string':
      return escapeString(v.value);
    case 'type':
      return v.value;
    case 'field':
      return fieldText(v.value);
    case 'enum':
      return `.enum ${fieldText(v.value)}`;
    case 'method':
      return methodText(v.value);
    case 'method-type':
      return protoDescriptor(v.value);
    case 'method-handle':
      return handleText(v.value);
    case 'null':
      return 'null';
    case 'boolean':
      return String(v.value);
    case 'array':
      if (v.value.length === 0) return '{}';
      return `{\n${v.value.map((e) => `${indent}    ${encodedValueText(e, `${indent}    `)}`).join(',\n')}\n${indent}}`;
    case 'annotation':
      return `.subannotation ${v.value.type}\n${elementsText(v.value, `${indent}    `)}${indent}.end subannotation`;
  }
}

function elementsText(a: EncodedAnnotation, indent: string): string {
  return a.elements.map((e) => `${indent}${e.name} = ${encodedValueText(e.value, indent)}\n`).join('');
}

function annotationText(a: Annotation, indent: string): string {
  return `${indent}.annotation ${a.visibility} ${a.annotation.type}\n${elementsText(a.annotation, `${indent}    `)}${indent}.end annotation\n`;
}

/** Smali text of one class. */
export function disassemble(cls: DexClass): string {
  const out: string[] = [];
  out.push(`.class ${[...flagWords(cls.accessFlags, 'class'), cls.type].join(' ')}\n`);
  if (cls.superclass !== null) out.push(`.super ${cls.superclass}\n`);
  if (cls.sourceFile !== null) out.push(`.source ${escapeString(cls.sourceFile)}\n`);
  if (cls.interfaces.length) out.push(`\n# interfaces\n${cls.interfaces.map((i) => `.implements ${i}\n`).join('')}`);
  if (cls.annotations.length) out.push(`\n# annotations\n${cls.annotations.map((a) => annotationText(a, '')).join('\n')}`);
  const section = (title: string, parts: string[]): void => {
    if (parts.length) out.push(`\n\n# ${title}\n${parts.join('\n')}`);
  };
  section('static fields', cls.staticFields.map(fieldDeclaration));
  section('instance fields', cls.instanceFields.map(fieldDeclaration));
  // Call sites are numbered per class (`call_site_0` …); the number names nothing in the file.
  const callSites = new Map<CallSite, number>();
  section(
    'direct methods',
    cls.directMethods.map((m) => methodDeclaration(m, callSites)),
  );
  section(
    'virtual methods',
    cls.virtualMethods.map((m) => methodDeclaration(m, callSites)),
  );
  return out.join('');
}

function fieldDeclaration(f: DexField): string {
  let s = `.field ${[...flagWords(f.accessFlags, 'field', f.hiddenApiFlags), `${f.name}:${f.type}`].join(' ')}`;
  if (f.initialValue) s += ` = ${encodedValueText(f.initialValue)}`;
  s += '\n';
  if (f.annotations.length) s += `${f.annotations.map((a) => annotationText(a, '    ')).join('\n')}.end field\n`;
  return s;
}

function methodDeclaration(m: DexMethod, callSites: Map<CallSite, number>): string {
  const isStatic = (m.accessFlags & ACC.STATIC) !== 0;
  const words = [...flagWords(m.accessFlags, 'method', m.hiddenApiFlags), `${m.name}${protoDescriptor(m.proto)}`];
  const out: string[] = [`.method ${words.join(' ')}\n`];
  const ins = parameterRegisters(m.proto, isStatic);
  const code = m.code;
  const regs = new RegisterNames(code?.registers ?? ins, ins);
  if (code) out.push(code.registers >= ins ? `    .locals ${code.registers - ins}\n` : `    .registers ${code.registers}\n`);
  // Parameter names and annotations.
  let reg = isStatic ? 0 : 1;
  m.proto.parameters.forEach((type, i) => {
    const name = code?.debug?.parameterNames[i] ?? null;
    const annotations = m.parameterAnnotations?.[i] ?? null;
    if (name !== null || annotations) {
      const p = !code || code.registers >= ins ? `p${reg}` : `v${code.registers - ins + reg}`;
      out.push(`    .param ${p}${name !== null ? `, ${escapeString(name)}` : ''}    # ${type}\n`);
      // An empty set is written as `.param` … `.end param` with nothing inside.
      if (annotations) out.push(`${annotations.map((a) => annotationText(a, '        ')).join('\n')}    .end param\n`);
    }
    reg += type === 'J' || type === 'D' ? 2 : 1;
  });
  if (m.annotations.length) out.push(m.annotations.map((a) => annotationText(a, '    ')).join('\n'));
  if (code) out.push(codeText(code, regs, callSites));
  out.push('.end method\n');
  return out.join('');
}

class RegisterNames {
  constructor(
    private readonly registers: number,
    private readonly ins: number,
  ) {}

  name(r: number): string {
    const first = this.registers - this.ins;
    return first >= 0 && r >= first && r < this.registers ? `p${r - first}` : `v${r}`;
  }
}

/** Names for every label of a method: the model's own where usable, else baksmali-style. */
function labelNames(code: Code): Map<Label, string> {
  const role = new Map<Label, string>();
  const note = (l: Label | undefined, prefix: string): void => {
    if (l && !role.has(l)) role.set(l, prefix);
  };
  for (const i of code.items) {
    if (i instanceof Label) continue;
    if (i.kind === 'instruction' && i.target) {
      const op = i.op;
      note(i.target, op.startsWith('goto') ? 'goto' : op.startsWith('if-') ? 'cond' : op === 'packed-switch' ? 'pswitch_data' : op === 'sparse-switch' ? 'sswitch_data' : 'array');
    } else if (i.kind === 'packed-switch-payload') i.targets.forEach((t) => note(t, 'pswitch'));
    else if (i.kind === 'sparse-switch-payload') i.targets.forEach((t) => note(t, 'sswitch'));
  }
  for (const t of code.tries) {
    note(t.start, 'try_start');
    note(t.end, 'try_end');
    for (const h of t.handlers) note(h.handler, h.type === null ? 'catchall' : 'catch');
  }
  const names = new Map<Label, string>();
  const used = new Set<string>();
  const counters = new Map<string, number>();
  const all: Label[] = [];
  const seen = new Set<Label>();
  const add = (l: Label): void => {
    if (!seen.has(l)) {
      seen.add(l);
      all.push(l);
    }
  };
  for (const i of code.items) if (i instanceof Label) add(i);
  for (const l of role.keys()) add(l);
  // Keep usable source names first, so generated ones never take them.
  for (const l of all) {
    if (l.name !== undefined && /^[^\s,{}():=#@;.]+$/.test(l.name) && !used.has(l.name)) {
      names.set(l, l.name);
      used.add(l.name);
    }
  }
  for (const l of all) {
    if (names.has(l)) continue;
    const prefix = role.get(l) ?? 'label';
    let n = counters.get(prefix) ?? 0;
    while (used.has(`${prefix}_${n}`)) n++;
    counters.set(prefix, n + 1);
    names.set(l, `${prefix}_${n}`);
    used.add(`${prefix}_${n}`);
  }
  return names;
}

function codeText(code: Code, regs: RegisterNames, callSites: Map<CallSite, number>): string {
  const labels = labelNames(code);
  const L = (l: Label): string => `:${labels.get(l)}`;
  const out: string[] = [];

  // `.catch` lines go after the try's end label (as baksmali places them) when that keeps the
  // model's order of try blocks; otherwise all of them go at the end of the method.
  const position = new Map<Label, number>();
  code.items.forEach((i, k) => {
    if (i instanceof Label) position.set(i, k);
  });
  const endPositions = code.tries.map((t) => position.get(t.end) ?? -1);
  const atEnd = endPositions.some((p, k) => p < 0 || (k > 0 && p < endPositions[k - 1]));
  const catchesAfter = new Map<Label, TryBlock[]>();
  if (!atEnd) {
    for (const t of code.tries) catchesAfter.set(t.end, [...(catchesAfter.get(t.end) ?? []), t]);
  }
  const catchLines = (t: TryBlock): string =>
    t.handlers.map((h) => `    ${h.type === null ? '.catchall' : `.catch ${h.type}`} {${L(t.start)} .. ${L(t.end)}} ${L(h.handler)}\n`).join('');

  let previous: CodeItem | null = null;
  for (const item of code.items) {
    // A blank line before each group of labels and each payload, as baksmali spaces its output.
    if ((item instanceof Label && !(previous instanceof Label)) || (!(item instanceof Label) && item.kind.endsWith('-payload') && !(previous instanceof Label))) out.push('\n');
    previous = item;
    if (item instanceof Label) {
      out.push(`    ${L(item)}\n`);
      for (const t of catchesAfter.get(item) ?? []) out.push(catchLines(t));
      continue;
    }
    switch (item.kind) {
      case 'instruction':
        out.push(`    ${instructionText(item, regs, L, callSites)}\n`);
        break;
      case 'packed-switch-payload':
      case 'sparse-switch-payload':
      case 'array-payload':
        out.push(payloadText(item, L));
        break;
      default:
        out.push(`    ${debugText(item, regs)}\n`);
    }
  }
  if (atEnd) for (const t of code.tries) out.push(catchLines(t));
  return out.join('');
}

function debugText(d: DebugDirective, regs: RegisterNames): string {
  switch (d.kind) {
    case 'line':
      return `.line ${d.line}`;
    case 'local': {
      if (d.name === null && d.type === null && d.signature === null) return `.local ${regs.name(d.register)}`;
      const name = d.name === null ? 'null' : escapeString(d.name);
      const sig = d.signature === null ? '' : `, ${escapeString(d.signature)}`;
      return `.local ${regs.name(d.register)}, ${name}:${d.type ?? 'V'}${sig}`;
    }
    case 'end-local':
      return `.end local ${regs.name(d.register)}`;
    case 'restart-local':
      return `.restart local ${regs.name(d.register)}`;
    case 'prologue':
      return '.prologue';
    case 'epilogue':
      return '.epilogue';
    case 'source':
      return d.file === null ? '.source' : `.source ${escapeString(d.file)}`;
  }
}

function payloadText(p: Payload, L: (l: Label) => string): string {
  switch (p.kind) {
    case 'packed-switch-payload':
      return `    .packed-switch ${hex(p.firstKey)}\n${p.targets.map((t) => `        ${L(t)}\n`).join('')}    .end packed-switch\n`;
    case 'sparse-switch-payload':
      return `    .sparse-switch\n${p.keys.map((k, i) => `        ${hex(k)} -> ${L(p.targets[i])}\n`).join('')}    .end sparse-switch\n`;
    case 'array-payload': {
      const w = p.elementWidth;
      const suffix = { 1: 't', 2: 's', 4: '', 8: 'L' }[w];
      const lines: string[] = [];
      for (let i = 0; i + w <= p.data.length; i += w) {
        let v = 0n;
        for (let b = w - 1; b >= 0; b--) v = (v << 8n) | BigInt(p.data[i + b]);
        lines.push(`        ${hex(BigInt.asIntN(w * 8, v))}${suffix}\n`);
      }
      return `    .array-data ${w}\n${lines.join('')}    .end array-data\n`;
    }
  }
}

function referenceText(r: Reference, callSites: Map<CallSite, number>): string {
  switch (r.kind) {
    case 'string':
      return escapeString(r.value);
    case 'type':
      return r.value;
    case 'field':
      return fieldText(r.value);
    case 'method':
      return methodText(r.value);
    case 'proto':
      return protoDescriptor(r.value);
    case 'method-handle':
      return handleText(r.value);
    case 'call-site': {
      const cs = r.value;
      let n = callSites.get(cs);
      if (n === undefined) {
        n = callSites.size;
        callSites.set(cs, n);
      }
      const args = [escapeString(cs.name), protoDescriptor(cs.type), ...cs.extraArguments.map((a) => encodedValueText(a))];
      return `call_site_${n}(${args.join(', ')})@${'proto' in cs.handle.target ? methodText(cs.handle.target) : fieldText(cs.handle.target)}`;
    }
  }
}

function instructionText(i: Instruction, regs: RegisterNames, L: (l: Label) => string, callSites: Map<CallSite, number>): string {
  const op = OPCODES_BY_NAME.get(i.op);
  const parts: string[] = [];
  const format = op?.format;
  if (format === '35c' || format === '45cc') parts.push(`{${i.registers.map((r) => regs.name(r)).join(', ')}}`);
  else if (format === '3rc' || format === '4rcc') {
    const rs = i.registers;
    parts.push(rs.length === 0 ? '{}' : `{${regs.name(rs[0])} .. ${regs.name(rs[rs.length - 1])}}`);
  } else parts.push(...i.registers.map((r) => regs.name(r)));
  if (i.literal !== undefined) parts.push(i.op.startsWith('const-wide') ? `${hex(i.literal)}L` : hex(i.literal));
  if (i.reference) parts.push(referenceText(i.reference, callSites));
  if (i.proto) parts.push(protoDescriptor(i.proto));
  if (i.target) parts.push(L(i.target));
  return parts.length ? `${i.op} ${parts.join(', ')}` : i.op;
}

/** Smali text of several classes, one after the other (what {@link assemble} reads back). */
export function disassembleAll(classes: readonly DexClass[]): string {
  return classes.map(disassemble).join('\n\n');
}
