import { bufferSource } from './archive/byte-source.js';
import { buildZip } from './archive/test-zip.js';
import { ZipArchive } from './archive/zip-reader.js';

// The analysis engine's package mutations, shared by every fuzz test: each takes a real
// package (its bytes, its entries, where its zip headers are) and a seeded random source, and
// answers a damaged copy.

/** Writes a zip of stored entries (the fuzzer's way to plant mutated inner files). */
export function storedZip(entries: [string, Buffer][]): Buffer {
  return buildZip(entries.map(([name, data]) => ({ name, data, method: 0 })));
}

function unzipAll(buf: Buffer): [string, Buffer][] {
  const z = ZipArchive.open(bufferSource(buf));
  return z.names().map((n) => [n, z.readByName(n)!]);
}

const SIGNATURES = [0x04034b50, 0x02014b50, 0x06054b50];

function headerOffsets(buf: Buffer): number[] {
  const out: number[] = [];
  for (let i = 0; i + 4 <= buf.length; i++) if (SIGNATURES.includes(buf.readUInt32LE(i))) out.push(i);
  return out;
}

export type Mutator = (pkg: { bytes: Buffer; entries: [string, Buffer][]; headers: number[] }, rnd: () => number) => Buffer;

const pick = <T>(rnd: () => number, list: T[]): T => list[Math.floor(rnd() * list.length)];

const flipInner =
  (target: RegExp, spots: (b: Buffer, rnd: () => number) => void): Mutator =>
  (pkg, rnd) => {
    const entries = pkg.entries.map(([n, d]): [string, Buffer] => [n, Buffer.from(d)]);
    const hits = entries.filter(([n]) => target.test(n));
    if (!hits.length) return pkg.bytes;
    spots(pick(rnd, hits)[1], rnd);
    return storedZip(entries);
  };

export const MUTATORS: Record<string, Mutator> = {
  'bit flips in zip headers': ({ bytes, headers }, rnd) => {
    const out = Buffer.from(bytes);
    for (let i = 0; i < 1 + Math.floor(rnd() * 4); i++) {
      const at = pick(rnd, headers) + Math.floor(rnd() * 46);
      if (at < out.length) out[at] ^= 1 << Math.floor(rnd() * 8);
    }
    return out;
  },
  truncation: ({ bytes }, rnd) => bytes.subarray(0, Math.floor(rnd() * bytes.length)),
  'fake encryption flag': ({ bytes, headers }) => {
    const out = Buffer.from(bytes);
    for (const h of headers) {
      const sig = out.readUInt32LE(h);
      if (sig === 0x04034b50) out[h + 6] |= 1;
      if (sig === 0x02014b50) out[h + 8] |= 1;
    }
    return out;
  },
  'unknown compression method': ({ bytes, headers }, rnd) => {
    const out = Buffer.from(bytes);
    const h = pick(
      rnd,
      headers.filter((x) => out.readUInt32LE(x) === 0x02014b50),
    );
    if (h !== undefined) out.writeUInt16LE(Math.floor(rnd() * 0xffff), h + 10);
    return out;
  },
  'oversize zip counts and sizes': ({ bytes, headers }, rnd) => {
    const out = Buffer.from(bytes);
    const h = pick(rnd, headers);
    const sig = out.readUInt32LE(h);
    if (sig === 0x06054b50) out.writeUInt16LE(0xffff, h + 10);
    else if (sig === 0x02014b50) out.writeUInt32LE(0xfffffff0, h + (rnd() < 0.5 ? 20 : 24));
    else out.writeUInt16LE(0xffff, h + 28);
    return out;
  },
  'swapped AXML header sizes': flipInner(/AndroidManifest\.xml$|\.arsc$/, (b, rnd) => {
    if (b.length < 64) return;
    const at = 8 + 8 * Math.floor(rnd() * Math.min(64, (b.length - 16) / 8));
    const hs = b.readUInt16LE(at + 2);
    b.writeUInt16LE(b.readUInt16LE(at + 4) & 0xffff, at + 2);
    b.writeUInt16LE(hs, at + 4);
  }),
  'oversize AXML / string pool counts': flipInner(/AndroidManifest\.xml$|\.arsc$/, (b, rnd) => {
    if (b.length < 64) return;
    const at = 8 + 4 * Math.floor(rnd() * Math.min(200, (b.length - 12) / 4));
    b.writeUInt32LE(pick(rnd, [0xffffffff, 0x7fffffff, 0x10000, b.length * 4]), at);
  }),
  'oversize DEX table counts': flipInner(/\.dex$/, (b, rnd) => {
    if (b.length < 0x70) return;
    b.writeUInt32LE(pick(rnd, [0xffffffff, 0x00ffffff, b.length]), 0x38 + 8 * Math.floor(rnd() * 6));
  }),
  'random bytes in inner files': flipInner(/\.(xml|dex|arsc|plist|so|RSA|SF|MF|mobileprovision)$|\/[^./]+$/, (b, rnd) => {
    for (let i = 0; i < 1 + Math.floor(rnd() * 16); i++) if (b.length) b[Math.floor(rnd() * b.length)] = Math.floor(rnd() * 256);
  }),
};

/** A package ready for mutation: its bytes, its inflated entries and its zip header offsets. */
export interface MutationSeed {
  bytes: Buffer;
  entries: [string, Buffer][];
  headers: number[];
}

export function mutationSeed(bytes: Buffer): MutationSeed {
  return { bytes, entries: unzipAll(bytes), headers: headerOffsets(bytes) };
}

/** Mutations aimed at the DEX files, for the code that parses and rewrites them. */
export const DEX_MUTATORS: Record<string, Mutator> = {
  'random bytes in a DEX': flipInner(/\.dex$/, (b, rnd) => {
    for (let i = 0; i < 1 + Math.floor(rnd() * 8); i++) if (b.length > 0x70) b[0x70 + Math.floor(rnd() * (b.length - 0x70))] = Math.floor(rnd() * 256);
  }),
  'DEX section offsets and sizes': flipInner(/\.dex$/, (b, rnd) => {
    if (b.length < 0x70) return;
    // header: map_off at 0x34, then size/offset pairs of the id tables and data up to 0x70.
    const at = 0x34 + 4 * Math.floor(rnd() * 15);
    b.writeUInt32LE(pick(rnd, [0, 1, 0x70, b.length - 4, b.length, 0xffffffff, Math.floor(rnd() * b.length)]) >>> 0, at);
  }),
  'DEX map list entries': flipInner(/\.dex$/, (b, rnd) => {
    if (b.length < 0x70) return;
    const map = b.readUInt32LE(0x34);
    if (map + 4 > b.length) return;
    const count = Math.min(b.readUInt32LE(map), Math.floor((b.length - map - 4) / 12));
    if (!count) return;
    const item = map + 4 + 12 * Math.floor(rnd() * count);
    b.writeUInt32LE(pick(rnd, [0, 0xffff, 0xffffffff, b.length, Math.floor(rnd() * b.length)]) >>> 0, item + (rnd() < 0.5 ? 4 : 8));
  }),
  'DEX code units': flipInner(/\.dex$/, (b, rnd) => {
    // Bytes in the data section, where class data and code items live.
    const dataOff = b.length >= 0x70 ? b.readUInt32LE(0x6c) : 0;
    if (dataOff >= b.length) return;
    for (let i = 0; i < 1 + Math.floor(rnd() * 4); i++)
      b.writeUInt16LE(Math.floor(rnd() * 0x10000), Math.min(b.length - 2, dataOff + 2 * Math.floor((rnd() * (b.length - dataOff)) / 2)));
  }),
};
