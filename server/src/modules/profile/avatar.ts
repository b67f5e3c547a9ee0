import { Transform, type TransformCallback } from 'node:stream';
import { AppError, ValidationError } from '../../lib/errors';

export type AvatarType = 'png' | 'jpeg';

/** Avatars are small images; anything larger is refused while streaming. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_FILE_TYPES = 'png, jpg, jpeg';

export const AVATAR_CONTENT_TYPE: Record<AvatarType, string> = { png: 'image/png', jpeg: 'image/jpeg' };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type from the first bytes (the file name is never trusted), or null. */
function sniffAvatarType(head: Buffer): AvatarType | null {
  if (head.length >= PNG.length && head.subarray(0, PNG.length).equals(PNG)) return 'png';
  if (head.length >= JPEG.length && head.subarray(0, JPEG.length).equals(JPEG)) return 'jpeg';
  return null;
}

/**
 * A pass-through stream that checks the image type on the first bytes and the size on every
 * chunk, failing the pipeline with the spec's messages; `type` is set once known.
 */
export class AvatarCheck extends Transform {
  type: AvatarType | null = null;
  private head = Buffer.alloc(0);
  private size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > AVATAR_MAX_BYTES) return done(new AppError('413', 'uploadTooLarge', { params: { fileSize: '2MB' } }));
    if (this.type === null) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < PNG.length) return done();
      this.type = sniffAvatarType(this.head);
      if (this.type === null) return done(new ValidationError('fileWrongType', { fileType: AVATAR_FILE_TYPES }));
      const buffered = this.head;
      this.head = Buffer.alloc(0);
      return done(null, buffered);
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.type === null) return done(this.size === 0 ? new ValidationError('fileMissing') : new ValidationError('fileWrongType', { fileType: AVATAR_FILE_TYPES }));
    done();
  }
}
