import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bufferSource } from '../archive/byte-source.js';
import { ZipArchive } from '../archive/zip-reader.js';
import { EngineError } from '../errors.js';
import { storedZip } from '../test-mutations.js';
import { fixturePath, fixturesOfKind, hasTool } from '../test-fixtures.js';
import { ANDROID_NS } from './axml/model.js';
import { parseAxml } from './axml.js';
import { readManifest } from './manifest.js';
import {
  addUsesPermission,
  getAppComponentFactory,
  getApplicationAttribute,
  getApplicationName,
  packageName,
  readProtoManifest,
  removeApplicationAttribute,
  setAllowBackup,
  setAppComponentFactory,
  setApplicationName,
  setDebuggable,
  usesPermissions,
  writeProtoManifest,
  type ProtoManifest,
} from './proto-manifest-edit.js';
import { decodeProtoFields, encodeProtoFields, readVarint, type RawProtoField } from './protobuf.js';
import { parseProtoXml } from './proto-xml.js';
import { FRAMEWORK_ATTR_IDS, RES_TYPE, attrString, type XmlAttribute, type XmlElement } from './xml-node.js';

const AABS = fixturesOfKind('aab');
const MODULE_MANIFEST = /^([^/]+)\/manifest\/AndroidManifest\.xml$/;
const SHELL = 'rampart.rt.Shell';
const FACTORY = 'rampart.rt.Factory';
const INTERNET = 'android.permission.INTERNET';
const WAKE_LOCK = 'android.permission.WAKE_LOCK';

const scratch = mkdtempSync(path.join(tmpdir(), 'proto-manifest-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function unzip(file: string): Map<string, Buffer> {
  const zip = ZipArchive.open(bufferSource(readFileSync(file)));
  return new Map(zip.names().map((n) => [n, zip.readByName(n)!]));
}

/** The hardening edits, as the pipeline applies them. */
function harden(doc: ProtoManifest): void {
  setApplicationName(doc, SHELL);
  setAppComponentFactory(doc, FACTORY);
  setDebuggable(doc, false);
  setAllowBackup(doc, false);
  expect(addUsesPermission(doc, INTERNET)).toBe(true);
  expect(addUsesPermission(doc, WAKE_LOCK, { maxSdkVersion: 22 })).toBe(true);
}

function edited(bytes: Buffer, edit: (doc: ProtoManifest) => void): Buffer {
  const doc = readProtoManifest(bytes);
  edit(doc);
  return writeProtoManifest(doc);
}

function androidAttr(name: string, raw: string, type: number, data: number): XmlAttribute {
  return { name, namespace: ANDROID_NS, resourceId: FRAMEWORK_ATTR_IDS[name], raw, type, data };
}

/** Sets an attribute of a decoded tree the way the edit must show: in place when present, else last. */
function putAttr(el: XmlElement, a: XmlAttribute): void {
  const at = el.attributes.findIndex((x) => x.resourceId === a.resourceId);
  if (at >= 0) el.attributes[at] = a;
  else el.attributes.push(a);
}

/** The decoded tree the hardening edits must give, built from the unedited one by hand. */
function expectedTree(before: XmlElement): XmlElement {
  const root = structuredClone(before);
  const app = root.children.find((c) => c.name === 'application')!;
  putAttr(app, androidAttr('name', SHELL, RES_TYPE.STRING, 0));
  putAttr(app, androidAttr('appComponentFactory', FACTORY, RES_TYPE.STRING, 0));
  putAttr(app, androidAttr('debuggable', 'false', RES_TYPE.INT_BOOLEAN, 0));
  putAttr(app, androidAttr('allowBackup', 'false', RES_TYPE.INT_BOOLEAN, 0));
  const lastPermission = root.children.map((c) => c.name).lastIndexOf('uses-permission');
  const at = lastPermission >= 0 ? lastPermission + 1 : root.children.indexOf(app);
  const line = root.children[lastPermission]?.line ?? app.line;
  const internet: XmlElement = { name: 'uses-permission', namespace: '', attributes: [androidAttr('name', INTERNET, RES_TYPE.STRING, 0)], children: [], line };
  const wakeLock: XmlElement = {
    name: 'uses-permission',
    namespace: '',
    attributes: [androidAttr('name', WAKE_LOCK, RES_TYPE.STRING, 0), androidAttr('maxSdkVersion', '22', RES_TYPE.INT_DEC, 22)],
    children: [],
    line,
  };
  root.children.splice(at, 0, internet, wakeLock);
  return root;
}

/** Attribute messages of an element message, by name. */
function rawAttributes(element: RawProtoField[]): Map<string, RawProtoField[]> {
  const out = new Map<string, RawProtoField[]>();
  for (const f of element) {
    if (f.field !== 4) continue;
    const a = decodeProtoFields(f.value);
    out.set(a.find((x) => x.field === 2)!.value.toString('utf8'), a);
  }
  return out;
}

function childElement(element: RawProtoField[], name: string): RawProtoField[] | undefined {
  for (const f of element) {
    if (f.field !== 5) continue;
    const el = decodeProtoFields(decodeProtoFields(f.value).find((x) => x.field === 1)?.value ?? Buffer.alloc(0));
    if (el.find((x) => x.field === 3)?.value.toString('utf8') === name) return el;
  }
  return undefined;
}

function rootElement(bytes: Buffer): RawProtoField[] {
  return decodeProtoFields(decodeProtoFields(bytes).find((f) => f.field === 1)!.value);
}

/** A copy of a proto XML document with some fields of its root element left out. */
function withoutRootFields(bytes: Buffer, drop: (f: RawProtoField) => boolean): Buffer {
  const node = decodeProtoFields(bytes);
  return encodeProtoFields(node.map((f) => (f.field === 1 ? { ...f, value: encodeProtoFields(decodeProtoFields(f.value).filter((x) => !drop(x))) } : f)));
}

/** Element and attribute lines of `aapt2 dump xmltree` (text nodes span lines and are left out). */
function aapt2Tree(apk: string): string[] {
  const out = execFileSync('aapt2', ['dump', 'xmltree', '--file', 'AndroidManifest.xml', apk], { encoding: 'utf8' });
  return out.split('\n').filter((l) => /^\s*[NEA]: /.test(l));
}

describe.skipIf(AABS.length === 0)('proto XML manifest editing on the AAB fixtures', () => {
  for (const fixture of AABS) {
    const entries = unzip(fixturePath(fixture.file));
    const manifests = [...entries.keys()].filter((n) => MODULE_MANIFEST.test(n));
    const base = entries.get('base/manifest/AndroidManifest.xml')!;

    it(`${fixture.file}: every module manifest is written back byte for byte (${manifests.length} of them)`, () => {
      expect(manifests).toContain('base/manifest/AndroidManifest.xml');
      for (const name of manifests) {
        const bytes = entries.get(name)!;
        expect(writeProtoManifest(readProtoManifest(bytes)).equals(bytes), name).toBe(true);
      }
    });

    it(`${fixture.file}: the getters read what the reader reads`, () => {
      const doc = readProtoManifest(base);
      const tree = parseProtoXml(base);
      const info = readManifest(tree);
      const app = tree.children.find((c) => c.name === 'application')!;
      expect(packageName(doc)).toBe(fixture.package);
      expect(packageName(doc)).toBe(info.packageName);
      expect(getApplicationName(doc)).toBe(info.application.name);
      expect(getAppComponentFactory(doc)).toBe(attrString(app, 'appComponentFactory'));
      expect(getApplicationAttribute(doc, 'allowBackup')).toBe(info.application.allowBackup);
      expect(getApplicationAttribute(doc, 'debuggable') ?? false).toBe(info.application.debuggable);
      expect(usesPermissions(doc)).toEqual(info.usesPermissions);
      const icon = app.attributes.find((a) => a.name === 'icon')!;
      expect(getApplicationAttribute(doc, 'icon')).toEqual({ type: RES_TYPE.REFERENCE, data: icon.data, raw: icon.raw });
    });

    it(`${fixture.file}: every module manifest takes the hardening edits and nothing else changes`, () => {
      for (const name of manifests) {
        const bytes = entries.get(name)!;
        const before = parseProtoXml(bytes);
        const out = edited(bytes, harden);
        const after = parseProtoXml(out);
        expect(after, name).toEqual(expectedTree(before));
        const info = readManifest(before);
        expect(readManifest(after), name).toEqual({
          ...info,
          usesPermissions: [...info.usesPermissions, INTERNET, WAKE_LOCK],
          application: { ...info.application, name: SHELL, debuggable: false, allowBackup: false, allowBackupExplicit: true },
        });
        const doc = readProtoManifest(out);
        expect([getApplicationName(doc), getAppComponentFactory(doc), getApplicationAttribute(doc, 'debuggable'), getApplicationAttribute(doc, 'allowBackup')]).toEqual([
          SHELL,
          FACTORY,
          false,
          false,
        ]);
        expect(getApplicationAttribute(doc, 'maxSdkVersion')).toBeUndefined();
        // The same edits again change nothing, and a permission already asked for is not added twice.
        setApplicationName(doc, SHELL);
        setAppComponentFactory(doc, FACTORY);
        setDebuggable(doc, false);
        setAllowBackup(doc, false);
        expect(addUsesPermission(doc, INTERNET)).toBe(false);
        expect(writeProtoManifest(doc).equals(out)).toBe(true);
      }
    });

    it(`${fixture.file}: booleans are written as aapt2 wrote the bundle's own`, () => {
      const out = edited(base, harden);
      const appBefore = rawAttributes(childElement(rootElement(base), 'application')!);
      const appAfter = rawAttributes(childElement(rootElement(out), 'application')!);
      // The bundle's own android:extractNativeLibs="false": namespace, name, text, source, id, item.
      const reference = appBefore.get('extractNativeLibs')!;
      expect(reference.map((f) => f.field)).toEqual([1, 2, 3, 4, 5, 6]);
      const debuggable = appAfter.get('debuggable')!;
      expect(debuggable.map((f) => f.field)).toEqual([1, 2, 3, 5, 6]);
      expect(debuggable[0].value.toString()).toBe(ANDROID_NS);
      expect(debuggable[2].value.toString()).toBe('false');
      expect(readVarint(debuggable[3].value)).toBe(BigInt(FRAMEWORK_ATTR_IDS.debuggable));
      expect(debuggable[4].value.toString('hex')).toBe(reference[5].value.toString('hex'));
      // allowBackup was "true": its text and item change, its source position stays.
      const allowBackup = appAfter.get('allowBackup')!;
      expect(allowBackup.map((f) => f.field)).toEqual(appBefore.get('allowBackup')!.map((f) => f.field));
      expect(allowBackup.find((f) => f.field === 6)!.value.toString('hex')).toBe(reference[5].value.toString('hex'));
      expect(allowBackup.find((f) => f.field === 4)).toEqual(appBefore.get('allowBackup')!.find((f) => f.field === 4));
      // The strings carry no item, as aapt2 writes android:name.
      expect(appAfter.get('name')!.map((f) => f.field)).toEqual(appBefore.get('name')!.map((f) => f.field));
      expect(
        appAfter
          .get('name')!
          .find((f) => f.field === 3)!
          .value.toString(),
      ).toBe(SHELL);
    });

    it(`${fixture.file}: setting and removing android:debuggable again gives back the bundle's bytes`, () => {
      const on = edited(base, (doc) => setDebuggable(doc, true));
      expect(getApplicationAttribute(readProtoManifest(on), 'debuggable')).toBe(true);
      expect(readManifest(parseProtoXml(on)).application.debuggable).toBe(true);
      expect(edited(on, (doc) => setDebuggable(doc, null)).equals(base)).toBe(true);
      const off = edited(on, (doc) => setDebuggable(doc, false));
      expect(off.equals(edited(base, (doc) => setDebuggable(doc, false)))).toBe(true);
      expect(edited(base, (doc) => expect(removeApplicationAttribute(doc, 'debuggable')).toBe(false)).equals(base)).toBe(true);
    });

    it(`${fixture.file}: a manifest without <application> or xmlns:android gets them`, () => {
      const bare = withoutRootFields(base, (f) => f.field === 1 || (f.field === 5 && childElement([f], 'application') !== undefined));
      const before = parseProtoXml(bare);
      expect(before.children.some((c) => c.name === 'application')).toBe(false);
      const doc = readProtoManifest(bare);
      expect(getApplicationName(doc)).toBeUndefined();
      setApplicationName(doc, SHELL);
      const out = writeProtoManifest(doc);
      const after = parseProtoXml(out);
      const lastLine = before.children.at(-1)!.line;
      expect(after).toEqual({
        ...before,
        children: [...before.children, { name: 'application', namespace: '', attributes: [androidAttr('name', SHELL, RES_TYPE.STRING, 0)], children: [], line: lastLine }],
      });
      const declarations = rootElement(out)
        .filter((f) => f.field === 1)
        .map((f) => decodeProtoFields(f.value).map((x) => x.value.toString()));
      expect(declarations).toEqual([['android', ANDROID_NS]]);
    });

    it(`${fixture.file}: aapt2 reads the edited manifest, and converts it to binary XML as bundletool would`, { skip: !hasTool('aapt2') }, () => {
      const out = edited(base, harden);
      const resources = entries.get('base/resources.pb')!;
      const apk = (tag: string, manifest: Buffer, withRes: boolean): string => {
        const res = withRes ? [...entries].filter(([n]) => n.startsWith('base/res/')).map(([n, b]): [string, Buffer] => [n.slice('base/'.length), b]) : [];
        const file = path.join(scratch, `${tag}.apk`);
        writeFileSync(file, storedZip([['AndroidManifest.xml', manifest], ['resources.pb', resources], ...res]));
        return file;
      };
      // aapt2's own dump of the proto document, against the unedited one edited by hand.
      const before = aapt2Tree(apk('before', base, false));
      const after = aapt2Tree(apk('after', out, false));
      const appAt = before.findIndex((l) => /E: application /.test(l));
      const indent = before[appAt].indexOf('E:');
      const pad = ' '.repeat(indent);
      const attrLine = (name: string, shown: string, raw: string): string =>
        `${pad}  A: ${ANDROID_NS}:${name}(0x${FRAMEWORK_ATTR_IDS[name].toString(16).padStart(8, '0')})=${shown} (Raw: "${raw}")`;
      const expected = [...before];
      let end = appAt + 1;
      while (end < expected.length && expected[end].startsWith(`${pad}  A: `)) end++;
      const replace = (name: string, line: string): void => {
        const at = expected.findIndex((l, i) => i > appAt && i < end && l.includes(`android:${name}(`));
        if (at >= 0) expected[at] = line;
        else expected.splice(end++, 0, line);
      };
      replace('name', attrLine('name', `"${SHELL}"`, SHELL));
      replace('appComponentFactory', attrLine('appComponentFactory', `"${FACTORY}"`, FACTORY));
      replace('debuggable', attrLine('debuggable', 'false', 'false'));
      replace('allowBackup', attrLine('allowBackup', 'false', 'false'));
      const line = /\(line=(\d+)\)/.exec(before[appAt])![1];
      expected.splice(
        appAt,
        0,
        `${pad}E: uses-permission (line=${line})`,
        attrLine('name', `"${INTERNET}"`, INTERNET),
        `${pad}E: uses-permission (line=${line})`,
        attrLine('name', `"${WAKE_LOCK}"`, WAKE_LOCK),
        attrLine('maxSdkVersion', '22', '22'),
      );
      expect(after).toEqual(expected);

      // aapt2 convert turns the module into the binary APK bundletool installs; its manifest says the same.
      const binary = path.join(scratch, 'binary.apk');
      execFileSync('aapt2', ['convert', '--output-format', 'binary', '-o', binary, apk('module', out, true)]);
      const converted = parseAxml(unzip(binary).get('AndroidManifest.xml')!).root;
      const fromProto = readManifest(parseProtoXml(out));
      // Binary XML keeps a reference as its resource id only: the proto's text (`@string/…`) is not carried over.
      expect(readManifest(converted)).toEqual({ ...fromProto, application: { ...fromProto.application, label: null, icon: null } });
      if (hasTool('aapt')) {
        const dump = execFileSync('aapt', ['dump', 'xmltree', binary, 'AndroidManifest.xml'], { encoding: 'utf8' });
        expect(dump).toContain('A: android:debuggable(0x0101000f)=(type 0x12)0x0');
        expect(dump).toContain('A: android:allowBackup(0x01010280)=(type 0x12)0x0');
        expect(dump).toContain(`A: android:name(0x01010003)="${SHELL}" (Raw: "${SHELL}")`);
        expect(dump).toContain(`A: android:appComponentFactory(0x0101057a)="${FACTORY}" (Raw: "${FACTORY}")`);
        expect(dump).toContain('A: android:maxSdkVersion(0x01010271)=(type 0x10)0x16');
        expect(dump).toMatch(/E: uses-permission[^\n]*\n\s*A: android:name\(0x01010003\)="android.permission.INTERNET"/);
      }
    });
  }

  it('unknown fields, fixed-width values and overlong varints are kept; a negative integer reads back', () => {
    // Written by hand, not with our encoder: one-byte keys, lengths under 16 KB.
    const bytesField = (field: number, ...parts: (Buffer | string)[]): Buffer => {
      const payload = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
      const length = payload.length < 0x80 ? [payload.length] : [(payload.length & 0x7f) | 0x80, payload.length >> 7];
      return Buffer.concat([Buffer.from([(field << 3) | 2, ...length]), payload]);
    };
    const minusOne = Buffer.from([0x30, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
    const fixed64 = Buffer.from([0x99, 0x06, 1, 2, 3, 4, 5, 6, 7, 0x88]);
    const overlongZero = Buffer.from([0x90, 0x03, 0x80, 0x00]);
    const maxSdk = bytesField(
      4,
      bytesField(1, ANDROID_NS),
      bytesField(2, 'maxSdkVersion'),
      bytesField(3, '-1'),
      Buffer.from([0x28, 0xf1, 0x84, 0x84, 0x08]),
      bytesField(6, bytesField(7, minusOne)),
    );
    const app = bytesField(5, bytesField(1, bytesField(3, 'application'), maxSdk, fixed64));
    const bytes = bytesField(1, bytesField(3, 'manifest'), bytesField(4, bytesField(2, 'package'), bytesField(3, 'com.example')), overlongZero, app);
    expect(parseProtoXml(bytes).children[0].attributes[0].name).toBe('maxSdkVersion');
    const doc = readProtoManifest(bytes);
    expect(writeProtoManifest(doc).equals(bytes)).toBe(true);
    expect(packageName(doc)).toBe('com.example');
    expect(getApplicationAttribute(doc, 'maxSdkVersion')).toBe(-1);
    setDebuggable(doc, false);
    const out = writeProtoManifest(doc);
    for (const kept of [fixed64, overlongZero, maxSdk]) expect(out.includes(kept)).toBe(true);
    expect(getApplicationAttribute(readProtoManifest(out), 'debuggable')).toBe(false);
  });

  it('a document that is not protobuf is android.manifest_malformed', () => {
    expect(() => readProtoManifest(Buffer.from([0x0a, 0x05, 0x01]))).toThrow(EngineError);
    expect(() => readProtoManifest(Buffer.from([0x0b]))).toThrow(/manifest_malformed|proto XML/);
  });
});
