import { APPROVAL_STATUS, RESPONSE_ACTIONS, RESPONSE_STATUS, type ResponseAction } from '../../../../common/response-actions';
import { actorOf } from '../../authz/actor';
import { builder } from '../../graphql/builder';
import { countedConnection } from '../../graphql/connections';
import { ACCOUNT_ARG } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';
import { scopeOf } from '../../lib/request-meta';
import { RiskLevelEnum } from './monitoring-enums';
import type { ApprovalRow, ResponseRow, RuleChoiceRow } from './responses.repo';
import type { ResponseProposal } from './responses.tables';

export const SecurityResponseTypeEnum = builder.enumType('SecurityResponseType', {
  description: 'What the SDK does when the response applies: report only, warn the user, block the action, exit the app.',
  values: Object.fromEntries(RESPONSE_ACTIONS.map((a) => [a.toUpperCase(), { value: a }])) as Record<Uppercase<ResponseAction>, { value: ResponseAction }>,
});

const ResponseStatusEnum = builder.enumType('SecurityResponseStatus', {
  description: 'Spec §4: 0 pending (not yet approved), 1 enabled, 2 disabled.',
  values: { PENDING: { value: RESPONSE_STATUS.pending }, ENABLED: { value: RESPONSE_STATUS.enabled }, DISABLED: { value: RESPONSE_STATUS.disabled } } as const,
});

const ApprovalStatusEnum = builder.enumType('ResponseApprovalStatus', {
  description: 'Spec §4: 0 Ready, 1 Pending, 2 Pass, 3 Reject, 4 Apply (passed and in effect).',
  values: {
    READY: { value: APPROVAL_STATUS.ready },
    PENDING: { value: APPROVAL_STATUS.pending },
    PASS: { value: APPROVAL_STATUS.pass },
    REJECT: { value: APPROVAL_STATUS.reject },
    APPLY: { value: APPROVAL_STATUS.apply },
  } as const,
});

const ApprovalTypeEnum = builder.enumType('ResponseApprovalType', {
  description: 'Spec §4: add, change, change status or delete of a security response.',
  values: { ADD: { value: 'add' }, CHANGE: { value: 'change' }, CHANGE_STATUS: { value: 'status' }, DELETE: { value: 'delete' } } as const,
});

export const SecurityResponseObject = builder.objectRef<ResponseRow>('SecurityResponse').implement({
  description: 'Spec §3 Security response: what SDKs do when a risk rule of the account matches at or above its risk level.',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    accountName: t.exposeString('accountName'),
    name: t.exposeString('name'),
    ruleId: t.exposeID('ruleId', { nullable: true, description: 'The risk rule it answers; null once that rule was deleted (it then applies to nothing).' }),
    ruleName: t.exposeString('ruleName', { nullable: true }),
    riskLevel: t.field({ type: RiskLevelEnum, resolve: (r) => r.riskLevel }),
    responseType: t.field({ type: SecurityResponseTypeEnum, resolve: (r) => r.responseType }),
    description: t.exposeString('description', { nullable: true }),
    status: t.field({ type: ResponseStatusEnum, resolve: (r) => r.status }),
    approvalStatus: t.field({ type: ApprovalStatusEnum, nullable: true, description: "The status of the response's latest approval.", resolve: (r) => r.approvalStatus }),
    approvalType: t.field({ type: ApprovalTypeEnum, nullable: true, description: "The type of the response's latest approval.", resolve: (r) => r.approvalType }),
    creator: t.exposeString('creator'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ProposalObject = builder.objectRef<ResponseProposal>('SecurityResponseProposal').implement({
  description: 'Values an approval proposes (add, change) or replaced, or the status it asks for.',
  fields: (t) => ({
    name: t.string({ nullable: true, resolve: (p) => p.name ?? null }),
    ruleId: t.id({ nullable: true, resolve: (p) => p.ruleId ?? null }),
    riskLevel: t.field({ type: RiskLevelEnum, nullable: true, resolve: (p) => p.riskLevel ?? null }),
    responseType: t.field({ type: SecurityResponseTypeEnum, nullable: true, resolve: (p) => p.responseType ?? null }),
    description: t.string({ nullable: true, resolve: (p) => p.description ?? null }),
    status: t.field({ type: ResponseStatusEnum, nullable: true, resolve: (p) => p.status ?? null }),
  }),
});

export const SecurityResponseApprovalObject = builder.objectRef<ApprovalRow>('SecurityResponseApproval').implement({
  description: 'A request to add, change, change the status of or delete a security response, and its decision.',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    responseId: t.exposeID('responseId'),
    responseName: t.exposeString('responseName', { description: 'The name the response has now.' }),
    type: t.field({ type: ApprovalTypeEnum, resolve: (p) => p.type }),
    status: t.field({ type: ApprovalStatusEnum, resolve: (p) => p.status }),
    requester: t.exposeString('requester'),
    mine: t.boolean({
      description: 'The caller made this request (and so may not decide it).',
      resolve: (p, _args, ctx) => ctx.actor !== null && ctx.actor.user.id === p.requestedBy,
    }),
    approver: t.exposeString('approver', { nullable: true }),
    proposal: t.field({ type: ProposalObject, resolve: (p) => p.proposal }),
    previous: t.field({ type: ProposalObject, nullable: true, resolve: (p) => p.previous }),
    reason: t.exposeString('reason', { nullable: true, description: "The requester's reason." }),
    comment: t.exposeString('comment', { nullable: true, description: "The approver's comment." }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    appliedAt: t.expose('appliedAt', { type: 'DateTime', nullable: true }),
  }),
});

const RuleChoiceObject = builder.objectRef<RuleChoiceRow>('SecurityResponseRuleChoice').implement({
  description: 'A risk rule of the account a security response may answer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    riskLevel: t.field({ type: RiskLevelEnum, resolve: (r) => r.riskLevel }),
    enabled: t.exposeBoolean('enabled'),
  }),
});

const ResponseInput = builder.inputType('SecurityResponseInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: '4-100 characters.' }),
    ruleId: t.id({ required: true, description: 'One of the account’s risk rules.' }),
    riskLevel: t.field({ type: RiskLevelEnum, required: true, description: 'The lowest level of a matched event it applies to.' }),
    responseType: t.field({ type: SecurityResponseTypeEnum, required: true }),
    description: t.string(),
  }),
});

builder.queryField('securityResponses', (t) =>
  t.connection(
    {
      ...readOf(SecurityResponseObject, { can: 'monitor_response_list' }, '/Monitoring/securityResponse/list: the responses, newest first, paged on the server.'),
      args: {
        accountId: t.arg.id(),
        search: t.arg.string({ description: 'Part of the name.' }),
        status: t.arg({ type: ResponseStatusEnum }),
        riskLevel: t.arg({ type: RiskLevelEnum }),
        responseType: t.arg({ type: SecurityResponseTypeEnum }),
        approvalStatus: t.arg({ type: ApprovalStatusEnum }),
      },
      resolve: (_root, args, ctx) => ctx.services.monitoringResponses.list(actorOf(ctx), { ...args, args }),
    },
    countedConnection('SecurityResponseConnection'),
  ),
);

builder.queryField('securityResponse', (t) =>
  t.field({
    ...readOf(SecurityResponseObject, { can: 'monitor_response_list' }),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringResponses.get(actorOf(ctx), args.id, args.accountId),
  }),
);

builder.queryField('securityResponseRules', (t) =>
  t.field({
    ...readOf([RuleChoiceObject], { can: 'monitor_response_list' }, 'The risk rules of the account a response may answer, by name (at most 500).'),
    args: { accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringResponses.ruleChoices(actorOf(ctx), args.accountId),
  }),
);

builder.queryField('securityResponseApprovals', (t) =>
  t.connection(
    {
      ...readOf(SecurityResponseApprovalObject, { can: ['monitor_approve', 'monitor_request'] }, '/manage/clientmanage/approval: approvals of security responses, newest first.'),
      args: {
        accountId: t.arg.id(),
        status: t.arg({ type: ApprovalStatusEnum }),
        type: t.arg({ type: ApprovalTypeEnum }),
        responseId: t.arg.id(),
        search: t.arg.string({ description: "Part of the response's name or the requester." }),
      },
      resolve: (_root, args, ctx) => ctx.services.monitoringResponses.listApprovals(actorOf(ctx), { ...args, args }),
    },
    countedConnection('SecurityResponseApprovalConnection'),
  ),
);

const REQUEST = 'Needs monitor_request and the matching monitor_response_add, monitor_response_update or monitor_response_delete.';

builder.mutationField('requestSecurityResponseAdd', (t) =>
  t.field({
    ...changeOf(SecurityResponseApprovalObject, { can: 'monitor_request' }, `Stores a pending response and asks for its approval. ${REQUEST}`),
    args: { input: t.arg({ type: ResponseInput, required: true }), reason: t.arg.string(), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringResponses.requestAdd(actorOf(ctx), args.input, args.reason, scopeOf(ctx, args)),
  }),
);

builder.mutationField('requestSecurityResponseChange', (t) =>
  t.field({
    ...changeOf(SecurityResponseApprovalObject, { can: 'monitor_request' }, REQUEST),
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ResponseInput, required: true }), reason: t.arg.string(), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringResponses.requestChange(actorOf(ctx), args.id, args.input, args.reason, scopeOf(ctx, args)),
  }),
);

builder.mutationField('requestSecurityResponseStatus', (t) =>
  t.field({
    ...changeOf(SecurityResponseApprovalObject, { can: 'monitor_request' }, `Asks to enable or disable a response. ${REQUEST}`),
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: ResponseStatusEnum, required: true, description: 'ENABLED or DISABLED.' }),
      reason: t.arg.string(),
      accountId: t.arg.id({ description: ACCOUNT_ARG }),
    },
    resolve: (_root, args, ctx) => ctx.services.monitoringResponses.requestStatus(actorOf(ctx), args.id, args.status, args.reason, scopeOf(ctx, args)),
  }),
);

builder.mutationField('requestSecurityResponseDelete', (t) =>
  t.field({
    ...changeOf(SecurityResponseApprovalObject, { can: 'monitor_request' }, REQUEST),
    args: { id: t.arg.id({ required: true }), reason: t.arg.string(), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringResponses.requestDelete(actorOf(ctx), args.id, args.reason, scopeOf(ctx, args)),
  }),
);

builder.mutationField('passSecurityResponseApproval', (t) =>
  t.field({
    ...changeOf(SecurityResponseApprovalObject, { can: 'monitor_approve' }, 'Passes a pending approval and applies it; never the caller’s own request.'),
    args: { id: t.arg.id({ required: true }), comment: t.arg.string(), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringResponses.pass(actorOf(ctx), args.id, args.comment, scopeOf(ctx, args)),
  }),
);

builder.mutationField('rejectSecurityResponseApproval', (t) =>
  t.field({
    ...changeOf(SecurityResponseApprovalObject, { can: 'monitor_approve' }, 'Rejects a pending approval; the response stays as it is.'),
    args: { id: t.arg.id({ required: true }), comment: t.arg.string(), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringResponses.reject(actorOf(ctx), args.id, args.comment, scopeOf(ctx, args)),
  }),
);
