import path from 'node:path';

/** The longest display name kept, in characters (code points); the end, with the extension, is kept. */
export const MAX_FILE_NAME_CHARS = 255;

/**
 * Characters never kept in a displayed file name: C0 and C1 controls and DEL; the line and
 * paragraph separators; and the bidirectional controls (LRM, RLM, ALM, the embeddings and
 * overrides U+202A-U+202E, the isolates U+2066-U+2069), which reorder what is shown so that
 * `invoice\u202Egpj.apk` reads as `invoiceapk.jpg` (Trojan Source, CVE-2021-42574).
 */
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** A surrogate without its pair, which no UTF-8 text can hold. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The name to store and show for a file a client uploaded (multipart, tus metadata): its base
 * name only (either slash separates folders), without hidden or reordering characters, an
 * unpaired surrogate replaced by U+FFFD, in Unicode NFC (so the same name typed on macOS and
 * Windows looks and sorts the same), trimmed, and at most {@link MAX_FILE_NAME_CHARS}
 * characters; `fallback` when nothing is left.
 */
export function displayFileName(name: unknown, fallback = 'file'): string {
  const text = typeof name === 'string' ? name : '';
  const base = path.posix.basename(text.replace(/\\/g, '/'));
  const cleaned = base.replace(HIDDEN, '').replace(UNPAIRED_SURROGATE, '\uFFFD').normalize('NFC').trim();
  const chars = Array.from(cleaned);
  const capped = chars.length > MAX_FILE_NAME_CHARS ? chars.slice(-MAX_FILE_NAME_CHARS).join('').trim() : cleaned;
  return capped || fallback;
}
