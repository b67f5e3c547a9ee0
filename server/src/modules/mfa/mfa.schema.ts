import { builder } from '../../graphql/builder';
import { enrolmentActor } from '../../authz/mfa-enrolment';
import type { MfaEnrolment } from './mfa.service';
import { actorOf } from '../../authz/actor';
import { changeOf } from '../../graphql/field-heads';

const MfaEnrolmentType = builder.objectRef<MfaEnrolment>('MfaEnrolment').implement({
  description: 'A pending TOTP enrolment: scan `qrCode` (or type `secret`), then confirm with a code.',
  fields: (t) => ({
    secret: t.exposeString('secret'),
    otpauthUri: t.exposeString('otpauthUri'),
    qrCode: t.exposeString('qrCode', { description: 'PNG data URL of the otpauth URI.' }),
  }),
});

const MfaRecoveryCodes = builder.objectRef<{ recoveryCodes: string[]; token: string | null }>('MfaRecoveryCodes').implement({
  fields: (t) => ({
    recoveryCodes: t.exposeStringList('recoveryCodes', { description: 'Ten single-use codes, shown only this once.' }),
    token: t.exposeString('token', {
      nullable: true,
      description:
        'For a session that was waiting for enrolment (`login` answered `mfaEnrolment`): the token of the full session it became; the old one stops working. Null otherwise.',
    }),
  }),
});

const DisableMfaInput = builder.inputType('DisableMfaInput', {
  description: 'Either a current code (TOTP or recovery) or the encrypted password.',
  fields: (t) => ({
    code: t.string(),
    password: t.string({ description: 'Base64 RSA-OAEP (SHA-256) ciphertext, like sign-in.' }),
  }),
});

builder.mutationField('startMfaEnrolment', (t) =>
  t.field({
    ...changeOf(MfaEnrolmentType, { enrolment: true }, 'Also open to a session waiting for enrolment (`login` answered `mfaEnrolment`).'),
    resolve: (_root, _args, ctx) => ctx.services.mfa.startEnrolment(enrolmentActor(ctx)),
  }),
);

builder.mutationField('confirmMfaEnrolment', (t) =>
  t.field({
    ...changeOf(MfaRecoveryCodes, { enrolment: true }, 'Turns MFA on; a session waiting for enrolment becomes a full one under the answered `token`.'),
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.auth.confirmMfaEnrolment(enrolmentActor(ctx), args.code, ctx.meta),
  }),
);

builder.mutationField('disableMfa', (t) =>
  t.field({
    ...changeOf('Boolean', { authenticated: true }, 'Turns MFA off (the console asks for confirmation first).'),
    args: { input: t.arg({ type: DisableMfaInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await ctx.services.mfa.disable(actorOf(ctx), input, ctx.meta);
      return true;
    },
  }),
);
