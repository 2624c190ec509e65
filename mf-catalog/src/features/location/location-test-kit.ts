// For this remote's tests only: the delivery address's point, set by a test, read by a stand-in
// for the kit's useDeliveryLocation (the address store has no setter outside its API calls).
// A test mocks `useDeliveryLocation: jest.fn()` and gives it `useTestDeliveryLocation`.
import { useSyncExternalStore } from 'react';
import { act } from '@testing-library/react';
import { deliveryLocationOf, useRegion, type DeliveryLocation } from '@povar/shared-kit';

type AddressPoint = { lon: string; lat: string };

let addressPoint: AddressPoint | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The visitor chooses an address with these coordinates, or null: none (or one without coordinates). */
export function chooseTestAddress(point: AddressPoint | null): void {
  act(() => {
    addressPoint = point;
    for (const listener of listeners) listener();
  });
}

/** What useDeliveryLocation answers: the region of the region store and the test's address. */
export function useTestDeliveryLocation(): DeliveryLocation {
  const point = useSyncExternalStore(subscribe, () => addressPoint);
  const regionId = useRegion((state) => state.region?.id ?? null);
  return deliveryLocationOf(point, regionId);
}
