import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferSource } from '../../../server/src/engines/archive/byte-source';
import { ZipArchive } from '../../../server/src/engines/archive/zip-reader';
import { readAxmlDocument } from '../../../server/src/engines/android/axml/read';
import { DEFAULT_WARN_MESSAGE } from '../../../server/src/engines/android/harden/guard';
import { getApplicationAttribute, usesPermissions } from '../../../server/src/engines/android/manifest-edit';
import { hasTool } from '../../../server/src/engines/test-fixtures';
import { createMonitoredApp } from '../../helpers/monitoring';
import { roleMatrix } from '../../helpers/role-matrix';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { waitForHardening } from './hardening-helpers';
import { api, callerHeaders, fixture, multipart, uploadFixture, type Caller } from '../assessment/assessment-helpers';

/**
 * One test per Android option of the policy schema, each through the job API: a custom policy
 * with the option on, a job, and the downloaded package inspected with the Debian tools
 * (`dexdump`, `readelf`), our zip reader and the binary manifest reader. Options whose checks do
 * not get in each other's way share a job, so the file runs a handful of jobs, all submitted up
 * front (the worker runs them one after the other).
 */

const KEYTOOL = '/usr/lib/jvm/java-17-openjdk-amd64/bin/keytool';
const haveTools = hasTool('apksigner') && hasTool('dexdump') && hasTool('readelf') && fs.existsSync(KEYTOOL);

const BANK = 'insecurebankv2-InsecureBankv2.apk';
const LEVEL1 = 'mastg-UnCrackable-Level1.apk';
const LEVEL3 = 'mastg-UnCrackable-Level3.apk';
const DVHMA = 'dvhma-de.zertapps.dvhma.featherweight_1.0.0_3.5.0_debug.apk';

const BANK_CLASSES = 'Lcom/android/insecurebankv2/';
/** The UnCrackable apps' own classes (both levels). */
const UNCRACKABLE_CLASSES = 'Lsg/vantagepoint/';
/** A const-string of InsecureBankv2's own code (its hard-coded credential key). */
const BANK_SECRET = 'superSecurePassword';
const VMP_NAME = 'rtx';
const PLAY_MD5 = ['00112233445566778899aabbccddeeff', 'ffeeddccbbaa99887766554433221100', '0f1e2d3c4b5a69788796a5b4c3d2e1f0', 'a1:b2:c3:d4:e5:f6:07:18:29:3a:4b:5c:6d:7e:8f:90'];
/** Random text, so the deflated configuration cannot shrink it much. */
const EXPANSION_VALUE = crypto.randomBytes(225).toString('base64url');
const WARN = 'This device is not safe for banking.';

interface AndroidJobReport {
  applied: string[];
  skipped: { option: string; reason: string }[];
  counts: Record<string, number>;
  manifest: { debuggable: [boolean, boolean]; allowBackup: [boolean, boolean]; permissionsAdded: string[] };
}

interface Outcome {
  report: AndroidJobReport;
  log: string;
  /** The protected package as downloaded. */
  bytes: Buffer;
  /** Entries of the protected package. */
  out: Map<string, Buffer>;
  /** Entries of the input package. */
  input: Map<string, Buffer>;
}

/** The jobs of this file: a fixture and a policy document each. */
const JOBS = {
  /** Code protections that keep the app's DEX readable, and the manifest flags. */
  bank: {
    fixture: BANK,
    options: {
      preset: 'custom',
      stringEncryption: { enabled: true },
      dataEncryption: true,
      additional: { stripLogs: true, clearDebuggable: true, disallowBackup: true },
      screenshot: { mode: 'all' },
    },
  },
  /** Native libraries and the runtime guard with its reactions. */
  native: {
    fixture: LEVEL3,
    options: {
      preset: 'custom',
      soProtection: { enabled: true },
      runtime: { root: true, emulator: true, hook: true, multiInstance: true },
      reactions: { root: 'report', hook: 'exit', emulator: 'warn', warnMessage: WARN },
    },
  },
  /** Anti-debug on a debuggable app, and asset encryption. */
  debuggable: {
    fixture: DVHMA,
    options: { preset: 'custom', antiDebug: true, resourceEncryption: { enabled: true, include: ['www/cordova.js'] } },
  },
  /** The DEX shell, with what names and opens its payload. */
  shell: {
    fixture: LEVEL3,
    options: { preset: 'custom', dexShell: true, vmpLibraryName: VMP_NAME, googleSignatureMd5: PLAY_MD5, integrity: { signature: true, files: true } },
  },
  /** The UI-hijack warning alone. */
  hijack: { fixture: LEVEL1, options: { preset: 'custom', uiHijack: { enabled: true, title: 'Careful', content: '' } } },
  /** A warning guard, and the same policy with expansion entries (the two payloads are compared). */
  guard: { fixture: LEVEL1, options: { preset: 'custom', antiDebug: true, reactions: { antiDebug: 'warn' } } },
  expansion: {
    fixture: LEVEL1,
    options: {
      preset: 'custom',
      antiDebug: true,
      reactions: { antiDebug: 'warn' },
      expansion: [
        { key: 'guard.warnMessage', value: EXPANSION_VALUE },
        { key: 'guard.watchdogMs', value: '500' },
        { key: 'unknown.key', value: '1' },
      ],
    },
  },
  dynamic: { fixture: LEVEL1, options: { preset: 'custom', dynamicDex: { enabled: true } } },
  /** Options this engine version states it does not apply. */
  unbuilt: { fixture: LEVEL1, options: { preset: 'custom', dexVirtualization: { enabled: true }, unityDllEncryption: true } },
} as const;
type JobName = keyof typeof JOBS;

let t: TestServer;
let dir: string;
let owner: Caller;
let monitoredAppId: string;
const jobIds = new Map<JobName, string>();
const outcomes = new Map<JobName, Promise<Outcome>>();

const get = (caller: Caller, url: string) => t.runtime.app.server.inject({ method: 'GET', url, headers: callerHeaders(caller) });

function zipEntries(bytes: Buffer): Map<string, Buffer> {
  const zip = ZipArchive.open(bufferSource(bytes));
  return new Map(zip.entries.filter((e) => !e.name.endsWith('/')).map((e) => [e.name, zip.read(e)]));
}

/** Waits for a job of {@link JOBS} (once) and downloads its package, report and log. */
function outcome(name: JobName): Promise<Outcome> {
  let pending = outcomes.get(name);
  if (!pending) {
    pending = (async () => {
      const jobId = jobIds.get(name)!;
      const job = await waitForHardening(t, owner, jobId, 600_000);
      expect(job.status, job.error).toBe('success');
      const protectedPackage = await get(owner, `/api/harden/job/download/${jobId}?what=protected`);
      expect(protectedPackage.statusCode).toBe(200);
      const report = await get(owner, `/api/harden/job/download/${jobId}?what=report&format=json`);
      expect(report.statusCode).toBe(200);
      const log = (await get(owner, `/api/harden/job/download/${jobId}?what=log`)).body;
      return {
        report: report.json().android as AndroidJobReport,
        log,
        bytes: protectedPackage.rawPayload,
        out: zipEntries(protectedPackage.rawPayload),
        input: zipEntries(fs.readFileSync(fixture(JOBS[name].fixture))),
      };
    })();
    outcomes.set(name, pending);
  }
  return pending;
}

// ---------------------------------------------------------------------------------------------
// What the Debian tools see

let dumpSeq = 0;
const dumps = new WeakMap<Map<string, Buffer>, Map<string, string>>();
/** `dexdump -d` of every `classes*.dex` of a package, split per class (descriptor → its text); once per package. */
function dexClasses(entries: Map<string, Buffer>): Map<string, string> {
  const known = dumps.get(entries);
  if (known) return known;
  const classes = new Map<string, string>();
  for (const [name, bytes] of entries) {
    if (!/^classes\d*\.dex$/.test(name)) continue;
    const file = path.join(dir, `dump-${dumpSeq++}.dex`);
    fs.writeFileSync(file, bytes);
    const run = spawnSync('dexdump', ['-d', file], { encoding: 'latin1', maxBuffer: 1 << 30 });
    fs.rmSync(file);
    expect(run.status, `dexdump ${name}: ${run.stderr}`).toBe(0);
    for (const block of run.stdout.split(/\nClass #\d+\s+-\s*\n/).slice(1)) {
      const m = /Class descriptor\s+: '([^']+)'/.exec(block);
      if (m) classes.set(m[1], block);
    }
  }
  dumps.set(entries, classes);
  return classes;
}

/** The text of the classes whose descriptor starts with `prefix`, joined. */
const codeOf = (classes: Map<string, string>, prefix: string) =>
  [...classes]
    .filter(([type]) => type.startsWith(prefix))
    .map(([, text]) => text)
    .join('\n');

/** The classes of `after` that `before` does not have (what hardening added), joined. */
const addedCode = (before: Map<string, string>, after: Map<string, string>) =>
  [...after]
    .filter(([type]) => !before.has(type))
    .map(([, text]) => text)
    .join('\n');

const count = (text: string, pattern: RegExp) => (text.match(new RegExp(pattern.source, 'g')) ?? []).length;
const constString = (value: string) => new RegExp(`const-string(?:/jumbo)? v\\d+, "${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"`);

/** Shannon entropy in bits per byte. */
function entropy(bytes: Buffer): number {
  const freq = new Array<number>(256).fill(0);
  for (const b of bytes) freq[b]++;
  let h = 0;
  for (const f of freq) if (f > 0) h -= (f / bytes.length) * Math.log2(f / bytes.length);
  return h;
}

/** Whether `readelf -h` reads the bytes as an ELF file. */
function readelfAccepts(bytes: Buffer): boolean {
  const file = path.join(dir, `elf-${dumpSeq++}`);
  fs.writeFileSync(file, bytes);
  const run = spawnSync('readelf', ['-h', file], { encoding: 'utf8' });
  fs.rmSync(file);
  return run.status === 0 && /ELF Header:/.test(run.stdout) && !/Not an ELF file/.test(run.stderr);
}

const manifestOf = (entries: Map<string, Buffer>) => readAxmlDocument(entries.get('AndroidManifest.xml')!);
const dexNames = (entries: Map<string, Buffer>) => [...entries.keys()].filter((n) => /^classes\d*\.dex$/.test(n));
const appliedLine = (report: AndroidJobReport, option: string) => report.applied.find((a) => a.startsWith(option));

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'android-options-'));
  t = await startTestServer({ env: { RAMPART_JOB_QUEUE: uniqueName('q') } });
  const matrix = await roleMatrix(t, {});
  owner = { token: matrix.tokens.customerSuperAdmin };
  if (!haveTools) return;
  const file = path.join(dir, 'release.jks');
  const pass = 'options-pass-7';
  execFileSync(
    KEYTOOL,
    [
      '-genkeypair',
      '-keystore',
      file,
      '-storetype',
      'JKS',
      '-storepass',
      pass,
      '-keypass',
      pass,
      '-alias',
      'release',
      '-keyalg',
      'RSA',
      '-keysize',
      '2048',
      '-validity',
      '3650',
      '-dname',
      'CN=Android Options',
      '-noprompt',
    ],
    { stdio: 'pipe' },
  );
  const { payload, contentType } = multipart('release.jks', fs.readFileSync(file), { storePassword: pass, alias: 'release', aliasPassword: pass, signatureScheme: 'v1v2v3' });
  const added = (
    await t.runtime.app.server.inject({ method: 'POST', url: '/api/harden/keystore/add', payload, headers: { ...callerHeaders(owner), 'content-type': contentType } })
  ).json();
  expect(added.code).toBe('200');
  const keystoreId: string = added.data.keystoreId;
  monitoredAppId = `com.example.options${Date.now()}`;
  await createMonitoredApp(t, matrix.tokens.customerSuperAdmin, { appId: monitoredAppId });

  const uploads = new Map<string, string>();
  for (const [name, job] of Object.entries(JOBS) as [JobName, (typeof JOBS)[JobName]][]) {
    const options = name === 'native' ? { ...job.options, reactions: { ...JOBS.native.options.reactions, monitoredApp: monitoredAppId } } : job.options;
    const policy = await api(t, owner, '/api/harden/policy/add', { kind: 'android', name: `Options: ${name}`, options });
    expect(policy.code, `${name}: ${policy.msg}`).toBe('200');
    if (!uploads.has(job.fixture)) uploads.set(job.fixture, await uploadFixture(t, owner, job.fixture));
    const submitted = await api(t, owner, '/api/harden/job/add', { fileId: uploads.get(job.fixture), policyId: policy.data.policyId, keystoreId });
    expect(submitted.code, `${name}: ${submitted.msg}`).toBe('200');
    jobIds.set(name, submitted.data.jobId);
  }
}, 180_000);
afterAll(async () => {
  // Let running jobs finish before the server goes (a job aborted midway would only add noise).
  await Promise.allSettled([...outcomes.values()]);
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
}, 600_000);

const LONG = 900_000;

describe.runIf(haveTools)('each Android option through the job API', () => {
  it(
    'dexShell: the only DEX holds none of the app’s classes, which travel in a high-entropy payload',
    async () => {
      const { out, input, report } = await outcome('shell');
      const before = dexClasses(input);
      expect(codeOf(before, UNCRACKABLE_CLASSES)).not.toBe('');
      expect(dexNames(out)).toEqual(['classes.dex']);
      const after = dexClasses(out);
      expect([...after.keys()].filter((type) => before.has(type))).toEqual([]);
      const payloads = [...out.keys()].filter((n) => /^assets\/[^/]+\.dat$/.test(n));
      expect(payloads).toHaveLength(1);
      const payload = out.get(payloads[0])!;
      expect(payload.length).toBe(report.counts.payloadBytes);
      expect(entropy(payload)).toBeGreaterThanOrEqual(7.9);
      // No DEX header (`dex\n035`…) anywhere in the package but the shell's own.
      for (const [name, bytes] of out) if (name !== 'classes.dex') expect(bytes.includes('dex\n0'), name).toBe(false);
      expect(appliedLine(report, 'dexShell:')).toContain('encrypted into');
    },
    LONG,
  );

  it(
    'vmpLibraryName: the payload entry and the shell’s reference to it carry the policy’s name',
    async () => {
      const { out } = await outcome('shell');
      expect([...out.keys()].filter((n) => n.endsWith('.dat'))).toEqual([`assets/${VMP_NAME}.dat`]);
      expect(codeOf(dexClasses(out), 'L')).toMatch(constString(`assets/${VMP_NAME}.dat`));
    },
    LONG,
  );

  it(
    'googleSignatureMd5: each Play certificate gets a key slot in the payload',
    async () => {
      const { out, report } = await outcome('shell');
      // The payload starts with its slot count: the keystore's slot and one per Play certificate
      // (padding only tops it up to four, and five certificates are accepted here).
      expect(out.get(`assets/${VMP_NAME}.dat`)![0]).toBe(1 + PLAY_MD5.length);
      expect(appliedLine(report, 'googleSignatureMd5:')).toContain(`${PLAY_MD5.length} Play App Signing certificate(s)`);
    },
    LONG,
  );

  it(
    'integrity: keys bound to the signing certificate, entries authenticated, and what is not checked named',
    async () => {
      const { out, report, bytes } = await outcome('shell');
      const verify = path.join(dir, 'shell.apk');
      // The signature the keys are bound to is the keystore's: the package verifies as signed.
      fs.writeFileSync(verify, bytes);
      const run = spawnSync('apksigner', ['verify', '--min-sdk-version', '21', verify], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      expect(out.has(`assets/${VMP_NAME}.dat`)).toBe(true);
      expect(appliedLine(report, 'integrity.signature:')).toContain('derived from the signing certificate');
      expect(appliedLine(report, 'integrity.files:')).toContain('authenticated');
      expect(report.skipped.find((s) => s.option === 'integrity.files')?.reason).toMatch(/not checked at run time/);
    },
    LONG,
  );

  it(
    'stringEncryption: a known const-string of the app is gone while its classes stay listed',
    async () => {
      const { out, input, report } = await outcome('bank');
      const before = dexClasses(input);
      const after = dexClasses(out);
      const appClasses = [...before.keys()].filter((type) => type.startsWith(BANK_CLASSES));
      expect(appClasses.length).toBeGreaterThan(40);
      expect(appClasses.filter((type) => !after.has(type))).toEqual([]);
      expect(codeOf(before, BANK_CLASSES)).toMatch(constString(BANK_SECRET));
      expect(codeOf(after, 'L')).not.toMatch(constString(BANK_SECRET));
      expect(report.counts.strings).toBeGreaterThan(0);
      expect(appliedLine(report, 'stringEncryption:')).toBeDefined();
    },
    LONG,
  );

  it(
    'additional.stripLogs: the app’s Log.v/d/i calls are gone',
    async () => {
      const { out, input, report } = await outcome('bank');
      const logCall = /Landroid\/util\/Log;\.[vdi]:/;
      const before = count(codeOf(dexClasses(input), BANK_CLASSES), logCall);
      expect(before).toBeGreaterThan(0);
      expect(count(codeOf(dexClasses(out), BANK_CLASSES), logCall)).toBe(0);
      expect(report.counts.logCalls).toBeGreaterThanOrEqual(before);
    },
    LONG,
  );

  it(
    'dataEncryption: every SharedPreferences the app obtains comes from the runtime’s encrypting implementation',
    async () => {
      const { out, input, report } = await outcome('bank');
      const named = /invoke-virtual(?:\/range)? \{[^}]*\}, L[^;]+;\.getSharedPreferences:\(Ljava\/lang\/String;I\)Landroid\/content\/SharedPreferences;/;
      const defaults = /\.(?:getDefaultSharedPreferences|getPreferences):\([^)]*\)Landroid\/content\/SharedPreferences;/;
      // What the runtime offers instead: `get(Context, String, int)`, and `wrap(SharedPreferences)` after the others.
      const runtimeGet = /invoke-static(?:\/range)? \{[^}]*\}, L[^;]+;\.[^:]+:\(Landroid\/content\/Context;Ljava\/lang\/String;I\)Landroid\/content\/SharedPreferences;/;
      const runtimeWrap = /invoke-static(?:\/range)? \{[^}]*\}, L[^;]+;\.[^:]+:\(Landroid\/content\/SharedPreferences;\)Landroid\/content\/SharedPreferences;/;
      const before = codeOf(dexClasses(input), BANK_CLASSES);
      const after = codeOf(dexClasses(out), BANK_CLASSES);
      const obtained = count(before, named) + count(before, defaults);
      expect(count(before, named)).toBeGreaterThan(0);
      expect(count(before, runtimeGet) + count(before, runtimeWrap)).toBe(0);
      expect(count(after, named)).toBe(0);
      expect(count(after, runtimeGet) + count(after, runtimeWrap)).toBe(obtained);
      expect(report.counts.preferenceCalls).toBeGreaterThanOrEqual(obtained);
    },
    LONG,
  );

  it(
    'additional.clearDebuggable and additional.disallowBackup: the binary manifest’s flags are off',
    async () => {
      const { out, input, report } = await outcome('bank');
      expect(getApplicationAttribute(manifestOf(input), 'debuggable')).toBe(true);
      expect(getApplicationAttribute(manifestOf(input), 'allowBackup')).toBe(true);
      expect(getApplicationAttribute(manifestOf(out), 'debuggable')).toBe(false);
      expect(getApplicationAttribute(manifestOf(out), 'allowBackup')).toBe(false);
      expect(report.manifest).toMatchObject({ debuggable: [true, false], allowBackup: [true, false] });
      expect(report.applied).toEqual(expect.arrayContaining(['additional.clearDebuggable', 'additional.disallowBackup']));
    },
    LONG,
  );

  it(
    'screenshot: code that sets FLAG_SECURE on the activities is added',
    async () => {
      const { out, input, report } = await outcome('bank');
      const added = addedCode(dexClasses(input), dexClasses(out));
      expect(added).toMatch(/Landroid\/view\/Window;\.addFlags:\(I\)V/);
      expect(added).toMatch(/#int 8192/);
      expect(appliedLine(report, 'screenshot:')).toContain('every activity');
    },
    LONG,
  );

  it(
    'uiHijack: code that warns when the app loses the foreground is added, its text kept out of sight',
    async () => {
      const { out, input, report } = await outcome('hijack');
      const added = addedCode(dexClasses(input), dexClasses(out));
      expect(added).toMatch(/Landroid\/widget\/Toast;\.makeText:/);
      expect(added).toMatch(/Landroid\/app\/Application;\.registerActivityLifecycleCallbacks:/);
      expect(added).not.toMatch(constString('Careful'));
      expect(appliedLine(report, 'uiHijack:')).toBeDefined();
    },
    LONG,
  );

  it(
    'expansion: the keys the engine reads go into the encrypted configuration, the others are reported',
    async () => {
      const plain = await outcome('guard');
      const extended = await outcome('expansion');
      const payloadOf = (o: Outcome) => [...o.out].find(([n]) => /^assets\/[^/]+\.dat$/.test(n))![1];
      // The same policy but for the entries: the warning's text replaces the default one. The
      // configuration is deflated before it is encrypted, and 300 random base64 characters do not
      // deflate below 6 bits each; the rest of the two configurations differ by a few bytes.
      const grown = payloadOf(extended).length - payloadOf(plain).length;
      expect(grown).toBeGreaterThanOrEqual(225 - DEFAULT_WARN_MESSAGE.length);
      expect(grown).toBeLessThanOrEqual(EXPANSION_VALUE.length + 16);
      expect(extended.report.counts.payloadBytes - plain.report.counts.payloadBytes).toBe(grown);
      for (const bytes of extended.out.values()) expect(bytes.includes(EXPANSION_VALUE)).toBe(false);
      expect(extended.report.applied).toEqual(expect.arrayContaining([`expansion.guard.warnMessage = ${EXPANSION_VALUE}`, 'expansion.guard.watchdogMs = 500']));
      expect(extended.report.skipped.find((s) => s.option === 'expansion.unknown.key')?.reason).toMatch(/^not a key this engine reads/);
    },
    LONG,
  );

  it(
    'soProtection: no library of the app stays in lib/, its encrypted copies are no ELF, loads go through the runtime',
    async () => {
      const { out, input, report } = await outcome('native');
      const libraries = [...input.keys()].filter((n) => /^lib\/[^/]+\/[^/]+\.so$/.test(n));
      expect(libraries.length).toBeGreaterThan(0);
      expect(readelfAccepts(input.get(libraries[0])!)).toBe(true);
      expect([...out.keys()].filter((n) => n.startsWith('lib/') && n.endsWith('.so'))).toEqual([]);
      const encrypted = [...out.keys()].filter((n) => n.startsWith('assets/rtl/'));
      expect(encrypted).toHaveLength(libraries.length);
      for (const name of encrypted) {
        const bytes = out.get(name)!;
        expect(readelfAccepts(bytes), name).toBe(false);
        expect(entropy(bytes), name).toBeGreaterThanOrEqual(7.9);
      }
      const app = codeOf(dexClasses(out), 'Lsg/vantagepoint/');
      expect(app).toMatch(/Ljava\/lang\/System;\.load:\(Ljava\/lang\/String;\)V/);
      expect(report.counts.librariesEncrypted).toBe(libraries.length);
      expect(report.counts.libraryCalls).toBeGreaterThan(0);
    },
    LONG,
  );

  const GUARD_EVIDENCE = [
    ['runtime.root', 'root', /\/system\/xbin\/su/],
    ['runtime.emulator', 'emulator', /ro\.kernel\.qemu/],
    ['runtime.hook', 'hook', /frida-agent/],
    ['runtime.multiInstance', 'multi-instance', /com\.lody\.virtual/],
  ] as const;
  for (const [option, check, evidence] of GUARD_EVIDENCE) {
    it(
      `${option}: the guard’s ${check} check is added and listed`,
      async () => {
        const { out, input, report } = await outcome('native');
        const before = dexClasses(input);
        expect([...before.values()].join('\n')).not.toMatch(evidence);
        const added = addedCode(before, dexClasses(out));
        expect(added).toMatch(new RegExp(`const-string(?:/jumbo)? v\\d+, "[^"]*${evidence.source}`));
        expect(appliedLine(report, 'runtime guard:')?.split(';')[0]).toContain(check);
      },
      LONG,
    );
  }

  it(
    'reactions: reports go to the monitored app over a signed request, with the permission it needs',
    async () => {
      const { out, input, report, log } = await outcome('native');
      expect(usesPermissions(manifestOf(input))).not.toContain('android.permission.INTERNET');
      expect(usesPermissions(manifestOf(out))).toContain('android.permission.INTERNET');
      expect(report.manifest.permissionsAdded).toEqual(['android.permission.INTERNET']);
      const added = addedCode(dexClasses(input), dexClasses(out));
      expect(added).toMatch(constString('X-Rampart-Signature'));
      expect(added).toMatch(/Ljava\/net\/HttpURLConnection;/);
      expect(appliedLine(report, 'runtime guard:')).toMatch(/reactions .*root → report.*hook → exit/);
      expect(appliedLine(report, 'runtime guard:')).toMatch(/emulator → warn/);
      expect(log).toContain(`reports to: monitored app ${monitoredAppId}`);
      // The warning's text is configuration, encrypted: not in any entry in clear.
      for (const bytes of out.values()) expect(bytes.includes(WARN)).toBe(false);
    },
    LONG,
  );

  it(
    'antiDebug: debugger and TracerPid checks are added and the debuggable flag is forced off',
    async () => {
      const { out, input, report } = await outcome('debuggable');
      expect(getApplicationAttribute(manifestOf(input), 'debuggable')).toBe(true);
      expect(getApplicationAttribute(manifestOf(out), 'debuggable')).toBe(false);
      const added = addedCode(dexClasses(input), dexClasses(out));
      expect(added).toMatch(constString('TracerPid:'));
      expect(added).toMatch(/Landroid\/os\/Debug;\.isDebuggerConnected:\(\)Z/);
      expect(report.applied).toContain('antiDebug: android:debuggable forced off');
      expect(appliedLine(report, 'runtime guard:')).toContain('anti-debug');
    },
    LONG,
  );

  it(
    'resourceEncryption: the chosen asset is stored encrypted, same name, nonce and tag longer',
    async () => {
      const { out, input, report } = await outcome('debuggable');
      const name = 'assets/www/cordova.js';
      const original = input.get(name)!;
      const stored = out.get(name)!;
      expect(entropy(original)).toBeLessThan(6);
      expect(stored.length).toBe(original.length + 12 + 16);
      expect(entropy(stored)).toBeGreaterThanOrEqual(7.9);
      expect(stored.includes('cordova')).toBe(false);
      // Assets outside the policy's list stay as they were.
      expect(out.get('assets/www/index.html')).toEqual(input.get('assets/www/index.html'));
      expect(report.counts.assetsEncrypted).toBe(1);
    },
    LONG,
  );

  it(
    'dexVirtualization and unityDllEncryption: the job succeeds and says why each is skipped',
    async () => {
      const { out, input, report } = await outcome('unbuilt');
      expect(report.skipped.find((s) => s.option === 'dexVirtualization')?.reason).toMatch(/not available/);
      expect(report.skipped.find((s) => s.option === 'unityDllEncryption')?.reason).toMatch(/no Unity assemblies/);
      expect(report.applied.filter((a) => /^(dexVirtualization|unityDllEncryption)/.test(a))).toEqual([]);
      // The app's code stays where it was: no payload, the same classes listed.
      const before = [...dexClasses(input).keys()];
      expect([...dexClasses(out).keys()]).toEqual(expect.arrayContaining(before));
    },
    LONG,
  );

  it(
    'dynamicDex: the app’s methods become trampolines into encrypted DEX parts',
    async () => {
      const { out, input, report } = await outcome('dynamic');
      const before = dexClasses(input);
      const after = dexClasses(out);
      // Every class keeps its place (its methods keep their names); bodies call into the runtime by id.
      expect([...before.keys()].filter((type) => type.startsWith(UNCRACKABLE_CLASSES) && !after.has(type))).toEqual([]);
      const call = /invoke-static(?:\/range)? \{[^}]*\}, L[^;]+;\.[^:]+:\(I\[Ljava\/lang\/Object;\)Ljava\/lang\/Object;/;
      expect(count(codeOf(before, UNCRACKABLE_CLASSES), call)).toBe(0);
      expect(count(codeOf(after, UNCRACKABLE_CLASSES), call)).toBeGreaterThan(0);
      // The moved code took its strings along, out of the package's readable DEX files.
      const strings = (text: string) => count(text, /const-string(?:\/jumbo)? v\d+, "/);
      expect(strings(codeOf(after, UNCRACKABLE_CLASSES))).toBeLessThan(strings(codeOf(before, UNCRACKABLE_CLASSES)));
      const parts = [...out.keys()].filter((n) => n.startsWith('assets/rtd/'));
      expect(parts.length).toBeGreaterThan(0);
      for (const name of parts) expect(out.get(name)!.subarray(0, 3).toString('latin1'), name).not.toBe('dex');
      expect(entropy(Buffer.concat(parts.map((n) => out.get(n)!)))).toBeGreaterThanOrEqual(7.5);
      expect(appliedLine(report, 'dynamicDex:')).toMatch(/\d+ methods of \d+ classes/);
    },
    LONG,
  );
});
