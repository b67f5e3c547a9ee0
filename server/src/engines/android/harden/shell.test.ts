import { execFileSync } from 'node:child_process';
import { createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSource } from '../../archive/byte-source';
import { ZipArchive } from '../../archive/zip-reader';
import { fixturePath, fixturesOfKind, hasTool } from '../../test-fixtures';
import { readAxmlDocument } from '../axml/read';
import { writeAxmlDocument } from '../axml/write';
import { assemble } from '../dex/assemble';
import { JvmSession } from '../dex/jvm-harness';
import type { DexFile } from '../dex/model';
import { readDex } from '../dex/read';
import { renameMany } from '../dex/edit';
import { writeDex } from '../dex/write';
import { setApplicationName } from '../manifest-edit';
import { AlignedZipWriter, copyEntry } from '../zip-writer';
import { applyShellManifest, buildShell, deflateShellDex, MIN_SLOTS, originalEntryPoints, PAYLOAD_FORMAT, SHELL_CONFIG, shellKey, type ShellOutput } from './shell';

const FAKES = path.join(import.meta.dirname, 'testdata', 'fakes-shell');
/** Two fixtures' DEX files stand for the protected app's code: a multi-dex app of real DEX files. */
const LEVEL3 = 'mastg-UnCrackable-Level3.apk';
const LEVEL1 = 'mastg-UnCrackable-Level1.apk';
/** A larger app (one 6 MB DEX file): the compression measure, and the single-DEX route on the JVM. */
const INSECUREBANK = 'insecurebankv2-InsecureBankv2.apk';
const PAYLOAD_NAME = 'assets/rtpayload.dat';
const ALT_PAYLOAD_NAME = 'assets/alt.dat';
const ONE_PAYLOAD_NAME = 'assets/one.dat';
/** Fakes of classes the platform has from API 26 (InMemoryDexClassLoader) and 28 (AppComponentFactory, and the driver's part that uses it). */
const API26_CLASSES = ['dalvik/system/InMemoryDexClassLoader.class'];
const API28_CLASSES = ['android/app/AppComponentFactory.class', 'Api28.class'];
const APP_CLASS = 'com.example.app.App';
const APP_FACTORY = 'com.example.app.AppFactory';

const haveFixtures = [LEVEL3, LEVEL1, INSECUREBANK].every((file) => fixturesOfKind('apk').some((f) => f.file === file)) && hasTool('openssl');
const haveJvm = haveFixtures && hasTool('enjarify') && hasTool('java') && hasTool('javac');
const haveTools = haveFixtures && hasTool('dexdump') && hasTool('baksmali') && hasTool('aapt');

/** Two hook classes as other protections hand them: one with both methods, one with `create` only. */
const HOOKS_SMALI = `
.class public Lrampart/rt/TestHookA;
.super Ljava/lang/Object;

.method public static attach(Landroid/content/Context;Ljava/util/Map;)V
    .locals 1
    const-string v0, "hook A attach "
    invoke-static {v0, p0, p1}, Lrampart/rt/TestHookA;->print(Ljava/lang/String;Ljava/lang/Object;Ljava/util/Map;)V
    return-void
.end method

.method public static create(Landroid/app/Application;Ljava/util/Map;)V
    .locals 1
    const-string v0, "hook A create "
    invoke-static {v0, p0, p1}, Lrampart/rt/TestHookA;->print(Ljava/lang/String;Ljava/lang/Object;Ljava/util/Map;)V
    return-void
.end method

.method static print(Ljava/lang/String;Ljava/lang/Object;Ljava/util/Map;)V
    .locals 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    new-instance v1, Ljava/util/TreeMap;
    invoke-direct {v1, p2}, Ljava/util/TreeMap;-><init>(Ljava/util/Map;)V
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
`;

const HOOK_B_SMALI = `
.class public Lrampart/rt/TestHookB;
.super Ljava/lang/Object;

.method public static create(Landroid/app/Application;Ljava/util/Map;)V
    .locals 1
    const-string v0, "hook B create "
    invoke-static {v0, p0, p1}, Lrampart/rt/TestHookA;->print(Ljava/lang/String;Ljava/lang/Object;Ljava/util/Map;)V
    return-void
.end method
`;

function javaSources(...dirs: string[]): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (root: string, dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(root, p);
      else if (e.name.endsWith('.java')) out.push({ file: path.relative(root, p), text: fs.readFileSync(p, 'utf8') });
    }
  };
  for (const d of dirs) walk(d === 'driver' || d === 'app' ? path.join(FAKES, d) : FAKES, path.join(FAKES, d));
  return out;
}

function entryOf(file: string, name: string): Buffer {
  return ZipArchive.open(fileSource(fixturePath(file))).readByName(name)!;
}

function sha256(b: Uint8Array): string {
  return createHash('sha256').update(b).digest('hex');
}

function digest(algorithm: 'sha256' | 'md5', b: Uint8Array): Buffer {
  return createHash(algorithm).update(b).digest();
}

/** A self-signed X.509 certificate (DER) of a fresh P-256 key, as a keystore or Play App Signing holds one. */
function certificateDer(dir: string, name: string): Buffer {
  const der = path.join(dir, `${name}.der`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      path.join(dir, `${name}.key`),
      '-outform',
      'DER',
      '-out',
      der,
      '-subj',
      `/CN=${name}`,
      '-days',
      '1',
    ],
    { stdio: 'ignore' },
  );
  return fs.readFileSync(der);
}

/** AES-256-GCM as the shell seals: nonce, ciphertext, tag. Null when the tag does not verify. */
function unseal(key: Buffer, sealed: Buffer): Buffer | null {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
  } catch {
    return null;
  }
}

/** The body's plaintext as `ShellBoot.parse` reads it once inflated, built here independently of the shell. */
function plainBody(config: [string, string][], dex: Uint8Array[]): Buffer {
  const int = (n: number): Buffer => {
    const b = Buffer.alloc(4);
    b.writeInt32BE(n);
    return b;
  };
  const bytes = (b: Uint8Array): Buffer[] => [int(b.length), Buffer.from(b)];
  return Buffer.concat([
    int(PAYLOAD_FORMAT),
    int(config.length),
    ...config.flatMap(([k, v]) => [...bytes(Buffer.from(k)), ...bytes(Buffer.from(v))]),
    int(dex.length),
    ...dex.flatMap(bytes),
  ]);
}

/** A `random` that also records what it returned: the tests find the salt and the content key among its results. */
function recordingRandom(): { random: (n: number) => Buffer; calls: Buffer[] } {
  const calls: Buffer[] = [];
  return {
    calls,
    random: (n) => {
      const b = randomBytes(n);
      calls.push(b);
      return b;
    },
  };
}

/** The payload's parts as the runtime reads them: a count byte, that many 60-byte key slots, then the body. */
function payloadParts(payload: Buffer): { slots: Buffer[]; body: Buffer } {
  const n = payload[0];
  const slots = Array.from({ length: n }, (_, i) => payload.subarray(1 + 60 * i, 1 + 60 * (i + 1)));
  return { slots, body: payload.subarray(1 + 60 * n) };
}

/** Shannon entropy in bits per byte. */
function entropy(b: Uint8Array): number {
  const counts = new Array<number>(256).fill(0);
  for (const x of b) counts[x]++;
  return counts.reduce((h, c) => (c === 0 ? h : h - (c / b.length) * Math.log2(c / b.length)), 0);
}

/** Every name and const-string of a DEX model with at least `min` characters. */
function dexStrings(file: DexFile, min: number): Set<string> {
  const out = new Set<string>();
  const add = (s: string | null | undefined): void => {
    if (s && s.length >= min) out.add(s);
  };
  for (const c of file.classes) {
    add(c.type);
    add(c.type.slice(1, -1).replace(/\//g, '.'));
    for (const f of [...c.staticFields, ...c.instanceFields]) add(f.name);
    for (const m of [...c.directMethods, ...c.virtualMethods]) {
      add(m.name);
      for (const i of m.code?.items ?? []) if ('kind' in i && i.kind === 'instruction' && i.reference?.kind === 'string') add(i.reference.value);
    }
  }
  return out;
}

describe.skipIf(!haveFixtures)('DEX shell (payload format 2: deflated, then encrypted)', () => {
  let dir: string;
  let dexFiles: { name: string; bytes: Uint8Array }[];
  /** The keystore's (upload) certificate, the Play App Signing certificate the policy accepts, and one neither accepts. */
  let certificate: Buffer;
  let playCertificate: Buffer;
  let otherCertificate: Buffer;
  let shell: ShellOutput;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harden-shell-'));
    dexFiles = [
      { name: 'classes.dex', bytes: entryOf(LEVEL3, 'classes.dex') },
      { name: 'classes2.dex', bytes: entryOf(LEVEL1, 'classes.dex') },
    ];
    // The shell digests the DER certificate the package manager reports.
    certificate = certificateDer(dir, 'Upload');
    playCertificate = certificateDer(dir, 'Play');
    otherCertificate = certificateDer(dir, 'Other');
    shell = buildShell({
      // The second file as the engine hands it over, compressed when it was written (the stream
      // then ends in a final block of its own), so the runtime tests below read both forms.
      dexFiles: [dexFiles[0], deflateShellDex(dexFiles[1].name, dexFiles[1].bytes)],
      applicationName: APP_CLASS,
      appComponentFactory: APP_FACTORY,
      certificateSha256: digest('sha256', certificate),
      acceptedCertificateMd5: [digest('md5', playCertificate)],
      random: randomBytes,
      extraClasses: [...assemble(HOOKS_SMALI), ...assemble(HOOK_B_SMALI)],
      // TestAppHook lives in the app's code (the JVM test's app classes), not in the shell DEX.
      hooks: ['Lrampart/rt/TestHookA;', 'Lrampart/rt/TestAppHook;', 'Lrampart/rt/TestHookB;'],
      config: { 'demo.greeting': 'hello', 'demo.level': '3' },
      payloadName: PAYLOAD_NAME,
    });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('counts what it built', () => {
    expect(shell.counts).toMatchObject({
      dexFiles: 2,
      dexBytes: dexFiles[0].bytes.length + dexFiles[1].bytes.length,
      payloadBytes: shell.payload.length,
      hookCalls: 3,
      loadedHooks: 1,
      configEntries: 6,
      acceptedCertificates: 2,
      keySlots: MIN_SLOTS,
    });
    // slot count + slots + nonce + ciphertext (the deflated framing and both DEX files) + tag:
    // smaller than the DEX files alone.
    expect(shell.payload[0]).toBe(MIN_SLOTS);
    expect(shell.payload.length).toBeGreaterThan(1 + 60 * MIN_SLOTS + 12 + 16 + 1000);
    expect(shell.payload.length).toBeLessThan(shell.counts.dexBytes);
    expect(shell.applicationClass).toBe('rampart.rt.ShellApp');
    expect(shell.factoryClass).toBe('rampart.rt.ShellFactory');
  });

  it('takes DEX files compressed as they were written: the same plaintext, in one stream that ends in a final block', () => {
    const { random: recording, calls } = recordingRandom();
    const compressed = dexFiles.map((d) => deflateShellDex(d.name, d.bytes));
    const out = buildShell({ dexFiles: compressed, certificateSha256: Buffer.alloc(32, 7), random: recording, payloadName: PAYLOAD_NAME });
    expect(out.counts.dexBytes).toBe(dexFiles[0].bytes.length + dexFiles[1].bytes.length);
    const { body } = payloadParts(out.payload);
    const opened = calls
      .filter((b) => b.length === 32)
      .map((key) => unseal(key, body))
      .find((plain) => plain != null);
    expect(opened).toBeDefined();
    // inflateRawSync refuses a stream without its final block.
    const plain = inflateRawSync(opened!);
    expect(plain.equals(plainBody([[SHELL_CONFIG.dex, 'classes.dex,classes2.dex']], [dexFiles[0].bytes, dexFiles[1].bytes]))).toBe(true);
  });

  it('differs per build: another salt and nonce give other bytes for the same input', () => {
    const again = buildShell({ dexFiles, applicationName: APP_CLASS, certificateSha256: Buffer.alloc(32, 7), random: randomBytes, payloadName: PAYLOAD_NAME });
    const twice = buildShell({ dexFiles, applicationName: APP_CLASS, certificateSha256: Buffer.alloc(32, 7), random: randomBytes, payloadName: PAYLOAD_NAME });
    expect(again.payload.equals(twice.payload)).toBe(false);
    expect(Buffer.from(again.shellDex).equals(Buffer.from(twice.shellDex))).toBe(false);
  });

  it('stores no key and no salt: the salt is only the XOR of the three shares in three classes', () => {
    const { random: recording, calls } = recordingRandom();
    const cert = digest('sha256', certificate);
    const out = buildShell({ dexFiles: [dexFiles[1]], certificateSha256: cert, random: recording, payloadName: PAYLOAD_NAME });
    const model = readDex(out.shellDex);
    const shares = model.classes.flatMap((c) =>
      c.directMethods
        .filter((m) => m.name === 'k')
        .flatMap((m) => (m.code?.items ?? []).flatMap((i) => ('kind' in i && i.kind === 'array-payload' ? [{ owner: c.type, data: Buffer.from(i.data) }] : []))),
    );
    expect(new Set(shares.map((s) => s.owner)).size).toBe(3);
    const salt = Buffer.alloc(32);
    for (const { data } of shares) for (let i = 0; i < 32; i++) salt[i] ^= data[i];
    expect(calls.some((b) => b.equals(salt))).toBe(true);
    const key = shellKey(salt, cert);
    // That salt with the certificate's digest opens the first slot; the content key in it opens the body.
    const { slots, body } = payloadParts(out.payload);
    expect(slots).toHaveLength(MIN_SLOTS);
    const contentKey = unseal(key, slots[0])!;
    expect(contentKey).toHaveLength(32);
    // The body is one raw deflate stream of the format-2 plaintext: the configuration and the DEX file, byte for byte.
    const plain = inflateRawSync(unseal(contentKey, body)!);
    expect(plain.equals(plainBody([[SHELL_CONFIG.dex, 'classes2.dex']], [dexFiles[1].bytes]))).toBe(true);
    const dex = Buffer.from(out.shellDex);
    for (const secret of [salt, key, contentKey, cert]) {
      expect(dex.includes(secret)).toBe(false);
      expect(out.payload.includes(secret)).toBe(false);
    }
  });

  it('key slots: the keystore certificate (SHA-256) and each Play certificate (MD5) unwrap the same content key, nothing else does, and none of it is in clear', () => {
    const { random: recording, calls } = recordingRandom();
    const upload = digest('sha256', certificate);
    const play = digest('md5', playCertificate);
    // A second Play certificate's MD5 (as after a key upgrade); the first one listed twice still takes one slot.
    const play2 = digest('md5', randomBytes(700));
    const out = buildShell({
      dexFiles: [dexFiles[1]],
      certificateSha256: upload,
      acceptedCertificateMd5: [play, play2, Buffer.from(play)],
      random: recording,
      payloadName: PAYLOAD_NAME,
    });
    expect(out.counts).toMatchObject({ acceptedCertificates: 3, keySlots: MIN_SLOTS });
    const salt = calls.find((b) => b.length === 32)!;
    const { slots, body } = payloadParts(out.payload);
    const identities = [upload, play, play2];
    const slotKeys = identities.map((d) => shellKey(salt, d));
    const opened = slots.map((slot) => slotKeys.map((k) => unseal(k, slot)));
    // Slot i opens with identity i's key only; the padding slot with none.
    expect(opened.map((row) => row.map((k) => k !== null))).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
      [false, false, false],
    ]);
    const contentKey = opened[0][0]!;
    expect(opened[1][1]!.equals(contentKey) && opened[2][2]!.equals(contentKey)).toBe(true);
    expect(calls.some((b) => b.equals(contentKey))).toBe(true);
    expect(unseal(contentKey, body)).not.toBeNull();
    // Neither the other certificate's digests nor a slot key derived from them open anything.
    for (const d of [digest('sha256', otherCertificate), digest('md5', otherCertificate), digest('sha256', playCertificate), digest('md5', certificate)])
      expect(slots.some((slot) => unseal(shellKey(salt, d), slot) !== null)).toBe(false);
    const dex = Buffer.from(out.shellDex);
    for (const secret of [contentKey, salt, ...identities, ...slotKeys]) {
      expect(out.payload.includes(secret)).toBe(false);
      expect(dex.includes(secret)).toBe(false);
    }
    // More accepted certificates than the minimum: the slots grow; a digest of the wrong size is refused.
    const many = Array.from({ length: 6 }, () => randomBytes(16));
    const grown = buildShell({ dexFiles: [], certificateSha256: upload, acceptedCertificateMd5: many, random: randomBytes, payloadName: PAYLOAD_NAME });
    expect(grown.counts).toMatchObject({ acceptedCertificates: 7, keySlots: 7 });
    expect(grown.payload[0]).toBe(7);
    expect(() => buildShell({ dexFiles: [], certificateSha256: upload, acceptedCertificateMd5: [randomBytes(32)], random: randomBytes, payloadName: PAYLOAD_NAME })).toThrow(
      /16 bytes/,
    );
  });

  it("compresses before encrypting: a real DEX file's payload is well under the DEX's size and opens and inflates back to it byte for byte", () => {
    for (const file of [INSECUREBANK, LEVEL3]) {
      const dex = entryOf(file, 'classes.dex');
      const { random, calls } = recordingRandom();
      const certificateSha256 = randomBytes(32);
      const out = buildShell({ dexFiles: [{ name: 'classes.dex', bytes: dex }], certificateSha256, random, payloadName: PAYLOAD_NAME });
      const ratio = out.payload.length / dex.length;
      const h = entropy(out.payload);
      console.log(`${file}: classes.dex ${dex.length} bytes, payload ${out.payload.length} bytes (${ratio.toFixed(3)} of the DEX), ${h.toFixed(4)} bits/byte`);
      expect(ratio).toBeLessThan(0.8);
      expect(out.counts).toMatchObject({ dexBytes: dex.length, payloadBytes: out.payload.length });
      // Compressed, then encrypted: the stored entry still looks random.
      expect(h).toBeGreaterThanOrEqual(7.9);
      // The salt is the build's first 32 random bytes.
      const salt = calls.find((b) => b.length === 32)!;
      const { slots, body } = payloadParts(out.payload);
      const contentKey = unseal(shellKey(salt, certificateSha256), slots[0])!;
      expect(contentKey).toHaveLength(32);
      expect(inflateRawSync(unseal(contentKey, body)!).equals(plainBody([[SHELL_CONFIG.dex, 'classes.dex']], [dex]))).toBe(true);
    }
  });

  it('refuses configuration keys of its own namespace and hook names that are not descriptors', () => {
    const base = { dexFiles: [], certificateSha256: Buffer.alloc(32), random: randomBytes, payloadName: PAYLOAD_NAME };
    expect(() => buildShell({ ...base, config: { 'shell.application': 'x' } })).toThrow(/shell\. prefix/);
    expect(() => buildShell({ ...base, hooks: ['rampart.rt.Guard'] })).toThrow(/not a class descriptor/);
  });

  describe("attacker's view", () => {
    it('the payload measures at least 7.9 bits/byte and carries none of the DEX files, their strings or the entry points', () => {
      const h = entropy(shell.payload);
      expect(h).toBeGreaterThanOrEqual(7.9);
      console.log(`payload ${shell.payload.length} bytes, ${h.toFixed(4)} bits/byte`);
      expect(shell.payload.includes('dex\n0')).toBe(false);
      const strings = new Set(dexFiles.flatMap((d) => [...dexStrings(readDex(d.bytes), 6)]));
      expect(strings.size).toBeGreaterThan(1000);
      // As `strings -n 6` reads a file: runs of at least 6 printable ASCII characters.
      const runs = shell.payload.toString('latin1').match(/[\x20-\x7e\t]{6,}/g) ?? [];
      const found = [...strings].filter((s) => runs.some((r) => r.includes(s)));
      expect(found).toEqual([]);
      for (const name of [APP_CLASS, APP_FACTORY, 'demo.greeting', 'hello']) expect(shell.payload.includes(name)).toBe(false);
    });

    it.skipIf(!haveTools)('the shell DEX passes dexdump -d and baksmali and holds only the runtime: no class or entry point of the app', () => {
      const file = path.join(dir, 'shell.dex');
      fs.writeFileSync(file, shell.shellDex);
      const dump = execFileSync('dexdump', ['-d', file], { encoding: 'utf8', maxBuffer: 1 << 26 });
      const classes = [...dump.matchAll(/Class descriptor\s+: '([^']+)'/g)].map((m) => m[1]).sort();
      expect(classes).toEqual(
        ['ShellApp', 'ShellBoot', 'ShellDelegate', 'ShellFactory', 'ShellFileLoader', 'ShellHooks', 'ShellLoader', 'TestHookA', 'TestHookB'].map((n) => `Lrampart/rt/${n};`),
      );
      const appClasses = new Set(dexFiles.flatMap((d) => readDex(d.bytes).classes.map((c) => c.type)));
      expect(appClasses.size).toBeGreaterThan(100);
      expect(classes.filter((c) => appClasses.has(c))).toEqual([]);
      const session = new JvmSession();
      try {
        const [tree] = session.baksmali([shell.shellDex]);
        expect([...tree.keys()].sort()).toEqual(classes.map((c) => `${c.slice(1, -1)}.smali`));
      } finally {
        session.close();
      }
      const text = Buffer.from(shell.shellDex);
      for (const name of [APP_CLASS, APP_FACTORY, 'com/example/app', 'sg/vantagepoint', 'hello']) expect(text.includes(name), name).toBe(false);
      // The hook calls the build generated: ShellHooks.attach calls A only, create calls A then B.
      const hooks = dump.slice(dump.indexOf("Class descriptor  : 'Lrampart/rt/ShellHooks;'"));
      const calls = [...hooks.slice(0, hooks.indexOf('source_file_idx')).matchAll(/invoke-static \{v0, v1\}, (Lrampart\/rt\/TestHook.;\.\w+)/g)].map((m) => m[1]);
      expect(calls).toEqual(['Lrampart/rt/TestHookA;.attach', 'Lrampart/rt/TestHookA;.create', 'Lrampart/rt/TestHookB;.create']);
    });

    it.skipIf(!haveTools)('the manifest names the shell classes and no longer the original application or factory (aapt dump xmltree)', () => {
      const doc = readAxmlDocument(entryOf(LEVEL3, 'AndroidManifest.xml'));
      // The fixture declares a factory but no Application; give it one as an app with its own Application has.
      setApplicationName(doc, '.Level3App');
      const original = originalEntryPoints(doc);
      expect(original).toEqual({ applicationName: 'owasp.mstg.uncrackable3.Level3App', appComponentFactory: 'android.support.v4.app.CoreComponentFactory' });
      const out = buildShell({ dexFiles: [dexFiles[0]], ...original, certificateSha256: Buffer.alloc(32, 1), random: randomBytes, payloadName: PAYLOAD_NAME });
      applyShellManifest(doc, out);
      const apk = path.join(dir, 'manifest.apk');
      const archive = ZipArchive.open(fileSource(fixturePath(LEVEL3)));
      const writer = new AlignedZipWriter(apk);
      for (const entry of archive.entries) {
        if (entry.name === 'AndroidManifest.xml') writer.addFile(entry.name, writeAxmlDocument(doc), { compress: true });
        else copyEntry(writer, archive, entry);
      }
      writer.finish();
      const tree = execFileSync('aapt', ['dump', 'xmltree', apk, 'AndroidManifest.xml'], { encoding: 'utf8' });
      const application = tree.slice(tree.indexOf('E: application'));
      const attrs = application.slice(0, application.indexOf('E: ', 5));
      expect(attrs).toContain('A: android:name(0x01010003)="rampart.rt.ShellApp"');
      expect(attrs).toContain('A: android:appComponentFactory(0x0101057a)="rampart.rt.ShellFactory"');
      expect(tree).not.toContain('Level3App');
      expect(tree).not.toContain('CoreComponentFactory');
      // The badging aapt reads from the rest of the manifest is intact.
      expect(execFileSync('aapt', ['dump', 'badging', apk], { encoding: 'utf8' })).toMatch(/^package: name='owasp.mstg.uncrackable3'/);
    });
  });

  describe.skipIf(!haveJvm)('bootstrap on the JVM (enjarify, fakes of the platform classes)', () => {
    let session: JvmSession;
    let classpath: string[];
    let classpathApi21: string[];
    let shellJar: string;
    let classpathApi26: string[];
    let appClasses: string;
    let apk: string;
    let alt: ShellOutput;
    let one: ShellOutput;
    let bigDex: { name: string; bytes: Uint8Array };

    beforeAll(() => {
      session = new JvmSession();
      bigDex = { name: 'classes.dex', bytes: entryOf(INSECUREBANK, 'classes.dex') };
      // Two more builds, their runtimes renamed to other packages as a build may rename them,
      // run from the same translated DEX: one in bootstrap-only mode (no DEX in the payload, no
      // Application of the app's own), one with a single DEX file (API 26's in-memory route).
      const hookClasses = [...assemble(HOOKS_SMALI), ...assemble(HOOK_B_SMALI)];
      const certificateSha256 = digest('sha256', certificate);
      alt = buildShell({
        dexFiles: [],
        certificateSha256,
        random: randomBytes,
        extraClasses: hookClasses,
        hooks: ['Lrampart/rt/TestHookB;'],
        config: { 'demo.greeting': 'bootstrap' },
        payloadName: ALT_PAYLOAD_NAME,
      });
      // InsecureBankv2's 6 MB DEX file: a long inflate, through many refills of the inflater's input.
      one = buildShell({ dexFiles: [bigDex], applicationName: APP_CLASS, certificateSha256, random: randomBytes, payloadName: ONE_PAYLOAD_NAME });
      // The classes the manifest does not name go to a package of their own (`inner`), the others to `pkg`.
      const renamed = (out: ShellOutput, pkg: string, inner = pkg): DexFile['classes'] => {
        const file = readDex(out.shellDex);
        file.classes = file.classes.filter((c) => !hookClasses.some((h) => h.type === c.type));
        const named = new Set(['Lrampart/rt/ShellApp;', 'Lrampart/rt/ShellFactory;', 'Lrampart/rt/ShellDelegate;']);
        renameMany([file], { classes: new Map(file.classes.map((c) => [c.type, c.type.replace('Lrampart/rt/', `Lrampart/${named.has(c.type) ? pkg : inner}/`)])) });
        return file.classes;
      };
      const all = readDex(shell.shellDex);
      all.classes.push(...renamed(alt, 'alt', 'alt/inner'), ...renamed(one, 'one'));
      const jar = session.enjarify(writeDex(all));
      const fakes = session.javac(javaSources('android', 'dalvik', 'driver'));
      appClasses = session.javac(javaSources('app'), [fakes]);
      // The shell is not on the class path: the driver loads it in a PathClassLoader, as the platform does.
      classpath = [fakes];
      shellJar = jar;
      // The platforms of API 21-25 and 26-27: without the classes API 26 and 28 added.
      const platform = (name: string, without: string[]): string[] => {
        const dir = path.join(session.dir, name);
        fs.cpSync(fakes, dir, { recursive: true });
        for (const c of without) fs.rmSync(path.join(dir, c));
        return [dir];
      };
      classpathApi21 = platform('fakes-api21', [...API26_CLASSES, ...API28_CLASSES]);
      classpathApi26 = platform('fakes-api26', API28_CLASSES);
      apk = path.join(dir, 'protected.apk');
      const writer = new AlignedZipWriter(apk);
      writer.addFile('classes.dex', Buffer.from(shell.shellDex), { compress: true });
      writer.addFile(PAYLOAD_NAME, shell.payload, { compress: false });
      writer.addFile(ALT_PAYLOAD_NAME, alt.payload, { compress: true });
      writer.addFile(ONE_PAYLOAD_NAME, one.payload, { compress: true });
      writer.finish();
    }, 300_000);
    afterAll(() => session?.close());

    function start(
      sdk: number,
      cert: Buffer,
      built: { applicationClass: string; factoryClass: string } = shell,
    ): { lines: string[]; codeCache: string; libDir: string; packageLibs: string } {
      const run = fs.mkdtempSync(path.join(dir, `sdk${sdk}-`));
      const codeCache = path.join(run, 'code_cache');
      const libDir = path.join(run, 'lib');
      fs.mkdirSync(codeCache);
      fs.mkdirSync(libDir);
      fs.writeFileSync(path.join(libDir, 'libdemo.so'), 'elf');
      // Libraries the package keeps inside (extractNativeLibs="false"): only the app's own loader finds them.
      const packageLibs = path.join(run, 'package-lib');
      fs.mkdirSync(packageLibs);
      fs.writeFileSync(path.join(packageLibs, 'libinpackage.so'), 'elf');
      const r = session.java(sdk < 26 ? classpathApi21 : sdk < 28 ? classpathApi26 : classpath, 'ShellDriver', [
        String(sdk),
        apk,
        cert.toString('hex'),
        codeCache,
        libDir,
        appClasses,
        built.applicationClass,
        built.factoryClass,
        shellJar,
        packageLibs,
      ]);
      if (r.status !== 0) throw new Error(`driver failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
      expect(r.verified).toContain(built.applicationClass);
      expect(r.verified.filter((c) => c.endsWith('.ShellBoot'))).not.toEqual([]);
      return { lines: r.stdout.trimEnd().split('\n'), codeCache, libDir, packageLibs };
    }

    /** The app's libraries as the loader of its code finds them: extracted ones, ones inside the package, and none. */
    const libraries = (libDir: string, packageLibs: string): string[] => [
      `library demo: ${path.join(libDir, 'libdemo.so')}`,
      `library inpackage: ${path.join(packageLibs, 'libinpackage.so')}`,
      'library absent: null',
    ];
    const handedDex = (lines: string[]): string[] => lines.filter((l) => l.startsWith('dex: ')).map((l) => l.slice(5));
    const config =
      '{demo.greeting=hello, demo.level=3, shell.application=com.example.app.App, shell.dex=classes.dex,classes2.dex, shell.factory=com.example.app.AppFactory, shell.hooks=rampart.rt.TestAppHook}';

    /** What the API 30 driver prints for the main build once its payload opens. */
    const api30Lines = (libDir: string, packageLibs: string): string[] => [
      'own loader sees the app: false',
      'factory loader: rampart.rt.ShellDelegate parent own true',
      `hook A attach ShellDriver$Base ${config}`,
      'app hook attach ShellDriver$Base hello',
      'shell: rampart.rt.ShellApp',
      `hook A create com.example.app.App ${config}`,
      `hook B create com.example.app.App ${config}`,
      'app hook create com.example.app.App hello',
      'in-memory loaders: 1, file loaders: 0',
      ...dexFiles.map((d) => `dex: ${sha256(d.bytes)}`),
      'certificate flags: [64]',
      'LoadedApk.mClassLoader: rampart.rt.ShellLoader parent own true',
      ...libraries(libDir, packageLibs),
      "LoadedApk.mApplication: com.example.app.App from the shell's loader true",
      'mInitialApplication is it: true',
      'mAllApplications: [com.example.app.App]',
      'instances: 1',
      'onCreate calls: 1',
      'attached before onCreate: true',
      "base context is the platform's: true",
      "factory loader finds: com.example.app.MainActivity from the shell's loader true",
      "activity: com.example.app.MainActivity by the app's factory 1",
    ];

    it('API 30: hands InMemoryDexClassLoader exactly the original DEX files, installs the loader and starts the original Application', () => {
      const { lines, libDir, packageLibs } = start(30, certificate);
      expect(handedDex(lines)).toEqual(dexFiles.map((d) => sha256(d.bytes)));
      expect(lines).toEqual(api30Lines(libDir, packageLibs));
    });

    it('API 21 (a platform without InMemoryDexClassLoader and AppComponentFactory): hands DexClassLoader read-only private files of exactly the original DEX files and removes them', () => {
      const { lines, libDir, packageLibs } = start(21, certificate);
      expect(handedDex(lines)).toEqual(dexFiles.map((d) => sha256(d.bytes)));
      expect(lines).toEqual([
        'own loader sees the app: false',
        `hook A attach ShellDriver$Base ${config}`,
        'app hook attach ShellDriver$Base hello',
        'shell: rampart.rt.ShellApp',
        `hook A create com.example.app.App ${config}`,
        `hook B create com.example.app.App ${config}`,
        'app hook create com.example.app.App hello',
        'in-memory loaders: 0, file loaders: 1',
        ...dexFiles.map((d) => `dex: ${sha256(d.bytes)}`),
        'certificate flags: [64]',
        'LoadedApk.mClassLoader: rampart.rt.ShellFileLoader parent own true',
        ...libraries(libDir, packageLibs),
        'files writable: [false, false]',
        'files under code cache: true',
        'left in code cache: []',
        "LoadedApk.mApplication: com.example.app.App from the shell's loader true",
        'mInitialApplication is it: true',
        'mAllApplications: [com.example.app.App]',
        'instances: 1',
        'onCreate calls: 1',
        'attached before onCreate: true',
        "base context is the platform's: true",
      ]);
    });

    it('re-signed by Play App Signing with a certificate whose MD5 the policy lists: starts as with the keystore certificate', () => {
      const { lines, libDir, packageLibs } = start(30, playCertificate);
      expect(handedDex(lines)).toEqual(dexFiles.map((d) => sha256(d.bytes)));
      expect(lines).toEqual(api30Lines(libDir, packageLibs));
    });

    it('a package signed with a certificate neither the keystore nor the policy names cannot decrypt: the shell stops with a log line and hands over nothing', () => {
      const { lines } = start(30, otherCertificate);
      const message = 'the package is not signed with the certificate it was protected for; the app stops';
      expect(lines).toEqual([
        'own loader sees the app: false',
        'factory loader: rampart.rt.ShellDelegate parent own true',
        `refused: java.lang.SecurityException: ${message}`,
        'in-memory loaders: 0, file loaders: 0',
        `log: rampart: ${message}`,
      ]);
    });

    it('API 26 (no AppComponentFactory yet), one DEX file (6 MB): hands InMemoryDexClassLoader exactly that file', () => {
      const { lines, libDir, packageLibs } = start(26, certificate, { applicationClass: 'rampart.one.ShellApp', factoryClass: 'rampart.one.ShellFactory' });
      expect(lines).toEqual([
        'own loader sees the app: false',
        'shell: rampart.one.ShellApp',
        'in-memory loaders: 1, file loaders: 0',
        `dex: ${sha256(bigDex.bytes)}`,
        'certificate flags: [64]',
        'LoadedApk.mClassLoader: rampart.one.ShellLoader parent own true',
        ...libraries(libDir, packageLibs),
        "LoadedApk.mApplication: com.example.app.App from the shell's loader true",
        'mInitialApplication is it: true',
        'mAllApplications: [com.example.app.App]',
        'instances: 1',
        'onCreate calls: 1',
        'attached before onCreate: true',
        "base context is the platform's: true",
      ]);
    });

    it('bootstrap only, no Application of the app, runtime renamed into two packages: the shell keeps the plain Application lifecycle and its own loader', () => {
      expect(alt.applicationClass).toBe('rampart.rt.ShellApp');
      const { lines } = start(30, certificate, { applicationClass: 'rampart.alt.ShellApp', factoryClass: 'rampart.alt.ShellFactory' });
      expect(lines).toEqual([
        'own loader sees the app: false',
        'factory loader: rampart.alt.ShellDelegate parent own true',
        'shell: rampart.alt.ShellApp',
        'hook B create rampart.alt.ShellApp {demo.greeting=bootstrap, shell.dex=}',
        'in-memory loaders: 0, file loaders: 0',
        'certificate flags: [64]',
        "LoadedApk.mClassLoader: the shell's own loader",
        'the shell stays the Application: mInitialApplication true, mAllApplications [rampart.alt.ShellApp]',
      ]);
    });
  });
});
