import { StringPool } from './string-pool.js';
import { RES_TYPE } from './xml-node.js';

const CHUNK_TABLE = 0x0002;
const CHUNK_STRING_POOL = 0x0001;
const CHUNK_PACKAGE = 0x0200;
const CHUNK_TYPE = 0x0201;
const FLAG_COMPLEX = 0x0001;
const FLAG_COMPACT = 0x0008;
const TYPE_FLAG_SPARSE = 0x01;
const TYPE_FLAG_OFFSET16 = 0x02;
const MAX_REFERENCE_DEPTH = 8;

/** A simple (non-bag) resource value from the table. */
export interface ResValue {
  type: number;
  data: number;
  /** Set for string values (global pool). */
  string?: string;
  /** True when the value comes from the default configuration. */
  isDefault: boolean;
}

/** A resource table reduced to what analysis needs: one value per id and the type names. */
export interface ResourceTable {
  /** Resolves references until a non-reference value (depth-limited); default config preferred. */
  resolve(id: number): ResValue | undefined;
  /** `type/name` of a resource id, e.g. `string/app_name`. */
  nameOf(id: number): string | undefined;
  /** All string values of the global pool, for secret and URL scanning. */
  strings(): string[];
}

/**
 * Parses `resources.arsc`. Keeps, for every simple entry, the value of the default
 * configuration (or the first configuration seen when no default exists), which is what
 * `aapt dump badging` reports for labels. Bags (styles, arrays) are skipped. Never throws:
 * a malformed table yields whatever was read before the damage.
 */
export function parseArsc(buf: Buffer): ResourceTable {
  const values = new Map<number, ResValue>();
  const names = new Map<number, string>();
  let globalPool: StringPool | undefined;
  try {
    if (buf.length < 12 || buf.readUInt16LE(0) !== CHUNK_TABLE) return makeTable(values, names, undefined);
    let p = buf.readUInt16LE(2);
    while (p + 8 <= buf.length) {
      const type = buf.readUInt16LE(p);
      const size = buf.readUInt32LE(p + 4);
      if (size < 8 || p + size > buf.length) break;
      if (type === CHUNK_STRING_POOL && !globalPool) globalPool = new StringPool(buf, p);
      else if (type === CHUNK_PACKAGE) readPackage(buf, p, size, globalPool, values, names);
      p += size;
    }
  } catch {
    // Keep what was read; analysis continues with a partial table.
  }
  return makeTable(values, names, globalPool);
}

function makeTable(values: Map<number, ResValue>, names: Map<number, string>, pool: StringPool | undefined): ResourceTable {
  return {
    resolve(id) {
      let v = values.get(id);
      for (let depth = 0; v && v.type === RES_TYPE.REFERENCE && depth < MAX_REFERENCE_DEPTH; depth++) {
        const next = values.get(v.data);
        if (!next) break;
        v = next;
      }
      return v;
    },
    nameOf: (id) => names.get(id),
    strings() {
      if (!pool) return [];
      const out: string[] = [];
      for (let i = 0; i < pool.count; i++) out.push(pool.get(i));
      return out;
    },
  };
}

function readPackage(buf: Buffer, start: number, size: number, globalPool: StringPool | undefined, values: Map<number, ResValue>, names: Map<number, string>): void {
  const headerSize = buf.readUInt16LE(start + 2);
  const pkgId = buf.readUInt32LE(start + 8) & 0xff;
  const typeStringsOff = buf.readUInt32LE(start + 268);
  const keyStringsOff = buf.readUInt32LE(start + 276);
  const typeStrings = typeStringsOff ? new StringPool(buf, start + typeStringsOff) : undefined;
  const keyStrings = keyStringsOff ? new StringPool(buf, start + keyStringsOff) : undefined;
  const end = start + size;
  let p = start + headerSize;
  while (p + 8 <= end) {
    const type = buf.readUInt16LE(p);
    const chunkSize = buf.readUInt32LE(p + 4);
    if (chunkSize < 8 || p + chunkSize > end) break;
    if (type === CHUNK_TYPE) {
      try {
        readType(buf, p, chunkSize, pkgId, globalPool, typeStrings, keyStrings, values, names);
      } catch {
        // A damaged type chunk only loses its own entries.
      }
    }
    p += chunkSize;
  }
}

function readType(
  buf: Buffer,
  p: number,
  size: number,
  pkgId: number,
  globalPool: StringPool | undefined,
  typeStrings: StringPool | undefined,
  keyStrings: StringPool | undefined,
  values: Map<number, ResValue>,
  names: Map<number, string>,
): void {
  const headerSize = buf.readUInt16LE(p + 2);
  const typeId = buf[p + 8];
  const flags = buf[p + 9];
  const entryCount = buf.readUInt32LE(p + 12);
  const entriesStart = p + buf.readUInt32LE(p + 16);
  const configStart = p + 20;
  const configSize = buf.readUInt32LE(configStart);
  let isDefault = true;
  for (let i = 4; i < configSize && configStart + i < p + headerSize; i++) {
    if (buf[configStart + i] !== 0) {
      isDefault = false;
      break;
    }
  }
  const typeName = typeStrings?.get(typeId - 1) ?? String(typeId);
  const offsets = p + headerSize;
  const end = p + size;
  const count = Math.min(entryCount, 0x10000);
  for (let i = 0; i < count; i++) {
    let entryIndex = i;
    let off: number;
    if (flags & TYPE_FLAG_SPARSE) {
      if (offsets + i * 4 + 4 > end) break;
      entryIndex = buf.readUInt16LE(offsets + i * 4);
      off = buf.readUInt16LE(offsets + i * 4 + 2) * 4;
    } else if (flags & TYPE_FLAG_OFFSET16) {
      if (offsets + i * 2 + 2 > end) break;
      const o = buf.readUInt16LE(offsets + i * 2);
      if (o === 0xffff) continue;
      off = o * 4;
    } else {
      if (offsets + i * 4 + 4 > end) break;
      off = buf.readUInt32LE(offsets + i * 4);
      if (off === 0xffffffff) continue;
    }
    const e = entriesStart + off;
    if (e + 8 > end) continue;
    const id = ((pkgId << 24) | (typeId << 16) | entryIndex) >>> 0;
    const entryFlags = buf.readUInt16LE(e + 2);
    let key: number;
    let valueType: number;
    let data: number;
    if (entryFlags & FLAG_COMPACT) {
      key = buf.readUInt16LE(e);
      valueType = entryFlags >>> 8;
      data = buf.readUInt32LE(e + 4);
    } else {
      key = buf.readUInt32LE(e + 4);
      if (entryFlags & FLAG_COMPLEX) {
        if (!names.has(id)) names.set(id, `${typeName}/${keyStrings?.get(key) ?? ''}`);
        continue;
      }
      const entrySize = buf.readUInt16LE(e);
      const v = e + entrySize;
      if (v + 8 > end) continue;
      valueType = buf[v + 3];
      data = buf.readUInt32LE(v + 4);
    }
    if (!names.has(id)) names.set(id, `${typeName}/${keyStrings?.get(key) ?? ''}`);
    const existing = values.get(id);
    if (existing && (existing.isDefault || !isDefault)) continue;
    values.set(id, {
      type: valueType,
      data,
      string: valueType === RES_TYPE.STRING ? globalPool?.get(data) : undefined,
      isDefault,
    });
  }
}

/** Renders a resolved value as text (strings as is, file references by path). */
export function resValueToString(v: ResValue | undefined): string | undefined {
  if (!v) return undefined;
  if (v.string !== undefined) return v.string;
  if (v.type === RES_TYPE.INT_DEC || v.type === RES_TYPE.INT_HEX) return String(v.data | 0);
  if (v.type === RES_TYPE.INT_BOOLEAN) return v.data ? 'true' : 'false';
  return undefined;
}
