// The delivery location (spec 3 "Delivery location info") as the cook page's query sends it:
// the region's `cityId`, and `lon`/`lat` when the address has coordinates.
import type { DeliveryLocation } from '@povar/shared-kit';

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
