import type { AndroidOptions } from '../../../../../common/hardening-policy.js';
import { fileSource } from '../../archive/byte-source.js';
import { ZipArchive } from '../../archive/zip-reader.js';
import { EngineError } from '../../errors.js';
import type { SigningScheme } from '../apk-signer.js';
import { readAxmlDocument } from '../axml/read.js';
import { writeAxmlDocument } from '../axml/write.js';
import type { DexClass, DexFile } from '../dex/model.js';
import { readDex } from '../dex/read.js';
import { writeDexFiles } from '../dex/write.js';
import type { SigningIdentity } from '../keystore.js';
import { addUsesPermission, getApplicationAttribute, getApplicationName, getAppComponentFactory, packageName, setAllowBackup, setDebuggable } from '../manifest-edit.js';
import { isDexEntry, repackPackage, type RepackResult } from '../repack.js';
import { seededRandom } from './random.js';
import { scopeFilter } from './scope.js';
import { stripLogCalls } from './strip-logs.js';

/** The monitored app a protected app reports its threats to (Monitoring, same account). */
export interface MonitoringTarget {
  /** Where the SDK protocol's `/api/sdk/v1/events` is reached, e.g. `https://console.example.com`. */
  endpoint: string;
  appKey: string;
  secret: string;
}

export interface HardenAndroidInput {
  input: string;
  output: string;
  options: AndroidOptions;
  identity: SigningIdentity;
  schemes?: SigningScheme[];
  /** Per-build seed: every key, salt and name of the build is drawn from it. */
  seed: Buffer | string;
  monitoring?: MonitoringTarget;
  onProgress?: (fraction: number) => void;
}

export interface SkippedOption {
  option: string;
  reason: string;
}

export interface AndroidHardenReport {
  kind: 'apk' | 'aab';
  packageName: string;
  applied: string[];
  skipped: SkippedOption[];
  log: string[];
  counts: {
    dexIn: number;
    dexOut: number;
    classes: number;
    classesInScope: number;
    methods: number;
    strings: number;
    logCalls: number;
  };
  /** Manifest facts before and after, for the protection report. */
  manifest: {
    debuggable: [boolean, boolean];
    allowBackup: [boolean, boolean];
    permissionsAdded: string[];
  };
  repack: RepackResult;
}

const AAB_MANIFEST = 'base/manifest/AndroidManifest.xml';

/** Orders `classes.dex`, `classes2.dex`… by their number (Android's own order). */
function dexNumber(name: string): number {
  const m = /classes(\d*)\.dex$/.exec(name);
  return m && m[1] ? Number(m[1]) : 1;
}

function asBoolean(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/**
 * Hardens an APK (or the DEX code of an AAB) with an Android policy: reads every DEX into the
 * model one file at a time, applies the code protections of the policy to the classes in
 * scope, writes the DEX files back (split where they outgrow 65,536 references), edits the
 * manifest through the AXML writer, and writes the aligned, signed package.
 */
export function hardenAndroid(job: HardenAndroidInput): AndroidHardenReport {
  const { options } = job;
  const random = seededRandom(job.seed);
  const log: string[] = [];
  const applied: string[] = [];
  const skipped: SkippedOption[] = [];
  const progress = (f: number) => job.onProgress?.(Math.max(0, Math.min(1, f)));

  const source = fileSource(job.input);
  let manifestBytes: Buffer | undefined;
  const written: { dir: string; bytes: Uint8Array }[] = [];
  const dexIn: string[] = [];
  const counts = { dexIn: 0, dexOut: 0, classes: 0, classesInScope: 0, methods: 0, strings: 0, logCalls: 0 };
  let kind: 'apk' | 'aab';
  let manifestFacts = { debuggable: [false, false] as [boolean, boolean], allowBackup: [true, true] as [boolean, boolean], permissionsAdded: [] as string[] };
  let pkg = '';
  try {
    const archive = ZipArchive.open(source);
    const apkManifest = archive.get('AndroidManifest.xml');
    kind = apkManifest ? 'apk' : 'aab';
    if (!apkManifest && !archive.get(AAB_MANIFEST)) throw new EngineError('android.manifest_missing', 'neither AndroidManifest.xml nor an app bundle manifest');

    // Manifest (binary XML in an APK; an AAB's protobuf manifest is left as it is).
    const doc = apkManifest ? readAxmlDocument(archive.read(apkManifest)) : undefined;
    if (doc) {
      pkg = packageName(doc);
      const debuggable = asBoolean(getApplicationAttribute(doc, 'debuggable'), false);
      const allowBackup = asBoolean(getApplicationAttribute(doc, 'allowBackup'), true);
      manifestFacts = { debuggable: [debuggable, debuggable], allowBackup: [allowBackup, allowBackup], permissionsAdded: [] };
      log.push(`package: ${pkg}`, `application: ${getApplicationName(doc) ?? '(none)'}`, `appComponentFactory: ${getAppComponentFactory(doc) ?? '(none)'}`);
      if (options.antiDebug || options.additional.clearDebuggable) {
        setDebuggable(doc, false);
        manifestFacts.debuggable[1] = false;
        applied.push(options.antiDebug ? 'antiDebug: android:debuggable forced off' : 'additional.clearDebuggable');
      }
      if (options.additional.disallowBackup) {
        setAllowBackup(doc, false);
        manifestFacts.allowBackup[1] = false;
        applied.push('additional.disallowBackup');
      }
      if (options.runtime.root || options.runtime.emulator || options.runtime.hook || options.runtime.multiInstance || options.antiDebug) {
        // Reactions that report reach Monitoring over the network.
        if (job.monitoring && addUsesPermission(doc, 'android.permission.INTERNET')) manifestFacts.permissionsAdded.push('android.permission.INTERNET');
      }
    } else {
      for (const option of ['dexShell', 'antiDebug', 'additional.clearDebuggable', 'additional.disallowBackup'] as const) {
        const on =
          option === 'dexShell'
            ? options.dexShell
            : option === 'antiDebug'
              ? options.antiDebug
              : options.additional[option === 'additional.clearDebuggable' ? 'clearDebuggable' : 'disallowBackup'];
        if (on) skipped.push({ option, reason: 'an app bundle’s protobuf manifest is not edited by this engine version; harden the APKs built from it' });
      }
    }

    // Code: one DEX at a time, so memory holds a single file's model.
    const codeScope = scopeFilter({ include: [], exclude: [] });
    const dexEntries = archive.entries
      .filter((e) => isDexEntry(e.name, kind))
      .sort((a, b) => a.name.slice(0, a.name.lastIndexOf('/')).localeCompare(b.name.slice(0, b.name.lastIndexOf('/'))) || dexNumber(a.name) - dexNumber(b.name));
    const runtimeForApp: DexClass[] = [];
    for (const [index, entry] of dexEntries.entries()) {
      dexIn.push(entry.name);
      const file: DexFile = readDex(archive.read(entry), entry.name);
      counts.classes += file.classes.length;
      for (const cls of file.classes) {
        if (codeScope(cls.type)) counts.classesInScope++;
        if (options.additional.stripLogs && codeScope(cls.type)) counts.logCalls += stripLogCalls(cls);
      }
      if (index === 0) file.classes.push(...runtimeForApp);
      const parts = writeDexFiles(file);
      const dir = entry.name.slice(0, entry.name.lastIndexOf('/') + 1);
      for (const part of parts) written.push({ dir, bytes: part.bytes });
      progress(0.1 + (0.6 * (index + 1)) / dexEntries.length);
    }
    counts.dexIn = dexEntries.length;
    if (options.additional.stripLogs) applied.push(`additional.stripLogs: ${counts.logCalls} Log.v/d/i calls removed`);
    if (options.stringEncryption.enabled) skipped.push({ option: 'stringEncryption', reason: 'not available in this engine version' });
    if (doc) manifestBytes = writeAxmlDocument(doc);
  } finally {
    source.close();
  }

  // Name the written DEX files in order: classes.dex, classes2.dex… (per module in an AAB).
  const numbering = new Map<string, number>();
  const outputs = written.map((w) => {
    const n = (numbering.get(w.dir) ?? 0) + 1;
    numbering.set(w.dir, n);
    return { name: `${w.dir}${n === 1 ? 'classes.dex' : `classes${n}.dex`}`, content: Buffer.from(w.bytes.buffer, w.bytes.byteOffset, w.bytes.byteLength), compress: true };
  });
  counts.dexOut = outputs.length;
  const dexSet = new Set(dexIn);
  const repack = repackPackage({
    input: job.input,
    output: job.output,
    identity: job.identity,
    schemes: job.schemes,
    transform: (name) => {
      if (dexSet.has(name)) return null;
      if (name === 'AndroidManifest.xml' && manifestBytes) return manifestBytes;
      return undefined;
    },
    extraEntries: outputs,
  });
  void random;
  progress(1);
  log.push(`dex: ${counts.dexIn} in, ${counts.dexOut} out; ${counts.classes} classes, ${counts.classesInScope} in scope`);
  return { kind, packageName: pkg || repack.packageName, applied, skipped, log, counts, manifest: manifestFacts, repack };
}
