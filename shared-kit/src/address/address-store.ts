// The delivery address state, with saving an address and asking the visitor for one:
// the address in use, a signed-in user's list, whether the visitor has been
// asked, the address being edited and the browser's coordinates. The shell owns it; every remote
// reads it through these functions and hooks and sends `deliveryLocationOf()` with its queries.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { GuestAddress, GuestAddressRequest, UserAddress, UserAddressRequest } from '../contracts/addresses';
import type { LonLat } from '../contracts/map';
import * as addressApi from './address-api';
import { emit } from '../events/event-bus';
import { getAuth, subscribeAuth } from '../stores/auth';
import { readStoredString, writeStoredString } from '../stores/browser-storage';
import { followAddressRegion } from './address-region';

/** The address in use: a user's active address or a guest's one address. */
export type DeliveryAddress = GuestAddress | UserAddress;

export interface AddressState {
  address: DeliveryAddress | null;
  /** A signed-in user's saved addresses, newest first; empty for guests. */
  addressList: UserAddress[];
  /** The 'Введите адрес доставки' banner shows until this is true (persisted). */
  askedForAddress: boolean;
  /** The user address whose details (apartment, entrance…) are being edited. */
  addressEditId: number | null;
  /** A guest has an address saved under their session. */
  guestHaveSavedAddress: boolean;
  /** Where the browser said the visitor is, [lon, lat]; the map starts there. */
  geoLocationCoords: LonLat | null;
  /** The first load after start-up or sign-in/out has answered (or failed). */
  loaded: boolean;
}

/** The stored flag 'asked-for-address', persisted. */
export const ASKED_FOR_ADDRESS_KEY = 'asked-for-address';

const readAskedFlag = () => readStoredString(ASKED_FOR_ADDRESS_KEY) === 'true';

/** Reads no storage: importing the kit must not touch the browser (the flag is read on first use). */
const initialState = (askedForAddress = false): AddressState => ({
  address: null,
  addressList: [],
  askedForAddress,
  addressEditId: null,
  guestHaveSavedAddress: false,
  geoLocationCoords: null,
  loaded: false,
});

const addressStore = createStore<AddressState>(() => initialState());
let watching = false;
/** Answers to loads started before a sign-in or sign-out belong to the previous visitor. */
let generation = 0;
let latestListLoad = 0;

const activeOf = (list: readonly UserAddress[]): UserAddress | null => list.find((item) => item.active) ?? null;

/**
 * At start-up, after the session and the user: a signed-in user's list (the active address is the one in use) or
 * a guest's saved address. A failed load leaves the state as it was.
 */
export async function initAddress(): Promise<void> {
  watchAuth();
  if (getAuth().isAuth) await loadAddressList();
  else await loadGuestAddress();
}

/** The last step of login completion, and after saving an address: refetches the user's list. */
export async function loadAddressList(): Promise<UserAddress[] | null> {
  watchAuth();
  if (!getAuth().isAuth) return null;
  const started = generation;
  const load = ++latestListLoad;
  try {
    const list = await addressApi.listUserAddresses();
    // A later load (after a merge or a save) knows better than this one.
    if (started !== generation || load !== latestListLoad) return null;
    if (list) addressStore.setState({ addressList: list, address: activeOf(list), loaded: true });
    else addressStore.setState({ loaded: true });
    return list ?? null;
  } catch {
    if (started === generation) addressStore.setState({ loaded: true });
    return null;
  }
}

async function loadGuestAddress(): Promise<void> {
  const started = generation;
  try {
    const saved = await addressApi.getGuestAddress();
    if (started !== generation) return;
    if (saved === undefined) addressStore.setState({ loaded: true });
    else addressStore.setState({ address: saved, guestHaveSavedAddress: saved !== null, loaded: true });
  } catch {
    if (started === generation) addressStore.setState({ loaded: true });
  }
}

/**
 * Moves a guest's address into the user's list, once (server-side rule); run on sign-in before
 * the list loads so the address the guest chose is the one in use. Failures are ignored: the
 * guest address stays with the session and the next sign-in offers it again.
 */
export async function mergeGuestAddress(): Promise<void> {
  if (!getAuth().isAuth) return;
  try {
    await addressApi.mergeGuestAddress();
  } catch {
    // See above.
  }
}

export interface SaveAddressOptions {
  /**
   * Signed-in users: add to the list without making it the delivery address (the map opened
   * 'to favourite'). Otherwise the new address becomes the one in use.
   */
  toFavourite?: boolean;
}

/**
 * Saving an address; an address in another served city takes the site there. Signed in: create the address, make it active unless saved 'to
 * favourite', refetch the list and make the new id the edit id. Guest: save the one guest
 * address and set guestHaveSavedAddress. Either way the visitor now counts as asked. Errors
 * (an unserved city, the list's limit) reach the caller as ApiError.
 */
export async function saveAddress(place: GuestAddressRequest, { toFavourite = false }: SaveAddressOptions = {}): Promise<DeliveryAddress | null> {
  markAskedForAddress();
  if (getAuth().isAuth) {
    const created = await addressApi.createUserAddress(place);
    if (!created) return null;
    if (!toFavourite && !created.active) await addressApi.activateUserAddress(created.id);
    await loadAddressList();
    addressStore.setState({ addressEditId: created.id });
    if (!toFavourite) followAddressRegion(created);
    emit('address:changed', { addressId: created.id });
    return addressStore.getState().addressList.find((item) => item.id === created.id) ?? created;
  }
  const saved = await addressApi.saveGuestAddress(place);
  if (!saved) return null;
  addressStore.setState({ address: saved, guestHaveSavedAddress: true });
  followAddressRegion(saved);
  emit('address:changed', {});
  return saved;
}

/** Replaces a user address's fields (the details form); the list is refetched. */
export async function updateAddress(id: number, fields: UserAddressRequest): Promise<UserAddress | null> {
  const updated = await addressApi.updateUserAddress(id, fields);
  if (!updated) return null;
  await loadAddressList();
  emit('address:changed', { addressId: id });
  return updated;
}

/** Makes a saved address the one in use; one in another served city takes the site there. */
export async function makeAddressActive(id: number): Promise<void> {
  const answer = await addressApi.activateUserAddress(id);
  if (answer === undefined) return;
  await loadAddressList();
  markAskedForAddress();
  followAddressRegion(answer);
  emit('address:changed', { addressId: id });
}

/** Deletes a saved address; when it was the active one the server makes the newest remaining one active. */
export async function deleteAddress(id: number): Promise<void> {
  const answer = await addressApi.deleteUserAddress(id);
  if (answer === undefined) return;
  if (addressStore.getState().addressEditId === id) addressStore.setState({ addressEditId: null });
  await loadAddressList();
  emit('address:changed', answer.activeId === null ? {} : { addressId: answer.activeId });
}

/**
 * The address no longer applies here (another region, another city chosen). Only
 * the browser forgets it: the saved copy stays, and the list or the request offers it again.
 */
export function resetAddress(): void {
  if (addressStore.getState().address === null) return;
  addressStore.setState({ address: null });
  emit('address:changed', {});
}

/** 'Позже' on the address banner, or an entered address; the banner stays away from then on. */
export function markAskedForAddress(): void {
  writeStoredString(ASKED_FOR_ADDRESS_KEY, 'true');
  if (!addressStore.getState().askedForAddress) addressStore.setState({ askedForAddress: true });
}

export function setAddressEditId(addressEditId: number | null): void {
  addressStore.setState({ addressEditId });
}

export function setGeoLocationCoords(geoLocationCoords: LonLat | null): void {
  addressStore.setState({ geoLocationCoords });
}

/**
 * A saved address exists: a signed-in user with a non-empty list,
 * or a guest with a saved address.
 */
export function hasSavedAddress(state: AddressState = addressStore.getState()): boolean {
  return getAuth().isAuth ? state.addressList.length > 0 : state.guestHaveSavedAddress;
}

/** The address's point, [lon, lat], when it has coordinates. */
export function addressPoint(address: Pick<DeliveryAddress, 'lat' | 'lon'> | null): LonLat | null {
  if (!address?.lat || !address.lon) return null;
  const lat = Number(address.lat);
  const lon = Number(address.lon);
  return Number.isFinite(lat) && Number.isFinite(lon) ? [lon, lat] : null;
}

/**
 * On first use: the stored asked flag, and following sign-in and sign-out (here or in another
 * tab), which change whose addresses these are.
 */
function watchAuth(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  if (readAskedFlag()) addressStore.setState({ askedForAddress: true });
  subscribeAuth((state, previous) => {
    if (state.isAuth === previous.isAuth) return;
    generation += 1;
    // The asked flag belongs to the browser, not the account: it stays.
    addressStore.setState(initialState(addressStore.getState().askedForAddress));
    // completeLogin loads the list again after merging the guest's address (its last step);
    // this load serves another tab's sign-in, and a sign-out brings back the guest's address.
    const load = state.isAuth ? loadAddressList() : loadGuestAddress();
    void load.then(() => emit('address:changed', {}));
  });
}

export function getAddressState(): AddressState {
  watchAuth();
  return addressStore.getState();
}

export function subscribeAddress(listener: (state: AddressState, previous: AddressState) => void): () => void {
  watchAuth();
  return addressStore.subscribe(listener);
}

export function useAddress(): AddressState;
export function useAddress<T>(selector: (state: AddressState) => T): T;
export function useAddress<T>(selector?: (state: AddressState) => T): T | AddressState {
  watchAuth();
  return useStore(addressStore, selector ?? ((state: AddressState) => state as unknown as T));
}

/** Tests only: a fresh state and no auth subscription. */
export function resetAddressStoreForTests(): void {
  generation += 1;
  writeStoredString(ASKED_FOR_ADDRESS_KEY, null);
  addressStore.setState(initialState(readAskedFlag()));
}
