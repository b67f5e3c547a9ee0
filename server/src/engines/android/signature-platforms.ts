import type { FindingCollector } from '../rules/finding-collector.js';
import type { ApkSignatureReport, SchemeResult, SignatureScheme } from './apk-signature.js';
import type { AndroidManifestInfo } from './manifest.js';

/** Why devices of a range refuse a package; `invalid` is already reported as `signature.invalid`. */
export type PlatformRefusal = 'no_scheme' | 'invalid' | 'jar_digest' | 'target_sdk' | 'stripped';

/** What devices of one range of API levels decide about a package's signatures. */
export interface PlatformVerdict {
  fromSdk: number;
  /** Last API level of the range; null when it has no upper bound. */
  toSdk: number | null;
  /** The scheme these releases check, or null when the package has none they read. */
  scheme: SignatureScheme | null;
  verified: boolean;
  refusal?: PlatformRefusal;
}

/** Android 4.3: JAR signatures with SHA-256 digests are checked from here on. */
const FIRST_SDK_WITH_SHA256_JAR = 18;
/** Android 5.0 and 8.0: the releases open to Janus (CVE-2017-13156) when they check only v1. */
const FIRST_JANUS_SDK = 21;
const LAST_JANUS_SDK = 26;
/** Android 7.0: v2 is checked from here on, and v1 only when no v2 block is present. */
const FIRST_SDK_WITH_V2 = 24;
/** Android 9: v3. */
const FIRST_SDK_WITH_V3 = 28;
/** Android 11: an app targeting it installs there only with v2 or newer. */
const FIRST_SDK_NEEDING_V2_FOR_TARGET = 30;
/** Android 13: v3.1. */
const FIRST_SDK_WITH_V31 = 33;
const WEAK_JAR_DIGESTS = new Set(['sha1', 'md5']);
/** The largest API level a v3 signer can name (its "no upper bound"). */
const MAX_SDK = 0x7fffffff;
/** A hostile signing block may hold thousands of signers; real ones have one or two per scheme. */
const MAX_SIGNER_RANGES = 16;

/**
 * Splits the API levels a package installs on (`minSdk` and up) into ranges whose devices decide
 * alike, and says for each which scheme they check and whether it verifies: what
 * `apksigner verify --min-sdk-version A --max-sdk-version B` answers for that range. Adjacent
 * ranges with the same verdict are merged. A v3 signature alone passes `apksigner verify` from
 * API 24 up, yet Android 7.0–8.1 do not read v3; the ranges say so.
 */
export function platformVerdicts(sig: ApkSignatureReport, minSdk: number, targetSdk: number): PlatformVerdict[] {
  const starts = new Set([minSdk, FIRST_SDK_WITH_SHA256_JAR, FIRST_SDK_WITH_V2, FIRST_SDK_WITH_V3, FIRST_SDK_WITH_V31]);
  if (targetSdk >= FIRST_SDK_NEEDING_V2_FOR_TARGET) starts.add(FIRST_SDK_NEEDING_V2_FOR_TARGET);
  for (const r of sig.results) for (const [from, to] of (r.sdkRanges ?? []).slice(0, MAX_SIGNER_RANGES)) starts.add(from).add(to + 1);
  const sorted = [...starts].filter((s) => s >= minSdk && s <= MAX_SDK).sort((a, b) => a - b);
  const out: PlatformVerdict[] = [];
  for (const from of sorted) {
    const verdict = verdictAt(sig, from, targetSdk);
    const last = out.at(-1);
    if (last && last.scheme === verdict.scheme && last.verified === verdict.verified && last.refusal === verdict.refusal) continue;
    if (last) last.toSdk = from - 1;
    out.push({ fromSdk: from, toSdk: null, ...verdict });
  }
  return out;
}

/** What a device of API level `sdk` decides. */
function verdictAt(sig: ApkSignatureReport, sdk: number, targetSdk: number): Pick<PlatformVerdict, 'scheme' | 'verified' | 'refusal'> {
  const checked = schemeAt(sig, sdk);
  if (!checked) return { scheme: null, verified: false, refusal: 'no_scheme' };
  const scheme = checked.scheme;
  if (!checked.verified) return { scheme, verified: false, refusal: 'invalid' };
  if (scheme === 'v1') {
    if (sdk >= FIRST_SDK_WITH_V2 && sig.strippedSchemes) return { scheme, verified: false, refusal: 'stripped' };
    if (sdk >= FIRST_SDK_NEEDING_V2_FOR_TARGET && targetSdk >= FIRST_SDK_NEEDING_V2_FOR_TARGET) return { scheme, verified: false, refusal: 'target_sdk' };
    if (sdk < FIRST_SDK_WITH_SHA256_JAR && sig.jarDigestAlgorithms.some((d) => !WEAK_JAR_DIGESTS.has(d))) return { scheme, verified: false, refusal: 'jar_digest' };
  }
  return { scheme, verified: true };
}

/**
 * The newest scheme a release reads and finds for its level: a v3 / v3.1 signer names the levels
 * it is for, and a block that does not verify is checked (and refused) whatever it names.
 */
function schemeAt(sig: ApkSignatureReport, sdk: number): SchemeResult | undefined {
  const find = (scheme: SignatureScheme): SchemeResult | undefined => sig.results.find((r) => r.scheme === scheme);
  const appliesTo = (r: SchemeResult): boolean => !r.verified || (r.sdkRanges ?? []).some(([from, to]) => from <= sdk && sdk <= to);
  const v31 = find('v3.1');
  if (sdk >= FIRST_SDK_WITH_V31 && v31 && appliesTo(v31)) return v31;
  const v3 = find('v3');
  if (sdk >= FIRST_SDK_WITH_V3 && v3 && appliesTo(v3)) return v3;
  const v2 = find('v2');
  if (sdk >= FIRST_SDK_WITH_V2 && v2) return v2;
  return find('v1');
}

/**
 * The API levels of Android 5.0–8.0 (open to Janus, CVE-2017-13156, before its December 2017
 * patch) on which the package installs and only its v1 signature is checked, or undefined.
 */
function janusExposure(platforms: PlatformVerdict[]): { fromSdk: number; toSdk: number } | undefined {
  const exposed = platforms.filter((p) => p.scheme === 'v1' && p.verified && p.fromSdk <= LAST_JANUS_SDK && (p.toSdk ?? Infinity) >= FIRST_JANUS_SDK);
  if (!exposed.length) return undefined;
  return { fromSdk: Math.max(exposed[0].fromSdk, FIRST_JANUS_SDK), toSdk: Math.min(exposed.at(-1)!.toSdk ?? Infinity, LAST_JANUS_SDK) };
}

/** "API 19–23", "API 24+" or "API 28". */
function describeRange(fromSdk: number, toSdk: number | null): string {
  if (toSdk === null) return `API ${fromSdk}+`;
  return fromSdk === toSdk ? `API ${fromSdk}` : `API ${fromSdk}–${toSdk}`;
}

const REFUSAL_DETAIL: Record<Exclude<PlatformRefusal, 'invalid' | 'stripped'>, string> = {
  no_scheme: 'no signature these releases read (v1 is needed below API 24, v3 is read from API 28, v3.1 from API 33)',
  jar_digest: 'the JAR signature uses SHA-256 or stronger digests, which releases before API 18 cannot check',
  target_sdk: 'targetSdkVersion 30 or higher needs a v2 or newer signature on API 30+',
};

/**
 * Findings of the platform ranges of an APK: `signature.platform_unverified` for each range of
 * supported releases that refuses the package for want of a signature it accepts (a signature
 * that does not verify or a stripped scheme has its own finding), and `signature.janus_legacy`
 * when v2/v3 are present yet Android 5.0–8.0 devices still check only v1 (the v1-only case is
 * `signature.janus`).
 */
function platformFindings(sig: ApkSignatureReport, platforms: PlatformVerdict[], out: FindingCollector): void {
  const file = 'APK Signing Block / META-INF/';
  for (const p of platforms) {
    if (p.verified || !p.refusal || p.refusal === 'invalid' || p.refusal === 'stripped') continue;
    out.add('signature.platform_unverified', { file, location: describeRange(p.fromSdk, p.toSdk), detail: REFUSAL_DETAIL[p.refusal] });
  }
  const janus = janusExposure(platforms);
  if (janus && sig.present.some((s) => s !== 'v1')) {
    const schemes = sig.present.filter((s) => s !== 'v1').join('/');
    out.add('signature.janus_legacy', {
      file: 'META-INF/',
      location: describeRange(janus.fromSdk, janus.toSdk),
      detail: `these releases ignore the ${schemes} signature and check only v1`,
    });
  }
}

/**
 * The platform ranges of an APK's signatures, from its manifest's SDK levels (an unresolved
 * minSdkVersion counts as 1, as Android takes a missing one), with their findings when signed.
 */
export function signaturePlatforms(sig: ApkSignatureReport, manifest: AndroidManifestInfo, out: FindingCollector): PlatformVerdict[] {
  const minSdk = typeof manifest.minSdk === 'number' ? manifest.minSdk : 1;
  const targetSdk = typeof manifest.targetSdk === 'number' ? manifest.targetSdk : minSdk;
  const platforms = platformVerdicts(sig, minSdk, targetSdk);
  if (sig.present.length) platformFindings(sig, platforms, out);
  return platforms;
}
