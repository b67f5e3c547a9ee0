import { builder } from '../../graphql/builder';
import type { SignupRow } from './signup.repo';
import type { SignupSettings } from './signup.service';
import { actorOf } from '../../authz/actor';
import { countedConnection } from '../../graphql/connections';
import { changeOf, readOf } from '../../graphql/field-heads';

const SignupSettingsType = builder.objectRef<SignupSettings>('SignupSettings').implement({
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { description: 'Anyone may create an account from the sign-in page.' }),
    requiresApproval: t.exposeBoolean('requiresApproval', { description: 'New accounts wait for a system super admin.' }),
  }),
});

const SignupStatus = builder.enumType('SignupStatus', {
  values: {
    VERIFY_EMAIL: { value: 'verify_email' },
    ACCEPT_TERMS: { value: 'accept_terms' },
    PENDING_APPROVAL: { value: 'pending_approval' },
    APPROVED: { value: 'approved' },
    REJECTED: { value: 'rejected' },
  } as const,
});

const Signup = builder.objectRef<Omit<SignupRow, 'passwordHash'>>('Signup').implement({
  description: 'A self-service sign-up (console-wide, outside any account until approved).',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountName: t.exposeString('accountName'),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    realname: t.exposeString('realname', { nullable: true }),
    status: t.field({ type: SignupStatus, resolve: (s) => s.status }),
    accountId: t.exposeID('accountId', { nullable: true, description: 'The account created on approval.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const SignupSettingsInput = builder.inputType('SignupSettingsInput', {
  fields: (t) => ({
    enabled: t.boolean({ required: true }),
    requiresApproval: t.boolean({ required: true }),
  }),
});

builder.queryField('signupSettings', (t) =>
  t.field({
    ...readOf(SignupSettingsType, { public: true }),
    resolve: (_root, _args, ctx) => ctx.services.signup.settings(),
  }),
);

builder.mutationField('updateSignupSettings', (t) =>
  t.field({
    ...changeOf(SignupSettingsType, { systemAdmin: true }),
    args: { input: t.arg({ type: SignupSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.signup.updateSettings(actorOf(ctx), input, ctx.meta),
  }),
);

builder.queryField('pendingSignups', (t) =>
  t.connection(
    {
      ...readOf(Signup, { systemAdmin: true }, 'Sign-ups waiting for approval, newest first.'),
      resolve: (_root, args, ctx) => ctx.services.signup.pending(actorOf(ctx), args),
    },
    countedConnection('SignupConnection'),
  ),
);

builder.mutationField('approveSignup', (t) =>
  t.field({
    ...changeOf(Signup, { systemAdmin: true }, 'Creates the account of a sign-up waiting for approval.'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.signup.approve(actorOf(ctx), args.id, ctx.meta),
  }),
);

builder.mutationField('rejectSignup', (t) =>
  t.field({
    ...changeOf(Signup, { systemAdmin: true }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.signup.reject(actorOf(ctx), args.id, ctx.meta),
  }),
);
