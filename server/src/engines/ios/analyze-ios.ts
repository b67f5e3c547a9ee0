import type { ZipArchive } from '../archive/zip-reader.js';
import { EngineError } from '../errors.js';
import type { BinaryInfo, ScanResult } from '../report/scan-result.js';
import { reportZipAnomalies } from '../rules/anti-analysis.js';
import { reportBundledKeyFiles } from '../rules/bundled-key-files.js';
import { computeScore, FindingCollector } from '../rules/finding-collector.js';
import type { FindingLanguage } from '../rules/findings-catalogue.js';
import { applyDetectionRules, compileWhitelist, iosApiKey, sdkCatalogueWith, type ApiSource, type DetectionOptions } from '../rules/detection.js';
import { detectIosSdks } from '../rules/sdk-catalogue.js';
import { printableStrings } from '../rules/printable-strings.js';
import { applyStringRules, type StringSource } from '../rules/string-rules.js';
import { parseCodeSignature, type CodeSignatureInfo } from './code-signature.js';
import { codeSignatureRanges, parseMachO, type MachOSlice } from './macho.js';
import { parsePlist, plistDict, plistString, type PlistDict } from './plist.js';
import { parseProvisioningProfile } from './provisioning-profile.js';
import { weakCommonCryptoNames, weakCryptoUse } from './weak-crypto.js';

/** What the iOS analyser needs from the caller. */
export interface IosScanInput {
  zip: ZipArchive;
  file: ScanResult['file'];
  lang: FindingLanguage;
  /** An account's detection settings (none: the shipped rules only). */
  detection?: DetectionOptions;
}

const MAX_BINARIES = 60;
/** `strings`-style extraction: runs of 8+ printable characters, capped. */
const STRING_LIMITS = { minLength: 8, maxStrings: 300_000 };
const TEXT_FILE = /\.(js|jsbundle|json|plist|html?|txt|strings|xml|cfg|conf)$/i;
const MAX_TEXT_FILE = 8 * 1024 * 1024;
const BANNED = ['_gets', '_strcpy', '_strcat', '_sprintf', '_vsprintf', '_memcpy', '_strncpy', '_strtok', '_alloca', '_mktemp'];
const WEAK_RANDOM = ['_rand', '_random', '_srand', '_srandom'];
/** Names only pinning code carries: TrustKit, AFNetworking's pinning policy, Alamofire's pinning evaluators. */
const PINNING_MARKERS = [
  'TSKPinningValidator',
  'kTSKPublicKeyHashes',
  'policyWithPinningMode:',
  'setPinnedCertificates:',
  'PinnedCertificatesTrustEvaluator',
  'PublicKeysTrustEvaluator',
];
/** Hand-written pinning: the server's certificate read from the trust and compared after evaluation. */
const PINNING_IMPORTS = [
  ['_SecTrustEvaluate', '_SecTrustEvaluateWithError'],
  ['_SecTrustGetCertificateAtIndex', '_SecTrustCopyCertificateChain'],
  ['_SecCertificateCopyData', '_SecCertificateCopyKey', '_SecTrustCopyKey', '_SecTrustCopyPublicKey'],
];
const JAILBREAK_MARKERS = ['/Applications/Cydia.app', 'cydia://', '/Library/MobileSubstrate', '/usr/sbin/sshd', '/etc/apt', '/private/var/lib/apt', '/bin/bash'];
const NOTABLE_ENTITLEMENTS = [
  'keychain-access-groups',
  'com.apple.security.application-groups',
  'com.apple.developer.associated-domains',
  'com.apple.developer.icloud-container-identifiers',
  'com.apple.developer.healthkit',
  'com.apple.developer.homekit',
  'com.apple.developer.networking.vpn.api',
  'com.apple.developer.nfc.readersession.formats',
  'aps-environment',
];

/**
 * Analyses an IPA: Info.plist, the main executable and bundled frameworks/extensions (Mach-O
 * flags, linked libraries, code signature and entitlements), the provisioning profile, SDKs and
 * strings. Throws `ios.info_plist_missing` when there is no app bundle.
 */
export function analyzeIos(input: IosScanInput): ScanResult {
  const { zip } = input;
  const out = new FindingCollector();
  const warnings: string[] = [];
  const infoName = zip.names().find((n) => /^Payload\/[^/]+\.app\/Info\.plist$/.test(n));
  if (!infoName) throw new EngineError('ios.info_plist_missing', 'no Payload/*.app/Info.plist');
  const appDir = infoName.slice(0, -'Info.plist'.length);
  const info = parsePlist(zip.readByName(infoName)!);

  const binaries: BinaryInfo[] = [];
  const frameworkNames: string[] = [];
  const objcClasses = new Set<string>();
  const stringSources: StringSource[] = [];
  let mainSig: CodeSignatureInfo | undefined;
  let mainSlices: MachOSlice[] = [];
  const apiSources: ApiSource[] = [];

  const exec = plistString(info, 'CFBundleExecutable');
  const candidates: { path: string; kind: BinaryInfo['kind'] }[] = [];
  if (exec) candidates.push({ path: `${appDir}${exec}`, kind: 'main' });
  for (const name of zip.names()) {
    const rel = name.slice(appDir.length);
    if (!name.startsWith(appDir)) continue;
    const fw = /^Frameworks\/([^/]+)\.framework\/([^/]+)$/.exec(rel);
    if (fw) {
      frameworkNames.push(fw[1]);
      if (fw[1] === fw[2]) candidates.push({ path: name, kind: 'framework' });
    } else if (/^Frameworks\/[^/]+\.dylib$/.test(rel)) candidates.push({ path: name, kind: 'dylib' });
    else {
      const ext = /^PlugIns\/([^/]+)\.appex\/([^/]+)$/.exec(rel);
      if (ext && ext[1] === ext[2]) candidates.push({ path: name, kind: 'extension' });
    }
  }

  for (const c of candidates.slice(0, MAX_BINARIES)) {
    try {
      const bytes = zip.readByName(c.path);
      if (!bytes) {
        warnings.push(`${c.path}: missing`);
        continue;
      }
      const slices = parseMachO(bytes);
      if (!slices.length) continue;
      const sigSlice = slices.find((s) => s.codeSignature);
      const sig = sigSlice?.codeSignature
        ? parseCodeSignature(bytes.subarray(sigSlice.codeSignature.offset, sigSlice.codeSignature.offset + sigSlice.codeSignature.size))
        : undefined;
      binaries.push({
        path: c.path,
        kind: c.kind,
        slices: slices.map((s) => ({
          arch: s.arch,
          pie: s.pie,
          canary: s.canary,
          arc: s.arc,
          encrypted: s.encrypted,
          cryptid: s.cryptid,
          rpaths: s.rpaths,
          linkedLibraries: s.linkedLibraries,
          minOs: s.minOs,
        })),
        entitlements: (sig?.entitlements as Record<string, unknown> | null | undefined) ?? null,
        signed: sig !== undefined,
      });
      for (const s of slices) for (const cls of s.objcClasses) objcClasses.add(cls);
      if (c.kind === 'main') {
        mainSig = sig;
        mainSlices = slices;
        // Apple's certificates and plists in the code signature are not the app's strings.
        const strings = printableStrings(bytes, STRING_LIMITS, codeSignatureRanges(bytes, slices));
        binaryFindings(c.path, slices, bytes, strings, out);
        stringSources.push({ file: c.path, strings });
        const imports = [...new Set(slices.flatMap((s) => [...s.imports]))];
        apiSources.push({ file: c.path, normalise: iosApiKey, calls: () => imports.map((api) => ({ api })) });
      }
    } catch (err) {
      warnings.push(`${c.path}: ${(err as Error).message}`);
    }
  }
  for (const s of mainSlices)
    for (const lib of s.linkedLibraries) {
      const m = /\/([^/]+)\.framework\//.exec(lib);
      if (m) frameworkNames.push(m[1]);
    }

  const profileBytes = zip.readByName(`${appDir}embedded.mobileprovision`);
  const profile = profileBytes ? parseProvisioningProfile(profileBytes) : undefined;
  if (profile) {
    if (profile.provisionedDevices > 0) {
      out.add('ios.profile.development', { file: `${appDir}embedded.mobileprovision`, detail: `${profile.name ?? 'profile'}: ${profile.provisionedDevices} devices` });
    }
    if (profile.expirationDate && Date.parse(profile.expirationDate) < Date.now()) {
      out.add('ios.profile.expired', { file: `${appDir}embedded.mobileprovision`, detail: `expired ${profile.expirationDate}` });
    }
  }
  const entitlements = mainSig?.entitlements ?? profile?.entitlements ?? null;
  if (entitlements?.['get-task-allow'] === true) {
    out.add('ios.entitlements.get_task_allow', { file: binaries[0]?.path ?? infoName, detail: 'get-task-allow = true' });
  }
  for (const key of NOTABLE_ENTITLEMENTS) {
    if (entitlements && key in entitlements) out.add('ios.entitlements.notable', { file: binaries[0]?.path ?? infoName, detail: key });
  }
  infoPlistFindings(info, infoName, out);
  try {
    reportBundledKeyFiles(zip, out);
  } catch (err) {
    warnings.push(`bundled key files: ${(err as Error).message}`);
  }

  if (!mainSig) out.add('signature.unsigned', { file: `${appDir}${exec ?? ''}`, detail: 'no code signature' });
  else if (!mainSig.verified && !mainSig.adHoc) out.add('signature.invalid', { file: `${appDir}${exec ?? ''}`, detail: mainSig.error ?? 'CMS does not verify' });
  const certificates = mainSig?.signer ? [mainSig.signer] : [];
  for (const c of certificates) {
    if (Date.parse(c.notAfter) < Date.now()) out.add('signature.expired', { file: `${appDir}_CodeSignature`, detail: `valid until ${c.notAfter}` });
  }

  let textTotal = 0;
  for (const name of zip.names()) {
    if (!name.startsWith(appDir) || !TEXT_FILE.test(name)) continue;
    const e = zip.get(name)!;
    if (e.uncompressedSize > MAX_TEXT_FILE || textTotal > 4 * MAX_TEXT_FILE) continue;
    try {
      const text = zip.read(e);
      textTotal += text.length;
      const strings = text.subarray(0, 8).toString('latin1') === 'bplist00' ? printableStrings(text, STRING_LIMITS) : text.toString('utf8').split(/\r?\n/);
      stringSources.push({ file: name, strings });
    } catch (err) {
      warnings.push(`${name}: ${(err as Error).message}`);
    }
  }
  applyStringRules(stringSources, out);
  applyDetectionRules(input.detection, { strings: stringSources, apis: apiSources }, out, warnings);
  reportZipAnomalies(zip.anomalies, out);

  const permissions = Object.keys(info)
    .filter((k) => /^NS[A-Za-z]+UsageDescription$/.test(k))
    .sort()
    .map((k) => ({ name: k, level: 'dangerous' as const, description: plistString(info, k) ?? '' }));
  if (permissions.length) out.add('ios.permissions', ...permissions.map((p) => ({ file: infoName, location: p.name, detail: p.description })));

  const findings = out.toFindings(input.lang, compileWhitelist(input.detection?.whitelist));
  const minimumOsVersion = plistString(info, 'MinimumOSVersion') ?? mainSlices[0]?.minOs ?? null;
  return {
    schemaVersion: 1,
    platform: 'ios',
    format: 'ipa',
    file: input.file,
    packageName: plistString(info, 'CFBundleIdentifier') ?? '',
    appName: plistString(info, 'CFBundleDisplayName') ?? plistString(info, 'CFBundleName') ?? null,
    versionName: plistString(info, 'CFBundleShortVersionString') ?? null,
    versionCode: plistString(info, 'CFBundleVersion') ?? null,
    minSdk: minimumOsVersion ?? '',
    targetSdk: plistString(info, 'DTPlatformVersion') ?? null,
    minimumOsVersion,
    permissions,
    signature: {
      schemes: mainSig?.verified ? ['ios-codesign'] : [],
      present: mainSig ? ['ios-codesign'] : [],
      verified: mainSig?.verified === true,
      certificates,
      errors: mainSig?.error ? [mainSig.error] : [],
    },
    dex: { files: 0, classes: 0, methods: 0, perFile: [] },
    nativeLibs: [],
    binaries,
    thirdPartySdks: detectIosSdks([...new Set(frameworkNames)], objcClasses, sdkCatalogueWith(input.detection?.sdks)),
    components: [],
    findings,
    score: computeScore(findings),
    warnings,
  };
}

function binaryFindings(path: string, slices: MachOSlice[], bytes: Buffer, strings: string[], out: FindingCollector): void {
  const ccNames = weakCommonCryptoNames(strings);
  for (const s of slices) {
    const ev = { file: path, location: s.arch };
    if (!s.pie) out.add('ios.binary.no_pie', ev);
    if (!s.canary) out.add('ios.binary.no_canary', ev);
    if (!s.arc) out.add('ios.binary.no_arc', ev);
    if (s.cryptid === 0 || s.cryptid === null) out.add('ios.binary.not_encrypted', { ...ev, detail: `cryptid ${s.cryptid ?? 'absent'}` });
    if (s.rpaths.length) out.add('ios.binary.rpath', { ...ev, detail: s.rpaths.join(':') });
    const pick = (list: string[]): string[] => list.filter((x) => s.imports.has(x));
    const banned = pick(BANNED);
    if (banned.length) out.add('ios.binary.banned_functions', { ...ev, detail: banned.join(', ') });
    const weak = weakCryptoUse(s.imports, ccNames);
    if (weak.length) out.add('ios.binary.weak_crypto', { ...ev, detail: weak.join(', ') });
    const rnd = pick(WEAK_RANDOM);
    if (rnd.length) out.add('ios.binary.insecure_random', { ...ev, detail: rnd.join(', ') });
    if (s.imports.has('_NSLog')) out.add('ios.binary.logging', { ...ev, detail: '_NSLog' });
    if (s.imports.has('_ptrace')) out.add('ios.debugger_detection', { ...ev, detail: '_ptrace' });
    const pinningCalls = PINNING_IMPORTS.map((group) => group.find((name) => s.imports.has(name)));
    if (pinningCalls.every(Boolean)) out.add('ios.network.pinning', { ...ev, detail: pinningCalls.join(', ') });
  }
  for (const marker of JAILBREAK_MARKERS) {
    if (bytes.includes(marker, 0, 'latin1')) out.add('ios.jailbreak_detection', { file: path, detail: `"${marker}"` });
  }
  for (const marker of PINNING_MARKERS) {
    if (bytes.includes(marker, 0, 'latin1')) out.add('ios.network.pinning', { file: path, detail: `"${marker}"` });
  }
}

function infoPlistFindings(info: PlistDict, file: string, out: FindingCollector): void {
  const ats = plistDict(info, 'NSAppTransportSecurity');
  if (ats?.NSAllowsArbitraryLoads === true) out.add('ios.ats.arbitrary_loads', { file, location: 'NSAppTransportSecurity', detail: 'NSAllowsArbitraryLoads = true' });
  for (const domain of Object.keys(plistDict(ats, 'NSPinnedDomains') ?? {})) {
    out.add('ios.network.pinning', { file, location: `NSAppTransportSecurity.NSPinnedDomains.${domain}`, detail: 'NSPinnedDomains' });
  }
  const domains = plistDict(ats, 'NSExceptionDomains');
  for (const [domain, v] of Object.entries(domains ?? {})) {
    const d = v && typeof v === 'object' && !Array.isArray(v) ? (v as PlistDict) : undefined;
    if (d?.NSExceptionAllowsInsecureHTTPLoads === true || d?.NSTemporaryExceptionAllowsInsecureHTTPLoads === true || typeof d?.NSExceptionMinimumTLSVersion === 'string') {
      out.add('ios.ats.exception', { file, location: `NSExceptionDomains.${domain}`, detail: Object.keys(d ?? {}).join(', ') });
    }
  }
  const types = info.CFBundleURLTypes;
  if (Array.isArray(types)) {
    for (const t of types) {
      const schemes = t && typeof t === 'object' && !Array.isArray(t) ? (t as PlistDict).CFBundleURLSchemes : undefined;
      if (Array.isArray(schemes)) {
        for (const s of schemes) if (typeof s === 'string') out.add('ios.url_schemes', { file, location: 'CFBundleURLTypes', detail: `${s}://` });
      }
    }
  }
}
