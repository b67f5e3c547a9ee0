import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../helpers/graphql';
import { roleMatrix } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';
import { api, callerHeaders, multipart, type Caller } from '../assessment/assessment-helpers';

const KEYTOOL = '/usr/lib/jvm/java-17-openjdk-amd64/bin/keytool';
/** Passwords distinctive enough that finding one anywhere is a leak. */
const SECRETS = { jksStore: 'Jks-Store-Secret-7391', jksKey: 'Jks-Key-Secret-4417', p12: 'P12-Store-Secret-8823' };

let t: TestServer;
let dir: string;
let owner: Caller;
let h5Only: Caller;
let other: Caller;
const logLines: string[] = [];
const answers: string[] = [];

function keytool(name: string, args: string[]): Buffer {
  const file = path.join(dir, name);
  execFileSync(KEYTOOL, ['-genkeypair', '-keystore', file, '-validity', '3650', '-noprompt', ...args], { stdio: 'pipe' });
  return fs.readFileSync(file);
}

async function addKeystore(caller: Caller, file: string, bytes: Buffer, fields: Record<string, string>, lang = 'en') {
  const { payload, contentType } = multipart(file, bytes, fields);
  const res = await t.runtime.app.server.inject({
    method: 'POST',
    url: '/api/harden/keystore/add',
    payload,
    headers: { ...callerHeaders(caller), 'content-type': contentType, lang },
  });
  answers.push(res.body);
  return res.json() as { code: string; msg: string; data: Record<string, unknown> | null };
}

let jks: Buffer;
let p12: Buffer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keystores-'));
  jks = keytool('release.jks', [
    '-storetype',
    'JKS',
    '-storepass',
    SECRETS.jksStore,
    '-keypass',
    SECRETS.jksKey,
    '-alias',
    'release',
    '-keyalg',
    'RSA',
    '-keysize',
    '2048',
    '-dname',
    'CN=Keystore Test, O=Rampart, C=TW',
  ]);
  p12 = keytool('upload.p12', [
    '-storetype',
    'PKCS12',
    '-storepass',
    SECRETS.p12,
    '-alias',
    'upload',
    '-keyalg',
    'EC',
    '-groupname',
    'secp256r1',
    '-dname',
    'CN=Upload Key, O=Rampart, C=TW',
  ]);
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await startTestServer({ logger: pino({ level: 'debug' }, sink) });
  const matrix = await roleMatrix(t, {
    h5Only: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['h5_protected', 'keystore', 'hardening_view']), {}),
  });
  owner = { token: matrix.tokens.customerSuperAdmin };
  h5Only = { token: matrix.tokens.h5Only };
  other = { token: matrix.tokens.otherAccount };
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('signing keystores', () => {
  it('takes a JKS and a PKCS#12 made by keytool, showing the certificate keytool shows', async () => {
    const added = await addKeystore(owner, 'release.jks', jks, { storePassword: SECRETS.jksStore, alias: 'release', aliasPassword: SECRETS.jksKey, signatureScheme: 'v1v2' });
    expect(added.code).toBe('200');
    const listed = execFileSync(KEYTOOL, ['-list', '-v', '-keystore', path.join(dir, 'release.jks'), '-storepass', SECRETS.jksStore], { encoding: 'utf8' });
    const sha256 = /SHA256: ([0-9A-F:]+)/.exec(listed)![1].replace(/:/g, '').toLowerCase();
    expect(added.data).toMatchObject({ storeType: 'jks', alias: 'release', signatureScheme: 'v1v2', sha256, keyAlgorithm: 'rsa' });
    expect(added.data!.subject).toContain('CN=Keystore Test');

    const p12Added = await addKeystore(owner, 'upload.p12', p12, { storePassword: SECRETS.p12, alias: 'upload', aliasPassword: SECRETS.p12 });
    expect(p12Added.data).toMatchObject({ storeType: 'pkcs12', alias: 'upload', signatureScheme: 'v1v2v3', keyAlgorithm: 'ec' });

    const list = await api(t, owner, '/api/harden/keystore/list', {});
    answers.push(JSON.stringify(list));
    expect(list.data.total).toBe(2);
    const gql = await gqlAs(t, (owner as { token: string }).token, '{ hardeningKeystores(first: 10) { totalCount edges { node { name alias sha256 storeType notAfter } } } }');
    answers.push(JSON.stringify(gql));
    expect(gql.data?.hardeningKeystores.totalCount).toBe(2);
  });

  it.each([
    ['en', 'wrong store password', { storePassword: 'wrong', alias: 'release', aliasPassword: SECRETS.jksKey }, 'Keystore password invalid'],
    ['en', 'wrong alias password', { storePassword: SECRETS.jksStore, alias: 'release', aliasPassword: 'wrong' }, 'Alias password invalid'],
    ['zh-TW', 'wrong store password', { storePassword: 'wrong', alias: 'release', aliasPassword: SECRETS.jksKey }, '金鑰庫密碼無效'],
    ['zh-TW', 'wrong alias password', { storePassword: SECRETS.jksStore, alias: 'release', aliasPassword: 'wrong' }, '別名密碼無效'],
    ['en', 'an alias that is not there', { storePassword: SECRETS.jksStore, alias: 'nobody', aliasPassword: SECRETS.jksKey }, 'The keystore has no key entry named nobody.'],
  ])('answers a JKS with a %s %s with the spec’s message', async (lang, _what, fields, msg) => {
    expect(await addKeystore(owner, 'release.jks', jks, fields, lang)).toMatchObject({ code: '400', msg });
  });

  it('answers a PKCS#12 with a wrong password, and a file that is no keystore, with their messages', async () => {
    expect(await addKeystore(owner, 'upload.p12', p12, { storePassword: 'wrong', alias: 'upload' })).toMatchObject({ code: '400', msg: 'Keystore password invalid' });
    expect(await addKeystore(owner, 'upload.p12', p12, { storePassword: SECRETS.p12, alias: 'upload', aliasPassword: 'other' })).toMatchObject({
      code: '400',
      msg: 'Alias password invalid',
    });
    expect(await addKeystore(owner, 'notes.jks', Buffer.from('not a keystore at all'), { storePassword: 'x', alias: 'y' })).toMatchObject({
      code: '400',
      msg: 'This is not a JKS or PKCS#12 keystore.',
    });
  });

  it('needs the Android hardening permission, and keeps keystores per account', async () => {
    expect((await addKeystore(h5Only, 'release.jks', jks, { storePassword: SECRETS.jksStore, alias: 'release', aliasPassword: SECRETS.jksKey })).code).toBe('403');
    expect((await api(t, h5Only, '/api/harden/keystore/list', {})).code).toBe('403');
    expect((await api(t, other, '/api/harden/keystore/list', {})).data.total).toBe(0);
    const ids = (await api(t, owner, '/api/harden/keystore/list', {})).data.list.map((k: { keystoreId: string }) => k.keystoreId);
    expect((await api(t, other, '/api/harden/keystore/deleteByIds', { ids })).code).toBe('404');
  });

  it('never shows a password or the file in an answer, a log line or the database in clear', async () => {
    const tables = ['hardening_keystores', 'operation_logs'];
    const dump: string[] = [];
    for (const table of tables) {
      const rows = await sql<{ row: string }>`select row_to_json(x)::text as row from ${sql.table(table)} x`.execute(t.runtime.deps.db);
      dump.push(...rows.rows.map((r) => r.row));
    }
    expect(dump.some((row) => row.includes('Keystore Test') || row.includes('release'))).toBe(true);
    const haystacks = { answers: answers.join('\n'), logs: logLines.join('\n'), database: dump.join('\n') };
    expect(haystacks.logs.length).toBeGreaterThan(1000);
    for (const [where, text] of Object.entries(haystacks)) {
      for (const secret of Object.values(SECRETS)) expect(text.includes(secret), `${secret} in ${where}`).toBe(false);
      // The keystore file itself, as base64 (how it is sealed) or raw.
      expect(text.includes(jks.toString('base64').slice(0, 64)), `keystore in ${where}`).toBe(false);
    }
    expect(
      (
        await api(t, owner, '/api/harden/keystore/deleteByIds', {
          ids: (await api(t, owner, '/api/harden/keystore/list', {})).data.list.map((k: { keystoreId: string }) => k.keystoreId),
        })
      ).data.deleted,
    ).toBe(2);
  });
});
