// Platform, owned by the shell: the delivery address, its state, saving and choosing, the
// request flow, the location queries carry, and moving with the address's region. The shell
// starts it and the server render reads it, so this is not a domain folder.
export {
  addressPoint,
  deleteAddress,
  getAddressState,
  hasSavedAddress,
  initAddress,
  loadAddressList,
  makeAddressActive,
  markAskedForAddress,
  mergeGuestAddress,
  resetAddress,
  resetAddressStoreForTests,
  saveAddress,
  setAddressEditId,
  setGeoLocationCoords,
  subscribeAddress,
  updateAddress,
  useAddress,
  ASKED_FOR_ADDRESS_KEY,
  type AddressState,
  type DeliveryAddress,
  type SaveAddressOptions,
} from './address-store';
export {
  chooseAddress,
  deliveryLocationOf,
  deliveryLocationPoint,
  deliveryLocationQuery,
  getDeliveryLocation,
  requestAddress,
  useDeliveryLocation,
  useNeedsAddress,
  GEOLOCATION_TIMEOUT_MS,
  type AddressRequestOptions,
  type DeliveryLocation,
} from './address-request';
export { followAddressRegion, pathInRegion } from './address-region';
