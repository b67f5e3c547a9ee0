import { builder } from '../../graphql/builder';
import { AssessmentPlatform, FindingLevelEnum } from '../assessment/assessment.schema';
import type { CheckGroup, CheckNode, TemplateView } from './report-templates.service';
import { actorOf } from '../../authz/actor';
import type { PermissionRequirement } from '../../../../common/permissions';
import { countedConnection } from '../../graphql/connections';
import { changeOf, readOf } from '../../graphql/field-heads';

const READ: PermissionRequirement = ['report_template', 'apk_analysis', 'ipa_analysis'];

const AssignedAccount = builder.objectRef<{ id: string; name: string }>('ReportTemplateAccount').implement({
  description: 'An account a report template is assigned to.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ReportTemplate = builder.objectRef<TemplateView>('ReportTemplate').implement({
  description: 'A report template (spec §3): export language and the engine checks its reports include.',
  fields: (t) => ({
    id: t.exposeID('id'),
    platform: t.field({ type: AssessmentPlatform, resolve: (r) => r.platform }),
    name: t.exposeString('name'),
    lang: t.exposeString('lang', { description: '`en` or `zh-TW`.' }),
    checks: t.exposeStringList('checks', { description: 'Finding ids of the engine catalogue (see `reportCheckTree`).' }),
    creator: t.exposeString('creator'),
    ownerAccountName: t.exposeString('ownerAccountName', { description: 'The account that owns it.' }),
    owned: t.exposeBoolean('owned', { description: 'The caller’s account owns it; false for a template assigned to the account, which can be used but not edited.' }),
    assignedAccounts: t.field({
      type: [AssignedAccount],
      description: 'Other accounts a system super admin assigned it to (spec §3 "accounts or customer"); empty unless the caller’s account owns it.',
      resolve: (r) => r.assignedAccounts,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ReportCheck = builder.objectRef<CheckNode>('ReportCheck').implement({
  description: 'A check of the engine catalogue, in the request’s language.',
  fields: (t) => ({
    id: t.exposeID('id'),
    level: t.expose('level', { type: FindingLevelEnum, description: 'The level of its finding; `SECURE` checks report a protection that is present.' }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { description: 'What its finding means, as the reports describe it.' }),
    remediation: t.exposeString('remediation', { description: 'What to do about its finding, as the reports advise.' }),
    opposite: t.exposeID('opposite', {
      nullable: true,
      description: 'The check giving the opposite answer of the same test (code obfuscated / not obfuscated); a scan reports at most one of the two.',
    }),
  }),
});

const ReportCheckGroup = builder.objectRef<CheckGroup>('ReportCheckGroup').implement({
  description: 'A branch of the detection-type tree.',
  fields: (t) => ({ key: t.exposeString('key'), title: t.exposeString('title'), checks: t.field({ type: [ReportCheck], resolve: (g) => g.checks }) }),
});

builder.queryField('reportTemplates', (t) =>
  t.connection(
    {
      ...readOf(ReportTemplate, { can: READ }, 'The account’s templates of a platform, newest first. An empty list means: ask the administrator to create one.'),
      args: { platform: t.arg({ type: AssessmentPlatform, required: true }) },
      resolve: (_root, args, ctx) => ctx.services.reportTemplates.list(actorOf(ctx), args.platform, args),
    },
    countedConnection('ReportTemplateConnection'),
  ),
);

builder.queryField('reportTemplate', (t) =>
  t.field({
    ...readOf(ReportTemplate, { can: READ }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.reportTemplates.get(actorOf(ctx), args.id),
  }),
);

builder.queryField('reportCheckTree', (t) =>
  t.field({
    ...readOf([ReportCheckGroup], { can: READ }, 'The checks a template of the platform may include, titled in the request’s language.'),
    args: { platform: t.arg({ type: AssessmentPlatform, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.reportTemplates.checkTree(actorOf(ctx), args.platform, ctx.lang),
  }),
);

const ReportTemplateInput = builder.inputType('ReportTemplateInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: '4-100 characters, unique per account and platform.' }),
    lang: t.string({ required: true, description: '`en` or `zh-TW`.' }),
    checks: t.stringList({ required: true }),
  }),
});

builder.mutationField('createReportTemplate', (t) =>
  t.field({
    ...changeOf(ReportTemplate, { can: 'report_template' }),
    args: { platform: t.arg({ type: AssessmentPlatform, required: true }), input: t.arg({ type: ReportTemplateInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.reportTemplates.create(actorOf(ctx), args.platform, args.input, ctx.meta),
  }),
);

builder.mutationField('updateReportTemplate', (t) =>
  t.field({
    ...changeOf(ReportTemplate, { can: 'report_template' }),
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ReportTemplateInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.reportTemplates.update(actorOf(ctx), args.id, args.input, ctx.meta),
  }),
);

builder.mutationField('deleteReportTemplates', (t) =>
  t.field({
    ...changeOf('Int', { can: 'report_template' }, 'Deletes templates permanently; jobs keep the template they ran with.'),
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.reportTemplates.delete(actorOf(ctx), args.ids, ctx.meta),
  }),
);

builder.queryField('reportTemplateAccountChoices', (t) =>
  t.field({
    ...readOf([AssignedAccount], { can: 'report_template' }, 'Accounts a template may be assigned to, by name (system super admins; empty for anyone else); at most 100.'),
    args: { search: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.services.reportTemplates.accountChoices(actorOf(ctx), args.search),
  }),
);

builder.mutationField('assignReportTemplate', (t) =>
  t.field({
    ...changeOf(
      ReportTemplate,
      { systemAdmin: true },
      'Assigns a template of the system account to other accounts, replacing the earlier assignment: their users may use it but not edit it.',
    ),
    args: { id: t.arg.id({ required: true }), accountIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.reportTemplates.assign(actorOf(ctx), args.id, args.accountIds, ctx.meta),
  }),
);
