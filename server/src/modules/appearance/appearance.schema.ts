import { actorOf } from '../../authz/actor';
import { builder } from '../../graphql/builder';
import { changeOf, readOf } from '../../graphql/field-heads';
import type { AppearanceSetting } from './appearance.service';

const AppearanceType = builder.objectRef<AppearanceSetting>('Appearance').implement({
  description: "A language's appearance customization (spec §2 interfaceManage/{lang}); images are URLs anyone may fetch, null for the built-in look.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The language the setting belongs to (en, zh-TW).' }),
    productName: t.exposeString('productName'),
    accountName: t.exposeString('accountName', { description: 'Shown under the product name on the sign-in page.' }),
    copyright: t.exposeString('copyright'),
    logo: t.exposeString('logo', { nullable: true, description: 'The header and sign-in logo.' }),
    logoSmall: t.exposeString('logoSmall', { nullable: true, description: 'The small logo of the sidebar and narrow screens.' }),
    favicon: t.exposeString('favicon', { nullable: true }),
    loginBackground: t.exposeString('loginBackground', { nullable: true, description: "The sign-in page's background image." }),
    updateTime: t.string({ nullable: true, resolve: (s) => s.updateTime }),
  }),
});

const AppearanceInput = builder.inputType('AppearanceInput', {
  description: 'A whole setting of one language; an image is the URL an upload answered, null to remove it.',
  fields: (t) => ({
    id: t.string({ required: true, description: 'The language: en or zh-TW.' }),
    productName: t.string({ required: true }),
    accountName: t.string({ required: true }),
    copyright: t.string({ required: true }),
    logo: t.string(),
    logoSmall: t.string(),
    favicon: t.string(),
    loginBackground: t.string(),
  }),
});

builder.queryField('appearance', (t) =>
  t.field({
    ...readOf(AppearanceType, { public: true }, "A language's appearance; anyone may read it (the sign-in page shows it)."),
    args: { lang: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.appearance.find(args.lang, ctx.lang),
  }),
);

builder.mutationField('updateAppearance', (t) =>
  t.field({
    ...changeOf(AppearanceType, { can: 'system_appearance' }),
    args: { input: t.arg({ type: AppearanceInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.appearance.update(
        actorOf(ctx),
        {
          id: input.id as AppearanceSetting['id'],
          productName: input.productName,
          accountName: input.accountName,
          copyright: input.copyright,
          logo: input.logo ?? null,
          logoSmall: input.logoSmall ?? null,
          favicon: input.favicon ?? null,
          loginBackground: input.loginBackground ?? null,
        },
        { ip: ctx.meta.ip, lang: ctx.lang },
      ),
  }),
);
