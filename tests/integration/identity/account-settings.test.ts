import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../helpers/graphql';
import { restClient, setSecurity, type RestClient } from '../../helpers/rest';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';

let t: TestServer;
let rest: RestClient;
beforeAll(async () => {
  t = await startTestServer();
  rest = restClient(t);
});
afterAll(() => t.close());

async function signedIn() {
  const user = await t.seed.user();
  return { ...user, token: await t.login(user.username, user.password) };
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(filename: string, contentType: string, content: Buffer) {
  const boundary = `----rampart${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (token: string, filename: string, contentType: string, content: Buffer) => {
  const { payload, headers } = multipart(filename, contentType, content);
  return t.runtime.app.server.inject({ method: 'POST', url: '/api/user/avatar', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
};

describe('profile (POST /api/user/updateUser)', () => {
  it('changes one’s own names and email', async () => {
    const me = await signedIn();
    const email = `${uniqueName('me')}@example.test`;
    const res = (await rest.post('/api/user/updateUser', { id: me.userId, realname: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', email }, { token: me.token })).json();
    expect(res).toMatchObject({ code: '200', data: { realname: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', email } });
    // Fields left out stay; an empty one is cleared.
    const cleared = (await rest.post('/api/user/updateUser', { lastName: '' }, { token: me.token })).json();
    expect(cleared.data).toMatchObject({ realname: 'Ada Lovelace', lastName: null, email });
  });

  it('validates the email, its uniqueness and lengths', async () => {
    const me = await signedIn();
    const other = await t.seed.user({ email: `${uniqueName('taken')}@example.test` });
    const takenEmail = (await t.runtime.deps.db.selectFrom('users').select('email').where('id', '=', other.userId).executeTakeFirstOrThrow()).email!;
    expect((await rest.post('/api/user/updateUser', { email: 'nope' }, { token: me.token })).json()).toMatchObject({ code: '400', msg: 'Email address is not invalid' });
    expect((await rest.post('/api/user/updateUser', { email: takenEmail.toUpperCase() }, { token: me.token })).json()).toMatchObject({ code: '409' });
    expect((await rest.post('/api/user/updateUser', { realname: 'x'.repeat(101) }, { token: me.token })).json().code).toBe('400');
  });

  it('edits only one’s own profile', async () => {
    const me = await signedIn();
    const other = await t.seed.user();
    const res = await rest.post('/api/user/updateUser', { id: other.userId, realname: 'Hijacked' }, { token: me.token });
    expect(res.json().code).toBe('403');
    const row = await t.runtime.deps.db.selectFrom('users').select('realname').where('id', '=', other.userId).executeTakeFirstOrThrow();
    expect(row.realname).toBe(other.username);
    expect((await rest.post('/api/user/updateUser', { realname: 'Anon' })).json().code).toBe('401');
  });

  it('has a GraphQL mirror', async () => {
    const me = await signedIn();
    const res = await gqlAs(
      t,
      me.token,
      'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { ... on MutationUpdateProfileSuccess { data { realname firstName } } ... on AppError { code message } } }',
      {
        i: { realname: 'Grace Hopper', firstName: 'Grace' },
      },
    );
    expect(res.data!.updateProfile.data).toEqual({ realname: 'Grace Hopper', firstName: 'Grace' });
    const bad = await gqlAs(t, me.token, 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { ... on AppError { code message } } }', { i: { email: 'bad' } });
    expect(bad.data!.updateProfile).toEqual({ code: '400', message: 'Email address is not invalid' });
  });
});

describe('avatar (POST /api/user/avatar, GET /api/user/getAvatar)', () => {
  it('stores a PNG checked by content and serves it back to its owner only', async () => {
    const me = await signedIn();
    expect((await rest.get('/api/user/getAvatar?t=1', { token: me.token })).json()).toMatchObject({ code: '404' });
    const png = await QRCode.toBuffer('avatar');
    const res = (await upload(me.token, 'me.bin', 'application/octet-stream', png)).json();
    expect(res.code).toBe('200');
    expect(res.data.avatar).toMatch(/^\/api\/user\/getAvatar\?t=\d+$/);
    const info = (await rest.get('/api/user/getUserInfo', { token: me.token })).json().data;
    expect(info.avatar).toBe(res.data.avatar);

    const served = await rest.get(res.data.avatar, { token: me.token });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    // Another user asks for "the" avatar and gets their own (none).
    const other = await signedIn();
    expect((await rest.get(res.data.avatar, { token: other.token })).json().code).toBe('404');
    expect((await rest.get(res.data.avatar)).json().code).toBe('401');
  });

  it('accepts a JPEG of 1.5 MB', async () => {
    const me = await signedIn();
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1536 * 1024, 7)]);
    expect((await upload(me.token, 'me.jpg', 'image/jpeg', jpeg)).json().code).toBe('200');
    expect((await rest.get('/api/user/getAvatar?t=2', { token: me.token })).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses other types whatever their name, files over 2 MB and a missing file', async () => {
    const me = await signedIn();
    const gif = await upload(me.token, 'looks-like.png', 'image/png', Buffer.from('GIF89a........'));
    expect(gif.json()).toMatchObject({ code: '400', msg: 'Please select [png, jpg, jpeg] file' });
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2 * 1024 * 1024, 1)]);
    const tooBig = await upload(me.token, 'big.jpg', 'image/jpeg', big);
    expect(tooBig.json()).toMatchObject({ code: '413', msg: 'Only allow uploading files not exceeding 2MB.' });
    const none = await t.runtime.app.server.inject({ method: 'POST', url: '/api/user/avatar', payload: {}, headers: { authorization: `Bearer ${me.token}` } });
    expect(none.json()).toMatchObject({ code: '400', msg: 'Please select a file to upload' });
    expect((await rest.get('/api/user/getAvatar?t=3', { token: me.token })).json().code).toBe('404');
  });
});

describe('change password (POST /api/index/changePassword)', () => {
  const change = (token: string, oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
    rest.post('/api/index/changePassword', { oldPassword: t.encrypt(oldPassword), newPassword: t.encrypt(newPassword), confirmPassword: t.encrypt(confirmPassword) }, { token });

  it('checks the old password, sameness, confirmation and the account’s rules', async () => {
    const me = await signedIn();
    expect(
      (await rest.post('/api/index/changePassword', { oldPassword: me.password, newPassword: 'A#b1cdefgh', confirmPassword: 'A#b1cdefgh' }, { token: me.token })).json().code,
    ).toBe('login.notEncrypted');
    expect((await change(me.token, 'Wrong#Pass1', 'New#Passw0rd')).json()).toMatchObject({ code: '400', msg: 'The current password is not correct.' });
    expect((await change(me.token, me.password, me.password)).json().msg).toBe('The new password must not match the old password.');
    expect((await change(me.token, me.password, 'New#Passw0rd', 'New#Passw0rD')).json().msg).toBe('Passwords must match');
    expect((await change(me.token, me.password, 'alllowercase1!')).json().msg).toBe('The password must contain an uppercase letter.');
    expect((await change(me.token, me.password, `${me.username}#A1`)).json().msg).toBe('The password must not contain your username, name, email or account name.');
    // The wrong old password counted toward the lock.
    const row = await t.runtime.deps.db.selectFrom('users').select('failedAttempts').where('id', '=', me.userId).executeTakeFirstOrThrow();
    expect(row.failedAttempts).toBe(1);
  });

  it('refuses the last N passwords and records every new one', async () => {
    const me = await signedIn();
    await setSecurity(t, me.accountId, { historyCount: 2 });
    expect((await change(me.token, me.password, 'Second#Pass1')).json().code).toBe('200');
    expect((await change(me.token, 'Second#Pass1', 'Third#Pass1')).json().code).toBe('200');
    expect((await change(me.token, 'Third#Pass1', 'Second#Pass1')).json().msg).toBe('The password must not match any of your last 2 passwords.');
    expect((await change(me.token, 'Third#Pass1', 'Fourth#Pass1')).json().code).toBe('200');
    const history = await t.runtime.deps.db.selectFrom('passwordHistory').select('passwordHash').where('userId', '=', me.userId).execute();
    expect(history).toHaveLength(3);
  });

  it('ends the user’s other sessions but keeps the current one', async () => {
    const user = await t.seed.user();
    await setSecurity(t, user.accountId, { prohibitMultiLocation: false });
    const elsewhere = await t.login(user.username, user.password);
    const here = await t.login(user.username, user.password);
    expect((await change(here, user.password, 'Changed#Pass1')).json().code).toBe('200');
    expect((await rest.post('/api/index/verifyAuth', undefined, { token: elsewhere })).json().code).toBe('401');
    expect((await rest.post('/api/index/verifyAuth', undefined, { token: here })).json().code).toBe('200');
    await t.login(user.username, 'Changed#Pass1');
  });

  it('has a GraphQL mirror', async () => {
    const me = await signedIn();
    const run = (newPassword: string, confirm = newPassword) =>
      gqlAs(t, me.token, 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ... on MutationChangePasswordSuccess { data } ... on AppError { code message } } }', {
        i: { oldPassword: t.encrypt(me.password), newPassword: t.encrypt(newPassword), confirmPassword: t.encrypt(confirm) },
      });
    expect((await run('Mirror#Pass1', 'Mirror#Pass2')).data!.changePassword).toEqual({ code: '400', message: 'Passwords must match' });
    expect((await run('Mirror#Pass1')).data!.changePassword).toEqual({ data: true });
  });
});
