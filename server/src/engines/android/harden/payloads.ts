import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import picomatch from 'picomatch';

/**
 * Encrypted package entries: protected assets and native libraries, and the configuration the
 * app runtime (`runtime/app/`) reads to find and decrypt them.
 *
 * Format of an encrypted entry: AES-256-GCM, `nonce (12 bytes) ‖ ciphertext ‖ tag (16 bytes)`,
 * no associated data. The nonce is random per entry, so the same bytes encrypt differently in
 * every build and a tampered entry fails its tag instead of decrypting to garbage. The runtime
 * decrypts with `javax.crypto.Cipher` `AES/GCM/NoPadding` and a `GCMParameterSpec(128, nonce)`
 * (`Lrampart/rt/Crypt;->open`), the whole entry at once: GCM hands out no plaintext before the
 * tag is checked, so assets worth streaming (large media) belong out of scope.
 */

export const KEY_BYTES = 32;
export const NONCE_BYTES = 12;
export const TAG_BYTES = 16;

/** Per-build randomness, as every hardening step takes it. */
export type Random = (n: number) => Buffer;

function checkKey(key: Uint8Array): void {
  if (key.length !== KEY_BYTES) throw new Error(`an entry key has ${KEY_BYTES} bytes, not ${key.length}`);
}

/** Encrypts one entry's bytes (see the format above); `random` gives the nonce. */
export function encryptEntry(bytes: Uint8Array, key: Uint8Array, random: Random = randomBytes): Buffer {
  checkKey(key);
  const nonce = random(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  return Buffer.concat([nonce, cipher.update(bytes), cipher.final(), cipher.getAuthTag()]);
}

/** The inverse of {@link encryptEntry}; throws when the entry was altered or the key is wrong. */
export function decryptEntry(bytes: Uint8Array, key: Uint8Array): Buffer {
  checkKey(key);
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('an encrypted entry is shorter than its nonce and tag');
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decipher = createDecipheriv('aes-256-gcm', key, buf.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(buf.subarray(buf.length - TAG_BYTES));
  return Buffer.concat([decipher.update(buf.subarray(NONCE_BYTES, buf.length - TAG_BYTES)), decipher.final()]);
}

// ---------------------------------------------------------------------------------------------
// Assets

const ASSET_ENTRY = /^assets\/(.+)$/;

/**
 * Asset folders that a WebView, a game engine or a cross-platform runtime reads through the
 * platform (a `file:///android_asset/` URL, `AAsset_*` in native code), never through the
 * app's own `AssetManager.open` calls, so they must stay in clear.
 */
export const DEFAULT_EXCLUDED_ASSET_DIRS = ['www/', 'public/', 'flutter_assets/', 'bin/Data/', 'Managed/'] as const;

/**
 * Asset files read by the platform rather than by `open` calls: web pages and their scripts and
 * styles (WebView), fonts (`Typeface.createFromAsset`), audio and video (`openFd`, which needs
 * the stored bytes), script bundles run by a JS engine.
 */
export const DEFAULT_EXCLUDED_ASSET_FILES = /\.(?:html?|js|mjs|css|ttf|otf|ttc|woff2?|mp3|mp4|m4a|aac|ogg|oga|opus|wav|flac|mid|midi|webm|mkv|3gp|bundle)$/i;

export interface SelectAssetsOptions {
  /** Entries the runtime itself reads (its payloads, encrypted libraries): never selected. */
  exclude?: readonly string[];
}

/**
 * The asset entries (`assets/...` names, as in the package) to encrypt.
 *
 * With `includeGlobs`, the assets matching one of them, where a glob is matched against the
 * entry name and against the name under `assets/` (`config/*.json` and `assets/config/*.json`
 * are the same). Without globs (empty list), every asset except what is read by something
 * other than the app's `open` calls: the folders of {@link DEFAULT_EXCLUDED_ASSET_DIRS}, every
 * folder holding an `.html`/`.htm` page (a WebView loads the page and what lies beside it by
 * URL), and the files matched by {@link DEFAULT_EXCLUDED_ASSET_FILES}. `options.exclude` (the
 * runtime's own entries) and the encrypted libraries ({@link LIBRARY_PAYLOAD_DIR}) always win. Assets read by native code (`AAssetManager`) cannot be
 * seen from here and must be left out by naming the assets to protect.
 */
export function selectAssets(entryNames: readonly string[], includeGlobs: readonly string[], options: SelectAssetsOptions = {}): string[] {
  const excluded = new Set(options.exclude ?? []);
  const assets = entryNames.filter((n) => ASSET_ENTRY.test(n) && !n.endsWith('/') && !excluded.has(n) && !n.startsWith(LIBRARY_PAYLOAD_DIR));
  if (includeGlobs.length > 0) {
    const match = picomatch([...includeGlobs], { dot: true });
    return assets.filter((n) => match(n) || match(n.slice('assets/'.length)));
  }
  const webRoots = new Set(assets.filter((n) => /\.html?$/i.test(n)).map((n) => `${path.posix.dirname(n.slice('assets/'.length))}/`.replace(/^\.\//, '')));
  return assets.filter((n) => {
    const rel = n.slice('assets/'.length);
    if (DEFAULT_EXCLUDED_ASSET_DIRS.some((d) => rel.startsWith(d))) return false;
    if (DEFAULT_EXCLUDED_ASSET_FILES.test(rel)) return false;
    for (const root of webRoots) if (root === '' || rel.startsWith(root)) return false;
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Native libraries

const LIBRARY_ENTRY = /^lib\/([^/]+)\/(lib[^/]+\.so)$/;

/**
 * Libraries that a framework loads from its own (out-of-scope) code or that the dynamic linker
 * loads as another library's dependency: moved out of `lib/`, nothing would decrypt them.
 */
export const DEFAULT_EXCLUDED_LIBRARIES = new Set([
  'libc++_shared.so',
  'libgnustl_shared.so',
  'libstlport_shared.so',
  'libflutter.so',
  'libapp.so',
  'libunity.so',
  'libil2cpp.so',
  'libmain.so',
  'libmonodroid.so',
  'libmonosgen-2.0.so',
  'libxamarin-app.so',
  'libhermes.so',
  'libjsc.so',
  'libfbjni.so',
  'libreactnativejni.so',
  'libjscexecutor.so',
  'libhermes-executor-release.so',
  'libsqlcipher.so',
]);

/**
 * The native library entries (`lib/<abi>/lib*.so`) to encrypt. `names` lists library file
 * names (`libfoo.so`) or the names `System.loadLibrary` takes (`foo`), for every ABI. An empty
 * list means all the app's own libraries: every `lib*.so` except
 * {@link DEFAULT_EXCLUDED_LIBRARIES}. A library the app only reaches as another library's
 * dependency, or loads from code out of scope, must be left out by listing the others.
 *
 * The runtime picks the payload of the process's own ABI (`os.arch`). The installer chooses
 * that ABI from what is left in `lib/`: when every library of an app that ships only 32-bit
 * ones is encrypted, a 64-bit device starts it as a 64-bit process, which has no payload to
 * load, so such an app keeps at least one library in `lib/`.
 */
export function selectLibraries(entryNames: readonly string[], names: readonly string[]): string[] {
  const wanted = new Set(names.map((n) => (/^lib.+\.so$/.test(n) ? n : `lib${n}.so`)));
  return entryNames.filter((n) => {
    const m = LIBRARY_ENTRY.exec(n);
    if (!m) return false;
    return wanted.size > 0 ? wanted.has(m[2]) : !DEFAULT_EXCLUDED_LIBRARIES.has(m[2]);
  });
}

/** The folder under `assets/` where encrypted libraries go. */
export const LIBRARY_PAYLOAD_DIR = 'assets/rtl/';

/**
 * Where an encrypted library is stored: under {@link LIBRARY_PAYLOAD_DIR}, named by 8 random
 * bytes in hex, so neither the library's name nor `.so` shows. Assets are reached by
 * `AssetManager` in every split of an app bundle, and entries outside `lib/` are what the
 * installer does not extract. Libraries that stay in `lib/` keep their 16 KB alignment: the
 * package writer aligns every stored `lib/**.so` to 16 KB (`zip-writer.ts` `alignmentOf`), and
 * the payloads are written compressed-or-stored as the writer chooses (4-byte alignment).
 */
export function libraryPayloadEntry(random: Random = randomBytes): string {
  return `${LIBRARY_PAYLOAD_DIR}${random(8).toString('hex')}`;
}

// ---------------------------------------------------------------------------------------------
// Configuration

/** What the app runtime needs, from the pipeline. */
export interface AppConfigOptions {
  /** Encrypted assets: entry names (`assets/...`) and their key. */
  assets?: { names: readonly string[]; key: Uint8Array };
  /** Encrypted libraries: original entry (`lib/<abi>/libfoo.so`) → payload entry, and the key. */
  libraries?: { map: Readonly<Record<string, string>>; key: Uint8Array };
  /**
   * Wrap `SharedPreferences`; `key` is the fallback key used where the Android Keystore is not
   * available (see `Prefs.smali`).
   */
  preferences?: boolean | { key: Uint8Array };
  /** `FLAG_SECURE` on every activity (`all`) or on `activities` (class names) only. */
  screenshot?: { mode: 'all' | 'list'; activities: readonly string[] };
  /** The warning shown when another app's window takes the foreground. */
  uiHijack?: { title: string; content: string };
}

/**
 * Configuration keys of the app runtime (lists are separated by `\n`, keys are hex):
 *
 * - `app.assets.key`, `app.assets.names`: the asset key and the encrypted asset names, as
 *   `AssetManager.open` takes them (without `assets/`).
 * - `app.libs.key`, `app.libs.map`: the library key and lines `<abi>/<libfoo.so>=<payload>`,
 *   the payload named as `AssetManager.open` takes it.
 * - `app.prefs`: `1` when `getSharedPreferences` results are wrapped; `app.prefs.key`: the
 *   fallback key used when the Android Keystore cannot be used.
 * - `app.screen`: `all` or `list`; `app.screen.activities`: the activities' class names.
 * - `app.hijack.title`, `app.hijack.content`: present when the UI-hijack warning is on.
 */
export function appConfig(options: AppConfigOptions, random: Random = randomBytes): Record<string, string> {
  const out: Record<string, string> = {};
  const asset = (entry: string): string => {
    const m = ASSET_ENTRY.exec(entry);
    if (!m) throw new Error(`${entry} is not an asset entry`);
    return m[1];
  };
  if (options.assets && options.assets.names.length > 0) {
    checkKey(options.assets.key);
    out['app.assets.key'] = Buffer.from(options.assets.key).toString('hex');
    out['app.assets.names'] = options.assets.names.map(asset).join('\n');
  }
  const libs = Object.entries(options.libraries?.map ?? {});
  if (options.libraries && libs.length > 0) {
    checkKey(options.libraries.key);
    out['app.libs.key'] = Buffer.from(options.libraries.key).toString('hex');
    out['app.libs.map'] = libs
      .map(([lib, payload]) => {
        const m = LIBRARY_ENTRY.exec(lib);
        if (!m) throw new Error(`${lib} is not a native library entry`);
        return `${m[1]}/${m[2]}=${asset(payload)}`;
      })
      .join('\n');
  }
  if (options.preferences) {
    out['app.prefs'] = '1';
    const key = typeof options.preferences === 'object' ? options.preferences.key : random(KEY_BYTES);
    checkKey(key);
    out['app.prefs.key'] = Buffer.from(key).toString('hex');
  }
  if (options.screenshot) {
    out['app.screen'] = options.screenshot.mode;
    if (options.screenshot.mode === 'list') out['app.screen.activities'] = options.screenshot.activities.join('\n');
  }
  if (options.uiHijack) {
    out['app.hijack.title'] = options.uiHijack.title;
    out['app.hijack.content'] = options.uiHijack.content;
  }
  return out;
}
