import { buildItems, decodeCode, encodeCode, type CodeIndexer, type CodePool, type PositionedDirective } from './instructions.js';
import type { Code, CodeItem, TryBlock } from './model.js';

/**
 * The part of a `code_item` around its instructions: try ranges and catch handlers by address,
 * as the file stores them, turned into labels of the code list and back, using the instruction
 * codec of `instructions.ts`.
 */

/** A try range with handler addresses, as in the file (`end` is exclusive). */
export interface RawTry {
  start: number;
  end: number;
  handlers: { type: string | null; address: number }[];
}

/** What the writer needs of one method's code: its units, tries and debug positions by address. */
export interface EncodedMethodCode {
  units: Uint16Array;
  tries: RawTry[];
  directives: PositionedDirective[];
  outsNeeded: number;
}

/** Decodes instructions, then places the try, handler and debug labels and directives among them. */
export function decodeMethodCode(
  units: Uint16Array,
  pool: CodePool,
  version: number,
  rawTries: RawTry[],
  directives: PositionedDirective[],
): { items: CodeItem[]; tries: TryBlock[] } {
  const decoded = decodeCode(units, pool, version);
  const tries: TryBlock[] = rawTries.map((t) => ({
    start: decoded.labelAt(t.start),
    end: decoded.labelAt(t.end),
    handlers: t.handlers.map((h) => ({ type: h.type, handler: decoded.labelAt(h.address) })),
  }));
  return { items: buildItems(decoded, directives), tries };
}

/** Encodes a method's code list and resolves its try ranges to addresses. */
export function encodeMethodCode(code: Code, indexer: CodeIndexer): EncodedMethodCode {
  const enc = encodeCode(code.items, indexer);
  const tries: RawTry[] = code.tries.map((t) => ({
    start: enc.addressOf(t.start),
    end: enc.addressOf(t.end),
    handlers: t.handlers.map((h) => ({ type: h.type, address: enc.addressOf(h.handler) })),
  }));
  return { units: enc.units, tries, directives: enc.directives, outsNeeded: enc.outsNeeded };
}
