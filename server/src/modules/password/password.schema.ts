import { builder } from '../../graphql/builder';
import { actorOf } from '../../authz/actor';
import { changeOf } from '../../graphql/field-heads';

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
    ...changeOf('Boolean', { authenticated: true }, 'Changes the caller’s password; the caller’s other sessions end.'),
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await ctx.services.password.changePassword(actorOf(ctx), input, ctx.meta);
      return true;
    },
  }),
);
