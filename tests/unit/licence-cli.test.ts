import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runLicenceCli } from '../../server/src/cli/licence';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-licence-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(args: string[], env: NodeJS.ProcessEnv = {}, now?: Date) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runLicenceCli(args, { out: (l) => out.push(l), err: (l) => err.push(l), env, now: now ? () => now : undefined });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The real command line, as an operator types it. */
function admin(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/admin.ts', ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('npm run admin -- licence', () => {
  const privateKey = path.join(dir, 'licence-private.pem');
  const publicKey = path.join(dir, 'licence-public.pem');
  const lic = path.join(dir, 'acme.lic');
  const issueArgs = [
    'issue',
    '--key',
    privateKey,
    '--product',
    'Rampart',
    '--account',
    'Acme',
    '--start',
    '2026-01-01',
    '--end',
    '2027-01-01',
    '--app-id',
    'com.acme.one',
    '--app-id',
    'com.acme.two',
    '--entitlements',
    'apk_protected,ipa_analysis',
    '--limit',
    'accounts=5',
    '--out',
    lic,
  ];

  it('generates a key pair, issues a licence and verifies it (issue → verify round trip)', () => {
    const keygen = admin(['licence', 'keygen', '--out-dir', dir]);
    expect(keygen.code, keygen.err).toBe(0);
    const raw = /RAMPART_LICENCE_PUBLIC_KEY=(\S+)/.exec(keygen.out)?.[1];
    expect(raw).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(fs.statSync(privateKey).mode & 0o077).toBe(0);
    // A second keygen never overwrites the vendor's key.
    expect(run(['keygen', '--out-dir', dir]).code).toBe(1);

    const issued = admin(['licence', ...issueArgs]);
    expect(issued.code, issued.err).toBe(0);

    const verified = admin(['licence', 'verify', lic], { RAMPART_LICENCE_PUBLIC_KEY: raw! });
    expect(verified.code, verified.err).toBe(0);
    expect(verified.out).toContain('Account:      Acme');
    expect(verified.out).toContain('Entitlements: apk_protected, ipa_analysis');
    expect(verified.out).toContain('App ids:      com.acme.one, com.acme.two');
    expect(verified.out).toContain('Limits:       accounts=5');
    expect(verified.out).toContain('VALID');
  });

  it('answers non-zero for edited, expired, other-key and unreadable licences', () => {
    const edited = path.join(dir, 'edited.lic');
    fs.writeFileSync(edited, fs.readFileSync(lic, 'utf8').replace('"apk_protected"', '"apk_protected", "threat_perception"'));
    const tampered = admin(['licence', 'verify', edited, '--public-key', publicKey]);
    expect(tampered.code).toBe(1);
    expect(tampered.err).toContain('changed after it was signed');

    expect(run(['verify', lic, '--public-key', publicKey], {}, new Date('2027-02-01'))).toMatchObject({ code: 1, err: expect.stringContaining('expired') });
    expect(run(['verify', lic, '--public-key', publicKey], {}, new Date('2025-02-01'))).toMatchObject({ code: 1, err: expect.stringContaining('not valid yet') });

    const otherDir = path.join(dir, 'other');
    expect(run(['keygen', '--out-dir', otherDir]).code).toBe(0);
    expect(run(['verify', lic, '--public-key', path.join(otherDir, 'licence-public.pem')])).toMatchObject({ code: 1, err: expect.stringContaining('not signed by the key') });

    const junk = path.join(dir, 'junk.lic');
    fs.writeFileSync(junk, 'hello');
    expect(run(['verify', junk, '--public-key', publicKey])).toMatchObject({ code: 1, err: expect.stringContaining('not a readable licence') });
  });

  it('explains bad usage with exit code 2', () => {
    expect(run([]).code).toBe(2);
    expect(run(['verify', lic]).code).toBe(2);
    expect(run(['issue', '--key', privateKey]).err).toContain('--product is required');
    expect(run([...issueArgs.slice(0, -2), '--entitlements', 'everything', '--out', lic]).err).toContain('Unknown entitlement: everything');
    expect(run([...issueArgs.slice(0, -1), path.join(dir, 'x.txt')]).err).toContain('must end in .lic');
    expect(run(['verify', lic, '--bogus']).code).toBe(2);
  });
});
