/**
 * Low-level readers of DEX code shared by the analysis reader (dex.ts) and its data-flow pass
 * (dex-flow.ts): ULEB128, `class_data_item` methods, instruction widths and payloads.
 */

/** Reads a ULEB128 at `state.p`, advancing it; throws a RangeError past the end of `buf`. */
export function uleb(buf: Buffer, state: { p: number }): number {
  let result = 0;
  let shift = 0;
  for (let i = 0; i < 5; i++) {
    const b = buf[state.p++];
    if (b === undefined) throw new RangeError('uleb128 past end');
    result |= (b & 0x7f) << shift;
    if (!(b & 0x80)) return result >>> 0;
    shift += 7;
  }
  return result >>> 0;
}

/** Work left for reading one file's class data and code: one unit per member or code unit. */
export interface WorkBudget {
  units: number;
}

/**
 * Calls `visit` with the method id and code offset of every direct and virtual method of the
 * `class_data_item` at `off` that has a code item inside `buf`, taking one unit of `budget` per
 * encoded member and stopping when it runs out. Throws a RangeError when the class data runs
 * past the end of the file.
 */
export function forEachCodeItem(buf: Buffer, off: number, visit: (methodIdx: number, codeOff: number) => void, budget: WorkBudget = { units: Infinity }): void {
  const state = { p: off };
  const staticFields = uleb(buf, state);
  const instanceFields = uleb(buf, state);
  const directMethods = uleb(buf, state);
  const virtualMethods = uleb(buf, state);
  // An encoded field takes 2 bytes at least and a method 3: counts past that are garbage.
  const left = buf.length - state.p;
  if (staticFields + instanceFields > left / 2 || directMethods + virtualMethods > left / 3) throw new RangeError('class_data counts run past the end');
  for (let i = 0; i < staticFields + instanceFields; i++) {
    if (--budget.units < 0) return;
    uleb(buf, state);
    uleb(buf, state);
  }
  for (const count of [directMethods, virtualMethods]) {
    let methodIdx = 0;
    for (let i = 0; i < count; i++) {
      if (--budget.units < 0) return;
      methodIdx += uleb(buf, state);
      uleb(buf, state);
      const codeOff = uleb(buf, state);
      if (codeOff && codeOff + 16 <= buf.length) visit(methodIdx, codeOff);
    }
  }
}

/** Width in 16-bit code units of each opcode (payload pseudo-instructions handled apart). */
export const INSN_WIDTH = buildWidths();

function buildWidths(): Uint8Array {
  const w = new Uint8Array(256).fill(1);
  const set = (from: number, to: number, n: number): void => {
    for (let i = from; i <= to; i++) w[i] = n;
  };
  set(0x02, 0x02, 2);
  set(0x03, 0x03, 3);
  set(0x05, 0x05, 2);
  set(0x06, 0x06, 3);
  set(0x08, 0x08, 2);
  set(0x09, 0x09, 3);
  set(0x13, 0x13, 2);
  set(0x14, 0x14, 3);
  set(0x15, 0x16, 2);
  set(0x17, 0x17, 3);
  set(0x18, 0x18, 5);
  set(0x19, 0x1a, 2);
  set(0x1b, 0x1b, 3);
  set(0x1c, 0x1c, 2);
  set(0x1f, 0x20, 2);
  set(0x22, 0x23, 2);
  set(0x24, 0x26, 3);
  set(0x29, 0x29, 2);
  set(0x2a, 0x2c, 3);
  set(0x2d, 0x3d, 2);
  set(0x44, 0x6d, 2);
  set(0x6e, 0x72, 3);
  set(0x74, 0x78, 3);
  set(0x90, 0xaf, 2);
  set(0xd0, 0xe2, 2);
  set(0xfa, 0xfb, 4);
  set(0xfc, 0xfd, 3);
  set(0xfe, 0xff, 2);
  return w;
}

/**
 * Code units taken by the payload pseudo-instruction (`unit` ≠ 0 with opcode 0) at byte offset
 * `at`, with `left` code units left in the method; 0 when its header runs past the end.
 */
export function payloadUnits(buf: Buffer, at: number, unit: number, left: number): number {
  if (left < 2) return 0;
  const size = buf.readUInt16LE(at + 2);
  if (unit === 0x0100) return size * 2 + 4;
  if (unit === 0x0200) return size * 4 + 2;
  if (unit === 0x0300) {
    if (left < 4) return 0;
    return Math.ceil((size * buf.readUInt32LE(at + 4)) / 2) + 4;
  }
  return 1;
}

/** True for the invoke opcodes whose second code unit is a method index. */
export function isMethodInvoke(op: number): boolean {
  return (op >= 0x6e && op <= 0x72) || (op >= 0x74 && op <= 0x78) || op === 0xfa || op === 0xfb;
}
