// A served city with what the address map needs from it: its centre (where the map starts
// without an address, and flies to when another city is chosen) and its FIAS id (where streets
// are looked for).
import { useQuery } from '@tanstack/react-query';
import { getMainCityBySlug } from './address-api';

export const mainCityQuery = (slug: string) => ({
  queryKey: ['geo', 'main-city', slug],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const city = await getMainCityBySlug(slug, signal);
    if (!city) throw new Error('No answer for the main city');
    return city;
  },
  staleTime: Infinity,
});

export const useMainCity = (slug: string) => useQuery(mainCityQuery(slug));
