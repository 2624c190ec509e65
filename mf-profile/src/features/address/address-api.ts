// The address map's and search's calls: a served city by its slug, the address under the pin,
// and the suggestions (a region's streets, a street's houses, whole addresses).
import { call, endpoints, type CallQuery } from '@povar/shared-kit';

export const getMainCityBySlug = (slug: string, signal: AbortSignal) => call(endpoints.getMainCityBySlug, { params: { slug }, signal });

export const getAddressByCoordinates = (query: CallQuery<typeof endpoints.getAddressByCoordinates>, signal: AbortSignal) =>
  call(endpoints.getAddressByCoordinates, { query, signal });

export const listStreetsByQuery = (query: CallQuery<typeof endpoints.listStreetsByQuery>, signal: AbortSignal) =>
  call(endpoints.listStreetsByQuery, { query, signal });

export const listHousesByQuery = (query: CallQuery<typeof endpoints.listHousesByQuery>, signal: AbortSignal) =>
  call(endpoints.listHousesByQuery, { query, signal });

export const listAddressesByQuery = (query: CallQuery<typeof endpoints.listAddressesByQuery>, signal: AbortSignal) =>
  call(endpoints.listAddressesByQuery, { query, signal });
