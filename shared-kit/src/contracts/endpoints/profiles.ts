// The operations of api/src/modules/profiles/profiles.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const profilesEndpoints = {
  getCurrentUser: defineEndpoint({
    method: 'GET',
    path: '/profiles/user',
    operationId: 'getCurrentUser',
    access: 'user',
    response: 'currentUserResponseSchema',
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/profiles/change-password',
    operationId: 'changePassword',
    access: 'user',
    body: 'changePasswordRequestSchema',
    response: 'authTokensResponseSchema',
  }),
  changeProfileData: defineEndpoint({
    method: 'POST',
    path: '/profiles/change-data',
    operationId: 'changeProfileData',
    access: 'user',
    body: 'changeDataBodySchema',
    multipart: true,
    response: 'currentUserResponseSchema',
  }),
  getUsefulMaterials: defineEndpoint({
    method: 'GET',
    path: '/profiles/useful',
    operationId: 'getUsefulMaterials',
    access: 'cook',
    response: 'usefulMaterialsResponseSchema',
  }),
} as const;
