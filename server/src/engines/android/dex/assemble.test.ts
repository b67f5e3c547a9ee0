import { describe, expect, it } from 'vitest';
import { EngineError } from '../../errors';
import { SmaliSyntaxError, assemble, floatBits } from './assemble';
import { disassemble } from './disassemble';
import { hasTool } from '../../test-fixtures';
import { JvmSession, loadPrograms, modelDifference } from './jvm-harness';
import { fixtureDexFiles } from './test-support';
import { writeDex } from './write';
import { Label, type Code, type CodeItem, type DexClass, type DexMethod, type EncodedValue, type Instruction } from './model';

const programs = loadPrograms();

/** One class from a text; it also survives disassembly and assembly unchanged. */
function one(text: string): DexClass {
  const classes = assemble(text);
  expect(classes).toHaveLength(1);
  expect(modelDifference(assemble(disassemble(classes[0])), classes)).toBeNull();
  return classes[0];
}

/** A static method `m` of `LT;` with the given prototype, flags and body. */
function method(body: string, proto = '()V', flags = 'public static'): DexMethod {
  const cls = one(`.class public LT;\n.super Ljava/lang/Object;\n.method ${flags} m${proto}\n${body}\n.end method\n`);
  return [...cls.directMethods, ...cls.virtualMethods][0];
}

function code(body: string, proto = '()V', flags = 'public static'): Code {
  const c = method(body, proto, flags).code;
  if (!c) throw new Error('no code');
  return c;
}

const instructions = (items: CodeItem[]): Instruction[] => items.filter((i): i is Instruction => !(i instanceof Label) && i.kind === 'instruction');

function syntaxError(text: string): SmaliSyntaxError {
  try {
    assemble(text);
  } catch (err) {
    expect(err).toBeInstanceOf(SmaliSyntaxError);
    return err as SmaliSyntaxError;
  }
  throw new Error('assembled without an error');
}

describe('assemble(disassemble(x)) over the corpus', () => {
  const files = programs.flatMap((p) => p.sources.map((s) => ({ name: `${p.name}/${s.file}`, text: s.text })));
  it.each(files)('$name', ({ name, text }) => {
    const classes = assemble(text, { file: name });
    const smali = classes.map(disassemble).join('\n');
    const again = assemble(smali);
    expect(modelDifference(classes, again)).toBeNull();
    // The text is stable too: disassembling the reassembled model writes the same text.
    expect(again.map(disassemble).join('\n')).toBe(smali);
  });
});

describe('class and member directives', () => {
  it('reads the class header, interfaces, source, flags and the direct/virtual split', () => {
    const cls = one(`
# comment
.class public final Lcom/a/B;   # trailing comment
.super Lcom/a/Base;
.source "B.java"
.implements Ljava/lang/Runnable;
.implements Lcom/a/I;

.method private constructor <init>()V
    .registers 1
    return-void
.end method

.method static synthetic access$000()V
    .locals 0
    return-void
.end method

.method public abstract run()V
.end method

.method public final native n(J)I
.end method
`);
    expect(cls).toMatchObject({
      type: 'Lcom/a/B;',
      accessFlags: 0x11,
      superclass: 'Lcom/a/Base;',
      sourceFile: 'B.java',
      interfaces: ['Ljava/lang/Runnable;', 'Lcom/a/I;'],
    });
    expect(cls.directMethods.map((m) => [m.name, m.accessFlags])).toEqual([
      ['<init>', 0x10002],
      ['access$000', 0x1008],
    ]);
    expect(cls.virtualMethods.map((m) => [m.name, m.accessFlags, m.code])).toEqual([
      ['run', 0x401, null],
      ['n', 0x111, null],
    ]);
  });

  it('reads fields, initial values of every kind and hidden-API restrictions', () => {
    const cls = one(`
.class LF;
.super Ljava/lang/Object;
.field static final a:B = -0x80t
.field static final b:S = 0x7fffs
.field static final c:C = '\\u00e9'
.field static final d:I = 0xffffffff
.field static final e:J = -0x8000000000000000L
.field static final f:F = -1.5e-3f
.field static final g:D = NaN
.field static final h:Z = false
.field static final i:Ljava/lang/String; = "x\\ty"
.field static final j:Ljava/lang/Object; = null
.field static final k:Ljava/lang/Class; = [Ljava/lang/String;
.field static final l:Ljava/lang/Enum; = .enum LE;->A:LE;
.field static plain:I
.field public volatile transient greylist-max-o core-platform-api v:I
`);
    const values = cls.staticFields.map((f) => f.initialValue);
    expect(values).toEqual([
      { kind: 'byte', value: -128 },
      { kind: 'short', value: 32767 },
      { kind: 'char', value: 0xe9 },
      { kind: 'int', value: -1 },
      { kind: 'long', value: -(1n << 63n) },
      { kind: 'float', value: Math.fround(-1.5e-3) },
      { kind: 'double', value: NaN },
      { kind: 'boolean', value: false },
      { kind: 'string', value: 'x\ty' },
      { kind: 'null' },
      { kind: 'type', value: '[Ljava/lang/String;' },
      { kind: 'enum', value: { owner: 'LE;', name: 'A', type: 'LE;' } },
      undefined,
    ]);
    expect(cls.instanceFields).toEqual([{ name: 'v', type: 'I', accessFlags: 0xc1, annotations: [], hiddenApiFlags: 3 | 8 }]);
  });

  it('gives annotations before `.end field` to the field and others to the class', () => {
    const cls = one(`
.class LF;
.super Ljava/lang/Object;
.field x:I
    .annotation runtime LA;
    .end annotation
.end field
.field y:I
.annotation build LB;
.end annotation
`);
    expect(cls.instanceFields.map((f) => f.annotations.map((a) => a.annotation.type))).toEqual([['LA;'], []]);
    expect(cls.annotations.map((a) => [a.visibility, a.annotation.type])).toEqual([['build', 'LB;']]);
  });

  it('reads annotations with every encoded value form', () => {
    const cls = one(`
.class LA;
.super Ljava/lang/Object;
.annotation system Ldalvik/annotation/X;
    b = 0x7ft
    s = -0x1s
    c = 'q'
    i = 0x10
    j = 0x10L
    f = Infinityf
    d = -0.0
    z = true
    str = "\\u4e2d"
    t = V
    fld = LA;->f:I
    m = LA;->m([I)V
    e = .enum LE;->B:LE;
    arr = {
        0x1,
        {
            "nested"
        },
        {}
    }
    sub = .subannotation LS;
        v = null
        deep = .subannotation LT;
        .end subannotation
    .end subannotation
    mt = (IJ)Ljava/lang/String;
    mh = invoke-static@LA;->m([I)V
    fh = instance-get@LA;->f:I
.end annotation
`);
    const elements = Object.fromEntries(cls.annotations[0].annotation.elements.map((e) => [e.name, e.value]));
    const expected: Record<string, EncodedValue> = {
      b: { kind: 'byte', value: 127 },
      s: { kind: 'short', value: -1 },
      c: { kind: 'char', value: 'q'.charCodeAt(0) },
      i: { kind: 'int', value: 16 },
      j: { kind: 'long', value: 16n },
      f: { kind: 'float', value: Infinity },
      d: { kind: 'double', value: -0 },
      z: { kind: 'boolean', value: true },
      str: { kind: 'string', value: '中' },
      t: { kind: 'type', value: 'V' },
      fld: { kind: 'field', value: { owner: 'LA;', name: 'f', type: 'I' } },
      m: { kind: 'method', value: { owner: 'LA;', name: 'm', proto: { returnType: 'V', parameters: ['[I'] } } },
      e: { kind: 'enum', value: { owner: 'LE;', name: 'B', type: 'LE;' } },
      arr: {
        kind: 'array',
        value: [
          { kind: 'int', value: 1 },
          { kind: 'array', value: [{ kind: 'string', value: 'nested' }] },
          { kind: 'array', value: [] },
        ],
      },
      sub: {
        kind: 'annotation',
        value: {
          type: 'LS;',
          elements: [
            { name: 'v', value: { kind: 'null' } },
            { name: 'deep', value: { kind: 'annotation', value: { type: 'LT;', elements: [] } } },
          ],
        },
      },
      mt: { kind: 'method-type', value: { returnType: 'Ljava/lang/String;', parameters: ['I', 'J'] } },
      mh: { kind: 'method-handle', value: { kind: 'invoke-static', target: { owner: 'LA;', name: 'm', proto: { returnType: 'V', parameters: ['[I'] } } } },
      fh: { kind: 'method-handle', value: { kind: 'instance-get', target: { owner: 'LA;', name: 'f', type: 'I' } } },
    };
    expect(modelDifference(elements, expected)).toBeNull();
    expect(Object.is((elements.d as { value: number }).value, -0)).toBe(true);
  });

  it('reads parameter names and annotations, also of abstract methods', () => {
    const cls = one(`
.class LP;
.super Ljava/lang/Object;
.method public abstract a(JLjava/lang/String;)V
    .param p1    # J
        .annotation build LN;
        .end annotation
    .end param
    .param p3
    .end param
.end method
.method public c(II)V
    .registers 3
    .parameter "first"
    .parameter
    return-void
.end method
.method public b(ILjava/lang/String;)V
    .locals 0
    .param p1, "count"    # I
    .param p2, "na\\"me"
    return-void
.end method
`);
    const [a, c, b] = cls.virtualMethods;
    expect(c.code?.debug).toEqual({ parameterNames: ['first', null] });
    expect(a.parameterAnnotations).toEqual([[{ visibility: 'build', annotation: { type: 'LN;', elements: [] } }], []]);
    expect(b.parameterAnnotations).toBeUndefined();
    expect(b.code?.debug).toEqual({ parameterNames: ['count', 'na"me'] });
  });
});

describe('instructions', () => {
  it('maps p registers after the locals, wide parameters taking two', () => {
    const c = code('    .locals 2\n    move-wide v0, p1\n    move-object v1, p0\n    move v0, p3\n    return-void', '(JI)V', 'public');
    // this = v2, J = v3/v4, I = v5
    expect(instructions(c.items).map((i) => i.registers)).toEqual([[0, 3], [1, 2], [0, 5], []]);
    expect(c.registers).toBe(6);
    expect(code('    .registers 6\n    return-void', '(JI)V', 'public').registers).toBe(6);
  });

  it('reads literals in every smali form', () => {
    const c = code(`
    .registers 2
    const/4 v0, -0x8
    const/16 v0, 010
    const v0, 0xffffffff
    const v0, 1.5f
    const v0, 'a'
    const/high16 v0, 0x7f000000
    const-wide v0, 1.5
    const-wide/16 v0, -0x1L
    const-wide/high16 v0, -0x8000000000000000L
    const-wide v0, 0xffffffffffffffffL
    add-int/lit8 v0, v0, -0x80
    rsub-int v0, v0, 0x7fff
    const v0, NaNf
    return-void`);
    expect(instructions(c.items).map((i) => i.literal)).toEqual([
      -8n,
      8n,
      -1n,
      floatBits(1.5, false),
      97n,
      0x7f000000n,
      floatBits(1.5, true),
      -1n,
      -(1n << 63n),
      -1n,
      -128n,
      0x7fffn,
      0x7fc00000n,
      undefined,
    ]);
  });

  it('reads strings with smali escapes, surrogates included', () => {
    const c = code(`    .registers 1\n    const-string v0, "a\\n\\t\\r\\b\\f\\0\\'\\"\\\\\\u00e9\\ud83d\\ude00 #not a comment"\n    return-void`);
    expect(instructions(c.items)[0].reference).toEqual({ kind: 'string', value: 'a\n\t\r\b\f\0\'"\\é😀 #not a comment' });
  });

  it('reads every kind of reference and register list', () => {
    const c = code(`
    .registers 8
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v0}, [I->clone()Ljava/lang/Object;
    invoke-static/range {v0 .. v6}, LT;->m(IIIJI)V
    invoke-static/range {v3 .. v7}, LT;->n(IIIII)V
    invoke-static {}, LT;->o()V
    invoke-polymorphic {v0, v1}, Ljava/lang/invoke/MethodHandle;->invoke([Ljava/lang/Object;)Ljava/lang/Object;, (I)V
    invoke-custom {v0}, call_site_0("run", (I)V, "extra", 0x5)@LBoot;->bsm(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/String;I)Ljava/lang/invoke/CallSite;
    const-method-handle v0, invoke-static@LT;->o()V
    const-method-type v0, (J)[I
    iget-object v0, v1, LT;->f:[[Ljava/lang/String;
    new-array v0, v1, [[J
    const-class v0, LT$Inner;
    filled-new-array {v1, v2, v3}, [I
    return-void`);
    const list = instructions(c.items);
    expect(list.map((i) => i.registers)).toEqual([[0, 1], [0], [0, 1, 2, 3, 4, 5, 6], [3, 4, 5, 6, 7], [], [0, 1], [0], [0], [0], [0, 1], [0, 1], [0], [1, 2, 3], []]);
    expect(list[1].reference).toEqual({ kind: 'method', value: { owner: '[I', name: 'clone', proto: { returnType: 'Ljava/lang/Object;', parameters: [] } } });
    expect(list[2].reference?.value).toMatchObject({ proto: { parameters: ['I', 'I', 'I', 'J', 'I'] } });
    expect(list[5].proto).toEqual({ returnType: 'V', parameters: ['I'] });
    expect(list[6].reference).toEqual({
      kind: 'call-site',
      value: {
        handle: {
          kind: 'invoke-static',
          target: {
            owner: 'LBoot;',
            name: 'bsm',
            proto: {
              returnType: 'Ljava/lang/invoke/CallSite;',
              parameters: ['Ljava/lang/invoke/MethodHandles$Lookup;', 'Ljava/lang/String;', 'Ljava/lang/invoke/MethodType;', 'Ljava/lang/String;', 'I'],
            },
          },
        },
        name: 'run',
        type: { returnType: 'V', parameters: ['I'] },
        extraArguments: [
          { kind: 'string', value: 'extra' },
          { kind: 'int', value: 5 },
        ],
      },
    });
    expect(list[7].reference).toEqual({ kind: 'method-handle', value: { kind: 'invoke-static', target: { owner: 'LT;', name: 'o', proto: { returnType: 'V', parameters: [] } } } });
    expect(list[8].reference).toEqual({ kind: 'proto', value: { returnType: '[I', parameters: ['J'] } });
    expect(list[9].reference).toEqual({ kind: 'field', value: { owner: 'LT;', name: 'f', type: '[[Ljava/lang/String;' } });
    expect(list[10].reference).toEqual({ kind: 'type', value: '[[J' });
    // outs_size: the widest invoke (filled-new-array counts as one).
    expect(c.outs).toBe(7);
    // One call site object per distinct call site, however often the text names it.
    const again = code(
      `    .registers 1\n    invoke-custom {v0}, call_site_0("a", (I)V)@LB;->b()V\n    invoke-custom {v0}, call_site_7("a", (I)V)@LB;->b()V\n    invoke-custom {v0}, call_site_1("c", (I)V)@LB;->b()V\n    return-void`,
    );
    const sites = instructions(again.items).map((i) => i.reference?.value);
    expect(sites[0]).toBe(sites[1]);
    expect(sites[2]).not.toBe(sites[0]);
  });

  it('leaves to the writer the operands a wider form of the same family can hold', () => {
    const c = code(`
    .registers 300
    move v16, v17
    const/4 v0, 0x7fff
    const/high16 v0, 0x12345
    add-int/lit8 v0, v1, 0x1000
    add-int/2addr v200, v1
    invoke-static {v20, v21}, LT;->m(II)V
    return-void`);
    expect(instructions(c.items).map((i) => i.op)).toEqual(['move', 'const/4', 'const/high16', 'add-int/lit8', 'add-int/2addr', 'invoke-static', 'return-void']);
  });

  it('resolves labels, payloads and their targets', () => {
    const c = code(`
    .registers 2
    :top
    if-eqz v0, :top
    packed-switch v0, :pswitch_data
    sparse-switch v0, :sswitch_data
    fill-array-data v1, :array
    goto/16 :end
    :case_a
    :case_b
    nop
    :end
    return-void
    :pswitch_data
    .packed-switch -0x1
        :case_a
        :case_b
    .end packed-switch
    :sswitch_data
    .sparse-switch
        -0x10 -> :case_a
        0x7fffffff -> :end
    .end sparse-switch
    :array
    .array-data 2
        0x1s
        -0x1s 0x41s
        'z'
    .end array-data`);
    const labels = c.items.filter((i): i is Label => i instanceof Label);
    const by = (name: string): Label => labels.find((l) => l.name === name)!;
    const list = instructions(c.items);
    expect(list[0].target).toBe(by('top'));
    expect(list[1].target).toBe(by('pswitch_data'));
    expect(list[4].target).toBe(by('end'));
    const payloads = c.items.filter((i) => !(i instanceof Label) && i.kind.endsWith('-payload'));
    expect(payloads).toEqual([
      { kind: 'packed-switch-payload', firstKey: -1, targets: [by('case_a'), by('case_b')] },
      { kind: 'sparse-switch-payload', keys: [-16, 0x7fffffff], targets: [by('case_a'), by('end')] },
      { kind: 'array-payload', elementWidth: 2, data: new Uint8Array([1, 0, 0xff, 0xff, 0x41, 0, 0x7a, 0]) },
    ]);
    // The payloads sit right after their labels.
    expect(c.items[c.items.indexOf(by('array')) + 1]).toBe(payloads[2]);
  });

  it('groups handlers of one range and splits overlapping ranges as dexlib2 does', () => {
    const c = code(`
    .registers 1
    :a
    nop
    :b
    nop
    :c
    nop
    :d
    return-void
    :h1
    :h2
    :h3
    return-void
    .catch LE1; {:a .. :c} :h1
    .catchall {:a .. :c} :h3
    .catch LE2; {:b .. :d} :h2
    .catch LE1; {:b .. :c} :h1
    `);
    const name = (l: Label): string | undefined => l.name;
    expect(
      c.tries.map((t) => ({
        range: `${name(t.start)}..${name(t.end)}`,
        handlers: t.handlers.map((h) => `${h.type ?? '*'}>${name(h.handler)}`),
      })),
    ).toEqual([
      { range: 'a..b', handlers: ['LE1;>h1', '*>h3'] },
      { range: 'b..c', handlers: ['LE1;>h1', '*>h3', 'LE2;>h2'] },
      { range: 'c..d', handlers: ['LE2;>h2'] },
    ]);
  });

  it('reads debug directives and records the debug item', () => {
    const c = code(
      `
    .locals 1
    .param p0, "arg"
    .prologue
    .line 7
    .local v0, "s":Ljava/lang/String;
    .local v0, null:V, "sig"
    .local v0
    .end local v0
    .restart local p0
    .source "Other.java"
    .source
    .epilogue
    return-void`,
      '(I)V',
    );
    expect(c.items.slice(0, -1)).toEqual([
      { kind: 'prologue' },
      { kind: 'line', line: 7 },
      { kind: 'local', register: 0, name: 's', type: 'Ljava/lang/String;', signature: null },
      { kind: 'local', register: 0, name: null, type: null, signature: 'sig' },
      { kind: 'local', register: 0, name: null, type: null, signature: null },
      { kind: 'end-local', register: 0 },
      { kind: 'restart-local', register: 1 },
      { kind: 'source', file: 'Other.java' },
      { kind: 'source', file: null },
      { kind: 'epilogue' },
    ]);
    expect(c.debug).toEqual({ parameterNames: ['arg'] });
    expect(code('    .registers 1\n    return-void').debug).toBeUndefined();
    expect(code('    .registers 1\n    .line 1\n    return-void', '(I)V').debug).toEqual({ parameterNames: [null] });
  });
});

describe('errors', () => {
  const cases: [string, string, number, RegExp][] = [
    ['unknown opcode', '.class LA;\n.method static m()V\n    .registers 1\n    frobnicate v0\n.end method', 4, /unknown instruction "frobnicate"/],
    ['register past the count', '.class LA;\n.method static m()V\n    .registers 2\n    move v0, v2\n.end method', 4, /v2 is past the 2 registers/],
    ['p register past the parameters', '.class LA;\n.method static m(I)V\n    .locals 1\n    move v0, p1\n.end method', 4, /p1 is past/],
    ['register before .registers', '.class LA;\n.method static m()V\n    return-void\n.end method', 3, /before .registers/],
    ['undefined label', '.class LA;\n.method static m()V\n    .registers 1\n\n    goto :nowhere\n.end method', 5, /:nowhere is never defined/],
    ['label defined twice', '.class LA;\n.method static m()V\n    .registers 1\n    :x\n    :x\n    return-void\n.end method', 5, /defined twice/],
    ['unterminated string', '.class LA;\n.method static m()V\n    .registers 1\n    const-string v0, "abc\n.end method', 4, /unterminated string/],
    ['bad escape', '.class LA;\n.field static s:Ljava/lang/String; = "\\q"', 2, /unknown escape/],
    ['literal too big for a byte', '.class LA;\n.field static s:B = 0x100t', 2, /does not fit in a byte/],
    ['bad descriptor', '.class LA;\n.super Ljava/lang/Object\n', 2, /unterminated class descriptor/],
    ['unclosed method', '.class LA;\n.method static m()V\n    .registers 1\n    return-void\n', 2, /not closed by .end method/],
    ['unclosed annotation', '.class LA;\n.annotation runtime LB;\n    x = 1\n', 4, /not closed/],
    ['bad visibility', '.class LA;\n.annotation public LB;\n.end annotation', 2, /unknown annotation visibility/],
    ['directive before .class', '.super LB;', 1, /before .class/],
    ['missing operand', '.class LA;\n.method static m()V\n    .registers 1\n    const/4 v0,\n.end method', 4, /expected a literal/],
    ['extra operand', '.class LA;\n.method static m()V\n    .registers 1\n    return-void v0\n.end method', 4, /unexpected "v0"/],
    ['field where a method is needed', '.class LA;\n.method static m()V\n    .registers 1\n    invoke-static {}, LA;->f:I\n.end method', 4, /expected a method reference/],
    [
      'too many registers for 35c',
      '.class LA;\n.method static m()V\n    .registers 6\n    invoke-static {v0, v1, v2, v3, v4, v5}, LA;->m(IIIIII)V\n.end method',
      4,
      /at most 5 registers/,
    ],
    ['bad array width', '.class LA;\n.method static m()V\n    .registers 1\n    :a\n    .array-data 3\n    .end array-data\n.end method', 5, /not 1, 2, 4 or 8/],
    [
      'array element too wide',
      '.class LA;\n.method static m()V\n    .registers 1\n    :a\n    .array-data 1\n        0x100\n    .end array-data\n.end method',
      6,
      /does not fit in 1-byte/,
    ],
    [
      'conflicting overlapping catches',
      '.class LA;\n.method static m()V\n    .registers 1\n    :a\n    nop\n    :b\n    :h1\n    nop\n    :h2\n    return-void\n    .catch LE; {:a .. :b} :h1\n    .catch LE; {:a .. :b} :h2\n.end method',
      12,
      /different handlers/,
    ],
    ['a register no form can hold', '.class LA;\n.method static m()V\n    .registers 300\n    add-int v256, v0, v1\n.end method', 4, /fit neither it nor a wider form/],
    ['a wide 35c list that is not a range', '.class LA;\n.method static m()V\n    .registers 20\n    invoke-static {v0, v16}, LA;->m(II)V\n.end method', 4, /fit neither/],
    ['a literal too wide for /lit16', '.class LA;\n.method static m()V\n    .registers 2\n    add-int/lit8 v0, v1, 0x10000\n.end method', 4, /fit neither/],
    ['a class without .super', '.class LA;\n.field x:I\n.class LB;\n.super LA;', 1, /LA; has no .super/],
    ['a field defined twice', '.class LA;\n.super LB;\n.field x:I\n.field static x:I', 4, /x:I is defined twice/],
    ['a method defined twice', '.class LA;\n.super LB;\n.method a()V\n.end method\n.method static a()V\n.end method', 5, /a\(\)V is defined twice/],
    ['instance field with a value', '.class LA;\n.field x:I = 0x1', 2, /cannot have an initial value/],
  ];
  it.each(cases)('%s', (_what, text, line, message) => {
    const err = syntaxError(text);
    expect(err).toBeInstanceOf(EngineError);
    expect(err.code).toBe('android.smali_syntax');
    expect(err.line).toBe(line);
    expect(err.reason).toMatch(message);
    expect(err.message).toContain(`:${line}:`);
  });

  it('never fails with anything but SmaliSyntaxError on mangled corpus text, and what assembles round-trips', () => {
    // A fixed-seed generator, so a failure reproduces.
    let seed = 0x2545f491;
    const rand = (n: number): number => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    const texts = programs.flatMap((p) => p.sources.map((s) => s.text));
    const pieces = ['{', '}', '..', ':', '"', "'", '\\u', '->', '(', ')', ';', '.end', '.method', 'v9999', 'p9', '0x', '-', '\n', '.catch', '#', 'L', '[', '@'];
    let errors = 0;
    let assembled = 0;
    for (let n = 0; n < 400; n++) {
      let t = texts[rand(texts.length)];
      for (let k = 1 + rand(3); k > 0; k--) {
        const at = rand(t.length);
        const op = rand(3);
        if (op === 0) t = t.slice(0, at) + t.slice(at + 1 + rand(20));
        else if (op === 1) t = t.slice(0, at) + pieces[rand(pieces.length)] + t.slice(at);
        else t = t.slice(0, at) + t.slice(rand(t.length), rand(t.length)) + t.slice(at);
      }
      let classes: DexClass[];
      try {
        classes = assemble(t);
      } catch (err) {
        expect(err).toBeInstanceOf(SmaliSyntaxError);
        expect((err as SmaliSyntaxError).line).toBeGreaterThan(0);
        expect((err as SmaliSyntaxError).reason).not.toMatch(/^internal error/);
        errors++;
        continue;
      }
      // What still assembles also survives disassembly unchanged.
      for (const cls of classes) expect(modelDifference(assemble(disassemble(cls)), [cls])).toBeNull();
      assembled++;
    }
    expect(errors).toBeGreaterThan(100);
    expect(errors + assembled).toBe(400);
  });
});

const level3 = fixtureDexFiles((f) => f === 'mastg-UnCrackable-Level3.apk');
describe.runIf(level3.length > 0 && hasTool('baksmali'))("baksmali's own output", () => {
  it('of a fixture DEX reads back into a file baksmali prints identically', () => {
    const session = new JvmSession();
    try {
      const [tree] = session.baksmali([level3[0].bytes]);
      const classes = [...tree].flatMap(([file, text]) => assemble(text, { file }));
      expect(classes).toHaveLength(tree.size);
      expect(tree.size).toBeGreaterThan(1000);
      const [again] = session.baksmali([writeDex({ version: 35, classes, callSites: [] })]);
      expect([...again.keys()].sort()).toEqual([...tree.keys()].sort());
      for (const [file, text] of tree) expect(again.get(file), file).toBe(text);
    } finally {
      session.close();
    }
  }, 300_000);
});
