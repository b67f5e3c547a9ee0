import * as acorn from 'acorn';
import JavaScriptObfuscator, { type ObfuscatorOptions } from 'javascript-obfuscator';
import type { H5Options } from '../../../../common/hardening-policy.js';

/** A script the engine cannot protect (it does not parse); carries where it broke. */
export class ScriptSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    reason: string,
  ) {
    super(`h5.syntax: ${reason} (${line}:${column})`);
    this.name = 'ScriptSyntaxError';
  }
}

export interface ScriptStats {
  bytesIn: number;
  bytesOut: number;
  /** String literals in the original (directives and module specifiers excluded). */
  strings: number;
  functions: number;
  /** Object and class keys written as string literals, made computed so they are encoded too. */
  keysComputed: number;
  /** Literals equal to one of the original's that the obfuscator's own runtime helpers still carry, split so none stays readable. */
  literalsSplit: number;
  /** Distinct string literals of six or more characters in the original: what `strings` or a grep finds. */
  readableStrings: number;
  /** How many of them the output still holds as literals (what an attacker's tools still read). */
  readableStringsLeft: number;
}

export interface ProtectedScript {
  code: string;
  stats: ScriptStats;
}

type Node = acorn.Node & Record<string, unknown>;
type Edit = { start: number; end: number; text: string };

/** Shortest literal an attacker's `strings`/grep pass is assumed to read as meaningful. */
const READABLE_LENGTH = 6;
const CHUNK = 4;

function parse(source: string): { ast: Node; sourceType: 'script' | 'module' } {
  const base = { ecmaVersion: 'latest', allowHashBang: true, allowReturnOutsideFunction: false } as const;
  try {
    return { ast: acorn.parse(source, { ...base, sourceType: 'script' }) as unknown as Node, sourceType: 'script' };
  } catch (scriptErr) {
    try {
      return { ast: acorn.parse(source, { ...base, sourceType: 'module' }) as unknown as Node, sourceType: 'module' };
    } catch {
      const err = scriptErr as SyntaxError & { loc?: { line: number; column: number } };
      throw new ScriptSyntaxError(err.loc?.line ?? 0, err.loc?.column ?? 0, err.message.replace(/\s*\(\d+:\d+\)$/, ''));
    }
  }
}

/** Calls `visit(node, parent)` for every node, parents first. */
function walk(node: Node, visit: (node: Node, parent: Node | null) => void, parent: Node | null = null): void {
  visit(node, parent);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'range') continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof (child as Node).type === 'string') walk(child as Node, visit, node);
    } else if (value && typeof (value as Node).type === 'string') {
      walk(value as Node, visit, node);
    }
  }
}

/** Literals whose position requires a literal: directives ('use strict') and module specifiers. */
function isFixedLiteral(node: Node, parent: Node | null): boolean {
  if (!parent) return false;
  if (parent.type === 'ExpressionStatement' && typeof parent.directive === 'string') return true;
  if ((parent.type === 'ImportDeclaration' || parent.type === 'ExportAllDeclaration' || parent.type === 'ExportNamedDeclaration') && parent.source === node) return true;
  if (parent.type === 'ImportExpression' && parent.source === node) return false;
  if (parent.type === 'ImportAttribute' || parent.type === 'ImportSpecifier' || parent.type === 'ExportSpecifier') return true;
  return false;
}

/** A non-computed key written as a string literal that may become `[key]` with the same meaning. */
function literalKey(node: Node): Node | null {
  const key = node.key as Node | undefined;
  if (!key || node.computed || key.type !== 'Literal' || typeof key.value !== 'string') return null;
  if (node.type === 'Property') return key.value === '__proto__' || node.kind !== 'init' ? null : key;
  if (node.type === 'MethodDefinition') return node.kind === 'constructor' || key.value === 'constructor' ? null : key;
  if (node.type === 'PropertyDefinition') return key.value === 'constructor' || key.value === 'prototype' ? null : key;
  return null;
}

function applyEdits(source: string, edits: Edit[]): string {
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += source.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + source.slice(at);
}

/** `'configurable'` → `'conf'+'igur'+'able'`: the same value, no readable literal. */
function splitLiteral(value: string): string {
  const parts: string[] = [];
  const chars = [...value];
  for (let i = 0; i < chars.length; i += CHUNK) parts.push(JSON.stringify(chars.slice(i, i + CHUNK).join('')));
  return `(${parts.join('+')})`;
}

const matchesAny = (patterns: readonly string[], value: string) => patterns.some((p) => new RegExp(p).test(value));

export function obfuscatorOptions(options: H5Options, seed: number, sourceType: 'script' | 'module'): ObfuscatorOptions {
  const { strings, hostBinding, scope } = options;
  const encode = strings.encoding !== 'none';
  return {
    compact: true,
    seed,
    target: 'browser',
    sourceMap: false,
    simplify: true,
    renameGlobals: false,
    identifierNamesGenerator: 'hexadecimal',
    reservedNames: scope.reservedNames,
    reservedStrings: scope.reservedStrings,
    stringArray: encode,
    stringArrayEncoding: encode && strings.encoding !== 'none' ? [strings.encoding] : [],
    stringArrayThreshold: encode ? strings.threshold : 0,
    stringArrayRotate: encode,
    stringArrayShuffle: encode,
    stringArrayIndexShift: encode,
    stringArrayWrappersCount: encode ? 2 : 0,
    stringArrayWrappersChainedCalls: true,
    splitStrings: strings.splitLength > 0,
    splitStringsChunkLength: Math.max(1, strings.splitLength),
    controlFlowFlattening: options.controlFlowFlattening > 0,
    controlFlowFlatteningThreshold: options.controlFlowFlattening,
    deadCodeInjection: options.deadCode > 0,
    deadCodeInjectionThreshold: options.deadCode,
    transformObjectKeys: options.transformObjectKeys,
    numbersToExpressions: options.transformObjectKeys,
    selfDefending: options.selfDefending,
    debugProtection: options.antiDebug,
    debugProtectionInterval: options.antiDebug ? 2000 : 0,
    disableConsoleOutput: options.disableConsole,
    domainLock: hostBinding.hosts,
    domainLockRedirectUrl: hostBinding.redirectUrl || 'about:blank',
    unicodeEscapeSequence: false,
    sourceType,
  } as ObfuscatorOptions;
}

/**
 * Protects one script with javascript-obfuscator, deterministically for a given `seed`.
 *
 * Around the library: object and class keys written as string literals become computed keys
 * first, so the string array encodes them too (the library leaves them in clear); and when every
 * string is to be encoded, literals equal to one of the original's six or more characters long
 * that the library's own runtime helpers still carry (`'length'`, `'prototype'`…) are split into
 * short concatenated chunks, so none of the original's strings can be read from the output. Directives, module specifiers and the policy's reserved strings stay as written.
 */
export function protectScript(source: string, options: H5Options, seed: number): ProtectedScript {
  const { ast, sourceType } = parse(source);
  const stats: ScriptStats = {
    bytesIn: Buffer.byteLength(source),
    bytesOut: 0,
    strings: 0,
    functions: 0,
    keysComputed: 0,
    literalsSplit: 0,
    readableStrings: 0,
    readableStringsLeft: 0,
  };
  const encodeAll = options.strings.encoding !== 'none' && options.strings.threshold >= 1;

  const edits: Edit[] = [];
  /** The original's readable literals: none of them may be left in clear. */
  const readable = new Set<string>();
  walk(ast, (node, parent) => {
    if (node.type === 'Literal' && typeof node.value === 'string' && !isFixedLiteral(node, parent)) {
      stats.strings++;
      if (node.value.length >= READABLE_LENGTH) readable.add(node.value);
    }
    if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') stats.functions++;
    // A class constructor written `"constructor"() {}` is turned into a call by the library's
    // key transform, which breaks the class; the bare name means the same and is left alone.
    if (node.type === 'MethodDefinition' && node.kind === 'constructor' && (node.key as Node).type === 'Literal') {
      edits.push({ start: (node.key as Node).start, end: (node.key as Node).end, text: 'constructor' });
    }
    const key = literalKey(node);
    if (key && (encodeAll || options.transformObjectKeys) && !matchesAny(options.scope.reservedStrings, key.value as string)) {
      edits.push({ start: key.start, end: key.end, text: `[${source.slice(key.start, key.end)}]` });
      stats.keysComputed++;
    }
  });
  const prepared = applyEdits(source, edits);

  let code = JavaScriptObfuscator.obfuscate(prepared, obfuscatorOptions(options, seed, sourceType)).getObfuscatedCode();

  stats.readableStrings = readable.size;
  const reserved = (value: string) => matchesAny(options.scope.reservedStrings, value);
  // The original's readable literals the output still holds: split away when every string is
  // to be encoded (directives, module specifiers and reserved strings stay), else counted.
  const kept = new Set<string>();
  const split: Edit[] = [];
  walk(parse(code).ast, (node, parent) => {
    const key = encodeAll ? literalKey(node) : null;
    if (key && readable.has(key.value as string) && !reserved(key.value as string)) {
      split.push({ start: key.start, end: key.end, text: `[${splitLiteral(key.value as string)}]` });
      return;
    }
    if (node.type !== 'Literal' || typeof node.value !== 'string' || !readable.has(node.value)) return;
    if (encodeAll && parent && literalKey(parent) === node) {
      if (reserved(node.value)) kept.add(node.value);
      return;
    }
    if (!encodeAll || isFixedLiteral(node, parent) || reserved(node.value)) {
      kept.add(node.value);
      return;
    }
    split.push({ start: node.start, end: node.end, text: splitLiteral(node.value) });
  });
  stats.literalsSplit = split.length;
  stats.readableStringsLeft = kept.size;
  code = applyEdits(code, split);
  stats.bytesOut = Buffer.byteLength(code);
  return { code, stats };
}
