// Pictures for the demo catalogue, drawn as SVG and rendered by sharp at seed time (no network): a plate per dish category and colour variant, a silhouette per avatar variant, kitchens and certificates for the cook pages.
import sharp, { type Sharp } from 'sharp';
import type { Image } from '@povar/shared-kit/contracts';
import type { FileStorage } from '../files/storage.ts';
import type { CategorySlug } from './catalog-taxonomy.ts';

/** Screen widths a card or a detail picture needs: 320 and 640, and 1280 for 640 at density 2. */
export const DEMO_IMAGE_WIDTHS = [320, 640, 1280] as const;
const LARGEST_WIDTH = 1280;
/** The width the descriptor points at; the other widths sit next to it as `…-{width}.{ext}`. */
const DESCRIPTOR_WIDTH = 640;
export const DEMO_IMAGE_VARIANTS = 3;
export const DEMO_AVATAR_VARIANTS = 6;
export const DEMO_KITCHEN_VARIANTS = 4;
export const DEMO_CERTIFICATE_VARIANTS = 3;
/** Files live under the storage's public `demo/` and are served as /api/files/demo/… */
export const DEMO_FILES_SUBDIR = 'demo';

/** What the demo writers need of the storage port: write what is missing, each start. */
export type DemoFileWriter = Pick<FileStorage, 'hasPublic' | 'writePublic'>;
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

/** 'Моя кухня' on a cook page: a drawn home kitchen, 4:3 like the dish pictures. */
export function kitchenImage(variant: number): Image {
  return descriptor(`kitchen-${variant}`, { width: DESCRIPTOR_WIDTH, height: (DESCRIPTOR_WIDTH * 3) / 4 });
}

/** A diploma or certificate as a picture, landscape 10:7 (every width has a whole height). */
export function certificateImage(variant: number): Image {
  return descriptor(`certificate-${variant}`, { width: DESCRIPTOR_WIDTH, height: (DESCRIPTOR_WIDTH * 7) / 10 });
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

const KITCHEN_PALETTES = [
  { wall: '#f4ede2', tiles: '#dfe9ee', cabinet: '#8fae9a', counter: '#d9c3a5', window: '#cfe6f5' },
  { wall: '#f6e9dc', tiles: '#f3d6c4', cabinet: '#c98f64', counter: '#e9e2d6', window: '#d7ecf7' },
  { wall: '#eef0ea', tiles: '#e6e2d6', cabinet: '#6f8fa8', counter: '#cdb594', window: '#d3e8f2' },
  { wall: '#f7f1e4', tiles: '#e3efe0', cabinet: '#b9a27e', counter: '#dcd3c4', window: '#cde3f0' },
];

/** A home kitchen: window, shelf with jars, tiled wall, cabinets, a hob with a pot and a cutting board; odd variants are mirrored. */
function kitchenSvg(variant: number): string {
  const palette = KITCHEN_PALETTES[variant % KITCHEN_PALETTES.length] ?? KITCHEN_PALETTES[0]!;
  const jars = [0, 1, 2, 3]
    .map((index) => {
      const x = 392 + index * 52;
      const colour = ['#e0a43c', '#b3322a', '#6e9f45', '#c98a3f'][(index + variant) % 4];
      return `<rect x="${x}" y="${86 - (index % 2) * 8}" width="34" height="${44 + (index % 2) * 8}" rx="6" fill="#ffffff" opacity="0.85"/>
        <rect x="${x + 4}" y="${100 - (index % 2) * 4}" width="26" height="${26 + (index % 2) * 4}" rx="4" fill="${colour}"/>
        <rect x="${x - 2}" y="${80 - (index % 2) * 8}" width="38" height="8" rx="3" fill="#8a6a4a"/>`;
    })
    .join('');
  const utensils = [0, 1, 2]
    .map((index) => {
      const x = 120 + index * 34;
      const head = [
        `<ellipse cx="${x}" cy="246" rx="11" ry="15" fill="#9a9a9a"/>`,
        `<rect x="${x - 10}" y="232" width="20" height="26" rx="4" fill="#9a9a9a"/>`,
        `<path d="M${x - 10} 232 v22 M${x} 232 v22 M${x + 10} 232 v22" stroke="#9a9a9a" stroke-width="4" stroke-linecap="round"/>`,
      ][index];
      return `<path d="M${x} 176 v58" stroke="#7a6a58" stroke-width="6" stroke-linecap="round"/>${head}`;
    })
    .join('');
  const scene = `
  <rect width="640" height="480" fill="${palette.wall}"/>
  <rect y="190" width="640" height="110" fill="url(#tiles)"/>
  <rect x="40" y="40" width="220" height="130" rx="6" fill="${palette.window}" stroke="#ffffff" stroke-width="10"/>
  <path d="M150 40 v130 M40 105 h220" stroke="#ffffff" stroke-width="8"/>
  <circle cx="90" cy="78" r="18" fill="#ffffff" opacity="0.7"/>
  <rect x="380" y="130" width="230" height="10" rx="3" fill="#8a6a4a"/>
  ${jars}
  <path d="M100 176 h120" stroke="#7a6a58" stroke-width="6" stroke-linecap="round"/>
  ${utensils}
  <rect y="300" width="640" height="22" fill="${palette.counter}"/>
  <rect y="322" width="640" height="158" fill="${palette.cabinet}"/>
  ${[0, 1, 2, 3].map((index) => `<rect x="${16 + index * 156}" y="336" width="140" height="130" rx="6" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="4"/><rect x="${70 + index * 156}" y="350" width="32" height="8" rx="4" fill="#ffffff" opacity="0.8"/>`).join('')}
  <rect x="330" y="292" width="200" height="12" rx="4" fill="#3b3b3b"/>
  <ellipse cx="380" cy="292" rx="34" ry="6" fill="#555555"/><ellipse cx="480" cy="292" rx="34" ry="6" fill="#555555"/>
  <path d="M344 220 h72 v60 a10 10 0 0 1 -10 10 h-52 a10 10 0 0 1 -10 -10 z" fill="#c0c4c8"/>
  <rect x="336" y="212" width="88" height="12" rx="6" fill="#a9aeb3"/>
  <path d="M424 232 h22" stroke="#8a8f94" stroke-width="8" stroke-linecap="round"/>
  <path d="M366 200 c-10 -16 10 -26 0 -44 M384 200 c-10 -16 10 -26 0 -44 M402 200 c-10 -16 10 -26 0 -44" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.8"/>
  <rect x="90" y="268" width="150" height="32" rx="10" fill="#c8955c"/>
  <circle cx="130" cy="278" r="14" fill="#d9442f"/><circle cx="160" cy="282" r="10" fill="#6e9f45"/><ellipse cx="200" cy="282" rx="18" ry="9" fill="#f0d36a"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
  <defs><pattern id="tiles" width="32" height="22" patternUnits="userSpaceOnUse"><rect width="32" height="22" fill="${palette.tiles}"/><path d="M0 0.5 h32 M0.5 0 v22" stroke="#ffffff" stroke-width="2"/></pattern></defs>
  <g${variant % 2 === 1 ? ' transform="translate(640 0) scale(-1 1)"' : ''}>${scene}</g>
</svg>`;
}

const CERTIFICATE_COLOURS = ['#8b2f3c', '#2f5fa8', '#2f7d4f'];

/** A diploma seen from above: ornamental border, title and text as lines (no lettering), a seal and a signature. */
function certificateSvg(variant: number): string {
  const accent = CERTIFICATE_COLOURS[variant % CERTIFICATE_COLOURS.length] ?? CERTIFICATE_COLOURS[0]!;
  const lines = [0, 1, 2, 3]
    .map((index) => `<rect x="${150 + (index % 2) * 20}" y="${222 + index * 26}" width="${340 - (index % 2) * 40}" height="9" rx="4" fill="#c9c3b8"/>`)
    .join('');
  const rays = Array.from({ length: 16 }, (_, index) => {
    const angle = (index / 16) * 2 * Math.PI;
    return `<path d="M${(480 + 40 * Math.cos(angle)).toFixed(1)} ${(350 + 40 * Math.sin(angle)).toFixed(1)} L${(480 + 50 * Math.cos(angle + 0.2)).toFixed(1)} ${(350 + 50 * Math.sin(angle + 0.2)).toFixed(1)}" stroke="#d4a93c" stroke-width="6"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="448" viewBox="0 0 640 448">
  <rect width="640" height="448" fill="#e9e2d6"/>
  <rect x="28" y="24" width="584" height="400" fill="#000000" opacity="0.12"/>
  <rect x="22" y="16" width="584" height="400" fill="#fdfaf3"/>
  <rect x="40" y="34" width="548" height="364" fill="none" stroke="${accent}" stroke-width="8"/>
  <rect x="54" y="48" width="520" height="336" fill="none" stroke="${accent}" stroke-width="2" stroke-dasharray="10 6"/>
  <rect x="200" y="84" width="228" height="26" rx="6" fill="${accent}"/>
  <rect x="240" y="124" width="148" height="10" rx="5" fill="#d8d1c4"/>
  <rect x="170" y="166" width="288" height="18" rx="6" fill="#8a8378"/>
  ${lines}
  <path d="M150 356 c20 -30 34 10 50 -10 s24 -20 40 4 s20 0 34 -8" stroke="#3b4658" stroke-width="3" fill="none" stroke-linecap="round"/>
  <rect x="146" y="366" width="150" height="3" fill="#c9c3b8"/>
  ${rays}
  <circle cx="480" cy="350" r="40" fill="#e8c15a"/><circle cx="480" cy="350" r="28" fill="none" stroke="#b88a22" stroke-width="4"/>
  <path d="M462 386 l-10 34 l18 -10 l10 16 l4 -36 z M498 386 l10 34 l-18 -10 l-10 16 l-4 -36 z" fill="${accent}"/>
</svg>`;
}

/** Writes every width in webp and jpeg for one picture, skipping files already there (the seed runs on every start). */
async function renderPicture(files: DemoFileWriter, name: string, svg: string): Promise<void> {
  const targets = DEMO_IMAGE_WIDTHS.flatMap((width) => [
    { width, key: `${DEMO_FILES_SUBDIR}/${name}-${width}.webp`, encode: (image: Sharp) => image.webp({ quality: 80 }) },
    { width, key: `${DEMO_FILES_SUBDIR}/${name}-${width}.jpg`, encode: (image: Sharp) => image.jpeg({ quality: 82, progressive: true }) },
  ]);
  const missing = (await Promise.all(targets.map(async (target) => ((await files.hasPublic(target.key)) ? null : target)))).filter((target) => target !== null);
  if (missing.length === 0) return;
  // Rasterise the SVG once, at the largest width, and scale down from that.
  const master = await sharp(Buffer.from(svg), { density: (72 * LARGEST_WIDTH) / 640 })
    .resize({ width: LARGEST_WIDTH })
    .png({ compressionLevel: 0 })
    .toBuffer();
  await Promise.all(
    missing.map(async (target) => files.writePublic(target.key, await target.encode(sharp(master).resize({ width: target.width })).toBuffer())),
  );
}

/** Renders the pictures the demo descriptors point at into the storage's public `demo/`; `only` limits it to a few (tests). */
export async function renderDemoImages(
  files: DemoFileWriter,
  only?: { categories?: CategorySlug[]; variants?: number; avatars?: number; kitchens?: number; certificates?: number },
): Promise<void> {
  const categories = only?.categories ?? (Object.keys(CATEGORY_PALETTES) as CategorySlug[]);
  for (const category of categories) {
    for (let variant = 0; variant < (only?.variants ?? DEMO_IMAGE_VARIANTS); variant += 1) {
      await renderPicture(files, `dish-${category}-${variant}`, dishSvg(category, variant));
    }
  }
  for (let variant = 0; variant < (only?.avatars ?? DEMO_AVATAR_VARIANTS); variant += 1) {
    await renderPicture(files, `cook-${variant}`, avatarSvg(variant));
  }
  for (let variant = 0; variant < (only?.kitchens ?? DEMO_KITCHEN_VARIANTS); variant += 1) {
    await renderPicture(files, `kitchen-${variant}`, kitchenSvg(variant));
  }
  for (let variant = 0; variant < (only?.certificates ?? DEMO_CERTIFICATE_VARIANTS); variant += 1) {
    await renderPicture(files, `certificate-${variant}`, certificateSvg(variant));
  }
}
