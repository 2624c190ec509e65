// Uploaded pictures (spec 5: PNG, JPG, JPEG, WEBP): recognised by their bytes, never by name or
// declared type, then re-encoded by sharp into webp and jpeg. Re-encoding turns EXIF rotation
// into real pixels and keeps no metadata (no GPS), and whatever else the file carried is gone.
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';

/** file-type's names for the spec 5 formats (it calls JPEG and JPG both 'jpg'). */
const PICTURE_TYPES = new Set(['png', 'jpg', 'webp']);
/** About 64 megapixels: more than phone cameras take, far less than a decompression bomb. */
const MAX_INPUT_PIXELS = 64_000_000;

export interface EncodedPicture {
  webp: Buffer;
  jpg: Buffer;
  width: number;
  height: number;
}

/** Thrown for bytes that are not a picture of an accepted format (or a broken one). */
export class NotAPictureError extends Error {
  constructor(cause?: unknown) {
    super('not an accepted picture', { cause });
    this.name = 'NotAPictureError';
  }
}

export async function isAcceptedPicture(data: Buffer): Promise<boolean> {
  const type = await fileTypeFromBuffer(data);
  return type !== undefined && PICTURE_TYPES.has(type.ext);
}

/** A square of `side` pixels, cropped around the centre (avatars). */
export function encodeSquare(data: Buffer, side: number): Promise<EncodedPicture> {
  return encode(data, (image) => image.resize({ width: side, height: side, fit: 'cover', position: 'centre' }));
}

/** The whole picture, no wider or taller than `maxSide`, never enlarged (kitchen photos). */
export function encodeWithin(data: Buffer, maxSide: number): Promise<EncodedPicture> {
  return encode(data, (image) => image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }));
}

async function encode(data: Buffer, shape: (image: Sharp) => Sharp): Promise<EncodedPicture> {
  if (!(await isAcceptedPicture(data))) throw new NotAPictureError();
  try {
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked.
    const base = shape(sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate());
    const [webp, jpg] = await Promise.all([
      base.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
      // JPEG has no transparency: transparent areas become white, not black.
      base.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer({ resolveWithObject: true }),
    ]);
    return { webp: webp.data, jpg: jpg.data, width: jpg.info.width, height: jpg.info.height };
  } catch (error) {
    throw new NotAPictureError(error);
  }
}
