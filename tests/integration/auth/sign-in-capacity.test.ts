// Sign-in's password checks are bounded (RAMPART_SIGNIN_CONCURRENCY, RAMPART_SIGNIN_QUEUE): a
// burst beyond them is answered 503 with Retry-After at once, in the caller's language. The wait
// budget (RAMPART_SIGNIN_MAX_WAIT_MS, tested with the queue itself) is lifted here, so the counts
// alone decide however slowly this machine checks a password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp, startTestServer, type TestServer } from '../../helpers/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { RAMPART_SIGNIN_CONCURRENCY: '1', RAMPART_SIGNIN_QUEUE: '1', RAMPART_SIGNIN_MAX_WAIT_MS: '60000' } });
});
afterAll(() => t.close());

const signIn = (username: string, password: string, lang = 'en') =>
  t.runtime.app.server.inject({
    method: 'POST',
    url: '/api/index/login',
    payload: { username, password: t.encrypt(password) },
    headers: { lang },
    remoteAddress: clientIp(),
  });

describe('sign-in capacity', () => {
  it('checks one password at a time, lets one wait and answers the rest 503 with Retry-After at once', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => t.seed.user()));
    const answers = await Promise.all(users.map((u, i) => signIn(u.username, u.password, i % 2 ? 'zh-TW' : 'en')));
    const ok = answers.filter((a) => a.json().code === '200');
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(ok).toHaveLength(2);
    expect(busy).toHaveLength(4);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toMatchObject({ code: '503', data: null });
    }
    const messages = new Set(busy.map((a) => a.json().msg));
    expect(messages).toEqual(new Set(['Too many sign-ins are being checked right now; try again in a moment.', '目前正在驗證的登入過多，請稍候再試。']));

    // Capacity frees as checks finish: the refused can sign in now.
    const again = await signIn(users[answers.indexOf(busy[0])].username, users[answers.indexOf(busy[0])].password);
    expect(again.json().code).toBe('200');
  });

  it('answers the GraphQL login mutation 503 the same way', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => t.seed.user()));
    const answers = await Promise.all(
      users.map((u) =>
        t.runtime.app.server.inject({
          method: 'POST',
          url: '/graphql',
          payload: {
            query: 'mutation($input: LoginInput!) { login(input: $input) { __typename ... on AppError { code message } } }',
            variables: { input: { username: u.username, password: t.encrypt(u.password) } },
          },
          remoteAddress: clientIp(),
        }),
      ),
    );
    const codes = answers.map((a) => {
      const body = a.json();
      return body.errors?.[0]?.extensions?.code ?? body.data?.login?.code ?? body.data?.login?.__typename;
    });
    expect(codes.filter((c) => c === '503')).toHaveLength(2);
  });
});
