import { actorOf } from '../../authz/actor';
import type { Context } from '../../context';
import { countedConnection } from '../../graphql/connections';
import { ACCOUNT_ARG } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';
import { builder } from '../../graphql/builder';
import type { GateScope, HostRow, IpRow } from './access-lists.service';

const SYSTEM_LIST_ARG = 'The console-wide list instead of an account’s (holders of system_host in the system account only).';
const CONFIRM_ARG = 'Save even though the change would refuse the caller’s own address or host (answered `ip.lockout` / `host.lockout` otherwise).';
/** Who may read and change an IP list; the service narrows it (see AccessListsService). */
const IP_CODES = ['system_host', 'system_security'] as const;

const gateScope = (ctx: Context): GateScope => ({ ip: ctx.meta.ip, host: ctx.meta.host ?? null });

const AccessHostType = builder.objectRef<HostRow>('AccessHost').implement({
  description: 'A host name the console answers under (/manage/systemmanage/hostConfig/host). With any enabled entry, other hosts are refused.',
  fields: (t) => ({
    id: t.exposeID('id'),
    host: t.exposeString('host'),
    description: t.exposeString('description', { nullable: true }),
    enabled: t.exposeBoolean('enabled'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const AccessIpType = builder.objectRef<IpRow>('AccessIp').implement({
  description: 'An IP whitelist entry: one address or a CIDR block, IPv4 or IPv6 (/manage/systemmanage/hostConfig/ip/list).',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId', { nullable: true, description: 'Null for the console-wide list.' }),
    address: t.exposeString('address'),
    description: t.exposeString('description', { nullable: true }),
    enabled: t.exposeBoolean('enabled'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const AccessCallerType = builder.objectRef<GateScope>('AccessCaller').implement({
  description: 'The address and host name the whitelists judge the caller’s requests by.',
  fields: (t) => ({
    ip: t.exposeString('ip', { nullable: true }),
    host: t.exposeString('host', { nullable: true }),
  }),
});

const AccessHostInput = builder.inputType('AccessHostInput', {
  fields: (t) => ({
    host: t.string({ required: true, description: 'A host name or IP literal, without scheme or port.' }),
    description: t.string({ description: 'Up to 200 characters.' }),
    enabled: t.boolean({ description: 'Defaults to true on create; left out, an update keeps it.' }),
  }),
});

const AccessIpInput = builder.inputType('AccessIpInput', {
  fields: (t) => ({
    address: t.string({ required: true, description: 'An IPv4 or IPv6 address, or a CIDR block (203.0.113.0/24, 2001:db8::/32).' }),
    description: t.string({ description: 'Up to 200 characters.' }),
    enabled: t.boolean({ description: 'Defaults to true on create; left out, an update keeps it.' }),
  }),
});

builder.queryField('accessCaller', (t) =>
  t.field({
    ...readOf(AccessCallerType, { can: [...IP_CODES] }, 'The caller’s address and host as the whitelists see them.'),
    resolve: (_root, _args, ctx) => ctx.services.accessLists.caller(actorOf(ctx), gateScope(ctx)),
  }),
);

builder.queryField('accessHosts', (t) =>
  t.connection(
    {
      ...readOf(AccessHostType, { can: 'system_host' }),
      args: { search: t.arg.string({ description: 'Part of the host name or description.' }) },
      resolve: (_root, args, ctx) => ctx.services.accessLists.listHosts(actorOf(ctx), { args, search: args.search }),
    },
    countedConnection('AccessHostConnection'),
  ),
);

builder.queryField('accessHost', (t) =>
  t.field({
    ...readOf(AccessHostType, { can: 'system_host' }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.accessLists.getHost(actorOf(ctx), args.id),
  }),
);

builder.mutationField('createAccessHost', (t) =>
  t.field({
    ...changeOf(AccessHostType, { can: 'system_host' }),
    args: { input: t.arg({ type: AccessHostInput, required: true }), confirmLockout: t.arg.boolean({ description: CONFIRM_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.accessLists.createHost(actorOf(ctx), { ...args.input, confirmLockout: args.confirmLockout }, gateScope(ctx)),
  }),
);

builder.mutationField('updateAccessHost', (t) =>
  t.field({
    ...changeOf(AccessHostType, { can: 'system_host' }),
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: AccessHostInput, required: true }), confirmLockout: t.arg.boolean({ description: CONFIRM_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.accessLists.updateHost(actorOf(ctx), args.id, { ...args.input, confirmLockout: args.confirmLockout }, gateScope(ctx)),
  }),
);

builder.mutationField('setAccessHostEnabled', (t) =>
  t.field({
    ...changeOf(AccessHostType, { can: 'system_host' }),
    args: { id: t.arg.id({ required: true }), enabled: t.arg.boolean({ required: true }), confirmLockout: t.arg.boolean({ description: CONFIRM_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.accessLists.setHostEnabled(actorOf(ctx), args.id, args.enabled, { confirmLockout: args.confirmLockout }, gateScope(ctx)),
  }),
);

builder.mutationField('deleteAccessHost', (t) =>
  t.field({
    ...changeOf('Boolean', { can: 'system_host' }),
    args: { id: t.arg.id({ required: true }), confirmLockout: t.arg.boolean({ description: CONFIRM_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.accessLists.deleteHost(actorOf(ctx), args.id, { confirmLockout: args.confirmLockout }, gateScope(ctx)),
  }),
);

builder.queryField('accessIps', (t) =>
  t.connection(
    {
      ...readOf(AccessIpType, { can: [...IP_CODES] }),
      args: {
        search: t.arg.string({ description: 'Part of the address or description.' }),
        system: t.arg.boolean({ description: SYSTEM_LIST_ARG }),
        accountId: t.arg.id({ description: ACCOUNT_ARG }),
      },
      resolve: (_root, args, ctx) => ctx.services.accessLists.listIps(actorOf(ctx), { args, search: args.search, system: args.system, accountId: args.accountId }),
    },
    countedConnection('AccessIpConnection'),
  ),
);

builder.queryField('accessIp', (t) =>
  t.field({
    ...readOf(AccessIpType, { can: [...IP_CODES] }),
    args: { id: t.arg.id({ required: true }), system: t.arg.boolean({ description: SYSTEM_LIST_ARG }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.accessLists.getIp(actorOf(ctx), args.id, { system: args.system, accountId: args.accountId }),
  }),
);

builder.mutationField('createAccessIp', (t) =>
  t.field({
    ...changeOf(AccessIpType, { can: [...IP_CODES] }),
    args: {
      input: t.arg({ type: AccessIpInput, required: true }),
      system: t.arg.boolean({ description: SYSTEM_LIST_ARG }),
      accountId: t.arg.id({ description: ACCOUNT_ARG }),
      confirmLockout: t.arg.boolean({ description: CONFIRM_ARG }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.accessLists.createIp(actorOf(ctx), { ...args.input, confirmLockout: args.confirmLockout }, { system: args.system, accountId: args.accountId }, gateScope(ctx)),
  }),
);

builder.mutationField('updateAccessIp', (t) =>
  t.field({
    ...changeOf(AccessIpType, { can: [...IP_CODES] }),
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: AccessIpInput, required: true }),
      system: t.arg.boolean({ description: SYSTEM_LIST_ARG }),
      accountId: t.arg.id({ description: ACCOUNT_ARG }),
      confirmLockout: t.arg.boolean({ description: CONFIRM_ARG }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.accessLists.updateIp(
        actorOf(ctx),
        args.id,
        { ...args.input, confirmLockout: args.confirmLockout },
        { system: args.system, accountId: args.accountId },
        gateScope(ctx),
      ),
  }),
);

builder.mutationField('setAccessIpEnabled', (t) =>
  t.field({
    ...changeOf(AccessIpType, { can: [...IP_CODES] }),
    args: {
      id: t.arg.id({ required: true }),
      enabled: t.arg.boolean({ required: true }),
      system: t.arg.boolean({ description: SYSTEM_LIST_ARG }),
      accountId: t.arg.id({ description: ACCOUNT_ARG }),
      confirmLockout: t.arg.boolean({ description: CONFIRM_ARG }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.accessLists.setIpEnabled(
        actorOf(ctx),
        args.id,
        args.enabled,
        { system: args.system, accountId: args.accountId, confirmLockout: args.confirmLockout },
        gateScope(ctx),
      ),
  }),
);

builder.mutationField('deleteAccessIp', (t) =>
  t.field({
    ...changeOf('Boolean', { can: [...IP_CODES] }),
    args: {
      id: t.arg.id({ required: true }),
      system: t.arg.boolean({ description: SYSTEM_LIST_ARG }),
      accountId: t.arg.id({ description: ACCOUNT_ARG }),
      confirmLockout: t.arg.boolean({ description: CONFIRM_ARG }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.accessLists.deleteIp(actorOf(ctx), args.id, { system: args.system, accountId: args.accountId, confirmLockout: args.confirmLockout }, gateScope(ctx)),
  }),
);
