import type { DexClass } from '../dex/model.js';
import { loadRuntime } from './runtime.js';

/**
 * The runtime guard: environment checks run by the protected app and its reactions.
 *
 * The hook class `Lrampart/rt/Guard;` declares `attach(Context, Map)`; the shell calls it with
 * the decrypted configuration, whose `guard.*` entries {@link guardConfig} writes:
 *
 * | key | value |
 * |---|---|
 * | `guard.antiDebug`, `guard.root`, `guard.emulator`, `guard.hook`, `guard.multiInstance` | `1` turns the check on |
 * | `guard.reaction.<threat>` | `report`, `warn` or `exit` for a threat of {@link GUARD_THREATS} |
 * | `guard.warn.message` | the toast's text for `warn` |
 * | `guard.watchdog.ms` | how often the watchdog thread checks for a debugger again (anti-debug only) |
 * | `guard.report.url` | the console's `/api/sdk/v1/events` URL for `report` |
 * | `guard.report.key`, `guard.report.secret` | the monitored app's SDK key and secret |
 *
 * What each check looks at (files are read under `GuardEnv.root`, properties through
 * `android.os.SystemProperties.get`):
 * - anti-debug: `Debug.isDebuggerConnected()`, `TracerPid` in `/proc/self/status`, the
 *   debuggable flag of `ApplicationInfo`, a JDWP thread in `/proc/self/task/<tid>/comm`;
 * - root: su binaries and Superuser APKs in the usual places, Magisk files and mounts,
 *   `test-keys` in `ro.build.tags`/`Build.TAGS`, `/system` mounted read-write;
 * - emulator: `ro.kernel.qemu`, goldfish/ranchu hardware, generic/`sdk_gphone`/emulator build
 *   names, QEMU device files;
 * - hook: Frida's port 27042 listening (`/proc/net/tcp`, `tcp6`), its agent in `/proc/self/maps`
 *   and its threads (`gum-js-loop`, `gmain`, `gdbus`); Xposed/LSPosed and Substrate libraries in
 *   the maps, their classes on the current stack or loadable;
 * - multi-instance: a data directory other than `/data/data/<pkg>` or `/data/user/<n>/<pkg>`,
 *   or one under a known virtual-app package (Parallel Space, Dual Space, VirtualApp…).
 */

/** The threats a policy configures, in the order the runtime checks them. */
export const GUARD_THREATS = ['antiDebug', 'root', 'emulator', 'hook', 'multiInstance'] as const;
export type GuardThreat = (typeof GUARD_THREATS)[number];
export type GuardReaction = 'report' | 'warn' | 'exit';

/**
 * The monitoring event kinds (`engines/risk/event-kinds.ts`) a threat is reported as: the hook
 * check tells Frida, Xposed/LSPosed and Substrate apart.
 */
export const GUARD_EVENT_KINDS: Record<GuardThreat, readonly string[]> = {
  antiDebug: ['debugger'],
  root: ['root'],
  emulator: ['emulator'],
  hook: ['hook_frida', 'hook_xposed', 'hook_substrate'],
  multiInstance: ['multi_instance'],
};

/** The path every SDK event batch goes to (sdk/PROTOCOL.md). */
export const SDK_EVENTS_PATH = '/api/sdk/v1/events';

export const DEFAULT_WARN_MESSAGE = 'This app is running in an unsafe environment.';

export interface GuardOptions {
  antiDebug: boolean;
  root: boolean;
  emulator: boolean;
  hook: boolean;
  multiInstance: boolean;
  /** Per threat; an enabled threat without one is reported when `report` is set, else warned about. */
  reactions: Partial<Record<GuardThreat, GuardReaction>>;
  /** The toast of `warn` ({@link DEFAULT_WARN_MESSAGE} by default). */
  warnMessage?: string;
  /** Where `report` sends events: a monitored app of the same account. */
  report?: {
    /** The console's base URL (`https://console.example`) or its full events URL. */
    endpoint: string;
    appKey: string;
    secret: string;
  };
  /** Milliseconds between the watchdog's debugger checks (3000 by default). */
  watchdogMs?: number;
}

/** The runtime guard's classes, assembled from `runtime/guard/*.smali`. */
export function guardClasses(): DexClass[] {
  return loadRuntime('guard');
}

/** The hook class the shell calls `attach` on. */
export const GUARD_HOOK_CLASS = 'Lrampart/rt/Guard;';

/** The full events URL for a console base URL (or the events URL itself). */
export function sdkEventsUrl(endpoint: string): string {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`report endpoint must be http(s): ${endpoint}`);
  if (!url.pathname.endsWith(SDK_EVENTS_PATH)) url.pathname = `${url.pathname.replace(/\/+$/, '')}${SDK_EVENTS_PATH}`;
  return url.toString();
}

/**
 * The guard's configuration entries (the `guard.*` keys above). `report` reactions need
 * `options.report`; an enabled threat without a reaction is reported when reporting is
 * configured, and warned about otherwise.
 */
export function guardConfig(options: GuardOptions): Record<string, string> {
  const config: Record<string, string> = {};
  let warns = false;
  for (const threat of GUARD_THREATS) {
    if (!options[threat]) continue;
    const reaction = options.reactions[threat] ?? (options.report ? 'report' : 'warn');
    if (reaction === 'report' && !options.report) throw new Error(`guard: the ${threat} reaction is report but no monitored app is configured`);
    config[`guard.${threat}`] = '1';
    config[`guard.reaction.${threat}`] = reaction;
    warns ||= reaction === 'warn';
  }
  if (warns) config['guard.warn.message'] = options.warnMessage ?? DEFAULT_WARN_MESSAGE;
  if (options.antiDebug) config['guard.watchdog.ms'] = String(Math.max(100, Math.round(options.watchdogMs ?? 3000)));
  if (options.report && Object.values(config).includes('report')) {
    config['guard.report.url'] = sdkEventsUrl(options.report.endpoint);
    config['guard.report.key'] = options.report.appKey;
    config['guard.report.secret'] = options.report.secret;
  }
  return config;
}
