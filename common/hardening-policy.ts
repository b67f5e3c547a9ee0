/**
 * Hardening policy options (spec §3 "Hardening policy"): one typed, versioned document per kind
 * of input. The server validates every policy with these schemas and the web draws its forms
 * from the same ones, so a rule and its message exist once. Issue messages are message keys;
 * the server answers them in the caller's language and the web shows its own translation.
 */
import { z } from 'zod';

export const HARDENING_KINDS = ['android', 'android-sdk', 'ipa', 'h5'] as const;
export type HardeningKind = (typeof HARDENING_KINDS)[number];

/** The licence entitlement and permission code that gate each kind (spec §6). */
export const KIND_CODE = { android: 'apk_protected', 'android-sdk': 'sdk_protected', ipa: 'ipa_protected', h5: 'h5_protected' } as const satisfies Record<HardeningKind, string>;

export const PRESETS = ['low', 'balanced', 'maximum'] as const;
export type Preset = (typeof PRESETS)[number];

/** Validation message keys a policy can fail with (both catalogs carry each). */
export const POLICY_MESSAGES = [
  'policyMd5Format',
  'policyMd5Duplicate',
  'policyVmpName',
  'policyHostInvalid',
  'policyUrlInvalid',
  'policyPatternInvalid',
  'policyListTooLong',
  'policyTextTooLong',
  'policyClassNameInvalid',
  'policyPackageNameInvalid',
  'policyCertDigestInvalid',
  'policyOptionInvalid',
  'policyMonitoredAppRequired',
] as const;
export type PolicyMessage = (typeof POLICY_MESSAGES)[number];

const MAX_LIST = 200;
const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_LIST, 'policyListTooLong').default([]);
const text = (max: number) => z.string().trim().max(max, 'policyTextTooLong');
const ratio = z.number('policyOptionInvalid').min(0, 'policyOptionInvalid').max(1, 'policyOptionInvalid');

/** A Google signature MD5: 32 hex digits, bare or as 16 colon-separated pairs (spec §5). */
const MD5 = /^(?:[0-9a-fA-F]{32}|[0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){15})$/;
export const normalizeMd5 = (value: string): string => value.replace(/:/g, '').toLowerCase();

/** A host name or a `.domain` suffix (javascript-obfuscator's domain lock syntax), optionally with `*.`. */
const HOST = /^(?:\*\.|\.)?(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
/** A Java class name or a package prefix pattern (`com.example.*`). */
const CLASS_PATTERN = /^(?:[A-Za-z_$][\w$]*\.)*(?:[A-Za-z_$][\w$]*|\*{1,2})$/;
const PACKAGE_NAME = /^[A-Za-z][\w]*(?:\.[A-Za-z][\w]*)+$/;
const CERT_SHA256 = /^(?:[0-9a-fA-F]{64}|[0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){31})$/;

const validRegex = (source: string): boolean => {
  try {
    new RegExp(source);
    return source.length <= 200;
  } catch {
    return false;
  }
};
/** A file glob of a zip's paths: relative, no `..`, printable. */
const glob = z
  .string()
  .trim()
  .min(1, 'policyPatternInvalid')
  .max(200, 'policyPatternInvalid')
  .refine((g) => !g.startsWith('/') && !g.split('/').includes('..') && !/[\u0000-\u001f]/.test(g), 'policyPatternInvalid');
const identifierPattern = z.string().trim().min(1, 'policyPatternInvalid').refine(validRegex, 'policyPatternInvalid');
const classPattern = z.string().trim().regex(CLASS_PATTERN, 'policyClassNameInvalid');

// ---------------------------------------------------------------------------------------------
// H5 / JavaScript
// ---------------------------------------------------------------------------------------------

export const h5OptionsSchema = z.object({
  version: z.literal(1).default(1),
  /** The preset the document started from; the knobs below are what applies. */
  preset: z.enum([...PRESETS, 'custom']).default('balanced'),
  scope: z
    .object({
      /** Paths of a zip that are protected (globs); everything else is copied byte for byte. */
      include: list(glob),
      exclude: list(glob),
      /** Protect inline `<script>` blocks of HTML files in scope too. */
      inlineScripts: z.boolean().default(true),
      /** Identifiers (regular expressions) kept as they are: public API other code calls by name. */
      reservedNames: list(identifierPattern),
      /** String literals (regular expressions) kept in clear. */
      reservedStrings: list(identifierPattern),
    })
    .default({ include: [], exclude: [], inlineScripts: true, reservedNames: [], reservedStrings: [] }),
  strings: z
    .object({
      encoding: z.enum(['none', 'base64', 'rc4']).default('rc4'),
      /** Share of string literals moved into the encoded string array. */
      threshold: ratio.default(1),
      /** Split strings into chunks before encoding (0 = off). */
      splitLength: z.number().int().min(0, 'policyOptionInvalid').max(64, 'policyOptionInvalid').default(0),
    })
    .default({ encoding: 'rc4', threshold: 1, splitLength: 0 }),
  /** Share of blocks flattened into a dispatcher (0 = off). */
  controlFlowFlattening: ratio.default(0),
  /** Share of blocks with dead code injected (0 = off). */
  deadCode: ratio.default(0),
  /** Rename object keys and turn numbers into expressions. */
  transformObjectKeys: z.boolean().default(false),
  /** The code stops working when it is reformatted (beautified). */
  selfDefending: z.boolean().default(false),
  /** Debugger traps and console silencing. */
  antiDebug: z.boolean().default(false),
  disableConsole: z.boolean().default(false),
  hostBinding: z
    .object({
      /** Hosts the code may run on (`example.com`, `.example.com` for every subdomain). Empty = anywhere. */
      hosts: list(z.string().trim().toLowerCase().regex(HOST, 'policyHostInvalid')),
      /** Where a page on another host is sent; empty = the code stops. */
      redirectUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'policyUrlInvalid' })]).default(''),
    })
    .default({ hosts: [], redirectUrl: '' }),
  /** JS virtualization (an engine of its own, not yet available). */
  virtualization: z.boolean().default(false),
});
export type H5Options = z.infer<typeof h5OptionsSchema>;

const H5_PRESETS: Record<Preset, Partial<H5Options>> = {
  low: { strings: { encoding: 'base64', threshold: 0.75, splitLength: 0 }, controlFlowFlattening: 0, deadCode: 0 },
  balanced: { strings: { encoding: 'rc4', threshold: 1, splitLength: 10 }, controlFlowFlattening: 0.4, deadCode: 0.1, transformObjectKeys: true, disableConsole: false },
  maximum: {
    strings: { encoding: 'rc4', threshold: 1, splitLength: 4 },
    controlFlowFlattening: 0.75,
    deadCode: 0.3,
    transformObjectKeys: true,
    selfDefending: true,
    antiDebug: true,
    disableConsole: true,
  },
};

// ---------------------------------------------------------------------------------------------
// Android (APK/AAB), every option of spec §3
// ---------------------------------------------------------------------------------------------

const toggle = z.boolean().default(false);
export const REACTIONS = ['auto', 'report', 'warn', 'exit'] as const;
const reaction = z.enum(REACTIONS).default('auto');
/** A monitored app's App ID (as Monitoring shows it). */
const APP_ID = /^[A-Za-z0-9._-]{1,200}$/;
const classScope = z.object({ include: list(classPattern), exclude: list(classPattern) }).default({ include: [], exclude: [] });

export const androidOptionsSchema = z.object({
  version: z.literal(1).default(1),
  preset: z.enum([...PRESETS, 'custom']).default('balanced'),
  /** DEX shell v1: original DEX files encrypted, loaded by a small shell. */
  dexShell: toggle,
  /** Dynamic DEX v2: methods outlined into encrypted parts loaded on first use. */
  dynamicDex: z.object({ enabled: toggle, scope: classScope }).default({ enabled: false, scope: { include: [], exclude: [] } }),
  /** DEX virtualization v4. */
  dexVirtualization: z.object({ enabled: toggle, scope: classScope }).default({ enabled: false, scope: { include: [], exclude: [] } }),
  stringEncryption: z.object({ enabled: toggle, scope: classScope }).default({ enabled: false, scope: { include: [], exclude: [] } }),
  antiDebug: toggle,
  soProtection: z
    .object({
      enabled: toggle,
      libraries: list(
        z
          .string()
          .trim()
          .regex(/^[\w.+-]+\.so$/, 'policyPatternInvalid'),
      ),
    })
    .default({ enabled: false, libraries: [] }),
  unityDllEncryption: toggle,
  resourceEncryption: z.object({ enabled: toggle, include: list(glob) }).default({ enabled: false, include: [] }),
  dataEncryption: toggle,
  integrity: z.object({ signature: toggle, files: toggle }).default({ signature: false, files: false }),
  runtime: z.object({ root: toggle, emulator: toggle, hook: toggle, multiInstance: toggle }).default({ root: false, emulator: false, hook: false, multiInstance: false }),
  /** Additional functions: log stripping and debuggable/backup flags cleared. */
  additional: z.object({ stripLogs: toggle, clearDebuggable: toggle, disallowBackup: toggle }).default({ stripLogs: false, clearDebuggable: false, disallowBackup: false }),
  /** Policy expansion: extra key/value settings handed to the engine as they are. */
  expansion: z
    .array(
      z.object({
        key: z
          .string()
          .trim()
          .regex(/^[a-z][a-z0-9_.-]{0,63}$/i, 'policyOptionInvalid'),
        value: text(500),
      }),
    )
    .max(50, 'policyListTooLong')
    .default([]),
  /**
   * What the runtime does when a check fires, per threat: `report` sends the event to the
   * monitored app (Monitoring, same account, named by its App ID), `warn` shows `warnMessage`,
   * `exit` stops the app; `auto` reports when a monitored app is set and warns otherwise.
   */
  reactions: z
    .object({
      monitoredApp: z.union([z.literal(''), z.string().trim().regex(APP_ID, 'policyOptionInvalid')]).default(''),
      antiDebug: reaction,
      root: reaction,
      emulator: reaction,
      hook: reaction,
      multiInstance: reaction,
      warnMessage: text(200).default(''),
    })
    .superRefine((r, ctx) => {
      // Reporting needs somewhere to report to.
      const reports = (['antiDebug', 'root', 'emulator', 'hook', 'multiInstance'] as const).some((t) => r[t] === 'report');
      if (reports && !r.monitoredApp) ctx.addIssue({ code: 'custom', message: 'policyMonitoredAppRequired', path: ['monitoredApp'] });
    })
    .default({ monitoredApp: '', antiDebug: 'auto', root: 'auto', emulator: 'auto', hook: 'auto', multiInstance: 'auto', warnMessage: '' }),
  uiHijack: z.object({ enabled: toggle, title: text(100).default(''), content: text(500).default('') }).default({ enabled: false, title: '', content: '' }),
  screenshot: z.object({ mode: z.enum(['off', 'all', 'list']).default('off'), activities: list(classPattern) }).default({ mode: 'off', activities: [] }),
  /** Google Play app-signing certificates accepted by the integrity check (spec §5). */
  googleSignatureMd5: list(z.string().trim().regex(MD5, 'policyMd5Format')).superRefine((values, ctx) => {
    const seen = new Set<string>();
    for (const [i, v] of values.entries()) {
      const n = normalizeMd5(v);
      if (seen.has(n)) ctx.addIssue({ code: 'custom', message: 'policyMd5Duplicate', path: [i] });
      seen.add(n);
    }
  }),
  /** Name of the virtualization library, up to three lowercase letters or digits (spec §5). */
  vmpLibraryName: z.union([z.literal(''), z.string().regex(/^[a-z0-9]{1,3}$/, 'policyVmpName')]).default(''),
});
export type AndroidOptions = z.infer<typeof androidOptionsSchema>;

const ANDROID_PRESETS: Record<Preset, Partial<AndroidOptions>> = {
  low: { dexShell: true, antiDebug: true },
  balanced: {
    dexShell: true,
    antiDebug: true,
    stringEncryption: { enabled: true, scope: { include: [], exclude: [] } },
    integrity: { signature: true, files: true },
    runtime: { root: true, emulator: false, hook: true, multiInstance: false },
  },
  maximum: {
    dexShell: true,
    dynamicDex: { enabled: true, scope: { include: [], exclude: [] } },
    screenshot: { mode: 'all', activities: [] },
    antiDebug: true,
    stringEncryption: { enabled: true, scope: { include: [], exclude: [] } },
    integrity: { signature: true, files: true },
    runtime: { root: true, emulator: true, hook: true, multiInstance: true },
    dataEncryption: true,
    resourceEncryption: { enabled: true, include: [] },
    soProtection: { enabled: true, libraries: [] },
    unityDllEncryption: true,
    additional: { stripLogs: true, clearDebuggable: true, disallowBackup: true },
  },
};

// ---------------------------------------------------------------------------------------------
// Android SDK (AAR)
// ---------------------------------------------------------------------------------------------

export const sdkOptionsSchema = z.object({
  version: z.literal(1).default(1),
  preset: z.enum([...PRESETS, 'custom']).default('balanced'),
  /** Public classes and members of the SDK keep their names (apps compile against them). */
  keepPublicApi: z.boolean().default(true),
  /** Extra classes kept as they are. */
  keep: list(classPattern),
  stringEncryption: toggle,
  internalRenaming: toggle,
  antiDebug: toggle,
  /** Only these apps may call the SDK (empty = any app). */
  allowedApps: z
    .object({
      packageNames: list(z.string().trim().regex(PACKAGE_NAME, 'policyPackageNameInvalid')),
      certificateSha256: list(z.string().trim().regex(CERT_SHA256, 'policyCertDigestInvalid')),
    })
    .default({ packageNames: [], certificateSha256: [] }),
});
export type SdkOptions = z.infer<typeof sdkOptionsSchema>;

const SDK_PRESETS: Record<Preset, Partial<SdkOptions>> = {
  low: { internalRenaming: true },
  balanced: { internalRenaming: true, stringEncryption: true },
  maximum: { internalRenaming: true, stringEncryption: true, antiDebug: true },
};

// ---------------------------------------------------------------------------------------------
// iOS (IPA)
// ---------------------------------------------------------------------------------------------

export const iosOptionsSchema = z.object({
  version: z.literal(1).default(1),
  preset: z.enum([...PRESETS, 'custom']).default('balanced'),
  stringEncryption: toggle,
  symbolObfuscation: toggle,
  antiDebug: toggle,
  jailbreakDetection: toggle,
  hookDetection: toggle,
  integrity: toggle,
  /** Classes and selectors kept as they are (Objective-C runtime lookups, storyboards). */
  keep: list(z.string().trim().min(1, 'policyPatternInvalid').max(200, 'policyPatternInvalid')),
});
export type IosOptions = z.infer<typeof iosOptionsSchema>;

const IOS_PRESETS: Record<Preset, Partial<IosOptions>> = {
  low: { antiDebug: true },
  balanced: { antiDebug: true, stringEncryption: true, jailbreakDetection: true, integrity: true },
  maximum: { antiDebug: true, stringEncryption: true, jailbreakDetection: true, integrity: true, hookDetection: true, symbolObfuscation: true },
};

// ---------------------------------------------------------------------------------------------

export const OPTION_SCHEMAS = { android: androidOptionsSchema, 'android-sdk': sdkOptionsSchema, ipa: iosOptionsSchema, h5: h5OptionsSchema } as const;
export interface KindOptions {
  android: AndroidOptions;
  'android-sdk': SdkOptions;
  ipa: IosOptions;
  h5: H5Options;
}
const PRESET_TABLE: { [K in HardeningKind]: Record<Preset, Partial<KindOptions[K]>> } = {
  android: ANDROID_PRESETS,
  'android-sdk': SDK_PRESETS,
  ipa: IOS_PRESETS,
  h5: H5_PRESETS,
};

/** The full document a preset stands for. */
export function presetOptions<K extends HardeningKind>(kind: K, preset: Preset): KindOptions[K] {
  return OPTION_SCHEMAS[kind].parse({ ...PRESET_TABLE[kind][preset], preset }) as KindOptions[K];
}

export interface PolicyIssue {
  /** Dotted path of the option, e.g. `googleSignatureMd5.2`. */
  path: string;
  message: PolicyMessage;
}

export type PolicyParse<K extends HardeningKind> = { ok: true; options: KindOptions[K] } | { ok: false; issues: PolicyIssue[] };

/**
 * Validates an options document of `kind`. `{preset}` alone stands for the preset's document;
 * a preset with overrides applies them on top. Unknown keys are refused rather than dropped,
 * so a typo in an integrator's JSON is not silently ignored.
 */
export function parsePolicyOptions<K extends HardeningKind>(kind: K, input: unknown): PolicyParse<K> {
  let doc = input ?? {};
  if (typeof doc === 'object' && doc !== null && !Array.isArray(doc) && typeof (doc as { preset?: unknown }).preset === 'string') {
    const preset = (doc as { preset: string }).preset;
    if ((PRESETS as readonly string[]).includes(preset)) doc = { ...PRESET_TABLE[kind][preset as Preset], ...(doc as object) };
  }
  const result = OPTION_SCHEMAS[kind].strict().safeParse(doc);
  if (result.success) return { ok: true, options: result.data as KindOptions[K] };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: (POLICY_MESSAGES as readonly string[]).includes(issue.message) ? (issue.message as PolicyMessage) : 'policyOptionInvalid',
    })),
  };
}
