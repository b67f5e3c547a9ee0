import { createCipheriv, createHmac } from 'node:crypto';
import { constants as zlibConstants, deflateRawSync } from 'node:zlib';
import type { AxmlModel } from '../axml/model.js';
import { mapConstStrings } from '../dex/edit.js';
import { ACC, protoDescriptor, type CodeItem, type DexClass, type DexMethod, type Proto } from '../dex/model.js';
import { writeDex } from '../dex/write.js';
import { getAppComponentFactory, getApplicationName, packageName, resolveClassName, setAppComponentFactory, setApplicationName } from '../manifest-edit.js';
import { loadRuntime } from './runtime.js';

/**
 * DEX shell, payload format 2. Every original DEX file is compressed (raw deflate) and encrypted
 * into one payload (AES-256-GCM) together with the configuration the runtime needs; the package gets a small shell DEX instead, whose
 * Application and AppComponentFactory (runtime smali under `runtime/shell/`) decrypt the payload
 * at start-up, load the DEX files (from memory on API 27+, and on API 26 for a single DEX file;
 * else through private read-only files removed right after loading), install their loader in the
 * framework and start the original Application.
 *
 * Keys: the payload's body is encrypted under a random content key K drawn per build. K is never
 * stored in clear: the payload carries it in key slots, each K wrapped (AES-256-GCM) under
 * HMAC-SHA256(salt, digest of one accepted signing certificate). The accepted certificates are
 * the keystore's (its SHA-256, 32 bytes) and each Google Play App Signing certificate the policy
 * lists (its MD5, 16 bytes), so the package still starts once Play has re-signed it. The salt is
 * split into three XOR shares carried by three different runtime classes. At start-up the shell
 * digests the certificate the package manager reports (SHA-256 and MD5), derives the two slot
 * keys and tries them on every slot; a copy signed with any other certificate opens no slot and
 * stops with a log line.
 *
 * Payload layout (what `ShellBoot.open` reads):
 *   u8 n                       number of slots: one per accepted certificate, padded with
 *                              random bytes to at least {@link MIN_SLOTS} (so n does not tell
 *                              how many of up to 3 Play certificates are accepted)
 *   n x (12-byte nonce, 32-byte wrapped K, 16-byte tag)   keystore's slot first, then Play's
 *   12-byte nonce, the body encrypted under K, 16-byte tag
 * where the body is one raw deflate stream (RFC 1951, no zlib header: GCM already authenticates
 * it) of `int 2; int c; c x (key, value); int d; d x (int length, DEX bytes)` with big-endian ints
 * and strings as (int length, UTF-8); the leading int is the format (1 was the same plaintext
 * uncompressed). Encrypted data does not compress and the payload entry is stored, so the
 * compression has to happen here: DEX files deflate to about 0.35-0.55 of their size. The stream
 * is written in segments (the framing, then each DEX file) ended by full flushes, so no DEX file
 * is copied into one plaintext buffer; the runtime inflates straight into the byte arrays it hands
 * to the loaders.
 *
 * Installing the loader: `LoadedApk.mClassLoader` is swapped on every API level. On API 28+ the
 * shell's AppComponentFactory also returns a loader from `instantiateClassLoader`; that call comes
 * before any Context exists (so before the certificate, hence the key, can be read), so the loader
 * it returns delegates to the decrypted code's loader once `attachBaseContext` has created it.
 * The original Application is attached in `attachBaseContext` and takes the shell's place in
 * `LoadedApk.mApplication`, `ActivityThread.mInitialApplication` and `mAllApplications` in
 * `onCreate` (the framework records the shell there only after `attachBaseContext` returns).
 * The runtime never looks itself up by name: a build may rename its classes.
 *
 * What a package build does with the output: `shellDex` becomes `classes.dex` and the original
 * `classes*.dex` entries go (in bootstrap-only mode they stay, renumbered from `classes2.dex`),
 * `payload` is stored under `payloadName`, and {@link applyShellManifest} edits the manifest.
 */

/**
 * A DEX file for the payload: its bytes, or its length and its own deflate segment as
 * {@link deflateShellDex} makes it, so a caller that writes DEX files one at a time holds each
 * compressed (about 0.4 of its size) until the shell is built.
 */
export type ShellDex = { name: string; bytes: Uint8Array } | { name: string; length: number; deflated: Buffer };

/** A DEX file compressed as one segment of the payload's deflate stream. */
export function deflateShellDex(name: string, bytes: Uint8Array): ShellDex {
  return { name, length: bytes.length, deflated: deflateRawSync(bytes, { level: DEFLATE_LEVEL, finishFlush: zlibConstants.Z_FULL_FLUSH }) };
}

const dexLength = (d: ShellDex): number => ('bytes' in d ? d.bytes.length : d.length);

export interface ShellInput {
  /** The app's DEX files (already rewritten by other protections), in order; empty = bootstrap only (DEX left in the package as they are). */
  dexFiles: ShellDex[];
  /** The original `<application android:name>`, fully qualified (`com.x.App`), if any. */
  applicationName?: string;
  /** The original `android:appComponentFactory`, fully qualified, if any. */
  appComponentFactory?: string;
  /** SHA-256 of the signing certificate the output package will carry (the keystore's). */
  certificateSha256: Buffer;
  /**
   * MD5 digests (16 bytes each) of further certificates the package may be re-signed with and
   * still start: Google Play App Signing's, as the policy lists them. Duplicates count once.
   */
  acceptedCertificateMd5?: Buffer[];
  random: (n: number) => Buffer;
  /** Runtime classes to put into the shell DEX (other parts' hook classes and their helpers). */
  extraClasses?: DexClass[];
  /**
   * Hook classes (descriptors), in calling order. Those among `extraClasses` are called directly
   * from the shell DEX; any other is taken to live in the app's DEX files (loaded by the shell's
   * loader) and is called through reflection by the name given here, after the direct ones.
   * Give the final names (after any renaming of runtime classes).
   */
  hooks?: string[];
  /** Configuration for the runtime, carried encrypted, handed to hooks as a `Map<String,String>`. Keys under `shell.` are the shell's own. */
  config?: Record<string, string>;
  /** Entry name of the encrypted payload (e.g. `assets/<name>.dat`). */
  payloadName: string;
}

export interface ShellOutput {
  /** The shell DEX: the runtime and the extra classes only; it becomes `classes.dex`. */
  shellDex: Uint8Array;
  /** The encrypted payload, to store under the input's `payloadName`. */
  payload: Buffer;
  /** Java name of the shell's Application, for the manifest. */
  applicationClass: string;
  /** Java name of the shell's AppComponentFactory, for the manifest. */
  factoryClass: string;
  counts: {
    /** Original DEX files inside the payload. */
    dexFiles: number;
    /** Their total size. */
    dexBytes: number;
    payloadBytes: number;
    /** Classes in the shell DEX (runtime plus extra classes). */
    shellClasses: number;
    /** Hook calls generated into the shell DEX: `attach` and `create` counted separately. */
    hookCalls: number;
    /** Hook classes in the app's DEX files, called through reflection. */
    loadedHooks: number;
    configEntries: number;
    /** Certificates whose signature opens the payload: the keystore's and each distinct accepted MD5. */
    acceptedCertificates: number;
    /** Key slots in the payload (accepted certificates, then random ones up to {@link MIN_SLOTS}). */
    keySlots: number;
  };
}

/** Configuration keys the shell itself writes (and hooks may read). */
export const SHELL_CONFIG = {
  /** The original Application class, absent when the app had none. */
  application: 'shell.application',
  /** The original AppComponentFactory class, absent when the app had none. */
  factory: 'shell.factory',
  /** The names of the DEX files in the payload, comma-separated, in loading order. */
  dex: 'shell.dex',
  /** Hook classes in the app's DEX files (Java names, comma-separated), absent when none. */
  hooks: 'shell.hooks',
} as const;

const RT = {
  app: 'Lrampart/rt/ShellApp;',
  factory: 'Lrampart/rt/ShellFactory;',
  delegate: 'Lrampart/rt/ShellDelegate;',
  boot: 'Lrampart/rt/ShellBoot;',
  hooks: 'Lrampart/rt/ShellHooks;',
} as const;

/** Where the salt's shares live: one `static k()[B` in each of these classes. */
const SALT_CLASSES = [RT.app, RT.delegate, RT.hooks];
const SALT_BYTES = 32;
const NONCE_BYTES = 12;
const KEY_BYTES = 32;
const TAG_BYTES = 16;
/** One key slot: nonce, the wrapped content key, tag. */
const SLOT_BYTES = NONCE_BYTES + KEY_BYTES + TAG_BYTES;
/** The payload always has at least this many slots, so up to 3 Play certificates look alike. */
export const MIN_SLOTS = 4;
/** The slot count is one unsigned byte. */
const MAX_SLOTS = 255;
/** The string `ShellBoot.payload()` returns in the source, replaced by the entry name. */
const PAYLOAD_PLACEHOLDER = 'rampart.shell.payload';
/** The body's leading int: 2 = deflated (see the layout above). */
export const PAYLOAD_FORMAT = 2;
/**
 * Deflate level. On InsecureBankv2's DEX (6.1 MB) 5 gives 0.370 of the size where 6 gives 0.369,
 * in three quarters of the time (169 against 222 ms on a busy day); 9 gains under 0.5 % for twice
 * the time of 6, 4 loses 2 % and 1 loses 3-7 %.
 */
const DEFLATE_LEVEL = 5;
/** Framing parts below this size are joined into one deflate segment (larger parts are DEX files, deflated on their own). */
const SEGMENT_MIN_BYTES = 1 << 16;

export const HOOK_ATTACH: Proto = { returnType: 'V', parameters: ['Landroid/content/Context;', 'Ljava/util/Map;'] };
export const HOOK_CREATE: Proto = { returnType: 'V', parameters: ['Landroid/app/Application;', 'Ljava/util/Map;'] };

/** `Lcom/x/App;` → `com.x.App`. */
export function javaName(descriptor: string): string {
  return descriptor.slice(1, -1).replace(/\//g, '.');
}

/**
 * The key of one certificate's slot, as the runtime derives it: HMAC-SHA256 keyed with the salt
 * over the certificate's digest (its SHA-256, or its MD5 for a Play certificate).
 */
export function shellKey(salt: Buffer, certificateDigest: Buffer): Buffer {
  return createHmac('sha256', salt).update(certificateDigest).digest();
}

/** Builds the shell DEX and the encrypted payload. */
export function buildShell(input: ShellInput): ShellOutput {
  if (input.certificateSha256.length !== 32) throw new RangeError('certificateSha256 must be 32 bytes');
  const identities = acceptedIdentities(input);
  const extra = input.extraClasses ?? [];
  const extraTypes = new Set(extra.map((c) => c.type));
  const hooks = input.hooks ?? [];
  for (const h of hooks) if (!/^L[^;,]+;$/.test(h)) throw new RangeError(`hook class ${h} is not a class descriptor`);
  const loadedHooks = hooks.filter((h) => !extraTypes.has(h));
  const config = shellConfig(input, loadedHooks.map(javaName));
  const salt = input.random(SALT_BYTES);
  const contentKey = input.random(KEY_BYTES);
  const slots = identities.map((digest) => seal(shellKey(salt, digest), input.random(NONCE_BYTES), [contentKey]));
  // Slots no certificate opens: random bytes, as indistinguishable from a wrapped key as GCM output is.
  while (slots.length < MIN_SLOTS) slots.push(input.random(SLOT_BYTES));
  // Deflated and encrypted part by part: the DEX files are never copied into one plaintext buffer.
  const body = seal(contentKey, input.random(NONCE_BYTES), deflateParts(encodePayload(config, input.dexFiles)));
  const payload = Buffer.concat([Buffer.from([slots.length]), ...slots, body]);

  const runtime = loadRuntime('shell');
  const byType = new Map(runtime.map((c) => [c.type, c]));
  const shares = splitSalt(salt, SALT_CLASSES.length, input.random);
  SALT_CLASSES.forEach((type, i) => setSaltShare(byType.get(type)!, shares[i]));
  const payloadMethod = byType.get(RT.boot)!.directMethods.find((m) => m.name === 'payload')!;
  const replaced = mapConstStrings(payloadMethod, (s, reg) =>
    s === PAYLOAD_PLACEHOLDER ? [{ kind: 'instruction', op: 'const-string', registers: [reg], reference: { kind: 'string', value: input.payloadName } }] : undefined,
  );
  if (replaced !== 1) throw new Error('the shell runtime lost its payload name placeholder');

  for (const c of extra) if (byType.has(c.type)) throw new RangeError(`extra class ${c.type} collides with a shell runtime class`);
  const hookCalls = writeHookCalls(
    byType.get(RT.hooks)!,
    extra,
    hooks.filter((h) => extraTypes.has(h)),
  );

  const classes = [...runtime, ...extra];
  const shellDex = writeDex({ version: 35, classes, callSites: [] });
  const dexBytes = input.dexFiles.reduce((n, d) => n + dexLength(d), 0);
  return {
    shellDex,
    payload,
    applicationClass: javaName(RT.app),
    factoryClass: javaName(RT.factory),
    counts: {
      dexFiles: input.dexFiles.length,
      dexBytes,
      payloadBytes: payload.length,
      shellClasses: classes.length,
      hookCalls,
      loadedHooks: loadedHooks.length,
      configEntries: config.size,
      acceptedCertificates: identities.length,
      keySlots: slots.length,
    },
  };
}

/**
 * Points the manifest at the shell: `<application android:name>` and `android:appComponentFactory`
 * name the shell's classes. The original names must already be in the shell's input (see
 * {@link originalEntryPoints}); they are kept nowhere else.
 */
export function applyShellManifest(doc: AxmlModel, out: ShellOutput): void {
  setApplicationName(doc, out.applicationClass);
  setAppComponentFactory(doc, out.factoryClass);
}

/** The manifest's Application and AppComponentFactory, fully qualified (relative names resolved against the package). */
export function originalEntryPoints(doc: AxmlModel): { applicationName?: string; appComponentFactory?: string } {
  const pkg = packageName(doc);
  const app = getApplicationName(doc);
  const factory = getAppComponentFactory(doc);
  return {
    ...(app ? { applicationName: resolveClassName(pkg, app) } : {}),
    ...(factory ? { appComponentFactory: resolveClassName(pkg, factory) } : {}),
  };
}

/** The digests whose slot keys open the payload: the keystore certificate's SHA-256, then each distinct accepted MD5. */
function acceptedIdentities(input: ShellInput): Buffer[] {
  const out = [input.certificateSha256];
  const seen = new Set<string>();
  for (const md5 of input.acceptedCertificateMd5 ?? []) {
    if (md5.length !== 16) throw new RangeError('each accepted certificate MD5 must be 16 bytes');
    const hex = md5.toString('hex');
    if (seen.has(hex)) continue;
    seen.add(hex);
    out.push(md5);
  }
  if (out.length > MAX_SLOTS) throw new RangeError(`at most ${MAX_SLOTS - 1} accepted certificate MD5 digests`);
  return out;
}

/** AES-256-GCM: nonce, ciphertext of the parts, tag. */
function seal(key: Buffer, nonce: Buffer, parts: Uint8Array[]): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = parts.map((part) => cipher.update(part));
  return Buffer.concat([nonce, ...sealed, cipher.final(), cipher.getAuthTag()]);
}

function shellConfig(input: ShellInput, loadedHooks: string[]): Map<string, string> {
  const config = new Map<string, string>();
  if (input.applicationName) config.set(SHELL_CONFIG.application, input.applicationName);
  if (input.appComponentFactory) config.set(SHELL_CONFIG.factory, input.appComponentFactory);
  config.set(SHELL_CONFIG.dex, input.dexFiles.map((d) => d.name).join(','));
  if (loadedHooks.length > 0) config.set(SHELL_CONFIG.hooks, loadedHooks.join(','));
  for (const [k, v] of Object.entries(input.config ?? {})) {
    if (k.startsWith('shell.')) throw new RangeError(`configuration key ${k}: the shell. prefix is the shell's own`);
    config.set(k, v);
  }
  return config;
}

/** A plaintext part of the payload, or a DEX file's deflate segment made beforehand. */
type PayloadPart = Buffer | { deflated: Buffer };

/** The plaintext `ShellBoot.parse` reads once inflated, in parts: big-endian ints, strings as (length, UTF-8). */
function encodePayload(config: Map<string, string>, dexFiles: ShellDex[]): PayloadPart[] {
  const parts: PayloadPart[] = [];
  const int = (n: number): void => {
    const b = Buffer.alloc(4);
    b.writeInt32BE(n);
    parts.push(b);
  };
  const bytes = (b: Uint8Array): void => {
    int(b.length);
    parts.push(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
  };
  int(PAYLOAD_FORMAT);
  int(config.size);
  for (const [k, v] of config) {
    bytes(Buffer.from(k, 'utf8'));
    bytes(Buffer.from(v, 'utf8'));
  }
  int(dexFiles.length);
  for (const d of dexFiles) {
    if ('bytes' in d) {
      bytes(d.bytes);
    } else {
      int(d.length);
      parts.push({ deflated: d.deflated });
    }
  }
  return parts;
}

/**
 * One raw deflate stream of the parts' concatenation. Small parts are joined, each larger one is a
 * segment of its own; every segment but the last ends with a full flush (byte-aligned, no final
 * block), so the segments' outputs concatenate into one valid stream.
 */
function deflateParts(parts: PayloadPart[]): Buffer[] {
  const segments: PayloadPart[] = [];
  let small: Buffer[] = [];
  const flushSmall = (): void => {
    if (small.length > 0) segments.push(Buffer.concat(small));
    small = [];
  };
  for (const part of parts) {
    if (Buffer.isBuffer(part) && part.length < SEGMENT_MIN_BYTES) {
      small.push(part);
      continue;
    }
    flushSmall();
    segments.push(part);
  }
  flushSmall();
  const out = segments.map((segment, i) =>
    Buffer.isBuffer(segment)
      ? deflateRawSync(segment, { level: DEFLATE_LEVEL, finishFlush: i === segments.length - 1 ? zlibConstants.Z_FINISH : zlibConstants.Z_FULL_FLUSH })
      : segment.deflated,
  );
  // A stream that ends in an already deflated DEX gets its final (empty) block.
  if (segments.length === 0 || !Buffer.isBuffer(segments[segments.length - 1])) out.push(deflateRawSync(Buffer.alloc(0), { finishFlush: zlibConstants.Z_FINISH }));
  return out;
}

/** `count` random shares whose XOR is `salt`. */
function splitSalt(salt: Buffer, count: number, random: (n: number) => Buffer): Buffer[] {
  const shares = Array.from({ length: count - 1 }, () => Buffer.from(random(salt.length)));
  const last = Buffer.from(salt);
  for (const s of shares) for (let i = 0; i < last.length; i++) last[i] ^= s[i];
  return [...shares, last];
}

function setSaltShare(cls: DexClass, share: Buffer): void {
  const method = cls.directMethods.find((m) => m.name === 'k');
  const code = method?.code;
  const at = code ? code.items.findIndex((i) => 'kind' in i && i.kind === 'array-payload') : -1;
  if (!code || at < 0) throw new Error(`the shell runtime class ${cls.type} has no salt share`);
  const items = [...code.items];
  items[at] = { kind: 'array-payload', elementWidth: 1, data: new Uint8Array(share) };
  code.items = items;
}

function declares(cls: DexClass, name: string, proto: Proto): boolean {
  return cls.directMethods.some((m) => m.name === name && (m.accessFlags & ACC.STATIC) !== 0 && protoDescriptor(m.proto) === protoDescriptor(proto));
}

/** Fills `ShellHooks.attach`/`create` with one invoke-static per hook class (all among `extra`) that declares the method; returns how many. */
function writeHookCalls(hooksClass: DexClass, extra: DexClass[], hooks: string[]): number {
  const byType = new Map(extra.map((c) => [c.type, c]));
  let calls = 0;
  const fill = (name: string, proto: Proto): void => {
    const method: DexMethod | undefined = hooksClass.directMethods.find((m) => m.name === name);
    if (!method?.code) throw new Error(`the shell runtime lost ShellHooks.${name}`);
    const items: CodeItem[] = [];
    for (const type of hooks) {
      const cls = byType.get(type)!;
      if (!declares(cls, name, proto)) continue;
      items.push({ kind: 'instruction', op: 'invoke-static', registers: [0, 1], reference: { kind: 'method', value: { owner: type, name, proto } } });
      calls++;
    }
    items.push({ kind: 'instruction', op: 'return-void', registers: [] });
    method.code = { ...method.code, registers: 2, outs: items.length > 1 ? 2 : 0, items };
  };
  fill('attach', HOOK_ATTACH);
  fill('create', HOOK_CREATE);
  return calls;
}
