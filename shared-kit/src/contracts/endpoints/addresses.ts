// The operations of api/src/modules/addresses/addresses.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const addressesEndpoints = {
  listUserAddresses: defineEndpoint({
    method: 'GET',
    path: '/profiles/addresses',
    operationId: 'listUserAddresses',
    access: 'user',
    response: 'userAddressListResponseSchema',
  }),
  createUserAddress: defineEndpoint({
    method: 'POST',
    path: '/profiles/addresses',
    operationId: 'createUserAddress',
    access: 'user',
    body: 'userAddressRequestSchema',
    response: 'userAddressResponseSchema',
  }),
  mergeGuestAddress: defineEndpoint({
    method: 'POST',
    path: '/profiles/addresses/merge-guest',
    operationId: 'mergeGuestAddress',
    access: 'user',
    response: 'mergeGuestAddressResponseSchema',
  }),
  updateUserAddress: defineEndpoint({
    method: 'POST',
    path: '/profiles/addresses/:id',
    operationId: 'updateUserAddress',
    access: 'user',
    params: 'integerIdParamsSchema',
    body: 'userAddressRequestSchema',
    response: 'userAddressResponseSchema',
  }),
  deleteUserAddress: defineEndpoint({
    method: 'DELETE',
    path: '/profiles/addresses/:id',
    operationId: 'deleteUserAddress',
    access: 'user',
    params: 'integerIdParamsSchema',
    response: 'deletedAddressResponseSchema',
  }),
  activateUserAddress: defineEndpoint({
    method: 'POST',
    path: '/profiles/addresses/:id/active',
    operationId: 'activateUserAddress',
    access: 'user',
    params: 'integerIdParamsSchema',
    response: 'userAddressResponseSchema',
  }),
  getGuestAddress: defineEndpoint({
    method: 'GET',
    path: '/guest/addresses',
    operationId: 'getGuestAddress',
    access: 'guest-session',
    response: 'guestAddressResponseSchema',
  }),
  saveGuestAddress: defineEndpoint({
    method: 'POST',
    path: '/guest/addresses',
    operationId: 'saveGuestAddress',
    access: 'guest-session',
    body: 'guestAddressRequestSchema',
    response: 'savedGuestAddressResponseSchema',
  }),
} as const;
