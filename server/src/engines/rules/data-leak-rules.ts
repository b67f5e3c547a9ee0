import type { DexClass, DexFile } from '../android/dex.js';
import type { FindingCollector } from './finding-collector.js';

/** Names of the Context methods that broadcast an Intent to every app that listens for its action. */
const BROADCASTS = new Set(['sendBroadcast', 'sendOrderedBroadcast', 'sendStickyBroadcast', 'sendBroadcastAsUser']);
/** Broadcasts that stay inside the app. */
const LOCAL_BROADCASTER = /LocalBroadcastManager;$/;
const INTENT = 'Landroid/content/Intent;';
/** Intent methods that make a broadcast explicit: only the named app or component receives it. */
const EXPLICIT = new Set(['setPackage', 'setComponent', 'setClass', 'setClassName', 'setSelector']);
const PREFERENCE_EDITOR = 'Landroid/content/SharedPreferences$Editor;';
const PREFERENCE_PUTS = new Set(['putString', 'putStringSet']);
/** Words of a key that name a credential: a password, PIN, token or secret. */
const CREDENTIAL_WORDS = new Set([
  'pass',
  'password',
  'passwd',
  'passcode',
  'passphrase',
  'pwd',
  'pin',
  'otp',
  'secret',
  'token',
  'credential',
  'credentials',
  'apikey',
  'newpass',
  'newpassword',
  'accesstoken',
  'refreshtoken',
  'authtoken',
]);
/** Two-word credential names (`api_key`, `privateKey`). */
const CREDENTIAL_PAIRS = new Set(['api key', 'access key', 'private key', 'secret key']);

/** Whether a string constant is a key naming a credential, judged by its words (camelCase, snake_case, kebab-case). */
function namesCredential(s: string): boolean {
  if (s.length > 64 || s.includes(' ')) return false;
  const words = s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some((w, i) => CREDENTIAL_WORDS.has(w) || CREDENTIAL_PAIRS.has(`${words[i - 1]} ${w}`));
}

/**
 * Rules on where an app's data goes: implicit broadcasts that carry credential-like extras (any
 * app registering the action receives them: intent sniffing) and credentials written to
 * SharedPreferences, a plain XML file that backups and rooted devices expose. Decided per class
 * from what it calls and the string constants it holds.
 */
export function applyDataLeakRules(dexFiles: readonly DexFile[], out: FindingCollector): void {
  for (const dex of dexFiles) {
    const broadcast = dex.methodRefs.map((m) => BROADCASTS.has(m.name) && !LOCAL_BROADCASTER.test(m.className));
    const puts = dex.methodRefs.map((m) => m.className === PREFERENCE_EDITOR && PREFERENCE_PUTS.has(m.name));
    if (!broadcast.includes(true) && !puts.includes(true)) continue;
    for (const cls of dex.classes) {
      if (cls.invokes.some((i) => broadcast[i])) implicitBroadcast(dex, cls, out);
      if (cls.invokes.some((i) => puts[i])) credentialsInPreferences(dex, cls, out);
    }
  }
}

function credentialStrings(dex: DexFile, cls: DexClass): string[] {
  return cls.constStrings.map((i) => dex.strings[i] ?? '').filter(namesCredential);
}

function implicitBroadcast(dex: DexFile, cls: DexClass, out: FindingCollector): void {
  const intentCalls = new Set(cls.invokes.flatMap((i) => (dex.methodRefs[i]?.className === INTENT ? [dex.methodRefs[i].name] : [])));
  if (!intentCalls.has('setAction') || !intentCalls.has('putExtra')) return;
  if ([...EXPLICIT].some((m) => intentCalls.has(m))) return;
  const extras = credentialStrings(dex, cls);
  if (!extras.length) return;
  out.add('code.implicit_broadcast', {
    file: dex.name,
    location: cls.descriptor,
    detail: `sendBroadcast of an implicit Intent with ${extras.map((s) => `"${s}"`).join(', ')}`,
  });
}

function credentialsInPreferences(dex: DexFile, cls: DexClass, out: FindingCollector): void {
  const names = credentialStrings(dex, cls);
  if (!names.length) return;
  out.add('code.credentials_in_preferences', {
    file: dex.name,
    location: cls.descriptor,
    detail: `SharedPreferences.Editor.putString with ${names.map((s) => `"${s}"`).join(', ')}`,
  });
}
