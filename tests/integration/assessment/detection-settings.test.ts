import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveDetection } from '../../../server/src/modules/detection/detection.service';
import { gqlAs, outcome } from '../../helpers/graphql';
import { roleMatrix } from '../../helpers/role-matrix';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';

type Who = 'customerSuperAdmin' | 'admin' | 'user' | 'view' | 'whitelistOnly' | 'otherAccount';
const everyone: Who[] = ['customerSuperAdmin', 'admin', 'user', 'view', 'whitelistOnly', 'otherAccount'];

let t: TestServer;
let system: string;
const tokens = {} as Record<Who, string>;
let accountA: string;
let previousDefaults: string;

const WORDS = `query($system: Boolean, $accountId: ID) { sensitiveWords(system: $system, accountId: $accountId) { system words text defaults updatedBy } }`;
const SET_WORDS = `mutation($w: String!, $system: Boolean, $accountId: ID) { updateSensitiveWords(words: $w, system: $system, accountId: $accountId) { __typename ... on MutationUpdateSensitiveWordsSuccess { data { words defaults } } ... on AppError { code message } } }`;
const WHITELIST = `query($type: DetectionWhitelistType!, $first: Int, $after: String, $system: Boolean) { detectionWhitelist(type: $type, first: $first, after: $after, system: $system) { totalCount pageInfo { hasNextPage endCursor } edges { node { id isDefault type fileName fileType path matchMode } } } }`;
const ADD_ENTRY = `mutation($i: DetectionWhitelistInput!, $system: Boolean) { createDetectionWhitelistEntry(input: $i, system: $system) { __typename ... on MutationCreateDetectionWhitelistEntrySuccess { data { id isDefault fileName fileType } } ... on AppError { code message } } }`;
const UPDATE_ENTRY = `mutation($id: ID!, $i: DetectionWhitelistInput!) { updateDetectionWhitelistEntry(id: $id, input: $i) { __typename ... on MutationUpdateDetectionWhitelistEntrySuccess { data { id fileName } } ... on AppError { code message } } }`;
const DELETE_ENTRY = `mutation($id: ID!) { deleteDetectionWhitelistEntry(id: $id) { __typename ... on MutationDeleteDetectionWhitelistEntrySuccess { data } ... on AppError { code message } } }`;
const ADD_RULE = `mutation($i: DetectionRuleInput!, $system: Boolean) { createDetectionRule(input: $i, system: $system) { __typename ... on MutationCreateDetectionRuleSuccess { data { id findingId enabled isDefault } } ... on AppError { code message } } }`;
const TOGGLE_RULE = `mutation($id: ID!, $on: Boolean!) { setDetectionRuleEnabled(id: $id, enabled: $on) { __typename ... on MutationSetDetectionRuleEnabledSuccess { data { id enabled } } ... on AppError { code message } } }`;
const RULES = `{ detectionRules(first: 50) { totalCount edges { node { id title isDefault enabled } } } }`;
const ADD_SDK = `mutation($i: DetectionSdkInput!, $system: Boolean) { createDetectionSdk(input: $i, system: $system) { __typename ... on MutationCreateDetectionSdkSuccess { data { id name android } } ... on AppError { code message } } }`;

const so = (fileName: string, extra: Record<string, unknown> = {}) => ({ i: { type: 'SO', fileName, matchMode: 'EXACT', ...extra } });
const payload = (answer: { data?: Record<string, any> | null }) => Object.values(answer.data ?? {})[0] as { code?: string; message?: string; data?: any };

beforeAll(async () => {
  t = await startTestServer();
  const matrix = await roleMatrix(t, { whitelistOnly: () => t.seed.user({ codes: ['detection_whitelist'] }) });
  system = matrix.tokens.systemAdmin;
  accountA = matrix.a.accountId;
  Object.assign(tokens, matrix.tokens);
  previousDefaults = (await gqlAs(t, system, WORDS, { system: true })).data!.sensitiveWords.text;
});

afterAll(async () => {
  // Defaults are console-wide: put them back for other test files sharing the database.
  await gqlAs(t, system, SET_WORDS, { w: previousDefaults, system: true });
  await t.close();
});

describe('sensitive words', () => {
  it('save a comma-separated list, trimmed and deduplicated, and read it back', async () => {
    const saved = payload(await gqlAs(t, tokens.customerSuperAdmin, SET_WORDS, { w: ' password , secret-token,，內部, PASSWORD,' }));
    expect(saved.data.words).toEqual(['password', 'secret-token', '內部']);
    const read = (await gqlAs(t, tokens.admin, WORDS)).data!.sensitiveWords;
    expect(read).toMatchObject({ system: false, words: ['password', 'secret-token', '內部'], text: 'password, secret-token, 內部' });
    expect(read.updatedBy).toBeTruthy();
  });

  it('refuse words over 50 characters or on several lines with the message, changing nothing', async () => {
    const long = payload(await gqlAs(t, tokens.customerSuperAdmin, SET_WORDS, { w: `ok, ${'x'.repeat(51)}` }));
    expect(long).toMatchObject({ code: '400', message: 'Sensitive words are comma-separated; each word is 1-50 characters on one line.' });
    const lines = payload(await gqlAs(t, tokens.customerSuperAdmin, SET_WORDS, { w: 'one\ntwo' }, 'zh-TW'));
    expect(lines).toMatchObject({ code: '400', message: '敏感詞以逗號分隔；每個詞須為單行，長度 1-50 個字元。' });
    expect((await gqlAs(t, tokens.admin, WORDS)).data!.sensitiveWords.words).toEqual(['password', 'secret-token', '內部']);
  });

  it('merge the system defaults (system admins only) beside each account’s own', async () => {
    const word = uniqueName('dflt').toLowerCase();
    expect(outcome(await gqlAs(t, tokens.customerSuperAdmin, SET_WORDS, { w: word, system: true }))).toBe('403');
    expect(payload(await gqlAs(t, system, SET_WORDS, { w: word, system: true })).data.words).toEqual([word]);
    const a = (await gqlAs(t, tokens.customerSuperAdmin, WORDS)).data!.sensitiveWords;
    expect(a.defaults).toEqual([word]);
    expect(a.words).not.toContain(word);
    expect((await gqlAs(t, tokens.otherAccount, WORDS)).data!.sensitiveWords.defaults).toEqual([word]);
    expect(outcome(await gqlAs(t, tokens.customerSuperAdmin, WORDS, { system: true }))).toBe('403');
    // Scans of the account use both lists.
    expect((await effectiveDetection(t.runtime.deps.db, accountA)).sensitiveWords).toEqual([word, 'password', 'secret-token', '內部']);
  });

  it('stay within the account: another account neither reads nor changes them', async () => {
    const b = (await gqlAs(t, tokens.otherAccount, WORDS, { accountId: accountA })).data!.sensitiveWords;
    expect(b.words).toEqual([]);
    await gqlAs(t, tokens.otherAccount, SET_WORDS, { w: 'from-b', accountId: accountA });
    expect((await gqlAs(t, tokens.admin, WORDS)).data!.sensitiveWords.words).toEqual(['password', 'secret-token', '內部']);
    // A system admin may act on the account by naming it.
    expect((await gqlAs(t, system, WORDS, { accountId: accountA })).data!.sensitiveWords.words).toEqual(['password', 'secret-token', '內部']);
  });
});

describe('whitelist', () => {
  it('requires SO entries to end in .so, a file name and a safe regex, changing nothing', async () => {
    const before = (await gqlAs(t, tokens.customerSuperAdmin, WHITELIST, { type: 'SO' })).data!.detectionWhitelist.totalCount;
    expect(payload(await gqlAs(t, tokens.customerSuperAdmin, ADD_ENTRY, so('libfoo.dll')))).toMatchObject({ code: '400', message: 'SO whitelist entries must end in .so' });
    expect(payload(await gqlAs(t, tokens.customerSuperAdmin, ADD_ENTRY, so('libfoo', {}), 'zh-TW'))).toMatchObject({ code: '400', message: 'SO 白名單項目必須以 .so 結尾' });
    expect(payload(await gqlAs(t, tokens.customerSuperAdmin, ADD_ENTRY, so('  ')))).toMatchObject({ code: '400', message: 'File name cannot be empty' });
    const evil = await gqlAs(t, tokens.customerSuperAdmin, ADD_ENTRY, { i: { type: 'FILE', fileName: '(a+)+$', matchMode: 'REGEX' } });
    expect(payload(evil)).toMatchObject({ code: '400' });
    expect(payload(evil).message).toMatch(/^The regular expression is invalid or could run too long/);
    expect((await gqlAs(t, tokens.customerSuperAdmin, WHITELIST, { type: 'SO' })).data!.detectionWhitelist.totalCount).toBe(before);
  });

  it('lists each tab on the server in pages, with the defaults marked, and edits and deletes entries', async () => {
    for (let i = 0; i < 5; i++) expect(outcome(await gqlAs(t, tokens.customerSuperAdmin, ADD_ENTRY, so(`lib${i}.so`)))).toBe('200');
    const fileEntry = payload(
      await gqlAs(t, tokens.customerSuperAdmin, ADD_ENTRY, { i: { type: 'FILE', fileName: 'config.json', fileType: '.json', path: 'assets', matchMode: 'EXACT' } }),
    );
    expect(fileEntry.data).toMatchObject({ fileName: 'config.json', fileType: 'json', isDefault: false });
    const defaultName = `${uniqueName('dflt')}.so`;
    const def = payload(await gqlAs(t, system, ADD_ENTRY, { ...so(defaultName), system: true }));
    expect(def.data.isDefault).toBe(true);
    try {
      const first = (await gqlAs(t, tokens.customerSuperAdmin, WHITELIST, { type: 'SO', first: 4 })).data!.detectionWhitelist;
      expect(first.edges).toHaveLength(4);
      expect(first.pageInfo.hasNextPage).toBe(true);
      const rest = (await gqlAs(t, tokens.customerSuperAdmin, WHITELIST, { type: 'SO', first: 50, after: first.pageInfo.endCursor })).data!.detectionWhitelist;
      const names = [...first.edges, ...rest.edges].map((e: any) => e.node.fileName);
      expect(names).toEqual(expect.arrayContaining(['lib0.so', 'lib4.so', defaultName]));
      expect(new Set(names).size).toBe(names.length);
      expect(first.totalCount).toBe(names.length);
      expect([...first.edges, ...rest.edges].find((e: any) => e.node.fileName === defaultName).node.isDefault).toBe(true);
      // The FILE tab holds only file entries.
      const files = (await gqlAs(t, tokens.customerSuperAdmin, WHITELIST, { type: 'FILE' })).data!.detectionWhitelist.edges.map((e: any) => e.node.fileName);
      expect(files).toContain('config.json');
      expect(files).not.toContain('lib0.so');
      // An account cannot change a default; the system admin can.
      expect(outcome(await gqlAs(t, tokens.customerSuperAdmin, UPDATE_ENTRY, { id: def.data.id, ...so('other.so') }))).toBe('403');
      expect(outcome(await gqlAs(t, tokens.customerSuperAdmin, DELETE_ENTRY, { id: def.data.id }))).toBe('403');
      // Edit and delete one's own.
      const lib0 = first.edges.find((e: any) => e.node.fileName === 'lib0.so') ?? rest.edges.find((e: any) => e.node.fileName === 'lib0.so');
      expect(payload(await gqlAs(t, tokens.admin, UPDATE_ENTRY, { id: lib0.node.id, ...so('lib0-renamed.so') })).data.fileName).toBe('lib0-renamed.so');
      expect(outcome(await gqlAs(t, tokens.admin, DELETE_ENTRY, { id: lib0.node.id }))).toBe('200');
      expect((await gqlAs(t, tokens.admin, WHITELIST, { type: 'SO', first: 50 })).data!.detectionWhitelist.totalCount).toBe(names.length - 1);
    } finally {
      expect(outcome(await gqlAs(t, system, DELETE_ENTRY, { id: def.data.id }))).toBe('200');
    }
  });

  it('keeps accounts apart: another account’s entry is not found, not listed, not changed', async () => {
    const mine = payload(await gqlAs(t, tokens.customerSuperAdmin, ADD_ENTRY, so('private-a.so'))).data.id;
    const listedForB = (await gqlAs(t, tokens.otherAccount, WHITELIST, { type: 'SO', first: 100 })).data!.detectionWhitelist.edges.map((e: any) => e.node.id);
    expect(listedForB).not.toContain(mine);
    expect(outcome(await gqlAs(t, tokens.otherAccount, UPDATE_ENTRY, { id: mine, ...so('hijack.so') }))).toBe('404');
    expect(outcome(await gqlAs(t, tokens.otherAccount, DELETE_ENTRY, { id: mine }))).toBe('404');
    const stillMine = (await gqlAs(t, tokens.customerSuperAdmin, WHITELIST, { type: 'SO', first: 100 })).data!.detectionWhitelist.edges.find((e: any) => e.node.id === mine);
    expect(stillMine.node.fileName).toBe('private-a.so');
  });
});

describe('third-party SDKs and detection rules', () => {
  it('validate SDK markers and names against the shipped catalogue', async () => {
    const add = (i: Record<string, unknown>) => gqlAs(t, tokens.customerSuperAdmin, ADD_SDK, { i: { name: 'Acme Analytics', category: 'ANALYTICS', ...i } });
    expect(payload(await add({}))).toMatchObject({ code: '400', message: 'List at least one package prefix, framework name or native library.' });
    expect(payload(await add({ android: ['com acme'] }))).toMatchObject({ code: '400', message: 'com acme is not a valid package prefix, framework or library name.' });
    expect(payload(await add({ name: 'Flutter', android: ['io.flutter'] }))).toMatchObject({ code: '409', message: 'A third-party SDK with this name already exists.' });
    expect(payload(await add({ android: ['com.acme.analytics', ''], nativeLibs: ['libacme.so'] })).data).toMatchObject({ name: 'Acme Analytics', android: ['com.acme.analytics'] });
    expect(outcome(await add({ android: ['com.acme'] }))).toBe('409');
    const shipped = (await gqlAs(t, tokens.customerSuperAdmin, '{ shippedSdks { name category android } }')).data!.shippedSdks;
    expect(shipped.length).toBeGreaterThanOrEqual(60);
    expect(
      (await gqlAs(t, tokens.customerSuperAdmin, '{ detectionSdks(first: 10) { totalCount edges { node { name isDefault } } } }')).data!.detectionSdks.edges.map(
        (e: any) => e.node.name,
      ),
    ).toContain('Acme Analytics');
  });

  it('validate rules (unsafe regex, API form) and toggle them', async () => {
    const add = (i: Record<string, unknown>) => gqlAs(t, tokens.customerSuperAdmin, ADD_RULE, { i: { title: 'Rule', kind: 'STRING', pattern: 'debug', level: 'LOW', ...i } });
    expect(payload(await add({ title: '' }))).toMatchObject({ code: '400', message: 'Title cannot be empty' });
    expect(payload(await add({ kind: 'REGEX', pattern: '(x|xx)*y' })).code).toBe('400');
    expect(payload(await add({ kind: 'API', pattern: 'java.lang.Runtime exec' }))).toMatchObject({
      code: '400',
      message: 'Write the API as package.Class.method (Android) or a symbol name (iOS).',
    });
    const rule = payload(await add({ kind: 'API', pattern: 'java.lang.Runtime.exec', level: 'HIGH' })).data;
    expect(rule).toMatchObject({ enabled: true, findingId: `custom.rule.${rule.id}`, isDefault: false });
    expect(payload(await gqlAs(t, tokens.admin, TOGGLE_RULE, { id: rule.id, on: false })).data.enabled).toBe(false);
    expect(outcome(await gqlAs(t, tokens.otherAccount, TOGGLE_RULE, { id: rule.id, on: true }))).toBe('404');
    const listed = (await gqlAs(t, tokens.admin, RULES)).data!.detectionRules.edges.find((e: any) => e.node.id === rule.id);
    expect(listed.node.enabled).toBe(false);
  });

  it('record changes in the activity log', async () => {
    const rows = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select(['activityType', 'target'])
      .where('accountId', '=', accountA)
      .where('activityType', 'like', 'detection.%')
      .execute();
    const types = rows.map((r) => r.activityType);
    expect(types).toEqual(
      expect.arrayContaining([
        'detection.sensitiveWords.update',
        'detection.whitelist.create',
        'detection.whitelist.update',
        'detection.whitelist.delete',
        'detection.sdk.create',
        'detection.rule.create',
        'detection.rule.disable',
      ]),
    );
  });
});

describe('permissions', () => {
  it('allowed/denied matrix: holders of the code read and change, others get 403', async () => {
    const cases: Array<{ name: string; expect: Record<Who, string>; run: (who: Who) => Promise<string> }> = [
      {
        name: 'sensitiveWords',
        expect: { customerSuperAdmin: '200', admin: '200', user: '403', view: '403', whitelistOnly: '403', otherAccount: '200' },
        run: async (who) => outcome(await gqlAs(t, tokens[who], WORDS)),
      },
      {
        name: 'updateSensitiveWords',
        expect: { customerSuperAdmin: '200', admin: '200', user: '403', view: '403', whitelistOnly: '403', otherAccount: '200' },
        run: async (who) => outcome(await gqlAs(t, tokens[who], SET_WORDS, { w: 'password, secret-token, 內部' })),
      },
      {
        name: 'detectionWhitelist',
        expect: { customerSuperAdmin: '200', admin: '200', user: '403', view: '403', whitelistOnly: '200', otherAccount: '200' },
        run: async (who) => outcome(await gqlAs(t, tokens[who], WHITELIST, { type: 'LOG' })),
      },
      {
        name: 'createDetectionWhitelistEntry',
        expect: { customerSuperAdmin: '200', admin: '200', user: '403', view: '403', whitelistOnly: '200', otherAccount: '200' },
        run: async (who) => outcome(await gqlAs(t, tokens[who], ADD_ENTRY, { i: { type: 'LOG', fileName: `code.${who}`, matchMode: 'EXACT' } })),
      },
      {
        name: 'createDetectionWhitelistEntry (defaults)',
        expect: { customerSuperAdmin: '403', admin: '403', user: '403', view: '403', whitelistOnly: '403', otherAccount: '403' },
        run: async (who) => outcome(await gqlAs(t, tokens[who], ADD_ENTRY, { i: { type: 'LOG', fileName: `code.${who}`, matchMode: 'EXACT' }, system: true })),
      },
      {
        name: 'detectionRules',
        expect: { customerSuperAdmin: '200', admin: '200', user: '403', view: '403', whitelistOnly: '403', otherAccount: '200' },
        run: async (who) => outcome(await gqlAs(t, tokens[who], RULES)),
      },
      {
        name: 'createDetectionRule',
        expect: { customerSuperAdmin: '200', admin: '200', user: '403', view: '403', whitelistOnly: '403', otherAccount: '200' },
        run: async (who) => outcome(await gqlAs(t, tokens[who], ADD_RULE, { i: { title: `Rule ${who}`, kind: 'STRING', pattern: 'x', level: 'INFO' } })),
      },
      {
        name: 'shippedSdks',
        expect: { customerSuperAdmin: '200', admin: '200', user: '403', view: '403', whitelistOnly: '403', otherAccount: '200' },
        run: async (who) => outcome(await gqlAs(t, tokens[who], '{ shippedSdks { name } }')),
      },
      {
        name: 'createDetectionSdk',
        expect: { customerSuperAdmin: '200', admin: '409', user: '403', view: '403', whitelistOnly: '403', otherAccount: '200' },
        run: async (who) => outcome(await gqlAs(t, tokens[who], ADD_SDK, { i: { name: 'Matrix SDK', category: 'ADS', ios: ['MatrixKit'] } })),
      },
    ];
    for (const c of cases) {
      const got = {} as Record<Who, string>;
      for (const who of everyone) got[who] = await c.run(who);
      expect(got, c.name).toEqual(c.expect);
    }
  });

  it('refuses anonymous callers', async () => {
    expect(outcome(await gqlAs(t, null, WORDS))).toBe('401');
  });
});
