// Uploaded pictures (PNG, JPG, JPEG, WEBP): recognised by their bytes, never by name or
// declared type, then re-encoded by sharp into webp and jpeg. Re-encoding turns EXIF rotation
// into real pixels and keeps no metadata (no GPS), and whatever else the file carried is gone.
import { fileTypeFromBuffer } from 'file-type';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';

/** file-type's names for the accepted formats (it calls JPEG and JPG both 'jpg'). */
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

/**
 * A photo of a paper document (cook application documents): PNG, JPG, WEBP or an iPhone's HEIC,
 * re-encoded to one JPEG no wider or taller than `maxSide`. sharp's own build reads HEIF only
 * with the AV1 codec (AVIF), so HEIC (HEVC) is decoded by libheif compiled to WebAssembly
 * (heic-decode), after its declared size is checked, and handed to sharp as raw pixels.
 */
export async function encodeDocumentPhoto(data: Buffer, maxSide: number): Promise<{ jpg: Buffer; width: number; height: number }> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !(PICTURE_TYPES.has(type.ext) || type.ext === 'heic')) throw new NotAPictureError();
  try {
    const image = type.ext === 'heic' ? await heicAsSharp(data) : sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const jpg = await image
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, progressive: true, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { jpg: jpg.data, width: jpg.info.width, height: jpg.info.height };
  } catch (error) {
    throw new NotAPictureError(error);
  }
}

async function heicAsSharp(data: Buffer): Promise<Sharp> {
  // Each image also tells its size before decoding (heic-decode's types leave it out).
  const images = (await decodeHeic.all({ buffer: new Uint8Array(data.buffer, data.byteOffset, data.length) })) as (Awaited<
    ReturnType<typeof decodeHeic.all>
  >[number] & { width: number; height: number })[];
  try {
    const first = images[0];
    if (!first || first.width * first.height > MAX_INPUT_PIXELS || first.width < 1 || first.height < 1) throw new Error('no HEIC image within the size limit');
    const { width, height, data: pixels } = await first.decode();
    return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length), { raw: { width, height, channels: 4 } });
  } finally {
    (images as unknown as { dispose?: () => void }).dispose?.();
  }
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
