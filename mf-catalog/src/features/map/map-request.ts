// Which cooks the map asks for: the request for the delivery address (or the region's centre)
// first, then a rounded centre and a radius that covers the view, asked again only when what is
// loaded does not cover it.
import { deliveryLocationPoint, type DeliveryLocation, type LonLat } from '@povar/shared-kit';
import { MAP_RADIUS_MAX_METRES } from './map-constants';

/** What the API is asked; no centre means the region's centre, no radius the widest circle. */
export interface MapRequest {
  /** The page's region (the city id every location-bound query carries). */
  cityId: string;
  centre: LonLat | null;
  radius: number | null;
}

/**
 * The first request: around the address when it has coordinates, so the map starts there (the
 * answer's centre is the point asked about), otherwise around the region's centre.
 */
export function initialMapRequest(location: DeliveryLocation): MapRequest {
  return { cityId: location.cityId, centre: deliveryLocationPoint(location), radius: null };
}

/** What the map reports on every pan and zoom ('center-update'). */
export interface MapViewState {
  center: LonLat;
  zoom: number;
  /** Metres from the centre to a corner of the view. */
  radius: number;
}

/** Centres are rounded to this many degrees (about 1 km), so small pans share a cache entry. */
export const CENTRE_GRID_DEGREES = 0.01;
/** Radii asked for are one of these (metres), so zooming a little does not ask again. */
export const RADIUS_STEPS = [1_000, 2_000, 5_000, 10_000, 20_000, 30_000, MAP_RADIUS_MAX_METRES] as const;

const EARTH_RADIUS_METRES = 6_371_008.8;

export function roundCentre([lon, lat]: LonLat): LonLat {
  // `+ 0` turns -0 into 0, so both key the same query.
  const round = (value: number) => Number((Math.round(value / CENTRE_GRID_DEGREES) * CENTRE_GRID_DEGREES).toFixed(6)) + 0;
  return [round(lon), round(lat)];
}

/** The smallest step at least `metres`, the widest one beyond. */
export function radiusStep(metres: number): number {
  return RADIUS_STEPS.find((step) => step >= metres) ?? MAP_RADIUS_MAX_METRES;
}

/** Great-circle distance in metres. */
export function distanceMetres([lon1, lat1]: LonLat, [lon2, lat2]: LonLat): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** What of an answer says which cooks it holds: those within `radius` of `center`, all of them unless `truncated`. */
export interface AnsweredCircle {
  center: LonLat;
  radius: number;
  truncated: boolean;
}

/**
 * Whether a loaded answer already holds every cook of the view: the view's circle (no wider than
 * one call may ask) lies inside the answer's, and the answer was not cut at the cap.
 */
export function coversView(loaded: AnsweredCircle, view: Pick<MapViewState, 'center' | 'radius'>): boolean {
  if (loaded.truncated) return false;
  const wanted = Math.min(view.radius, MAP_RADIUS_MAX_METRES);
  // A metre of slack: the centres are the same point read back through the map's projection.
  return distanceMetres(loaded.center, view.center) + wanted <= loaded.radius + 1;
}

/** The last answer that arrived and the request it answered. */
export interface LoadedCooks {
  request: MapRequest;
  answer: AnsweredCircle;
}

/**
 * The request after a pan or zoom: the one already answered while its cooks cover the view
 * (zooming in asks nothing), else the rounded centre with a radius that covers the view.
 */
export function nextMapRequest(current: MapRequest, loaded: LoadedCooks | undefined, view: MapViewState): MapRequest {
  if (loaded && coversView(loaded.answer, view)) return loaded.request;
  const centre = roundCentre(view.center);
  // The rounded centre is up to ~700 m off the view's: the circle grows by that much to still cover the view.
  const radius = radiusStep(view.radius + distanceMetres(centre, view.center));
  if (current.centre && current.centre[0] === centre[0] && current.centre[1] === centre[1] && current.radius === radius) return current;
  return { cityId: current.cityId, centre, radius };
}

export function mapCooksQueryKey(request: MapRequest) {
  return ['map', 'cooks', request.cityId, request.centre?.[0] ?? null, request.centre?.[1] ?? null, request.radius] as const;
}

export function mapCooksParams(request: MapRequest): Record<string, string> {
  const params: Record<string, string> = { cityId: request.cityId };
  if (request.centre) {
    params.lon = String(request.centre[0]);
    params.lat = String(request.centre[1]);
  }
  if (request.radius !== null) params.radius = String(request.radius);
  return params;
}
