import { EngineError } from '../../errors.js';
import {
  ACC,
  Label,
  METHOD_HANDLE_KINDS,
  parameterRegisters,
  protoDescriptor,
  type Annotation,
  type AnnotationVisibility,
  type CallSite,
  type CatchHandler,
  type Code,
  type CodeItem,
  type DexClass,
  type DexField,
  type DexMethod,
  type EncodedAnnotation,
  type EncodedValue,
  type FieldRef,
  type Instruction,
  type MethodHandle,
  type MethodHandleKind,
  type MethodRef,
  type Proto,
  type Reference,
  type TryBlock,
} from './model.js';
import { FAMILIES, OPCODES_BY_NAME, isInvoke, type Opcode } from './opcodes.js';

/**
 * The smali-style assembler: smali text → classes of the DEX model.
 *
 * It reads the syntax `baksmali` writes and `smali` reads (dexlib2 2.5): class, field and method
 * directives with access flags, every app opcode with its operands, labels, switch and array
 * payloads, try/catch ranges, debug directives (`.line`, `.local`, `.end local`,
 * `.restart local`, `.prologue`, `.epilogue`, `.source`), parameter names and annotations with
 * every encoded value form. Instructions end at the end of their line; everything else may span
 * lines. Any text it cannot read raises {@link SmaliSyntaxError} with the line it stopped at.
 */

/** A smali text that does not parse; `line` is 1-based. */
export class SmaliSyntaxError extends EngineError {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly file?: string,
  ) {
    super('android.smali_syntax', `${file ?? 'smali'}:${line}: ${reason}`);
    this.name = 'SmaliSyntaxError';
  }
}

/** Access flag keywords as smali writes them, with the bit each sets. */
export const ACCESS_FLAG_NAMES: ReadonlyMap<string, number> = new Map([
  ['public', ACC.PUBLIC],
  ['private', ACC.PRIVATE],
  ['protected', ACC.PROTECTED],
  ['static', ACC.STATIC],
  ['final', ACC.FINAL],
  ['synchronized', ACC.SYNCHRONIZED],
  ['volatile', ACC.VOLATILE],
  ['bridge', ACC.BRIDGE],
  ['transient', ACC.TRANSIENT],
  ['varargs', ACC.VARARGS],
  ['native', ACC.NATIVE],
  ['interface', ACC.INTERFACE],
  ['abstract', ACC.ABSTRACT],
  ['strictfp', ACC.STRICT],
  ['synthetic', ACC.SYNTHETIC],
  ['annotation', ACC.ANNOTATION],
  ['enum', ACC.ENUM],
  ['constructor', ACC.CONSTRUCTOR],
  ['declared-synchronized', ACC.DECLARED_SYNCHRONIZED],
]);

/**
 * `hiddenapi_class_data` restrictions as smali writes them among the access flags: one value
 * (low three bits) and any domain flags.
 */
export const HIDDEN_API_VALUES = ['whitelist', 'greylist', 'blacklist', 'greylist-max-o', 'greylist-max-p', 'greylist-max-q', 'greylist-max-r'] as const;
export const HIDDEN_API_DOMAINS: ReadonlyMap<string, number> = new Map([
  ['core-platform-api', 0x8],
  ['test-api', 0x10],
]);

const VISIBILITIES: readonly AnnotationVisibility[] = ['build', 'runtime', 'system'];

const WIDE = new Set(['J', 'D']);

/** Options of {@link assemble}. */
export interface AssembleOptions {
  /** Named in error messages. */
  file?: string;
}

/** Assembles smali text holding one or more classes (each starts with `.class`). */
export function assemble(text: string, options: AssembleOptions = {}): DexClass[] {
  const p = new Parser(text, options.file);
  try {
    return p.classes();
  } catch (err) {
    if (err instanceof SmaliSyntaxError) throw err;
    // A bug of ours must still surface as a coded failure at the line the parser reached.
    throw new SmaliSyntaxError(`internal error: ${err instanceof Error ? err.message : String(err)}`, p.line, options.file);
  }
}

/** Assembles several smali texts (e.g. one per file) into one list of classes. */
export function assembleAll(texts: readonly { text: string; file?: string }[]): DexClass[] {
  return texts.flatMap((t) => assemble(t.text, { file: t.file }));
}

// ---------------------------------------------------------------------------------------------
// Literals

/** A literal as smali typed it by its form. */
type Literal =
  { type: 'int' | 'long' | 'byte' | 'short'; value: bigint } | { type: 'char'; value: number } | { type: 'float' | 'double'; value: number } | { type: 'boolean'; value: boolean };

const INT_RE = /^([+-]?)(0x[0-9a-f]+|0[0-7]*|[1-9][0-9]*)([lst]?)$/i;
const FLOAT_RE = /^[+-]?(?:\d+\.\d*(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?|\d+e[+-]?\d+|\d+(?=[fd]$)|nan|infinity)([fd]?)$/i;

const RANGES: Record<'int' | 'long' | 'byte' | 'short', [bigint, bigint, number]> = {
  byte: [-(1n << 7n), (1n << 8n) - 1n, 8],
  short: [-(1n << 15n), (1n << 16n) - 1n, 16],
  int: [-(1n << 31n), (1n << 32n) - 1n, 32],
  long: [-(1n << 63n), (1n << 64n) - 1n, 64],
};

/** Parses a numeric literal word (`0x1f`, `-12`, `0x1L`, `5t`, `7s`, `1.5f`, `2.0`, `NaNf`); null if it is none. */
function parseNumber(word: string): Literal | { error: string } | null {
  const i = INT_RE.exec(word);
  if (i) {
    const [, sign, digits, suffix] = i;
    let magnitude: bigint;
    if (/^0x/i.test(digits)) magnitude = BigInt(digits);
    else if (digits.length > 1 && digits[0] === '0') magnitude = BigInt(`0o${digits.slice(1)}`);
    else magnitude = BigInt(digits);
    const value = sign === '-' ? -magnitude : magnitude;
    const type = ({ l: 'long', s: 'short', t: 'byte', '': 'int' } as const)[suffix.toLowerCase() as 'l' | 's' | 't' | ''];
    const [lo, hi, bits] = RANGES[type];
    if (value < lo || value > hi) return { error: `${word} does not fit in a ${type}` };
    return { type, value: BigInt.asIntN(bits, value) };
  }
  const f = FLOAT_RE.exec(word);
  if (f) {
    const isFloat = f[1].toLowerCase() === 'f';
    const body = f[1] ? word.slice(0, -1) : word;
    const lower = body.toLowerCase().replace(/^\+/, '');
    let value: number;
    if (lower === 'nan' || lower === '-nan') value = NaN;
    else if (lower === 'infinity') value = Infinity;
    else if (lower === '-infinity') value = -Infinity;
    else value = Number(lower);
    if (Number.isNaN(value) && !lower.endsWith('nan')) return { error: `${word} is not a number` };
    return isFloat ? { type: 'float', value: Math.fround(value) } : { type: 'double', value };
  }
  return null;
}

const f32 = new DataView(new ArrayBuffer(8));

/** IEEE 754 bits of a float (32) or double (64), as a signed bigint. */
export function floatBits(value: number, wide: boolean): bigint {
  if (wide) {
    f32.setFloat64(0, value);
    return f32.getBigInt64(0);
  }
  f32.setFloat32(0, value);
  return BigInt(f32.getInt32(0));
}

/** The integer a literal stands for in a `const` (floats by their bits), as a bigint. */
function literalBits(lit: Literal, wide: boolean): bigint {
  switch (lit.type) {
    case 'float':
    case 'double':
      return floatBits(lit.value, wide);
    case 'char':
      return BigInt(lit.value);
    case 'boolean':
      return lit.value ? 1n : 0n;
    default:
      return lit.value;
  }
}

function literalToEncoded(lit: Literal): EncodedValue {
  switch (lit.type) {
    case 'int':
    case 'byte':
    case 'short':
      return { kind: lit.type, value: Number(lit.value) };
    case 'long':
      return { kind: 'long', value: lit.value };
    case 'char':
      return { kind: 'char', value: lit.value };
    case 'float':
    case 'double':
      return { kind: lit.type, value: lit.value };
    case 'boolean':
      return { kind: 'boolean', value: lit.value };
  }
}

// ---------------------------------------------------------------------------------------------
// The parser

/** Character classes by code unit (ASCII only; every other character belongs to words and names). */
function charTable(chars: string): Uint8Array {
  const t = new Uint8Array(128);
  for (const c of chars) t[c.charCodeAt(0)] = 1;
  return t;
}
const WORD_END = charTable(' \t\r\n\f\v,{}()=#"\'');
const NAME_END = charTable(' \t\r\n\f\v,{}():=#@;');
const ends = (table: Uint8Array, code: number): boolean => code < 128 && table[code] === 1;

interface MethodScope {
  registers: number | null;
  paramRegisters: number;
  /** Register of each parameter (not `this`), for `.param`. */
  paramStarts: number[];
  labels: Map<string, Label>;
  defined: Set<string>;
  /** First line each label was used on, for the "never defined" error. */
  usedAt: Map<string, number>;
}

class Parser {
  pos = 0;
  line = 1;
  private readonly callSites = new Map<string, CallSite>();

  constructor(
    private readonly text: string,
    private readonly file?: string,
  ) {}

  // --- low level ---------------------------------------------------------------------------

  fail(reason: string, line = this.line): never {
    throw new SmaliSyntaxError(reason, line, this.file);
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }

  eof(): boolean {
    return this.pos >= this.text.length;
  }

  advance(n = 1): void {
    for (let k = 0; k < n && this.pos < this.text.length; k++) {
      if (this.text[this.pos] === '\n') this.line++;
      this.pos++;
    }
  }

  /** Skips spaces, tabs and a comment, not the line end. */
  skipInline(): void {
    for (;;) {
      const c = this.peek();
      if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v') this.pos++;
      else if (c === '#') {
        while (!this.eof() && this.peek() !== '\n') this.pos++;
      } else return;
    }
  }

  /** Skips all white space, line ends and comments. */
  skipAll(): void {
    for (;;) {
      this.skipInline();
      if (this.peek() === '\n') this.advance();
      else return;
    }
  }

  atLineEnd(): boolean {
    this.skipInline();
    return this.eof() || this.peek() === '\n';
  }

  /** Requires that nothing but a comment follows on this line. */
  endOfLine(): void {
    if (!this.atLineEnd()) this.fail(`unexpected ${JSON.stringify(this.restOfLine())}`);
  }

  restOfLine(): string {
    const end = this.text.indexOf('\n', this.pos);
    return this.text.slice(this.pos, end < 0 ? undefined : end).trim();
  }

  expect(s: string): void {
    this.skipInline();
    if (!this.text.startsWith(s, this.pos)) this.fail(`expected ${JSON.stringify(s)} but found ${JSON.stringify(this.restOfLine() || 'end of line')}`);
    this.advance(s.length);
  }

  tryConsume(s: string): boolean {
    this.skipInline();
    if (!this.text.startsWith(s, this.pos)) return false;
    this.advance(s.length);
    return true;
  }

  /** A run of characters up to white space or punctuation. */
  word(): string {
    this.skipInline();
    const start = this.pos;
    const text = this.text;
    while (this.pos < text.length && !ends(WORD_END, text.charCodeAt(this.pos))) this.pos++;
    return this.text.slice(start, this.pos);
  }

  peekWord(): string {
    const save = this.pos;
    const w = this.word();
    this.pos = save;
    return w;
  }

  /** `.name` directive word, or '' when the next thing is not a directive. */
  peekDirective(): string {
    this.skipInline();
    if (this.peek() !== '.') return '';
    return this.peekWord();
  }

  int(what: string): number {
    const w = this.word();
    const lit = parseNumber(w);
    if (!lit || 'error' in lit || (lit.type !== 'int' && lit.type !== 'long' && lit.type !== 'short' && lit.type !== 'byte')) {
      this.fail(`expected ${what} (an integer) but found ${JSON.stringify(w || this.restOfLine())}`);
    }
    return Number(lit.value);
  }

  // --- strings, names, types -----------------------------------------------------------------

  /** A quoted string or char body with smali escapes; `quote` is `"` or `'`. */
  quoted(quote: '"' | "'"): string {
    this.skipInline();
    if (this.peek() !== quote) this.fail(`expected ${quote === '"' ? 'a string' : 'a character'} but found ${JSON.stringify(this.restOfLine() || 'end of line')}`);
    this.pos++;
    let out = '';
    for (;;) {
      if (this.eof() || this.peek() === '\n') this.fail(`unterminated ${quote === '"' ? 'string' : 'character'}`);
      const c = this.peek();
      this.pos++;
      if (c === quote) return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = this.peek();
      this.pos++;
      switch (e) {
        case 'n':
          out += '\n';
          break;
        case 't':
          out += '\t';
          break;
        case 'r':
          out += '\r';
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case '0':
          out += '\0';
          break;
        case '"':
        case "'":
        case '\\':
          out += e;
          break;
        case 'u': {
          const hex = this.text.slice(this.pos, this.pos + 4);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail(`bad \\u escape ${JSON.stringify(`\\u${hex}`)}`);
          out += String.fromCharCode(parseInt(hex, 16));
          this.pos += 4;
          break;
        }
        default:
          this.fail(`unknown escape \\${e}`);
      }
    }
  }

  string(): string {
    return this.quoted('"');
  }

  char(): number {
    const s = this.quoted("'");
    if (s.length !== 1) this.fail(`a character literal holds one character, not ${JSON.stringify(s)}`);
    return s.charCodeAt(0);
  }

  /** A type descriptor at the cursor (`I`, `[J`, `Ljava/lang/String;`); `allowVoid` for return types. */
  type(allowVoid = false): string {
    this.skipInline();
    const start = this.pos;
    while (this.peek() === '[') this.pos++;
    const c = this.peek();
    if (c === 'L') {
      const end = this.text.indexOf(';', this.pos);
      const nl = this.text.indexOf('\n', this.pos);
      if (end < 0 || (nl >= 0 && nl < end)) this.fail('unterminated class descriptor');
      const body = this.text.slice(this.pos + 1, end);
      if (body.length === 0 || /[\s;[.()]/.test(body)) this.fail(`bad class descriptor ${JSON.stringify(`L${body};`)}`);
      this.pos = end + 1;
    } else if ('ZBSCIJFD'.includes(c) && c !== '') this.pos++;
    else if (c === 'V' && allowVoid && this.pos === start) this.pos++;
    else this.fail(`expected a type descriptor but found ${JSON.stringify(this.restOfLine() || 'end of line')}`);
    return this.text.slice(start, this.pos);
  }

  /** A member name (`<init>`, `access$000`, `value`). */
  memberName(): string {
    this.skipInline();
    const start = this.pos;
    const text = this.text;
    while (this.pos < text.length && !ends(NAME_END, text.charCodeAt(this.pos))) this.pos++;
    if (this.pos === start) this.fail(`expected a member name but found ${JSON.stringify(this.restOfLine() || 'end of line')}`);
    return this.text.slice(start, this.pos);
  }

  /** `(IJ)V` */
  proto(): Proto {
    this.expect('(');
    const parameters: string[] = [];
    while (this.peek() !== ')') {
      if (this.eof() || this.peek() === '\n') this.fail('unterminated method prototype');
      parameters.push(this.type());
    }
    this.pos++;
    return { parameters, returnType: this.type(true) };
  }

  /** `Lowner;->name(…)R` or `Lowner;->name:T` after the owner. */
  memberRef(): FieldRef | MethodRef {
    const owner = this.type();
    if (!this.text.startsWith('->', this.pos)) this.fail(`expected "->" after ${owner}`);
    this.pos += 2;
    const name = this.memberName();
    if (this.peek() === '(') return { owner, name, proto: this.proto() };
    if (this.peek() !== ':') this.fail(`expected ":type" or "(…)" after ${owner}->${name}`);
    this.pos++;
    return { owner, name, type: this.type() };
  }

  fieldRef(): FieldRef {
    const ref = this.memberRef();
    if ('proto' in ref) this.fail(`expected a field reference, not method ${ref.name}`);
    return ref;
  }

  methodRef(): MethodRef {
    const ref = this.memberRef();
    if (!('proto' in ref)) this.fail(`expected a method reference, not field ${ref.name}`);
    return ref;
  }

  /** `invoke-static@Lfoo;->bar()V` */
  methodHandle(): MethodHandle {
    this.skipInline();
    const start = this.pos;
    while (!this.eof() && /[a-z-]/.test(this.peek())) this.pos++;
    const kind = this.text.slice(start, this.pos);
    if (!(METHOD_HANDLE_KINDS as readonly string[]).includes(kind)) this.fail(`unknown method handle kind ${JSON.stringify(kind)}`);
    if (this.peek() !== '@') this.fail('expected "@" after the method handle kind');
    this.pos++;
    const target = this.memberRef();
    const isField = kind.endsWith('-put') || kind.endsWith('-get');
    if (isField !== !('proto' in target)) this.fail(`a ${kind} method handle names a ${isField ? 'field' : 'method'}`);
    return { kind: kind as MethodHandleKind, target };
  }

  // --- encoded values and annotations --------------------------------------------------------

  literalWord(): Literal {
    this.skipInline();
    if (this.peek() === "'") return { type: 'char', value: this.char() };
    const w = this.word();
    if (w === 'true' || w === 'false') return { type: 'boolean', value: w === 'true' };
    const lit = parseNumber(w);
    if (!lit) this.fail(`expected a literal but found ${JSON.stringify(w || this.restOfLine() || 'end of line')}`);
    if ('error' in lit) this.fail(lit.error);
    return lit;
  }

  encodedValue(): EncodedValue {
    this.skipAll();
    const c = this.peek();
    if (c === '"') return { kind: 'string', value: this.string() };
    if (c === "'") return { kind: 'char', value: this.char() };
    if (c === '{') {
      this.pos++;
      const value: EncodedValue[] = [];
      this.skipAll();
      if (this.peek() === '}') {
        this.pos++;
        return { kind: 'array', value };
      }
      for (;;) {
        value.push(this.encodedValue());
        this.skipAll();
        if (this.peek() === ',') {
          this.pos++;
          continue;
        }
        if (this.peek() === '}') {
          this.pos++;
          return { kind: 'array', value };
        }
        this.fail(`expected "," or "}" in an array value but found ${JSON.stringify(this.restOfLine() || 'end of line')}`);
      }
    }
    if (c === '(') return { kind: 'method-type', value: this.proto() };
    if (c === '.') {
      const d = this.word();
      if (d === '.subannotation') {
        const type = this.type();
        return { kind: 'annotation', value: this.annotationBody(type, '.subannotation') };
      }
      if (d === '.enum') return { kind: 'enum', value: this.fieldRef() };
      if (parseNumber(d)) return literalToEncoded(this.numberFrom(d));
      this.fail(`unexpected ${d} in a value`);
    }
    const w = this.peekWord();
    if (w === 'null') {
      this.word();
      return { kind: 'null' };
    }
    if (/^[a-z-]+@/.test(this.text.slice(this.pos, this.pos + 24))) return { kind: 'method-handle', value: this.methodHandle() };
    const num = parseNumber(w);
    if (num || w === 'true' || w === 'false') return literalToEncoded(this.literalWord());
    // A type, or a field / method when `->` follows it.
    const save = this.pos;
    const type = this.type(true);
    if (this.text.startsWith('->', this.pos)) {
      this.pos = save;
      const ref = this.memberRef();
      return 'proto' in ref ? { kind: 'method', value: ref } : { kind: 'field', value: ref };
    }
    return { kind: 'type', value: type };
  }

  numberFrom(word: string): Literal {
    const lit = parseNumber(word);
    if (!lit) this.fail(`expected a literal but found ${JSON.stringify(word)}`);
    if ('error' in lit) this.fail(lit.error);
    return lit;
  }

  /** Elements up to `.end annotation` / `.end subannotation`. */
  annotationBody(type: string, opener: '.annotation' | '.subannotation'): EncodedAnnotation {
    const elements: { name: string; value: EncodedValue }[] = [];
    for (;;) {
      this.skipAll();
      if (this.eof()) this.fail(`${opener} ${type} is not closed`);
      if (this.peek() === '.') {
        const line = this.line;
        const d = this.word();
        if (d === '.end') {
          const what = this.word();
          if (`.${what}` !== opener) this.fail(`expected .end ${opener.slice(1)} but found .end ${what}`, line);
          this.endOfLine();
          return { type, elements };
        }
        this.fail(`unexpected ${d} inside ${opener}`, line);
      }
      const name = this.memberName();
      this.expect('=');
      elements.push({ name, value: this.encodedValue() });
      this.endOfLine();
    }
  }

  /** `.annotation runtime Lfoo;` … `.end annotation`, the directive word already read. */
  annotation(): Annotation {
    const vis = this.word();
    if (!(VISIBILITIES as readonly string[]).includes(vis)) this.fail(`unknown annotation visibility ${JSON.stringify(vis)}`);
    const type = this.type();
    this.endOfLine();
    return { visibility: vis as AnnotationVisibility, annotation: this.annotationBody(type, '.annotation') };
  }

  // --- classes -------------------------------------------------------------------------------

  classes(): DexClass[] {
    const out: DexClass[] = [];
    let cls: DexClass | null = null;
    let classLine = 0;
    const finish = (): void => {
      if (cls && cls.superclass === null && cls.type !== 'Ljava/lang/Object;') this.fail(`class ${cls.type} has no .super`, classLine);
    };
    for (;;) {
      this.skipAll();
      if (this.eof()) break;
      const line = this.line;
      if (this.peek() !== '.') this.fail(`expected a directive but found ${JSON.stringify(this.restOfLine())}`);
      const d = this.word();
      if (d === '.class') {
        finish();
        classLine = line;
        const { flags } = this.flagsThen();
        const type = this.type();
        if (type[0] !== 'L') this.fail(`a class is an L…; type, not ${type}`);
        this.endOfLine();
        cls = {
          type,
          accessFlags: flags.access,
          superclass: null,
          interfaces: [],
          sourceFile: null,
          annotations: [],
          staticFields: [],
          instanceFields: [],
          directMethods: [],
          virtualMethods: [],
        };
        out.push(cls);
        continue;
      }
      if (!cls) this.fail(`${d} before .class`, line);
      switch (d) {
        case '.super':
          if (cls.superclass !== null) this.fail('a second .super', line);
          cls.superclass = this.type();
          break;
        case '.implements':
          cls.interfaces.push(this.type());
          break;
        case '.source':
          cls.sourceFile = this.string();
          break;
        case '.annotation':
          cls.annotations.push(this.annotation());
          continue;
        case '.field':
          this.field(cls);
          continue;
        case '.method':
          this.method(cls);
          continue;
        default:
          this.fail(`unexpected ${d} in a class`, line);
      }
      this.endOfLine();
    }
    finish();
    return out;
  }

  /**
   * Access flags (and hidden-API restrictions) up to the member's name; `rest` is the member
   * text that follows the flags (the parser stands at its start), '' when none does.
   */
  flagsThen(): { flags: { access: number; hidden?: number }; rest: string } {
    let access = 0;
    let hidden: number | undefined;
    for (;;) {
      this.skipInline();
      const save = this.pos;
      const w = this.word();
      const bit = ACCESS_FLAG_NAMES.get(w);
      if (bit !== undefined && /[\s]/.test(this.peek() || ' ')) {
        access |= bit;
        continue;
      }
      const value = (HIDDEN_API_VALUES as readonly string[]).indexOf(w);
      if (value >= 0 && /[\s]/.test(this.peek() || ' ')) {
        hidden = ((hidden ?? 0) & ~7) | value;
        continue;
      }
      const domain = HIDDEN_API_DOMAINS.get(w);
      if (domain !== undefined && /[\s]/.test(this.peek() || ' ')) {
        hidden = (hidden ?? 0) | domain;
        continue;
      }
      this.pos = save;
      return { flags: { access, hidden }, rest: w };
    }
  }

  field(cls: DexClass): void {
    const line = this.line;
    const { flags } = this.flagsThen();
    const name = this.memberName();
    this.expect(':');
    const type = this.type();
    const field: DexField = { name, type, accessFlags: flags.access, annotations: [] };
    if (flags.hidden !== undefined) field.hiddenApiFlags = flags.hidden;
    if (this.tryConsume('=')) {
      if (!(flags.access & ACC.STATIC)) this.fail(`instance field ${name} cannot have an initial value`);
      field.initialValue = this.encodedValue();
    }
    this.endOfLine();
    // Annotations followed by `.end field` belong to the field; without `.end field` they are
    // the class's (as smali reads them).
    const { annotations, closed } = this.trailingAnnotations(['field']);
    if (closed) field.annotations = annotations;
    else cls.annotations.push(...annotations);
    if ([...cls.staticFields, ...cls.instanceFields].some((f) => f.name === name && f.type === type)) this.fail(`field ${name}:${type} is defined twice`, line);
    (field.accessFlags & ACC.STATIC ? cls.staticFields : cls.instanceFields).push(field);
  }

  method(cls: DexClass): void {
    const startLine = this.line;
    const { flags } = this.flagsThen();
    const name = this.memberName();
    const proto = this.proto();
    this.endOfLine();
    const isStatic = (flags.access & ACC.STATIC) !== 0;
    const paramStarts: number[] = [];
    let reg = isStatic ? 0 : 1;
    for (const t of proto.parameters) {
      paramStarts.push(reg);
      reg += WIDE.has(t) ? 2 : 1;
    }
    const scope: MethodScope = {
      registers: null,
      paramRegisters: parameterRegisters(proto, isStatic),
      paramStarts,
      labels: new Map(),
      defined: new Set(),
      usedAt: new Map(),
    };
    const method: DexMethod = { name, proto, accessFlags: flags.access, code: null, annotations: [] };
    if (flags.hidden !== undefined) method.hiddenApiFlags = flags.hidden;

    const items: CodeItem[] = [];
    const catches: { start: Label; end: Label; handler: CatchHandler; line: number }[] = [];
    const paramNames: (string | null)[] = proto.parameters.map(() => null);
    const paramAnnotations: (Annotation[] | null)[] = proto.parameters.map(() => null);
    let anyParamAnnotation = false;
    let anyParamName = false;
    let nextParameter = 0;
    let hasBody = false;

    for (;;) {
      this.skipAll();
      if (this.eof()) this.fail(`.method ${name} is not closed by .end method`, startLine);
      const line = this.line;
      const c = this.peek();
      if (c === ':') {
        this.pos++;
        const labelName = this.memberName();
        if (scope.defined.has(labelName)) this.fail(`label :${labelName} is defined twice`);
        scope.defined.add(labelName);
        items.push(this.label(scope, labelName));
        hasBody = true;
        continue;
      }
      if (c !== '.') {
        items.push(this.instruction(scope));
        hasBody = true;
        continue;
      }
      const d = this.word();
      switch (d) {
        case '.end': {
          const what = this.word();
          if (what === 'method') {
            this.endOfLine();
            return this.finishMethod(cls, method, scope, items, catches, {
              hasBody,
              paramNames: anyParamName ? paramNames : null,
              paramAnnotations: anyParamAnnotation ? paramAnnotations : null,
              line: startLine,
            });
          }
          if (what === 'local') {
            items.push({ kind: 'end-local', register: this.register(scope) });
            hasBody = true;
            break;
          }
          this.fail(`unexpected .end ${what} in a method`, line);
          break;
        }
        case '.registers':
        case '.locals': {
          if (scope.registers !== null) this.fail('a second .registers/.locals', line);
          const n = this.int('a register count');
          if (n < 0 || n > 65535) this.fail(`register count ${n} is out of range`);
          scope.registers = d === '.registers' ? n : n + scope.paramRegisters;
          if (scope.registers < scope.paramRegisters) this.fail(`.registers ${n} is fewer than the ${scope.paramRegisters} the parameters take`);
          if (scope.registers > 65535) this.fail(`register count ${scope.registers} is out of range`);
          hasBody = true;
          break;
        }
        case '.param':
        case '.parameter': {
          let index: number;
          if (d === '.param') {
            index = this.parameterIndex(scope);
            if (index < 0) this.fail('.param names a register that is not the start of a parameter', line);
            if (this.tryConsume(',')) {
              paramNames[index] = this.string();
              anyParamName = true;
            }
          } else {
            index = nextParameter;
            if (index >= proto.parameters.length) this.fail('more .parameter directives than parameters', line);
            if (!this.atLineEnd()) {
              paramNames[index] = this.string();
              anyParamName = true;
            }
          }
          nextParameter = index + 1;
          this.endOfLine();
          const { annotations, closed } = this.trailingAnnotations(['param', 'parameter']);
          if (closed) {
            // `.param` … `.end param` with no annotation inside stands for an empty set.
            paramAnnotations[index] = [...(paramAnnotations[index] ?? []), ...annotations];
            anyParamAnnotation = true;
          } else method.annotations.push(...annotations);
          continue;
        }
        case '.annotation':
          method.annotations.push(this.annotation());
          continue;
        case '.line': {
          const n = this.int('a line number');
          items.push({ kind: 'line', line: n });
          hasBody = true;
          break;
        }
        case '.local': {
          const register = this.register(scope);
          let nameV: string | null = null;
          let type: string | null = null;
          let signature: string | null = null;
          if (this.tryConsume(',')) {
            nameV = this.nullOr(() => this.string());
            this.expect(':');
            this.skipInline();
            if (this.peek() === 'V' && /[\s,#]|^$/.test(this.peek(1))) {
              this.pos++;
            } else type = this.type();
            if (this.tryConsume(',')) signature = this.nullOr(() => this.string());
          }
          items.push({ kind: 'local', register, name: nameV, type, signature });
          hasBody = true;
          break;
        }
        case '.restart': {
          const w = this.word();
          if (w !== 'local') this.fail(`unexpected .restart ${w}`, line);
          items.push({ kind: 'restart-local', register: this.register(scope) });
          hasBody = true;
          break;
        }
        case '.prologue':
        case '.epilogue':
          items.push({ kind: d.slice(1) as 'prologue' | 'epilogue' });
          hasBody = true;
          break;
        case '.source':
          items.push({ kind: 'source', file: this.atLineEnd() ? null : this.nullOr(() => this.string()) });
          hasBody = true;
          break;
        case '.catch':
        case '.catchall': {
          const type = d === '.catch' ? this.type() : null;
          if (type !== null && type[0] !== 'L') this.fail(`a caught type is a class, not ${type}`, line);
          this.expect('{');
          const start = this.labelRef(scope);
          this.expect('..');
          const end = this.labelRef(scope);
          this.expect('}');
          const handler = this.labelRef(scope);
          catches.push({ start, end, handler: { type, handler }, line });
          hasBody = true;
          break;
        }
        case '.packed-switch': {
          const firstKey = Number(BigInt.asIntN(32, this.integral(this.literalWord(), 'a first key')));
          this.endOfLine();
          const targets: Label[] = [];
          while (!this.endDirective('packed-switch')) {
            targets.push(this.labelRef(scope));
            this.endOfLine();
          }
          items.push({ kind: 'packed-switch-payload', firstKey, targets });
          hasBody = true;
          break;
        }
        case '.sparse-switch': {
          this.endOfLine();
          const keys: number[] = [];
          const targets: Label[] = [];
          while (!this.endDirective('sparse-switch')) {
            keys.push(Number(BigInt.asIntN(32, this.integral(this.literalWord(), 'a key'))));
            this.expect('->');
            targets.push(this.labelRef(scope));
            this.endOfLine();
          }
          items.push({ kind: 'sparse-switch-payload', keys, targets });
          hasBody = true;
          break;
        }
        case '.array-data': {
          const width = this.int('an element width');
          if (width !== 1 && width !== 2 && width !== 4 && width !== 8) this.fail(`array element width ${width} is not 1, 2, 4 or 8`, line);
          this.endOfLine();
          const values: bigint[] = [];
          while (!this.endDirective('array-data')) {
            for (;;) {
              const lit = this.literalWord();
              values.push(this.arrayElement(lit, width));
              if (this.atLineEnd()) break;
            }
            this.endOfLine();
          }
          const data = new Uint8Array(values.length * width);
          values.forEach((v, i) => {
            let u = BigInt.asUintN(width * 8, v);
            for (let b = 0; b < width; b++) {
              data[i * width + b] = Number(u & 0xffn);
              u >>= 8n;
            }
          });
          items.push({ kind: 'array-payload', elementWidth: width, data });
          hasBody = true;
          break;
        }
        default:
          this.fail(`unexpected ${d || this.restOfLine()} in a method`, line);
      }
      this.endOfLine();
    }
  }

  /**
   * The annotations that follow a `.field` or `.param` line and whether `.end field` /
   * `.end param` closed them; the parser stays before whatever else comes next.
   */
  trailingAnnotations(ends: string[]): { annotations: Annotation[]; closed: boolean } {
    const annotations: Annotation[] = [];
    for (;;) {
      const save = { pos: this.pos, line: this.line };
      this.skipAll();
      const d = this.peekDirective();
      if (d === '.annotation') {
        this.word();
        annotations.push(this.annotation());
        continue;
      }
      if (d === '.end') {
        this.word();
        if (ends.includes(this.peekWord())) {
          this.word();
          this.endOfLine();
          return { annotations, closed: true };
        }
      }
      this.pos = save.pos;
      this.line = save.line;
      return { annotations, closed: false };
    }
  }

  /** Consumes `.end <what>` when it is next (after blank lines and comments). */
  endDirective(what: string): boolean {
    this.skipAll();
    if (this.eof()) this.fail(`.${what} is not closed`);
    if (!this.text.startsWith('.end', this.pos)) return false;
    const save = this.pos;
    this.word();
    const w = this.word();
    if (w !== what) {
      this.pos = save;
      this.fail(`expected .end ${what} but found .end ${w}`);
    }
    this.endOfLine();
    return true;
  }

  integral(lit: Literal, what: string): bigint {
    if (lit.type === 'int' || lit.type === 'long' || lit.type === 'short' || lit.type === 'byte') return lit.value;
    if (lit.type === 'char') return BigInt(lit.value);
    this.fail(`expected ${what} (an integer)`);
  }

  arrayElement(lit: Literal, width: number): bigint {
    let v: bigint;
    if (lit.type === 'float' || lit.type === 'double') {
      if (width !== 4 && width !== 8) this.fail(`a ${lit.type} does not fit in ${width}-byte elements`);
      v = floatBits(lit.value, width === 8);
    } else v = literalBits(lit, false);
    const bits = BigInt(width * 8);
    if (v < -(1n << (bits - 1n)) || v >= 1n << bits) this.fail(`${v} does not fit in ${width}-byte elements`);
    return v;
  }

  nullOr<T>(read: () => T): T | null {
    this.skipInline();
    if (this.text.startsWith('null', this.pos) && ends(NAME_END, this.text.charCodeAt(this.pos + 4) || 32)) {
      this.pos += 4;
      return null;
    }
    return read();
  }

  label(scope: MethodScope, name: string): Label {
    let l = scope.labels.get(name);
    if (!l) {
      l = new Label(name);
      scope.labels.set(name, l);
    }
    return l;
  }

  labelRef(scope: MethodScope): Label {
    this.skipInline();
    if (this.peek() !== ':') this.fail(`expected a label but found ${JSON.stringify(this.restOfLine() || 'end of line')}`);
    this.pos++;
    const name = this.memberName();
    if (!scope.usedAt.has(name)) scope.usedAt.set(name, this.line);
    return this.label(scope, name);
  }

  register(scope: MethodScope): number {
    this.skipInline();
    const start = this.pos;
    const m = /^([vp])(\d+)/.exec(this.text.slice(this.pos, this.pos + 8));
    if (!m || (this.text[this.pos + m[0].length] ?? ' ').match(/[\w$]/)) {
      this.fail(`expected a register but found ${JSON.stringify(this.restOfLine() || 'end of line')}`);
    }
    this.pos += m[0].length;
    const n = Number(m[2]);
    if (scope.registers === null) this.fail('a register is used before .registers or .locals', this.line);
    if (m[1] === 'p') {
      if (n >= scope.paramRegisters) this.fail(`p${n} is past the ${scope.paramRegisters} parameter registers`);
      return scope.registers - scope.paramRegisters + n;
    }
    if (n >= scope.registers) this.fail(`${this.text.slice(start, this.pos)} is past the ${scope.registers} registers of this method`);
    return n;
  }

  /**
   * The parameter a `.param` register names (-1 when it starts none). A `p` register needs no
   * register count, so abstract and native methods can name their parameters' annotations.
   */
  parameterIndex(scope: MethodScope): number {
    this.skipInline();
    if (this.peek() === 'p') {
      const m = /^p(\d+)/.exec(this.text.slice(this.pos, this.pos + 8));
      if (m) {
        this.pos += m[0].length;
        return scope.paramStarts.indexOf(Number(m[1]));
      }
    }
    const r = this.register(scope);
    return scope.paramStarts.indexOf(r - ((scope.registers ?? 0) - scope.paramRegisters));
  }

  /** `{v0, v1}` or `{v0 .. v4}`; `range` true when the op is a `/range` form. */
  registerList(scope: MethodScope, range: boolean): number[] {
    this.expect('{');
    const regs: number[] = [];
    this.skipInline();
    if (this.peek() === '}') {
      this.pos++;
      return regs;
    }
    const first = this.register(scope);
    if (range) {
      if (this.tryConsume('}')) return [first];
      this.expect('..');
      const last = this.register(scope);
      this.expect('}');
      if (last < first) this.fail(`register range ends before it starts`);
      for (let r = first; r <= last; r++) regs.push(r);
      return regs;
    }
    regs.push(first);
    while (this.tryConsume(',')) regs.push(this.register(scope));
    this.expect('}');
    return regs;
  }

  // --- instructions --------------------------------------------------------------------------

  instruction(scope: MethodScope): Instruction {
    const line = this.line;
    const mnemonic = this.word();
    const op = OPCODES_BY_NAME.get(mnemonic);
    if (!op) this.fail(`unknown instruction ${JSON.stringify(mnemonic || this.restOfLine())}`, line);
    if (scope.registers === null) this.fail('an instruction before .registers or .locals', line);
    const ins: Instruction = { kind: 'instruction', op: mnemonic, registers: [] };
    const regs = (n: number): void => {
      for (let k = 0; k < n; k++) {
        if (k > 0) this.expect(',');
        ins.registers.push(this.register(scope));
      }
    };
    const comma = (): void => this.expect(',');
    switch (op.format) {
      case '10x':
        break;
      case '12x':
      case '22x':
      case '32x':
        regs(2);
        break;
      case '11x':
        regs(1);
        break;
      case '11n':
      case '21s':
      case '21h':
      case '31i':
      case '51l':
        regs(1);
        comma();
        ins.literal = this.constLiteral(op);
        break;
      case '10t':
      case '20t':
      case '30t':
        ins.target = this.labelRef(scope);
        break;
      case '21t':
      case '31t':
        regs(1);
        comma();
        ins.target = this.labelRef(scope);
        break;
      case '22t':
        regs(2);
        comma();
        ins.target = this.labelRef(scope);
        break;
      case '23x':
        regs(3);
        break;
      case '22b':
      case '22s':
        regs(2);
        comma();
        ins.literal = this.constLiteral(op);
        break;
      case '21c':
      case '31c':
        regs(1);
        comma();
        ins.reference = this.reference(op);
        break;
      case '22c':
        regs(2);
        comma();
        ins.reference = this.reference(op);
        break;
      case '35c':
      case '3rc':
        ins.registers = this.registerList(scope, op.format === '3rc');
        if (op.format === '35c' && ins.registers.length > 5) this.fail(`${mnemonic} takes at most 5 registers; use ${mnemonic}/range`, line);
        comma();
        ins.reference = this.reference(op);
        break;
      case '45cc':
      case '4rcc':
        ins.registers = this.registerList(scope, op.format === '4rcc');
        comma();
        ins.reference = this.reference(op);
        comma();
        ins.proto = this.proto();
        break;
      default:
        this.fail(`${mnemonic} cannot be assembled (format ${op.format})`, line);
    }
    this.endOfLine();
    if (!fitsSomeForm(op, ins)) {
      this.fail(`the operands of ${mnemonic} fit neither it nor a wider form (registers ${ins.registers.map((r) => `v${r}`).join(', ')})`, line);
    }
    return ins;
  }

  constLiteral(op: Opcode): bigint {
    const lit = this.literalWord();
    const wide = op.name.startsWith('const-wide');
    const v = literalBits(lit, wide);
    if (lit.type === 'long' && !wide) {
      if (v !== BigInt.asIntN(32, v)) this.fail(`${op.name} takes a 32-bit literal`);
    }
    return wide ? BigInt.asIntN(64, v) : BigInt.asIntN(32, v);
  }

  reference(op: Opcode): Reference {
    switch (op.reference) {
      case 'string':
        return { kind: 'string', value: this.string() };
      case 'type':
        return { kind: 'type', value: this.type() };
      case 'field':
        return { kind: 'field', value: this.fieldRef() };
      case 'method':
        return { kind: 'method', value: this.methodRef() };
      case 'proto':
        this.skipInline();
        return { kind: 'proto', value: this.proto() };
      case 'method-handle':
        return { kind: 'method-handle', value: this.methodHandle() };
      case 'call-site':
        return { kind: 'call-site', value: this.callSite() };
      default:
        this.fail(`${op.name} has no reference operand`);
    }
  }

  /** `call_site_0("name", (I)V, extra…)@Lbsm;->bootstrap(…)Ljava/lang/invoke/CallSite;` */
  callSite(): CallSite {
    this.skipInline();
    this.memberName(); // the call site's name in the text (`call_site_0`) names nothing in the file
    this.expect('(');
    const name = this.string();
    this.expect(',');
    this.skipInline();
    const type = this.proto();
    const extraArguments: EncodedValue[] = [];
    while (this.tryConsume(',')) extraArguments.push(this.encodedValue());
    this.expect(')');
    this.expect('@');
    const target = this.methodRef();
    const site: CallSite = { handle: { kind: 'invoke-static', target }, name, type, extraArguments };
    // One object per distinct call site (its name in the text aside), as dexlib2 interns them:
    // the writer gives each object its own call_site_item.
    const key = JSON.stringify(site, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
    const known = this.callSites.get(key);
    if (known) return known;
    this.callSites.set(key, site);
    return site;
  }

  finishMethod(
    cls: DexClass,
    method: DexMethod,
    scope: MethodScope,
    items: CodeItem[],
    catches: { start: Label; end: Label; handler: CatchHandler; line: number }[],
    extra: { hasBody: boolean; paramNames: (string | null)[] | null; paramAnnotations: (Annotation[] | null)[] | null; line: number },
  ): void {
    const line = extra.line;
    for (const [name, line] of scope.usedAt) if (!scope.defined.has(name)) this.fail(`label :${name} is never defined`, line);
    if (extra.paramAnnotations) method.parameterAnnotations = extra.paramAnnotations;
    if (extra.hasBody) {
      if (scope.registers === null) this.fail(`method ${method.name} has code but no .registers or .locals`);
      const code: Code = { registers: scope.registers, outs: outsOf(items), items, tries: buildTries(items, catches, (r, l) => this.fail(r, l)) };
      const hasDebug = items.some((i) => !(i instanceof Label) && i.kind !== 'instruction' && !i.kind.endsWith('-payload'));
      if (hasDebug || extra.paramNames) code.debug = { parameterNames: extra.paramNames ?? method.proto.parameters.map(() => null) };
      method.code = code;
    } else if (extra.paramNames) {
      this.fail(`method ${method.name} names parameters but has no code`);
    }
    const direct = (method.accessFlags & (ACC.STATIC | ACC.PRIVATE | ACC.CONSTRUCTOR)) !== 0;
    const same = (m: DexMethod): boolean => m.name === method.name && protoDescriptor(m.proto) === protoDescriptor(method.proto);
    if ([...cls.directMethods, ...cls.virtualMethods].some(same)) this.fail(`method ${method.name}${protoDescriptor(method.proto)} is defined twice`, line);
    (direct ? cls.directMethods : cls.virtualMethods).push(method);
  }
}

const inBits = (v: bigint, bits: number): boolean => v >= -(1n << BigInt(bits - 1)) && v < 1n << BigInt(bits - 1);

/** Whether registers and literal fit a format (indexes and branch reach are the writer's). */
function fitsFormat(op: Opcode, r: number[], lit: bigint): boolean {
  const max = (n: number): boolean => r.every((x) => x <= n);
  switch (op.format) {
    case '12x':
    case '22t':
      return max(0xf);
    case '11n':
      return max(0xf) && inBits(lit, 4);
    case '22x':
      return r[0] <= 0xff && r[1] <= 0xffff;
    case '32x':
      return max(0xffff);
    case '21s':
      return max(0xff) && inBits(lit, 16);
    case '21h':
      return max(0xff) && (op.name === 'const/high16' ? (lit & 0xffffn) === 0n : (lit & 0xffffffffffffn) === 0n);
    case '22b':
      return max(0xff) && inBits(lit, 8);
    case '22s':
      return max(0xf) && inBits(lit, 16);
    case '22c':
      return max(0xf);
    case '35c':
    case '45cc':
      return r.length <= 5 && max(0xf);
    case '3rc':
    case '4rcc':
      return r.length <= 0xff && r.every((x, i) => i === 0 || x === r[i - 1] + 1) && max(0xffff);
    default:
      // 11x, 21t, 31t, 21c, 31c, 23x, 31i, 51l: v0–v255 (literals of these are any 32/64 bits)
      return max(0xff);
  }
}

/**
 * Whether an instruction fits its opcode or one the writer may widen it to (the later members
 * of its family; either `/lit` form), so that operands nothing can encode fail here, at their
 * line, rather than in the writer.
 */
function fitsSomeForm(original: Opcode, ins: Instruction): boolean {
  const family = FAMILIES.get(original.family) ?? [original.name];
  const candidates = original.family.endsWith('/lit') ? family : family.slice(Math.max(0, family.indexOf(original.name)));
  return candidates.some((name) => {
    const op = OPCODES_BY_NAME.get(name);
    if (!op) return false;
    const regs = ins.op.endsWith('/2addr') && !name.endsWith('/2addr') ? [ins.registers[0], ...ins.registers] : ins.registers;
    return fitsFormat(op, regs, ins.literal ?? 0n);
  });
}

/**
 * `outs_size`: the most argument words any invoke passes (`filled-new-array` counts as well,
 * as dx and d8 count it).
 */
function outsOf(items: CodeItem[]): number {
  let outs = 0;
  for (const i of items) {
    if (i instanceof Label || i.kind !== 'instruction') continue;
    const op = OPCODES_BY_NAME.get(i.op);
    if (op && (isInvoke(op) || op.name.startsWith('filled-new-array'))) outs = Math.max(outs, i.registers.length);
  }
  return outs;
}

/**
 * Turns `.catch` directives into try blocks as dexlib2 does: ranges that overlap are split at
 * every boundary so that no two blocks overlap, and each piece gets the handlers of every
 * directive that covers it, in the order the directives came (a second handler for a type the
 * piece already catches is dropped when it is the same handler and an error otherwise).
 * Blocks come out in code order.
 */
function buildTries(items: CodeItem[], catches: { start: Label; end: Label; handler: CatchHandler; line: number }[], fail: (reason: string, line: number) => never): TryBlock[] {
  // A label's position is the index of the next instruction or payload after it.
  const position = new Map<Label, number>();
  let n = 0;
  const pending: Label[] = [];
  for (const i of items) {
    if (i instanceof Label) pending.push(i);
    else if (i.kind === 'instruction' || i.kind.endsWith('-payload')) {
      for (const l of pending) position.set(l, n);
      pending.length = 0;
      n++;
    }
  }
  for (const l of pending) position.set(l, n);

  const labelAt = new Map<number, Label>();
  for (const c of catches) {
    for (const l of [c.start, c.end]) {
      const p = position.get(l)!;
      if (!labelAt.has(p)) labelAt.set(p, l);
    }
  }
  interface Piece {
    start: number;
    end: number;
    handlers: CatchHandler[];
  }
  let pieces: Piece[] = [];
  const addTo = (piece: Piece, h: CatchHandler, line: number): void => {
    const same = piece.handlers.find((x) => x.type === h.type);
    if (!same) piece.handlers.push(h);
    else if (position.get(same.handler) !== position.get(h.handler)) {
      fail(`overlapping ${h.type === null ? '.catchall' : `.catch ${h.type}`} ranges go to different handlers`, line);
    }
  };
  for (const c of catches) {
    const start = position.get(c.start)!;
    const end = position.get(c.end)!;
    if (end < start) fail('the try range ends before it starts', c.line);
    if (end === start) continue;
    const next: Piece[] = [];
    let cursor = start;
    for (const p of pieces) {
      if (p.end <= start || p.start >= end) {
        next.push(p);
        continue;
      }
      // The gap before this piece, then the piece split at the range's boundaries.
      if (cursor < p.start) next.push({ start: cursor, end: p.start, handlers: [c.handler] });
      if (p.start < start) next.push({ start: p.start, end: start, handlers: [...p.handlers] });
      const inner: Piece = { start: Math.max(p.start, start), end: Math.min(p.end, end), handlers: [...p.handlers] };
      addTo(inner, c.handler, c.line);
      next.push(inner);
      if (p.end > end) next.push({ start: end, end: p.end, handlers: [...p.handlers] });
      cursor = Math.max(cursor, p.end);
    }
    if (cursor < end) next.push({ start: cursor, end, handlers: [c.handler] });
    pieces = next.sort((a, b) => a.start - b.start);
  }
  return pieces.map((p) => ({ start: labelAt.get(p.start)!, end: labelAt.get(p.end)!, handlers: p.handlers }));
}
