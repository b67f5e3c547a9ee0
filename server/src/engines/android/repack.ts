import fs from 'node:fs';
import { fileSource } from '../archive/byte-source.js';
import { isSafeEntryName, ZipArchive, type ZipEntry } from '../archive/zip-reader.js';
import { EngineError } from '../errors.js';
import { effectiveSchemes, finishSigned, isJarSignatureFile, JarDigests, jarDigestHash, type SigningScheme } from './apk-signer.js';
import { parseAxml } from './axml.js';
import type { SigningIdentity } from './keystore.js';
import { readDex } from './dex/read.js';
import type { DexRewritePool, RewrittenDex } from './dex/rewrite-pool.js';
import { writeDex } from './dex/write.js';
import { readManifest } from './manifest.js';
import { parseProtoXml } from './proto-xml.js';
import { AlignedZipWriter, copyEntry, prepareFile, type ZipEntryData } from './zip-writer.js';

/** Android 11: an app targeting it must keep `resources.arsc` stored and 4-byte aligned. */
const FIRST_SDK_WITH_STORED_ARSC = 30;
const AAB_MANIFEST = 'base/manifest/AndroidManifest.xml';

/**
 * Replaces an entry's content on the way through: answers the new content, undefined to copy
 * the entry untouched, or null to leave it out of the output.
 */
export type EntryTransform = (name: string, content: () => Buffer) => Buffer | null | undefined;

export interface RepackOptions {
  input: string;
  output: string;
  identity: SigningIdentity;
  /** Requested schemes; default v1+v2+v3. v1 or v2 is added where the app's SDK levels need it. */
  schemes?: SigningScheme[];
  /** Rewrites entries (DEX, manifest…); untouched entries are copied raw. */
  transform?: EntryTransform;
  /**
   * Parses every DEX into the model and writes it back (after `transform`, which sees the
   * original bytes): what a hardening job does before it edits code, and what the toolkit's
   * fuzz test and benchmark exercise.
   */
  rewriteDex?: boolean;
  /**
   * Rewrites the DEX files (with `rewriteDex`) on these worker threads, several at once; without
   * it they are rewritten one after another on the caller's thread.
   */
  dexPool?: DexRewritePool;
  /**
   * Called between two DEX files rewritten on the caller's thread, once the first is handed to
   * the writer: the CLI collects the first model's garbage there (see repack CLI). Not called
   * after the last one, whose garbage goes with the process or with the caller's next collection.
   */
  betweenDexFiles?: () => void;
  /** Entries to add at the end (runtime DEX, payloads…). */
  extraEntries?: { name: string; content: Buffer; compress: boolean }[];
}

export interface RepackResult {
  kind: 'apk' | 'aab';
  packageName: string;
  minSdk: number;
  targetSdk: number;
  schemes: SigningScheme[];
  entries: number;
  rewritten: string[];
  bytes: number;
}

interface PackageFacts {
  kind: 'apk' | 'aab';
  packageName: string;
  minSdk: number;
  targetSdk: number;
}

function sdk(value: number | string, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function packageFacts(archive: ZipArchive): PackageFacts {
  const apkManifest = archive.get('AndroidManifest.xml');
  const aabManifest = archive.get(AAB_MANIFEST);
  const entry = apkManifest ?? aabManifest;
  if (!entry) throw new EngineError('android.manifest_missing', 'neither AndroidManifest.xml nor an app bundle manifest');
  const kind = apkManifest ? 'apk' : 'aab';
  const bytes = archive.read(entry);
  const root = kind === 'apk' ? parseAxml(bytes).root : parseProtoXml(bytes);
  const manifest = readManifest(root);
  // An absent minSdkVersion means 1 to Android: assume the oldest release, the safe side.
  const minSdk = sdk(manifest.minSdk, 1);
  return { kind, packageName: manifest.packageName, minSdk, targetSdk: sdk(manifest.targetSdk, minSdk) };
}

/**
 * Rewrites an APK or AAB into `output` and signs it: every entry is copied in order (compressed
 * data raw, stored data aligned), the old JAR signature and signing block are dropped, `transform`
 * may replace entries, and the result carries the requested signatures. Resources are never
 * rebuilt. A package with unsafe entry names is refused; a failure leaves no output behind.
 */
export async function repackPackage(options: RepackOptions): Promise<RepackResult> {
  const source = fileSource(options.input);
  let writer: AlignedZipWriter | undefined;
  const pending = new Map<ZipEntry, Promise<RewrittenDex>>();
  try {
    const archive = ZipArchive.open(source);
    for (const entry of archive.entries) {
      if (!isSafeEntryName(entry.name)) throw new EngineError('android.entry_name_unsafe', `unsafe entry name ${JSON.stringify(entry.name)}`);
    }
    const facts = packageFacts(archive);
    const schemes = effectiveSchemes(options.schemes ?? ['v1', 'v2', 'v3'], facts.kind, facts.minSdk, facts.targetSdk);
    const digests = schemes.includes('v1') ? new JarDigests(jarDigestHash(facts.minSdk)) : undefined;
    writer = new AlignedZipWriter(options.output);
    // The central directory may list a name twice; Android takes the first.
    const seen = new Set<string>();
    const kept = archive.entries.filter((entry) => !seen.has(entry.name) && !isJarSignatureFile(entry.name) && seen.add(entry.name));
    const pool = options.rewriteDex ? options.dexPool : undefined;
    // With a pool, DEX files are handed to it a few entries ahead of the writer, so the workers
    // rewrite while earlier entries are written, and at most that many wait in memory.
    const lookahead = pool ? pool.size : 0;
    let submitted = 0;
    const rewritten: string[] = [];
    let dropped = 0;
    let dexAhead = options.rewriteDex && !pool ? kept.filter((entry) => isDexEntry(entry.name, facts.kind)).length : 0;
    // Entries reach the writer in order. A rewritten entry is deflated on the thread pool while
    // this thread reads and rewrites the next ones; it is written when the next entry is ready.
    const waiting: Promise<ZipEntryData | (() => void)>[] = [];
    const emit = async (next: Promise<ZipEntryData> | (() => void)): Promise<void> => {
      if (typeof next === 'function' && waiting.length === 0) return next();
      if (typeof next !== 'function') next.catch(() => undefined);
      waiting.push(typeof next === 'function' ? Promise.resolve(next) : next);
      while (waiting.length > 1) write(await waiting.shift()!);
    };
    const write = (ready: ZipEntryData | (() => void)): void => (typeof ready === 'function' ? ready() : writer!.addEntry(ready));
    for (let i = 0; i < kept.length; i++) {
      for (; submitted < Math.min(kept.length, i + 1 + lookahead); submitted++) {
        const ahead = kept[submitted];
        if (!pool || !isDexEntry(ahead.name, facts.kind)) continue;
        const replaced = options.transform?.(ahead.name, () => archive.read(ahead));
        if (replaced !== null) pending.set(ahead, pool.rewrite(replaced ?? archive.read(ahead), ahead.name, ahead.method !== 0));
        else pending.set(ahead, DROPPED);
      }
      const entry = kept[i];
      const inPool = pending.get(entry);
      if (inPool) {
        pending.delete(entry);
        const dex = await inPool;
        if (dex === DROPPED_DEX) {
          dropped++;
          continue;
        }
        const stored = !dex.deflated || dex.deflated.length >= dex.content.length;
        const data: ZipEntryData = { name: entry.name, method: stored ? 0 : 8, crc32: dex.crc32, uncompressedSize: dex.content.length, data: stored ? dex.content : dex.deflated! };
        await emit(() => writer!.addEntry(data));
        digests?.add(entry.name, dex.content);
        rewritten.push(entry.name);
        continue;
      }
      let content: Buffer | undefined;
      const read = (): Buffer => (content ??= archive.read(entry));
      let replaced = pool && isDexEntry(entry.name, facts.kind) ? undefined : options.transform?.(entry.name, read);
      const dexHere = options.rewriteDex && isDexEntry(entry.name, facts.kind);
      if (dexHere) dexAhead--;
      if (replaced === null) {
        dropped++;
        continue;
      }
      if (dexHere) {
        // The model lives only inside this expression; the written bytes are wrapped, not copied.
        const dex = writeDex(readDex(replaced ?? read(), entry.name));
        replaced = Buffer.from(dex.buffer, dex.byteOffset, dex.byteLength);
      }
      if (replaced) {
        rewritten.push(entry.name);
        await emit(prepareFile(entry.name, replaced, { compress: entry.method !== 0 }));
        digests?.add(entry.name, replaced);
        if (dexHere && dexAhead > 0) options.betweenDexFiles?.();
        continue;
      }
      const out = writer;
      if (mustStore(entry, facts)) await emit(() => out.addFile(entry.name, read(), { compress: false }));
      else await emit(() => copyEntry(out, archive, entry));
      if (digests && !entry.name.endsWith('/')) digests.add(entry.name, read());
    }
    for (const extra of options.extraEntries ?? []) {
      await emit(prepareFile(extra.name, extra.content, { compress: extra.compress }));
      digests?.add(extra.name, extra.content);
      rewritten.push(extra.name);
    }
    while (waiting.length > 0) write(await waiting.shift()!);
    const bytes = finishSigned(writer, digests, options.identity, schemes);
    return { ...facts, schemes, entries: kept.length - dropped + (options.extraEntries?.length ?? 0), rewritten, bytes };
  } catch (err) {
    // Rewrites still running for this package are not awaited; their failures are not news.
    for (const p of pending.values()) p.catch(() => undefined);
    writer?.abort();
    if (!writer) fs.rmSync(options.output, { force: true });
    throw err;
  } finally {
    source.close();
  }
}

/** Marks a DEX entry the transform left out, in the pool's queue of rewrites. */
const DROPPED_DEX: RewrittenDex = { content: Buffer.alloc(0), crc32: 0, deflated: null };
const DROPPED = Promise.resolve(DROPPED_DEX);

/** The DEX files Android loads: `classes*.dex` at an APK's root, `<module>/dex/classes*.dex` in an AAB. */
export function isDexEntry(name: string, kind: 'apk' | 'aab'): boolean {
  return kind === 'apk' ? /^classes\d*\.dex$/.test(name) : /^[^/]+\/dex\/classes\d*\.dex$/.test(name);
}

function mustStore(entry: ZipEntry, facts: PackageFacts): boolean {
  return facts.kind === 'apk' && entry.name === 'resources.arsc' && entry.method !== 0 && facts.targetSdk >= FIRST_SDK_WITH_STORED_ARSC;
}
