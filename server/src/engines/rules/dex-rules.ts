import type { DexClass, DexFile } from '../android/dex.js';
import { applyCodeFlowRules, type AppSdkLevels } from './code-rules.js';
import type { FindingCollector } from './finding-collector.js';

/**
 * A behaviour rule over the API calls of each class. Rules on the values reaching a call
 * (algorithm names, keys, WebView settings) are in code-rules.ts, fed by the data-flow pass.
 */
interface ApiRule {
  id: string;
  /** `Lpkg/Class;->method` keys; the rule fires when a class invokes any of them. */
  calls: string[];
}

const API_RULES: ApiRule[] = [
  {
    id: 'code.crypto.weak_hash',
    calls: [
      'Lorg/apache/commons/codec/digest/DigestUtils;->md5Hex',
      'Lorg/apache/commons/codec/digest/DigestUtils;->sha1Hex',
      'Lorg/apache/commons/codec/digest/DigestUtils;->md5',
    ],
  },
  { id: 'code.crypto.insecure_random', calls: ['Ljava/util/Random;-><init>', 'Ljava/lang/Math;->random'] },
  { id: 'code.network.hostname_verifier', calls: ['Lorg/apache/http/conn/ssl/AllowAllHostnameVerifier;-><init>'] },
  { id: 'code.network.ssl_error_proceed', calls: ['Landroid/webkit/SslErrorHandler;->proceed'] },
  { id: 'code.webview.debugging', calls: ['Landroid/webkit/WebView;->setWebContentsDebuggingEnabled'] },
  {
    id: 'code.dynamic_code_loading',
    calls: [
      'Ldalvik/system/DexClassLoader;-><init>',
      'Ldalvik/system/PathClassLoader;-><init>',
      'Ldalvik/system/InMemoryDexClassLoader;-><init>',
      'Ldalvik/system/DexFile;->loadDex',
      'Ldalvik/system/BaseDexClassLoader;-><init>',
    ],
  },
  { id: 'code.reflection', calls: ['Ljava/lang/reflect/Method;->invoke', 'Ljava/lang/Class;->forName', 'Ljava/lang/Class;->getDeclaredMethod'] },
  { id: 'code.runtime_exec', calls: ['Ljava/lang/Runtime;->exec', 'Ljava/lang/ProcessBuilder;->start'] },
  { id: 'code.debugger_detection', calls: ['Landroid/os/Debug;->isDebuggerConnected', 'Landroid/os/Debug;->waitingForDebugger'] },
  {
    id: 'code.sms',
    calls: [
      'Landroid/telephony/SmsManager;->sendTextMessage',
      'Landroid/telephony/SmsManager;->sendMultipartTextMessage',
      'Landroid/telephony/SmsManager;->sendDataMessage',
      'Landroid/telephony/gsm/SmsManager;->sendTextMessage',
    ],
  },
  {
    id: 'code.location',
    calls: [
      'Landroid/location/LocationManager;->getLastKnownLocation',
      'Landroid/location/LocationManager;->requestLocationUpdates',
      'Lcom/google/android/gms/location/FusedLocationProviderClient;->getLastLocation',
      'Lcom/google/android/gms/location/FusedLocationProviderClient;->requestLocationUpdates',
    ],
  },
  { id: 'code.camera', calls: ['Landroid/hardware/Camera;->open', 'Landroid/hardware/camera2/CameraManager;->openCamera'] },
  {
    id: 'code.device_identifiers',
    calls: [
      'Landroid/telephony/TelephonyManager;->getDeviceId',
      'Landroid/telephony/TelephonyManager;->getImei',
      'Landroid/telephony/TelephonyManager;->getMeid',
      'Landroid/telephony/TelephonyManager;->getSubscriberId',
      'Landroid/telephony/TelephonyManager;->getSimSerialNumber',
      'Landroid/telephony/TelephonyManager;->getLine1Number',
      'Landroid/net/wifi/WifiInfo;->getMacAddress',
    ],
  },
  {
    id: 'code.clipboard',
    calls: [
      'Landroid/content/ClipboardManager;->setPrimaryClip',
      'Landroid/content/ClipboardManager;->getPrimaryClip',
      'Landroid/text/ClipboardManager;->setText',
      'Landroid/text/ClipboardManager;->getText',
    ],
  },
  { id: 'code.logging', calls: ['Landroid/util/Log;->d', 'Landroid/util/Log;->v', 'Landroid/util/Log;->i', 'Landroid/util/Log;->w', 'Landroid/util/Log;->e'] },
  {
    id: 'code.external_storage',
    calls: [
      'Landroid/os/Environment;->getExternalStorageDirectory',
      'Landroid/os/Environment;->getExternalStoragePublicDirectory',
      'Landroid/content/Context;->getExternalFilesDir',
    ],
  },
  { id: 'code.raw_sql', calls: ['Landroid/database/sqlite/SQLiteDatabase;->rawQuery', 'Landroid/database/sqlite/SQLiteDatabase;->execSQL'] },
];

const STRING_RULES: { id: string; re: RegExp }[] = [
  {
    id: 'code.root_detection',
    re: /^\/system\/(?:x?bin|app|sd\/xbin)\/su$|Superuser\.apk|com\.noshufou\.android\.su|eu\.chainfire\.supersu|com\.topjohnwu\.magisk|^test-keys$|^\/sbin\/su$|^which su$/,
  },
  { id: 'code.emulator_detection', re: /^(goldfish|ranchu|vbox86|generic_x86|sdk_gphone.*|google_sdk|Genymotion|\/dev\/qemu_pipe|\/dev\/socket\/qemud|ro\.kernel\.qemu)$/i },
  { id: 'code.debugger_detection', re: /^TracerPid:?$/ },
  { id: 'code.contacts', re: /^content:\/\/(?:com\.android\.)?contacts/ },
];

/** Type descriptors whose presence in a class's calls means the contacts provider is used. */
const CONTACTS_PREFIX = 'Landroid/provider/ContactsContract';

/**
 * Applies API-use and const-string rules to every class of the given DEX files and the
 * code-level facts collected while parsing (trust-all managers, allow-all verifiers,
 * world-readable modes). Evidence names the DEX file and class.
 */
/** Marks a method reference into the contacts provider (no rule of its own). */
const CONTACTS = 'contacts' as const;

/**
 * Applies API-use and const-string rules to every class of the given DEX files and the
 * code-level facts collected while parsing (trust-all managers, allow-all verifiers,
 * world-readable modes), then the data-flow rules of code-rules.ts, which grade WebView
 * JavaScript bridges by the manifest's `sdk` levels. Evidence names the DEX file and class
 * (the method, for data-flow findings).
 */
export function applyDexRules(dexFiles: DexFile[], out: FindingCollector, sdk?: AppSdkLevels): void {
  const ruleByCall = new Map<string, ApiRule[]>();
  for (const rule of API_RULES) {
    for (const c of rule.calls) ruleByCall.set(c, [...(ruleByCall.get(c) ?? []), rule]);
  }
  for (const dex of dexFiles) {
    const keys = dex.methodRefs.map((m) => `${m.className}->${m.name}`);
    // Resolved once per DEX rather than per call site: most classes call nothing of interest.
    const callRules = keys.map((k) => ruleByCall.get(k) ?? (k.startsWith(CONTACTS_PREFIX) ? CONTACTS : undefined));
    const stringHits = new Uint8Array(dex.strings.length);
    for (const cls of dex.classes) {
      applyToClass(dex, cls, keys, callRules, stringHits, out);
    }
    for (const c of dex.facts.trustAllManagers) out.add('code.network.trust_all', { file: dex.name, location: c, detail: 'empty checkServerTrusted' });
    for (const c of dex.facts.allowAllHostnameVerifiers) out.add('code.network.hostname_verifier', { file: dex.name, location: c, detail: 'verify() returns true' });
    for (const c of dex.facts.worldAccessibleFiles) out.add('code.world_accessible_files', { file: dex.name, location: c, detail: 'MODE_WORLD_READABLE/WRITEABLE' });
  }
  applyCodeFlowRules(dexFiles, sdk, out);
}

/** Bit `1 << r` set when string rule `r` matches; bit 7 marks a string already tested. */
function stringRuleBits(dex: DexFile, index: number, cache: Uint8Array): number {
  let bits = cache[index] ?? 0;
  if (bits === 0) {
    const s = dex.strings[index] ?? '';
    bits = 0x80;
    STRING_RULES.forEach((rule, r) => {
      if (rule.re.test(s)) bits |= 1 << r;
    });
    if (index < cache.length) cache[index] = bits;
  }
  return bits;
}

function applyToClass(dex: DexFile, cls: DexClass, keys: string[], callRules: (ApiRule[] | typeof CONTACTS | undefined)[], stringHits: Uint8Array, out: FindingCollector): void {
  if (cls.invokes.length === 0 && cls.constStrings.length === 0) return;
  const done = new Set<string>();
  for (const i of cls.invokes) {
    const hit = callRules[i];
    if (hit === undefined) continue;
    const call = keys[i];
    // Overloads share a key; each key is reported once per class.
    if (done.has(call)) continue;
    done.add(call);
    if (hit === CONTACTS) {
      out.add('code.contacts', { file: dex.name, location: cls.descriptor, detail: call });
      continue;
    }
    for (const rule of hit) out.add(rule.id, { file: dex.name, location: cls.descriptor, detail: call });
  }
  STRING_RULES.forEach((rule, r) => {
    const at = cls.constStrings.find((i) => (stringRuleBits(dex, i, stringHits) & (1 << r)) !== 0);
    if (at !== undefined) out.add(rule.id, { file: dex.name, location: cls.descriptor, detail: `"${dex.strings[at] ?? ''}"` });
  });
}
