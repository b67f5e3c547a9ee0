import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPassword, DEFAULT_PASSWORD_RULES } from '../../../common/password-rules';
import { SECURITY_RANGES } from '../../../common/rules';
import { SECURITY_BOUND_CASES } from '../../../common/security-bound-cases';
import { message } from '../../../server/src/i18n/messages';
import en from '../../../web/src/i18n/en.json';
import { gqlAs } from '../../helpers/graphql';
import { restClient, type RestClient } from '../../helpers/rest';
import { loginSystemAdmin, startTestServer, type TestServer } from '../../helpers/server';

/**
 * The server enforces exactly the bounds and rules the console's forms check, from one source:
 * the security settings' ranges (common/rules.ts; `SECURITY_BOUND_CASES` is the table both this
 * test and the form's, web/src/features/security/security-bounds.test.ts, run) and the sign-up
 * password rules (common/password-rules.ts, which the sign-up form checks and its hint is
 * written from).
 */
let t: TestServer;
let rest: RestClient;
let token: string;

const UPDATE = `mutation($i: SecuritySettingsInput!) { updateSecuritySettings(input: $i) {
  __typename ... on AppError { code message } } }`;

const VALID = {
  passwordMin: 8,
  passwordMax: 64,
  requireDigit: true,
  requireLower: true,
  requireUpper: true,
  requireSpecial: true,
  forbidConsecutive: false,
  forbidHistory: true,
  historyCount: 3,
  forbidAccountRelated: true,
  lockAfterFailures: 5,
  lockAfterInactiveDays: 0,
  sessionTimeoutHours: 2,
  sessionTimeoutMinutes: 0,
  prohibitMultiLocation: true,
  mfaRequired: false,
};

beforeAll(async () => {
  t = await startTestServer();
  rest = restClient(t);
  const a = await t.seed.account();
  const boss = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
  token = await t.login(boss.username, boss.password);
  const system = await loginSystemAdmin(t);
  await gqlAs(t, system, 'mutation($i: SignupSettingsInput!) { updateSignupSettings(input: $i) { __typename } }', { i: { enabled: true, requiresApproval: false } });
});
afterAll(() => t.close());

describe('security settings: the server’s bounds are the form’s (spec §5, §9)', () => {
  it.each(SECURITY_BOUND_CASES)('%s: %j → accepted %s', async (_key, change, accepted) => {
    const raw = await gqlAs(t, token, UPDATE, { i: { ...VALID, ...change } });
    expect(raw.data?.updateSecuritySettings.__typename === 'MutationUpdateSecuritySettingsSuccess').toBe(accepted);
  });

  it('names the bounds in its messages, in both languages', async () => {
    for (const key of ['lockAfterFailures', 'lockAfterInactiveDays', 'passwordMin', 'historyCount'] as const) {
      const max = SECURITY_RANGES[key][1];
      const refused = (await gqlAs(t, token, UPDATE, { i: { ...VALID, forbidHistory: true, [key]: max + 1 } })).data!.updateSecuritySettings;
      expect(refused).toMatchObject({ code: '400' });
      expect(refused.message).toContain(String(max));
    }
    const zh = (await gqlAs(t, token, UPDATE, { i: { ...VALID, lockAfterFailures: 1000 } }, 'zh-TW')).data!.updateSecuritySettings.message;
    expect(zh).toBe('連續密碼錯誤鎖定次數必須是 0 到 100 之間的整數。');
  });
});

describe('sign-up: the hint says the rule the server enforces (spec §5)', () => {
  const register = (password: string) => {
    const suffix = crypto.randomBytes(4).toString('hex');
    const info = { accountName: `hint-${suffix}`, username: `hint-${suffix}`, email: `hint-${suffix}@example.test`, realname: 'Hinted Person' };
    return rest.post('/api/index/register', { ...info, password: t.encrypt(password), confirmPassword: t.encrypt(password) }).then((r) => r.json());
  };

  it.each([
    ['fits the old hint (6 characters mixing letters, numbers and symbols)', 'abc12!'],
    ['has no uppercase letter', 'lower#case2024'],
    ['has no symbol', 'NoSymbol2024x'],
    ['is too long', `Aa1#${'x'.repeat(DEFAULT_PASSWORD_RULES.passwordMax)}`],
  ])('refuses on both sides a password that %s, with the same words', async (_name, password) => {
    // The sign-up form runs this check on the same rules.
    const [violation] = checkPassword(password, DEFAULT_PASSWORD_RULES);
    expect(violation).toBeDefined();
    const answer = await register(password);
    expect(answer.code).toBe('400');
    expect(answer.msg).toBe(message('en', violation.key, violation.params));
    // The form shows the same words for it (web catalogue passwordRules.*).
    const formText = en.passwordRules[violation.key].replace(/\{\{(\w+)\}\}/g, (_: string, name: string) => String(violation.params?.[name] ?? ''));
    expect(answer.msg).toBe(formText);
  });

  it('accepts on both sides a password that follows the hint', async () => {
    const password = 'Follows#Hint2024';
    expect(checkPassword(password, DEFAULT_PASSWORD_RULES)).toEqual([]);
    expect((await register(password)).code).toBe('200');
  });
});

describe('validation messages name fields by their label (spec §5 "{field} cannot be empty")', () => {
  it('translates internal field names in both languages', async () => {
    expect(message('en', 'fieldEmpty', { field: 'roleName' })).toBe('Role name cannot be empty');
    expect(message('zh-TW', 'fieldEmpty', { field: 'roleName' })).toBe(message('zh-TW', 'fieldEmpty', { field: '角色名稱' }));
    expect(message('en', 'nameLength', { field: 'input.groupName', min: 4, max: 50 })).toBe('Group name must be 4-50 characters.');
    const role = await gqlAs(
      t,
      token,
      'mutation { createRole(input: { name: "", codes: [], manageAdminRoles: false }) { __typename ... on AppError { message } } }',
      undefined,
      'zh-TW',
    );
    const text = JSON.stringify(role);
    expect(text).not.toContain('roleName');
    expect(text).toContain('角色名稱');
  });
});
