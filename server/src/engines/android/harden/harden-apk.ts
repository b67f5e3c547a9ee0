import { normalizeMd5, type AndroidOptions } from '../../../../../common/hardening-policy.js';
import { fileSource } from '../../archive/byte-source.js';
import { ZipArchive } from '../../archive/zip-reader.js';
import { EngineError } from '../../errors.js';
import type { SigningScheme } from '../apk-signer.js';
import type { DexClass, DexFile } from '../dex/model.js';
import { parseDex } from '../dex.js';
import { readDex } from '../dex/read.js';
import { renameMany } from '../dex/edit.js';
import { rawClass } from '../dex/raw-class.js';
import { rawCode } from '../dex/raw-code.js';
import { writeDex, writeDexFiles } from '../dex/write.js';
import type { SigningIdentity } from '../keystore.js';
import { isDexEntry, repackPackage, type RepackResult } from '../repack.js';
import { APP_HOOK_CLASSES, appRuntimeClasses, rewriteAppCalls } from './app-rewrites.js';
import { DYNAMIC_HOOK, dynamicPayloads, outlineMethods } from './dynamic-dex.js';
import { GUARD_HOOK_CLASS, GUARD_THREATS, guardClasses, guardConfig } from './guard.js';
import { appConfig, encryptEntry, KEY_BYTES, libraryPayloadEntry, selectAssets, selectLibraries } from './payloads.js';
import { axmlManifest, protoManifest } from './manifest-ops.js';
import { randomName, seededRandom } from './random.js';
import { runtimeSources } from './runtime.js';
import { RUNTIME_PREFIX, scopeFilter } from './scope.js';
import { buildShell, deflateShellDex, javaName, type ShellDex } from './shell.js';
import { encryptStrings } from './strings.js';
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
    staticValues: number;
    assetCalls: number;
    libraryCalls: number;
    preferenceCalls: number;
    assetsEncrypted: number;
    librariesEncrypted: number;
    payloadBytes: number;
    /** Methods moved into the encrypted DEX parts of dynamic DEX v2. */
    methodsOutlined: number;
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
 * Per-build names for the runtime's classes: `Lrampart/rt/Guard;` becomes a short random name
 * in a random package, the same in the app's DEX files and in the shell DEX, so no two builds
 * share the runtime's class names and none names the product or what a class does.
 */
export class RuntimeNames {
  private readonly names = new Map<string, string>();
  private readonly taken = new Set<string>();
  private readonly pkg: string;

  constructor(private readonly random: (n: number) => Buffer) {
    this.pkg = `${randomName(random, 2)}/${randomName(random, 3)}`;
  }

  of(type: string): string {
    let name = this.names.get(type);
    if (!name) {
      do name = `L${this.pkg}/${randomName(this.random, 3)};`;
      while (this.taken.has(name));
      this.taken.add(name);
      this.names.set(type, name);
    }
    return name;
  }

  /**
   * Renames every runtime class of `types` in `files`, references included. Only the runtime's
   * classes and those whose code an edit decoded can name a runtime class (code still as read
   * names only what the input named), so only they are rewritten.
   */
  apply(files: DexFile[], types: Iterable<string>): void {
    const classes = new Map<string, string>();
    for (const type of types) if (type.startsWith(RUNTIME_PREFIX)) classes.set(type, this.of(type));
    if (classes.size === 0) return;
    const defined = new Set(files.flatMap((f) => f.classes.map((c) => c.type)));
    for (const to of classes.values()) if (defined.has(to)) throw new Error(`The runtime name ${to} is a class of the app`);
    const touched = files.map((f) => ({ ...f, classes: f.classes.filter((c) => c.type.startsWith(RUNTIME_PREFIX) || hasDecodedCode(c)) }));
    renameMany(touched, { classes });
  }
}

function hasDecodedCode(cls: DexClass): boolean {
  // A class still as read has no decoded code; asking for its methods would decode it.
  if (rawClass(cls)) return false;
  for (const m of cls.directMethods) if (m.code && !rawCode(m.code)) return true;
  for (const m of cls.virtualMethods) if (m.code && !rawCode(m.code)) return true;
  return false;
}

/**
 * Policy expansion keys the engine reads, each validated; an unknown key is reported as skipped.
 * Each writes into the runtime's configuration (or answers why it cannot).
 */
const EXPANSION_KEYS = {
  /** Milliseconds between the anti-debug watchdog's checks (100–60000; default 3000). */
  'guard.watchdogMs': (value: string, config: Record<string, string>): string | undefined => {
    const ms = Number(value);
    if (!Number.isInteger(ms) || ms < 100 || ms > 60_000) return 'must be a whole number of milliseconds from 100 to 60000';
    if (!config['guard.watchdog.ms']) return 'anti-debug is off, so there is no watchdog';
    config['guard.watchdog.ms'] = String(ms);
    return undefined;
  },
  /** The text of the `warn` reaction, when the policy's own field is not enough (up to 500 characters). */
  'guard.warnMessage': (value: string, config: Record<string, string>): string | undefined => {
    if (!config['guard.warn.message']) return 'no reaction warns';
    config['guard.warn.message'] = value;
    return undefined;
  },
} as const;

/** Every class of the runtime parts an app may reference or the shell carries (read from the sources' `.class` lines, without assembling them). */
const runtimeTypes = (() => {
  let cached: string[] | undefined;
  return () =>
    (cached ??= ['shell', 'guard', 'app'].flatMap((part) =>
      runtimeSources(part).flatMap((source) => [...source.text.matchAll(/^\.class\b[^\n]*?\s(L[^;\s]+;)/gm)].map((m) => m[1])),
    ));
})();

/**
 * Hardens an APK (or the DEX code of an AAB) with an Android policy:
 *
 * 1. every DEX is read into the model one file at a time; the code protections apply to the
 *    classes in scope (log stripping, string encryption, the calls that reach assets, native
 *    libraries and preferences redirected to the runtime) and the file is written back (split
 *    where it outgrows 65,536 references);
 * 2. assets and native libraries in scope are encrypted;
 * 3. the shell becomes the app's entry point: with the DEX shell on, the written DEX files go
 *    into its encrypted payload; otherwise the shell only bootstraps the runtime (guard, app
 *    runtime) beside the app's own DEX files. The runtime's configuration travels encrypted
 *    with a key bound to the signing certificate;
 * 4. the manifest is edited through the AXML writer and the package is aligned and signed.
 */
export async function hardenAndroid(job: HardenAndroidInput): Promise<AndroidHardenReport> {
  const { options } = job;
  const random = seededRandom(job.seed);
  const log: string[] = [];
  const applied: string[] = [];
  const skipped: SkippedOption[] = [];
  const progress = (f: number) => job.onProgress?.(Math.max(0, Math.min(1, f)));
  const counts = {
    dexIn: 0,
    dexOut: 0,
    classes: 0,
    classesInScope: 0,
    methods: 0,
    strings: 0,
    logCalls: 0,
    staticValues: 0,
    assetCalls: 0,
    libraryCalls: 0,
    preferenceCalls: 0,
    assetsEncrypted: 0,
    librariesEncrypted: 0,
    payloadBytes: 0,
    methodsOutlined: 0,
  };
  const guardOn = options.antiDebug || options.runtime.root || options.runtime.emulator || options.runtime.hook || options.runtime.multiInstance;
  const screenOn = options.screenshot.mode !== 'off' || options.uiHijack.enabled;
  const runtimeNames = new RuntimeNames(random);

  const source = fileSource(job.input);
  let manifestBytes: Buffer | undefined;
  let manifestName = 'AndroidManifest.xml';
  const written: { dir: string; bytes: Uint8Array }[] = [];
  // With the DEX shell on, each written DEX file is compressed for the payload at once.
  const sealed: ShellDex[] = [];
  const dexIn = new Set<string>();
  const replaced = new Map<string, Buffer | null>();
  const extra: { name: string; content: Buffer; compress: boolean }[] = [];
  let kind: 'apk' | 'aab';
  let manifestFacts = { debuggable: [false, false] as [boolean, boolean], allowBackup: [true, true] as [boolean, boolean], permissionsAdded: [] as string[] };
  let pkg = '';
  try {
    const archive = ZipArchive.open(source);
    const apkManifest = archive.get('AndroidManifest.xml');
    kind = apkManifest ? 'apk' : 'aab';
    if (!apkManifest && !archive.get(AAB_MANIFEST)) throw new EngineError('android.manifest_missing', 'neither AndroidManifest.xml nor an app bundle manifest');
    const names = archive.entries.map((e) => e.name);

    // The manifest: binary XML in an APK, protobuf XML in an app bundle's base module.
    const manifestEntry = apkManifest ?? archive.get(AAB_MANIFEST)!;
    manifestName = manifestEntry.name;
    const doc = apkManifest ? axmlManifest(archive.read(apkManifest)) : protoManifest(archive.read(manifestEntry));
    pkg = doc.packageName();
    const debuggable = asBoolean(doc.applicationAttribute('debuggable'), false);
    const allowBackup = asBoolean(doc.applicationAttribute('allowBackup'), true);
    manifestFacts = { debuggable: [debuggable, debuggable], allowBackup: [allowBackup, allowBackup], permissionsAdded: [] };
    const entryPoints = doc.entryPoints();
    log.push(`package: ${pkg}`, `application: ${entryPoints.applicationName ?? '(none)'}`, `appComponentFactory: ${entryPoints.appComponentFactory ?? '(none)'}`);
    const runtimeWanted =
      options.dexShell || options.dynamicDex.enabled || guardOn || screenOn || options.dataEncryption || options.resourceEncryption.enabled || options.soProtection.enabled;
    if (kind === 'aab') {
      // In a bundle, assets and libraries live per module and per split: left in clear.
      if (options.resourceEncryption.enabled)
        skipped.push({ option: 'resourceEncryption', reason: 'assets of an app bundle are not encrypted by this engine version; harden the APK built from it' });
      if (options.soProtection.enabled)
        skipped.push({ option: 'soProtection', reason: 'native libraries of an app bundle are not encrypted by this engine version; harden the APK built from it' });
    }

    // Assets and native libraries in scope (APK only: they are reached through the runtime).
    const assetNames = kind === 'apk' && options.resourceEncryption.enabled ? selectAssets(names, options.resourceEncryption.include) : [];
    const libraryNames = kind === 'apk' && options.soProtection.enabled ? selectLibraries(names, options.soProtection.libraries) : [];

    // Code: one DEX at a time, so memory holds a single file's model.
    const codeScope = scopeFilter({ include: [], exclude: [] });
    const stringScope = scopeFilter(options.stringEncryption.scope);
    const dynamicScope = scopeFilter(options.dynamicDex.scope);
    const dynamicConfig: Record<string, string> = {};
    let dynamicHook: string | undefined;
    const dexEntries = archive.entries
      .filter((e) => isDexEntry(e.name, kind))
      .sort((a, b) => a.name.slice(0, a.name.lastIndexOf('/')).localeCompare(b.name.slice(0, b.name.lastIndexOf('/'))) || dexNumber(a.name) - dexNumber(b.name));
    // The shell: in a bundle, code of other modules (feature modules) is loaded beside the base
    // module's and may use its classes, so the base DEX can only move into the payload when no
    // other module has code.
    const dexDir = kind === 'aab' ? 'base/dex/' : '';
    const otherModulesHaveCode = dexEntries.some((e) => e.name.slice(0, e.name.lastIndexOf('/') + 1) !== dexDir);
    const shellEncrypts = options.dexShell && !otherModulesHaveCode;
    // Across a multidex app, which class extends which (a Context subclass may live in another
    // DEX file than the call that obtains preferences from it).
    const superclasses = new Map<string, string | null>();
    if (options.dataEncryption && dexEntries.length > 1) {
      for (const entry of dexEntries)
        for (const cls of parseDex(entry.name, archive.read(entry), { scanCode: false }).classes) superclasses.set(cls.descriptor, cls.superclass || null);
    }
    for (const [index, entry] of dexEntries.entries()) {
      dexIn.add(entry.name);
      const file: DexFile = readDex(archive.read(entry), entry.name);
      counts.classes += file.classes.length;
      for (const cls of file.classes) {
        if (!codeScope(cls.type)) continue;
        counts.classesInScope++;
        counts.methods += cls.directMethods.length + cls.virtualMethods.length;
        if (options.additional.stripLogs) counts.logCalls += stripLogCalls(cls);
      }
      const decryptors: string[] = [];
      if (options.stringEncryption.enabled) {
        const result = encryptStrings([file], { inScope: stringScope, random });
        file.classes.push(...result.classes);
        decryptors.push(...result.classes.map((c) => c.type));
        counts.strings += result.strings;
        counts.staticValues += result.staticValues;
      }
      if (assetNames.length > 0 || libraryNames.length > 0 || options.dataEncryption) {
        const rewrites = rewriteAppCalls([file], {
          inScope: codeScope,
          assets: assetNames.length > 0,
          libraries: libraryNames.length > 0,
          preferences: options.dataEncryption,
          superclasses,
        });
        counts.assetCalls += rewrites.counts.assets;
        counts.libraryCalls += rewrites.counts.libraries;
        counts.preferenceCalls += rewrites.counts.preferences;
      }
      const dynamicTypes: string[] = [];
      if (options.dynamicDex.enabled && index === 0) {
        // Dynamic DEX v2 outlines the methods of the first DEX file (one runtime table per app).
        const outlined = outlineMethods([file], { inScope: dynamicScope, random });
        file.classes.push(...outlined.runtime);
        dynamicTypes.push(...outlined.runtime.map((c) => c.type));
        const payloads = dynamicPayloads(outlined.parts, random);
        for (const e of payloads.entries) extra.push({ name: `${kind === 'aab' ? 'base/' : ''}${e.name}`, content: e.data, compress: false });
        Object.assign(dynamicConfig, payloads.config);
        counts.methodsOutlined = outlined.counts.methods;
        if (outlined.runtime.length > 0) dynamicHook = runtimeNames.of(DYNAMIC_HOOK);
        applied.push(
          `dynamicDex: ${outlined.counts.methods} methods of ${outlined.counts.classes} classes${dexEntries.length > 1 ? ` in ${entry.name}` : ''} outlined into ${outlined.parts.length} encrypted DEX parts loaded on first use (kept in place: ${
            Object.entries(outlined.counts.skipped)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ') || 'none'
          })`,
        );
      }
      runtimeNames.apply([file], [...runtimeTypes(), ...decryptors, ...dynamicTypes]);
      progress(0.05 + (0.6 * (index + 0.5)) / dexEntries.length);
      const dir = entry.name.slice(0, entry.name.lastIndexOf('/') + 1);
      for (const part of writeDexFiles(file)) {
        if (shellEncrypts) sealed.push(deflateShellDex(sealed.length === 0 ? 'classes.dex' : `classes${sealed.length + 1}.dex`, part.bytes));
        else written.push({ dir, bytes: part.bytes });
      }
      progress(0.05 + (0.6 * (index + 1)) / dexEntries.length);
    }
    counts.dexIn = dexEntries.length;
    if (options.additional.stripLogs) applied.push(`additional.stripLogs: ${counts.logCalls} Log.v/d/i calls removed`);
    if (options.stringEncryption.enabled) applied.push(`stringEncryption: ${counts.strings} const-strings and ${counts.staticValues} static values through per-build decryptors`);

    // Encrypted entries.
    const config: Record<string, string> = {};
    {
      const assetKey = random(KEY_BYTES);
      for (const name of assetNames) replaced.set(name, encryptEntry(archive.read(archive.get(name)!), assetKey, random));
      counts.assetsEncrypted = assetNames.length;
      const libraryKey = random(KEY_BYTES);
      const libraryMap: Record<string, string> = {};
      for (const name of libraryNames) {
        const target = libraryPayloadEntry(random);
        libraryMap[name] = target;
        replaced.set(name, null);
        extra.push({ name: target, content: encryptEntry(archive.read(archive.get(name)!), libraryKey, random), compress: false });
      }
      counts.librariesEncrypted = libraryNames.length;
      Object.assign(
        config,
        appConfig(
          {
            assets: assetNames.length > 0 ? { names: assetNames, key: assetKey } : undefined,
            libraries: libraryNames.length > 0 ? { map: libraryMap, key: libraryKey } : undefined,
            preferences: options.dataEncryption,
            screenshot: options.screenshot.mode === 'off' ? undefined : { mode: options.screenshot.mode, activities: options.screenshot.activities },
            uiHijack: options.uiHijack.enabled ? { title: options.uiHijack.title, content: options.uiHijack.content } : undefined,
          },
          random,
        ),
      );
      if (options.resourceEncryption.enabled)
        applied.push(`resourceEncryption: ${counts.assetsEncrypted} assets encrypted, ${counts.assetCalls} AssetManager.open calls redirected`);
      if (options.soProtection.enabled) applied.push(`soProtection: ${counts.librariesEncrypted} native libraries encrypted, ${counts.libraryCalls} loadLibrary calls redirected`);
      if (options.dataEncryption) applied.push(`dataEncryption: ${counts.preferenceCalls} SharedPreferences calls wrapped`);
      if (options.screenshot.mode !== 'off')
        applied.push(`screenshot: FLAG_SECURE on ${options.screenshot.mode === 'all' ? 'every activity' : `${options.screenshot.activities.length} activities`}`);
      if (options.uiHijack.enabled) applied.push('uiHijack: warning when another app takes the foreground');
    }

    // Runtime guard.
    if (guardOn) {
      Object.assign(
        config,
        guardConfig({
          antiDebug: options.antiDebug,
          root: options.runtime.root,
          emulator: options.runtime.emulator,
          hook: options.runtime.hook,
          multiInstance: options.runtime.multiInstance,
          reactions: Object.fromEntries(GUARD_THREATS.flatMap((threat) => (options.reactions[threat] === 'auto' ? [] : [[threat, options.reactions[threat]]]))),
          warnMessage: options.reactions.warnMessage || undefined,
          report: job.monitoring,
        }),
      );
      if (job.monitoring && doc.addUsesPermission('android.permission.INTERNET')) manifestFacts.permissionsAdded.push('android.permission.INTERNET');
      const checks = [
        options.antiDebug && 'anti-debug',
        options.runtime.root && 'root',
        options.runtime.emulator && 'emulator',
        options.runtime.hook && 'hook',
        options.runtime.multiInstance && 'multi-instance',
      ].filter(Boolean);
      const reactions = GUARD_THREATS.filter((threat) => config[`guard.reaction.${threat}`]).map((threat) => `${threat} → ${config[`guard.reaction.${threat}`]}`);
      applied.push(`runtime guard: ${checks.join(', ')}; reactions ${reactions.join(', ')}${job.monitoring ? '; reports go to Monitoring' : ''}`);
    }
    for (const { key, value } of options.expansion) {
      if (key in EXPANSION_KEYS) {
        const problem = EXPANSION_KEYS[key as keyof typeof EXPANSION_KEYS](value, config);
        if (problem) skipped.push({ option: `expansion.${key}`, reason: problem });
        else applied.push(`expansion.${key} = ${value}`);
      } else skipped.push({ option: `expansion.${key}`, reason: `not a key this engine reads (it reads ${Object.keys(EXPANSION_KEYS).join(', ')})` });
    }
    Object.assign(config, dynamicConfig);

    // The shell: the entry point of the protected app.
    if (options.dexShell && otherModulesHaveCode)
      skipped.push({
        option: 'dexShell',
        reason: 'other modules of the bundle have code that may use the base module’s classes; the DEX files stay in clear and the shell only starts the runtime',
      });
    if (runtimeWanted) {
      const extraClasses: DexClass[] = [];
      const hooks: string[] = [];
      if (guardOn) {
        extraClasses.push(...guardClasses());
        hooks.push(GUARD_HOOK_CLASS);
      }
      const appRuntime = assetNames.length > 0 || libraryNames.length > 0 || options.dataEncryption || screenOn;
      if (appRuntime) {
        extraClasses.push(...appRuntimeClasses());
        hooks.push(...APP_HOOK_CLASSES);
      }
      // The v2 hook lives in the app's code (its loader is the parts' parent): called by name.
      if (dynamicHook) hooks.push(dynamicHook);
      const payloadName = `assets/${options.vmpLibraryName || randomName(random, 6)}.dat`;
      const shell = buildShell({
        dexFiles: sealed,
        ...entryPoints,
        acceptedCertificateMd5: options.googleSignatureMd5.map((md5) => Buffer.from(normalizeMd5(md5), 'hex')),
        certificateSha256: Buffer.from(job.identity.certificate.sha256, 'hex'),
        random,
        extraClasses,
        hooks,
        config,
        payloadName,
      });
      // The shell DEX gets the build's names for the runtime, and the manifest names them.
      const shellFile = readDex(shell.shellDex, 'classes.dex');
      runtimeNames.apply(
        [shellFile],
        shellFile.classes.map((c) => c.type),
      );
      shell.shellDex = writeDex(shellFile);
      shell.applicationClass = javaName(runtimeNames.of(`L${shell.applicationClass.replace(/\./g, '/')};`));
      shell.factoryClass = javaName(runtimeNames.of(`L${shell.factoryClass.replace(/\./g, '/')};`));
      doc.setEntryPoints(shell.applicationClass, shell.factoryClass);
      counts.payloadBytes = shell.payload.length;
      extra.push({ name: `${kind === 'aab' ? 'base/' : ''}${payloadName}`, content: shell.payload, compress: false });
      if (shellEncrypts) {
        written.push({ dir: dexDir, bytes: shell.shellDex });
        applied.push(
          `dexShell: ${shell.counts.dexFiles} DEX files (${shell.counts.dexBytes} bytes) encrypted into ${payloadName}, loaded by the shell; key bound to the signing certificate`,
        );
      } else {
        written.push({ dir: dexDir, bytes: shell.shellDex });
        applied.push('runtime bootstrap: the shell starts the runtime before the app’s Application');
      }
    }

    // Manifest flags.
    {
      if (options.antiDebug || options.additional.clearDebuggable) {
        doc.setDebuggable(false);
        manifestFacts.debuggable[1] = false;
        applied.push(options.antiDebug ? 'antiDebug: android:debuggable forced off' : 'additional.clearDebuggable');
      }
      if (options.additional.disallowBackup) {
        doc.setAllowBackup(false);
        manifestFacts.allowBackup[1] = false;
        applied.push('additional.disallowBackup');
      }
      manifestBytes = doc.write();
    }
    if (options.dexVirtualization.enabled) skipped.push({ option: 'dexVirtualization', reason: 'DEX virtualization v4 is not available yet' });
    if (options.unityDllEncryption) {
      const dlls = names.filter((n) => /^assets\/bin\/Data\/Managed\/.+\.dll$/.test(n)).length;
      skipped.push({
        option: 'unityDllEncryption',
        reason:
          dlls > 0
            ? `${dlls} Unity assemblies left in clear: decrypting them needs a native hook into the Mono loader, which this engine version does not have`
            : 'the package has no Unity assemblies',
      });
    }
    if (options.integrity.signature) {
      if (runtimeWanted) applied.push('integrity.signature: the payload and configuration keys are derived from the signing certificate; a re-signed copy cannot start');
    }
    if (runtimeWanted && options.googleSignatureMd5.length > 0)
      applied.push(`googleSignatureMd5: ${options.googleSignatureMd5.length} Play App Signing certificate(s) also open the payload, so the app starts after Play re-signs it`);
    if (options.integrity.files) {
      if (runtimeWanted) applied.push('integrity.files: the DEX payload, the configuration and every encrypted entry are authenticated (AES-GCM)');
      skipped.push({ option: 'integrity.files', reason: 'digests of the shell DEX, the manifest and assets left in clear are not checked at run time by this engine version' });
    }
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
  const repack = await repackPackage({
    input: job.input,
    output: job.output,
    identity: job.identity,
    schemes: job.schemes ?? (kind === 'aab' ? ['v1'] : undefined),
    transform: (name) => {
      if (dexIn.has(name)) return null;
      if (name === manifestName && manifestBytes) return manifestBytes;
      return replaced.get(name);
    },
    extraEntries: [...outputs, ...extra],
  });
  progress(1);
  log.push(`dex: ${counts.dexIn} in, ${counts.dexOut} out; ${counts.classes} classes, ${counts.classesInScope} in scope`);
  return { kind, packageName: pkg || repack.packageName, applied, skipped, log, counts, manifest: manifestFacts, repack };
}
