import { build as buildPlist } from 'plist';
import { buildZip, type TestEntry } from '../archive/test-zip.js';

/** Test-only: a thin arm64 Mach-O executable and an IPA around it, built byte by byte. */

const MH_MAGIC_64 = 0xfeedfacf;
const CPU_ARM64 = 0x0100000c;
const MH_EXECUTE = 2;
const MH_PIE = 0x200000;
const LC_SYMTAB = 0x2;
const LC_CODE_SIGNATURE = 0x1d;
const N_EXT = 0x01;
const SUPERBLOB = 0xfade0cc0;

/** What the crafted executable holds. */
export interface TestMachO {
  /** Imported (undefined, external) symbol names, e.g. `_CCCrypt`. */
  imports?: string[];
  /** C strings placed in the binary's data, outside the code signature. */
  strings?: string[];
  /** Bytes placed inside a code-signing SuperBlob (LC_CODE_SIGNATURE data). */
  signature?: Buffer;
}

/** A SuperBlob with no indexed blobs whose payload is `payload`, as the analyser will skip it. */
function superBlob(payload: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt32BE(SUPERBLOB, 0);
  head.writeUInt32BE(12 + payload.length, 4);
  head.writeUInt32BE(0, 8);
  return Buffer.concat([head, payload]);
}

/** Builds a thin 64-bit Mach-O: header, LC_SYMTAB, optional LC_CODE_SIGNATURE, data. */
export function buildMachO(spec: TestMachO): Buffer {
  const imports = spec.imports ?? [];
  const ncmds = spec.signature ? 2 : 1;
  const sizeofcmds = 24 + (spec.signature ? 16 : 0);
  const cstrings = Buffer.from((spec.strings ?? []).map((s) => `${s}\0`).join(''), 'latin1');
  const strtab = Buffer.from(`\0${imports.map((s) => `${s}\0`).join('')}`, 'latin1');
  const symtab = Buffer.alloc(16 * imports.length);
  let strx = 1;
  imports.forEach((name, i) => {
    symtab.writeUInt32LE(strx, i * 16);
    symtab[i * 16 + 4] = N_EXT;
    strx += Buffer.byteLength(name, 'latin1') + 1;
  });
  const signature = spec.signature ? superBlob(spec.signature) : Buffer.alloc(0);
  const dataStart = 32 + sizeofcmds;
  const symoff = dataStart + cstrings.length;
  const stroff = symoff + symtab.length;
  const sigoff = stroff + strtab.length;

  const header = Buffer.alloc(32);
  header.writeUInt32LE(MH_MAGIC_64, 0);
  header.writeUInt32LE(CPU_ARM64, 4);
  header.writeUInt32LE(MH_EXECUTE, 12);
  header.writeUInt32LE(ncmds, 16);
  header.writeUInt32LE(sizeofcmds, 20);
  header.writeUInt32LE(MH_PIE, 24);
  const symtabCmd = Buffer.alloc(24);
  symtabCmd.writeUInt32LE(LC_SYMTAB, 0);
  symtabCmd.writeUInt32LE(24, 4);
  symtabCmd.writeUInt32LE(symoff, 8);
  symtabCmd.writeUInt32LE(imports.length, 12);
  symtabCmd.writeUInt32LE(stroff, 16);
  symtabCmd.writeUInt32LE(strtab.length, 20);
  const commands = [header, symtabCmd];
  if (spec.signature) {
    const sigCmd = Buffer.alloc(16);
    sigCmd.writeUInt32LE(LC_CODE_SIGNATURE, 0);
    sigCmd.writeUInt32LE(16, 4);
    sigCmd.writeUInt32LE(sigoff, 8);
    sigCmd.writeUInt32LE(signature.length, 12);
    commands.push(sigCmd);
  }
  return Buffer.concat([...commands, cstrings, symtab, strtab, signature]);
}

/** An IPA whose app `App.app` runs `executable`, with extra bundle files (paths relative to the app) and Info.plist keys. */
export function buildIpa(executable: Buffer, files: Record<string, Buffer | string> = {}, infoKeys: Record<string, unknown> = {}): Buffer {
  const app = 'Payload/App.app/';
  const info = buildPlist({
    CFBundleExecutable: 'App',
    CFBundleIdentifier: 'com.example.app',
    CFBundleShortVersionString: '1.0',
    CFBundleVersion: '1',
    MinimumOSVersion: '15.0',
    ...infoKeys,
  } as Parameters<typeof buildPlist>[0]);
  const entries: TestEntry[] = [
    { name: `${app}Info.plist`, data: Buffer.from(info) },
    { name: `${app}App`, data: executable },
    ...Object.entries(files).map(([name, data]) => ({ name: `${app}${name}`, data: Buffer.from(data) })),
  ];
  return buildZip(entries);
}
