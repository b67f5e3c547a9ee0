import zlib from 'node:zlib';

/** The image formats the appearance settings take (spec §5: png, jpg, jpeg). */
export type AppearanceImageType = 'png' | 'jpeg';

export interface ImageFacts {
  type: AppearanceImageType;
  width: number;
  height: number;
}

/** Why bytes are not an image we take: another format, or a png/jpeg whose structure is broken. */
export type ImageProblem = 'wrong-type' | 'unreadable';

export const IMAGE_CONTENT_TYPE: Record<AppearanceImageType, string> = { png: 'image/png', jpeg: 'image/jpeg' };
export const IMAGE_EXTENSION: Record<AppearanceImageType, string> = { png: 'png', jpeg: 'jpg' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Most chunks a png may have before we give up (a real image has a few dozen). */
const MAX_PNG_CHUNKS = 10_000;

/**
 * Reads an image's type and dimensions from its bytes, never from its name: a png whose chunks
 * are all whole with right checksums (IHDR first, image data, IEND last), or a jpeg whose
 * segments lead to a frame header before the scan and which ends with its end marker.
 */
export function inspectImage(bytes: Buffer): ImageFacts | ImageProblem {
  if (bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return inspectPng(bytes);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return inspectJpeg(bytes);
  return 'wrong-type';
}

function inspectPng(bytes: Buffer): ImageFacts | 'unreadable' {
  let offset = PNG_SIGNATURE.length;
  let width = 0;
  let height = 0;
  let sawData = false;
  for (let index = 0; index < MAX_PNG_CHUNKS; index++) {
    if (offset + 12 > bytes.length) return 'unreadable';
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return 'unreadable';
    const crc = bytes.readUInt32BE(offset + 8 + length);
    if (zlib.crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc) return 'unreadable';
    if (index === 0) {
      if (type !== 'IHDR' || length !== 13) return 'unreadable';
      width = bytes.readUInt32BE(offset + 8);
      height = bytes.readUInt32BE(offset + 12);
      if (width === 0 || height === 0) return 'unreadable';
    } else if (type === 'IHDR') {
      return 'unreadable';
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData && width > 0 ? { type: 'png', width, height } : 'unreadable';
    offset = end;
  }
  return 'unreadable';
}

/** Frame headers (SOF0–SOF15 except DHT, JPG and DAC) carry the dimensions. */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function inspectJpeg(bytes: Buffer): ImageFacts | 'unreadable' {
  let offset = 2;
  let width = 0;
  let height = 0;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 'unreadable';
    const marker = bytes[offset + 1];
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset++;
      continue;
    }
    // Markers without a length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9) return 'unreadable';
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return 'unreadable';
    if (isFrameHeader(marker)) {
      if (length < 7) return 'unreadable';
      height = bytes.readUInt16BE(offset + 5);
      width = bytes.readUInt16BE(offset + 7);
      if (width === 0 || height === 0) return 'unreadable';
    }
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data runs to the end marker.
      if (width === 0) return 'unreadable';
      return endsWithEoi(bytes) ? { type: 'jpeg', width, height } : 'unreadable';
    }
    offset += 2 + length;
  }
  return 'unreadable';
}

/** The end-of-image marker, allowing the padding some encoders leave after it. */
function endsWithEoi(bytes: Buffer): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024));
  for (let i = tail.length - 2; i >= 0; i--) {
    if (tail[i] === 0xff && tail[i + 1] === 0xd9) return true;
  }
  return false;
}
