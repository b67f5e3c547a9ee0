import type { ResourceTable, ResValue } from './arsc.js';
import { decodeProto, protoMessage, protoNumber, protoString, type ProtoField } from './protobuf.js';
import { RES_TYPE } from './xml-node.js';

/**
 * Reads an aapt2 proto resource table (`base/resources.pb` in an App Bundle) into the same
 * {@link ResourceTable} view as `resources.arsc`: simple values per id, default configuration
 * preferred. Never throws; a malformed table yields what was read.
 */
export function parseProtoResources(buf: Buffer): ResourceTable {
  const values = new Map<number, ResValue>();
  const names = new Map<number, string>();
  const strings: string[] = [];
  try {
    for (const pf of decodeProto(buf)) {
      if (pf.field !== 2 || !pf.bytes) continue;
      const pkg = decodeProto(pf.bytes);
      const pkgId = protoNumber(protoMessage(pkg, 1) ?? [], 1) ?? 0x7f;
      for (const tf of pkg) {
        if (tf.field !== 3 || !tf.bytes) continue;
        const type = decodeProto(tf.bytes);
        const typeId = protoNumber(protoMessage(type, 1) ?? [], 1) ?? 0;
        const typeName = protoString(type, 2) ?? '';
        for (const ef of type) {
          if (ef.field !== 3 || !ef.bytes) continue;
          readEntry(decodeProto(ef.bytes), pkgId, typeId, typeName, values, names, strings);
        }
      }
    }
  } catch {
    // Partial table.
  }
  return {
    resolve(id) {
      let v = values.get(id);
      for (let d = 0; v && v.type === RES_TYPE.REFERENCE && d < 8; d++) v = values.get(v.data) ?? v;
      return v;
    },
    nameOf: (id) => names.get(id),
    strings: () => strings,
  };
}

function readEntry(entry: ProtoField[], pkgId: number, typeId: number, typeName: string, values: Map<number, ResValue>, names: Map<number, string>, strings: string[]): void {
  const entryId = protoNumber(protoMessage(entry, 1) ?? [], 1) ?? 0;
  const id = ((pkgId << 24) | (typeId << 16) | entryId) >>> 0;
  names.set(id, `${typeName}/${protoString(entry, 2) ?? ''}`);
  for (const cf of entry) {
    if (cf.field !== 6 || !cf.bytes) continue;
    const cv = decodeProto(cf.bytes);
    const config = cv.find((f) => f.field === 1);
    const isDefault = !config?.bytes || config.bytes.length === 0;
    const item = protoMessage(protoMessage(cv, 2) ?? [], 4);
    if (!item) continue;
    let v: ResValue | undefined;
    const str = protoMessage(item, 2) ?? protoMessage(item, 3);
    const ref = protoMessage(item, 1);
    const file = protoMessage(item, 5);
    if (str) {
      const s = protoString(str, 1) ?? '';
      strings.push(s);
      v = { type: RES_TYPE.STRING, data: 0, string: s, isDefault };
    } else if (file) {
      v = { type: RES_TYPE.STRING, data: 0, string: protoString(file, 1) ?? '', isDefault };
    } else if (ref) {
      v = { type: RES_TYPE.REFERENCE, data: protoNumber(ref, 2) ?? 0, isDefault };
    }
    const existing = values.get(id);
    if (v && (!existing || (!existing.isDefault && isDefault))) values.set(id, v);
  }
}
