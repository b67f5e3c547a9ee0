import { EngineError } from '../errors.js';
import { parseElf, isElf } from '../elf/elf.js';
import type { ZipArchive } from '../archive/zip-reader.js';
import type { ByteSource } from '../archive/byte-source.js';
import type { NativeLib, ScanResult } from '../report/scan-result.js';
import { detectAndroidProtections, reportZipAnomalies } from '../rules/anti-analysis.js';
import { androidApiKey, applyDetectionRules, compileWhitelist, sdkCatalogueWith, type ApiSource, type DetectionOptions } from '../rules/detection.js';
import { applyDexRules } from '../rules/dex-rules.js';
import { reportBundledKeyFiles } from '../rules/bundled-key-files.js';
import { computeScore, FindingCollector } from '../rules/finding-collector.js';
import type { FindingLanguage } from '../rules/findings-catalogue.js';
import { applyDataLeakRules } from '../rules/data-leak-rules.js';
import { applyManifestRules, codeHandsOutUris } from '../rules/manifest-rules.js';
import { NativeLibraryInspection } from '../rules/native-rules.js';
import { applyNetworkSecurityRules } from '../rules/nsc-rules.js';
import { detectAndroidSdks } from '../rules/sdk-catalogue.js';
import { applyStringRules, type StringSource } from '../rules/string-rules.js';
import { permissionLevel, type PermissionLevel } from './android-permissions.js';
import { verifyApkSignatures, type ApkSignatureReport } from './apk-signature.js';
import { signaturePlatforms } from './signature-platforms.js';
import { parseArsc, type ResourceTable } from './arsc.js';
import { parseAxml } from './axml.js';
import { parseDex, type DexFile } from './dex.js';
import { reportDexIntegrity } from './dex-integrity.js';
import { readManifest, type AndroidManifestInfo } from './manifest.js';
import { parseProtoResources } from './proto-resources.js';
import { parseProtoXml } from './proto-xml.js';
import type { XmlElement } from './xml-node.js';

/** What the Android analyser needs from the caller. */
export interface AndroidScanInput {
  zip: ZipArchive;
  source: ByteSource;
  format: 'apk' | 'aab';
  file: ScanResult['file'];
  lang: FindingLanguage;
  /** An account's detection settings (none: the shipped rules only). */
  detection?: DetectionOptions;
}

const TEXT_ASSET = /\.(js|json|html?|xml|properties|txt|cfg|conf|ya?ml|plist)$/i;
const MAX_TEXT_ASSET = 1024 * 1024;
const MAX_TEXT_TOTAL = 16 * 1024 * 1024;
const LAUNCHER_ACTION = 'android.intent.action.MAIN';

/**
 * Analyses an APK or AAB already opened as a zip: manifest, resources, DEX, native libraries,
 * signatures, SDKs, strings and protections, producing the full scan result. Parts that fail
 * (a damaged DEX, a library over the size limit) become warnings and findings; only a missing
 * or unreadable manifest fails the scan.
 */
export function analyzeAndroid(input: AndroidScanInput): ScanResult {
  const { zip, format } = input;
  const warnings: string[] = [];
  const out = new FindingCollector();
  const prefix = format === 'aab' ? 'base/' : '';
  const guard = <T>(what: string, fn: () => T): T | undefined => {
    try {
      return fn();
    } catch (err) {
      // A DEX the runtime would refuse makes the whole package unusable.
      if (err instanceof EngineError && err.code === 'android.dex_malformed') throw err;
      if (err instanceof EngineError && err.code === 'archive.limit_exceeded') {
        out.add('anti_analysis.limit_reached', { file: what, detail: err.message });
      }
      warnings.push(`${what}: ${(err as Error).message}`);
      return undefined;
    }
  };

  const manifestName = format === 'aab' ? 'base/manifest/AndroidManifest.xml' : 'AndroidManifest.xml';
  const manifestBytes = zip.readByName(manifestName);
  if (!manifestBytes) throw new EngineError('android.manifest_missing', `${manifestName} not found`);
  let root: XmlElement;
  if (format === 'aab') root = parseProtoXml(manifestBytes);
  else {
    const doc = parseAxml(manifestBytes);
    root = doc.root;
    if (doc.anomalies.length) out.add('android.manifest.malformed', ...doc.anomalies.slice(0, 10).map((a) => ({ file: manifestName, detail: a })));
  }
  const resources = guard('resources', (): ResourceTable | undefined => {
    const bytes = zip.readByName(format === 'aab' ? 'base/resources.pb' : 'resources.arsc');
    if (!bytes) return undefined;
    return format === 'aab' ? parseProtoResources(bytes) : parseArsc(bytes);
  });
  const manifest = readManifest(root, resources);
  out.preferPackage(manifest.packageName);

  // A bundle's feature modules carry manifests of their own; their components and permissions
  // are merged into the installed app as much as the base's are.
  const modules = format === 'aab' ? (guard('feature modules', () => readFeatureModules(zip, manifest, resources)) ?? []) : [];
  const declaredLevels = new Map<string, PermissionLevel>(
    [manifest, ...modules.map((m) => m.manifest)].flatMap((m) => m.declaredPermissions.map((p) => [p.name, p.level] as const)),
  );
  const permissionNames = [...new Set([manifest, ...modules.map((m) => m.manifest)].flatMap((m) => m.usesPermissions))];
  const permissions = permissionNames.map((name) => ({ name, level: permissionLevel(name, declaredLevels) }));
  manifestFindings(manifest, permissions, manifestName, declaredLevels, out);
  const inBase = new Set(manifest.components.map(componentKey));
  for (const mod of modules) {
    // A component the base repeats is reported once, at the base.
    const own = mod.manifest.components.filter((c) => !inBase.has(componentKey(c)));
    componentFindings({ ...mod.manifest, components: own }, manifest, mod.file, declaredLevels, out);
  }
  const components = mergedComponents(manifest, modules);
  if (manifest.application.networkSecurityConfig) {
    guard('network security config', () => networkSecurityFindings(zip, prefix, manifest.application.networkSecurityConfig!, format, manifest.application.debuggable, out));
  }

  const dexNames = zip
    .names()
    .filter((n) => (format === 'aab' ? /^[^/]+\/dex\/classes\d*\.dex$/ : /^classes\d*\.dex$/).test(n))
    .sort(naturalDexOrder);
  const dexFiles: DexFile[] = [];
  for (const name of dexNames) {
    const dex = guard(name, () => parseDex(name, zip.readByName(name)!));
    if (dex) {
      dexFiles.push(dex);
      for (const a of dex.anomalies.slice(0, 5)) warnings.push(`${name}: ${a}`);
    }
  }

  const nativeLibs: NativeLib[] = [];
  const libRe = format === 'aab' ? /^[^/]+\/lib\/([^/]+)\/[^/]+\.so$/ : /^lib\/([^/]+)\/[^/]+\.so$/;
  const native = new NativeLibraryInspection(zip.names().filter((n) => libRe.test(n)));
  for (const name of zip.names()) {
    const m = libRe.exec(name);
    if (!m) continue;
    const lib = guard(name, (): NativeLib => {
      const bytes = zip.readByName(name)!;
      if (!isElf(bytes)) {
        warnings.push(`${name}: not an ELF file`);
        return { path: name, abi: m[1], elf: false, nx: false, pie: false, canary: false, relro: 'none', fortify: false, stripped: false, rpath: [] };
      }
      const elf = parseElf(bytes);
      native.inspect(name, bytes, elf);
      return {
        path: name,
        abi: m[1],
        elf: true,
        nx: elf.nx,
        pie: elf.pie,
        canary: elf.canary,
        relro: elf.relro,
        fortify: elf.fortify,
        stripped: elf.stripped,
        rpath: [...elf.rpath, ...elf.runpath],
      };
    });
    if (lib) nativeLibs.push(lib);
  }
  nativeFindings(nativeLibs, out);
  native.report(out);
  guard('bundled key files', () => reportBundledKeyFiles(zip, out));

  const signature = verifyApkSignatures(zip, input.source);
  signatureFindings(signature, format, manifest, out);
  const platforms = format === 'apk' ? signaturePlatforms(signature, manifest, out) : undefined;

  const classDescriptors = dexFiles.flatMap((d) => d.classes.map((c) => c.descriptor));
  applyDexRules(dexFiles, out, manifest);
  reportDexIntegrity(dexFiles, out);
  applyDataLeakRules(dexFiles, out);
  const handsOutUris = codeHandsOutUris(dexFiles);
  applyManifestRules({ root, manifest, file: manifestName, handsOutUris }, out);
  for (const mod of modules) applyManifestRules({ root: mod.root, manifest: mod.manifest, file: mod.file, handsOutUris, skip: inBase }, out);
  detectAndroidProtections(classDescriptors, zip.names(), out);
  reportZipAnomalies(zip.anomalies, out);

  const stringSources: StringSource[] = dexFiles.map((d) => ({ file: d.name, strings: d.strings, locate: constStringLocator(d) }));
  if (resources) stringSources.push({ file: format === 'aab' ? 'base/resources.pb' : 'resources.arsc', strings: resources.strings() });
  guard('assets', () => stringSources.push(...textAssets(zip, format)));
  stringSources.push(...native.stringSources());
  applyStringRules(stringSources, out);
  applyDetectionRules(input.detection, { strings: stringSources, apis: dexFiles.map(dexApiSource) }, out, warnings);

  const findings = out.toFindings(input.lang, compileWhitelist(input.detection?.whitelist));
  return {
    schemaVersion: 1,
    platform: 'android',
    format,
    file: input.file,
    packageName: manifest.packageName,
    appName: manifest.application.label,
    versionName: manifest.versionName,
    versionCode: manifest.versionCode,
    minSdk: manifest.minSdk,
    targetSdk: manifest.targetSdkDeclared ? manifest.targetSdk : null,
    minimumOsVersion: null,
    permissions,
    signature: {
      schemes: signature.schemes,
      present: signature.present,
      verified: signature.schemes.length > 0 && signature.results.every((r) => r.verified) && (platforms ?? []).every((p) => p.verified),
      platforms,
      certificates: signature.certificates,
      errors: signature.results.flatMap((r) => r.errors.map((e) => `${r.scheme}: ${e}`)),
    },
    dex: {
      files: dexFiles.length,
      classes: dexFiles.reduce((s, d) => s + d.classCount, 0),
      methods: dexFiles.reduce((s, d) => s + d.methodCount, 0),
      perFile: dexFiles.map((d) => ({ name: d.name, classes: d.classCount, methods: d.methodCount, strings: d.strings.length })),
    },
    nativeLibs,
    binaries: [],
    thirdPartySdks: detectAndroidSdks(
      classDescriptors,
      nativeLibs.map((l) => l.path),
      sdkCatalogueWith(input.detection?.sdks),
    ),
    components: components.map((c) => ({
      type: c.type,
      name: c.name,
      exported: c.exported,
      permission: c.permission ?? c.readPermission ?? c.writePermission ?? null,
    })),
    findings,
    score: computeScore(findings),
    warnings,
  };
}

function naturalDexOrder(a: string, b: string): number {
  const num = (s: string): number => Number(/classes(\d*)\.dex$/.exec(s)?.[1] || 1);
  const dir = (s: string): string => s.slice(0, s.lastIndexOf('/') + 1);
  return dir(a).localeCompare(dir(b)) || num(a) - num(b);
}

function dexApiSource(dex: DexFile): ApiSource {
  return {
    file: dex.name,
    normalise: androidApiKey,
    *calls() {
      for (const cls of dex.classes) {
        for (const i of cls.invokes) {
          const ref = dex.methodRefs[i];
          if (ref) yield { api: `${ref.className}->${ref.name}`, location: cls.descriptor };
        }
      }
    },
  };
}

function constStringLocator(dex: DexFile): (value: string) => string | undefined {
  let index: Map<string, string> | undefined;
  return (value) => {
    if (!index) {
      index = new Map();
      for (const cls of dex.classes) {
        for (const i of cls.constStrings) {
          const s = dex.strings[i];
          if (s !== undefined && !index.has(s)) index.set(s, cls.descriptor);
        }
      }
    }
    return index.get(value);
  };
}

function textAssets(zip: ZipArchive, format: 'apk' | 'aab'): StringSource[] {
  const re = format === 'aab' ? /^[^/]+\/assets\// : /^assets\//;
  const out: StringSource[] = [];
  let total = 0;
  for (const name of zip.names()) {
    if (!re.test(name) || !TEXT_ASSET.test(name)) continue;
    const e = zip.get(name)!;
    if (e.uncompressedSize > MAX_TEXT_ASSET || total + e.uncompressedSize > MAX_TEXT_TOTAL) continue;
    const text = zip.read(e).toString('utf8');
    total += text.length;
    out.push({ file: name, strings: text.split(/\r?\n/) });
  }
  return out;
}

function manifestFindings(
  m: AndroidManifestInfo,
  permissions: { name: string; level: PermissionLevel }[],
  file: string,
  declared: Map<string, PermissionLevel>,
  out: FindingCollector,
): void {
  const app = m.application;
  if (app.debuggable) out.add('android.manifest.debuggable', { file, location: '<application>', detail: 'android:debuggable="true"' });
  if (app.allowBackup) {
    out.add('android.manifest.allow_backup', {
      file,
      location: '<application>',
      detail: app.allowBackupExplicit ? 'android:allowBackup="true"' : 'android:allowBackup not set (defaults to true)',
    });
  }
  if (app.testOnly) out.add('android.manifest.test_only', { file, location: '<application>', detail: 'android:testOnly="true"' });
  const target = typeof m.targetSdk === 'number' ? m.targetSdk : 10_000;
  const min = typeof m.minSdk === 'number' ? m.minSdk : 10_000;
  if (app.usesCleartextTraffic === true) {
    out.add('android.manifest.cleartext_traffic', { file, location: '<application>', detail: 'android:usesCleartextTraffic="true"' });
  } else if (app.usesCleartextTraffic === undefined && !app.networkSecurityConfig && target < 28) {
    out.add('android.manifest.cleartext_default', { file, location: '<uses-sdk>', detail: `targetSdkVersion ${m.targetSdk}` });
  }
  if (min < 23) out.add('android.manifest.min_sdk_low', { file, location: '<uses-sdk>', detail: `minSdkVersion ${m.minSdk}` });
  if (!m.targetSdkDeclared) {
    out.add('android.manifest.target_sdk_missing', {
      file,
      location: '<uses-sdk>',
      detail: `targetSdkVersion not set: Android assumes minSdkVersion (${m.minSdk})`,
    });
  }
  componentFindings(m, m, file, declared, out);
  const dangerous = permissions.filter((p) => p.level === 'dangerous');
  if (dangerous.length) out.add('android.manifest.dangerous_permissions', ...dangerous.map((p) => ({ file, location: '<uses-permission>', detail: p.name })));
}

/**
 * Findings on the components and permission declarations of one manifest: the base's, or a
 * feature module's judged with the base's target SDK and package (the module is merged into it).
 */
function componentFindings(m: AndroidManifestInfo, base: AndroidManifestInfo, file: string, declared: Map<string, PermissionLevel>, out: FindingCollector): void {
  const target = typeof base.targetSdk === 'number' ? base.targetSdk : 10_000;
  for (const c of m.components) {
    const location = `<${c.type} android:name="${c.name}">`;
    if (c.type === 'activity' || c.type === 'activity-alias') {
      const hijack =
        (target < 28 && (c.launchMode === 2 || c.launchMode === 3)) ||
        c.allowTaskReparenting === true ||
        (c.taskAffinity !== undefined && c.taskAffinity !== '' && c.taskAffinity !== base.packageName);
      if (hijack) out.add('android.manifest.task_hijacking', { file, location, detail: `launchMode=${c.launchMode ?? 'standard'} taskAffinity=${c.taskAffinity ?? '(default)'}` });
    }
    if (!c.exported || c.actions.includes(LAUNCHER_ACTION)) continue;
    const guards = [c.permission, c.readPermission, c.writePermission].filter((p): p is string => !!p);
    if (!guards.length) {
      out.add(c.type === 'provider' ? 'android.manifest.exported_provider' : 'android.manifest.exported_component', {
        file,
        location,
        detail: c.exportedExplicit ? 'android:exported="true"' : 'exported implicitly',
      });
      continue;
    }
    const weak = guards.find((p) => {
      const level = permissionLevel(p, declared);
      return level === 'normal' || level === 'dangerous';
    });
    if (weak) out.add('android.manifest.exported_weak_permission', { file, location, detail: `${weak} (${permissionLevel(weak, declared)})` });
  }
  for (const p of m.declaredPermissions) {
    if (p.level === 'normal' || p.level === 'dangerous') {
      out.add('android.manifest.weak_custom_permission', { file, location: `<permission android:name="${p.name}">`, detail: `protectionLevel ${p.level}` });
    }
  }
}

function componentKey(c: AndroidManifestInfo['components'][number]): string {
  return `${c.type} ${c.name}`;
}

/** A bundle's feature module (any module but `base`) with a manifest. */
interface FeatureModule {
  name: string;
  file: string;
  root: XmlElement;
  manifest: AndroidManifestInfo;
}

/** Reads every feature module's manifest of a bundle, resolving references through its own resource table. */
function readFeatureModules(zip: ZipArchive, base: AndroidManifestInfo, baseResources: ResourceTable | undefined): FeatureModule[] {
  const modules: FeatureModule[] = [];
  for (const file of zip.names()) {
    const m = /^([^/]+)\/manifest\/AndroidManifest\.xml$/.exec(file);
    if (!m || m[1] === 'base') continue;
    const resBytes = zip.readByName(`${m[1]}/resources.pb`);
    const resources = resBytes ? parseProtoResources(resBytes) : baseResources;
    const root = parseProtoXml(zip.readByName(file)!);
    const manifest = readManifest(root, resources, { minSdk: base.minSdk, targetSdk: base.targetSdk });
    modules.push({ name: m[1], file, root, manifest });
  }
  return modules;
}

/** The base's components followed by those only a feature module declares (the base often repeats them). */
function mergedComponents(base: AndroidManifestInfo, modules: FeatureModule[]): AndroidManifestInfo['components'] {
  const seen = new Set(base.components.map(componentKey));
  const all = [...base.components];
  for (const mod of modules) {
    for (const c of mod.manifest.components) {
      const key = componentKey(c);
      if (seen.has(key)) continue;
      seen.add(key);
      all.push(c);
    }
  }
  return all;
}

function networkSecurityFindings(zip: ZipArchive, prefix: string, path: string, format: 'apk' | 'aab', debuggable: boolean, out: FindingCollector): void {
  const name = `${prefix}${path}`;
  const bytes = zip.readByName(name);
  if (!bytes) return;
  const root = format === 'aab' ? parseProtoXml(bytes) : parseAxml(bytes).root;
  applyNetworkSecurityRules(root, { file: name, debuggable, now: Date.now() }, out);
}

function nativeFindings(libs: NativeLib[], out: FindingCollector): void {
  for (const l of libs.filter((x) => x.elf)) {
    const ev = { file: l.path, location: l.abi };
    if (!l.nx) out.add('native.no_nx', ev);
    if (!l.pie) out.add('native.no_pie', ev);
    if (!l.canary) out.add('native.no_canary', ev);
    if (l.relro !== 'full') out.add('native.no_relro', { ...ev, detail: `RELRO ${l.relro}` });
    if (!l.fortify) out.add('native.no_fortify', ev);
    if (!l.stripped) out.add('native.not_stripped', ev);
    if (l.rpath.length) out.add('native.rpath', { ...ev, detail: l.rpath.join(':') });
  }
}

function signatureFindings(sig: ApkSignatureReport, format: 'apk' | 'aab', m: AndroidManifestInfo, out: FindingCollector): void {
  const file = format === 'aab' ? 'META-INF/' : 'APK Signing Block / META-INF/';
  if (!sig.present.length) {
    out.add('signature.unsigned', { file, detail: 'no v1, v2 or v3 signature' });
    return;
  }
  for (const r of sig.results) {
    if (!r.verified) out.add('signature.invalid', { file, location: r.scheme, detail: r.errors[0] ?? 'does not verify' });
  }
  const min = typeof m.minSdk === 'number' ? m.minSdk : 10_000;
  if (format === 'apk' && sig.present.every((s) => s === 'v1') && min <= 26) {
    out.add('signature.janus', { file: 'META-INF/', detail: `v1 only, minSdkVersion ${m.minSdk}` });
  }
  if (sig.strippedSchemes) out.add('signature.stripped', { file: 'META-INF/*.SF', detail: 'X-Android-APK-Signed names a missing scheme' });
  const now = Date.now();
  for (const c of sig.certificates) {
    if (/\bCN=Android Debug\b/.test(c.subject)) out.add('signature.debug_certificate', { file, detail: c.subject });
    if (/^(SHA1|MD5)/i.test(c.algorithm)) out.add('signature.sha1', { file, detail: `certificate signed with ${c.algorithm}` });
    if (Date.parse(c.notAfter) < now || Date.parse(c.notBefore) > now) {
      out.add('signature.expired', { file, detail: `valid ${c.notBefore} to ${c.notAfter}` });
    }
  }
  const v2plus = sig.schemes.some((s) => s !== 'v1');
  if (!v2plus && sig.digestAlgorithms.some((d) => d === 'sha1' || d === 'md5')) {
    out.add('signature.sha1', { file: 'META-INF/', detail: `JAR digests: ${sig.digestAlgorithms.join(', ')}` });
  }
}
