import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  parse,
  validate,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
} from 'graphql';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../server/src/graphql/schema';
import { clientIp, startTestServer, uniqueName, type TestServer } from '../../helpers/server';

/**
 * The bad-input sweep: every argument of every query and mutation (and every field of their
 * input objects, recursively), and every field, query parameter and path parameter of every
 * REST route, gets NUL bytes, lone surrogates, 1 MB strings, negative and huge numbers,
 * non-UUID ids and forged cursors, as a system super admin and as a plain account admin.
 * Nothing may answer 5xx, no GraphQL error may be an internal one, and the server may log no
 * unexpected error.
 */

const MB_STRING = 'x'.repeat(1_000_000);
const BAD_STRINGS: Array<[string, string]> = [
  ['nul', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['1 MB', MB_STRING],
];
const BAD_IDS: Array<[string, string]> = [
  ['non-UUID', 'not-a-uuid'],
  ['empty id', ''],
  ['integer id', '12345'],
  ['huge integer id', '99999999999999999999999'],
  ['UUID', crypto.randomUUID()],
];
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const FORGED_CURSORS: Array<[string, string]> = [
  ['garbage cursor', '%%%not-base64%%%'],
  ['cursor with a non-UUID id', b64(['2024-01-01T00:00:00.000Z', 'not-a-uuid'])],
  ['cursor with an integer id', b64(['2024-01-01T00:00:00.000Z', 42])],
  ['cursor with a huge id', b64(['2024-01-01T00:00:00.000Z', '9'.repeat(40)])],
  ['cursor with a NUL value', b64(['a\u0000b', crypto.randomUUID()])],
  ['cursor with a lone surrogate', b64(['a\ud800b', crypto.randomUUID()])],
  ['cursor with an object value', b64([{ a: 1 }, crypto.randomUUID()])],
  ['cursor with a far date', b64(['+275000-01-01T00:00:00.000Z', crypto.randomUUID()])],
  ['cursor with a huge number', b64([1e308, 1e308])],
  ['cursor with a number for a date', b64([-8.64e15, crypto.randomUUID()])],
];
const BAD_INTS: Array<[string, unknown]> = [
  ['-1', -1],
  ['2^31', 2 ** 31],
  ['1e308', 1e308],
];
const BAD_FLOATS: Array<[string, unknown]> = [
  ['-1', -1],
  ['1e308', 1e308],
  ['-1e308', -1e308],
];

/** A sweep principal: a signed-in user and the rows its plausible ids point at. */
interface Principal {
  name: 'system super admin' | 'account admin';
  token: string;
  /** The account the calls act on (the admin's own; another one for the system admin). */
  accountId: string;
  /** For the system super admin: pass `accountId` so calls act on the seeded account. */
  passAccountId: boolean;
  roleId: string;
  userId: string;
  groupId: string;
  username: string;
  password: string;
}

interface Failure {
  who: string;
  call: string;
  status: number;
  detail: string;
}

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string; stack?: string };
}

describe('bad-input sweep', () => {
  let t: TestServer;
  const logLines: LogLine[] = [];
  const failures: Failure[] = [];
  let calls = 0;
  const outcomes = new Map<string, number>();
  const times: Array<[string, number]> = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) logLines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    t = await startTestServer({ logger: pino({ level: 'warn' }, sink) });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function seedAccount(): Promise<{ accountId: string; roleIds: Record<string, string>; roleId: string; userId: string; groupId: string }> {
    const db = t.runtime.deps.db;
    const { accountId, roleIds } = await t.seed.account();
    const { id: roleId } = await db
      .insertInto('roles')
      .values({ accountId, name: uniqueName('sweep-role'), type: 'CUSTOM', codes: [] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await t.seed.userIn(accountId, roleIds.USER, {});
    const { id: groupId } = await db
      .insertInto('userGroups')
      .values({ accountId, name: uniqueName('sweep-group') })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { accountId, roleIds, roleId, userId: other.userId, groupId };
  }

  async function newPrincipal(name: Principal['name']): Promise<Principal> {
    const target = await seedAccount();
    const user = name === 'system super admin' ? await t.seed.systemAdmin() : await t.seed.userIn(target.accountId, target.roleIds.ADMIN, {});
    const token = await t.login(user.username, user.password);
    return {
      name,
      token,
      accountId: target.accountId,
      passAccountId: name === 'system super admin',
      roleId: target.roleId,
      userId: target.userId,
      groupId: target.groupId,
      username: user.username,
      password: user.password,
    };
  }

  /** Whether the principal's session still works (a swept mutation may have ended it). */
  async function stillSignedIn(p: Principal): Promise<boolean> {
    const res = await t.runtime.app.server.inject({ method: 'POST', url: '/graphql', payload: { query: '{ viewer { id } }' }, headers: { authorization: `Bearer ${p.token}` } });
    return res.statusCode === 200 && !res.json().errors;
  }

  function record(who: string, call: string, status: number, body: string): void {
    calls++;
    let outcome = String(status);
    const fail = (detail: string) => failures.push({ who, call, status, detail: detail.slice(0, 300) });
    if (status >= 500) fail(body);
    try {
      const json = JSON.parse(body) as { code?: string; errors?: Array<{ message: string; extensions?: { code?: string } }>; data?: Record<string, unknown> | null };
      if (json.errors?.length) {
        outcome = json.errors[0].extensions?.code ?? 'error';
        for (const error of json.errors) {
          if (error.extensions?.code === 'INTERNAL_SERVER_ERROR' || error.message === 'Unexpected error.') fail(JSON.stringify(error));
        }
      } else if (json.data) {
        const value = Object.values(json.data)[0] as { __typename?: string; code?: string } | null;
        outcome = value?.__typename === 'AppError' ? `AppError ${value.code}` : 'data';
        if (value?.__typename === 'AppError' && value.code === '500') fail(JSON.stringify(value));
      } else if (json.code) {
        outcome = `REST ${json.code}`;
        if (json.code === '500') fail(body);
      }
    } catch {
      // Not JSON (a CSV, an image, tus): the status decides.
    }
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  }

  /** Runs `jobs` a few at a time. */
  async function pool(jobs: Array<() => Promise<void>>, width = 8): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: width }, async () => {
        while (next < jobs.length) await jobs[next++]();
      }),
    );
  }

  // ---- GraphQL ----------------------------------------------------------------------------

  /**
   * A small selection of the field's result (leaves one level down, AppError's code): the root
   * resolvers read the arguments, and a small document keeps thousands of calls quick.
   */
  function selection(type: GraphQLOutputType, depth = 0): string {
    const named = getNamedType(type) as GraphQLNamedType;
    if (isLeafType(named)) return '';
    if (isUnionType(named))
      return `{ __typename ${named
        .getTypes()
        .map((m) => `... on ${m.name} ${selection(m, depth)}`)
        .join(' ')} }`;
    if (!isObjectType(named)) return '{ __typename }';
    const parts = ['__typename'];
    for (const field of Object.values(named.getFields())) {
      if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
      const inner = getNamedType(field.type);
      if (isLeafType(inner)) parts.push(field.name);
      else if (depth < 1) parts.push(`${field.name} ${selection(field.type, depth + 1)}`);
    }
    return `{ ${parts.join(' ')} }`;
  }

  /** A value the field would accept for a required argument or input field. */
  function plausible(type: GraphQLInputType, name: string, field: string, p: Principal): unknown {
    if (isNonNullType(type)) return plausible(type.ofType, name, field, p);
    if (isListType(type)) return [plausible(type.ofType, name.replace(/s$/, ''), field, p)];
    if (isInputObjectType(type)) {
      const value: Record<string, unknown> = {};
      for (const f of Object.values(type.getFields())) if (isNonNullType(f.type)) value[f.name] = plausible(f.type, f.name, field, p);
      return value;
    }
    if (isEnumType(type)) return type.getValues()[0].value;
    switch (type.name) {
      case 'Int':
        return name === 'historyCount' ? 3 : 10;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return false;
      case 'ID':
        if (name === 'accountId') return p.accountId;
        if (name === 'userId' || name === 'userIds') return p.userId;
        if (name === 'roleId') return p.roleId;
        if (name === 'userGroupId') return p.groupId;
        if (name === 'id' || name === 'ids') {
          if (/Role\b|Role$/.test(field) || /^(role|updateRole|deleteRole)$/.test(field)) return p.roleId;
          if (/UserGroup/.test(field) || field === 'userGroup') return p.groupId;
          if (/User|resetUserPassword/.test(field) || field === 'user') return p.userId;
          if (/Account/.test(field) || field === 'account') return p.accountId;
        }
        return crypto.randomUUID();
      default:
        if (/password/i.test(name)) return 'Str0ng#Password';
        if (name === 'username') return uniqueName('sweep');
        if (name === 'email') return 'sweep@example.com';
        if (name === 'from') return new Date(Date.now() - 86_400_000).toISOString();
        if (name === 'to') return new Date().toISOString();
        if (name === 'lang') return 'en';
        if (name === 'name' || name === 'keyIdentifier') return uniqueName('sweep_name').replace(/-/g, '_');
        if (name === 'appId') return 'com.example.sweep';
        return 'plausible';
    }
  }

  /** The bad values for one position of a given type and name. */
  function badValues(type: GraphQLInputType, name: string): Array<[string, unknown]> {
    const named = getNamedType(type);
    if (name === 'after' || name === 'before') return [...FORGED_CURSORS, ...BAD_STRINGS];
    switch (named.name) {
      case 'String':
        return BAD_STRINGS;
      case 'ID':
        return [...BAD_IDS, ...BAD_STRINGS];
      case 'Int':
        return BAD_INTS;
      case 'Float':
        return BAD_FLOATS;
      default:
        return [];
    }
  }

  /** Wraps a bad item into the list levels of `type`. */
  function wrap(type: GraphQLInputType, value: unknown): unknown {
    if (isNonNullType(type)) return wrap(type.ofType, value);
    if (isListType(type)) return [wrap(type.ofType, value)];
    return value;
  }

  interface Variant {
    label: string;
    args: Record<string, unknown>;
  }

  /** Every (position, bad value) pair of a field: arguments and input fields, recursively. */
  function variants(field: GraphQLField<unknown, unknown>, p: Principal): Variant[] {
    const base: Record<string, unknown> = {};
    for (const arg of field.args) {
      if (isNonNullType(arg.type)) base[arg.name] = plausible(arg.type, arg.name, field.name, p);
      else if (arg.name === 'accountId' && p.passAccountId) base[arg.name] = p.accountId;
    }
    const out: Variant[] = [];
    const visit = (type: GraphQLInputType, name: string, pathKeys: Array<string | number>, depth: number) => {
      for (const [label, bad] of badValues(type, name)) {
        const args = structuredClone(base);
        setAt(args, pathKeys, wrap(type, bad), field, p);
        out.push({ label: `${pathKeys.join('.')}=${label}`, args });
      }
      const inner = getNamedType(type);
      if (isInputObjectType(inner) && depth < 4) {
        const listed = isListType(isNonNullType(type) ? type.ofType : type);
        for (const f of Object.values(inner.getFields())) visit(f.type, f.name, [...pathKeys, ...(listed ? [0] : []), f.name], depth + 1);
      }
    };
    for (const arg of field.args) visit(arg.type, arg.name, [arg.name], 0);
    return out;
  }

  /** Sets a nested position, creating the plausible parents it needs. */
  function setAt(args: Record<string, unknown>, keys: Array<string | number>, value: unknown, field: GraphQLField<unknown, unknown>, p: Principal): void {
    let cursor: any = args;
    let type: GraphQLInputType = field.args.find((a) => a.name === keys[0])!.type;
    for (let i = 0; i < keys.length - 1; i++) {
      const key = keys[i];
      if (cursor[key] === undefined || cursor[key] === null)
        cursor[key] = typeof keys[i + 1] === 'number' ? [plausible(listItem(type), String(key), field.name, p)] : plausible(type, String(key), field.name, p);
      cursor = cursor[key];
      const next = keys[i + 1];
      if (typeof next === 'number') {
        type = listItem(type);
        if (cursor[next] === undefined) cursor[next] = plausible(type, String(key), field.name, p);
        cursor = cursor[next];
        i++;
        if (i >= keys.length - 1) break;
      }
      const named = getNamedType(type);
      if (isInputObjectType(named)) type = named.getFields()[String(keys[i + 1])].type;
    }
    cursor[keys[keys.length - 1]] = value;
  }

  function listItem(type: GraphQLInputType): GraphQLInputType {
    const t = isNonNullType(type) ? type.ofType : type;
    return isListType(t) ? t.ofType : t;
  }

  function document(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, argNames: string[]): string {
    const used = field.args.filter((a) => argNames.includes(a.name));
    const defs = used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const args = used.map((a) => `${a.name}: $${a.name}`).join(', ');
    return `${kind} Sweep${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(field.type)} }`;
  }

  async function sweepGraphQL(p: Principal, heal: () => Promise<Principal>): Promise<Principal> {
    for (const kind of ['query', 'mutation'] as const) {
      const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
      for (const field of Object.values(root.getFields())) {
        if (!field.args.length) continue;
        const jobs = variants(field, p).map((variant) => async () => {
          const query = document(kind, field, Object.keys(variant.args));
          const began = performance.now();
          const res = await t.runtime.app.server.inject({
            method: 'POST',
            url: '/graphql',
            payload: { query, variables: variant.args },
            headers: { authorization: `Bearer ${p.token}`, lang: 'en' },
            remoteAddress: clientIp(),
          });
          record(p.name, `${kind} ${field.name} ${variant.label}`, res.statusCode, res.body);
          if (process.env.SWEEP_TIMES) times.push([`${field.name} ${variant.label.replace(/^.*=/, '')}`, performance.now() - began]);
        });
        await pool(jobs);
        // A swept mutation may have ended the session or changed the account's rules.
        if (kind === 'mutation' && !(await stillSignedIn(p))) p = await heal();
      }
    }
    return p;
  }

  it('builds a valid document for every query and mutation field', async () => {
    const p = await newPrincipal('account admin');
    const problems: string[] = [];
    for (const [kind, root] of [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ] as const) {
      for (const field of Object.values(root.getFields())) {
        const all = field.args.map((a) => a.name);
        const errors = validate(schema, parse(document(kind, field, all)));
        if (errors.length) problems.push(`${field.name}: ${errors[0].message}`);
      }
    }
    // Armor's limits (depth, tokens, cost) pass too: every plausible query executes.
    for (const field of Object.values(schema.getQueryType()!.getFields())) {
      const base: Record<string, unknown> = {};
      for (const arg of field.args) if (isNonNullType(arg.type)) base[arg.name] = plausible(arg.type, arg.name, field.name, p);
      const res = await t.runtime.app.server.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: document('query', field, Object.keys(base)), variables: base },
        headers: { authorization: `Bearer ${p.token}` },
      });
      const code = res.json().errors?.[0]?.extensions?.code;
      if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT') problems.push(`${field.name}: ${res.json().errors[0].message}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers every GraphQL argument and REST field with bad input without a server error', { timeout: 600_000 }, async () => {
    const started = Date.now();
    let admin = await newPrincipal('account admin');
    let sysadmin = await newPrincipal('system super admin');
    admin = await sweepGraphQL(admin, () => newPrincipal('account admin'));
    sysadmin = await sweepGraphQL(sysadmin, () => newPrincipal('system super admin'));
    const graphqlCalls = calls;
    const graphqlSeconds = ((Date.now() - started) / 1000).toFixed(1);
    await sweepRest(admin);
    await sweepRest(sysadmin);
    await sweepRest(null);

    const logged = logLines.filter((l) => l.level >= 50);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `bad-input sweep: ${calls} calls (${graphqlCalls} GraphQL in ${graphqlSeconds} s, ${calls - graphqlCalls} REST) in ${seconds} s`,
        `outcomes: ${[...outcomes]
          .sort((a, b) => b[1] - a[1])
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
        `failures: ${failures.length}`,
        ...failures.slice(0, 200).map((f) => `  ${f.who} · ${f.call} → ${f.status} ${f.detail}`),
        `server errors logged: ${logged.length}`,
        ...logged.slice(0, 20).map((l) => `  ${l.msg}: ${l.err?.message ?? ''}`),
      ].join('\n'),
    );
    if (process.env.SWEEP_TIMES) {
      const byLabel = new Map<string, number>();
      for (const [k, v] of times) byLabel.set(k.replace(/^\S+ /, ''), (byLabel.get(k.replace(/^\S+ /, '')) ?? 0) + v);
      const byField = new Map<string, number>();
      for (const [k, v] of times) byField.set(k.split(' ')[0], (byField.get(k.split(' ')[0]) ?? 0) + v);
      console.log([...byLabel].sort((a, b) => b[1] - a[1]).slice(0, 10), [...byField].sort((a, b) => b[1] - a[1]).slice(0, 15));
    }
    expect(failures).toEqual([]);
    expect(logged.map((l) => `${l.msg}: ${l.err?.message ?? ''}`)).toEqual([]);
  });

  // ---- REST -------------------------------------------------------------------------------

  interface RestRoute {
    method: 'GET' | 'POST' | 'PATCH' | 'HEAD' | 'DELETE';
    url: string;
    body?: Record<string, unknown>;
    query?: string[];
    /** A `:param` in the url, swept with bad values. */
    param?: string;
    /** Signs the principal out: sent without its token. */
    anonymous?: boolean;
  }

  /** Every REST route with the fields it reads; `registered routes` below keeps it complete. */
  const ROUTES = (p: Principal | null): RestRoute[] => [
    { method: 'GET', url: '/api/index/publicKey', query: ['lang'] },
    { method: 'GET', url: '/api/index/captcha', query: ['captchaId'] },
    { method: 'POST', url: '/api/index/login', body: { username: 'nobody-here', password: 'x', captchaId: 'x', captcha: 'x' } },
    { method: 'POST', url: '/api/index/login/mfa', body: { token: 'x', code: '123456' } },
    { method: 'POST', url: '/api/index/verifyAuth', body: { token: 'x' } },
    { method: 'POST', url: '/api/index/logout', body: { token: 'x' }, anonymous: true },
    { method: 'GET', url: '/api/user/getUserInfo', query: ['id'] },
    { method: 'POST', url: '/api/scan/job/add', body: { fileId: crypto.randomUUID(), templateId: crypto.randomUUID() } },
    {
      method: 'POST',
      url: '/api/scan/job/list',
      body: { page: 1, pageSize: 20, cursor: null, platform: 'android', status: 'ready', fileName: 'a', submitType: 'WEB', sort: { field: 'createdAt', order: 'desc' } },
    },
    { method: 'POST', url: '/api/scan/job/get', body: { id: crypto.randomUUID() } },
    { method: 'POST', url: '/api/scan/job/cancel', body: { id: crypto.randomUUID() } },
    { method: 'POST', url: '/api/scan/job/deleteByIds', body: { ids: [crypto.randomUUID()] } },
    { method: 'GET', url: '/api/scan/job/report/:jobId', param: 'jobId', query: ['format'] },
    { method: 'POST', url: '/api/harden/policy/add', body: { kind: 'h5', name: 'sweep', options: { preset: 'low' }, remark: 'r', status: 'enabled', userIds: [] } },
    { method: 'POST', url: '/api/harden/policy/list', body: { kind: 'h5', pageSize: 20, cursor: null, name: 'a', status: 'enabled' } },
    { method: 'POST', url: '/api/harden/policy/get', body: { id: crypto.randomUUID() } },
    { method: 'POST', url: '/api/harden/policy/update', body: { id: crypto.randomUUID(), name: 'n', options: { preset: 'low' } } },
    { method: 'POST', url: '/api/harden/policy/deleteByIds', body: { ids: [crypto.randomUUID()] } },
    { method: 'POST', url: '/api/harden/job/add', body: { fileId: crypto.randomUUID(), policyId: crypto.randomUUID(), taskName: 't' } },
    { method: 'POST', url: '/api/harden/job/list', body: { kind: 'h5', page: 1, pageSize: 20, status: 'success', search: 'x', submitType: 'API' } },
    { method: 'POST', url: '/api/harden/job/get', body: { id: crypto.randomUUID() } },
    { method: 'POST', url: '/api/harden/job/cancel', body: { id: crypto.randomUUID() } },
    { method: 'POST', url: '/api/harden/job/deleteByIds', body: { ids: [crypto.randomUUID()] } },
    { method: 'GET', url: '/api/harden/job/download/:jobId', param: 'jobId', query: ['what', 'format'] },
    { method: 'GET', url: '/api/monitor/report/download/:reportId', param: 'reportId', query: ['accountId'] },
    { method: 'GET', url: '/api/monitor/sdk-file/:platform/download', param: 'platform', query: ['id'] },
    { method: 'POST', url: '/api/harden/keystore/add', body: { storePassword: 'p', alias: 'a', aliasPassword: 'p', signatureScheme: 'v1' } },
    { method: 'POST', url: '/api/harden/keystore/list', body: { pageSize: 20, cursor: null } },
    { method: 'POST', url: '/api/harden/keystore/deleteByIds', body: { ids: [crypto.randomUUID()] } },
    { method: 'POST', url: '/api/user/updateUser', body: { id: null, realname: 'Sweep', firstName: 'S', lastName: 'W', email: 'sweep@example.com' } },
    { method: 'GET', url: '/api/user/getAvatar', query: ['t'] },
    { method: 'POST', url: '/api/user/avatar', body: { file: 'x' } },
    { method: 'GET', url: '/api/operateLog/export', query: ['from', 'to', 'activityType', 'result', 'operator', 'ip', 'accountId'] },
    { method: 'POST', url: '/api/user/mfa/start', body: {} },
    { method: 'POST', url: '/api/user/mfa/confirm', body: { code: '123456' } },
    { method: 'POST', url: '/api/user/mfa/disable', body: { code: '123456', password: 'x' } },
    { method: 'GET', url: '/api/index/signupSettings', query: ['lang'] },
    {
      method: 'POST',
      url: '/api/index/register',
      body: { accountName: 'sweep_acct', username: 'sweep-user', email: 'sweep@example.com', realname: 'S', password: 'x', confirmPassword: 'x' },
    },
    { method: 'POST', url: '/api/index/register/validate', body: { signupId: crypto.randomUUID(), code: '123456' } },
    { method: 'POST', url: '/api/index/register/accept', body: { signupId: crypto.randomUUID(), accepted: true } },
    { method: 'POST', url: '/api/index/changePassword', body: { oldPassword: 'x', newPassword: 'y', confirmPassword: 'y' } },
    { method: 'POST', url: '/api/index/forgotPassword', body: { email: 'nobody@example.com' } },
    { method: 'POST', url: '/api/index/validateResetPassword', body: { token: 'x' } },
    { method: 'POST', url: '/api/index/resetPassword', body: { token: 'x', password: 'x', confirmPassword: 'x' } },
    { method: 'POST', url: '/api/file/upload', body: { platform: 'android' }, query: ['platform'] },
    { method: 'HEAD', url: '/api/file/tus/:id', param: 'id' },
    { method: 'PATCH', url: '/api/file/tus/:id', param: 'id' },
    { method: 'DELETE', url: '/api/file/tus/:id', param: 'id' },
    { method: 'POST', url: '/api/file/tus', query: ['platform'] },
    { method: 'GET', url: '/api/sdk/v1/config', query: ['appKey', 'platform', 'version'] },
    { method: 'GET', url: '/api/interfaceCustomization/find/:lang', param: 'lang' },
    // An unknown language (`id`), so no sweep changes the console-wide appearance.
    { method: 'POST', url: '/api/interfaceCustomization/update', body: { id: 'xx', productName: 'Sweep', accountName: 'a', copyright: 'c', logo: null, loginBackground: null } },
    { method: 'GET', url: '/api/interfaceCustomization/image/:name', param: 'name' },
    { method: 'POST', url: '/api/interfaceCustomization/image', body: { file: 'x' }, query: ['field'] },
    ...(p ? [] : []),
  ];

  const BAD_JSON_VALUES: Array<[string, unknown]> = [
    ...BAD_STRINGS,
    ['-1', -1],
    ['1e308', 1e308],
    ['object', { a: 1 }],
    ['array', ['a']],
    ['null', null],
    ['true', true],
    ['non-UUID', 'not-a-uuid'],
    ['forged cursor', FORGED_CURSORS[1][1]],
  ];
  const BAD_QUERY_VALUES: Array<[string, string]> = [
    ['nul', '%00'],
    ['lone surrogate', '%ED%A0%80'],
    ['broken escape', '%E0%A4%A'],
    ['long', 'x'.repeat(10_000)],
    ['non-UUID', 'not-a-uuid'],
    ['negative', '-1'],
    ['huge', '1e308'],
    ['far date', '+275760-09-13T00:00:00.000Z'],
    ['repeated', 'a&%s=b'],
  ];
  const BAD_PARAMS: Array<[string, string]> = [
    ['nul', '%00'],
    ['lone surrogate', '%ED%A0%80'],
    ['non-UUID', 'not-a-uuid'],
    ['dots', '..%2F..%2Fetc'],
    ['long', 'x'.repeat(450)],
    ['integer', '12345'],
  ];

  async function sweepRest(p: Principal | null): Promise<void> {
    const who = p?.name ?? 'anonymous';
    const jobs: Array<() => Promise<void>> = [];
    const send = (route: RestRoute, url: string, payload?: unknown, raw?: string) =>
      jobs.push(async () => {
        const headers: Record<string, string> = { lang: 'en', 'tus-resumable': '1.0.0' };
        if (p && !route.anonymous) headers.authorization = `Bearer ${p.token}`;
        if (raw !== undefined) headers['content-type'] = 'application/json';
        if (route.method === 'PATCH') headers['content-type'] = 'application/offset+octet-stream';
        if (route.method === 'PATCH') headers['upload-offset'] = '0';
        const res = await t.runtime.app.server.inject({
          method: route.method,
          url,
          headers,
          remoteAddress: clientIp(),
          ...(raw !== undefined ? { payload: raw } : payload !== undefined ? { payload: payload as object } : {}),
        });
        record(who, `${route.method} ${url.slice(0, 120)}`, res.statusCode, res.body);
      });
    for (const route of ROUTES(p)) {
      const base = route.param ? route.url.replace(`:${route.param}`, crypto.randomUUID()) : route.url;
      if (route.body) {
        for (const key of Object.keys(route.body)) {
          for (const [, bad] of BAD_JSON_VALUES) send(route, base, { ...route.body, [key]: bad });
        }
        send(route, base, undefined, '{"username": "a\\u0000", broken');
        send(route, base, undefined, '["an", "array"]');
        send(route, base, undefined, '"a string"');
        send(route, base, undefined, 'null');
      }
      for (const name of route.query ?? []) {
        for (const [, bad] of BAD_QUERY_VALUES) send(route, `${base}?${name}=${bad.replace('%s', name)}`);
      }
      if (route.param) for (const [, bad] of BAD_PARAMS) send(route, route.url.replace(`:${route.param}`, bad));
      if (!route.body && !route.query && !route.param) send(route, base);
    }
    await pool(jobs);
  }

  it('sweeps every registered REST route', () => {
    // Routes are found the way a reader finds them: registrations in the REST modules.
    const root = path.resolve(__dirname, '../../../server/src');
    const files = fs.readdirSync(path.join(root, 'modules'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.rest.ts'));
    const registered = new Set<string>();
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, 'modules', file), 'utf8');
      const prefix = file.includes('ingest') ? '/api/sdk/v1' : '/api';
      for (const match of source.matchAll(/\b\w+\.(get|post|put|patch|delete|all)(?:<[^>]*>)?\(\s*'([^']+)'/g)) registered.add(`${prefix}${match[2]}`);
    }
    const swept = new Set(ROUTES(null).map((r) => r.url.replace(/:\w+$/, '*')));
    const missing = [...registered].filter((r) => !swept.has(r.replace(/:\w+$/, '*')) && !r.endsWith('/events'));
    expect(missing).toEqual([]);
  });
});
