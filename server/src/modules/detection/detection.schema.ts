import { builder } from '../../graphql/builder';
import { CUSTOM_RULE_PREFIX } from '../../engines/rules/detection';
import type { SdkDefinition } from '../../engines/rules/sdk-catalogue';
import type { Row } from './detection.repo';
import { actorOf } from '../../authz/actor';
import { scopeOf } from '../../lib/request-meta';
import { countedConnection } from '../../graphql/connections';
import { ACCOUNT_ARG, entityMutations, SYSTEM_ARG } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';

const WhitelistType = builder.enumType('DetectionWhitelistType', {
  description: 'Whitelist tabs (spec §2): native libraries, package files, finding ids or text, everywhere.',
  values: { SO: { value: 'so' }, FILE: { value: 'file' }, LOG: { value: 'log' }, GLOBAL: { value: 'global' } } as const,
});

const MatchMode = builder.enumType('DetectionMatchMode', {
  values: { EXACT: { value: 'exact' }, PREFIX: { value: 'prefix' }, CONTAINS: { value: 'contains' }, REGEX: { value: 'regex' } } as const,
});

const RuleKind = builder.enumType('DetectionRuleKind', {
  description: 'STRING: a string of the package contains the pattern; REGEX: one matches it; API: the code calls it.',
  values: { STRING: { value: 'string' }, API: { value: 'api' }, REGEX: { value: 'regex' } } as const,
});

const RuleLevel = builder.enumType('DetectionRuleLevel', {
  values: { HIGH: { value: 'high' }, MEDIUM: { value: 'medium' }, LOW: { value: 'low' }, INFO: { value: 'info' } } as const,
});

const SdkCategory = builder.enumType('SdkCategory', {
  values: {
    ANALYTICS: { value: 'analytics' },
    ADS: { value: 'ads' },
    ATTRIBUTION: { value: 'attribution' },
    CRASH: { value: 'crash' },
    PUSH: { value: 'push' },
    PAYMENT: { value: 'payment' },
    SOCIAL: { value: 'social' },
    ENGAGEMENT: { value: 'engagement' },
    FRAMEWORK: { value: 'framework' },
    SECURITY: { value: 'security' },
  } as const,
});

type Words = { system: boolean; words: string[]; defaults: string[]; updatedBy: string | null; updatedAt: Date | null };

const SensitiveWords = builder.objectRef<Words>('SensitiveWords').implement({
  fields: (t) => ({
    system: t.exposeBoolean('system', { description: 'True when these are the system-wide defaults.' }),
    words: t.exposeStringList('words', { description: 'The words of the account (or the defaults).' }),
    text: t.string({ description: 'The words as the comma-separated list of spec §3.', resolve: (w) => w.words.join(', ') }),
    defaults: t.exposeStringList('defaults', { description: 'System-wide default words that also apply (read-only here).' }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
  }),
});

type Owned = { id: string; accountId: string | null; updatedBy: string | null; updatedAt: Date };
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never;

/** Fields every detection row has: its id, whether it is a system default, who changed it last. */
function ownedFields(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Owned>) {
  return {
    id: t.id({ resolve: (r) => r.id }),
    isDefault: t.boolean({ description: 'A system-wide default: read-only except for system admins.', resolve: (r) => r.accountId === null }),
    updatedBy: t.string({ nullable: true, resolve: (r) => r.updatedBy }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  };
}

const WhitelistEntry = builder.objectRef<Row<'detectionWhitelist'>>('DetectionWhitelistEntry').implement({
  description: 'Spec §3 Whitelist entry: file name, file type, path, match mode.',
  fields: (t) => ({
    ...ownedFields(t),
    type: t.field({ type: WhitelistType, resolve: (r) => r.type }),
    fileName: t.exposeString('fileName', { description: 'File name; for LOG and GLOBAL, the finding id or text.' }),
    fileType: t.exposeString('fileType', { nullable: true }),
    path: t.exposeString('path', { nullable: true }),
    matchMode: t.field({ type: MatchMode, resolve: (r) => r.matchMode }),
  }),
});

const DetectionSdk = builder.objectRef<Row<'detectionSdks'>>('DetectionSdk').implement({
  fields: (t) => ({
    ...ownedFields(t),
    name: t.exposeString('name'),
    category: t.field({ type: SdkCategory, resolve: (r) => r.category }),
    android: t.exposeStringList('android', { description: 'Java package or class prefixes.' }),
    ios: t.exposeStringList('ios', { description: 'Framework or Objective-C class names.' }),
    nativeLibs: t.exposeStringList('nativeLibs', { description: 'Native library file names.' }),
  }),
});

const ShippedSdk = builder.objectRef<SdkDefinition>('ShippedSdk').implement({
  description: 'An entry of the SDK catalogue the analysis engine ships with.',
  fields: (t) => ({
    name: t.exposeString('name'),
    category: t.field({ type: SdkCategory, resolve: (s) => s.category }),
    android: t.exposeStringList('android'),
    ios: t.exposeStringList('ios'),
    nativeLibs: t.stringList({ resolve: (s) => s.nativeLibs ?? [] }),
  }),
});

const DetectionRule = builder.objectRef<Row<'detectionRules'>>('DetectionRule').implement({
  fields: (t) => ({
    ...ownedFields(t),
    findingId: t.string({ description: 'The id of the findings this rule produces.', resolve: (r) => `${CUSTOM_RULE_PREFIX}${r.id}` }),
    title: t.exposeString('title'),
    kind: t.field({ type: RuleKind, resolve: (r) => r.kind }),
    pattern: t.exposeString('pattern'),
    level: t.field({ type: RuleLevel, resolve: (r) => r.level }),
    enabled: t.exposeBoolean('enabled'),
  }),
});

const WhitelistInput = builder.inputType('DetectionWhitelistInput', {
  fields: (t) => ({
    type: t.field({ type: WhitelistType, required: true }),
    fileName: t.string({ required: true }),
    fileType: t.string(),
    path: t.string(),
    matchMode: t.field({ type: MatchMode, required: true }),
  }),
});

const SdkInput = builder.inputType('DetectionSdkInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    category: t.field({ type: SdkCategory, required: true }),
    android: t.stringList(),
    ios: t.stringList(),
    nativeLibs: t.stringList(),
  }),
});

const RuleInput = builder.inputType('DetectionRuleInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    kind: t.field({ type: RuleKind, required: true }),
    pattern: t.string({ required: true }),
    level: t.field({ type: RuleLevel, required: true }),
    enabled: t.boolean(),
  }),
});

builder.queryField('sensitiveWords', (t) =>
  t.field({
    ...readOf(SensitiveWords, { can: 'detection_sensitive_word' }),
    args: { accountId: t.arg.id({ description: ACCOUNT_ARG }), system: t.arg.boolean({ description: SYSTEM_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.detection.sensitiveWords(actorOf(ctx), { accountId: args.accountId, system: args.system }),
  }),
);

builder.mutationField('updateSensitiveWords', (t) =>
  t.field({
    ...changeOf(SensitiveWords, { can: 'detection_sensitive_word' }),
    args: {
      words: t.arg.string({ required: true, description: 'Comma-separated words.' }),
      accountId: t.arg.id({ description: ACCOUNT_ARG }),
      system: t.arg.boolean({ description: SYSTEM_ARG }),
    },
    resolve: (_root, args, ctx) => ctx.services.detection.updateSensitiveWords(actorOf(ctx), args.words, { ...scopeOf(ctx, args), system: args.system }),
  }),
);

builder.queryField('detectionWhitelist', (t) =>
  t.connection(
    {
      ...readOf(WhitelistEntry, { can: 'detection_whitelist' }),
      args: { type: t.arg({ type: WhitelistType, required: true }), accountId: t.arg.id({ description: ACCOUNT_ARG }), system: t.arg.boolean({ description: SYSTEM_ARG }) },
      resolve: (_root, args, ctx) => ctx.services.detection.whitelist(actorOf(ctx), args.type, { accountId: args.accountId, system: args.system }, args),
    },
    countedConnection('DetectionWhitelistConnection'),
  ),
);

builder.queryField('detectionSdks', (t) =>
  t.connection(
    {
      ...readOf(DetectionSdk, { can: 'detection_third_sdk' }),
      args: { accountId: t.arg.id({ description: ACCOUNT_ARG }), system: t.arg.boolean({ description: SYSTEM_ARG }) },
      resolve: (_root, args, ctx) => ctx.services.detection.sdks(actorOf(ctx), { accountId: args.accountId, system: args.system }, args),
    },
    countedConnection('DetectionSdkConnection'),
  ),
);

builder.queryField('shippedSdks', (t) =>
  t.field({
    ...readOf([ShippedSdk], { can: 'detection_third_sdk' }),
    resolve: (_root, _args, ctx) => ctx.services.detection.shippedSdks(actorOf(ctx)),
  }),
);

builder.queryField('detectionRules', (t) =>
  t.connection(
    {
      ...readOf(DetectionRule, { can: 'detection_rule' }),
      args: { accountId: t.arg.id({ description: ACCOUNT_ARG }), system: t.arg.boolean({ description: SYSTEM_ARG }) },
      resolve: (_root, args, ctx) => ctx.services.detection.rules(actorOf(ctx), { accountId: args.accountId, system: args.system }, args),
    },
    countedConnection('DetectionRuleConnection'),
  ),
);

entityMutations({ entity: 'DetectionWhitelistEntry', type: WhitelistEntry, input: WhitelistInput, can: 'detection_whitelist', system: true }).calls({
  create: (input, { actor, scope, services }) => services.detection.createWhitelistEntry(actor, input, scope),
  update: (id, input, { actor, scope, services }) => services.detection.updateWhitelistEntry(actor, id, input, scope),
  remove: (id, { actor, scope, services }) => services.detection.deleteWhitelistEntry(actor, id, scope),
});

entityMutations({ entity: 'DetectionSdk', type: DetectionSdk, input: SdkInput, can: 'detection_third_sdk', system: true }).calls({
  create: (input, { actor, scope, services }) => services.detection.createSdk(actor, input, scope),
  update: (id, input, { actor, scope, services }) => services.detection.updateSdk(actor, id, input, scope),
  remove: (id, { actor, scope, services }) => services.detection.deleteSdk(actor, id, scope),
});

entityMutations({ entity: 'DetectionRule', type: DetectionRule, input: RuleInput, can: 'detection_rule', system: true }).calls({
  create: (input, { actor, scope, services }) => services.detection.createRule(actor, input, scope),
  update: (id, input, { actor, scope, services }) => services.detection.updateRule(actor, id, input, scope),
  remove: (id, { actor, scope, services }) => services.detection.deleteRule(actor, id, scope),
});

builder.mutationField('setDetectionRuleEnabled', (t) =>
  t.field({
    ...changeOf(DetectionRule, { can: 'detection_rule' }),
    args: { id: t.arg.id({ required: true }), enabled: t.arg.boolean({ required: true }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.detection.setRuleEnabled(actorOf(ctx), args.id, args.enabled, scopeOf(ctx, args)),
  }),
);
