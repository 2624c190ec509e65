// The delivery addresses' calls: a signed-in user's list, a guest's one address, and the guest's
// address joining the user's list on sign-in.
import { call, type CallBody } from '../api/call';
import { endpoints } from '../contracts/endpoints';

export const listUserAddresses = () => call(endpoints.listUserAddresses);

export const createUserAddress = (body: CallBody<typeof endpoints.createUserAddress>) => call(endpoints.createUserAddress, { body });

export const updateUserAddress = (id: number, body: CallBody<typeof endpoints.updateUserAddress>) =>
  call(endpoints.updateUserAddress, { params: { id }, body });

export const activateUserAddress = (id: number) => call(endpoints.activateUserAddress, { params: { id } });

export const deleteUserAddress = (id: number) => call(endpoints.deleteUserAddress, { params: { id } });

export const mergeGuestAddress = () => call(endpoints.mergeGuestAddress);

export const getGuestAddress = () => call(endpoints.getGuestAddress);

export const saveGuestAddress = (body: CallBody<typeof endpoints.saveGuestAddress>) => call(endpoints.saveGuestAddress, { body });
