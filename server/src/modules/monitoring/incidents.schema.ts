import { builder } from '../../graphql/builder';
import { EventKindEnum, RiskLevelEnum } from './monitoring-enums';
import type { IncidentRow } from './incidents.repo';
import { RuleConditionInput, RuleConditionType, toConditions } from './risk-config.schema';
import { actorOf } from '../../authz/actor';
import { scopeOf } from '../../lib/request-meta';
import { countedConnection } from '../../graphql/connections';
import { entityMutations } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';

const IncidentOsEnum = builder.enumType('SecurityIncidentOs', {
  description: "The OS a security event applies to: the monitored app's platform (WEB is an H5 app), or ALL.",
  values: { ALL: { value: 'all' }, ANDROID: { value: 'android' }, IOS: { value: 'ios' }, WEB: { value: 'web' } } as const,
});

export const SecurityIncidentType = builder.objectRef<IncidentRow>('SecurityIncident').implement({
  description:
    "Spec §3 Security event: the account's definition of an incident (not an ingested event, which is a ThreatEvent). An event meets it when every side with rules holds: environment (its kind or the device's environment list is one of the environment kinds; the conditions hold on the device facts) and behaviour (its kind is one of the behaviour kinds; the conditions hold on the event details).",
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    name: t.exposeString('name'),
    configKey: t.exposeString('configKey', { description: 'Unique in the account: letters, digits, _, . and -.' }),
    environmentKinds: t.field({ type: [EventKindEnum], resolve: (r) => r.environmentKinds as never }),
    environmentConditions: t.field({
      type: [RuleConditionType],
      description: 'Conditions on the device facts (brand, model, osVersion, appVersion, sdkVersion, country, clientIp…).',
      resolve: (r) => r.environmentConditions,
    }),
    behaviourKinds: t.field({ type: [EventKindEnum], resolve: (r) => r.behaviourKinds as never }),
    behaviourConditions: t.field({ type: [RuleConditionType], description: 'Conditions on the event details.', resolve: (r) => r.behaviourConditions }),
    riskLevel: t.field({ type: RiskLevelEnum, description: 'Events that meet it are at least this risky.', resolve: (r) => r.riskLevel }),
    os: t.field({ type: IncidentOsEnum, resolve: (r) => r.os }),
    platform: t.exposeString('platform', { nullable: true, description: 'Free text naming the product platform (e.g. mobile banking).' }),
    enabled: t.exposeBoolean('enabled'),
    description: t.exposeString('description', { nullable: true }),
    blacklistDevice: t.exposeBoolean('blacklistDevice', { description: 'Device blacklist rule: devices that meet it go on the DEVICE blacklist `security-event-devices`.' }),
    responseId: t.exposeID('responseId', { nullable: true, description: 'Response rule: the security response it calls for.' }),
    creator: t.exposeString('creator'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SecurityIncidentInput = builder.inputType('SecurityIncidentInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: '4-100 characters.' }),
    configKey: t.string({ required: true, description: '1-100 letters, digits, _, . and -; unique in the account.' }),
    environmentKinds: t.field({ type: [EventKindEnum] }),
    environmentConditions: t.field({ type: [RuleConditionInput] }),
    behaviourKinds: t.field({ type: [EventKindEnum] }),
    behaviourConditions: t.field({ type: [RuleConditionInput] }),
    riskLevel: t.field({ type: RiskLevelEnum, required: true }),
    os: t.field({ type: IncidentOsEnum, required: true }),
    platform: t.string(),
    enabled: t.boolean({ required: true }),
    description: t.string(),
    blacklistDevice: t.boolean(),
    responseId: t.id(),
  }),
});

builder.queryField('securityIncidents', (t) =>
  t.connection(
    {
      ...readOf(SecurityIncidentType, { can: 'monitor_event' }, '/Monitoring/securityIncident/list: security events (incident definitions), newest first.'),
      args: {
        accountId: t.arg.id(),
        search: t.arg.string({ description: 'Part of the name or config key, any case.' }),
        riskLevel: t.arg({ type: RiskLevelEnum }),
        os: t.arg({ type: IncidentOsEnum }),
        enabled: t.arg.boolean(),
      },
      resolve: (_root, args, ctx) =>
        ctx.services.monitoringIncidents.list(actorOf(ctx), {
          args,
          accountId: args.accountId,
          filter: { search: args.search, riskLevel: args.riskLevel, os: args.os, enabled: args.enabled },
        }),
    },
    countedConnection('SecurityIncidentConnection'),
  ),
);

builder.queryField('securityIncident', (t) =>
  t.field({
    ...readOf(SecurityIncidentType, { can: 'monitor_event' }),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringIncidents.get(actorOf(ctx), args.id, args.accountId),
  }),
);

const ResponseChoice = builder.objectRef<{ id: string; name: string }>('SecurityIncidentResponseChoice').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

builder.queryField('securityIncidentResponses', (t) =>
  t.field({
    ...readOf([ResponseChoice], { can: 'monitor_event' }, 'The security responses a security event may name as its response rule (at most 500, by name).'),
    args: { accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringIncidents.responseChoices(actorOf(ctx), args.accountId),
  }),
);

type IncidentArgs = typeof SecurityIncidentInput.$inferInput;
const inputOf = (input: IncidentArgs) => ({
  ...input,
  environmentConditions: toConditions(input.environmentConditions),
  behaviourConditions: toConditions(input.behaviourConditions),
});

const CAN = { create: 'monitor_response_add', update: 'monitor_response_update', delete: 'monitor_response_delete' } as const;
entityMutations({ entity: 'SecurityIncident', type: SecurityIncidentType, input: SecurityIncidentInput, can: CAN }).calls({
  create: (input, { actor, scope, services }) => services.monitoringIncidents.create(actor, inputOf(input), scope),
  update: (id, input, { actor, scope, services }) => services.monitoringIncidents.update(actor, id, inputOf(input), scope),
  remove: (id, { actor, scope, services }) => services.monitoringIncidents.remove(actor, id, scope),
});

builder.mutationField('setSecurityIncidentsEnabled', (t) =>
  t.field({
    ...changeOf('Int', { can: 'monitor_response_update' }, 'Enables or disables up to 100 security events, all or none; answers how many.'),
    args: { ids: t.arg.idList({ required: true }), enabled: t.arg.boolean({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringIncidents.setEnabled(actorOf(ctx), args.ids, args.enabled, scopeOf(ctx, args)),
  }),
);

builder.mutationField('deleteSecurityIncidents', (t) =>
  t.field({
    ...changeOf('Int', { can: 'monitor_response_delete' }, 'Deletes up to 100 security events, all or none; answers how many.'),
    args: { ids: t.arg.idList({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringIncidents.removeMany(actorOf(ctx), args.ids, scopeOf(ctx, args)),
  }),
);
