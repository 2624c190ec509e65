// Pictures for the demo home page, drawn as SVG and rendered by sharp at seed time (no network): wide banners in every screen width and portrait reel posters.
import sharp, { type Sharp } from 'sharp';
import type { Image, ResponsiveImage } from '@povar/shared-kit/contracts';
import { DEMO_FILES_SUBDIR, type DemoFileWriter } from './demo-images.ts';

const PUBLIC_PREFIX = '/api/files';

/** Screen widths; a banner spans the page, so it comes in all of them. 8:3, so every width has a whole height. */
export const BANNER_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
const BANNER_CANVAS = { width: 1536, height: 576 };
const BANNER_DESCRIPTOR_WIDTH = 1280;

/** A reel card is narrow; 640 serves it at density 2 and opened full screen on a phone. */
export const REEL_POSTER_WIDTHS = [320, 640] as const;
const REEL_CANVAS = { width: 320, height: 568 };
export const REEL_POSTER_VARIANTS = 6;

export const BANNER_THEMES = ['dishes', 'map', 'cook', 'app', 'dumplings', 'pies', 'soup'] as const;
export type BannerTheme = (typeof BANNER_THEMES)[number];

const file = (name: string, width: number, extension: string) => `${PUBLIC_PREFIX}/${DEMO_FILES_SUBDIR}/${name}-${width}.${extension}`;
const heightAt = (width: number, canvas: { width: number; height: number }) => Math.round((width * canvas.height) / canvas.width);

export function bannerImage(theme: BannerTheme): ResponsiveImage {
  const name = `banner-${theme}`;
  const largest = Math.max(...BANNER_WIDTHS);
  return {
    webp: file(name, BANNER_DESCRIPTOR_WIDTH, 'webp'),
    jpg: file(name, BANNER_DESCRIPTOR_WIDTH, 'jpg'),
    src: file(name, BANNER_DESCRIPTOR_WIDTH, 'jpg'),
    original: file(name, largest, 'jpg'),
    size: { width: BANNER_DESCRIPTOR_WIDTH, height: heightAt(BANNER_DESCRIPTOR_WIDTH, BANNER_CANVAS) },
    sources: BANNER_WIDTHS.map((width) => ({ width, webp: file(name, width, 'webp'), jpg: file(name, width, 'jpg') })),
  };
}

export function reelPosterImage(variant: number): Image {
  const name = `reel-${variant}`;
  return {
    webp: file(name, 640, 'webp'),
    jpg: file(name, 640, 'jpg'),
    src: file(name, 640, 'jpg'),
    original: file(name, 640, 'jpg'),
    size: { width: 640, height: heightAt(640, REEL_CANVAS) },
  };
}

// ---- Drawing ---------------------------------------------------------------------------

const PALETTES: Record<BannerTheme, { from: string; to: string; blob: string; accent: string }> = {
  dishes: { from: '#fbeee0', to: '#f3d9bf', blob: '#f7e2cb', accent: '#d2691e' },
  map: { from: '#e8f2e4', to: '#d2e6cc', blob: '#dcebd6', accent: '#2f7d4f' },
  cook: { from: '#f6efe4', to: '#ead9c0', blob: '#f1e4d1', accent: '#a0522d' },
  app: { from: '#e9eef8', to: '#d5def0', blob: '#dfe6f4', accent: '#2f5fa8' },
  dumplings: { from: '#eef3f7', to: '#d9e5ee', blob: '#e4ecf2', accent: '#4f8a3c' },
  pies: { from: '#fbf1de', to: '#f0d9b0', blob: '#f6e6c6', accent: '#b8742e' },
  soup: { from: '#fbe9e4', to: '#f1cfc4', blob: '#f7ddd5', accent: '#b3322a' },
};

/** A plate seen from above, centred at (x, y). */
function plate(x: number, y: number, radius: number): string {
  return `<circle cx="${x}" cy="${y + radius * 0.08}" r="${radius * 1.04}" fill="#000" opacity="0.12"/>
  <circle cx="${x}" cy="${y}" r="${radius}" fill="url(#plate)"/>
  <circle cx="${x}" cy="${y}" r="${radius * 0.78}" fill="none" stroke="#dcd6cc" stroke-width="${radius * 0.025}"/>`;
}

/** A dumpling: a crescent with pleats, rotated by `angle` degrees. */
function dumpling(x: number, y: number, size: number, angle: number): string {
  const pleats = Array.from({ length: 5 }, (_, index) => {
    const px = -size * 0.6 + index * size * 0.3;
    return `<path d="M${px} ${-size * 0.28} q${size * 0.06} ${-size * 0.12} ${size * 0.12} 0" stroke="#cdb58a" stroke-width="${size * 0.05}" fill="none" stroke-linecap="round"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <path d="M${-size * 0.75} ${size * 0.08} Q0 ${-size * 0.92} ${size * 0.75} ${size * 0.08} Q0 ${size * 0.63} ${-size * 0.75} ${size * 0.08} Z" fill="#000" opacity="0.12"/>
    <path d="M${-size * 0.75} 0 Q0 ${-size * 1.0} ${size * 0.75} 0 Q0 ${size * 0.55} ${-size * 0.75} 0 Z" fill="#fbf3df" stroke="#cdb58a" stroke-width="${size * 0.05}"/>
    ${pleats}
  </g>`;
}

function dillSprig(x: number, y: number, scale: number): string {
  const leaves = Array.from({ length: 7 }, (_, index) => {
    const t = index / 6;
    return `<path d="M${x + 60 * scale * t} ${y - 30 * scale * t} l${-14 * scale} ${-16 * scale} M${x + 60 * scale * t} ${y - 30 * scale * t} l${12 * scale} ${-18 * scale}" stroke="#4f8a3c" stroke-width="${3 * scale}" stroke-linecap="round"/>`;
  }).join('');
  return `<path d="M${x} ${y} l${60 * scale} ${-30 * scale}" stroke="#3f7a2e" stroke-width="${4 * scale}" stroke-linecap="round"/>${leaves}`;
}

function steam(x: number, y: number, height: number): string {
  return [0, 1, 2]
    .map((index) => {
      const sx = x + (index - 1) * height * 0.35;
      return `<path d="M${sx} ${y} c${-height * 0.15} ${-height * 0.25} ${height * 0.15} ${-height * 0.45} 0 ${-height * 0.7} c${-height * 0.12} ${-height * 0.15} 0 ${-height * 0.25} 0 ${-height * 0.3}" stroke="#ffffff" stroke-width="${height * 0.05}" fill="none" stroke-linecap="round" opacity="0.75"/>`;
    })
    .join('');
}

function bannerArt(theme: BannerTheme): string {
  const accent = PALETTES[theme].accent;
  switch (theme) {
    case 'dumplings': {
      const ring = Array.from({ length: 7 }, (_, index) => {
        const angle = (index / 7) * 2 * Math.PI;
        return dumpling(1100 + 112 * Math.cos(angle), 300 + 112 * Math.sin(angle), 60, (angle * 180) / Math.PI + 90);
      }).join('');
      return `${plate(1100, 300, 235)}
        <circle cx="1100" cy="300" r="222" fill="none" stroke="#9fbad0" stroke-width="14" stroke-dasharray="4 18" stroke-linecap="round"/>
        <circle cx="1100" cy="300" r="178" fill="#f1ece2"/>
        ${ring}${dumpling(1100, 300, 60, 20)}
        <circle cx="1420" cy="460" r="78" fill="#000" opacity="0.1"/><circle cx="1415" cy="452" r="76" fill="url(#plate)"/><circle cx="1415" cy="452" r="56" fill="#fffdf7" stroke="#ece4d4" stroke-width="4"/>
        <path d="M1395 440 q20 -18 40 0" stroke="#e8dfcc" stroke-width="6" fill="none" stroke-linecap="round"/>
        ${dillSprig(780, 500, 2.2)}`;
    }
    case 'pies': {
      const lattice = Array.from({ length: 7 }, (_, index) => {
        const offset = -180 + index * 60;
        return `<rect x="${1090 + offset - 14}" y="110" width="28" height="380" rx="12" fill="#e3a857" transform="rotate(35 1090 300)"/>
          <rect x="${1090 + offset - 14}" y="110" width="28" height="380" rx="12" fill="#d99a48" transform="rotate(-35 1090 300)"/>`;
      }).join('');
      return `${plate(1090, 300, 240)}
        <clipPath id="pie"><circle cx="1090" cy="300" r="185"/></clipPath>
        <circle cx="1090" cy="300" r="195" fill="#c98a3f"/>
        <circle cx="1090" cy="300" r="185" fill="#8b2f3c"/>
        <g clip-path="url(#pie)">${lattice}</g>
        <circle cx="1090" cy="300" r="190" fill="none" stroke="#d4924a" stroke-width="18" stroke-dasharray="22 10"/>
        ${steam(1090, 90, 120)}`;
    }
    case 'soup':
      return `<ellipse cx="1090" cy="470" rx="300" ry="40" fill="#000" opacity="0.12"/>
        <path d="M800 300 a290 190 0 0 0 580 0 z" fill="#f4efe6"/>
        <ellipse cx="1090" cy="300" rx="290" ry="70" fill="#fdfaf4"/>
        <ellipse cx="1090" cy="305" rx="255" ry="55" fill="${accent}"/>
        <ellipse cx="1040" cy="295" rx="40" ry="14" fill="#fbf8f1"/>
        <circle cx="1150" cy="300" r="9" fill="#4f8a3c"/><circle cx="1120" cy="318" r="7" fill="#4f8a3c"/><circle cx="1000" cy="312" r="8" fill="#4f8a3c"/>
        <g transform="translate(1250 300) rotate(35)"><ellipse cx="0" cy="0" rx="32" ry="18" fill="#bfb8ad"/><rect x="-11" y="-270" width="22" height="262" rx="11" fill="#d3cdc3"/></g>
        ${steam(1090, 220, 150)}
        <circle cx="760" cy="470" r="60" fill="#e9d9b8"/><circle cx="760" cy="470" r="44" fill="#f6ecd6"/>`;
    case 'dishes':
      return `${plate(880, 360, 170)}<circle cx="880" cy="360" r="110" fill="#e0a43c"/><circle cx="850" cy="340" r="30" fill="#f8f4ea"/>
        ${plate(1150, 250, 190)}<circle cx="1150" cy="250" r="125" fill="#8a5a2b"/><circle cx="1110" cy="225" r="22" fill="#6e9f45"/><circle cx="1190" cy="280" r="18" fill="#6e9f45"/>
        ${plate(1380, 420, 140)}<circle cx="1380" cy="420" r="92" fill="#5f9e3b"/><circle cx="1360" cy="400" r="16" fill="#d9442f"/><circle cx="1405" cy="440" r="14" fill="#d9442f"/>
        <path d="M700 120 v240" stroke="#b9b4ab" stroke-width="12" stroke-linecap="round"/>`;
    case 'map': {
      const streets = ['M640 120 L1536 60', 'M600 300 L1536 260', 'M660 500 L1536 470', 'M760 0 L840 576', 'M1040 0 L1000 576', 'M1300 0 L1360 576']
        .map((d) => `<path d="${d}" stroke="#ffffff" stroke-width="22" stroke-linecap="round"/>`)
        .join('');
      const pin = (x: number, y: number, colour: string) =>
        `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="6" rx="22" ry="7" fill="#000" opacity="0.18"/>
          <path d="M0 0 C-40 -50 -46 -70 -46 -92 A46 46 0 1 1 46 -92 C46 -70 40 -50 0 0 Z" fill="${colour}"/>
          <path d="M-18 -86 l18 -16 l18 16 v20 h-36 z" fill="#ffffff"/></g>`;
      return `<rect x="880" y="90" width="140" height="160" rx="18" fill="#bcdcb0"/><rect x="1080" y="300" width="200" height="150" rx="18" fill="#bcdcb0"/>
        <path d="M600 420 C760 380 820 560 1000 540 S1300 380 1536 420" stroke="#a9cfe8" stroke-width="40" fill="none"/>
        ${streets}${pin(930, 260, accent)}${pin(1190, 200, '#d2691e')}${pin(1420, 380, accent)}${pin(1040, 470, '#b3322a')}`;
    }
    case 'cook':
      return `<rect x="760" y="250" width="640" height="300" rx="40" fill="#c8955c"/><rect x="760" y="250" width="640" height="300" rx="40" fill="none" stroke="#a9773f" stroke-width="8"/>
        <ellipse cx="1060" cy="400" rx="200" ry="110" fill="#f6ead2"/>
        <rect x="900" y="470" width="420" height="44" rx="22" fill="#d8b17a" transform="rotate(-12 1110 492)"/>
        <rect x="860" y="474" width="60" height="36" rx="14" fill="#a9773f" transform="rotate(-12 1110 492)"/><rect x="1300" y="474" width="60" height="36" rx="14" fill="#a9773f" transform="rotate(-12 1110 492)"/>
        <g transform="translate(1330 90)"><circle cx="-40" cy="40" r="46" fill="#ffffff"/><circle cx="20" cy="20" r="56" fill="#ffffff"/><circle cx="80" cy="44" r="44" fill="#ffffff"/>
          <rect x="-60" y="60" width="150" height="80" rx="10" fill="#ffffff"/><rect x="-60" y="120" width="150" height="22" fill="#ece6dc"/></g>
        <circle cx="1000" cy="380" r="6" fill="#e7d3b0"/><circle cx="1120" cy="420" r="6" fill="#e7d3b0"/><circle cx="1060" cy="350" r="5" fill="#e7d3b0"/>`;
    case 'app':
      return `<rect x="1010" y="40" width="280" height="520" rx="44" fill="#26303f"/><rect x="1026" y="80" width="248" height="450" rx="20" fill="#fbfaf7"/>
        <rect x="1110" y="56" width="80" height="10" rx="5" fill="#3b4658"/>
        ${[0, 1, 2]
          .map(
            (row) => `<rect x="1042" y="${100 + row * 140}" width="216" height="124" rx="14" fill="#ffffff" stroke="#e4e0d8" stroke-width="3"/>
          <circle cx="1100" cy="${162 + row * 140}" r="42" fill="${['#e0a43c', '#b3322a', '#5f9e3b'][row]}"/>
          <rect x="1156" y="${132 + row * 140}" width="86" height="14" rx="7" fill="#d8d3ca"/><rect x="1156" y="${158 + row * 140}" width="60" height="14" rx="7" fill="${accent}"/>`,
          )
          .join('')}
        <rect x="1330" y="330" width="150" height="150" rx="20" fill="#ffffff"/>
        ${[
          [1345, 345],
          [1425, 345],
          [1345, 425],
        ]
          .map(
            ([x, y]) =>
              `<rect x="${x}" y="${y}" width="40" height="40" fill="#26303f"/><rect x="${(x ?? 0) + 8}" y="${(y ?? 0) + 8}" width="24" height="24" fill="#ffffff"/><rect x="${(x ?? 0) + 14}" y="${(y ?? 0) + 14}" width="12" height="12" fill="#26303f"/>`,
          )
          .join('')}
        ${[
          [1395, 350],
          [1395, 370],
          [1405, 395],
          [1425, 400],
          [1445, 420],
          [1395, 430],
          [1415, 445],
          [1435, 455],
          [1455, 440],
          [1400, 460],
        ]
          .map(([x, y]) => `<rect x="${x}" y="${y}" width="10" height="10" fill="#26303f"/>`)
          .join('')}`;
  }
}

function bannerSvg(theme: BannerTheme): string {
  const palette = PALETTES[theme];
  const { width, height } = BANNER_CANVAS;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
    <radialGradient id="plate" cx="50%" cy="45%" r="55%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9e6e1"/></radialGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.4" fill="${palette.accent}" opacity="0.10"/></pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#dots)"/>
  <circle cx="1120" cy="290" r="330" fill="${palette.blob}" opacity="0.9"/>
  <circle cx="140" cy="560" r="180" fill="${palette.blob}" opacity="0.7"/>
  ${bannerArt(theme)}
</svg>`;
}

const REEL_COLOURS = [
  { from: '#f3d9bf', to: '#8a5a2b', food: '#b3322a' },
  { from: '#d9e5ee', to: '#3f5f78', food: '#f3ead6' },
  { from: '#fbf0d6', to: '#a86b1f', food: '#e0a43c' },
  { from: '#e6f1dc', to: '#3d6b2a', food: '#5f9e3b' },
  { from: '#f7e4ea', to: '#7b3f4c', food: '#7b3f2c' },
  { from: '#efe6d2', to: '#6b5a3a', food: '#c98a3f' },
];

function reelSvg(variant: number): string {
  const colours = REEL_COLOURS[variant % REEL_COLOURS.length] ?? REEL_COLOURS[0]!;
  const { width, height } = REEL_CANVAS;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient>
    <radialGradient id="plate" cx="50%" cy="45%" r="55%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9e6e1"/></radialGradient>
    <pattern id="tiles" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="none" stroke="#ffffff" stroke-width="1.5" opacity="0.35"/></pattern>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height * 0.55}" fill="url(#tiles)"/>
  <rect y="${height * 0.55}" width="${width}" height="${height * 0.45}" fill="#8a6a4a" opacity="0.35"/>
  ${steam(160, height * 0.58 - 40, 100)}
  <ellipse cx="160" cy="${height * 0.58 + 10}" rx="118" ry="34" fill="#000" opacity="0.15"/>
  <ellipse cx="160" cy="${height * 0.58}" rx="120" ry="44" fill="url(#plate)"/>
  <ellipse cx="160" cy="${height * 0.58 - 4}" rx="80" ry="26" fill="${colours.food}"/>
  <circle cx="${130 + variant * 6}" cy="${height * 0.58 - 10}" r="9" fill="#4f8a3c"/><circle cx="${190 - variant * 4}" cy="${height * 0.58 - 2}" r="7" fill="#4f8a3c"/>
  <rect x="${22}" y="${height * 0.58 - 50}" width="8" height="100" rx="4" fill="#e9e6e1"/><rect x="${290}" y="${height * 0.58 - 50}" width="8" height="100" rx="4" fill="#e9e6e1"/>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
</svg>`;
}

// ---- Rendering -------------------------------------------------------------------------

/** Writes each width in webp and jpeg, skipping files already there (the seed runs on every start). */
async function renderPicture(files: DemoFileWriter, name: string, svg: string, canvasWidth: number, widths: readonly number[]): Promise<void> {
  const targets = widths.flatMap((width) => [
    { width, key: `${DEMO_FILES_SUBDIR}/${name}-${width}.webp`, encode: (image: Sharp) => image.webp({ quality: 80 }) },
    { width, key: `${DEMO_FILES_SUBDIR}/${name}-${width}.jpg`, encode: (image: Sharp) => image.jpeg({ quality: 82, progressive: true }) },
  ]);
  const missing = (await Promise.all(targets.map(async (entry) => ((await files.hasPublic(entry.key)) ? null : entry)))).filter((entry) => entry !== null);
  if (missing.length === 0) return;
  const largest = Math.max(...widths);
  // Rasterise once at the largest width and scale down from that.
  const master = await sharp(Buffer.from(svg), { density: (72 * largest) / canvasWidth })
    .resize({ width: largest })
    .png({ compressionLevel: 0 })
    .toBuffer();
  await Promise.all(missing.map(async (entry) => files.writePublic(entry.key, await entry.encode(sharp(master).resize({ width: entry.width })).toBuffer())));
}

/** Renders the banners and reel posters the demo home page points at into the storage's public `demo/`; `only` limits it (tests). */
export async function renderContentImages(files: DemoFileWriter, only?: { themes?: BannerTheme[]; reels?: number }): Promise<void> {
  for (const theme of only?.themes ?? BANNER_THEMES) {
    await renderPicture(files, `banner-${theme}`, bannerSvg(theme), BANNER_CANVAS.width, BANNER_WIDTHS);
  }
  for (let variant = 0; variant < (only?.reels ?? REEL_POSTER_VARIANTS); variant += 1) {
    await renderPicture(files, `reel-${variant}`, reelSvg(variant), REEL_CANVAS.width, REEL_POSTER_WIDTHS);
  }
}
