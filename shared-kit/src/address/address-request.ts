// Asking for an address and the location every catalogue and cook
// query carries.
import { useMemo } from 'react';
import { useAuth, getAuth } from '../stores/auth';
import { getRegion, useRegion } from '../stores/region';
import { openPopup } from '../account/popups';
import type { LonLat } from '../contracts/map';
import { DEFAULT_MAIN_CITY_ID } from '../routes/table';
import { addressPoint, getAddressState, hasSavedAddress, markAskedForAddress, setGeoLocationCoords, useAddress, type DeliveryAddress } from './address-store';

/** How long the browser may take to say where the visitor is before the map opens anyway. */
export const GEOLOCATION_TIMEOUT_MS = 8000;

export interface AddressRequestOptions {
  /** The map opened 'to favourite' adds to a signed-in user's list; ignored for guests. */
  toFavourite?: boolean;
}

function askBrowserPosition(): Promise<GeolocationPosition | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 60 * 1000 });
  });
}

/**
 * With a saved address the map opens at once; otherwise the browser is asked where the
 * visitor is (stored, and the visitor counts as asked) and the map opens either way.
 */
export async function requestAddress({ toFavourite = false }: AddressRequestOptions = {}): Promise<void> {
  const props = { toFavourite: toFavourite && getAuth().isAuth };
  if (!hasSavedAddress(getAddressState())) {
    const position = await askBrowserPosition();
    if (position) {
      setGeoLocationCoords([position.coords.longitude, position.coords.latitude]);
      markAskedForAddress();
    }
  }
  openPopup('address-map', props);
}

/**
 * What the header's address widget does: a signed-in user with saved addresses picks from the
 * list; everyone else goes through the address request.
 */
export function chooseAddress(): void {
  const state = getAddressState();
  if (getAuth().isAuth && state.addressList.length > 0) openPopup('address-list');
  else void requestAddress();
}

/**
 * `lon`/`lat` as strings when the address has coordinates, otherwise the region's
 * `cityId`. We send the region's `cityId` with the coordinates too, so a list is always the
 * region of the page while distances are measured from the address (docs/decisions.md).
 */
export type DeliveryLocation = { cityId: string; lon?: string; lat?: string };

export function deliveryLocationOf(address: Pick<DeliveryAddress, 'lat' | 'lon'> | null, regionId: number | null): DeliveryLocation {
  const location: DeliveryLocation = { cityId: String(regionId ?? DEFAULT_MAIN_CITY_ID) };
  const point = addressPoint(address);
  if (point) {
    location.lon = String(point[0]);
    location.lat = String(point[1]);
  }
  return location;
}

/** The location as query parameters (a copy: a query may add its own); the same strings serve in a query key. */
export function deliveryLocationQuery(location: DeliveryLocation): Record<string, string> {
  const params: Record<string, string> = { cityId: location.cityId };
  // The API refuses one coordinate without the other.
  if (location.lon !== undefined && location.lat !== undefined) {
    params.lon = location.lon;
    params.lat = location.lat;
  }
  return params;
}

/** The address's point, [lon, lat]; null when the location is the region alone. */
export function deliveryLocationPoint(location: DeliveryLocation): LonLat | null {
  return location.lon === undefined || location.lat === undefined ? null : [Number(location.lon), Number(location.lat)];
}

/** The current delivery location, for code outside React. */
export function getDeliveryLocation(): DeliveryLocation {
  return deliveryLocationOf(getAddressState().address, getRegion().region?.id ?? null);
}

/** The current delivery location; a new object only when it changes (query keys, effect dependencies). */
export function useDeliveryLocation(): DeliveryLocation {
  const lat = useAddress((state) => state.address?.lat ?? null);
  const lon = useAddress((state) => state.address?.lon ?? null);
  const regionId = useRegion((state) => state.region?.id ?? null);
  return useMemo(() => deliveryLocationOf({ lat, lon }, regionId), [lat, lon, regionId]);
}

/** Whether the visitor still has to be asked (the 'Введите адрес доставки' banner). */
export function useNeedsAddress(): boolean {
  const isAuth = useAuth((state) => state.isAuth);
  return useAddress((state) => state.loaded && !state.askedForAddress && state.address === null && !(isAuth && state.addressList.length > 0));
}
