// Dish pictures: the uploaded bytes are sniffed (PNG, JPG, WEBP only), then re-encoded by sharp
// into webp and jpeg at each screen width up to the picture's own width (320…1536 px;
// with `srcset` widths the browser covers densities 1 and 2 itself). Re-encoding keeps no
// metadata (no EXIF, no GPS), bakes the EXIF rotation into the pixels and drops anything glued
// to the picture. Files are public, under /api/files/dishes/{uuid}/.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DishImage } from '@povar/shared-kit/contracts';
import { isAcceptedPicture, NotAPictureError } from '../../files/images.ts';
import type { FileStorage } from '../../files/storage.ts';

/** Screen widths. */
export const DISH_IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export const DISH_IMAGES_SUBDIR = 'dishes';
/** As images.ts: more than phone cameras take, far less than a decompression bomb. */
const MAX_INPUT_PIXELS = 64_000_000;
/** A strip 1 px high and 5000 wide is no dish photo; this bounds the rendered height too. */
const MAX_ASPECT_RATIO = 4;

interface Rendition {
  width: number;
  height: number;
  webp: Buffer;
  jpg: Buffer;
}

/** The widths to render for a picture `width` px wide: the screen widths below it and the picture's own (at most 1536). */
export function renditionWidths(width: number): number[] {
  const top = Math.min(width, DISH_IMAGE_WIDTHS[DISH_IMAGE_WIDTHS.length - 1]!);
  return [...DISH_IMAGE_WIDTHS.filter((candidate) => candidate < top), top];
}

/** Every rendition of the picture; NotAPictureError for anything that is not a sound PNG, JPG or WEBP. */
export async function renderDishPicture(data: Buffer): Promise<Rendition[]> {
  if (!(await isAcceptedPicture(data))) throw new NotAPictureError();
  try {
    const input = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    // The header's size, turned as EXIF says (orientations 5–8 swap the sides); a broken body
    // fails below, as every rendition decodes the whole picture.
    const metadata = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const turned = (metadata.orientation ?? 1) >= 5;
    const width = turned ? metadata.height : metadata.width;
    const height = turned ? metadata.width : metadata.height;
    if (!width || !height || width * height > MAX_INPUT_PIXELS) throw new Error('no size or too many pixels');
    const ratio = Math.max(width / height, height / width);
    if (ratio > MAX_ASPECT_RATIO) throw new Error(`aspect ratio ${ratio.toFixed(1)}`);
    const renditions: Rendition[] = [];
    for (const renditionWidth of renditionWidths(width)) {
      const base = input().resize({ width: renditionWidth, withoutEnlargement: true });
      const [webp, jpg] = await Promise.all([
        base.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
        // JPEG has no transparency: transparent areas become white, not black.
        base.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer({ resolveWithObject: true }),
      ]);
      renditions.push({ width: jpg.info.width, height: jpg.info.height, webp: webp.data, jpg: jpg.data });
    }
    return renditions;
  } catch (error) {
    throw new NotAPictureError(error);
  }
}

/** Writes the renditions under a new random key; answers the key and the picture's addresses (the largest rendition is the main one). */
export async function storeDishPicture(storage: FileStorage, renditions: readonly Rendition[]): Promise<{ storageKey: string; image: DishImage }> {
  const storageKey = `${DISH_IMAGES_SUBDIR}/${randomUUID()}`;
  const sources: { width: number; webp: string; jpg: string }[] = [];
  try {
    for (const rendition of renditions) {
      const webp = await storage.writePublic(`${storageKey}/${rendition.width}.webp`, rendition.webp);
      const jpg = await storage.writePublic(`${storageKey}/${rendition.width}.jpg`, rendition.jpg);
      sources.push({ width: rendition.width, webp, jpg });
    }
  } catch (error) {
    await removeDishPictures(storage, [{ sources } as DishImage]);
    throw error;
  }
  const largest = renditions[renditions.length - 1]!;
  const main = sources[sources.length - 1]!;
  return {
    storageKey,
    image: { webp: main.webp, jpg: main.jpg, src: main.jpg, original: main.jpg, size: { width: largest.width, height: largest.height }, sources },
  };
}

/** Deletes the files of pictures uploaded here; other addresses (the demo's) are left alone. */
export async function removeDishPictures(storage: FileStorage, images: readonly DishImage[]): Promise<void> {
  const hrefs = images.flatMap((image) => [
    image.webp,
    image.jpg,
    image.src,
    image.original,
    ...(image.sources ?? []).flatMap((source) => [source.webp, source.jpg]),
  ]);
  await storage.removePublic(hrefs.filter(Boolean), DISH_IMAGES_SUBDIR).catch(() => undefined);
}
