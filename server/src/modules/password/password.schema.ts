import { builder } from '../../graphql/builder';
import { actorOf } from '../../authz/actor';

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  description: 'Every field is base64 RSA-OAEP (SHA-256) ciphertext, like sign-in.',
  fields: (t) => ({
    oldPassword: t.string({ required: true }),
    newPassword: t.string({ required: true }),
    confirmPassword: t.string({ required: true }),
  }),
});

builder.mutationField('changePassword', (t) =>
  t.field({
    type: 'Boolean',
    description: 'Changes the caller’s password; the caller’s other sessions end.',
    authScopes: { authenticated: true },
    errors: {},
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await ctx.services.password.changePassword(actorOf(ctx), input, ctx.meta);
      return true;
    },
  }),
);
