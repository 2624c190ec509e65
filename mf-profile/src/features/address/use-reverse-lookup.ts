// The address under the map's pin (GET /geo/address-by-coordinates), asked once the map has
// rested a moment; a newer move cancels the older question, so answers never arrive out of order.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeoAddress, LonLat } from '@povar/shared-kit';
import { getAddressByCoordinates } from './address-api';
import { coordinateParam, REVERSE_LOOKUP_DELAY_MS } from './address-geo';

export type Lookup = { status: 'waiting' } | { status: 'found'; address: GeoAddress } | { status: 'nothing' } | { status: 'failed' };

export function useReverseLookup() {
  const [lookup, setLookup] = useState<Lookup>({ status: 'waiting' });
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; controller: AbortController } | null>(null);

  const cancel = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  /** Looks up the address at `center`, [lon, lat], after the delay. */
  const locate = useCallback(
    (center: LonLat) => {
      cancel();
      setLookup({ status: 'waiting' });
      const controller = new AbortController();
      const timer = setTimeout(() => {
        const query = { lat: coordinateParam(center[1]), lon: coordinateParam(center[0]) };
        getAddressByCoordinates(query, controller.signal).then(
          (found) => {
            if (controller.signal.aborted) return;
            // Undefined: a 503/500/429 the client has already shown in a toast.
            setLookup(found === undefined ? { status: 'failed' } : found ? { status: 'found', address: found } : { status: 'nothing' });
          },
          () => {
            if (!controller.signal.aborted) setLookup({ status: 'failed' });
          },
        );
      }, REVERSE_LOOKUP_DELAY_MS);
      pending.current = { timer, controller };
    },
    [cancel],
  );

  /** The address is known already (picked in the search): no question to ask. */
  const settle = useCallback(
    (address: GeoAddress) => {
      cancel();
      setLookup({ status: 'found', address });
    },
    [cancel],
  );

  return { lookup, locate, settle };
}
