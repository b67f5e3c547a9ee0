import { classesByType, growRegisters } from '../dex/edit.js';
import { Label, type CodeItem, type DexClass, type DexFile, type Instruction, type MethodRef } from '../dex/model.js';
import { someReference } from '../dex/raw-code.js';
import { loadRuntime } from './runtime.js';
import { RUNTIME_PREFIX } from './scope.js';

/**
 * The app's calls that reach protected data, redirected to the app runtime (`runtime/app/`):
 *
 * - `AssetManager.open(String)` and `open(String, int)` → `Lrampart/rt/Assets;->open`, which
 *   decrypts the assets listed in `app.assets.names` and returns the platform's stream for the
 *   others;
 * - `System.loadLibrary(String)` and `Runtime.loadLibrary(String)` first ask
 *   `Lrampart/rt/Libs;->path`, which decrypts an encrypted library into the code cache directory
 *   and answers its path; the caller then loads that path with `System.load`, and a library
 *   that is not encrypted (null) through its original call. The load stays in the app's class:
 *   JNI binds a library to the class loader of the class that loads it, and the runtime may live
 *   in the shell's loader. This takes one more register in the method (`growRegisters`); in
 *   the rare method past 255 registers, the call goes to `Lrampart/rt/Libs;->load` instead,
 *   which loads from the runtime's own class;
 * - `getSharedPreferences(String, int)` on any `Context` → `Lrampart/rt/Prefs;->get`, which wraps
 *   the preferences in an encrypting implementation.
 *
 * The asset and preference calls become an `invoke-static` on the same registers. Preferences
 * the app obtains otherwise (`PreferenceManager.getDefaultSharedPreferences`,
 * `Activity.getPreferences(int)`) keep their call, and the result is passed through
 * `Lrampart/rt/Prefs;->wrap` in the register it was moved to.
 */

const ASSET_MANAGER = 'Landroid/content/res/AssetManager;';
const STRING = 'Ljava/lang/String;';
const INPUT_STREAM = 'Ljava/io/InputStream;';
const CONTEXT = 'Landroid/content/Context;';
const SHARED_PREFERENCES = 'Landroid/content/SharedPreferences;';

const ASSETS_OPEN: MethodRef = { owner: 'Lrampart/rt/Assets;', name: 'open', proto: { returnType: INPUT_STREAM, parameters: [ASSET_MANAGER, STRING] } };
const ASSETS_OPEN_MODE: MethodRef = {
  owner: 'Lrampart/rt/Assets;',
  name: 'open',
  proto: { returnType: INPUT_STREAM, parameters: [ASSET_MANAGER, STRING, 'I'] },
};
const LIBS_LOAD: MethodRef = { owner: 'Lrampart/rt/Libs;', name: 'load', proto: { returnType: 'V', parameters: [STRING] } };
const LIBS_PATH: MethodRef = { owner: 'Lrampart/rt/Libs;', name: 'path', proto: { returnType: STRING, parameters: [STRING] } };
const SYSTEM_LOAD: MethodRef = { owner: 'Ljava/lang/System;', name: 'load', proto: { returnType: 'V', parameters: [STRING] } };
const PREFS_WRAP: MethodRef = {
  owner: 'Lrampart/rt/Prefs;',
  name: 'wrap',
  proto: { returnType: SHARED_PREFERENCES, parameters: [SHARED_PREFERENCES] },
};
/** The platform's and the support libraries' default preferences. */
const PREFERENCE_MANAGERS: ReadonlySet<string> = new Set([
  'Landroid/preference/PreferenceManager;',
  'Landroidx/preference/PreferenceManager;',
  'Landroid/support/v7/preference/PreferenceManager;',
]);
const PREFS_GET: MethodRef = {
  owner: 'Lrampart/rt/Prefs;',
  name: 'get',
  proto: { returnType: SHARED_PREFERENCES, parameters: [CONTEXT, STRING, 'I'] },
};

/**
 * Platform classes that are a `Context`. An app class is one when its superclass chain (through
 * the classes of the DEX files and `superclasses`) reaches one of these or of
 * {@link LIBRARY_CONTEXTS}. A `getSharedPreferences(String, int)` of any other class stays.
 */
export const PLATFORM_CONTEXTS: ReadonlySet<string> = new Set(
  [
    'android/content/Context',
    'android/content/ContextWrapper',
    'android/content/MutableContextWrapper',
    'android/view/ContextThemeWrapper',
    'android/app/Activity',
    'android/app/ActivityGroup',
    'android/app/AliasActivity',
    'android/app/ExpandableListActivity',
    'android/app/LauncherActivity',
    'android/app/ListActivity',
    'android/app/NativeActivity',
    'android/app/TabActivity',
    'android/preference/PreferenceActivity',
    'android/app/Application',
    'android/app/Service',
    'android/app/IntentService',
    'android/app/job/JobService',
    'android/app/backup/BackupAgent',
    'android/app/backup/BackupAgentHelper',
    'android/accessibilityservice/AccessibilityService',
    'android/inputmethodservice/InputMethodService',
    'android/inputmethodservice/AbstractInputMethodService',
    'android/service/wallpaper/WallpaperService',
    'android/service/notification/NotificationListenerService',
    'android/service/dreams/DreamService',
    'android/widget/RemoteViewsService',
    'android/test/mock/MockContext',
    'android/test/IsolatedContext',
    'android/test/RenamingDelegatingContext',
  ].map((n) => `L${n};`),
);

/**
 * Context classes of the support libraries, for when the rewrite sees a DEX file without them
 * (an app's classes spread over several files, rewritten one file at a time).
 */
export const LIBRARY_CONTEXTS: ReadonlySet<string> = new Set(
  [
    'androidx/activity/ComponentActivity',
    'androidx/core/app/ComponentActivity',
    'androidx/fragment/app/FragmentActivity',
    'androidx/appcompat/app/AppCompatActivity',
    'androidx/appcompat/view/ContextThemeWrapper',
    'androidx/preference/PreferenceActivity',
    'androidx/multidex/MultiDexApplication',
    'androidx/lifecycle/LifecycleService',
    'androidx/core/app/JobIntentService',
    'android/support/v4/app/FragmentActivity',
    'android/support/v4/app/SupportActivity',
    'android/support/v4/app/JobIntentService',
    'android/support/v7/app/AppCompatActivity',
    'android/support/v7/app/ActionBarActivity',
    'android/support/v7/view/ContextThemeWrapper',
    'android/support/multidex/MultiDexApplication',
  ].map((n) => `L${n};`),
);

export interface AppRewriteOptions {
  /** Classes whose calls are rewritten; runtime classes never are. */
  inScope: (classType: string) => boolean;
  /**
   * Superclasses of the app's classes defined outside `files` (type → superclass), so that a
   * `Context` subclass is recognised when the DEX files are rewritten one at a time.
   */
  superclasses?: ReadonlyMap<string, string | null>;
  assets: boolean;
  libraries: boolean;
  preferences: boolean;
}

export interface AppRewriteCounts {
  assets: number;
  libraries: number;
  preferences: number;
}

function isContextType(type: string, classes: Map<string, DexClass>, superclasses?: ReadonlyMap<string, string | null>): boolean {
  const seen = new Set<string>();
  for (let t: string | null | undefined = type; t && !seen.has(t); t = classes.get(t)?.superclass ?? superclasses?.get(t)) {
    if (PLATFORM_CONTEXTS.has(t) || LIBRARY_CONTEXTS.has(t)) return true;
    seen.add(t);
  }
  return false;
}

function sameProto(ref: MethodRef, returnType: string, parameters: string[]): boolean {
  return ref.proto.returnType === returnType && ref.proto.parameters.length === parameters.length && ref.proto.parameters.every((p, i) => p === parameters[i]);
}

function isInstruction(item: CodeItem | undefined): item is Instruction {
  return item !== undefined && 'kind' in item && item.kind === 'instruction';
}

function isDebugDirective(item: CodeItem): boolean {
  return 'kind' in item && item.kind !== 'instruction' && !item.kind.endsWith('-payload');
}

/** `Prefs.wrap(vReg)` back into `vReg` (the writer widens the invoke for a register past v15). */
function callForWrap(register: number): Instruction[] {
  return [
    { kind: 'instruction', op: 'invoke-static', registers: [register], reference: { kind: 'method', value: PREFS_WRAP } },
    { kind: 'instruction', op: 'move-result-object', registers: [register] },
  ];
}

/** `Libs.load(vName)`: the fallback that loads from the runtime's own class. */
function callLoad(name: number): Instruction {
  return { kind: 'instruction', op: 'invoke-static', registers: [name], reference: { kind: 'method', value: LIBS_LOAD } };
}

/**
 * `vPath = Libs.path(vName); if (vPath != null) System.load(vPath); else <the original call>`,
 * the loads made from the app's own method.
 */
function loadThroughPath(original: Instruction, name: number, path: number): CodeItem[] {
  const plain = new Label();
  const done = new Label();
  return [
    { kind: 'instruction', op: 'invoke-static', registers: [name], reference: { kind: 'method', value: LIBS_PATH } },
    { kind: 'instruction', op: 'move-result-object', registers: [path] },
    { kind: 'instruction', op: 'if-eqz', registers: [path], target: plain },
    { kind: 'instruction', op: 'invoke-static', registers: [path], reference: { kind: 'method', value: SYSTEM_LOAD } },
    { kind: 'instruction', op: 'goto', registers: [], target: done },
    plain,
    original,
    done,
  ];
}

/** The names of every method whose calls may be rewritten (a quick test before a method's code is decoded). */
const REWRITTEN_NAMES = new Set(['open', 'loadLibrary', 'getSharedPreferences', 'getDefaultSharedPreferences', 'getPreferences']);

/** `invoke-virtual` → `invoke-static`, keeping the `/range` form. */
function staticOp(op: string): string {
  return op.endsWith('/range') ? 'invoke-static/range' : 'invoke-static';
}

/**
 * Rewrites, in the classes in scope, the calls listed above for the protections that are on.
 * Returns how many calls of each kind now go to the runtime.
 */
export function rewriteAppCalls(files: DexFile[], options: AppRewriteOptions): { counts: AppRewriteCounts } {
  const counts: AppRewriteCounts = { assets: 0, libraries: 0, preferences: 0 };
  const classes = classesByType(files);
  const contexts = new Map<string, boolean>();
  const isContext = (type: string): boolean => {
    let v = contexts.get(type);
    if (v === undefined) contexts.set(type, (v = isContextType(type, classes, options.superclasses)));
    return v;
  };

  const replacement = (ins: Instruction): Instruction | undefined => {
    if (ins.reference?.kind !== 'method') return undefined;
    const ref = ins.reference.value;
    const virtual = ins.op === 'invoke-virtual' || ins.op === 'invoke-virtual/range';
    if (options.assets && virtual && ref.owner === ASSET_MANAGER && ref.name === 'open') {
      const target = sameProto(ref, INPUT_STREAM, [STRING]) ? ASSETS_OPEN : sameProto(ref, INPUT_STREAM, [STRING, 'I']) ? ASSETS_OPEN_MODE : undefined;
      if (!target) return undefined;
      counts.assets++;
      return { kind: 'instruction', op: staticOp(ins.op), registers: ins.registers, reference: { kind: 'method', value: target } };
    }
    if (options.preferences && virtual && ref.name === 'getSharedPreferences' && sameProto(ref, SHARED_PREFERENCES, [STRING, 'I']) && isContext(ref.owner)) {
      counts.preferences++;
      return { kind: 'instruction', op: staticOp(ins.op), registers: ins.registers, reference: { kind: 'method', value: PREFS_GET } };
    }
    return undefined;
  };

  /** The library name's register of a `System.loadLibrary` or `Runtime.loadLibrary` call. */
  const loadLibraryName = (ins: Instruction): number | undefined => {
    if (!options.libraries || ins.reference?.kind !== 'method') return undefined;
    const ref = ins.reference.value;
    if (ref.name !== 'loadLibrary' || !sameProto(ref, 'V', [STRING])) return undefined;
    if (ins.op.startsWith('invoke-static') && ref.owner === 'Ljava/lang/System;') return ins.registers[0];
    if (ins.op.startsWith('invoke-virtual') && ref.owner === 'Ljava/lang/Runtime;') return ins.registers[1];
    return undefined;
  };

  /** True for a call whose result is preferences obtained without `getSharedPreferences`. */
  const yieldsPreferences = (ins: Instruction): boolean => {
    if (ins.reference?.kind !== 'method') return false;
    const ref = ins.reference.value;
    if (ins.op.startsWith('invoke-static')) {
      return ref.name === 'getDefaultSharedPreferences' && PREFERENCE_MANAGERS.has(ref.owner) && sameProto(ref, SHARED_PREFERENCES, [CONTEXT]);
    }
    return ins.op.startsWith('invoke-virtual') && ref.name === 'getPreferences' && sameProto(ref, SHARED_PREFERENCES, ['I']) && isContext(ref.owner);
  };

  for (const file of files) {
    for (const cls of file.classes) {
      if (cls.type.startsWith(RUNTIME_PREFIX) || !options.inScope(cls.type)) continue;
      for (const method of [...cls.directMethods, ...cls.virtualMethods]) {
        const code = method.code;
        if (!code || !someReference(code, (op, ref) => op.startsWith('invoke-') && ref.kind === 'method' && REWRITTEN_NAMES.has(ref.value.name))) continue;
        // A free register for the path of a library, past v255 the fallback call.
        let pathRegister: number | undefined;
        if (code.items.some((i) => isInstruction(i) && i.op.startsWith('invoke-') && loadLibraryName(i) !== undefined) && code.registers < 0xff) {
          pathRegister = growRegisters(method, 1, cls.type);
        }
        const items = code.items;
        const out: CodeItem[] = [];
        let changed = false;
        for (let i = 0; i < items.length; i++) {
          const item = items[i];
          if (!isInstruction(item) || !item.op.startsWith('invoke-')) {
            out.push(item);
            continue;
          }
          const name = loadLibraryName(item);
          if (name !== undefined) {
            out.push(...(pathRegister === undefined ? [callLoad(name)] : loadThroughPath(item, name, pathRegister)));
            counts.libraries++;
            changed = true;
            continue;
          }
          const next = replacement(item);
          if (next) {
            out.push(next);
            changed = true;
            continue;
          }
          out.push(item);
          if (!options.preferences || !yieldsPreferences(item)) continue;
          // The move-result follows the call (debug directives may sit between them).
          let j = i + 1;
          while (j < items.length && isDebugDirective(items[j])) j++;
          const move = items[j];
          if (!isInstruction(move) || move.op !== 'move-result-object') continue;
          out.push(...items.slice(i + 1, j + 1), ...callForWrap(move.registers[0]));
          i = j;
          changed = true;
          counts.preferences++;
        }
        if (changed) code.items = out;
      }
    }
  }
  return { counts };
}

/**
 * The app runtime's classes (`Assets`, `Libs`, `Prefs`, `Screen` and their helpers), for the
 * shell DEX or the app's own: the rewritten calls load libraries from the app's methods, so
 * the runtime's class loader does not matter (except for the `Libs.load` fallback, which
 * loads from `Libs` itself). The hook classes are `Assets`, `Libs`, `Prefs` (`attach`) and
 * `Screen` (`create`); see `appConfig` for their configuration keys.
 */
export function appRuntimeClasses(): DexClass[] {
  return loadRuntime('app');
}

/** The app runtime's hook classes, for the shell's list. */
export const APP_HOOK_CLASSES = ['Lrampart/rt/Assets;', 'Lrampart/rt/Libs;', 'Lrampart/rt/Prefs;', 'Lrampart/rt/Screen;'] as const;
