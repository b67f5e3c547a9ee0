import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileSource } from '../../archive/byte-source';
import { ZipArchive } from '../../archive/zip-reader';
import { fixturePath, fixturesOfKind } from '../../test-fixtures';
import { rawClass } from '../dex/raw-class';
import { readDex } from '../dex/read';
import { writeDex } from '../dex/write';
import { RuntimeNames } from './harden-apk';

const fixture = fixturesOfKind('apk').find((r) => r.file.includes('UnCrackable-Level3'));

describe.runIf(fixture)('per-build runtime names', () => {
  it('renames only the runtime and the classes an edit decoded: classes still as read stay undecoded and are written the same', () => {
    const archive = ZipArchive.open(fileSource(fixturePath(fixture!.file)));
    const file = readDex(archive.read(archive.entries.find((e) => e.name === 'classes.dex')!));
    const before = Buffer.from(writeDex(file));
    // One class decoded by an edit (its members asked for), every other one as read.
    const edited = file.classes.find((c) => c.type.startsWith('Lsg/vantagepoint/'))!;
    expect(edited.directMethods.length).toBeGreaterThan(0);
    const asRead = file.classes.filter((c) => rawClass(c)).length;
    expect(asRead).toBe(file.classes.length - 1);

    const names = new RuntimeNames(randomBytes);
    names.apply([file], ['Lrampart/rt/Guard;', 'Lrampart/rt/Str;']);
    expect(file.classes.filter((c) => rawClass(c)).length).toBe(asRead);
    // Nothing in the app named the runtime, so the file is written as it was.
    expect(Buffer.from(writeDex(file)).equals(before)).toBe(true);
    expect(names.of('Lrampart/rt/Guard;')).toMatch(/^L\w+\/\w+\/\w+;$/);
    expect(names.of('Lrampart/rt/Guard;')).not.toMatch(/rampart|Guard/);
    expect(names.of('Lrampart/rt/Guard;')).not.toBe(names.of('Lrampart/rt/Str;'));
  });
});
