// What the address popups read from the geo answers (DaData suggestions plus our mainCity) and
// what they send when saving: pure rules, tested without a map.
import type { GeoAddress, GuestAddressRequest, LonLat, UserAddress } from '@povar/shared-kit';

/** Where the map starts when neither an address, the browser nor the region says: Tyumen's centre. */
export const FALLBACK_CENTER: LonLat = [65.534328, 57.153033];
/** Close enough to see the houses around the pin. */
export const ADDRESS_ZOOM = 16;
/** The whole city, to look for the street. */
export const CITY_ZOOM = 12;
/** A picked house: a step closer than the start. */
export const PICKED_ZOOM = 17;
export const REVERSE_LOOKUP_DELAY_MS = 400;
export const SUGGESTIONS_DELAY_MS = 300;
/** Below these lengths a query says too little to ask about. */
export const STREET_QUERY_MIN_LENGTH = 2;
export const HOUSE_QUERY_MIN_LENGTH = 1;

export const ADDRESS_SAVED_TEXT = 'Адрес сохранён';
export const NOT_SERVED_TEXT = 'Сюда пока не доставляем: выберите адрес в городе, где работает сервис';
export const NO_ADDRESS_HERE_TEXT = 'Здесь нет адреса — передвиньте карту';
export const NO_HOUSE_TEXT = 'Укажите дом: передвиньте карту или найдите его в поиске';
export const GEOLOCATION_FAILED_TEXT = 'Не удалось определить местоположение';
export const CONFIRM_ADDRESS_GOAL = 'confirm-address';

const coordinate = (value: string | null): number | null => {
  if (!value) return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** A point the map can take, [lon, lat], from DaData's coordinate strings. */
export function suggestionPoint(suggestion: Pick<GeoAddress, 'data'>): LonLat | null {
  const lat = coordinate(suggestion.data.geo_lat);
  const lon = coordinate(suggestion.data.geo_lon);
  return lat !== null && lon !== null ? [lon, lat] : null;
}

/** Streets lead to their houses; houses are addresses; cities and the like are not offered. */
export function suggestionKind(suggestion: Pick<GeoAddress, 'data'>): 'house' | 'street' | null {
  if (suggestion.data.house) return 'house';
  if (suggestion.data.street_fias_id) return 'street';
  return null;
}

/** Whether the two points are the same place on the map (the view's round trip loses a little). */
export function samePoint(a: LonLat | null, b: LonLat | null): boolean {
  if (!a || !b) return false;
  return Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6;
}

/** A coordinate for the query: six decimals are ten centimetres. */
export const coordinateParam = (value: number) => value.toFixed(6);

/** What can be confirmed: a house in a served region. */
export function confirmable(address: GeoAddress | null): address is GeoAddress & { mainCity: NonNullable<GeoAddress['mainCity']> } {
  return Boolean(address && address.data.house && address.mainCity);
}

/** The body of a saved address ({address, fiasId, mainCityId, lat, lon}). */
export function placeOf(address: GeoAddress & { mainCity: NonNullable<GeoAddress['mainCity']> }): GuestAddressRequest {
  const point = suggestionPoint(address);
  return {
    address: address.value,
    fiasId: address.data.house_fias_id ?? address.data.fias_id,
    mainCityId: address.mainCity.id,
    lat: point ? point[1] : null,
    lon: point ? point[0] : null,
  };
}

/** A saved address as the update takes it: an update replaces every field, so the place goes too. */
export function savedPlaceOf(address: UserAddress): GuestAddressRequest {
  return {
    address: address.address,
    fiasId: address.fiasId,
    mainCityId: address.mainCity.id,
    lat: coordinate(address.lat),
    lon: coordinate(address.lon),
  };
}

/** 'кв. 12, подъезд 2, этаж 5, домофон 12К' for a list row; empty when none are given. */
export function detailsLine(address: Pick<UserAddress, 'apartment' | 'entrance' | 'floor' | 'intercom'>): string {
  return [
    address.apartment && `кв. ${address.apartment}`,
    address.entrance && `подъезд ${address.entrance}`,
    address.floor && `этаж ${address.floor}`,
    address.intercom && `домофон ${address.intercom}`,
  ]
    .filter(Boolean)
    .join(', ');
}
