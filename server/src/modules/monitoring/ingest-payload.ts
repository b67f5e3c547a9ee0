import { z } from 'zod';
import { EVENT_KINDS } from '../../engines/risk/event-kinds';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** Installed app as an SDK reports it (sdk/PROTOCOL.md). */
const InstalledAppJson = z.object({
  packageName: optionalText(300),
  name: optionalText(300),
  md5: optionalText(64),
  certMd5: optionalText(128),
  installer: optionalText(300),
});

/** Device facts; the batch's `device` is the default of every event's. */
export const DeviceJson = z.object({
  udid: text(200),
  userUdid: optionalText(200),
  brand: optionalText(100),
  model: optionalText(100),
  osVersion: optionalText(50),
  sdkVersion: optionalText(50),
  appVersion: optionalText(50),
  environment: z.array(z.string().max(200)).max(200).nullish(),
  installedApps: z.array(InstalledAppJson).max(2000).nullish(),
  wifi: z.object({ ssid: optionalText(64), bssid: optionalText(64) }).nullish(),
  /** Honoured only from a trusted proxy or server relay (RAMPART_TRUST_PROXY). */
  clientIp: optionalText(64),
});

export const EventJson = z.object({
  id: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/),
  kind: z.enum(EVENT_KINDS),
  /** Milliseconds since the epoch, or an ISO 8601 string. */
  ts: z.union([z.number().int().positive(), z.string().datetime({ offset: true })]),
  details: z.record(z.string(), z.unknown()).nullish(),
  device: DeviceJson.partial().nullish(),
});

export const BatchJson = z.object({
  device: DeviceJson.partial().nullish(),
  events: z.array(z.unknown()),
});

export type DeviceFacts = z.infer<typeof DeviceJson>;

/** What {@link unstorableText} checks against (sdk/PROTOCOL.md, "Text and nesting"). */
export interface TextLimits {
  /** Longest string, keys included, in UTF-16 code units (JavaScript's `length`). */
  maxStringChars: number;
  /** Deepest nesting of objects and arrays; a top-level field's own object or array is level 1. */
  maxDepth: number;
}

/** Why a value cannot be stored as sent: `reason` is `path: problem`. */
export interface TextProblem {
  reason: string;
  /** Only a string over the length limit (which the 64 KB event limit may also explain). */
  tooLong: boolean;
}

/** Any character that needs a closer look: a NUL or any surrogate (paired ones are fine). */
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (!SUSPECT.test(text)) return null;
  if (text.includes('\u0000')) return 'contains a NUL character (U+0000)';
  if (UNPAIRED_SURROGATE.test(text)) return 'contains an unpaired UTF-16 surrogate';
  return null;
}

/** A path segment as a reason shows it: printable (no controls, bidi controls included), short. */
const shown = (key: string) => {
  const printable = key.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\uD800-\uDFFF]/g, '?');
  return printable.length > 64 ? `${printable.slice(0, 63)}…` : printable;
};

/** An object or array on the walk, with the position reached; paths are spelled out only for a reason. */
interface Frame {
  container: Record<string, unknown> | unknown[];
  /** The object's keys (null for an array). */
  keys: string[] | null;
  length: number;
  next: number;
  /** Where the container sits: its parent and its key there (null at the top). */
  parent: Frame | null;
  key: string | null;
  /** The nesting level of the container's own values (the top-level fields are level 1). */
  depth: number;
}

const pathOf = (frame: Frame | null, key: string | null): string => {
  const keys: string[] = key === null ? [] : [shown(key)];
  for (let f = frame; f && f.key !== null; f = f.parent) keys.push(shown(f.key));
  return keys.length === 0 ? 'event' : keys.reverse().join('.');
};

/**
 * The first string or structure in `fields` (an event's top-level fields, by name) that
 * PostgreSQL cannot store faithfully or that is over `limits`, or null. NUL is refused by
 * PostgreSQL in text and jsonb, and an unpaired surrogate is not valid Unicode, so neither can
 * be stored as sent; the limits keep an event from holding one huge string or a structure deep
 * enough to exhaust a recursive parser or serializer. Keys are checked like values. A string
 * that is only too long is answered when nothing worse is found. Iterative (any depth is safe
 * to check), in document order, and allocates per object or array, not per value.
 */
export function unstorableText(fields: Record<string, unknown>, limits: TextLimits): TextProblem | null {
  let tooLong: string | null = null;
  /** Checks a string at `frame`/`key` (a key itself when `isKey`); answers the reason of a hard problem. */
  const check = (text: string, frame: Frame | null, key: string | null, isKey: boolean): string | null => {
    const problem = textProblem(text);
    if (problem) return `${pathOf(frame, key)}: ${isKey ? 'a key ' : ''}${problem}`;
    if (tooLong === null && text.length > limits.maxStringChars) {
      tooLong = `${pathOf(frame, key)}: ${isKey ? 'a key is ' : ''}longer than ${limits.maxStringChars} characters`;
    }
    return null;
  };
  /** A frame for a container, or the reason one of its keys is refused. */
  const open = (container: object, parent: Frame | null, key: string | null, depth: number): Frame | string => {
    if (Array.isArray(container)) return { container, keys: null, length: container.length, next: 0, parent, key, depth };
    const keys = Object.keys(container);
    const frame: Frame = { container: container as Record<string, unknown>, keys, length: keys.length, next: 0, parent, key, depth };
    for (const k of keys) {
      const reason = check(k, frame, null, true);
      if (reason) return reason;
    }
    return frame;
  };
  const top = open(fields, null, null, 1);
  if (typeof top === 'string') return { reason: top, tooLong: false };
  const stack: Frame[] = [top];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next >= frame.length) {
      stack.pop();
      continue;
    }
    const index = frame.next++;
    const key = frame.keys ? frame.keys[index] : String(index);
    const value = frame.keys ? (frame.container as Record<string, unknown>)[key] : (frame.container as unknown[])[index];
    if (typeof value === 'string') {
      const reason = check(value, frame, key, false);
      if (reason) return { reason, tooLong: false };
    } else if (value !== null && typeof value === 'object') {
      if (frame.depth > limits.maxDepth) return { reason: `${pathOf(frame, key)}: nested deeper than ${limits.maxDepth} levels`, tooLong: false };
      const child = open(value, frame, key, frame.depth + 1);
      if (typeof child === 'string') return { reason: child, tooLong: false };
      stack.push(child);
    }
  }
  return tooLong === null ? null : { reason: tooLong, tooLong: true };
}
