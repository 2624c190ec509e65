// Pictures for the demo catalogue, drawn as SVG and rendered by sharp at seed time (no network): a plate per dish category and colour variant, a silhouette per avatar variant.
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Image } from '@povar/shared-kit/contracts';
import type { CategorySlug } from './catalog-taxonomy.ts';

/** Spec 9 screen widths a card or a detail picture needs: 320 and 640, and 1280 for 640 at density 2. */
export const DEMO_IMAGE_WIDTHS = [320, 640, 1280] as const;
const LARGEST_WIDTH = 1280;
/** The width the descriptor points at; the other widths sit next to it as `…-{width}.{ext}`. */
const DESCRIPTOR_WIDTH = 640;
export const DEMO_IMAGE_VARIANTS = 3;
export const DEMO_AVATAR_VARIANTS = 6;
/** Files live under FILES_DIR/demo and are served as /api/files/demo/… */
export const DEMO_FILES_SUBDIR = 'demo';
const PUBLIC_PREFIX = '/api/files';

/** Background, pattern and food colours per category; a variant shifts the hue so neighbouring cards differ. */
const CATEGORY_PALETTES: Record<CategorySlug, { background: string; pattern: string; food: string; garnish: string }> = {
  supy: { background: '#f6e3d3', pattern: '#ecc9ab', food: '#b3322a', garnish: '#f7f1e8' },
  'vtorye-blyuda': { background: '#efe6d2', pattern: '#dccca6', food: '#8a5a2b', garnish: '#6e9f45' },
  'pelmeni-i-vareniki': { background: '#e4ecf2', pattern: '#c9d7e3', food: '#f3ead6', garnish: '#4f8a3c' },
  salaty: { background: '#e6f1dc', pattern: '#cfe3bd', food: '#5f9e3b', garnish: '#d9442f' },
  zavtraki: { background: '#fbf0d6', pattern: '#f2dca4', food: '#e0a43c', garnish: '#f8f4ea' },
  vypechka: { background: '#f3e6d8', pattern: '#e5ccb1', food: '#c98a3f', garnish: '#7a4a22' },
  deserty: { background: '#f7e4ea', pattern: '#edc6d3', food: '#7b3f2c', garnish: '#f2f0f5' },
  garniry: { background: '#eef0dc', pattern: '#dadfb8', food: '#e8c46a', garnish: '#5b8f3a' },
};
const AVATAR_COLOURS = ['#e7d3c1', '#d5e3d0', '#d3dcea', '#eed9b8', '#e6cfe0', '#d9e6e4'];

export function dishImage(category: CategorySlug, variant: number): Image {
  return descriptor(`dish-${category}-${variant}`, { width: DESCRIPTOR_WIDTH, height: (DESCRIPTOR_WIDTH * 3) / 4 });
}

export function avatarImage(variant: number): Image {
  return descriptor(`cook-${variant}`, { width: DESCRIPTOR_WIDTH, height: DESCRIPTOR_WIDTH });
}

function descriptor(name: string, size: { width: number; height: number }): Image {
  const file = (width: number, extension: string) => `${PUBLIC_PREFIX}/${DEMO_FILES_SUBDIR}/${name}-${width}.${extension}`;
  return {
    webp: file(DESCRIPTOR_WIDTH, 'webp'),
    jpg: file(DESCRIPTOR_WIDTH, 'jpg'),
    src: file(DESCRIPTOR_WIDTH, 'jpg'),
    original: file(LARGEST_WIDTH, 'jpg'),
    size,
  };
}

function dishSvg(category: CategorySlug, variant: number): string {
  const palette = CATEGORY_PALETTES[category];
  const hue = variant * 18;
  // Three patterns (dots, stripes, checks) so the three variants of one category look different at a glance.
  const pattern = [
    `<circle cx="10" cy="10" r="4" fill="${palette.pattern}"/>`,
    `<rect width="20" height="8" fill="${palette.pattern}"/>`,
    `<rect width="10" height="10" fill="${palette.pattern}"/><rect x="10" y="10" width="10" height="10" fill="${palette.pattern}"/>`,
  ][variant % 3];
  const garnish = Array.from({ length: 7 }, (_, index) => {
    const angle = (index / 7) * 2 * Math.PI + variant;
    const radius = 55 + (index % 3) * 18;
    return `<circle cx="${(320 + radius * Math.cos(angle)).toFixed(1)}" cy="${(240 + radius * Math.sin(angle)).toFixed(1)}" r="${9 + (index % 2) * 5}" fill="${palette.garnish}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
  <defs>
    <pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse">${pattern}</pattern>
    <radialGradient id="plate" cx="50%" cy="45%" r="55%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9e6e1"/></radialGradient>
    <radialGradient id="shadow"><stop offset="0.82" stop-color="#000000" stop-opacity="0.28"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="640" height="480" fill="${palette.background}"/>
  <rect width="640" height="480" fill="url(#p)" opacity="0.6"/>
  <circle cx="320" cy="252" r="222" fill="url(#shadow)"/>
  <circle cx="320" cy="240" r="190" fill="url(#plate)"/>
  <circle cx="320" cy="240" r="150" fill="none" stroke="#dcd7cf" stroke-width="3"/>
  <g style="filter:hue-rotate(${hue}deg)"><circle cx="320" cy="240" r="120" fill="${palette.food}"/></g>
  ${garnish}
  <path d="M560 90 v300" stroke="#b9b4ab" stroke-width="10" stroke-linecap="round"/>
  <path d="M80 90 v300" stroke="#b9b4ab" stroke-width="10" stroke-linecap="round"/>
</svg>`;
}

function avatarSvg(variant: number): string {
  const background = AVATAR_COLOURS[variant % AVATAR_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
  <rect width="640" height="640" fill="${background}"/>
  <circle cx="320" cy="280" r="110" fill="#ffffff" opacity="0.85"/>
  <path d="M120 640 c0 -150 90 -220 200 -220 s200 70 200 220 z" fill="#ffffff" opacity="0.85"/>
  <path d="M235 175 c-40 -10 -45 -80 10 -85 c10 -50 140 -50 150 0 c55 5 50 75 10 85 z" fill="#ffffff" stroke="${background}" stroke-width="6"/>
</svg>`;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Writes every width in webp and jpeg for one picture, skipping files already there (the seed runs on every start). */
async function renderPicture(directory: string, name: string, svg: string): Promise<void> {
  const targets = DEMO_IMAGE_WIDTHS.flatMap((width) => [
    { width, file: path.join(directory, `${name}-${width}.webp`), encode: (image: Sharp) => image.webp({ quality: 80 }) },
    { width, file: path.join(directory, `${name}-${width}.jpg`), encode: (image: Sharp) => image.jpeg({ quality: 82, progressive: true }) },
  ]);
  const missing = (await Promise.all(targets.map(async (target) => ((await exists(target.file)) ? null : target)))).filter((target) => target !== null);
  if (missing.length === 0) return;
  // Rasterise the SVG once, at the largest width, and scale down from that.
  const master = await sharp(Buffer.from(svg), { density: (72 * LARGEST_WIDTH) / 640 }).resize({ width: LARGEST_WIDTH }).png({ compressionLevel: 0 }).toBuffer();
  await Promise.all(missing.map((target) => target.encode(sharp(master).resize({ width: target.width })).toFile(target.file)));
}

/** Renders the pictures the demo descriptors point at into `filesDir/demo`; `only` limits it to a few (tests). */
export async function renderDemoImages(
  filesDir: string,
  only?: { categories?: CategorySlug[]; variants?: number; avatars?: number },
): Promise<void> {
  const directory = path.join(filesDir, DEMO_FILES_SUBDIR);
  await mkdir(directory, { recursive: true });
  const categories = only?.categories ?? (Object.keys(CATEGORY_PALETTES) as CategorySlug[]);
  for (const category of categories) {
    for (let variant = 0; variant < (only?.variants ?? DEMO_IMAGE_VARIANTS); variant += 1) {
      await renderPicture(directory, `dish-${category}-${variant}`, dishSvg(category, variant));
    }
  }
  for (let variant = 0; variant < (only?.avatars ?? DEMO_AVATAR_VARIANTS); variant += 1) {
    await renderPicture(directory, `cook-${variant}`, avatarSvg(variant));
  }
}
