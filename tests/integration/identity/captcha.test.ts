import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, type RestClient } from '../../helpers/rest';
import { clientIp, startTestServer, type TestServer } from '../../helpers/server';

let t: TestServer;
let rest: RestClient;
beforeAll(async () => {
  // A low hourly cap keeps the cap test short; the captcha rules are the real ones.
  t = await startTestServer({ env: { RAMPART_SIGNIN_ATTEMPTS_PER_HOUR: '6' } });
  rest = restClient(t);
});
afterAll(() => t.close());

const login = (username: string, password: string, ip: string, captcha: { captchaId?: string; captcha?: string } = {}) =>
  rest.post('/api/index/login', { username, password: t.encrypt(password), ...captcha }, { ip });

const failures = async (userId: string) => (await t.runtime.deps.db.selectFrom('users').select('failedAttempts').where('id', '=', userId).executeTakeFirstOrThrow()).failedAttempts;

describe('verification code after failed sign-ins from one address', () => {
  it('serves a captcha as SVG with an id', async () => {
    const body = (await rest.get('/api/index/captcha')).json();
    expect(body.code).toBe('200');
    expect(body.data.captchaId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(body.data.svg).toMatch(/^<svg [\s\S]*<\/svg>$/);
  });

  it('requires one after three failures within the window, refusing before the password is checked', async () => {
    const ip = clientIp();
    const user = await t.seed.user();
    expect((await login(user.username, 'wrong-1', ip)).json().data).toBeNull();
    expect((await login(user.username, 'wrong-2', ip)).json().data).toBeNull();
    const third = (await login(user.username, 'wrong-3', ip)).json();
    expect(third).toMatchObject({ code: 'login.invalid', data: { captchaRequired: true } });
    expect(await failures(user.userId)).toBe(3);

    // Even the right password is refused without a captcha, and the attempt is not counted.
    const missing = (await login(user.username, user.password, ip)).json();
    expect(missing).toMatchObject({ code: 'captcha.invalid', msg: 'Please enter the verification code.', data: { captchaRequired: true } });
    const { captchaId } = (await rest.get('/api/index/captcha')).json().data;
    const wrong = (await login(user.username, 'wrong-4', ip, { captchaId, captcha: 'ZZZZZ' })).json();
    expect(wrong).toMatchObject({ code: 'captcha.invalid', msg: 'The verification code is not correct.' });
    expect(await failures(user.userId)).toBe(3);

    // The right answer (read from the service, since the image is for people) lets it through.
    const solved = await t.runtime.app.services.captcha.issue();
    const ok = (await login(user.username, user.password, ip, { captchaId: solved.captchaId, captcha: solved.text.toLowerCase() })).json();
    expect(ok).toMatchObject({ code: '200', data: { mfa: false, captchaRequired: true } });
    // Each captcha works once.
    const reused = (await login(user.username, user.password, ip, { captchaId: solved.captchaId, captcha: solved.text })).json();
    expect(reused.code).toBe('captcha.invalid');
  });

  it('leaves other addresses alone', async () => {
    const ip = clientIp();
    const user = await t.seed.user();
    for (let i = 0; i < 3; i++) await login(user.username, `wrong-${i}`, ip);
    expect((await login(user.username, user.password, ip)).json().code).toBe('captcha.invalid');
    expect((await login(user.username, user.password, clientIp())).json()).toMatchObject({ code: '200', data: { captchaRequired: false } });
  });
});

describe('attempts per hour per account', () => {
  it('answers 429 over the cap, even with the right password, whatever the address', async () => {
    const user = await t.seed.user();
    for (let i = 0; i < 6; i++) expect((await login(user.username, user.password, clientIp())).json().code).toBe('200');
    const capped = await login(user.username, user.password, clientIp());
    expect(capped.json()).toMatchObject({ code: '429', msg: 'Too many requests, please try again later.' });
    // Another user is not affected.
    const other = await t.seed.user();
    expect((await login(other.username, other.password, clientIp())).json().code).toBe('200');
  });
});
