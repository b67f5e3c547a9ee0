import { crc32, deflateRawSync } from 'node:zlib';

/** A hand-built entry; `lfh*` fields let a test make the local header lie. */
export interface TestEntry {
  name: string;
  data: Buffer;
  method?: number;
  flags?: number;
  lfhName?: string;
  lfhMethod?: number;
  declaredSize?: number;
}

/** Builds a zip byte by byte, so tests can produce the tricks real tools refuse to write. */
export function buildZip(entries: TestEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const method = e.method ?? 8;
    const body = method === 0 ? e.data : deflateRawSync(e.data);
    const name = Buffer.from(e.name);
    const lfhName = Buffer.from(e.lfhName ?? e.name);
    const crc = crc32(e.data) >>> 0;
    const lfh = Buffer.alloc(30);
    lfh.writeUInt32LE(0x04034b50, 0);
    lfh.writeUInt16LE(20, 4);
    lfh.writeUInt16LE(e.flags ?? 0, 6);
    lfh.writeUInt16LE(e.lfhMethod ?? method, 8);
    lfh.writeUInt32LE(crc, 14);
    lfh.writeUInt32LE(body.length, 18);
    lfh.writeUInt32LE(e.data.length, 22);
    lfh.writeUInt16LE(lfhName.length, 26);
    const cdh = Buffer.alloc(46);
    cdh.writeUInt32LE(0x02014b50, 0);
    cdh.writeUInt16LE(20, 4);
    cdh.writeUInt16LE(20, 6);
    cdh.writeUInt16LE(e.flags ?? 0, 8);
    cdh.writeUInt16LE(method, 10);
    cdh.writeUInt32LE(crc, 16);
    cdh.writeUInt32LE(body.length, 20);
    cdh.writeUInt32LE(e.declaredSize ?? e.data.length, 24);
    cdh.writeUInt16LE(name.length, 28);
    cdh.writeUInt32LE(offset, 42);
    locals.push(lfh, lfhName, body);
    centrals.push(cdh, name);
    offset += 30 + lfhName.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}
