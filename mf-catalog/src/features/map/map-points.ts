// The API's map points as the markers the map draws: one per cook, with a usable position.
import type { LonLat, MapCookPoint } from '@povar/shared-kit';

export interface CookMarker {
  id: number;
  lonLat: LonLat;
  cook: MapCookPoint;
}

const isLonLat = ([lon, lat]: readonly number[]) =>
  Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lon as number) <= 180 && Math.abs(lat as number) <= 90;

/** One marker per cook id, in the answer's order (nearest first); points without a usable position are skipped. */
export function toCookMarkers(points: readonly MapCookPoint[]): CookMarker[] {
  const seen = new Set<number>();
  const markers: CookMarker[] = [];
  for (const point of points) {
    if (seen.has(point.id) || point.geometry.type !== 'Point' || !isLonLat(point.geometry.coordinates)) continue;
    seen.add(point.id);
    markers.push({ id: point.id, lonLat: [point.geometry.coordinates[0], point.geometry.coordinates[1]], cook: point });
  }
  return markers;
}
