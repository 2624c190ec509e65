// Where every map's tiles come from (the cooks map, the address map): `mapTileUrl` and `mapTileAttribution` of the run-time
// configuration (getRuntimeConfig: the document server sets them, OpenStreetMap by default), OpenStreetMap
// when the page has none (a remote run alone), no tiles for 'none'.
import { getRuntimeConfig } from './runtime-config';

export interface TileSource {
  /** An XYZ template with {z}, {x} and {y}. */
  url: string;
  /** HTML shown in the map's corner. */
  attribution: string;
}

/** OpenStreetMap's licence asks for a credit linking to its copyright page. */
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';
export const OSM_CREDIT_TEXT = '© участники OpenStreetMap';

/** The credit's words naming OpenStreetMap become the link to its copyright page; the rest stays text (already escaped). */
function linkOpenStreetMap(escapedText: string): string {
  return escapedText.replace(/(участники )?OpenStreetMap/, (words) => `<a href="${OSM_COPYRIGHT_URL}" target="_blank" rel="noopener noreferrer">${words}</a>`);
}

export const OPEN_STREET_MAP: Readonly<TileSource> = Object.freeze({
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: linkOpenStreetMap(OSM_CREDIT_TEXT),
});

/** Markers and clusters only: tests and offline installations. */
export const NO_TILES = 'none';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const isTemplate = (url: string) => /^(https?:\/\/|\/)/.test(url) && ['{z}', '{x}', '{y}'].every((part) => url.includes(part));

let warned = false;
function warnOnce(message: string) {
  if (warned) return;
  warned = true;
  // A warning, not an error: the map works on its default tiles.
  console.warn(message);
}

/** The tile source of this page, or null for none; a missing or unusable setting warns once. */
export function readTileSource(config: { mapTileUrl?: unknown; mapTileAttribution?: unknown } = getRuntimeConfig()): TileSource | null {
  const url = typeof config?.mapTileUrl === 'string' ? config.mapTileUrl.trim() : undefined;
  if (url === NO_TILES) return null;
  if (!url) {
    warnOnce('Map: mapTileUrl is not configured (window.__POVAR_CONFIG__); using OpenStreetMap tiles.');
    return OPEN_STREET_MAP;
  }
  if (!isTemplate(url)) {
    warnOnce(`Map: mapTileUrl "${url}" is not an XYZ template with {z}, {x} and {y}; using OpenStreetMap tiles.`);
    return OPEN_STREET_MAP;
  }
  const attribution = typeof config?.mapTileAttribution === 'string' ? config.mapTileAttribution.trim() : '';
  return { url, attribution: linkOpenStreetMap(escapeHtml(attribution)) };
}

/** Tests only: the warning may be given again. */
export function resetTileWarningForTests() {
  warned = false;
}
