import { builder } from '../../graphql/builder';
import type { AuthService } from './auth.service';
import { enrolmentActor } from '../../authz/mfa-enrolment';
import { actorOf } from '../../authz/actor';
import { changeOf, readOf } from '../../graphql/field-heads';
import { RoleTypeEnum } from '../roles/roles.schema';

type UserInfo = Awaited<ReturnType<AuthService['userInfo']>>;

const ProductAccess = builder.objectRef<UserInfo['product']>('ProductAccess').implement({
  description: 'The caller’s permission codes grouped by product (spec §3 `product`).',
  fields: (t) => ({
    hardening: t.stringList({ resolve: (p) => p.hardening ?? [] }),
    assessment: t.stringList({ resolve: (p) => p.assessment ?? [] }),
    monitoring: t.stringList({ resolve: (p) => p.monitoring ?? [] }),
  }),
});

/** The signed-in user (`viewer`), as `getUserInfo` answers it. */
export const UserType = builder.objectRef<UserInfo>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    realname: t.exposeString('realname', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    accountId: t.exposeID('accountId'),
    accountName: t.exposeString('accountName'),
    roleName: t.exposeString('roleName'),
    roleType: t.expose('roleType', { type: RoleTypeEnum }),
    status: t.exposeString('status', { description: '`locked` or `unlocked`.' }),
    enabled: t.exposeBoolean('enabled'),
    readOnly: t.exposeBoolean('readOnly'),
    riskappId: t.exposeID('riskapp_id', { nullable: true, description: 'The monitored app the user is bound to (spec §3 riskapp_id).' }),
    riskappPlatform: t.exposeString('riskapp_platform', { nullable: true }),
    appCountry: t.exposeString('appCountry', { nullable: true, description: 'ISO 3166-1 alpha-2 code.' }),
    isSystemAdmin: t.exposeBoolean('isSystemAdmin'),
    permissions: t.exposeStringList('permissions'),
    product: t.field({ type: ProductAccess, resolve: (u) => u.product }),
    avatar: t.exposeString('avatar', { nullable: true, description: 'URL of the avatar image (`/api/user/getAvatar?t=…`), null without one.' }),
    mfaEnabled: t.exposeBoolean('mfaEnabled'),
    mfaEnrolmentRequired: t.exposeBoolean('mfaEnrolmentRequired', {
      description: 'The account requires MFA and this user has not enrolled: the console sends them to enrol.',
    }),
  }),
});

const LoginPayload = builder.objectRef<{ token: string; mfa: boolean; mfaEnrolment: boolean; captchaRequired: boolean }>('LoginPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token', {
      description: 'With `mfa` true, a pending token that only `completeMfaLogin` accepts or, with `mfaEnrolment` true, only the MFA enrolment calls and `logout`.',
    }),
    mfa: t.exposeBoolean('mfa', { description: 'True when the session is still pending: a second factor must be given, or enrolled (`mfaEnrolment`).' }),
    mfaEnrolment: t.exposeBoolean('mfaEnrolment', {
      description: 'The account requires MFA and the user has none: enrol with `startMfaEnrolment` and `confirmMfaEnrolment`, which answers the full token.',
    }),
    captchaRequired: t.exposeBoolean('captchaRequired', { description: 'The next sign-in from this address must carry a captcha.' }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    username: t.string({ required: true, description: 'Username or email.' }),
    password: t.string({ required: true, description: 'Base64 of the RSA-OAEP (SHA-256) ciphertext of the password.' }),
    captchaId: t.string({ description: 'From `GET /api/index/captcha`, once sign-in asks for a captcha.' }),
    captcha: t.string({ description: 'The text of that captcha.' }),
  }),
});

const CompleteMfaLoginInput = builder.inputType('CompleteMfaLoginInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The pending token `login` answered with `mfa: true`.' }),
    code: t.string({ required: true, description: 'A 6-digit TOTP code or a recovery code.' }),
  }),
});

const SessionRevocation = builder.objectRef<{ reason: string }>('SessionRevocation').implement({
  fields: (t) => ({
    reason: t.exposeString('reason', { description: '`replaced` (signed in on another device), `logout`, `admin`, `locked` (an administrator locked the user) or `expired`.' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    ...readOf(UserType, { authenticated: true }),
    resolve: (_root, _args, ctx) => ctx.services.auth.userInfo(actorOf(ctx)),
  }),
);

builder.queryField('loginPublicKey', (t) =>
  t.string({
    description: 'SPKI PEM of the key that encrypts sign-in passwords.',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ctx.services.auth.publicKeyPem,
  }),
);

builder.mutationField('login', (t) =>
  t.field({
    ...changeOf(LoginPayload, { public: true }),
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.auth.login(input, ctx.meta),
  }),
);

builder.mutationField('completeMfaLogin', (t) =>
  t.field({
    ...changeOf(LoginPayload, { public: true }, 'The second sign-in step: answers a full token for a pending one and a right code.'),
    args: { input: t.arg({ type: CompleteMfaLoginInput, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.auth.completeMfaLogin(input, ctx.meta),
  }),
);

builder.mutationField('logout', (t) =>
  t.boolean({
    description: 'Ends the session, also one waiting for MFA enrolment.',
    authScopes: { enrolment: true },
    resolve: async (_root, _args, ctx) => {
      await ctx.services.auth.logout(enrolmentActor(ctx), ctx.meta);
      return true;
    },
  }),
);

builder.subscriptionField('sessionRevoked', (t) =>
  t.field({
    ...readOf(SessionRevocation, { authenticated: true }, 'Fires once when the caller’s own session ends, e.g. a sign-in on another device.'),
    // Not checked per event like other subscriptions: this event is the notice that the
    // session ended, and it carries nothing but the reason.
    subscribe: (_root, _args, ctx) => ctx.deps.pubsub.subscribe('session:revoked', `${actorOf(ctx).accountId}:${actorOf(ctx).sessionId}`),
    resolve: (event) => event,
  }),
);
