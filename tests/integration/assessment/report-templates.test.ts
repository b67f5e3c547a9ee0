import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs, outcome } from '../../helpers/graphql';
import { roleMatrix } from '../../helpers/role-matrix';
import { up as backfillDefaultTemplates } from '../../../migrations/0018-default-report-templates';
import { loginSystemAdmin, startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { api, download, SMALL_APK, uploadFixture, waitForJob } from './assessment-helpers';

type Who = 'customerSuperAdmin' | 'user' | 'view' | 'otherAccount';
const everyone: Who[] = ['customerSuperAdmin', 'user', 'view', 'otherAccount'];

let t: TestServer;
const tokens = {} as Record<Who, string>;
let templateId: string;

const CREATE = `mutation($p: AssessmentPlatform!, $i: ReportTemplateInput!) { createReportTemplate(platform: $p, input: $i) { __typename ... on MutationCreateReportTemplateSuccess { data { id name lang checks platform } } ... on AppError { code message } } }`;

beforeAll(async () => {
  t = await startTestServer({ env: { RAMPART_JOB_QUEUE: uniqueName('q') } });
  Object.assign(tokens, (await roleMatrix(t)).tokens);
  const created = await gqlAs(t, tokens.customerSuperAdmin, CREATE, {
    p: 'ANDROID',
    i: { name: 'Manifest only (zh-TW)', lang: 'zh-TW', checks: ['android.manifest.debuggable', 'android.manifest.allow_backup', 'android.manifest.exported_component'] },
  });
  templateId = created.data!.createReportTemplate.data.id;
});
afterAll(() => t.close());

describe('report templates', () => {
  it('offer the detection-type tree of each platform in the caller’s language', async () => {
    const tree = (platform: string, lang: string) =>
      gqlAs(t, tokens.user, 'query($p: AssessmentPlatform!) { reportCheckTree(platform: $p) { key title checks { id level title } } }', { p: platform }, lang);
    const android = (await tree('ANDROID', 'en')).data!.reportCheckTree as Array<{ key: string; title: string; checks: Array<{ id: string }> }>;
    expect(android.map((g) => g.key)).toEqual(expect.arrayContaining(['android', 'code', 'native', 'signature']));
    expect(android.map((g) => g.key)).not.toContain('ios');
    const ios = (await tree('IOS', 'zh-TW')).data!.reportCheckTree as Array<{ key: string; title: string }>;
    expect(ios.map((g) => g.key)).not.toContain('code');
    expect(ios.find((g) => g.key === 'ios')?.title).toBe('iOS 應用程式與二進位檔');
  });

  it('describe each check as the reports do, in the caller’s language, and list only what applies to the platform', async () => {
    const CHECKS = 'query($p: AssessmentPlatform!) { reportCheckTree(platform: $p) { checks { id level title description remediation opposite } } }';
    type Check = { id: string; level: string; title: string; description: string; remediation: string; opposite: string | null };
    const checks = async (platform: string, lang: string) =>
      ((await gqlAs(t, tokens.user, CHECKS, { p: platform }, lang)).data!.reportCheckTree as Array<{ checks: Check[] }>).flatMap((g) => g.checks);
    const android = new Map((await checks('ANDROID', 'zh-TW')).map((c) => [c.id, c]));
    expect(android.get('android.manifest.allow_backup')).toMatchObject({
      level: 'MEDIUM',
      title: '應用程式資料可被備份',
      description: expect.stringContaining('android:allowBackup'),
      remediation: expect.stringContaining('Keystore / Keychain'),
      opposite: null,
    });
    expect(android.get('android.manifest.allow_backup')?.remediation).toMatch(/[\u4e00-\u9fff]/);
    expect(android.get('anti_analysis.obfuscation')).toMatchObject({ level: 'SECURE', opposite: 'anti_analysis.no_obfuscation' });
    expect(android.get('anti_analysis.no_obfuscation')).toMatchObject({ level: 'LOW', opposite: 'anti_analysis.obfuscation' });
    const ios = (await checks('IOS', 'en')).map((c) => c.id);
    expect(ios).toContain('signature.expired');
    for (const id of ['anti_analysis.obfuscation', 'anti_analysis.no_obfuscation', 'anti_analysis.packer', 'signature.janus']) expect(ios).not.toContain(id);
  });

  it('validate names, languages and checks', async () => {
    const create = (i: Record<string, unknown>) =>
      gqlAs(t, tokens.customerSuperAdmin, CREATE, { p: 'IOS', i: { name: 'Valid name', lang: 'en', checks: ['ios.ats.arbitrary_loads'], ...i } });
    expect(outcome(await create({ name: 'abc' }))).toBe('400');
    expect(outcome(await create({ lang: 'fr' }))).toBe('400');
    expect(outcome(await create({ checks: [] }))).toBe('400');
    const wrongPlatform = await create({ checks: ['android.manifest.debuggable'] });
    expect(wrongPlatform.data!.createReportTemplate).toMatchObject({ code: '400', message: 'Unknown check for this platform: android.manifest.debuggable' });
    expect(outcome(await create({ name: 'MANIFEST ONLY (ZH-TW)', checks: ['ios.ats.arbitrary_loads'] }))).toBe('200');
    expect(
      outcome(await gqlAs(t, tokens.customerSuperAdmin, CREATE, { p: 'ANDROID', i: { name: 'manifest only (zh-tw)', lang: 'en', checks: ['android.manifest.debuggable'] } })),
    ).toBe('409');
  });

  it('shape the job’s reports: their language and the checks they list', { timeout: 60_000 }, async () => {
    const me = { token: tokens.customerSuperAdmin };
    const fileId = await uploadFixture(t, me, 'insecurebankv2-InsecureBankv2.apk');
    const add = await api(t, me, '/api/scan/job/add', { fileId, templateId });
    expect(add.code).toBe('200');
    const job = await waitForJob(t, me, add.data.jobId);
    expect(job).toMatchObject({ status: 'finished', templateId, lang: 'zh-TW' });
    const html = (await download(t, me, job.jobId, 'html')).body;
    expect(html).toContain('安全評估報告');
    expect(html).toContain('android.manifest.debuggable');
    expect(html).not.toContain('code.logging');
    // The JSON report stays the engine's whole result.
    expect((await download(t, me, job.jobId, 'json')).json().findings.map((f: { id: string }) => f.id)).toContain('code.logging');
    // A template of the other platform, or of another account, is not found.
    const ipaTemplate = (await gqlAs(t, tokens.customerSuperAdmin, '{ reportTemplates(platform: IOS, first: 1) { edges { node { id } } } }')).data!.reportTemplates.edges[0].node
      .id;
    expect((await api(t, me, '/api/scan/job/add', { fileId, templateId: ipaTemplate })).code).toBe('404');
    const smallFile = await uploadFixture(t, { token: tokens.otherAccount }, SMALL_APK);
    expect((await api(t, { token: tokens.otherAccount }, '/api/scan/job/add', { fileId: smallFile, templateId })).code).toBe('404');
  });

  it('allowed/denied matrix', async () => {
    const cases: Array<{ name: string; expect: Record<Who, string>; run: (who: Who) => Promise<string> }> = [
      {
        name: 'reportTemplates',
        expect: { customerSuperAdmin: '200', user: '200', view: '200', otherAccount: '200' },
        run: async (who) => outcome(await gqlAs(t, tokens[who], '{ reportTemplates(platform: ANDROID, first: 5) { totalCount } }')),
      },
      {
        name: 'reportTemplate (of account A)',
        expect: { customerSuperAdmin: '200', user: '200', view: '200', otherAccount: '404' },
        run: async (who) => outcome(await gqlAs(t, tokens[who], `query($id: ID!) { reportTemplate(id: $id) { id } }`, { id: templateId })),
      },
      {
        name: 'createReportTemplate',
        expect: { customerSuperAdmin: '200', user: '200', view: '403', otherAccount: '200' },
        run: async (who) => outcome(await gqlAs(t, tokens[who], CREATE, { p: 'ANDROID', i: { name: uniqueName(who).slice(0, 40), lang: 'en', checks: ['code.logging'] } })),
      },
      {
        name: 'updateReportTemplate (of account A)',
        expect: { customerSuperAdmin: '200', user: '200', view: '403', otherAccount: '404' },
        run: async (who) =>
          outcome(
            await gqlAs(
              t,
              tokens[who],
              `mutation($id: ID!, $i: ReportTemplateInput!) { updateReportTemplate(id: $id, input: $i) { __typename ... on MutationUpdateReportTemplateSuccess { data { id } } ... on AppError { code } } }`,
              {
                id: templateId,
                i: { name: 'Manifest only (zh-TW)', lang: 'zh-TW', checks: ['android.manifest.debuggable', 'android.manifest.allow_backup'] },
              },
            ),
          ),
      },
      {
        name: 'deleteReportTemplates (of account A, with an unknown id: nothing deleted)',
        expect: { customerSuperAdmin: '404', user: '404', view: '403', otherAccount: '404' },
        run: async (who) =>
          outcome(
            await gqlAs(t, tokens[who], 'mutation($ids: [ID!]!) { deleteReportTemplates(ids: $ids) { __typename ... on AppError { code } } }', {
              ids: [templateId, '00000000-0000-4000-8000-000000000000'],
            }),
          ),
      },
    ];
    for (const c of cases) {
      const got = {} as Record<Who, string>;
      for (const who of everyone) got[who] = await c.run(who);
      expect(got, c.name).toEqual(c.expect);
    }
    expect(
      outcome(
        await gqlAs(t, tokens.customerSuperAdmin, 'mutation($ids: [ID!]!) { deleteReportTemplates(ids: $ids) { __typename ... on AppError { code } } }', { ids: [templateId] }),
      ),
    ).toBe('200');
    expect(outcome(await gqlAs(t, tokens.user, `query($id: ID!) { reportTemplate(id: $id) { id } }`, { id: templateId }))).toBe('404');
  });
});

describe('default report templates', () => {
  const LIST = 'query($p: AssessmentPlatform!) { reportTemplates(platform: $p, first: 20) { edges { node { name lang checks creator } } } }';
  const TREE = 'query($p: AssessmentPlatform!) { reportCheckTree(platform: $p) { checks { id } } }';
  type Template = { name: string; lang: string; checks: string[]; creator: string };
  const templates = async (token: string, platform: 'ANDROID' | 'IOS'): Promise<Template[]> =>
    (await gqlAs(t, token, LIST, { p: platform })).data!.reportTemplates.edges.map((e: { node: Template }) => e.node);
  const everyCheck = async (token: string, platform: 'ANDROID' | 'IOS'): Promise<string[]> =>
    ((await gqlAs(t, token, TREE, { p: platform })).data!.reportCheckTree as Array<{ checks: Array<{ id: string }> }>).flatMap((g) => g.checks.map((c) => c.id)).sort();

  it("come with every new account, named and reporting in its creator's language, with every check of the platform", async () => {
    const system = await loginSystemAdmin(t);
    const name = uniqueName('Defaults').replace(/[^A-Za-z0-9_-]/g, '');
    const created = await gqlAs(
      t,
      system,
      'mutation($i: AccountInput!) { createAccount(input: $i) { ... on MutationCreateAccountSuccess { data { id } } } }',
      { i: { name, keyIdentifier: `${name}-key`, entitlements: ['apk_analysis', 'ipa_analysis'] } },
      'zh-TW',
    );
    const accountId = created.data!.createAccount.data.id as string;
    const [{ id: roleId }] = await t.runtime.deps.db.selectFrom('roles').select('id').where('accountId', '=', accountId).where('type', '=', 'CUSTOMER_SUPER_ADMIN').execute();
    const owner = await t.seed.userIn(accountId, roleId, {});
    const token = await t.login(owner.username, owner.password);
    const android = await templates(token, 'ANDROID');
    const ios = await templates(token, 'IOS');
    expect(android).toHaveLength(1);
    expect(ios).toHaveLength(1);
    expect(android[0]).toMatchObject({ name: '標準 Android 報告', lang: 'zh-TW', creator: '系統' });
    expect(ios[0]).toMatchObject({ name: '標準 iOS 報告', lang: 'zh-TW' });
    expect([...android[0].checks].sort()).toEqual(await everyCheck(token, 'ANDROID'));
    expect([...ios[0].checks].sort()).toEqual(await everyCheck(token, 'IOS'));
  });

  it('are in the system account from the first start', async () => {
    const system = await loginSystemAdmin(t);
    expect((await templates(system, 'ANDROID')).map((x) => x.name)).toContain('Standard Android report');
    expect((await templates(system, 'IOS')).map((x) => x.name)).toContain('Standard iOS report');
  });

  it('are given by the upgrade to accounts that had none of a platform, and only to them', async () => {
    const { db } = t.runtime.deps;
    const owner = await t.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    const token = await t.login(owner.username, owner.password);
    // An account from before default templates: no Android template, an iOS one of its own.
    await db.deleteFrom('reportTemplates').where('accountId', '=', owner.accountId).execute();
    const own = await gqlAs(t, token, CREATE, { p: 'IOS', i: { name: 'Our iOS checks', lang: 'en', checks: ['ios.ats.arbitrary_loads'] } });
    expect(own.data!.createReportTemplate.__typename).toBe('MutationCreateReportTemplateSuccess');
    await backfillDefaultTemplates(db);
    expect((await templates(token, 'ANDROID')).map((x) => x.name)).toEqual(['Standard Android report']);
    expect((await templates(token, 'IOS')).map((x) => x.name)).toEqual(['Our iOS checks']);
    // Running it again adds nothing.
    await backfillDefaultTemplates(db);
    expect(await templates(token, 'ANDROID')).toHaveLength(1);
  });
});
