import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { openKeystore, type SigningIdentity } from './keystore';

/** Test-only helpers shared by the tests that sign packages and check them with Debian's tools. */

export const JDK = '/usr/lib/jvm/java-17-openjdk-amd64/bin';

/**
 * Generates a keystore with `keytool` and opens it with ours; also answers the certificate's
 * SHA-256 as keytool itself prints it (lowercase hex), to compare with what apksigner reports.
 */
export function generateKeystore(
  file: string,
  args: string[],
  passwords: { storePassword: string; alias: string; aliasPassword: string },
): { identity: SigningIdentity; sha256: string } {
  execFileSync(`${JDK}/keytool`, ['-genkeypair', '-keystore', file, '-validity', '3650', '-noprompt', ...args], { stdio: 'pipe' });
  const identity = openKeystore(fs.readFileSync(file), passwords);
  const listing = execFileSync(`${JDK}/keytool`, ['-list', '-v', '-keystore', file, '-storepass', passwords.storePassword, '-alias', passwords.alias], { encoding: 'utf8' });
  return { identity, sha256: /SHA256: ([0-9A-F:]+)/.exec(listing)![1].replace(/:/g, '').toLowerCase() };
}

/** What apksigner says of a package: whether it verifies, the schemes it verified, the signer's certificate. */
export function apksignerVerify(file: string, minSdk = 21) {
  const run = spawnSync('apksigner', ['verify', '-v', '--print-certs', '--min-sdk-version', String(minSdk), file], { encoding: 'utf8' });
  const schemes = [...run.stdout.matchAll(/Verified using (v\d) scheme[^:]*: true/g)].map((m) => m[1]);
  const cert = /Signer #1 certificate SHA-256 digest: ([0-9a-f]+)/.exec(run.stdout)?.[1];
  return { ok: run.status === 0 && /^Verifies$/m.test(run.stdout), schemes, cert, output: run.stdout + run.stderr };
}

/** `aapt dump badging` of a package. */
export const badging = (file: string) => execFileSync('aapt', ['dump', 'badging', file], { encoding: 'utf8' });
