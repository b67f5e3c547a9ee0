import type { Evidence } from '../report/scan-result.js';
import type { FindingCollector } from './finding-collector.js';
import type { FindingDefinition, FindingLevel } from './findings-catalogue.js';
import { compileSafeRegex, testCapped } from './safe-regex.js';
import { SDK_CATALOGUE, type SdkCategory, type SdkDefinition } from './sdk-catalogue.js';
import type { StringSource } from './string-rules.js';

/** Levels an account may give a custom rule. */
export type CustomRuleLevel = Exclude<FindingLevel, 'secure'>;

/** A custom rule configured by an account. */
export interface CustomRule {
  /** Stable id; the finding's id is `custom.rule.<id>`. */
  id: string;
  /** `string`: a string contains the pattern; `regex`: a string matches it; `api`: the code calls it. */
  kind: 'string' | 'api' | 'regex';
  /**
   * The text, regular expression or API. APIs are `java.lang.Runtime.exec` (or the smali form
   * `Ljava/lang/Runtime;->exec`) on Android and a symbol such as `NSLog` on iOS.
   */
  pattern: string;
  level: CustomRuleLevel;
  title: string;
  enabled: boolean;
}

/** How a whitelist entry's text is compared. */
export type MatchMode = 'exact' | 'prefix' | 'contains' | 'regex';

/** Whitelist tabs: native libraries, package files, finding ids or text, everywhere. */
export type WhitelistType = 'so' | 'file' | 'log' | 'global';

/** A whitelist entry (spec §3: file name, file type, path, match mode). */
export interface WhitelistEntry {
  type: WhitelistType;
  /** The name (or, for `log` and `global`, the finding id or text) compared with `matchMode`. */
  fileName: string;
  /** An extension the evidence file must have (`so`, `dex`, `xml` …); empty for any. */
  fileType?: string | null;
  /** A directory inside the package; when set the whole evidence path is compared. */
  path?: string | null;
  matchMode: MatchMode;
}

/** An SDK an account adds to the shipped catalogue. */
export interface ExtraSdk {
  name: string;
  category: SdkCategory;
  /** Java package or class prefixes (Android). */
  android: string[];
  /** Framework or Objective-C class names (iOS). */
  ios: string[];
  /** Native library file names (Android). */
  nativeLibs?: string[];
}

/** Account detection settings passed to a scan; plain data, so it crosses the worker boundary. */
export interface DetectionOptions {
  /** Words reported where they occur in the package's strings (case-insensitive). */
  sensitiveWords?: string[];
  sdks?: ExtraSdk[];
  rules?: CustomRule[];
  whitelist?: WhitelistEntry[];
}

/** Id of the finding that lists sensitive words found in the package. */
export const SENSITIVE_WORD_FINDING = 'custom.sensitive_word';
/** Prefix of findings produced by custom rules. */
export const CUSTOM_RULE_PREFIX = 'custom.rule.';
/** Wall-clock budget of all custom regex rules in one scan. */
const REGEX_BUDGET_MS = 3000;
const MAX_WORDS = 500;
const MAX_SUBJECT = 4096;

const SENSITIVE_WORD_DEFINITION: FindingDefinition = {
  id: SENSITIVE_WORD_FINDING,
  level: 'medium',
  cwe: 'CWE-200',
  masvs: ['MASVS-STORAGE-2'],
  en: { title: 'Sensitive words found', description: 'Strings of the package contain words your account lists as sensitive.' },
  'zh-TW': { title: '發現敏感詞', description: '套件中的字串包含貴帳戶列為敏感的詞語。' },
};

/** The finding definition of a custom rule (its title is the account's own, in both languages). */
function customRuleDefinition(rule: CustomRule): FindingDefinition {
  return {
    id: `${CUSTOM_RULE_PREFIX}${rule.id}`,
    level: rule.level,
    cwe: 'CWE-710',
    masvs: ['MASVS-CODE-4'],
    en: { title: rule.title, description: `Custom ${rule.kind} rule: ${rule.pattern}` },
    'zh-TW': { title: rule.title, description: `自訂${KIND_ZH[rule.kind]}規則：${rule.pattern}` },
  };
}

const KIND_ZH: Record<CustomRule['kind'], string> = { string: '字串', api: 'API', regex: '正規表示式' };

/** The shipped catalogue with an account's SDKs appended. */
export function sdkCatalogueWith(extra: readonly ExtraSdk[] | undefined): readonly SdkDefinition[] {
  if (!extra?.length) return SDK_CATALOGUE;
  return [...SDK_CATALOGUE, ...extra.map((s) => ({ ...s, nativeLibs: s.nativeLibs?.length ? s.nativeLibs : undefined }))];
}

/** Calls made by the package: per file, the called API keys and where they are called from. */
export interface ApiSource {
  file: string;
  calls: () => Iterable<{ api: string; location?: string }>;
  /** Turns a configured API pattern into the form of this platform's keys. */
  normalise: (pattern: string) => string;
}

/** Android: `java.lang.Runtime.exec` or `Ljava/lang/Runtime;->exec` → `Ljava/lang/Runtime;->exec`. */
export function androidApiKey(pattern: string): string {
  const p = pattern.trim();
  if (p.includes('->')) {
    const [cls, method] = p.split('->');
    return `${cls.startsWith('L') && cls.endsWith(';') ? cls : `L${cls.replace(/\./g, '/')};`}->${method}`;
  }
  const dot = p.lastIndexOf('.');
  if (dot < 0) return p;
  return `L${p.slice(0, dot).replace(/\./g, '/')};->${p.slice(dot + 1)}`;
}

/** iOS: symbols are imported with a leading underscore (`_NSLog`). */
export function iosApiKey(pattern: string): string {
  const p = pattern.trim();
  return p.startsWith('_') ? p : `_${p}`;
}

/**
 * Applies an account's sensitive words and enabled custom rules to the package's strings and
 * API calls. A rule whose regex is unsafe is skipped with a warning; regex rules stop when
 * their time budget is spent, so a configured pattern can never hang a scan.
 */
export function applyDetectionRules(
  detection: DetectionOptions | undefined,
  input: { strings: StringSource[]; apis: ApiSource[] },
  out: FindingCollector,
  warnings: string[],
): void {
  if (!detection) return;
  const words = [...new Set((detection.sensitiveWords ?? []).map((w) => w.trim().toLowerCase()).filter(Boolean))].slice(0, MAX_WORDS);
  if (words.length) out.define(SENSITIVE_WORD_DEFINITION);
  const rules = (detection.rules ?? []).filter((r) => r.enabled);
  const stringRules: { id: string; test: (s: string) => boolean; regex: boolean }[] = [];
  const apiRules: CustomRule[] = [];
  for (const rule of rules) {
    const id = `${CUSTOM_RULE_PREFIX}${rule.id}`;
    if (rule.kind === 'api') apiRules.push(rule);
    else if (rule.kind === 'string') stringRules.push({ id, test: (s) => s.includes(rule.pattern), regex: false });
    else {
      const re = compileSafeRegex(rule.pattern);
      if (!re) {
        warnings.push(`custom rule ${rule.id}: unsafe or invalid regular expression skipped`);
        continue;
      }
      stringRules.push({ id, test: (s) => testCapped(re, s), regex: true });
    }
    out.define(customRuleDefinition(rule));
  }
  if (words.length || stringRules.length) scanStrings(input.strings, words, stringRules, out, warnings);
  for (const rule of apiRules) {
    for (const src of input.apis) {
      const key = src.normalise(rule.pattern);
      if (!key) continue;
      for (const call of src.calls()) {
        if (call.api.startsWith(key)) out.add(`${CUSTOM_RULE_PREFIX}${rule.id}`, { file: src.file, location: call.location, detail: call.api });
      }
    }
  }
}

function scanStrings(
  sources: StringSource[],
  words: string[],
  rules: { id: string; test: (s: string) => boolean; regex: boolean }[],
  out: FindingCollector,
  warnings: string[],
): void {
  let regexMs = 0;
  let regexStopped = false;
  for (const src of sources) {
    for (const raw of src.strings) {
      if (!raw) continue;
      const s = raw.length > MAX_SUBJECT ? raw.slice(0, MAX_SUBJECT) : raw;
      const lower = words.length ? s.toLowerCase() : '';
      for (const word of words) {
        if (lower.includes(word)) out.add(SENSITIVE_WORD_FINDING, { file: src.file, location: src.locate?.(raw), detail: word });
      }
      for (const rule of rules) {
        if (rule.regex && regexStopped) continue;
        const started = rule.regex ? performance.now() : 0;
        const hit = rule.test(s);
        if (rule.regex) {
          regexMs += performance.now() - started;
          if (regexMs > REGEX_BUDGET_MS && !regexStopped) {
            regexStopped = true;
            warnings.push('custom rules: regular expression time budget spent, remaining strings not checked');
          }
        }
        if (hit) out.add(rule.id, { file: src.file, location: src.locate?.(raw), detail: redactDetail(s) });
      }
    }
  }
}

function redactDetail(s: string): string {
  return s.length <= 120 ? s : `${s.slice(0, 117)}…`;
}

/** A compiled whitelist: whether one piece of a finding's evidence is suppressed. */
export type Suppressor = (findingId: string, evidence: Evidence | undefined) => boolean;

/**
 * Compiles whitelist entries into a predicate over (finding id, evidence). `so` entries match
 * native libraries by file name, `file` entries any file of the package, `log` entries finding
 * ids or the evidence text, `global` entries any of them. Entries with an unsafe regex never
 * match.
 */
export function compileWhitelist(entries: readonly WhitelistEntry[] | undefined): Suppressor | undefined {
  if (!entries?.length) return undefined;
  const matchers = entries.map((e) => {
    const pattern = e.path ? joinPath(e.path, e.fileName) : e.fileName;
    const test = textMatcher(e.matchMode, pattern);
    const ext = (e.type === 'so' ? 'so' : (e.fileType ?? '').replace(/^\./, '')).toLowerCase();
    const fileMatches = (file: string | undefined): boolean => {
      if (!file) return false;
      if (ext && !file.toLowerCase().endsWith(`.${ext}`)) return false;
      return test(e.path ? file : file.slice(file.lastIndexOf('/') + 1));
    };
    return (id: string, ev: Evidence | undefined): boolean => {
      switch (e.type) {
        case 'so':
        case 'file':
          return fileMatches(ev?.file);
        case 'log':
          return test(id) || (!!ev?.detail && test(ev.detail)) || (!!ev?.location && test(ev.location));
        case 'global':
          return test(id) || fileMatches(ev?.file) || (!!ev?.file && test(ev.file)) || (!!ev?.detail && test(ev.detail)) || (!!ev?.location && test(ev.location));
      }
    };
  });
  return (id, ev) => matchers.some((m) => m(id, ev));
}

function joinPath(dir: string, name: string): string {
  const d = dir.trim().replace(/^\/+/, '');
  return d === '' ? name : `${d.replace(/\/+$/, '')}/${name}`;
}

function textMatcher(mode: MatchMode, pattern: string): (value: string) => boolean {
  switch (mode) {
    case 'exact':
      return (v) => v === pattern;
    case 'prefix':
      return (v) => v.startsWith(pattern);
    case 'contains':
      return (v) => v.includes(pattern);
    case 'regex': {
      const re = compileSafeRegex(pattern);
      return re ? (v) => testCapped(re, v) : () => false;
    }
  }
}
