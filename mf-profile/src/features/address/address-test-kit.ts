// For the address tests only: geo answers and saved addresses as the API gives them, and a
// signed-in user's list put into the kit's real address store.
import { act } from '@testing-library/react';
import type { GeoAddress, MainCity, UserAddress } from '@povar/shared-kit';

export const TYUMEN_FIAS_ID = '9ae64229-9f7b-4149-b27a-d1f6ec74b5ce';
export const STREET_FIAS_ID = '1b1f4b5e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
export const HOUSE_FIAS_ID = '7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f';

export const TYUMEN: MainCity = { id: 956, slug: 'tyumen', name: 'Тюмень', fiasId: TYUMEN_FIAS_ID, lat: 57.153033, lon: 65.534328, timezone: 'UTC+5' };

const EMPTY_DATA: GeoAddress['data'] = {
  postal_code: null,
  country: 'Россия',
  region_fias_id: null,
  region_with_type: null,
  region_type: null,
  region: null,
  city_fias_id: null,
  city_with_type: null,
  city_type: null,
  city: null,
  settlement_fias_id: null,
  settlement_with_type: null,
  settlement: null,
  street_fias_id: null,
  street_with_type: null,
  street_type: null,
  street: null,
  house_fias_id: null,
  house_type: null,
  house: null,
  block_type: null,
  block: null,
  fias_id: null,
  fias_level: null,
  kladr_id: null,
  geo_lat: null,
  geo_lon: null,
  qc_geo: null,
};

export function geoAddress(value: string, data: Partial<GeoAddress['data']>, mainCity: GeoAddress['mainCity'] = { id: 956, slug: 'tyumen' }): GeoAddress {
  return { value, unrestricted_value: `Тюменская обл, ${value}`, data: { ...EMPTY_DATA, city: 'Тюмень', city_fias_id: TYUMEN_FIAS_ID, ...data }, mainCity };
}

export const STREET = geoAddress('г Тюмень, ул Республики', { street: 'Республики', street_fias_id: STREET_FIAS_ID, fias_id: STREET_FIAS_ID, fias_level: '7' });
export const HOUSE = geoAddress('г Тюмень, ул Республики, д 65', {
  street: 'Республики',
  street_fias_id: STREET_FIAS_ID,
  house: '65',
  house_fias_id: HOUSE_FIAS_ID,
  fias_id: HOUSE_FIAS_ID,
  fias_level: '8',
  geo_lat: '57.1522',
  geo_lon: '65.5562',
});
/** What the reverse lookup finds near Tyumen's centre. */
export const NEAR_CENTRE = geoAddress('г Тюмень, ул Ленина, д 2', {
  street: 'Ленина',
  street_fias_id: '2a2b2c2d-0000-4000-8000-000000000001',
  house: '2',
  house_fias_id: '2a2b2c2d-0000-4000-8000-000000000002',
  fias_id: '2a2b2c2d-0000-4000-8000-000000000002',
  geo_lat: '57.1531',
  geo_lon: '65.5343',
});

export function userAddress(id: number, address: string, fields: Partial<UserAddress> = {}): UserAddress {
  return {
    id,
    address,
    fiasId: null,
    mainCity: { id: 956, slug: 'tyumen', name: 'Тюмень' },
    lat: '57.1522',
    lon: '65.5562',
    apartment: null,
    entrance: null,
    intercom: null,
    floor: null,
    comment: null,
    recipientName: null,
    recipientPhone: null,
    active: false,
    ...fields,
  };
}

const answer = (body: unknown) => ({ status: 200, text: async () => JSON.stringify(body) }) as unknown as Response;

/**
 * The kit's store loads the list itself (through fetch, which the barrel's mocked apiRequest
 * does not reach): the network answers `list` for the addresses and nothing else.
 */
export function answerAddressList(list: UserAddress[]) {
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL) =>
    String(url).startsWith('/api/profiles/addresses') ? answer({ success: true, data: list }) : Promise.reject(new Error('offline')),
  ) as unknown as typeof fetch;
}

/** Puts `list` into the kit's real address store, as a load after sign-in would. */
export async function fillAddressList(list: UserAddress[]) {
  answerAddressList(list);
  await act(async () => {
    await jest.requireActual<typeof import('@povar/shared-kit')>('@povar/shared-kit').loadAddressList();
  });
}
