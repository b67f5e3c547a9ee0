import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../helpers/graphql';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { download, submit, uploadFixture, waitForJob } from './assessment-helpers';

/** A package with a native library on four ABIs, a root check on "test-keys" and a debugger probe. */
const APK = 'mastg-UnCrackable-Level3.apk';

let t: TestServer;
let a: string;
let b: string;

async function report(token: string, lang = 'en') {
  const caller = { token };
  const fileId = await uploadFixture(t, caller, APK);
  const job = await waitForJob(t, caller, await submit(t, caller, fileId, lang));
  expect(job.status).toBe('finished');
  const json = (await download(t, caller, job.jobId, 'json')).json() as {
    findings: Array<{ id: string; title: string; level: string; evidence: Array<{ file: string; detail?: string }> }>;
  };
  return { job, json, html: (await download(t, caller, job.jobId, 'html')).body };
}

beforeAll(async () => {
  t = await startTestServer({ env: { RAMPART_JOB_QUEUE: uniqueName('q') } });
  const accountA = await t.seed.account();
  const accountB = await t.seed.account();
  const userA = await t.seed.userIn(accountA.accountId, accountA.roleIds.CUSTOMER_SUPER_ADMIN, {});
  const userB = await t.seed.userIn(accountB.accountId, accountB.roleIds.CUSTOMER_SUPER_ADMIN, {});
  a = await t.login(userA.username, userA.password);
  b = await t.login(userB.username, userB.password);
});
afterAll(() => t.close());

describe('detection settings in assessment jobs', () => {
  it('report the account’s sensitive words and custom rules and leave out whitelisted findings, for that account only', { timeout: 120_000 }, async () => {
    const before = await report(a);
    const ids = (r: typeof before) => r.json.findings.map((f) => f.id);
    expect(ids(before)).toContain('native.no_fortify');
    expect(ids(before).some((id) => id.startsWith('custom.'))).toBe(false);

    const words = await gqlAs(t, a, 'mutation { updateSensitiveWords(words: "Test-Keys, never-in-this-app") { __typename } }');
    expect(words.data!.updateSensitiveWords.__typename).toBe('MutationUpdateSensitiveWordsSuccess');
    const rule = await gqlAs(t, a, 'mutation($i: DetectionRuleInput!) { createDetectionRule(input: $i) { ... on MutationCreateDetectionRuleSuccess { data { id findingId } } } }', {
      i: { title: 'Debugger probe', kind: 'API', pattern: 'android.os.Debug.isDebuggerConnected', level: 'HIGH' },
    });
    const findingId = rule.data!.createDetectionRule.data.findingId as string;
    const off = await gqlAs(t, a, 'mutation($i: DetectionRuleInput!) { createDetectionRule(input: $i) { ... on MutationCreateDetectionRuleSuccess { data { findingId } } } }', {
      i: { title: 'Disabled rule', kind: 'STRING', pattern: 'test-keys', level: 'LOW', enabled: false },
    });
    const white = await gqlAs(t, a, 'mutation($i: DetectionWhitelistInput!) { createDetectionWhitelistEntry(input: $i) { __typename } }', {
      i: { type: 'SO', fileName: 'libfoo.so', matchMode: 'EXACT' },
    });
    expect(white.data!.createDetectionWhitelistEntry.__typename).toBe('MutationCreateDetectionWhitelistEntrySuccess');

    const after = await report(a);
    const sensitive = after.json.findings.find((f) => f.id === 'custom.sensitive_word');
    expect(sensitive).toMatchObject({ level: 'medium', title: 'Sensitive words found' });
    expect(sensitive!.evidence.map((e) => e.detail)).toEqual(['test-keys']);
    expect(after.json.findings.find((f) => f.id === findingId)).toMatchObject({ level: 'high', title: 'Debugger probe' });
    expect(ids(after)).not.toContain(off.data!.createDetectionRule.data.findingId);
    expect(ids(after)).not.toContain('native.no_fortify');
    expect(after.job.summary.high).toBe(before.job.summary.high + 1);
    expect(after.html).toContain('Debugger probe');

    // The other account's job of the same package is untouched by A's settings.
    const other = await report(b);
    expect(ids(other)).toContain('native.no_fortify');
    expect(ids(other).some((id) => id.startsWith('custom.'))).toBe(false);
  });
});
