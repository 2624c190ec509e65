// The delivery addresses' calls: a signed-in user's list, a guest's one address, and the guest's
// address joining the user's list on sign-in.
import { call, type CallBody } from '../api/call';
import { addressesEndpoints } from '../contracts/endpoints/addresses';

export const listUserAddresses = () => call(addressesEndpoints.listUserAddresses);

export const createUserAddress = (body: CallBody<typeof addressesEndpoints.createUserAddress>) => call(addressesEndpoints.createUserAddress, { body });

export const updateUserAddress = (id: number, body: CallBody<typeof addressesEndpoints.updateUserAddress>) =>
  call(addressesEndpoints.updateUserAddress, { params: { id }, body });

export const activateUserAddress = (id: number) => call(addressesEndpoints.activateUserAddress, { params: { id } });

export const deleteUserAddress = (id: number) => call(addressesEndpoints.deleteUserAddress, { params: { id } });

export const mergeGuestAddress = () => call(addressesEndpoints.mergeGuestAddress);

export const getGuestAddress = () => call(addressesEndpoints.getGuestAddress);

export const saveGuestAddress = (body: CallBody<typeof addressesEndpoints.saveGuestAddress>) => call(addressesEndpoints.saveGuestAddress, { body });
