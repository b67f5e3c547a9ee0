import { builder } from '../../graphql/builder';
import { message, type MessageKey } from '../../i18n/messages';
import type { SecurityService } from './security.service';
import type { PasswordRules } from '../../platform/password-policy';
import { actorOf } from '../../authz/actor';
import { changeOf, readOf } from '../../graphql/field-heads';

type Settings = Awaited<ReturnType<SecurityService['get']>>;

const SettingsWarning = builder.objectRef<{ key: MessageKey; params?: Record<string, string | number> }>('SettingsWarning').implement({
  description: 'A choice that is allowed but below common guidance, and why.',
  fields: (t) => ({
    key: t.exposeString('key'),
    message: t.string({ resolve: (w, _args, ctx) => message(ctx.lang, w.key, w.params) }),
  }),
});

/** The password rules, shared by the rules any user reads and the settings an admin edits. */
const PasswordRuleSet = builder.interfaceRef<PasswordRules>('PasswordRuleSet').implement({
  description: 'The rules a new password must meet (spec §5).',
  fields: (t) => ({
    passwordMin: t.exposeInt('passwordMin'),
    passwordMax: t.exposeInt('passwordMax'),
    requireDigit: t.exposeBoolean('requireDigit'),
    requireLower: t.exposeBoolean('requireLower'),
    requireUpper: t.exposeBoolean('requireUpper'),
    requireSpecial: t.exposeBoolean('requireSpecial'),
    forbidConsecutive: t.exposeBoolean('forbidConsecutive'),
    historyCount: t.exposeInt('historyCount'),
    forbidAccountRelated: t.exposeBoolean('forbidAccountRelated', { description: 'The password may not contain the username, name, email or account name.' }),
  }),
});

const SecuritySettingsType = builder.objectRef<Settings>('SecuritySettings').implement({
  interfaces: [PasswordRuleSet],
  fields: (t) => ({
    accountId: t.exposeID('accountId', { description: 'The account these rules belong to.' }),
    forbidHistory: t.boolean({ resolve: (s) => s.historyCount > 0 }),
    lockAfterFailures: t.exposeInt('lockAfterFailures', { description: '0 = never lock.' }),
    lockAfterInactiveDays: t.exposeInt('lockAfterInactiveDays', { description: '0 = never lock.' }),
    sessionTimeoutHours: t.int({ resolve: (s) => Math.floor(s.sessionTimeoutMinutes / 60) }),
    sessionTimeoutMinutes: t.int({ resolve: (s) => s.sessionTimeoutMinutes % 60 }),
    prohibitMultiLocation: t.exposeBoolean('prohibitMultiLocation'),
    mfaRequired: t.exposeBoolean('mfaRequired'),
    warnings: t.field({ type: [SettingsWarning], resolve: (s) => s.warnings }),
  }),
});

const SecuritySettingsInput = builder.inputType('SecuritySettingsInput', {
  fields: (t) => ({
    passwordMin: t.int({ required: true }),
    passwordMax: t.int({ required: true }),
    requireDigit: t.boolean({ required: true }),
    requireLower: t.boolean({ required: true }),
    requireUpper: t.boolean({ required: true }),
    requireSpecial: t.boolean({ required: true }),
    forbidConsecutive: t.boolean({ required: true }),
    forbidHistory: t.boolean({ required: true }),
    historyCount: t.int({ required: true }),
    forbidAccountRelated: t.boolean({ required: true }),
    lockAfterFailures: t.int({ required: true }),
    lockAfterInactiveDays: t.int({ required: true }),
    sessionTimeoutHours: t.int({ required: true }),
    sessionTimeoutMinutes: t.int({ required: true }),
    prohibitMultiLocation: t.boolean({ required: true }),
    mfaRequired: t.boolean({ required: true }),
  }),
});

/** The password rules' fields, on the rules a form reads and on the settings an admin edits. */
const PasswordRulesType = builder.objectRef<PasswordRules>('PasswordRules').implement({
  description: "An account's password rules, as forms read them to check a password before sending it.",
  interfaces: [PasswordRuleSet],
  fields: () => ({}),
});

builder.queryField('passwordRules', (t) =>
  t.field({
    ...readOf(PasswordRulesType, { authenticated: true }, "The caller's account's password rules, for any signed-in user."),
    args: { accountId: t.arg.id({ description: 'System super admins only: another account (a user created there).' }) },
    resolve: (_root, args, ctx) => ctx.services.security.rulesFor(actorOf(ctx).accountScope(args.accountId)),
  }),
);

builder.queryField('securitySettings', (t) =>
  t.field({
    ...readOf(SecuritySettingsType, { can: 'system_security' }),
    args: { accountId: t.arg.id({ description: 'System super admins only: another account.' }) },
    resolve: (_root, args, ctx) => ctx.services.security.get(actorOf(ctx), args.accountId),
  }),
);

builder.mutationField('updateSecuritySettings', (t) =>
  t.field({
    ...changeOf(SecuritySettingsType, { can: 'system_security' }),
    args: { input: t.arg({ type: SecuritySettingsInput, required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.security.update(actorOf(ctx), args.input, args.accountId, ctx.meta.ip),
  }),
);
