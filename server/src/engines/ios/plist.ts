import { parseBuffer } from 'bplist-parser';
import { parse as parseXmlPlist } from 'plist';
import { EngineError } from '../errors.js';

/** A decoded property list value. */
export type PlistValue = string | number | boolean | Date | Buffer | PlistValue[] | { [key: string]: PlistValue };

/** A plist dictionary. */
export type PlistDict = { [key: string]: PlistValue };

/**
 * Parses an XML or binary (`bplist00`) property list whose root is a dictionary. Throws
 * `ios.plist_malformed` on anything else, including cyclic or oversized binary plists.
 */
export function parsePlist(buf: Buffer): PlistDict {
  let value: unknown;
  try {
    if (buf.subarray(0, 8).toString('latin1') === 'bplist00') value = parseBuffer(buf)[0];
    else value = parseXmlPlist(buf.toString('utf8'));
  } catch (err) {
    throw new EngineError('ios.plist_malformed', (err as Error).message);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || Buffer.isBuffer(value) || value instanceof Date) {
    throw new EngineError('ios.plist_malformed', 'plist root is not a dictionary');
  }
  return value as PlistDict;
}

/** String value of a key, if it is a string. */
export function plistString(dict: PlistDict | undefined, key: string): string | undefined {
  const v = dict?.[key];
  return typeof v === 'string' ? v : undefined;
}

/** Dictionary value of a key, if it is a dictionary. */
export function plistDict(dict: PlistDict | undefined, key: string): PlistDict | undefined {
  const v = dict?.[key];
  return v && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v) && !(v instanceof Date) ? (v as PlistDict) : undefined;
}
