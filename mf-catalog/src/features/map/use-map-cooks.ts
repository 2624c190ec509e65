// The cooks around the map's centre (GET /api/map/cooks), the previous ones kept on screen while new ones load.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listMapCooks } from './map-api';
import { mapCooksParams, mapCooksQueryKey, type MapRequest } from './map-request';

export function useMapCooks(request: MapRequest) {
  return useQuery({
    queryKey: mapCooksQueryKey(request),
    queryFn: async ({ signal }) => {
      const answer = await listMapCooks(mapCooksParams(request), signal);
      // A 500/503/429 resolves empty (a toast has told the visitor): the map shows its error too.
      if (!answer) throw new Error('The map answer had no data');
      return answer;
    },
    placeholderData: keepPreviousData,
    // Panning back shows what was loaded there without asking again for a while.
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
