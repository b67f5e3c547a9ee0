import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackgroundTasks } from '../../../server/src/lib/background';
import { hashToken } from '../../../server/src/platform/tokens';
import { Mailer } from '../../../server/src/platform/mail';
import { eventually, outboxMailTo, restClient, setSecurity, type RestClient } from '../../helpers/rest';
import { clientIp, startTestServer, uniqueName, type TestServer } from '../../helpers/server';

interface ReceivedMail {
  to: string[];
  raw: string;
}

let t: TestServer;
let rest: RestClient;
let smtp: SMTPServer;
const received: ReceivedMail[] = [];

beforeAll(async () => {
  // A real SMTP server on a random port: the console delivers reset mails to it over SMTP.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, RAMPART_PUBLIC_URL: 'https://console.example.test/' } });
  rest = restClient(t);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The plain-text body of a received mail, undoing quoted-printable or base64 transfer encoding. */
function mailText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const resetTokenIn = (text: string) => /\/reset_pwd\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function userWithEmail() {
  const email = `${uniqueName('reset')}@example.test`;
  const user = await t.seed.user({ email });
  return { ...user, email };
}

const forgot = (email: string, options: { ip?: string; lang?: string } = {}) => rest.post('/api/index/forgotPassword', { email }, options);
const reset = (token: string, password: string, confirmPassword = password) =>
  rest.post('/api/index/resetPassword', { token, password: t.encrypt(password), confirmPassword: t.encrypt(confirmPassword) });

describe('forgot password through a real SMTP server', () => {
  it('mails a single-use link that resets the password, unlocks the user and ends every session', async () => {
    const user = await userWithEmail();
    const oldSession = await t.login(user.username, user.password);
    await t.runtime.deps.db.updateTable('users').set({ locked: true, failedAttempts: 5 }).where('id', '=', user.userId).execute();

    const answer = await forgot(user.email.toUpperCase());
    expect(answer.json()).toEqual({
      code: '200',
      msg: 'If the address belongs to an account, a link to reset the password has been sent to it. The link is valid for 30 minutes.',
      data: null,
    });
    const mail = await eventually(async () => received.find((m) => m.to.includes(user.email)));
    expect(mail.raw).toMatch(/^Subject: Reset your Rampart password/m);
    const text = mailText(mail.raw);
    expect(text).toContain('https://console.example.test/reset_pwd?token=');
    const token = resetTokenIn(text)!;

    expect((await rest.post('/api/index/validateResetPassword', { token })).json().code).toBe('200');
    expect((await reset(token, 'Brand#New1pass', 'Brand#New1pasS')).json().msg).toBe('Passwords must match');
    expect((await reset(token, 'short')).json()).toMatchObject({ code: '400', msg: 'The password must be between 8 and 64 characters long.' });
    expect((await reset(token, user.password)).json().msg).toBe('The new password must not match the old password.');
    expect((await rest.post('/api/index/resetPassword', { token, password: 'Brand#New1pass', confirmPassword: 'Brand#New1pass' })).json().code).toBe('login.notEncrypted');
    expect((await reset(token, 'Brand#New1pass')).json().code).toBe('200');

    expect((await rest.post('/api/index/verifyAuth', undefined, { token: oldSession })).json().code).toBe('401');
    expect((await rest.post('/api/index/resetPassword', { token, password: t.encrypt('Other#New1pass'), confirmPassword: t.encrypt('Other#New1pass') })).json()).toMatchObject({
      code: 'token.invalid',
    });
    expect((await rest.post('/api/index/validateResetPassword', { token })).json().code).toBe('token.invalid');
    await t.login(user.username, 'Brand#New1pass');

    const outbox = await outboxMailTo(t, user.email);
    expect(outbox).toMatchObject({ transport: 'smtp', accountId: user.accountId, error: null });
    expect(outbox.sentAt).toBeInstanceOf(Date);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const user = await userWithEmail();
    const known = await forgot(user.email);
    const unknownAddress = `${uniqueName('nobody')}@example.test`;
    const unknown = await forgot(unknownAddress);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await eventually(async () => received.find((m) => m.to.includes(user.email)));
    const row = await t.runtime.deps.db.selectFrom('mailOutbox').select('id').where('recipient', '=', unknownAddress).executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await forgot('not-an-address')).json()).toMatchObject({ code: '400', msg: 'Email address is not invalid' });
  });

  it('refuses an expired or unknown link clearly', async () => {
    const user = await userWithEmail();
    await forgot(user.email);
    const token = resetTokenIn((await outboxMailTo(t, user.email)).body)!;
    await t.runtime.deps.db
      .updateTable('oneTimeTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    const expired = (await rest.post('/api/index/validateResetPassword', { token })).json();
    expect(expired).toEqual({ code: 'token.invalid', msg: 'This password reset link is not valid or has expired. Please ask for a new one.', data: null });
    expect((await rest.post('/api/index/validateResetPassword', { token: 'made-up-token' })).json().code).toBe('token.invalid');
  });

  it('applies the history rule and writes the mail in the requested language', async () => {
    const user = await userWithEmail();
    await setSecurity(t, user.accountId, { historyCount: 2 });
    const token = await t.login(user.username, user.password);
    const change = (oldPassword: string, newPassword: string) =>
      rest.post('/api/index/changePassword', { oldPassword: t.encrypt(oldPassword), newPassword: t.encrypt(newPassword), confirmPassword: t.encrypt(newPassword) }, { token });
    expect((await change(user.password, 'Second#Pass1')).json().code).toBe('200');

    await forgot(user.email, { lang: 'zh-TW' });
    const mail = await outboxMailTo(t, user.email);
    expect(mail.subject).toBe('重設您的 Rampart 密碼');
    const link = resetTokenIn(mail.body)!;
    expect((await reset(link, 'Second#Pass1')).json().msg).toBe('The new password must not match the old password.');
    expect((await reset(link, 'Third#Pass1')).json().code).toBe('200');
    await forgot(user.email);
    const next = resetTokenIn(
      (
        await eventually(async () => {
          const m = await outboxMailTo(t, user.email);
          return m.body.includes('reset_pwd') && m.id !== mail.id ? m : undefined;
        })
      ).body,
    )!;
    expect((await reset(next, 'Second#Pass1')).json()).toMatchObject({ code: '400', msg: 'The password must not match any of your last 2 passwords.' });
  });

  it('limits requests per address and per client address', async () => {
    const address = `${uniqueName('limit')}@example.test`;
    for (let i = 0; i < 5; i++) expect((await forgot(address)).json().code).toBe('200');
    expect((await forgot(address)).json().code).toBe('429');

    const ip = clientIp();
    for (let i = 0; i < 20; i++) expect((await forgot(`${uniqueName('many')}@example.test`, { ip })).json().code).toBe('200');
    expect((await forgot(`${uniqueName('many')}@example.test`, { ip })).json().code).toBe('429');
  });

  it('records why a mail could not be delivered', async () => {
    const background = new BackgroundTasks(t.runtime.deps.logger);
    // Port 1 on the loopback refuses connections.
    const mailer = new Mailer(t.runtime.deps.db, t.runtime.deps.logger, background, { smtpUrl: 'smtp://127.0.0.1:1', from: 'test@example.test' });
    const to = `${uniqueName('down')}@example.test`;
    await mailer.send({ to, subject: 'hello', text: 'body', accountId: null });
    await background.flush();
    mailer.close();
    const row = await outboxMailTo(t, to);
    expect(row).toMatchObject({ transport: 'smtp', sentAt: null });
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
