import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { PermissionCode } from '../../../../common/permissions';
import type { Database } from '../../db/database';
import type { CustomRule, DetectionOptions, MatchMode, WhitelistType } from '../../engines/rules/detection';
import { regexProblem } from '../../engines/rules/safe-regex';
import { SDK_CATALOGUE, type SdkCategory } from '../../engines/rules/sdk-catalogue';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { byCreation } from '../../lib/paging';
import { isUuid, optionalText, requireText } from '../../lib/validation';
import type { ActivityType, Auditor } from '../../platform/auditor';
import * as repo from './detection.repo';
import type { ActScope } from '../../lib/request-meta';

/** Who a call acts for: `system` edits the system-wide defaults (system admins only). */
export interface Target {
  accountId?: string | null;
  system?: boolean | null;
}

type Options = Target & ActScope;

export interface WhitelistInput {
  type: WhitelistType;
  fileName: string;
  fileType?: string | null;
  path?: string | null;
  matchMode: MatchMode;
}

export interface SdkInput {
  name: string;
  category: SdkCategory;
  android?: readonly string[] | null;
  ios?: readonly string[] | null;
  nativeLibs?: readonly string[] | null;
}

export interface RuleInput {
  title: string;
  kind: CustomRule['kind'];
  pattern: string;
  level: CustomRule['level'];
  enabled?: boolean | null;
}

/** Spec §3 "Sensitive words: a comma-separated list". */
const MAX_SENSITIVE_WORDS = 500;
const MAX_WORD = 50;
const MAX_MARKERS = 50;
const JAVA_PREFIX = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*\.?$/;
const IOS_NAME = /^[A-Za-z_][\w.+-]*$/;
const NATIVE_LIB = /^[\w.+-]+\.so$/;
const API_PATTERN = /^[\w$/;.<>-]+$/;

const TABLE_CODE: Record<repo.ListTable, PermissionCode> = {
  detectionWhitelist: 'detection_whitelist',
  detectionSdks: 'detection_third_sdk',
  detectionRules: 'detection_rule',
};

/** Splits the comma-separated text (ASCII or full-width commas), trimmed, deduplicated case-insensitively. */
function parseSensitiveWords(text: string): string[] {
  const words: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/[,，]/)) {
    const word = raw.trim();
    if (!word) continue;
    if (/[\r\n]/.test(word) || [...word].length > MAX_WORD) throw new ValidationError('sensitiveWordsInvalid');
    if (seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    words.push(word);
  }
  if (words.length > MAX_SENSITIVE_WORDS) throw new ValidationError('sensitiveWordsTooMany', { total: MAX_SENSITIVE_WORDS });
  return words;
}

/** The detection activities, as written after `detection.`. */
type DetectionActivity = ActivityType extends infer T ? (T extends `detection.${infer R}` ? R : never) : never;

/**
 * Detection settings (spec §2 Detection area, §3): sensitive words, whitelists (so, file, log,
 * global), extra third-party SDKs and custom rules. Each account has its own and sees the
 * system-wide defaults beside them; only system admins change the defaults. Scans of an
 * account use both ({@link effectiveDetection}).
 */
export class DetectionService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
  ) {}

  /** The owner a call reads or writes: an account, or null for the defaults. */
  private owner(actor: Actor, target: Target): string | null {
    if (target.system) {
      actor.assertSystemAdmin();
      return null;
    }
    return actor.accountScope(target.accountId);
  }

  private async record(actor: Actor, options: Options, owner: string | null, activity: DetectionActivity, target: string) {
    await this.audit.byActor(actor, options.ip, `detection.${activity}`, { accountId: owner ?? actor.accountId, target: owner === null ? `default:${target}` : target });
  }

  // Sensitive words

  async sensitiveWords(actor: Actor, target: Target) {
    actor.assertCan('detection_sensitive_word');
    const owner = this.owner(actor, target);
    const [own, defaults] = await Promise.all([repo.sensitiveWords(this.db, owner), owner === null ? undefined : repo.sensitiveWords(this.db, null)]);
    return {
      system: owner === null,
      words: own?.words ?? [],
      defaults: defaults?.words ?? [],
      updatedBy: own?.updatedBy ?? null,
      updatedAt: own?.updatedAt ?? null,
    };
  }

  async updateSensitiveWords(actor: Actor, text: string, options: Options) {
    actor.assertCanChange('detection_sensitive_word');
    const owner = this.owner(actor, options);
    const words = parseSensitiveWords(text ?? '');
    await repo.saveSensitiveWords(this.db, owner, words, actor.user.username);
    await this.record(actor, options, owner, 'sensitiveWords.update', `words:${words.length}`);
    return this.sensitiveWords(actor, options);
  }

  // Lists (whitelist, SDKs, rules)

  private list<T extends repo.ListTable>(actor: Actor, table: T, target: Target, args: DefaultConnectionArguments, filter: { type?: WhitelistType } = {}) {
    actor.assertCan(TABLE_CODE[table]);
    const scope = { accountId: this.owner(actor, target) };
    return byCreation({
      args,
      direction: 'asc',
      fetch: (page) => repo.listRows(this.db, table, scope, page, filter),
      count: () => repo.countRows(this.db, table, scope, filter),
    });
  }

  /** A row the caller may change: its account's, or a default for a system admin. */
  private async editable<T extends repo.ListTable>(actor: Actor, table: T, id: string, target: Target): Promise<repo.Row<T>> {
    actor.assertCanChange(TABLE_CODE[table]);
    if (!isUuid(id)) throw new NotFoundError();
    const row = await repo.findRow(this.db, table, { accountId: this.owner(actor, { accountId: target.accountId }) }, id);
    if (!row) throw new NotFoundError();
    if (row.accountId === null && !actor.isSystemAdmin) throw new ForbiddenError();
    return row;
  }

  /** Reads back a row the caller has just written (ownership already checked). */
  private async get<T extends repo.ListTable>(table: T, id: string): Promise<repo.Row<T>> {
    const row = await repo.findRowById(this.db, table, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  private async remove(
    actor: Actor,
    table: repo.ListTable,
    id: string,
    options: Options,
    activity: 'whitelist' | 'sdk' | 'rule',
    describe: (row: repo.Row<repo.ListTable>) => string,
  ) {
    const row = await this.editable(actor, table, id, options);
    await repo.deleteRow(this.db, table, row.accountId, row.id);
    await this.record(actor, options, row.accountId, `${activity}.delete`, describe(row));
    return true;
  }

  whitelist(actor: Actor, type: WhitelistType, target: Target, args: DefaultConnectionArguments) {
    return this.list(actor, 'detectionWhitelist', target, args, { type });
  }

  async createWhitelistEntry(actor: Actor, input: WhitelistInput, options: Options) {
    actor.assertCanChange('detection_whitelist');
    const owner = this.owner(actor, options);
    const values = validateWhitelist(input);
    const id = await repo.insertRow(this.db, 'detectionWhitelist', { accountId: owner, ...values, updatedBy: actor.user.username });
    await this.record(actor, options, owner, 'whitelist.create', `${values.type}:${values.fileName}`);
    return this.get('detectionWhitelist', id);
  }

  async updateWhitelistEntry(actor: Actor, id: string, input: WhitelistInput, options: Options) {
    const row = await this.editable(actor, 'detectionWhitelist', id, options);
    const values = validateWhitelist(input);
    await repo.updateRow(this.db, 'detectionWhitelist', row.accountId, row.id, { ...values, updatedBy: actor.user.username });
    await this.record(actor, options, row.accountId, 'whitelist.update', `${values.type}:${values.fileName}`);
    return this.get('detectionWhitelist', row.id);
  }

  deleteWhitelistEntry(actor: Actor, id: string, options: Options) {
    return this.remove(actor, 'detectionWhitelist', id, options, 'whitelist', (r) => {
      const w = r as repo.Row<'detectionWhitelist'>;
      return `${w.type}:${w.fileName}`;
    });
  }

  sdks(actor: Actor, target: Target, args: DefaultConnectionArguments) {
    return this.list(actor, 'detectionSdks', target, args);
  }

  /** The SDK catalogue the engine ships with (read-only). */
  shippedSdks(actor: Actor) {
    actor.assertCan('detection_third_sdk');
    return SDK_CATALOGUE;
  }

  async createSdk(actor: Actor, input: SdkInput, options: Options) {
    actor.assertCanChange('detection_third_sdk');
    const owner = this.owner(actor, options);
    const values = validateSdk(input);
    await this.assertSdkNameFree(owner, values.name);
    const id = await repo.insertRow(this.db, 'detectionSdks', { accountId: owner, ...values, updatedBy: actor.user.username });
    await this.record(actor, options, owner, 'sdk.create', `sdk:${values.name}`);
    return this.get('detectionSdks', id);
  }

  async updateSdk(actor: Actor, id: string, input: SdkInput, options: Options) {
    const row = await this.editable(actor, 'detectionSdks', id, options);
    const values = validateSdk(input);
    await this.assertSdkNameFree(row.accountId, values.name, row.id);
    await repo.updateRow(this.db, 'detectionSdks', row.accountId, row.id, { ...values, updatedBy: actor.user.username });
    await this.record(actor, options, row.accountId, 'sdk.update', `sdk:${values.name}`);
    return this.get('detectionSdks', row.id);
  }

  deleteSdk(actor: Actor, id: string, options: Options) {
    return this.remove(actor, 'detectionSdks', id, options, 'sdk', (r) => `sdk:${(r as repo.Row<'detectionSdks'>).name}`);
  }

  private async assertSdkNameFree(owner: string | null, name: string, exceptId?: string) {
    const shipped = SDK_CATALOGUE.some((s) => s.name.toLowerCase() === name.toLowerCase());
    if (shipped || (await repo.sdkNameTaken(this.db, owner, name, exceptId))) throw new ConflictError('sdkNameTaken');
  }

  rules(actor: Actor, target: Target, args: DefaultConnectionArguments) {
    return this.list(actor, 'detectionRules', target, args);
  }

  async createRule(actor: Actor, input: RuleInput, options: Options) {
    actor.assertCanChange('detection_rule');
    const owner = this.owner(actor, options);
    const values = validateRule(input);
    const id = await repo.insertRow(this.db, 'detectionRules', { accountId: owner, ...values, enabled: input.enabled ?? true, updatedBy: actor.user.username });
    await this.record(actor, options, owner, 'rule.create', `rule:${values.title}`);
    return this.get('detectionRules', id);
  }

  async updateRule(actor: Actor, id: string, input: RuleInput, options: Options) {
    const row = await this.editable(actor, 'detectionRules', id, options);
    const values = validateRule(input);
    await repo.updateRow(this.db, 'detectionRules', row.accountId, row.id, { ...values, enabled: input.enabled ?? row.enabled, updatedBy: actor.user.username });
    await this.record(actor, options, row.accountId, 'rule.update', `rule:${values.title}`);
    return this.get('detectionRules', row.id);
  }

  async setRuleEnabled(actor: Actor, id: string, enabled: boolean, options: Options) {
    const row = await this.editable(actor, 'detectionRules', id, options);
    await repo.updateRow(this.db, 'detectionRules', row.accountId, row.id, { enabled, updatedBy: actor.user.username });
    await this.record(actor, options, row.accountId, enabled ? 'rule.enable' : 'rule.disable', `rule:${row.title}`);
    return this.get('detectionRules', row.id);
  }

  deleteRule(actor: Actor, id: string, options: Options) {
    return this.remove(actor, 'detectionRules', id, options, 'rule', (r) => `rule:${(r as repo.Row<'detectionRules'>).title}`);
  }
}

function validateWhitelist(input: WhitelistInput) {
  const fileName = requireText(input.fileName, 'fileName', 1, 200);
  if (input.type === 'so' && !fileName.toLowerCase().endsWith('.so')) throw new ValidationError('whitelistSoSuffix');
  let fileType = input.type === 'so' ? 'so' : optionalText(input.fileType, 'fileType', 20);
  if (fileType) {
    fileType = fileType.replace(/^\./, '');
    if (!/^[A-Za-z0-9]{1,20}$/.test(fileType)) throw new ValidationError('nameLength', { field: 'fileType', min: 1, max: 20 });
  }
  const path = input.type === 'so' || input.type === 'file' ? optionalText(input.path, 'path', 300) : null;
  if (input.matchMode === 'regex' && regexProblem(fileName)) throw new ValidationError('regexUnsafe');
  return { type: input.type, fileName, fileType, path, matchMode: input.matchMode };
}

function markers(values: readonly string[] | null | undefined, re: RegExp): string[] {
  const list = [...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))];
  if (list.length > MAX_MARKERS) throw new ValidationError('sdkMarkerInvalid', { value: list[MAX_MARKERS] });
  const bad = list.find((v) => v.length > 200 || !re.test(v));
  if (bad) throw new ValidationError('sdkMarkerInvalid', { value: bad });
  return list;
}

function validateSdk(input: SdkInput) {
  const name = requireText(input.name, 'name', 1, 100);
  const android = markers(input.android, JAVA_PREFIX);
  const ios = markers(input.ios, IOS_NAME);
  const nativeLibs = markers(input.nativeLibs, NATIVE_LIB);
  if (!android.length && !ios.length && !nativeLibs.length) throw new ValidationError('sdkMarkersEmpty');
  return { name, category: input.category, android, ios, nativeLibs };
}

function validateRule(input: RuleInput) {
  const title = requireText(input.title, 'title', 1, 100);
  const pattern = requireText(input.pattern, 'pattern', 1, 200);
  if (input.kind === 'regex' && regexProblem(pattern)) throw new ValidationError('regexUnsafe');
  if (input.kind === 'api' && !API_PATTERN.test(pattern)) throw new ValidationError('apiPatternInvalid');
  return { title, kind: input.kind, pattern, level: input.level };
}

/**
 * The detection settings an account's scans run with: the system defaults and the account's
 * own entries together (enabled rules only). Called by assessment jobs, not by users.
 */
export async function effectiveDetection(db: Database, accountId: string): Promise<DetectionOptions> {
  const scope = { accountId };
  const [defaults, own, whitelist, sdks, rules] = await Promise.all([
    repo.sensitiveWords(db, null),
    repo.sensitiveWords(db, accountId),
    repo.allRows(db, 'detectionWhitelist', scope),
    repo.allRows(db, 'detectionSdks', scope),
    repo.allRows(db, 'detectionRules', scope),
  ]);
  return {
    sensitiveWords: [...(defaults?.words ?? []), ...(own?.words ?? [])],
    whitelist: whitelist.map((w) => ({ type: w.type, fileName: w.fileName, fileType: w.fileType, path: w.path, matchMode: w.matchMode })),
    sdks: sdks.map((s) => ({ name: s.name, category: s.category, android: s.android, ios: s.ios, nativeLibs: s.nativeLibs })),
    rules: rules.filter((r) => r.enabled).map((r) => ({ id: r.id, kind: r.kind, pattern: r.pattern, level: r.level, title: r.title, enabled: true })),
  };
}
