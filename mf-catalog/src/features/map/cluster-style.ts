// What the map draws for a cluster of markers: a single cook below two points, else a
// circle with the count; what a click on a cluster zooms to; and the words for both.
import { formatCount } from '@povar/shared-kit';
import { MAP_CLUSTER_MIN_POINTS } from './map-constants';

export type MarkerLook = { kind: 'cook'; selected: boolean } | { kind: 'cluster'; count: number; text: string; radius: number };

const COOK_FORMS = ['повар', 'повара', 'поваров'] as const;
export const CLUSTER_TEXT_LIMIT = 999;

/** A cluster is drawn only with more than one point; one point is its cook's marker. */
export function markerLook(size: number, selected: boolean): MarkerLook | null {
  if (size <= 0) return null;
  if (size < MAP_CLUSTER_MIN_POINTS) return { kind: 'cook', selected };
  return { kind: 'cluster', count: size, text: size > CLUSTER_TEXT_LIMIT ? `${CLUSTER_TEXT_LIMIT}+` : String(size), radius: clusterRadius(size) };
}

/** Pixels; grows with the count's order of magnitude so a big cluster reads as big without covering the city. */
export function clusterRadius(count: number): number {
  return Math.min(30, 16 + Math.round(Math.log10(Math.max(count, 1)) * 6));
}

export type Extent = [minX: number, minY: number, maxX: number, maxY: number];
export type ClusterZoom = { kind: 'fit'; extent: Extent } | { kind: 'zoom'; center: [number, number]; zoom: number };

/** Map units (metres in Web Mercator) below which a cluster's points count as one place. */
const SAME_PLACE = 1;
/** How far a click zooms into points at one place, which no extent can separate. */
const SAME_PLACE_ZOOM_STEP = 2;

/** Where a click on a cluster takes the view: its points' extent, or closer in when they share a place. */
export function clusterZoomTarget(coordinates: readonly (readonly [number, number])[], zoom: number, maxZoom: number): ClusterZoom | null {
  if (coordinates.length === 0) return null;
  const xs = coordinates.map(([x]) => x);
  const ys = coordinates.map(([, y]) => y);
  const extent: Extent = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  if (extent[2] - extent[0] < SAME_PLACE && extent[3] - extent[1] < SAME_PLACE) {
    return { kind: 'zoom', center: [extent[0], extent[1]], zoom: Math.min(zoom + SAME_PLACE_ZOOM_STEP, maxZoom) };
  }
  return { kind: 'fit', extent };
}

/** The accessible name of a marker's button. */
export function markerName(look: MarkerLook, cook?: { name: string; speciality: { title: string } | null }): string {
  if (look.kind === 'cluster') return `Группа: ${formatCount(look.count, COOK_FORMS)}. Приблизить`;
  return cook ? [cook.name, cook.speciality?.title].filter(Boolean).join(', ') : 'Повар';
}

/** The live summary under the map: how many cooks it shows. */
export function mapSummary(total: number): string {
  return total === 0 ? 'Здесь пока нет поваров: передвиньте карту ближе к городу' : `На карте ${formatCount(total, COOK_FORMS)}`;
}
