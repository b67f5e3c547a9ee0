import { describe, expect, it } from 'vitest';
import type { DexClass, DexFile } from './model';
import { rawClass } from './raw-class';
import { readDex } from './read';
import { canonical, fixtureDexFiles } from './test-support';
import { writeDex } from './write';

const dexes = fixtureDexFiles();

/** Reads every class's members, so the file is written the way every edited class is. */
function decodeAll(file: DexFile): DexFile {
  for (const c of file.classes) void c.staticFields;
  return file;
}

describe('undecoded classes', () => {
  it('are what the reader gives for each class with members, and decode on first use', () => {
    const dex = dexes.find((d) => d.name.startsWith('insecurebankv2'))!;
    const file = readDex(dex.bytes);
    const stored = file.classes.filter((c) => rawClass(c) !== undefined);
    expect(stored.length).toBeGreaterThan(file.classes.length / 2);
    // One with code first.
    stored.unshift(
      ...stored.splice(
        stored.findIndex((c) => rawClass(c)!.codes.length > 0),
        1,
      ),
    );
    writeDex(file);
    expect(stored.every((c) => rawClass(c) !== undefined)).toBe(true);
    expect(stored[0].directMethods.length + stored[0].virtualMethods.length).toBeGreaterThan(0);
    expect(rawClass(stored[0])).toBeUndefined();
    expect(stored.slice(1).every((c) => rawClass(c) !== undefined)).toBe(true);
    // Decoded members read as those of a file decoded whole.
    const whole = decodeAll(readDex(dex.bytes)).classes[file.classes.indexOf(stored[0])];
    expect(canonical(stored[0])).toBe(canonical(whole));
  });

  it.each(dexes.map((d) => [d.name, d] as const))('are written byte for byte as their decoded form is: %s', (_name, dex) => {
    const copied = writeDex(readDex(dex.bytes));
    const decoded = writeDex(decodeAll(readDex(dex.bytes)));
    expect(Buffer.compare(Buffer.from(copied), Buffer.from(decoded))).toBe(0);
  });

  it.each([
    [
      'renamed',
      (c: DexClass): void => {
        c.type = 'Lrenamed/ByTest;';
      },
    ],
    [
      'given another superclass',
      (c: DexClass): void => {
        c.superclass = 'Ljava/lang/Thread;';
      },
    ],
    [
      'given another interface',
      (c: DexClass): void => {
        c.interfaces = [...c.interfaces, 'Ljava/io/Serializable;'];
      },
    ],
    [
      'given another source file',
      (c: DexClass): void => {
        c.sourceFile = 'ByTest.java';
      },
    ],
  ] as const)('are written as their decoded form is when %s', (_what, edit) => {
    const dex = dexes.find((d) => d.name.startsWith('insecurebankv2'))!;
    const written = (file: DexFile): Buffer => {
      edit(file.classes.find((c) => c.type.endsWith('/LoginActivity;'))!);
      return Buffer.from(writeDex(file));
    };
    expect(Buffer.compare(written(readDex(dex.bytes)), written(decodeAll(readDex(dex.bytes))))).toBe(0);
  });

  it('keep an edit made through the model: a renamed field is written with its new name', () => {
    const dex = dexes.find((d) => d.name.startsWith('insecurebankv2'))!;
    const file = readDex(dex.bytes);
    const cls = file.classes.find((c) => rawClass(c) !== undefined && c.instanceFields.length > 0)!;
    cls.instanceFields[0] = { ...cls.instanceFields[0], name: 'renamedByTest' };
    const back = readDex(writeDex(file)).classes.find((c) => c.type === cls.type)!;
    expect(back.instanceFields.map((f) => f.name)).toContain('renamedByTest');
  });
});
