import { builder } from '../../graphql/builder';
import type { RuleCondition } from '../../engines/risk/risk-engine';
import { BlacklistTypeEnum, EventKindEnum, RiskLevelEnum, RulePlatform, RuleTypeEnum } from './monitoring-enums';
import type { BlacklistRow, DeviceListRow, RuleRow } from './risk-config.repo';
import { actorOf } from '../../authz/actor';
import { scopeOf } from '../../lib/request-meta';
import { countedConnection } from '../../graphql/connections';
import { entityMutations } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';

const ConditionOp = builder.enumType('RiskConditionOp', {
  values: {
    EQ: { value: 'eq' },
    NEQ: { value: 'neq' },
    CONTAINS: { value: 'contains' },
    IN: { value: 'in' },
    GTE: { value: 'gte' },
    LTE: { value: 'lte' },
    EXISTS: { value: 'exists' },
  } as const,
});

export const RuleConditionType = builder.objectRef<RuleCondition>('RiskRuleCondition').implement({
  fields: (t) => ({
    field: t.exposeString('field', { description: 'Dot path into the event details, e.g. `hook.name`.' }),
    op: t.field({ type: ConditionOp, resolve: (c) => c.op }),
    value: t.string({ nullable: true, resolve: (c) => (c.value === undefined || Array.isArray(c.value) ? null : String(c.value)) }),
    values: t.stringList({ nullable: true, resolve: (c) => (Array.isArray(c.value) ? c.value.map(String) : null) }),
  }),
});

export const RuleConditionInput = builder.inputType('RiskRuleConditionInput', {
  fields: (t) => ({
    field: t.string({ required: true }),
    op: t.field({ type: ConditionOp, required: true }),
    value: t.string({ description: 'Compared value (numbers for GTE/LTE).' }),
    values: t.stringList({ description: 'The list for IN.' }),
  }),
});

export const RiskRuleType = builder.objectRef<RuleRow>('RiskRule').implement({
  description: 'Spec §3 Risk rule: matching events get its risk level.',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    appId: t.exposeID('appId', { nullable: true, description: 'The monitored app it applies to; null = every app of the account.' }),
    name: t.exposeString('name'),
    type: t.field({ type: RuleTypeEnum, resolve: (r) => r.type }),
    platform: t.field({ type: RulePlatform, resolve: (r) => r.platform }),
    classification: t.exposeString('classification', { nullable: true }),
    kinds: t.field({ type: [EventKindEnum], resolve: (r) => r.kinds as never }),
    conditions: t.field({ type: [RuleConditionType], resolve: (r) => r.conditions }),
    riskLevel: t.field({ type: RiskLevelEnum, resolve: (r) => r.riskLevel }),
    enabled: t.exposeBoolean('enabled'),
    upload: t.exposeBoolean('upload'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const RiskRuleInput = builder.inputType('RiskRuleInput', {
  fields: (t) => ({
    appId: t.id(),
    name: t.string({ required: true }),
    type: t.field({ type: RuleTypeEnum, required: true }),
    platform: t.field({ type: RulePlatform, required: true }),
    classification: t.string(),
    kinds: t.field({ type: [EventKindEnum], required: true }),
    conditions: t.field({ type: [RuleConditionInput] }),
    riskLevel: t.field({ type: RiskLevelEnum, required: true }),
    enabled: t.boolean({ required: true }),
    upload: t.boolean(),
  }),
});

export const BlacklistType = builder.objectRef<BlacklistRow>('Blacklist').implement({
  description: 'Spec §3 Blacklist: events from a listed IP, Wi-Fi, app or device are risks.',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    name: t.exposeString('name'),
    type: t.field({ type: BlacklistTypeEnum, resolve: (b) => b.type }),
    content: t.exposeStringList('content'),
    appIds: t.exposeIDList('appIds', { description: 'Apps it applies to; empty = every app.' }),
    description: t.exposeString('description', { nullable: true }),
    riskLevel: t.field({ type: RiskLevelEnum, resolve: (b) => b.riskLevel }),
    enabled: t.exposeBoolean('enabled'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const BlacklistInput = builder.inputType('BlacklistInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: '4-100 letters, digits, - and _.' }),
    type: t.field({ type: BlacklistTypeEnum, required: true }),
    content: t.stringList({ required: true, description: 'IPs or CIDR blocks; BSSIDs or SSIDs; package names, MD5s or cert MD5s; udids.' }),
    appIds: t.idList(),
    description: t.string(),
    riskLevel: t.field({ type: RiskLevelEnum }),
    enabled: t.boolean({ required: true }),
  }),
});

const DeviceListEntry = builder.objectRef<DeviceListRow>('MonitorDeviceListEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    udid: t.exposeString('udid'),
    description: t.exposeString('description', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const DeviceListKindEnum = builder.enumType('MonitorDeviceList', {
  description: 'WHITELIST (/Monitoring/deviceWhitelist) or DEBUG (/Monitoring/debugDeviceList): both exempt devices from risk.',
  values: { WHITELIST: { value: 'whitelist' }, DEBUG: { value: 'debug' } } as const,
});

export const toConditions = (
  input: Array<{ field: string; op: RuleCondition['op']; value?: string | null; values?: string[] | null }> | null | undefined,
): RuleCondition[] | null => input?.map((c) => ({ field: c.field, op: c.op, ...(c.values ? { value: c.values } : c.value != null ? { value: c.value } : {}) })) ?? null;

builder.queryField('riskRules', (t) =>
  t.connection(
    {
      ...readOf(RiskRuleType, { can: 'monitor_response_list' }),
      args: {
        accountId: t.arg.id(),
        search: t.arg.string({ description: 'Part of the name, any case.' }),
        platform: t.arg({ type: RulePlatform }),
        riskLevel: t.arg({ type: RiskLevelEnum }),
        enabled: t.arg.boolean(),
      },
      resolve: (_root, args, ctx) =>
        ctx.services.monitoringRisk.listRules(actorOf(ctx), {
          args,
          accountId: args.accountId,
          filter: { search: args.search, platform: args.platform, riskLevel: args.riskLevel, enabled: args.enabled },
        }),
    },
    countedConnection('RiskRuleConnection'),
  ),
);

const RULE_CAN = { create: 'monitor_response_add', update: 'monitor_response_update', delete: 'monitor_response_delete' } as const;
entityMutations({ entity: 'RiskRule', type: RiskRuleType, input: RiskRuleInput, can: RULE_CAN }).calls({
  create: (input, { actor, scope, services }) => services.monitoringRisk.createRule(actor, { ...input, conditions: toConditions(input.conditions) }, scope),
  update: (id, input, { actor, scope, services }) => services.monitoringRisk.updateRule(actor, id, { ...input, conditions: toConditions(input.conditions) }, scope),
  remove: (id, { actor, scope, services }) => services.monitoringRisk.deleteRule(actor, id, scope),
});

builder.queryField('blacklists', (t) =>
  t.connection(
    {
      ...readOf(BlacklistType, { can: 'monitor_blacklist' }),
      args: { type: t.arg({ type: BlacklistTypeEnum }), search: t.arg.string({ description: 'Part of the name or of an entry, any case.' }), accountId: t.arg.id() },
      resolve: (_root, args, ctx) => ctx.services.monitoringRisk.listBlacklists(actorOf(ctx), { args, type: args.type, search: args.search, accountId: args.accountId }),
    },
    countedConnection('BlacklistConnection'),
  ),
);

entityMutations({ entity: 'Blacklist', type: BlacklistType, input: BlacklistInput, can: 'monitor_blacklist' }).calls({
  create: (input, { actor, scope, services }) => services.monitoringRisk.createBlacklist(actor, input, scope),
  update: (id, input, { actor, scope, services }) => services.monitoringRisk.updateBlacklist(actor, id, input, scope),
  remove: (id, { actor, scope, services }) => services.monitoringRisk.deleteBlacklist(actor, id, scope),
});

builder.queryField('monitorDeviceList', (t) =>
  t.connection(
    {
      ...readOf(DeviceListEntry, { can: ['monitor_whitelist', 'monitor_debug_device'] }, 'Needs monitor_whitelist for WHITELIST, monitor_debug_device for DEBUG.'),
      args: { list: t.arg({ type: DeviceListKindEnum, required: true }), search: t.arg.string({ description: 'Part of the udid, any case.' }), accountId: t.arg.id() },
      resolve: (_root, args, ctx) => ctx.services.monitoringRisk.listDevices(actorOf(ctx), args.list, { args, search: args.search, accountId: args.accountId }),
    },
    countedConnection('MonitorDeviceListConnection'),
  ),
);

builder.mutationField('addMonitorDevice', (t) =>
  t.field({
    ...changeOf(DeviceListEntry, { can: ['monitor_whitelist', 'monitor_debug_device'] }),
    args: { list: t.arg({ type: DeviceListKindEnum, required: true }), udid: t.arg.string({ required: true }), description: t.arg.string(), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringRisk.addDevice(actorOf(ctx), args.list, { udid: args.udid, description: args.description }, scopeOf(ctx, args)),
  }),
);

builder.mutationField('removeMonitorDevice', (t) =>
  t.field({
    ...changeOf('Boolean', { can: ['monitor_whitelist', 'monitor_debug_device'] }),
    args: { list: t.arg({ type: DeviceListKindEnum, required: true }), id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringRisk.removeDevice(actorOf(ctx), args.list, args.id, scopeOf(ctx, args)),
  }),
);

builder.mutationField('setRiskRulesEnabled', (t) =>
  t.field({
    ...changeOf('Int', { can: 'monitor_response_update' }, 'Enables or disables up to 100 rules, all or none; answers how many changed.'),
    args: { ids: t.arg.idList({ required: true }), enabled: t.arg.boolean({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringRisk.setRulesEnabled(actorOf(ctx), args.ids, args.enabled, scopeOf(ctx, args)),
  }),
);

builder.mutationField('deleteRiskRules', (t) =>
  t.field({
    ...changeOf('Int', { can: 'monitor_response_delete' }, 'Deletes up to 100 rules, all or none; answers how many.'),
    args: { ids: t.arg.idList({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringRisk.deleteRules(actorOf(ctx), args.ids, scopeOf(ctx, args)),
  }),
);

builder.mutationField('setBlacklistsEnabled', (t) =>
  t.field({
    ...changeOf('Int', { can: 'monitor_blacklist' }, 'Enables or disables up to 100 blacklists, all or none; answers how many changed.'),
    args: { ids: t.arg.idList({ required: true }), enabled: t.arg.boolean({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringRisk.setBlacklistsEnabled(actorOf(ctx), args.ids, args.enabled, scopeOf(ctx, args)),
  }),
);

builder.mutationField('deleteBlacklists', (t) =>
  t.field({
    ...changeOf('Int', { can: 'monitor_blacklist' }, 'Deletes up to 100 blacklists, all or none; answers how many.'),
    args: { ids: t.arg.idList({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringRisk.deleteBlacklists(actorOf(ctx), args.ids, scopeOf(ctx, args)),
  }),
);

builder.mutationField('blacklistDevice', (t) =>
  t.field({
    ...changeOf(BlacklistType, { can: 'monitor_blacklist' }, 'Adds a device to a DEVICE blacklist: to `blacklistId` when given, else to a new list named `name`.'),
    args: {
      udid: t.arg.string({ required: true }),
      blacklistId: t.arg.id(),
      name: t.arg.string({ description: "The new list's name (4-100 letters, digits, - and _) when no blacklistId is given." }),
      description: t.arg.string(),
      accountId: t.arg.id(),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.monitoringRisk.blacklistDevice(
        actorOf(ctx),
        { udid: args.udid, blacklistId: args.blacklistId, name: args.name, description: args.description },
        scopeOf(ctx, args),
      ),
  }),
);

builder.mutationField('removeMonitorDevices', (t) =>
  t.field({
    ...changeOf('Int', { can: ['monitor_whitelist', 'monitor_debug_device'] }, 'Removes up to 100 entries of one list, all or none; answers how many.'),
    args: { list: t.arg({ type: DeviceListKindEnum, required: true }), ids: t.arg.idList({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringRisk.removeDevices(actorOf(ctx), args.list, args.ids, scopeOf(ctx, args)),
  }),
);
