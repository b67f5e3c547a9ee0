import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assemble } from './assemble.js';
import { scratchDir } from '../../test-fixtures.js';
import { Label, type DexClass } from './model.js';

/**
 * Test-only harness: runs DEX code on the JVM and drives the reference smali tools.
 *
 * A DEX becomes a JAR with Debian's `enjarify`, and each program's `main` runs in
 * `java -Xverify:all`, one JVM at a time, with the verifier's log kept so a test can check
 * that every class was verified. Programs are smali folders under `testdata/programs/` (one
 * class per `.smali` file, so Debian's `smali` reads them too) with the output the unedited
 * program prints in `expected.txt`.
 */

export const PROGRAMS_DIR = path.join(import.meta.dirname, 'testdata', 'programs');

export interface Program {
  name: string;
  dir: string;
  /** Its `.smali` files, by file name. */
  sources: { file: string; text: string }[];
  expected: string;
}

/** Every program of the corpus, in name order. */
export function loadPrograms(): Program[] {
  return readdirSync(PROGRAMS_DIR)
    .filter((name) => statSync(path.join(PROGRAMS_DIR, name)).isDirectory())
    .sort()
    .map((name) => {
      const dir = path.join(PROGRAMS_DIR, name);
      const sources = readdirSync(dir)
        .filter((f) => f.endsWith('.smali'))
        .sort()
        .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));
      return { name, dir, sources, expected: readFileSync(path.join(dir, 'expected.txt'), 'utf8') };
    });
}

/** A program's classes as our assembler reads them. */
export function assembleProgram(p: Program): DexClass[] {
  return p.sources.flatMap((s) => assemble(s.text, { file: `${p.name}/${s.file}` }));
}

export interface RunResult {
  stdout: string;
  stderr: string;
  status: number | null;
  /** Classes (binary names, `p1.Main$Inner`) the JVM's verifier checked during the run. */
  verified: string[];
}

/**
 * JVM options for runs of a second or two: the client compiler only and the serial collector.
 * javac takes a third less CPU with them, and the programs under test start faster.
 */
const SHORT_RUN = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

function run(cmd: string, args: string[], env?: NodeJS.ProcessEnv, timeout = 120_000): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 28, env: env ? { ...process.env, ...env } : process.env, timeout });
  if (r.error) throw r.error;
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

/** A scratch directory, removed by {@link JvmSession.close}. */
export class JvmSession {
  readonly dir = scratchDir('dex-jvm-');
  private count = 0;

  private next(ext: string): string {
    return path.join(this.dir, `f${this.count++}.${ext}`);
  }

  /** Translates a DEX file to a JAR with enjarify; throws with its output when a class fails. */
  enjarify(dex: Uint8Array): string {
    const input = this.next('dex');
    const jar = this.next('jar');
    writeFileSync(input, dex);
    const r = run('enjarify', ['-f', '-o', jar, input], { PYTHON: '/usr/bin/python3' });
    if (r.status !== 0 || !/ 0 classes had errors/.test(r.stdout)) throw new Error(`enjarify failed:\n${r.stdout}\n${r.stderr}`);
    return jar;
  }

  /**
   * Runs `main` of a class (binary name, `p1.Main`) in `java -Xverify:all`, with a 64 MB stack
   * (deep recursion through protected code's trampolines must not depend on how far the JIT got
   * on a busy machine). `classpath` is a
   * JAR or a list of JARs and class folders (a translated DEX beside the test's fakes).
   */
  java(classpath: string | string[], mainClass: string, args: string[] = []): RunResult {
    const log = this.next('log');
    const cp = typeof classpath === 'string' ? classpath : classpath.join(path.delimiter);
    const r = run(
      'java',
      ['-Xss64m', ...SHORT_RUN, '-Xverify:all', `-Xlog:verification=info:file=${log}`, '-Dfile.encoding=UTF-8', '-Dstdout.encoding=UTF-8', '-cp', cp, mainClass, ...args],
      undefined,
      60_000,
    );
    const verified = [...readFileSync(log, 'utf8').matchAll(/Verifying class (\S+) with/g)].map((m) => m[1]);
    rmSync(log, { force: true });
    return { ...r, verified };
  }

  /**
   * Compiles Java sources (`{file: 'android/content/Context.java', text}`) with `javac` into a
   * class folder, for the small fakes of platform classes that code under test runs against.
   * `classpath` lists what the sources compile against.
   */
  javac(files: { file: string; text: string }[], classpath: string[] = []): string {
    const src = mkdtempSync(path.join(this.dir, 'javac-src-'));
    const out = mkdtempSync(path.join(this.dir, 'javac-out-'));
    const paths = files.map((f) => {
      const p = path.join(src, f.file);
      mkdirSync(path.dirname(p), { recursive: true });
      writeFileSync(p, f.text);
      return p;
    });
    const cp = classpath.length > 0 ? ['-cp', classpath.join(path.delimiter)] : [];
    const r = run('javac', [...SHORT_RUN.map((o) => `-J${o}`), '-nowarn', '-encoding', 'UTF-8', '--release', '11', ...cp, '-d', out, ...paths]);
    if (r.status !== 0) throw new Error(`javac failed:\n${r.stdout}\n${r.stderr}`);
    return out;
  }

  /** Debian's `smali a` over the given smali files; the DEX bytes. */
  smali(files: { file: string; text: string }[], api?: number): Uint8Array {
    const dir = mkdtempSync(path.join(this.dir, 'smali-'));
    for (const f of files) writeFileSync(path.join(dir, f.file), f.text);
    const out = this.next('dex');
    const r = run('smali', ['a', ...(api ? ['--api', String(api)] : []), '-o', out, ...files.map((f) => path.join(dir, f.file))]);
    if (r.status !== 0) throw new Error(`smali failed:\n${r.stderr}`);
    return new Uint8Array(readFileSync(out));
  }

  /**
   * `baksmali d` of several DEX files (one run each, one after the other): each file's tree
   * as relative path → text. `api` is the API level for DEX 038+ forms.
   */
  baksmali(dexes: Uint8Array[], api?: number): Map<string, string>[] {
    const jobs = dexes.map((d) => {
      const input = this.next('dex');
      writeFileSync(input, d);
      return { input, out: mkdtempSync(path.join(this.dir, 'baksmali-')) };
    });
    const apiFlag = api ? `--api ${api} ` : '';
    const script = jobs.map((j) => `baksmali d ${apiFlag}-o '${j.out}' '${j.input}' || exit 1`).join('\n');
    const r = run('sh', ['-c', script], undefined, 600_000);
    if (r.status !== 0) throw new Error(`baksmali failed:\n${r.stderr}`);
    return jobs.map((j) => readTree(j.out));
  }

  close(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function readTree(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(path.relative(root, p), readFileSync(p, 'utf8'));
    }
  };
  walk(root);
  return out;
}

/**
 * Where two models differ (a path and both values), or null when they are equal: the same
 * shape and values, labels paired one-to-one (so the same positions are targets of the same
 * instructions), bigints, byte arrays, -0 and NaN compared exactly. Properties holding
 * `undefined` count as absent. With `labelNames` false, label names are not compared (a model
 * read from a file has none; one assembled from text has the names the text gave).
 */
export function modelDifference(a: unknown, b: unknown, options: { labelNames?: boolean } = {}): string | null {
  const ab = new Map<Label, Label>();
  const ba = new Map<Label, Label>();
  const show = (v: unknown): string => {
    if (typeof v === 'bigint') return `${v}n`;
    if (v instanceof Label) return `Label(${v.name ?? ''})`;
    const s = JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? `${x}n` : x instanceof Uint8Array ? `bytes(${x.length})` : x));
    return s === undefined ? String(v) : s.length > 200 ? `${s.slice(0, 200)}…` : s;
  };
  const diff = (x: unknown, y: unknown, at: string): string | null => {
    if (x instanceof Label || y instanceof Label) {
      if (!(x instanceof Label && y instanceof Label)) return `${at}: ${show(x)} ≠ ${show(y)}`;
      const px = ab.get(x);
      const py = ba.get(y);
      if (px === undefined && py === undefined) {
        ab.set(x, y);
        ba.set(y, x);
      } else if (px !== y || py !== x) return `${at}: labels are paired differently`;
      if (options.labelNames !== false && x.name !== y.name) return `${at}: label ${x.name} ≠ ${y.name}`;
      return null;
    }
    if (typeof x === 'number' && typeof y === 'number') return Object.is(x, y) ? null : `${at}: ${x} ≠ ${y}`;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return x === y ? null : `${at}: ${show(x)} ≠ ${show(y)}`;
    if (x instanceof Uint8Array || y instanceof Uint8Array) {
      if (!(x instanceof Uint8Array && y instanceof Uint8Array)) return `${at}: ${show(x)} ≠ ${show(y)}`;
      return x.length === y.length && x.every((v, i) => v === y[i]) ? null : `${at}: bytes differ`;
    }
    if (Array.isArray(x) !== Array.isArray(y)) return `${at}: ${show(x)} ≠ ${show(y)}`;
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) return `${at}: length ${x.length} ≠ ${y.length}: ${show(x)} ≠ ${show(y)}`;
      for (let i = 0; i < x.length; i++) {
        const d = diff(x[i], y[i], `${at}[${i}]`);
        if (d) return d;
      }
      return null;
    }
    const rx = x as Record<string, unknown>;
    const ry = y as Record<string, unknown>;
    const keys = new Set([...Object.keys(rx), ...Object.keys(ry)]);
    for (const k of keys) {
      const d = diff(rx[k], ry[k], `${at}.${k}`);
      if (d) return d;
    }
    return null;
  };
  return diff(a, b, '');
}

/**
 * A program's smali texts with its classes moved from the default package into `pkg`
 * (`LMain;` → `Lpkg/Main;`, also inside array types and member references), so several
 * programs fit in one DEX file for one `smali`, `baksmali` and `enjarify` run. File names get
 * the package as a prefix.
 */
export function packagedSources(p: Program, pkg: string): { file: string; text: string }[] {
  const names = p.sources.flatMap((s) => [...s.text.matchAll(/^\.class\b[^\n]*?\sL([^;\s]+);/gm)].map((m) => m[1]));
  const escaped = names.map((n) => n.replace(/[$]/g, '\\$'));
  const re = new RegExp(`(?<![\\w/$])L(${escaped.join('|')});`, 'g');
  return p.sources.map((s) => ({ file: `${pkg}_${s.file}`, text: s.text.replace(re, `L${pkg}/$1;`) }));
}
