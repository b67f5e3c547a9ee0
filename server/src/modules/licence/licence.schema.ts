import { actorOf } from '../../authz/actor';
import { builder } from '../../graphql/builder';
import { changeOf, readOf } from '../../graphql/field-heads';
import type { ThirdPartyNotice } from './about.service';
import type { LicenceDetails, LicenceSummary } from './licence.service';

const LicenceStateEnum = builder.enumType('LicenceState', {
  description: 'NONE: no licence was ever installed (accounts keep their own entitlements); VALID; EXPIRED; NOT_YET_VALID; INVALID: it no longer verifies.',
  values: ['NONE', 'VALID', 'EXPIRED', 'NOT_YET_VALID', 'INVALID'] as const,
});

const LicenceUpdateStatusEnum = builder.enumType('LicenceUpdateStatus', { values: ['SUCCESS', 'FAILED'] as const });

const LicenceSummaryType = builder.objectRef<LicenceSummary>('LicenceSummary').implement({
  description: 'Who holds the product licence and whether it holds now.',
  fields: (t) => ({
    state: t.field({ type: LicenceStateEnum, resolve: (l) => l.state }),
    productName: t.exposeString('productName', { nullable: true }),
    accountName: t.exposeString('accountName', { nullable: true }),
    start: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.start }),
    end: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.end }),
    daysLeft: t.exposeInt('daysLeft', { nullable: true, description: 'Whole days until the end (negative once past it).' }),
    expiringSoon: t.exposeBoolean('expiringSoon', { description: 'Valid, and ending within 30 days.' }),
  }),
});

const LicenceLimitType = builder.objectRef<{ name: string; value: number }>('LicenceLimit').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeFloat('value') }),
});

const LicenceType = builder.objectRef<LicenceDetails>('Licence').implement({
  description: 'The installation’s product licence (spec §3 "License") and its latest update.',
  fields: (t) => ({
    state: t.field({ type: LicenceStateEnum, resolve: (l) => l.state }),
    productName: t.exposeString('productName', { nullable: true }),
    accountName: t.exposeString('accountName', { nullable: true }),
    start: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.start }),
    end: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.end }),
    daysLeft: t.exposeInt('daysLeft', { nullable: true }),
    expiringSoon: t.exposeBoolean('expiringSoon'),
    appIds: t.exposeStringList('appIds'),
    entitlements: t.exposeStringList('entitlements'),
    limits: t.field({ type: [LicenceLimitType], resolve: (l) => l.limits }),
    fileName: t.exposeString('fileName', { nullable: true }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.updatedAt }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
    updateStatus: t.field({ type: LicenceUpdateStatusEnum, nullable: true, resolve: (l) => l.updateStatus }),
    updateReason: t.exposeString('updateReason', {
      nullable: true,
      description: 'Why the latest upload was refused: fileType, malformed, otherKey, tampered, expired, notYetValid.',
    }),
    lastAttemptAt: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.lastAttemptAt }),
  }),
});

const ThirdPartyNoticeType = builder.objectRef<ThirdPartyNotice>('ThirdPartyNotice').implement({
  fields: (t) => ({ name: t.exposeString('name'), version: t.exposeString('version'), license: t.exposeString('license') }),
});

const ThirdPartyNoticePage = builder.objectRef<{ totalCount: number; items: ThirdPartyNotice[] }>('ThirdPartyNoticePage').implement({
  fields: (t) => ({ totalCount: t.exposeInt('totalCount'), items: t.field({ type: [ThirdPartyNoticeType], resolve: (p) => p.items }) }),
});

const AboutType = builder.objectRef<{ version: string; commit: string }>('About').implement({
  description: 'The About page (spec §2 /about/about).',
  fields: (t) => ({
    version: t.exposeString('version', { description: 'The product version.' }),
    build: t.exposeString('commit', { description: "The git commit's short sha the build was made from, or 'development'." }),
    licence: t.field({ type: LicenceSummaryType, resolve: (_about, _args, ctx) => ctx.services.licence.summary() }),
  }),
});

builder.queryField('licenceSummary', (t) =>
  t.field({
    ...readOf(LicenceSummaryType, { authenticated: true }, "The licence's holder and validity: the administrators' banner and the About page."),
    resolve: (_root, _args, ctx) => ctx.services.licence.summary(),
  }),
);

builder.queryField('licence', (t) =>
  t.field({
    ...readOf(LicenceType, { can: 'system_license' }, 'Every field of the licence and its latest update (system super admins).'),
    resolve: (_root, _args, ctx) => ctx.services.licence.details(actorOf(ctx)),
  }),
);

builder.mutationField('installLicence', (t) =>
  t.field({
    ...changeOf(LicenceType, { can: 'system_license' }, 'Installs or replaces the licence from a `.lic` file (its text); a refused file changes nothing.'),
    args: {
      fileName: t.arg.string({ required: true, description: 'Must end in .lic.' }),
      content: t.arg.string({ required: true, description: "The file's text (UTF-8 JSON, at most 64 KiB)." }),
    },
    resolve: (_root, args, ctx) => ctx.services.licence.install(actorOf(ctx), { fileName: args.fileName, content: args.content }, ctx.meta.ip),
  }),
);

builder.queryField('about', (t) =>
  t.field({
    ...readOf(AboutType, { authenticated: true }),
    resolve: (_root, _args, ctx) => ctx.services.about.build(),
  }),
);

builder.queryField('thirdPartyNotices', (t) =>
  t.field({
    ...readOf(ThirdPartyNoticePage, { authenticated: true }, 'The installed production packages with their licences, by name, a page at a time (at most 100).'),
    args: { search: t.arg.string({ description: 'Part of a name or licence.' }), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => ctx.services.about.thirdPartyNotices(args),
  }),
);
