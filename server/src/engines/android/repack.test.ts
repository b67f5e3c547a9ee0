import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSource } from '../archive/byte-source';
import { buildZip } from '../archive/test-zip';
import { ZipArchive } from '../archive/zip-reader';
import { EngineError } from '../errors';
import { fixturePath, fixturesOfKind, hasTool } from '../test-fixtures';
import { effectiveSchemes, type SigningScheme } from './apk-signer';
import type { SigningIdentity } from './keystore';
import { DexRewritePool } from './dex/rewrite-pool';
import { isDexEntry, repackPackage } from './repack';
import { apksignerVerify, badging, generateKeystore, JDK } from './test-signing';

const APKS = fixturesOfKind('apk');
const AABS = fixturesOfKind('aab');
const haveTools = hasTool('apksigner') && hasTool('aapt') && hasTool('zipalign') && fs.existsSync(`${JDK}/jarsigner`);

let dir: string;
const identities: Record<'rsa' | 'ec', SigningIdentity> = {} as never;
/** SHA-256 of each keystore's certificate as keytool itself prints it, lowercase hex. */
const keytoolSha256: Record<'rsa' | 'ec', string> = {} as never;

function keystore(kind: 'rsa' | 'ec', file: string, args: string[], passwords: { storePassword: string; alias: string; aliasPassword: string }): void {
  const made = generateKeystore(file, args, passwords);
  identities[kind] = made.identity;
  keytoolSha256[kind] = made.sha256;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repack-'));
  if (!haveTools) return;
  const rsa = ['-storetype', 'JKS', '-storepass', 'store-pass-1', '-keypass', 'key-pass-22', '-alias', 'signer', '-keyalg', 'RSA', '-keysize', '2048'];
  keystore('rsa', path.join(dir, 'rsa.jks'), [...rsa, '-dname', 'CN=Rampart JKS'], { storePassword: 'store-pass-1', alias: 'signer', aliasPassword: 'key-pass-22' });
  const ec = ['-storetype', 'PKCS12', '-storepass', 'p12-pass-1', '-alias', 'release', '-keyalg', 'EC', '-groupname', 'secp256r1'];
  keystore('ec', path.join(dir, 'ec.p12'), [...ec, '-dname', 'CN=Rampart P12'], { storePassword: 'p12-pass-1', alias: 'release', aliasPassword: 'p12-pass-1' });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function dexCount(file: string): number {
  const source = fileSource(fixturePath(file));
  try {
    return ZipArchive.open(source).entries.filter((entry) => isDexEntry(entry.name, 'apk')).length;
  } finally {
    source.close();
  }
}

describe.runIf(haveTools)('repack: identity rewrite and re-signing', () => {
  it.each(APKS.map((row) => row.file))('%s re-signed v1+v2+v3 with a JKS RSA key verifies, is aligned and reads the same', async (name) => {
    const output = path.join(dir, `rsa-${name}`);
    const result = await repackPackage({ input: fixturePath(name), output, identity: identities.rsa });
    expect(result.schemes).toEqual(['v1', 'v2', 'v3']);
    const verified = apksignerVerify(output);
    expect(verified.ok, verified.output).toBe(true);
    expect(verified.schemes).toEqual(['v1', 'v2', 'v3']);
    expect(verified.cert).toBe(keytoolSha256.rsa);
    expect(identities.rsa.certificate.sha256).toBe(keytoolSha256.rsa);
    expect(spawnSync('zipalign', ['-c', '-p', '4', output]).status).toBe(0);
    expect(badging(output)).toBe(badging(fixturePath(name)));
    // Untouched content: every entry but the signature files is byte-identical once inflated.
    const before = ZipArchive.open(fileSource(fixturePath(name)));
    const after = ZipArchive.open(fileSource(output));
    for (const entry of before.entries.filter((e) => !/^META-INF\/[^/]+\.(SF|RSA|DSA|EC|MF)$/i.test(e.name))) {
      expect(after.read(after.get(entry.name)!).equals(before.read(entry)), entry.name).toBe(true);
    }
  });

  it('signs with exactly the scheme set V1, with a PKCS#12 EC P-256 key, for an app targeting below Android 11', async () => {
    const row = APKS.find((r) => Number(r.targetSdk) < 30 && Number(r.minSdk_or_MinimumOSVersion) >= 18)!;
    const output = path.join(dir, 'ec-v1.apk');
    expect((await repackPackage({ input: fixturePath(row.file), output, identity: identities.ec, schemes: ['v1'] })).schemes).toEqual(['v1']);
    const verified = apksignerVerify(output, Number(row.minSdk_or_MinimumOSVersion));
    expect(verified.ok, verified.output).toBe(true);
    expect(verified.schemes).toEqual(['v1']);
    expect(verified.cert).toBe(keytoolSha256.ec);
  });

  it('adds v2 to a JAR signature for an app targeting Android 11 or later, which refuses v1 alone', async () => {
    expect(effectiveSchemes(['v1'], 'apk', 26, 35)).toEqual(['v1', 'v2']);
    expect(effectiveSchemes(['v1', 'v3'], 'apk', 26, 35)).toEqual(['v1', 'v3']);
    expect(effectiveSchemes(['v1'], 'apk', 21, 29)).toEqual(['v1']);
  });

  it.each([
    ['V2', ['v2']],
    ['V1&V2', ['v1', 'v2']],
    ['V1+V2+V3', ['v1', 'v2', 'v3']],
  ] as [string, SigningScheme[]][])('signs with exactly the scheme set %s, with a PKCS#12 EC P-256 key', async (_label, schemes) => {
    // An app with minSdk ≥ 24, so no scheme has to be added for old releases.
    const row = APKS.find((r) => Number(r.minSdk_or_MinimumOSVersion) >= 24)!;
    const output = path.join(dir, `ec-${schemes.join('')}.apk`);
    const result = await repackPackage({ input: fixturePath(row.file), output, identity: identities.ec, schemes });
    expect(result.schemes).toEqual(schemes);
    // apksigner checks v1 only for releases that need it; without v1 the app cannot go below 24.
    const verified = apksignerVerify(output, schemes.includes('v1') ? 21 : 24);
    expect(verified.ok, verified.output).toBe(true);
    expect(verified.schemes).toEqual(schemes);
    expect(verified.cert).toBe(keytoolSha256.ec);
  });

  it('keeps the JAR signature for an app that installs below Android 7.0, even when only v2 is asked for', async () => {
    const row = APKS.find((r) => Number(r.minSdk_or_MinimumOSVersion) < 24)!;
    expect(effectiveSchemes(['v2'], 'apk', Number(row.minSdk_or_MinimumOSVersion), Number(row.targetSdk))).toEqual(['v1', 'v2']);
    const output = path.join(dir, 'old-v2.apk');
    expect((await repackPackage({ input: fixturePath(row.file), output, identity: identities.rsa, schemes: ['v2'] })).schemes).toEqual(['v1', 'v2']);
    const verified = apksignerVerify(output, Number(row.minSdk_or_MinimumOSVersion));
    expect(verified.ok, verified.output).toBe(true);
    expect(verified.schemes).toEqual(['v1', 'v2']);
  });

  it.each(AABS.map((row) => row.file))('%s is JAR-signed and jarsigner verifies it; other schemes are refused for an AAB', async (name) => {
    for (const kind of ['rsa', 'ec'] as const) {
      const output = path.join(dir, `${kind}-${name}`);
      expect((await repackPackage({ input: fixturePath(name), output, identity: identities[kind], schemes: ['v1'] })).schemes).toEqual(['v1']);
      const run = spawnSync(`${JDK}/jarsigner`, ['-verify', '-verbose', '-certs', output], { encoding: 'utf8' });
      expect(run.status, run.stdout).toBe(0);
      expect(run.stdout).toContain('jar verified.');
      expect(run.stdout).not.toMatch(/POSIX file permission/);
      // Every entry is covered ("s" for signed, "m" listed in the manifest), bar the signature files.
      const listed = run.stdout.split('\n').filter((l) => /^\s*[smk ]{1,4}\s+\d+ /.test(l));
      expect(listed.length).toBeGreaterThan(100);
      for (const line of listed.filter((l) => !/META-INF\/(MANIFEST\.MF|CERT\.(SF|RSA|EC))$/.test(l))) expect(line, line).toMatch(/^\s*sm/);
    }
    const refused = path.join(dir, `v2-${name}`);
    await expect(repackPackage({ input: fixturePath(name), output: refused, identity: identities.rsa, schemes: ['v1', 'v2'] })).rejects.toThrow(/AAB can only use V1 signature/);
    expect(fs.existsSync(refused)).toBe(false);
  });

  it('rewrites every DEX through the model (--rewrite-dex) into a package that verifies, and whose DEX files dexdump accepts', async () => {
    const row = APKS.find((r) => r.file.includes('UnCrackable-Level3'))!;
    const output = path.join(dir, 'rewritten-dex.apk');
    await repackPackage({ input: fixturePath(row.file), output, identity: identities.rsa, rewriteDex: true });
    expect(apksignerVerify(output).ok).toBe(true);
    expect(badging(output)).toBe(badging(fixturePath(row.file)));
    const archive = ZipArchive.open(fileSource(output));
    const dexNames = archive.entries.filter((e) => isDexEntry(e.name, 'apk')).map((e) => e.name);
    expect(dexNames).toEqual(['classes.dex']);
    const dex = path.join(dir, 'rewritten.dex');
    fs.writeFileSync(dex, archive.read(archive.get('classes.dex')!));
    const dump = spawnSync('dexdump', ['-d', dex], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    expect(dump.status, dump.stderr).toBe(0);
    expect(dump.stdout).toContain('Class descriptor');
  });

  it('rewrites the DEX files of a multi-DEX package on a worker pool into the same bytes as on one thread', async () => {
    const dexCount = (file: string) => ZipArchive.open(fileSource(fixturePath(file))).entries.filter((e) => isDexEntry(e.name, 'apk')).length;
    const row = [...APKS].sort((a, b) => dexCount(b.file) - dexCount(a.file))[0];
    const inline = path.join(dir, 'pool-inline.apk');
    const pooled = path.join(dir, 'pool-workers.apk');
    await repackPackage({ input: fixturePath(row.file), output: inline, identity: identities.rsa, rewriteDex: true });
    const pool = new DexRewritePool(2);
    try {
      const result = await repackPackage({ input: fixturePath(row.file), output: pooled, identity: identities.rsa, rewriteDex: true, dexPool: pool });
      expect(result.rewritten.length).toBe(dexCount(row.file));
    } finally {
      await pool.close();
    }
    expect(apksignerVerify(pooled).ok).toBe(true);
    const a = ZipArchive.open(fileSource(inline));
    const b = ZipArchive.open(fileSource(pooled));
    expect(b.names()).toEqual(a.names());
    for (const name of a.names().filter((n) => isDexEntry(n, 'apk'))) expect(b.read(b.get(name)!).equals(a.read(a.get(name)!)), name).toBe(true);
  });

  it('fails a package whose DEX file is broken with the DEX error from the worker, and writes nothing', async () => {
    const source = ZipArchive.open(fileSource(fixturePath(APKS[0].file)));
    const input = path.join(dir, 'broken-dex.apk');
    const dex = Buffer.from(source.read(source.get('classes.dex')!));
    dex.writeUInt32LE(0xffffff, 0x38); // string_ids_size far past the end of the file
    fs.writeFileSync(
      input,
      buildZip([
        { name: 'AndroidManifest.xml', data: source.read(source.get('AndroidManifest.xml')!), method: 8 },
        { name: 'classes.dex', data: dex, method: 8 },
      ]),
    );
    const output = path.join(dir, 'broken-dex-out.apk');
    const pool = new DexRewritePool(1);
    try {
      const error = await repackPackage({ input, output, identity: identities.rsa, rewriteDex: true, dexPool: pool }).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).code).toBe('android.dex_malformed');
    } finally {
      await pool.close();
    }
    expect(fs.existsSync(output)).toBe(false);
  });

  it('refuses a package with an unsafe entry name and writes nothing', async () => {
    const input = path.join(dir, 'slip.apk');
    const manifest = fs.readFileSync(fixturePath(APKS[0].file));
    const source = ZipArchive.open(fileSource(fixturePath(APKS[0].file)));
    expect(manifest.length).toBeGreaterThan(0);
    fs.writeFileSync(
      input,
      buildZip([
        { name: 'AndroidManifest.xml', data: source.read(source.get('AndroidManifest.xml')!), method: 8 },
        { name: '../../evil.so', data: Buffer.from('x'), method: 0 },
      ]),
    );
    const output = path.join(dir, 'slip-out.apk');
    const error = await repackPackage({ input, output, identity: identities.rsa }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('android.entry_name_unsafe');
    expect(fs.existsSync(output)).toBe(false);
  });

  it('the repack command signs from a keystore with passwords from the environment, and says why it cannot', () => {
    const name = APKS[0].file;
    const output = path.join(dir, 'cli.apk');
    const cli = (env: Record<string, string>, extra: string[] = []) =>
      spawnSync(
        'node',
        [
          '--import',
          'tsx',
          'server/src/cli/repack.ts',
          fixturePath(name),
          output,
          '--keystore',
          path.join(dir, 'rsa.jks'),
          '--alias',
          'signer',
          '--keypass-env',
          'KEY_PW',
          ...extra,
        ],
        { encoding: 'utf8', env: { ...process.env, ...env } },
      );
    const ok = cli({ KEYSTORE_PASSWORD: 'store-pass-1', KEY_PW: 'key-pass-22' }, ['--schemes', 'v1,v2']);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`signed v1+v2 with ${keytoolSha256.rsa}`);
    expect(apksignerVerify(output).schemes).toEqual(['v1', 'v2']);
    const wrongStore = cli({ KEYSTORE_PASSWORD: 'nope', KEY_PW: 'key-pass-22' });
    expect(wrongStore.status).toBe(2);
    expect(wrongStore.stderr).toContain('Keystore password invalid');
    const wrongKey = cli({ KEYSTORE_PASSWORD: 'store-pass-1', KEY_PW: 'nope' });
    expect(wrongKey.status).toBe(2);
    expect(wrongKey.stderr).toContain('Alias password invalid');
    const noEnv = cli({});
    expect(noEnv.status).toBe(64);
  });

  it('calls betweenDexFiles between two DEX files rewritten on this thread, never after the last', async () => {
    const byCount = APKS.map((row) => row.file).sort((a, b) => dexCount(a) - dexCount(b));
    for (const name of [byCount[0], byCount[byCount.length - 1]]) {
      let calls = 0;
      await repackPackage({ input: fixturePath(name), output: path.join(dir, `between-${name}`), identity: identities.rsa, rewriteDex: true, betweenDexFiles: () => calls++ });
      expect(calls, name).toBe(dexCount(name) - 1);
    }
  });

  it('the built repack command (one CommonJS file) re-signs with JKS and PKCS#12 keys, rewriting every DEX on this thread and on workers', () => {
    execFileSync(process.execPath, ['scripts/build-engine.mjs'], { stdio: 'pipe' });
    const bundle = path.resolve('dist/engine/repack.cjs');
    // Every DEX file goes through the model: the package with the most of them.
    const multiDex = APKS.map((row) => row.file).sort((a, b) => dexCount(b) - dexCount(a))[0];
    expect(dexCount(multiDex)).toBeGreaterThan(1);
    const runs = [
      {
        keystore: 'rsa.jks',
        alias: 'signer',
        env: { KEYSTORE_PASSWORD: 'store-pass-1', KEY_PW: 'key-pass-22' },
        extra: ['--keypass-env', 'KEY_PW', '--rewrite-dex'],
        kind: 'rsa' as const,
      },
      { keystore: 'ec.p12', alias: 'release', env: { KEYSTORE_PASSWORD: 'p12-pass-1' }, extra: ['--rewrite-dex', '--jobs', '2'], kind: 'ec' as const },
    ];
    for (const run of runs) {
      const output = path.join(dir, `bundle-${run.kind}.apk`);
      const result = spawnSync(process.execPath, [bundle, fixturePath(multiDex), output, '--keystore', path.join(dir, run.keystore), '--alias', run.alias, ...run.extra], {
        encoding: 'utf8',
        env: { ...process.env, ...run.env },
        // Run from elsewhere: the bundle finds what it loads later (node-forge) from its own place.
        cwd: os.tmpdir(),
      });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain(`signed v1+v2+v3 with ${keytoolSha256[run.kind]}`);
      const verified = apksignerVerify(output);
      expect(verified.ok, verified.output).toBe(true);
      expect(verified.cert).toBe(keytoolSha256[run.kind]);
      expect(badging(output)).toBe(badging(fixturePath(multiDex)));
    }
    const wrongKey = spawnSync(
      process.execPath,
      [bundle, fixturePath(multiDex), path.join(dir, 'bundle-wrong.apk'), '--keystore', path.join(dir, 'rsa.jks'), '--alias', 'signer'],
      {
        encoding: 'utf8',
        env: { ...process.env, KEYSTORE_PASSWORD: 'store-pass-1' },
      },
    );
    expect(wrongKey.status).toBe(2);
    expect(wrongKey.stderr).toContain('Alias password invalid');

    // Code cache: a re-signing run leaves one beside the bundle; one V8 refuses (here, garbage)
    // changes nothing in the output and is written again by the next successful run.
    const cache = path.join(path.dirname(bundle), `.repack-bundle.dex.${process.version}-${process.arch}.cache`);
    expect(fs.statSync(cache).size).toBeGreaterThan(10_000);
    fs.writeFileSync(cache, Buffer.alloc(64, 7));
    const again = path.join(dir, 'bundle-again.apk');
    const rerun = spawnSync(process.execPath, [bundle, fixturePath(multiDex), again, '--keystore', path.join(dir, runs[0].keystore), '--alias', runs[0].alias, ...runs[0].extra], {
      encoding: 'utf8',
      env: { ...process.env, ...runs[0].env },
    });
    expect(rerun.status, rerun.stderr).toBe(0);
    expect(fs.readFileSync(again).equals(fs.readFileSync(path.join(dir, 'bundle-rsa.apk')))).toBe(true);
    expect(fs.statSync(cache).size).toBeGreaterThan(10_000);
  });
});
