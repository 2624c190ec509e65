// The address map's and search's calls: a served city by its slug, the address under the pin,
// and the suggestions (a region's streets, a street's houses, whole addresses).
import { call, type CallQuery } from '@povar/shared-kit';
import { geoEndpoints } from '@povar/shared-kit/endpoints/geo';

export const getMainCityBySlug = (slug: string, signal: AbortSignal) => call(geoEndpoints.getMainCityBySlug, { params: { slug }, signal });

export const getAddressByCoordinates = (query: CallQuery<typeof geoEndpoints.getAddressByCoordinates>, signal: AbortSignal) =>
  call(geoEndpoints.getAddressByCoordinates, { query, signal });

export const listStreetsByQuery = (query: CallQuery<typeof geoEndpoints.listStreetsByQuery>, signal: AbortSignal) =>
  call(geoEndpoints.listStreetsByQuery, { query, signal });

export const listHousesByQuery = (query: CallQuery<typeof geoEndpoints.listHousesByQuery>, signal: AbortSignal) =>
  call(geoEndpoints.listHousesByQuery, { query, signal });

export const listAddressesByQuery = (query: CallQuery<typeof geoEndpoints.listAddressesByQuery>, signal: AbortSignal) =>
  call(geoEndpoints.listAddressesByQuery, { query, signal });
