import { describe, expect, it } from 'vitest';
import { pngOf, TINY_JPEG } from '../../../../tests/helpers/images';
import { inspectImage } from './appearance-image';

describe('inspectImage', () => {
  it('reads the type and dimensions of a png and a jpeg from their bytes', () => {
    expect(inspectImage(pngOf(7, 3))).toEqual({ type: 'png', width: 7, height: 3 });
    expect(inspectImage(TINY_JPEG)).toEqual({ type: 'jpeg', width: 1, height: 1 });
  });

  it('refuses other formats whatever they are called', () => {
    expect(inspectImage(Buffer.from('just some text, named logo.png'))).toBe('wrong-type');
    expect(inspectImage(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('wrong-type');
    expect(inspectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('wrong-type');
    expect(inspectImage(Buffer.alloc(0))).toBe('wrong-type');
  });

  it('refuses a png or jpeg whose structure is broken', () => {
    const png = pngOf(4, 4);
    // Only the signature.
    expect(inspectImage(png.subarray(0, 8))).toBe('unreadable');
    // Cut before IEND.
    expect(inspectImage(png.subarray(0, png.length - 12))).toBe('unreadable');
    // A flipped byte inside the image data breaks its checksum.
    const flipped = Buffer.from(png);
    flipped[40] ^= 0xff;
    expect(inspectImage(flipped)).toBe('unreadable');
    // Zero width.
    const zero = pngOf(4, 4);
    zero.writeUInt32BE(0, 16);
    expect(inspectImage(zero)).toBe('unreadable');
    // A jpeg signature followed by garbage, and one without its end marker.
    expect(inspectImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(50, 0x41)]))).toBe('unreadable');
    expect(inspectImage(TINY_JPEG.subarray(0, TINY_JPEG.length - 2))).toBe('unreadable');
  });
});
