// The operations of api/src/modules/compilations/compilations.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const compilationsEndpoints = {
  listOwnCompilations: defineEndpoint({
    method: 'GET',
    path: '/profiles/compilations',
    operationId: 'listOwnCompilations',
    access: 'cook',
    response: 'compilationListResponseSchema',
  }),
  createCompilation: defineEndpoint({
    method: 'POST',
    path: '/profiles/compilations',
    operationId: 'createCompilation',
    access: 'cook',
    body: 'compilationFieldsSchema',
    status: 201,
    response: 'compilationResponseSchema',
  }),
  updateCompilation: defineEndpoint({
    method: 'PUT',
    path: '/profiles/compilations/:id',
    operationId: 'updateCompilation',
    access: 'cook',
    params: 'integerIdParamsSchema',
    body: 'compilationFieldsSchema',
    response: 'compilationResponseSchema',
  }),
  deleteCompilation: defineEndpoint({
    method: 'DELETE',
    path: '/profiles/compilations/:id',
    operationId: 'deleteCompilation',
    access: 'cook',
    params: 'integerIdParamsSchema',
    response: 'compilationDeletedResponseSchema',
  }),
  reorderCompilations: defineEndpoint({
    method: 'POST',
    path: '/profiles/compilations/reorder',
    operationId: 'reorderCompilations',
    access: 'cook',
    body: 'compilationReorderRequestSchema',
    response: 'compilationListResponseSchema',
  }),
} as const;
