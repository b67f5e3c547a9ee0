import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileSource } from '../../archive/byte-source';
import { ZipArchive } from '../../archive/zip-reader';
import { EngineError } from '../../errors';
import { fixturePath, fixturesOfKind, hasTool } from '../../test-fixtures';
import { FRAMEWORK_ATTRS, RES_TYPE } from '../xml-node';
import { AlignedZipWriter, copyEntry } from '../zip-writer';
import { parseAxml } from '../axml';
import { readManifest } from '../manifest';
import { attributeNameString, createElement, declareNamespace, insertString, internString, removeAttribute, setAttribute } from './edit';
import { ANDROID_NS, attributeResourceId, axmlElements, NO_INDEX, rootElement, type AxmlModel } from './model';
import { readAxmlDocument } from './read';
import { writeAxmlDocument } from './write';

const APKS = fixturesOfKind('apk');

/** Every binary XML of the APK fixtures: the manifests and the compiled XML under res/. */
function binaryXmls(): { name: string; bytes: Buffer }[] {
  const out: { name: string; bytes: Buffer }[] = [];
  for (const f of APKS) {
    const z = ZipArchive.open(fileSource(fixturePath(f.file)));
    for (const e of z.entries) {
      if (e.name !== 'AndroidManifest.xml' && !(e.name.startsWith('res/') && e.name.endsWith('.xml'))) continue;
      const bytes = z.read(e);
      if (bytes.length >= 8 && bytes.readUInt16LE(0) === 0x0003) out.push({ name: `${f.file}!${e.name}`, bytes });
    }
  }
  return out;
}

function manifestOf(file: string): Buffer {
  return ZipArchive.open(fileSource(fixturePath(file))).readByName('AndroidManifest.xml')!;
}

function expectMalformed(bytes: Buffer): void {
  expect(() => readAxmlDocument(bytes)).toThrow(expect.objectContaining({ code: 'android.manifest_malformed' }));
}

/** Deterministic pseudo-random numbers (xorshift), so a failing fuzz case can be replayed. */
function random(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

describe.skipIf(APKS.length === 0)('AXML model: lossless round trip', () => {
  const files = binaryXmls();

  it('writes every fixture manifest and compiled res/ XML back byte for byte', () => {
    expect(files.filter((f) => f.name.endsWith('!AndroidManifest.xml'))).toHaveLength(APKS.length);
    expect(files.length).toBeGreaterThan(APKS.length);
    const differing = files.filter((f) => !writeAxmlDocument(readAxmlDocument(f.bytes)).equals(f.bytes)).map((f) => f.name);
    expect(differing).toEqual([]);
  });

  it('reads the same model back from what it writes, after an edit too', () => {
    for (const f of files.slice(0, 60)) {
      const doc = readAxmlDocument(f.bytes);
      const root = rootElement(doc)!;
      setAttribute(doc, root, { namespace: ANDROID_NS, name: 'enabled', resourceId: 0x0101000e }, false);
      const once = writeAxmlDocument(doc);
      const again = readAxmlDocument(once);
      expect(again).toEqual(doc);
      expect(writeAxmlDocument(again).equals(once)).toBe(true);
    }
  });

  it('keeps UTF-8 and UTF-16 pools in their encoding, with their strings', () => {
    const utf8 = files.find((f) => (readAxmlDocument(f.bytes).pool.flags & 0x100) !== 0);
    const utf16 = files.find((f) => (readAxmlDocument(f.bytes).pool.flags & 0x100) === 0);
    expect(utf8 && utf16).toBeTruthy();
    for (const f of [utf8!, utf16!]) {
      const doc = readAxmlDocument(f.bytes);
      internString(doc, 'ünïcödé ✓ 𝄞');
      const back = readAxmlDocument(writeAxmlDocument(doc));
      expect(back.pool.flags).toBe(doc.pool.flags);
      expect(back.pool.strings).toEqual(doc.pool.strings);
    }
  });
});

describe.skipIf(APKS.length === 0)('AXML model: string pool consistency when editing', () => {
  const level1 = APKS.find((f) => f.file.includes('UnCrackable-Level1')) ?? APKS[0];

  function names(doc: AxmlModel): { element: string; attrs: { ns?: string; name: string; id: number; raw?: string; type: number; data: number | string }[] }[] {
    const s = doc.pool.strings;
    return [...axmlElements(doc.nodes)].map((el) => ({
      element: s[el.name],
      attrs: el.attributes.map((a) => ({
        ns: a.namespace === NO_INDEX ? undefined : s[a.namespace],
        name: s[a.name],
        id: attributeResourceId(doc, a),
        raw: a.rawValue === NO_INDEX ? undefined : s[a.rawValue],
        type: a.value.type,
        data: a.value.type === RES_TYPE.STRING ? s[a.value.data] : a.value.data,
      })),
    }));
  }

  it('inserts a new attribute name into the resource prefix and re-indexes every reference', () => {
    const doc = readAxmlDocument(manifestOf(level1.file));
    const before = names(doc);
    const prefix = doc.resourceIds!.length;
    const at = attributeNameString(doc, 'extractNativeLibs', 0x010104ea);
    expect(at).toBeLessThan(prefix + 1);
    expect(doc.resourceIds).toHaveLength(prefix + 1);
    expect(doc.pool.strings[at]).toBe('extractNativeLibs');
    expect(doc.resourceIds![at]).toBe(0x010104ea);
    // Every string reference still names the same text, and every attribute keeps its id.
    expect(names(doc)).toEqual(before);
    // Asking again finds it rather than adding another.
    expect(attributeNameString(doc, 'extractNativeLibs', 0x010104ea)).toBe(at);
    expect(doc.resourceIds).toHaveLength(prefix + 1);
  });

  it('keeps an id-ordered prefix in id order, and appends to one that is not', () => {
    const doc = readAxmlDocument(manifestOf(level1.file));
    const ids = doc.resourceIds!;
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    attributeNameString(doc, 'debuggable', 0x0101000f);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // Shuffle the prefix (the older aapt writes it in the order met): the name goes last.
    const shuffled = readAxmlDocument(manifestOf(level1.file));
    const n = shuffled.resourceIds!.length;
    insertString(shuffled, n, 'zzz');
    shuffled.resourceIds!.push(0x01010001 - 1);
    const at = attributeNameString(shuffled, 'debuggable', 0x0101000f);
    expect(at).toBe(n + 1);
  });

  it('keeps attributes in resource-id order, those without an id last, and id/class/style positions right', () => {
    const doc = readAxmlDocument(manifestOf(level1.file));
    const root = rootElement(doc)!;
    root.idIndex = root.attributes.length; // pretend the last attribute is the `id` one
    const last = root.attributes[root.attributes.length - 1];
    setAttribute(doc, root, { namespace: ANDROID_NS, name: 'installLocation', resourceId: 0x010102b7 }, { type: RES_TYPE.INT_DEC, data: 1 });
    setAttribute(doc, root, { namespace: ANDROID_NS, name: 'compileSdkVersion', resourceId: 0x01010572 }, 34);
    setAttribute(doc, root, { name: 'platformBuildVersionCode', resourceId: 0 }, { type: RES_TYPE.INT_DEC, data: 34, raw: '34' });
    const ids = root.attributes.map((a) => attributeResourceId(doc, a));
    const withId = ids.filter((id) => id !== 0);
    expect(withId).toEqual([...withId].sort((a, b) => a - b));
    expect(ids.indexOf(0)).toBe(withId.length);
    expect(root.attributes[root.idIndex - 1]).toBe(last);
    expect(removeAttribute(doc, root, { namespace: ANDROID_NS, name: 'installLocation', resourceId: 0x010102b7 })).toBe(true);
    expect(root.attributes[root.idIndex - 1]).toBe(last);
    expect(removeAttribute(doc, root, { namespace: ANDROID_NS, name: 'installLocation', resourceId: 0x010102b7 })).toBe(false);
  });

  it('finds attributes by resource id, as Android does, whatever their name string says', () => {
    const doc = readAxmlDocument(manifestOf(level1.file));
    const root = rootElement(doc)!;
    const vc = root.attributes.find((a) => attributeResourceId(doc, a) === 0x0101021b)!;
    doc.pool.strings[vc.name] = 'renamed';
    const count = root.attributes.length;
    setAttribute(doc, root, { namespace: ANDROID_NS, name: 'versionCode', resourceId: 0x0101021b }, 7);
    expect(root.attributes).toHaveLength(count);
    expect(vc.value).toEqual({ type: RES_TYPE.INT_DEC, data: 7 });
  });
});

describe('AXML model: documents built in code', () => {
  it('writes styled strings and keeps spans with their strings when one is inserted before them', () => {
    const doc: AxmlModel = {
      pool: { flags: 0, strings: ['bold text', 'b', 'plain'], styles: [[{ name: 1, firstChar: 0, lastChar: 3 }]] },
      resourceIds: null,
      nodes: [],
      trailing: Buffer.alloc(0),
    };
    const el = createElement(doc, 'manifest', 1);
    doc.nodes.push(el, { kind: 'text', line: 2, comment: NO_INDEX, data: 0, value: { type: RES_TYPE.NULL, data: 0 } });
    const back = readAxmlDocument(writeAxmlDocument(doc));
    expect(back).toEqual(doc);
    insertString(back, 0, 'first');
    expect(back.pool.styles).toEqual([[], [{ name: 2, firstChar: 0, lastChar: 3 }]]);
    expect(back.pool.strings[back.pool.styles[1][0].name]).toBe('b');
    const again = readAxmlDocument(writeAxmlDocument(back));
    expect(again).toEqual(back);
    expect((again.nodes[1] as { data: number }).data).toBe(1);
  });

  it('creates the resource map and the android namespace when a document has neither', () => {
    const doc: AxmlModel = { pool: { flags: 0x100, strings: [], styles: [] }, resourceIds: null, nodes: [], trailing: Buffer.alloc(0) };
    const manifest = createElement(doc, 'manifest', 1);
    doc.nodes.push(manifest);
    setAttribute(doc, manifest, { name: 'package', resourceId: 0 }, 'com.example.app');
    declareNamespace(doc, 'android', ANDROID_NS);
    setAttribute(doc, manifest, { namespace: ANDROID_NS, name: 'versionCode', resourceId: 0x0101021b }, 3);
    const info = readManifest(parseAxml(writeAxmlDocument(doc)).root);
    expect(info.packageName).toBe('com.example.app');
    expect(info.versionCode).toBe(3);
    expect(doc.resourceIds).toEqual([0x0101021b]);
    expect(doc.pool.strings[0]).toBe('versionCode');
  });
});

describe.skipIf(APKS.length === 0)('AXML model: hostile input', () => {
  const level1 = APKS.find((f) => f.file.includes('UnCrackable-Level1')) ?? APKS[0];
  const good = manifestOf(level1.file);

  it('refuses every truncation of a manifest', () => {
    for (let n = 0; n < good.length; n++) {
      const cut = Buffer.from(good.subarray(0, n));
      expectMalformed(cut);
      // Also with the XML size fixed up to the cut, so the reader goes as far as it can.
      if (n >= 8) {
        cut.writeUInt32LE(n, 4);
        expectMalformed(cut);
      }
    }
  });

  it('refuses bad chunk sizes', () => {
    const poolSize = good.readUInt32LE(12);
    for (const size of [0, 7, poolSize - 4, good.length, 0xffffffff]) {
      const b = Buffer.from(good);
      b.writeUInt32LE(size, 12);
      expectMalformed(b);
    }
    const b = Buffer.from(good);
    b.writeUInt16LE(0x20, 2); // XML header size
    expectMalformed(b);
  });

  it('refuses string indices out of range and lying counts', () => {
    const doc = readAxmlDocument(good);
    const count = doc.pool.strings.length;
    const poolSize = good.readUInt32LE(12);
    const mapSize = good.readUInt32LE(8 + poolSize + 4);
    const firstNode = 8 + poolSize + mapSize;
    // The first start-element chunk: its name index sits 20 bytes in.
    let p = firstNode;
    while (good.readUInt16LE(p) !== 0x0102) p += good.readUInt32LE(p + 4);
    const badName = Buffer.from(good);
    badName.writeUInt32LE(count, p + 20);
    expectMalformed(badName);
    const badValue = Buffer.from(good);
    // Its first attribute's typed value as a string pointing past the pool.
    badValue[p + 36 + 15] = RES_TYPE.STRING;
    badValue.writeUInt32LE(count + 5, p + 36 + 16);
    expectMalformed(badValue);
    const lying = Buffer.from(good);
    lying.writeUInt32LE(0x7fffffff, 16); // string count
    expectMalformed(lying);
    const manyAttrs = Buffer.from(good);
    manyAttrs.writeUInt16LE(0xffff, p + 28);
    expectMalformed(manyAttrs);
  });

  it('refuses unbalanced nesting', () => {
    const b = Buffer.from(good);
    let p = 8;
    let lastEnd = -1;
    while (p < b.length) {
      if (b.readUInt16LE(p) === 0x0103) lastEnd = p;
      p += b.readUInt32LE(p + 4);
    }
    b.writeUInt16LE(0x0101, lastEnd); // the manifest's end element becomes a namespace end
    expectMalformed(b);
  });

  it('either refuses damaged bytes with a structured error or reads and writes them back identical', () => {
    const next = random(0x5eed);
    let read = 0;
    let refused = 0;
    for (let i = 0; i < 3000; i++) {
      const b = Buffer.from(good);
      const flips = 1 + (next() % 4);
      for (let k = 0; k < flips; k++) b[next() % b.length] = next() & 0xff;
      let doc: AxmlModel | undefined;
      try {
        doc = readAxmlDocument(b);
      } catch (err) {
        expect(err).toBeInstanceOf(EngineError);
        expect((err as EngineError).code).toBe('android.manifest_malformed');
        refused++;
        continue;
      }
      read++;
      expect(writeAxmlDocument(doc).equals(b)).toBe(true);
    }
    expect(read).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});

describe.runIf(APKS.length > 0 && hasTool('aapt'))('AXML model: an edited compiled layout as aapt sees it', () => {
  it('adds one attribute line to a UTF-8 layout, all else unchanged', () => {
    const apk = APKS.find((f) => f.file.includes('InsecureBankv2'));
    if (!apk) return;
    const entry = 'res/layout/abc_screen_simple.xml';
    const archive = ZipArchive.open(fileSource(fixturePath(apk.file)));
    const doc = readAxmlDocument(archive.readByName(entry)!);
    expect(doc.pool.flags & 0x100).toBe(0x100);
    setAttribute(doc, rootElement(doc)!, { namespace: ANDROID_NS, name: 'enabled', resourceId: 0x0101000e }, false);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'axml-'));
    try {
      const out = path.join(dir, 'edited.apk');
      const writer = new AlignedZipWriter(out);
      for (const e of archive.entries) {
        if (e.name === entry) writer.addFile(e.name, writeAxmlDocument(doc), { compress: true });
        else copyEntry(writer, archive, e);
      }
      writer.finish();
      const dump = (file: string): string[] => execFileSync('aapt', ['dump', 'xmltree', file, entry], { encoding: 'utf8' }).trim().split('\n');
      const before = dump(fixturePath(apk.file));
      const after = dump(out);
      expect(after).toHaveLength(before.length + 1);
      const at = after.findIndex((l, i) => l !== before[i]);
      expect(after[at].trim()).toBe('A: android:enabled(0x0101000e)=(type 0x12)0x0');
      expect([...after.slice(0, at), ...after.slice(at + 1)]).toEqual(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const FRAMEWORK_RES = '/usr/share/android-framework-res/framework-res.apk';

describe.runIf(existsSync(FRAMEWORK_RES) && hasTool('aapt'))('framework attribute ids', () => {
  it('match the platform framework resources', () => {
    const dump = execFileSync('aapt', ['dump', 'resources', FRAMEWORK_RES], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    const platform = new Map<number, string>();
    for (const m of dump.matchAll(/spec resource 0x([0-9a-f]{8}) android:attr\/(\w+):/g)) platform.set(parseInt(m[1], 16), m[2]);
    expect(platform.size).toBeGreaterThan(1000);
    const mismatches = Object.entries(FRAMEWORK_ATTRS).filter(([id, name]) => platform.get(Number(id)) !== name);
    expect(mismatches).toEqual([]);
  });
});
