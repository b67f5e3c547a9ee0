import { builder } from '../../graphql/builder';
import { UserType } from '../auth/auth.schema';
import { actorOf } from '../../authz/actor';
import { changeOf } from '../../graphql/field-heads';

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: 'A field left out stays as it is; an empty one is cleared.',
  fields: (t) => ({
    realname: t.string(),
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
  }),
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    ...changeOf(UserType, { authenticated: true }, 'Changes the caller’s own names and email (account settings → account).'),
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await ctx.services.profile.updateProfile(actorOf(ctx), input, ctx.meta);
      return ctx.services.auth.userInfo(actorOf(ctx));
    },
  }),
);
