import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assembleAll } from '../dex/assemble.js';
import type { DexClass } from '../dex/model.js';

/** Where the runtime's smali sources live: one folder per part (`shell`, `strings`, `guard`…). */
export const RUNTIME_DIR = path.join(import.meta.dirname, 'runtime');

/** The smali sources of one runtime part, in file-name order. */
export function runtimeSources(part: string): { file: string; text: string }[] {
  const dir = path.join(RUNTIME_DIR, part);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.smali'))
    .sort()
    .map((file) => ({ file: `${part}/${file}`, text: readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * The classes of one runtime part, assembled by our assembler. What a protected app runs is
 * this code: it is authored as smali under `runtime/<part>/` and tested on the JVM.
 */
export function loadRuntime(part: string): DexClass[] {
  return assembleAll(runtimeSources(part));
}
