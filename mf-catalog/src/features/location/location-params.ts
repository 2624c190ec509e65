// The delivery location (spec 3 "Delivery location info") as every catalogue query of this
// remote sends it: the region's `cityId`, and `lon`/`lat` when the address has coordinates.
import type { DeliveryLocation, LonLat } from '@povar/shared-kit';

/** The location's query parameters; the same strings serve as a part of the query key. */
export function locationParams(location: DeliveryLocation): Record<string, string> {
  const params: Record<string, string> = { cityId: location.cityId };
  // The API refuses one coordinate without the other.
  if (location.lon !== undefined && location.lat !== undefined) {
    params.lon = location.lon;
    params.lat = location.lat;
  }
  return params;
}

/** The address's point, [lon, lat]; null when the location is the region alone. */
export function locationPoint(location: DeliveryLocation): LonLat | null {
  const { lon, lat } = locationParams(location);
  return lon === undefined || lat === undefined ? null : [Number(lon), Number(lat)];
}
