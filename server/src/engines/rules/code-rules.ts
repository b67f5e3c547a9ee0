import type { FlowFact } from '../android/dex-flow.js';
import type { DexFile } from '../android/dex.js';
import type { FindingCollector } from './finding-collector.js';

/** The manifest's SDK levels (a codename counts as newer than any number). */
export interface AppSdkLevels {
  minSdk: number | string;
  targetSdk: number | string;
}

/**
 * Below API 17 every public method of an object given to addJavascriptInterface — getClass()
 * included, and through it reflection — is callable from the page (CVE-2012-6636), both on
 * devices below 17 and for apps targeting below 17.
 */
const JS_INTERFACE_ANNOTATION_API = 17;

const CIPHER = 'Ljavax/crypto/Cipher;->getInstance';
const MESSAGE_DIGEST = 'Ljava/security/MessageDigest;->getInstance';
/** Block ciphers whose provider default mode, when none is named, is ECB. */
const ECB_BY_DEFAULT = /^(?:AES(?:_\d+)?|DES|DESede|TripleDES|Blowfish|Twofish|Camellia|SM4)$/i;
const ECB_MODE = /\/ECB\//i;
const WEAK_CIPHER = /^(?:DES|DESede|3DES|TripleDES|RC4|ARC4|ARCFOUR|RC2|Blowfish)(?:\/|$)|^PBEWith\w*(?:DES|RC2|RC4)/i;
const RSA = /^RSA(?:\/|$)/i;
const OAEP = /OAEP/i;
const CBC_PADDING = /\/CBC\/PKCS[57]Padding$/i;
const WEAK_DIGEST = /^(?:MD5|MD4|MD2|SHA-?1|SHA)$/i;

/** WebView settings reported when set to true, by setter. */
const WEBVIEW_SETTINGS: Record<string, string> = {
  'Landroid/webkit/WebSettings;->setAllowFileAccess': 'code.webview.file_access',
  'Landroid/webkit/WebSettings;->setAllowUniversalAccessFromFileURLs': 'code.webview.universal_file_access',
  'Landroid/webkit/WebSettings;->setAllowFileAccessFromFileURLs': 'code.webview.file_url_access',
};
const SET_JAVASCRIPT_ENABLED = 'Landroid/webkit/WebSettings;->setJavaScriptEnabled';

/** Findings of one fact kind that need no more than the fact. */
const DIRECT: Partial<Record<FlowFact['kind'], string>> = {
  key: 'code.crypto.hardcoded_key',
  iv: 'code.crypto.static_iv',
  xor: 'code.crypto.xor_encryption',
  'intent-url': 'code.webview.intent_url',
  pinning: 'code.network.pinning',
  frida: 'code.frida_detection',
  tamper: 'code.tamper_detection',
  'debuggable-check': 'code.debugger_detection',
};

/**
 * Turns what the DEX data-flow pass saw into findings: hard-coded keys and IVs, XOR routines,
 * cipher transformations (ECB, weak ciphers, RSA without OAEP, CBC with padding) and digests,
 * WebView settings, Intent data loaded as URLs and JavaScript bridges (graded by `sdk`), and
 * pinning, Frida and tamper checks. Evidence names the DEX file and the method, and says what
 * reached what.
 */
export function applyCodeFlowRules(dexFiles: DexFile[], sdk: AppSdkLevels | undefined, out: FindingCollector): void {
  const facts = dexFiles.flatMap((dex) => dex.facts.flows.map((fact) => ({ dex: dex.name, fact })));
  const javaScriptOn = facts.some(({ fact }) => fact.api === SET_JAVASCRIPT_ENABLED && fact.value !== 'false');
  for (const { dex, fact } of facts) {
    const evidence = { file: dex, location: fact.method, detail: fact.detail };
    const direct = DIRECT[fact.kind];
    if (direct) out.add(direct, evidence);
    else if (fact.kind === 'algorithm') algorithmFindings(fact, evidence, out);
    else if (fact.kind === 'webview-setting') settingFindings(fact, evidence, out);
    else if (fact.kind === 'js-bridge' && javaScriptOn) jsBridgeFinding(sdk, evidence, out);
  }
}

type Evidence = { file: string; location: string; detail: string };

function algorithmFindings(fact: FlowFact, evidence: Evidence, out: FindingCollector): void {
  const name = fact.value ?? '';
  if (fact.api === MESSAGE_DIGEST) {
    if (WEAK_DIGEST.test(name)) out.add('code.crypto.weak_hash', evidence);
    return;
  }
  if (WEAK_CIPHER.test(name)) out.add('code.crypto.weak_cipher', evidence);
  if (fact.api !== CIPHER) return;
  if (RSA.test(name)) {
    if (!OAEP.test(name)) out.add('code.crypto.rsa_no_oaep', evidence);
  } else if (ECB_MODE.test(name)) out.add('code.crypto.ecb', evidence);
  else if (ECB_BY_DEFAULT.test(name)) out.add('code.crypto.ecb', { ...evidence, detail: `${evidence.detail} (no mode: the provider default is ECB)` });
  else if (CBC_PADDING.test(name)) {
    if (fact.network) out.add('code.crypto.cbc_padding_oracle', { ...evidence, detail: `${evidence.detail} (the class also does network I/O)` });
    else out.add('code.crypto.cbc_padding', evidence);
  }
}

function settingFindings(fact: FlowFact, evidence: Evidence, out: FindingCollector): void {
  if (fact.api === SET_JAVASCRIPT_ENABLED) {
    if (fact.value !== 'false') out.add('code.webview.javascript_enabled', evidence);
    return;
  }
  const id = WEBVIEW_SETTINGS[fact.api ?? ''];
  if (id && fact.value === 'true') out.add(id, evidence);
}

function jsBridgeFinding(sdk: AppSdkLevels | undefined, evidence: Evidence, out: FindingCollector): void {
  const level = (v: number | string | undefined): number => (typeof v === 'number' ? v : Number.POSITIVE_INFINITY);
  const min = level(sdk?.minSdk);
  const target = level(sdk?.targetSdk);
  if (min < JS_INTERFACE_ANNOTATION_API || target < JS_INTERFACE_ANNOTATION_API) {
    const detail = `${evidence.detail} with JavaScript enabled; minSdkVersion ${sdk?.minSdk}, targetSdkVersion ${sdk?.targetSdk}`;
    out.add('code.webview.js_interface_reflection', { ...evidence, detail });
  } else out.add('code.webview.js_interface', { ...evidence, detail: `${evidence.detail} with JavaScript enabled` });
}
