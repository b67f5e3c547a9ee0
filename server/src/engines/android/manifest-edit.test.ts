import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSource } from '../archive/byte-source';
import { ZipArchive } from '../archive/zip-reader';
import { fixturePath, fixturesOfKind, hasTool } from '../test-fixtures';
import { parseAxml } from './axml';
import { readAxmlDocument } from './axml/read';
import { writeAxmlDocument } from './axml/write';
import { readManifest } from './manifest';
import {
  addUsesPermission,
  findComponent,
  getAppComponentFactory,
  getApplicationAttribute,
  getApplicationName,
  getMetaData,
  packageName,
  setAllowBackup,
  setAppComponentFactory,
  setApplicationName,
  setComponentAttribute,
  setDebuggable,
  setExtractNativeLibs,
  setMetaData,
  usesPermissions,
} from './manifest-edit';
import { RES_TYPE } from './xml-node';
import { AlignedZipWriter, copyEntry } from './zip-writer';

const APKS = fixturesOfKind('apk');

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-edit-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function manifestOf(file: string): Buffer {
  return ZipArchive.open(fileSource(fixturePath(file))).readByName('AndroidManifest.xml')!;
}

/** A copy of an APK with another manifest (unsigned: aapt does not look at signatures). */
function withManifest(file: string, manifest: Buffer, out: string): void {
  const archive = ZipArchive.open(fileSource(fixturePath(file)));
  const writer = new AlignedZipWriter(out);
  for (const entry of archive.entries) {
    if (entry.name === 'AndroidManifest.xml') writer.addFile(entry.name, manifest, { compress: true });
    else copyEntry(writer, archive, entry);
  }
  writer.finish();
}

function aapt(...args: string[]): string {
  return execFileSync('aapt', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** Lines only in `a` and lines only in `b`, by longest common subsequence. */
function lineDiff(a: string[], b: string[]): { removed: string[]; added: string[] } {
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i][j + 1] >= lcs[i + 1][j])) added.push(b[j++]);
    else removed.push(a[i++]);
  }
  return { removed, added };
}

const APP_CLASS = 'com.rampart.shell.ShellApplication';
const FACTORY = 'com.rampart.shell.ShellComponentFactory';
const PERMISSION = 'com.rampart.permission.INTEGRITY';
const str = (v: string): string => `="${v}" (Raw: "${v}")`;

/**
 * The edits hardening makes, and the xmltree lines they must remove and add: an attribute line
 * is `A: android:<name>(<id>)=<value>`, an element line `E: <name> (line=<n>)`.
 */
function edit(file: string) {
  const doc = readAxmlDocument(manifestOf(file));
  const before = readManifest(parseAxml(manifestOf(file)).root);
  const component = before.components.find((c) => c.type !== 'provider') ?? before.components[0];
  const removed: string[] = [];
  const added: (string | RegExp)[] = [];
  const oldLine = (name: string, id: number): RegExp => new RegExp(`^A: android:${name}\\(0x${id.toString(16).padStart(8, '0')}\\)=`);

  const oldName = getApplicationName(doc);
  setApplicationName(doc, APP_CLASS);
  if (oldName !== undefined) removed.push(`A: android:name(0x01010003)${str(oldName)}`);
  added.push(`A: android:name(0x01010003)${str(APP_CLASS)}`);

  const oldFactory = getAppComponentFactory(doc);
  setAppComponentFactory(doc, FACTORY);
  if (oldFactory !== undefined) removed.push(`A: android:appComponentFactory(0x0101057a)${str(oldFactory)}`);
  added.push(`A: android:appComponentFactory(0x0101057a)${str(FACTORY)}`);

  const booleans: [string, number, boolean, (v: boolean) => void][] = [
    ['debuggable', 0x0101000f, false, (v) => setDebuggable(doc, v)],
    ['allowBackup', 0x01010280, false, (v) => setAllowBackup(doc, v)],
    ['extractNativeLibs', 0x010104ea, true, (v) => setExtractNativeLibs(doc, v)],
  ];
  const removedPatterns: RegExp[] = [];
  for (const [name, id, value, set] of booleans) {
    const old = getApplicationAttribute(doc, name);
    set(value);
    if (old === value) continue; // already so: the line stays as it is
    if (old !== undefined) removedPatterns.push(oldLine(name, id));
    added.push(`A: android:${name}(0x${id.toString(16).padStart(8, '0')})=(type 0x12)${value ? '0xffffffff' : '0x0'}`);
  }

  setMetaData(doc, 'rampart.protected', '1.0');
  added.push(/^E: meta-data \(line=\d+\)$/, `A: android:name(0x01010003)${str('rampart.protected')}`, `A: android:value(0x01010024)${str('1.0')}`);
  setMetaData(doc, 'rampart.build', 42);
  added.push(/^E: meta-data \(line=\d+\)$/, `A: android:name(0x01010003)${str('rampart.build')}`, 'A: android:value(0x01010024)=(type 0x10)0x2a');

  expect(addUsesPermission(doc, PERMISSION)).toBe(true);
  expect(addUsesPermission(doc, PERMISSION)).toBe(false);
  added.push(/^E: uses-permission \(line=\d+\)$/, `A: android:name(0x01010003)${str(PERMISSION)}`);

  if (component) {
    expect(setComponentAttribute(doc, component.name, 'exported', false)).toBe(true);
    if (component.exportedExplicit) removedPatterns.push(oldLine('exported', 0x01010010));
    added.push('A: android:exported(0x01010010)=(type 0x12)0x0');
  }
  expect(setComponentAttribute(doc, 'no.such.Component', 'exported', false)).toBe(false);
  return { doc, component, removed, removedPatterns, added, bytes: writeAxmlDocument(doc) };
}

describe.skipIf(APKS.length === 0)('manifest edits on the model', () => {
  it('reads back what it set, typed as aapt types it', () => {
    for (const f of APKS) {
      const { bytes, component } = edit(f.file);
      const doc = readAxmlDocument(bytes);
      expect(getApplicationName(doc)).toBe(APP_CLASS);
      expect(getAppComponentFactory(doc)).toBe(FACTORY);
      expect(getApplicationAttribute(doc, 'debuggable')).toBe(false);
      expect(getApplicationAttribute(doc, 'allowBackup')).toBe(false);
      expect(getApplicationAttribute(doc, 'extractNativeLibs')).toBe(true);
      expect(getMetaData(doc, 'rampart.protected')).toBe('1.0');
      expect(getMetaData(doc, 'rampart.build')).toBe(42);
      expect(usesPermissions(doc)).toContain(PERMISSION);
      if (component) expect(findComponent(doc, component.name)).toBeDefined();

      // The analysis reader agrees.
      const info = readManifest(parseAxml(bytes).root);
      expect(info.packageName).toBe(f.package);
      expect(info.application.name).toBe(APP_CLASS);
      expect(info.application.debuggable).toBe(false);
      expect(info.application.allowBackup).toBe(false);
      expect(info.application.allowBackupExplicit).toBe(true);
      expect(info.usesPermissions).toContain(PERMISSION);
      if (component) {
        const c = info.components.find((x) => x.name === component.name)!;
        expect(c.exported).toBe(false);
        expect(c.exportedExplicit).toBe(true);
      }
    }
  });

  it('replaces a meta-data value rather than adding another, and moves between value and resource', () => {
    const doc = readAxmlDocument(manifestOf(APKS[0].file));
    const first = setMetaData(doc, 'k', 'a');
    expect(setMetaData(doc, 'k', true)).toBe(first);
    expect(getMetaData(doc, 'k')).toBe(true);
    setMetaData(doc, 'k', 0x7f020000, { resource: true });
    expect(getMetaData(doc, 'k')).toEqual({ type: RES_TYPE.REFERENCE, data: 0x7f020000 });
    expect(first.attributes).toHaveLength(2);
  });

  it('removes debuggable with null, and finds components by relative class name', () => {
    const dvhma = APKS.find((f) => f.file.includes('dvhma'));
    if (!dvhma) return;
    const doc = readAxmlDocument(manifestOf(dvhma.file));
    expect(getApplicationAttribute(doc, 'debuggable')).toBe(true);
    setDebuggable(doc, null);
    expect(getApplicationAttribute(doc, 'debuggable')).toBeUndefined();
    expect(readManifest(parseAxml(writeAxmlDocument(doc)).root).application.debuggable).toBe(false);
    // dvhma names its activity "FeatherweightDVHMA", with neither package nor leading dot.
    const pkg = packageName(doc);
    expect(findComponent(doc, `${pkg}.FeatherweightDVHMA`)).toBeDefined();
    expect(findComponent(doc, '.FeatherweightDVHMA')).toBe(findComponent(doc, 'FeatherweightDVHMA'));
  });
});

describe.runIf(APKS.length > 0 && hasTool('aapt'))('manifest edits as aapt sees them', () => {
  for (const f of APKS) {
    it(`changes only the edited lines of ${f.file}, and the package still parses`, () => {
      const { removed, removedPatterns, added, bytes } = edit(f.file);
      const edited = path.join(dir, `edited-${f.file}`);
      withManifest(f.file, bytes, edited);
      const original = fixturePath(f.file);
      const lines = (apk: string): string[] =>
        aapt('dump', 'xmltree', apk, 'AndroidManifest.xml')
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean);
      const diff = lineDiff(lines(original), lines(edited));

      // Added: exactly the expected lines, each once.
      const unexpected = [...diff.added];
      for (const want of added) {
        const i = unexpected.findIndex((l) => (typeof want === 'string' ? l === want : want.test(l)));
        expect(i, `missing ${want}`).toBeGreaterThanOrEqual(0);
        unexpected.splice(i, 1);
      }
      expect(unexpected).toEqual([]);
      // Removed: only the replaced values.
      const gone = [...diff.removed];
      for (const want of removed) {
        const i = gone.indexOf(want);
        expect(i, `kept ${want}`).toBeGreaterThanOrEqual(0);
        gone.splice(i, 1);
      }
      for (const want of removedPatterns) {
        const i = gone.findIndex((l) => want.test(l));
        expect(i, `kept ${want}`).toBeGreaterThanOrEqual(0);
        gone.splice(i, 1);
      }
      expect(gone).toEqual([]);

      const badging = aapt('dump', 'badging', edited);
      expect(badging).toContain(`package: name='${f.package}'`);
      expect(badging).toContain(`uses-permission: name='${PERMISSION}'`);
      expect(badging).not.toContain('application-debuggable');
    });
  }
});

describe.runIf(APKS.length > 0 && hasTool('aapt2'))('manifest edits as aapt2 sees them', () => {
  it('parses every edited manifest, with the edits in it', () => {
    for (const f of APKS) {
      const edited = path.join(dir, `aapt2-${f.file}`);
      withManifest(f.file, edit(f.file).bytes, edited);
      const tree = execFileSync('aapt2', ['dump', 'xmltree', '--file', 'AndroidManifest.xml', edited], { encoding: 'utf8' });
      expect(tree).toContain(`:name(0x01010003)="${PERMISSION}"`);
      expect(tree).toContain(`:appComponentFactory(0x0101057a)="${FACTORY}"`);
      expect(tree).toContain(`:name(0x01010003)="rampart.protected"`);
    }
  });
});
