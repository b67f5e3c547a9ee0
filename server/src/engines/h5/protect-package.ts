import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { parse as parseHtml } from 'parse5';
import picomatch from 'picomatch';
import yazl from 'yazl';
import type { H5Options } from '../../../../common/hardening-policy.js';
import { fileSource } from '../archive/byte-source.js';
import { isSafeEntryName, ZipArchive, type ZipLimits } from '../archive/zip-reader.js';
import { EngineError } from '../errors.js';
import type { ScriptStats } from './protect-script.js';
import { ScriptPool, type ScriptOutcome } from './script-pool.js';

/** Why a package cannot be protected; the code is stable, the message says what to do. */
export class H5Error extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'H5Error';
  }
}

export type H5InputKind = 'js' | 'zip' | 'react-native-apk' | 'react-native-ipa';

export interface H5FileReport {
  path: string;
  /** `protected`: a script in scope; `inline`: an HTML file whose inline scripts were protected; `copied`: byte for byte. */
  action: 'protected' | 'inline' | 'copied';
  bytesIn: number;
  bytesOut: number;
  stats?: Omit<ScriptStats, 'bytesIn' | 'bytesOut'> & { scripts?: number };
}

export interface H5Report {
  input: H5InputKind;
  files: H5FileReport[];
  totals: {
    filesProtected: number;
    filesCopied: number;
    inlineScripts: number;
    strings: number;
    functions: number;
    bytesIn: number;
    bytesOut: number;
    /** Readable string literals (6+ characters) before and after: what `strings` or a grep finds. */
    readableStrings: number;
    readableStringsLeft: number;
  };
  /** Options that took effect. */
  applied: string[];
  /** Options that did not, with the reason (never silently ignored). */
  skipped: { option: string; reason: string }[];
  /** Lines for the job log. */
  log: string[];
}

export interface H5Control {
  /** Worker threads for scripts (default: the machine's cores). */
  workers?: number;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
  zipLimits?: Partial<ZipLimits>;
  /** How long one script may take (default 10 minutes). */
  scriptTimeoutMs?: number;
}

/** Hermes bytecode starts with this magic (little-endian 0x1F1903C103BC1FC6). */
const HERMES_MAGIC = Buffer.from([0xc6, 0x1f, 0xbc, 0x03, 0xc1, 0x03, 0x19, 0x1f]);
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const EMPTY_ZIP_MAGIC = Buffer.from('PK\x05\x06', 'latin1');
/** A web app is read whole into memory: cap what it may inflate to. */
const H5_ZIP_LIMITS: Partial<ZipLimits> = { maxEntries: 50_000, maxTotalBytes: 1024 ** 3, maxEntryBytes: 128 * 1024 ** 2 };
const DEFAULT_SCRIPTS = ['**/*.js', '**/*.mjs', '**/*.cjs'];
const HTML = /\.x?html?$/i;
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/** A per-file seed from the job's: the same job protects every file the same way, in any order. */
const fileSeed = (seed: number, name: string) => crypto.createHash('sha256').update(`${seed}:${name}`).digest().readUInt32LE(0);

function readHead(path: string, bytes: number): Buffer {
  const fd = fs.openSync(path, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const n = fs.readSync(fd, buf, 0, bytes, 0);
    return buf.subarray(0, n);
  } finally {
    fs.closeSync(fd);
  }
}

/** Decodes a script's bytes as UTF-8 (a BOM is dropped); anything else is not a script. */
function decodeScript(bytes: Buffer, name: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new H5Error('h5.not_text', `${name} is not UTF-8 text`);
  }
}

/** What kind of H5 input a file is, by content: a script, a web app zip or a React Native package. */
export function detectH5Input(path: string, limits: Partial<ZipLimits> = {}): { kind: H5InputKind; archive?: ZipArchive } {
  const head = readHead(path, 8);
  if (head.subarray(0, 8).equals(HERMES_MAGIC)) throw new H5Error('h5.hermes', 'This is a Hermes bytecode bundle: protect the JavaScript bundle before Hermes compiles it.');
  if (!head.subarray(0, 4).equals(ZIP_MAGIC) && !head.subarray(0, 4).equals(EMPTY_ZIP_MAGIC)) return { kind: 'js' };
  let archive: ZipArchive;
  try {
    archive = ZipArchive.open(fileSource(path), { ...H5_ZIP_LIMITS, ...limits });
  } catch (err) {
    throw err instanceof EngineError ? new H5Error(err.code, 'The zip file is damaged.') : err;
  }
  const names = archive.names();
  if (names.includes('AndroidManifest.xml')) return { kind: 'react-native-apk', archive };
  if (names.includes('base/manifest/AndroidManifest.xml')) throw new H5Error('h5.unsupported', 'An AAB is not an H5 input: submit it as an Android app.');
  if (names.some((n) => /^Payload\/[^/]+\.app\/Info\.plist$/.test(n))) return { kind: 'react-native-ipa', archive };
  return { kind: 'zip', archive };
}

/** Refuses React Native packages with the reason; protects their bundle once the signers exist. */
function refuseReactNative(kind: 'react-native-apk' | 'react-native-ipa', archive: ZipArchive): never {
  const bundle = kind === 'react-native-apk' ? archive.get('assets/index.android.bundle') : archive.entries.find((e) => /^Payload\/[^/]+\.app\/main\.jsbundle$/.test(e.name));
  if (!bundle) throw new H5Error('h5.not_react_native', 'Only React Native apps can be protected as H5: this package has no JavaScript bundle.');
  const head = archive.read(bundle).subarray(0, 8);
  if (head.equals(HERMES_MAGIC)) throw new H5Error('h5.hermes', 'The app ships a Hermes bytecode bundle: protect the JavaScript bundle before Hermes compiles it.');
  if (kind === 'react-native-apk') {
    throw new H5Error('h5.needs_android_signer', 'A protected React Native APK must be re-signed with your keystore, and the Android signer is not available yet.');
  }
  throw new H5Error('h5.needs_ios_signer', 'A protected React Native IPA must be re-signed, and iOS re-signing is not available yet.');
}

function optionNotes(options: H5Options, kind: H5InputKind): Pick<H5Report, 'applied' | 'skipped'> {
  const applied: string[] = [];
  const skipped: H5Report['skipped'] = [];
  if (options.strings.encoding !== 'none') applied.push(`strings: ${options.strings.encoding}, ${Math.round(options.strings.threshold * 100)}% of literals`);
  if (options.strings.splitLength > 0) applied.push(`string splitting: chunks of ${options.strings.splitLength}`);
  if (options.controlFlowFlattening > 0) applied.push(`control-flow flattening: ${Math.round(options.controlFlowFlattening * 100)}% of blocks`);
  if (options.deadCode > 0) applied.push(`dead code: ${Math.round(options.deadCode * 100)}% of blocks`);
  if (options.transformObjectKeys) applied.push('object keys and numbers transformed');
  if (options.selfDefending) applied.push('self-defending');
  if (options.antiDebug) applied.push('anti-debug: debugger traps');
  if (options.disableConsole) applied.push('console silenced');
  if (options.hostBinding.hosts.length > 0) {
    applied.push(`host binding: ${options.hostBinding.hosts.join(', ')}${options.hostBinding.redirectUrl ? ` (else to ${options.hostBinding.redirectUrl})` : ''}`);
  }
  if (options.virtualization) skipped.push({ option: 'virtualization', reason: 'JS virtualization is not available yet; the code was obfuscated without it.' });
  if (kind === 'js' && (options.scope.include.length > 0 || options.scope.exclude.length > 0)) {
    skipped.push({ option: 'scope.include', reason: 'the input is a single script: it is protected whatever the file patterns say.' });
  }
  return { applied, skipped };
}

/** Script bodies of an HTML page that are JavaScript and inline, with their offsets. */
function inlineScripts(html: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  type HtmlNode = {
    nodeName: string;
    attrs?: { name: string; value: string }[];
    childNodes?: HtmlNode[];
    content?: HtmlNode;
    sourceCodeLocation?: { startTag?: { endOffset: number }; endTag?: { startOffset: number } } | null;
  };
  const visit = (node: HtmlNode) => {
    if (node.nodeName === 'script' && node.attrs) {
      const attr = (name: string) => node.attrs!.find((a) => a.name === name)?.value;
      const type = (attr('type') ?? '').trim().toLowerCase();
      const loc = node.sourceCodeLocation;
      if (attr('src') === undefined && JS_TYPES.has(type) && loc?.startTag && loc.endTag && loc.endTag.startOffset > loc.startTag.endOffset) {
        found.push({ start: loc.startTag.endOffset, end: loc.endTag.startOffset });
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parseHtml(html, { sourceCodeLocationInfo: true }) as unknown as HtmlNode);
  return found;
}

/**
 * Protects an H5 input and writes the result to `outputPath`: a single script becomes its
 * protected form; a web app zip keeps its layout with the scripts in scope (and, when asked,
 * the inline scripts of its HTML pages) protected and every other entry copied byte for byte;
 * React Native packages are checked and refused with the reason until their signers exist.
 * Scripts run in parallel worker threads; the result is the same for the same seed.
 */
export async function protectH5Package(inputPath: string, outputPath: string, options: H5Options, seed: number, control: H5Control = {}): Promise<H5Report> {
  const { kind, archive } = detectH5Input(inputPath, control.zipLimits);
  if (kind === 'react-native-apk' || kind === 'react-native-ipa') refuseReactNative(kind, archive!);
  const notes = optionNotes(options, kind);
  const report: H5Report = {
    input: kind,
    files: [],
    totals: { filesProtected: 0, filesCopied: 0, inlineScripts: 0, strings: 0, functions: 0, bytesIn: 0, bytesOut: 0, readableStrings: 0, readableStringsLeft: 0 },
    ...notes,
    log: [],
  };
  const pool = new ScriptPool(control.workers, control.scriptTimeoutMs);
  const stop = () => void pool.close();
  control.signal?.addEventListener('abort', stop, { once: true });
  let done = 0;
  let total = 1;
  const tick = () => control.onProgress?.(Math.floor((++done / total) * 100));
  const run = async (source: string, name: string): Promise<ScriptOutcome & { ok: true }> => {
    const outcome = await pool.protect({ source, options, seed: fileSeed(seed, name) });
    if (!outcome.ok) throw new H5Error(outcome.code, outcome.code === 'h5.syntax' ? `${name} is not valid JavaScript: ${outcome.message}` : `${name}: ${outcome.message}`);
    return outcome;
  };
  const count = (file: H5FileReport, stats?: ScriptStats) => {
    report.files.push(file);
    report.totals.bytesIn += file.bytesIn;
    report.totals.bytesOut += file.bytesOut;
    if (stats) {
      report.totals.strings += stats.strings;
      report.totals.functions += stats.functions;
      report.totals.readableStrings += stats.readableStrings;
      report.totals.readableStringsLeft += stats.readableStringsLeft;
    }
  };

  try {
    if (kind === 'js') {
      const source = decodeScript(fs.readFileSync(inputPath), 'The script');
      const { result } = await run(source, 'script');
      fs.writeFileSync(outputPath, result.code);
      const { bytesIn, bytesOut, ...stats } = result.stats;
      count({ path: 'script', action: 'protected', bytesIn, bytesOut, stats }, result.stats);
      report.totals.filesProtected = 1;
      tick();
    } else {
      await protectZip(archive!, outputPath, options, report, { run, count, tick, setTotal: (n) => (total = Math.max(1, n)) });
    }
  } finally {
    control.signal?.removeEventListener('abort', stop);
    await pool.close();
  }
  if (control.signal?.aborted) throw new H5Error('h5.cancelled', 'the job was stopped');
  report.log.push(
    `input: ${kind}`,
    ...report.applied.map((a) => `applied: ${a}`),
    ...report.skipped.map((s) => `skipped: ${s.option}: ${s.reason}`),
    ...report.files.map((f) => `${f.action}: ${f.path} (${f.bytesIn} → ${f.bytesOut} bytes)`),
    `protected ${report.totals.filesProtected} file(s), ${report.totals.inlineScripts} inline script(s), ${report.totals.strings} string literal(s), ${report.totals.functions} function(s); copied ${report.totals.filesCopied} file(s)`,
    `readable strings (6+ characters): ${report.totals.readableStrings} before, ${report.totals.readableStringsLeft} after`,
  );
  return report;
}

interface ZipSteps {
  run: (source: string, name: string) => Promise<ScriptOutcome & { ok: true }>;
  count: (file: H5FileReport, stats?: ScriptStats) => void;
  tick: () => void;
  setTotal: (n: number) => void;
}

async function protectZip(archive: ZipArchive, outputPath: string, options: H5Options, report: H5Report, steps: ZipSteps): Promise<void> {
  const names = archive.names();
  const unsafe = names.find((n) => !isSafeEntryName(n));
  if (unsafe !== undefined) throw new H5Error('archive.unsafe_path', `The zip holds an entry that points outside its folder (${JSON.stringify(unsafe.slice(0, 200))}).`);
  const include = picomatch(options.scope.include.length > 0 ? options.scope.include : DEFAULT_SCRIPTS, { dot: true });
  const exclude = options.scope.exclude.length > 0 ? picomatch(options.scope.exclude, { dot: true }) : () => false;
  const isScript = (n: string) => !n.endsWith('/') && include(n) && !exclude(n);
  const isPage = (n: string) => options.scope.inlineScripts && HTML.test(n) && !exclude(n);
  steps.setTotal(names.filter((n) => isScript(n) || isPage(n)).length);

  // Scripts and pages are read and sent to the pool together; entries are written in the
  // archive's order once their content is ready.
  const contents = names.map(async (name): Promise<{ name: string; data: Buffer | null; compress: boolean }> => {
    const entry = archive.get(name)!;
    if (name.endsWith('/')) return { name, data: null, compress: false };
    const bytes = read(archive, name);
    const compress = entry.method !== 0;
    if (isScript(name)) {
      const { result } = await steps.run(decodeScript(bytes, name), name);
      const out = Buffer.from(result.code);
      const { bytesIn: _in, bytesOut: _out, ...stats } = result.stats;
      steps.count({ path: name, action: 'protected', bytesIn: bytes.length, bytesOut: out.length, stats }, result.stats);
      report.totals.filesProtected++;
      steps.tick();
      return { name, data: out, compress: true };
    }
    if (isPage(name)) {
      const html = decodeScript(bytes, name);
      const blocks = inlineScripts(html);
      const nonEmpty = blocks.filter((b) => html.slice(b.start, b.end).trim() !== '');
      if (nonEmpty.length > 0) {
        const outs = await Promise.all(nonEmpty.map((b, i) => steps.run(html.slice(b.start, b.end), `${name}#script${i + 1}`)));
        let text = '';
        let at = 0;
        const stats = { strings: 0, functions: 0, keysComputed: 0, literalsSplit: 0, readableStrings: 0, readableStringsLeft: 0, scripts: nonEmpty.length };
        nonEmpty.forEach((b, i) => {
          // `</script` inside the code would end the element early; `<\/` means the same in JS.
          text += html.slice(at, b.start) + outs[i].result.code.replace(/<\/(script)/gi, '<\\/$1');
          at = b.end;
          for (const k of ['strings', 'functions', 'keysComputed', 'literalsSplit', 'readableStrings', 'readableStringsLeft'] as const) stats[k] += outs[i].result.stats[k];
        });
        text += html.slice(at);
        const out = Buffer.from(text);
        steps.count({ path: name, action: 'inline', bytesIn: bytes.length, bytesOut: out.length, stats }, { ...stats, bytesIn: 0, bytesOut: 0 });
        report.totals.inlineScripts += nonEmpty.length;
        steps.tick();
        return { name, data: out, compress: true };
      }
      steps.tick();
    }
    steps.count({ path: name, action: 'copied', bytesIn: bytes.length, bytesOut: bytes.length });
    report.totals.filesCopied++;
    return { name, data: bytes, compress };
  });
  // Every entry is settled before writing, so a failure leaves no half-written output behind.
  const settled = await Promise.allSettled(contents);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;

  const zip = new yazl.ZipFile();
  const mtime = new Date(1980, 0, 1);
  for (const s of settled as PromiseFulfilledResult<{ name: string; data: Buffer | null; compress: boolean }>[]) {
    const { name, data, compress } = s.value;
    if (data === null) zip.addEmptyDirectory(name, { mtime });
    else zip.addBuffer(data, name, { mtime, compress });
  }
  zip.end();
  await pipeline(zip.outputStream, fs.createWriteStream(outputPath));
  report.files.sort((a, b) => names.indexOf(a.path) - names.indexOf(b.path));
}

function read(archive: ZipArchive, name: string): Buffer {
  try {
    return archive.read(archive.get(name)!);
  } catch (err) {
    if (err instanceof EngineError) {
      throw new H5Error(err.code, err.code === 'archive.limit_exceeded' ? 'The zip inflates past the size limits (a zip bomb?).' : `${name} cannot be read from the zip.`);
    }
    throw err;
  }
}
