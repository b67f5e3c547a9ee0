/**
 * The Dalvik opcode table (DEX 035–039): every opcode by value and by smali mnemonic, with its
 * instruction format, the kind of index it carries and the family the instruction codec widens
 * it within. The odex-only opcodes (quickened and inline forms that only an optimiser writes)
 * are listed apart: they never appear in an app's DEX file, and the decoder refuses them.
 */

/** Instruction formats, named as the Dalvik bytecode documentation names them. */
export type Format =
  | '10x'
  | '12x'
  | '11n'
  | '11x'
  | '10t'
  | '20t'
  | '20bc'
  | '22x'
  | '21t'
  | '21s'
  | '21h'
  | '21c'
  | '23x'
  | '22b'
  | '22t'
  | '22s'
  | '22c'
  | '22cs'
  | '30t'
  | '32x'
  | '31i'
  | '31t'
  | '31c'
  | '35c'
  | '35ms'
  | '35mi'
  | '3rc'
  | '3rms'
  | '3rmi'
  | '45cc'
  | '4rcc'
  | '51l';

/** What the index operand of an instruction names. */
export type ReferenceKind = 'string' | 'type' | 'field' | 'method' | 'proto' | 'call-site' | 'method-handle' | 'none';

export interface Opcode {
  value: number;
  /** The smali mnemonic (`const/4`, `invoke-virtual/range`). */
  name: string;
  format: Format;
  reference: ReferenceKind;
  /**
   * The widening family: the codec moves an instruction only to another member of its family.
   * Members are listed in {@link FAMILIES} from the narrowest form to the widest.
   */
  family: string;
  /** Code units the instruction takes. */
  size: number;
  /** The lowest DEX version that has this opcode. */
  minVersion: number;
  /** Only an optimiser writes this opcode (odex); app DEX files never hold it. */
  odexOnly?: boolean;
}

const FORMAT_SIZE: Record<Format, number> = {
  '10x': 1,
  '12x': 1,
  '11n': 1,
  '11x': 1,
  '10t': 1,
  '20t': 2,
  '20bc': 2,
  '22x': 2,
  '21t': 2,
  '21s': 2,
  '21h': 2,
  '21c': 2,
  '23x': 2,
  '22b': 2,
  '22t': 2,
  '22s': 2,
  '22c': 2,
  '22cs': 2,
  '30t': 3,
  '32x': 3,
  '31i': 3,
  '31t': 3,
  '31c': 3,
  '35c': 3,
  '35ms': 3,
  '35mi': 3,
  '3rc': 3,
  '3rms': 3,
  '3rmi': 3,
  '45cc': 4,
  '4rcc': 4,
  '51l': 5,
};

/** Code units an instruction of a format takes. */
export function formatSize(format: Format): number {
  return FORMAT_SIZE[format];
}

type Row = [value: number, name: string, format: Format, reference?: ReferenceKind, family?: string];

const TYPES7 = ['', '-wide', '-object', '-boolean', '-byte', '-char', '-short'];

function rows(): Row[] {
  const r: Row[] = [
    [0x00, 'nop', '10x'],
    [0x01, 'move', '12x', 'none', 'move'],
    [0x02, 'move/from16', '22x', 'none', 'move'],
    [0x03, 'move/16', '32x', 'none', 'move'],
    [0x04, 'move-wide', '12x', 'none', 'move-wide'],
    [0x05, 'move-wide/from16', '22x', 'none', 'move-wide'],
    [0x06, 'move-wide/16', '32x', 'none', 'move-wide'],
    [0x07, 'move-object', '12x', 'none', 'move-object'],
    [0x08, 'move-object/from16', '22x', 'none', 'move-object'],
    [0x09, 'move-object/16', '32x', 'none', 'move-object'],
    [0x0a, 'move-result', '11x'],
    [0x0b, 'move-result-wide', '11x'],
    [0x0c, 'move-result-object', '11x'],
    [0x0d, 'move-exception', '11x'],
    [0x0e, 'return-void', '10x'],
    [0x0f, 'return', '11x'],
    [0x10, 'return-wide', '11x'],
    [0x11, 'return-object', '11x'],
    [0x12, 'const/4', '11n', 'none', 'const'],
    [0x13, 'const/16', '21s', 'none', 'const'],
    [0x14, 'const', '31i', 'none', 'const'],
    [0x15, 'const/high16', '21h', 'none', 'const-high16'],
    [0x16, 'const-wide/16', '21s', 'none', 'const-wide'],
    [0x17, 'const-wide/32', '31i', 'none', 'const-wide'],
    [0x18, 'const-wide', '51l', 'none', 'const-wide'],
    [0x19, 'const-wide/high16', '21h', 'none', 'const-wide-high16'],
    [0x1a, 'const-string', '21c', 'string', 'const-string'],
    [0x1b, 'const-string/jumbo', '31c', 'string', 'const-string'],
    [0x1c, 'const-class', '21c', 'type'],
    [0x1d, 'monitor-enter', '11x'],
    [0x1e, 'monitor-exit', '11x'],
    [0x1f, 'check-cast', '21c', 'type'],
    [0x20, 'instance-of', '22c', 'type'],
    [0x21, 'array-length', '12x'],
    [0x22, 'new-instance', '21c', 'type'],
    [0x23, 'new-array', '22c', 'type'],
    [0x24, 'filled-new-array', '35c', 'type', 'filled-new-array'],
    [0x25, 'filled-new-array/range', '3rc', 'type', 'filled-new-array'],
    [0x26, 'fill-array-data', '31t'],
    [0x27, 'throw', '11x'],
    [0x28, 'goto', '10t', 'none', 'goto'],
    [0x29, 'goto/16', '20t', 'none', 'goto'],
    [0x2a, 'goto/32', '30t', 'none', 'goto'],
    [0x2b, 'packed-switch', '31t'],
    [0x2c, 'sparse-switch', '31t'],
    [0x2d, 'cmpl-float', '23x'],
    [0x2e, 'cmpg-float', '23x'],
    [0x2f, 'cmpl-double', '23x'],
    [0x30, 'cmpg-double', '23x'],
    [0x31, 'cmp-long', '23x'],
  ];
  ['eq', 'ne', 'lt', 'ge', 'gt', 'le'].forEach((c, i) => {
    // A conditional branch has one form; out of reach, the codec inverts it over a `goto/32`.
    r.push([0x32 + i, `if-${c}`, '22t']);
    r.push([0x38 + i, `if-${c}z`, '21t']);
  });
  TYPES7.forEach((t, i) => {
    r.push([0x44 + i, `aget${t}`, '23x']);
    r.push([0x4b + i, `aput${t}`, '23x']);
    r.push([0x52 + i, `iget${t}`, '22c', 'field']);
    r.push([0x59 + i, `iput${t}`, '22c', 'field']);
    r.push([0x60 + i, `sget${t}`, '21c', 'field']);
    r.push([0x67 + i, `sput${t}`, '21c', 'field']);
  });
  ['virtual', 'super', 'direct', 'static', 'interface'].forEach((k, i) => {
    r.push([0x6e + i, `invoke-${k}`, '35c', 'method', `invoke-${k}`]);
    r.push([0x74 + i, `invoke-${k}/range`, '3rc', 'method', `invoke-${k}`]);
  });
  const unops = [
    'neg-int',
    'not-int',
    'neg-long',
    'not-long',
    'neg-float',
    'neg-double',
    'int-to-long',
    'int-to-float',
    'int-to-double',
    'long-to-int',
    'long-to-float',
    'long-to-double',
    'float-to-int',
    'float-to-long',
    'float-to-double',
    'double-to-int',
    'double-to-long',
    'double-to-float',
    'int-to-byte',
    'int-to-char',
    'int-to-short',
  ];
  unops.forEach((n, i) => r.push([0x7b + i, n, '12x']));
  const intOps = ['add', 'sub', 'mul', 'div', 'rem', 'and', 'or', 'xor', 'shl', 'shr', 'ushr'];
  const floatOps = ['add', 'sub', 'mul', 'div', 'rem'];
  const binops = [...intOps.map((o) => `${o}-int`), ...intOps.map((o) => `${o}-long`), ...floatOps.map((o) => `${o}-float`), ...floatOps.map((o) => `${o}-double`)];
  binops.forEach((n, i) => {
    r.push([0x90 + i, n, '23x', 'none', n]);
    r.push([0xb0 + i, `${n}/2addr`, '12x', 'none', n]);
  });
  ['add-int/lit16', 'rsub-int', 'mul-int/lit16', 'div-int/lit16', 'rem-int/lit16', 'and-int/lit16', 'or-int/lit16', 'xor-int/lit16'].forEach((n, i) =>
    r.push([0xd0 + i, n, '22s', 'none', `${intOps[i] === 'sub' ? 'rsub' : intOps[i]}-int/lit`]),
  );
  intOps.forEach((o, i) => {
    const op = o === 'sub' ? 'rsub' : o;
    r.push([0xd8 + i, `${op}-int/lit8`, '22b', 'none', `${op}-int/lit`]);
  });
  r.push([0xfa, 'invoke-polymorphic', '45cc', 'method', 'invoke-polymorphic']);
  r.push([0xfb, 'invoke-polymorphic/range', '4rcc', 'method', 'invoke-polymorphic']);
  r.push([0xfc, 'invoke-custom', '35c', 'call-site', 'invoke-custom']);
  r.push([0xfd, 'invoke-custom/range', '3rc', 'call-site', 'invoke-custom']);
  r.push([0xfe, 'const-method-handle', '21c', 'method-handle']);
  r.push([0xff, 'const-method-type', '21c', 'proto']);
  return r;
}

/** Opcodes that only an optimiser writes (Dalvik's dexopt and ART's quickening). */
const ODEX_ROWS: Row[] = [
  [0x73, 'return-void-no-barrier', '10x'],
  [0xe3, 'iget-volatile', '22c', 'field'],
  [0xe4, 'iput-volatile', '22c', 'field'],
  [0xe5, 'sget-volatile', '21c', 'field'],
  [0xe6, 'sput-volatile', '21c', 'field'],
  [0xe7, 'iget-object-volatile', '22c', 'field'],
  [0xe8, 'iget-wide-volatile', '22c', 'field'],
  [0xe9, 'iput-wide-volatile', '22c', 'field'],
  [0xea, 'sget-wide-volatile', '21c', 'field'],
  [0xeb, 'sput-wide-volatile', '21c', 'field'],
  [0xec, 'breakpoint', '10x'],
  [0xed, 'throw-verification-error', '20bc'],
  [0xee, 'execute-inline', '35mi'],
  [0xef, 'execute-inline/range', '3rmi'],
  [0xf0, 'invoke-object-init/range', '3rc', 'method'],
  [0xf1, 'return-void-barrier', '10x'],
  [0xf2, 'iget-quick', '22cs'],
  [0xf3, 'iget-wide-quick', '22cs'],
  [0xf4, 'iget-object-quick', '22cs'],
  [0xf5, 'iput-quick', '22cs'],
  [0xf6, 'iput-wide-quick', '22cs'],
  [0xf7, 'iput-object-quick', '22cs'],
  [0xf8, 'invoke-virtual-quick', '35ms'],
  [0xf9, 'invoke-virtual-quick/range', '3rms'],
];

function toOpcode([value, name, format, reference = 'none', family = name]: Row, odexOnly: boolean): Opcode {
  const minVersion = value >= 0xfe ? 39 : value >= 0xfa ? 38 : 35;
  const op: Opcode = { value, name, format, reference, family, size: FORMAT_SIZE[format], minVersion };
  if (odexOnly) op.odexOnly = true;
  return op;
}

const APP_OPCODES: Opcode[] = rows().map((r) => toOpcode(r, false));

/** Opcodes of app DEX files, indexed by value; `undefined` where the value is unused. */
export const OPCODES_BY_VALUE: readonly (Opcode | undefined)[] = (() => {
  const table = new Array<Opcode | undefined>(256).fill(undefined);
  for (const op of APP_OPCODES) table[op.value] = op;
  return table;
})();

/** The odex-only opcodes by value (never valid in an app DEX file). */
export const ODEX_OPCODES_BY_VALUE: ReadonlyMap<number, Opcode> = new Map(ODEX_ROWS.map((r) => [r[0], toOpcode(r, true)]));

/** App opcodes by smali mnemonic. */
export const OPCODES_BY_NAME: ReadonlyMap<string, Opcode> = new Map(APP_OPCODES.map((op) => [op.name, op]));

/**
 * Widening families, narrowest first. An instruction moves only forward in its list (the
 * `/lit` families are the exception: `/lit8` and `/lit16` trade register width for literal
 * width, so either may become the other).
 */
export const FAMILIES: ReadonlyMap<string, readonly string[]> = (() => {
  const m = new Map<string, string[]>();
  for (const op of APP_OPCODES) {
    const list = m.get(op.family) ?? [];
    list.push(op.name);
    m.set(op.family, list);
  }
  // A binary operation's two-register `/2addr` form is its narrow one.
  for (const [family, list] of m) {
    if (list.length === 2 && list[1] === `${family}/2addr`) m.set(family, [list[1], list[0]]);
  }
  // `const/high16` is a two-unit alternative of `const`: it widens to `const`, as `/16` does.
  m.set('const-high16', ['const/high16', 'const']);
  m.set('const-wide-high16', ['const-wide/high16', 'const-wide']);
  return m;
})();

/** The opcode of a mnemonic; throws for a name that is no app opcode. */
export function opcode(name: string): Opcode {
  const op = OPCODES_BY_NAME.get(name);
  if (!op) throw new Error(`Unknown Dalvik opcode ${JSON.stringify(name)}`);
  return op;
}

/** Formats whose instruction carries a branch offset (`goto*`, `if-*`). */
export function isBranch(op: Opcode): boolean {
  return op.format === '10t' || op.format === '20t' || op.format === '30t' || op.format === '21t' || op.format === '22t';
}

/** `packed-switch`, `sparse-switch` and `fill-array-data`: their target is a payload. */
export function isPayloadReference(op: Opcode): boolean {
  return op.format === '31t';
}

/** Invocations: their register count is argument words the caller must provide (`outs_size`). */
export function isInvoke(op: Opcode): boolean {
  return op.name.startsWith('invoke-');
}

/** `if-*`: conditional branches. */
export function isConditional(op: Opcode): boolean {
  return op.format === '21t' || op.format === '22t';
}

/** The `if-*` of the opposite condition (`if-eq` ↔ `if-ne`, `if-lt` ↔ `if-ge`, `if-gt` ↔ `if-le`). */
export function invertedIf(name: string): string {
  const m = /^if-(eq|ne|lt|ge|gt|le)(z?)$/.exec(name);
  if (!m) throw new Error(`${name} is not a conditional branch`);
  const inv: Record<string, string> = { eq: 'ne', ne: 'eq', lt: 'ge', ge: 'lt', gt: 'le', le: 'gt' };
  return `if-${inv[m[1]]}${m[2]}`;
}
