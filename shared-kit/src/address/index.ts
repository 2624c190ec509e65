// Public face of the delivery address: its state, saving and choosing, the request flow, the
// location queries carry, and moving with the address's region.
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
