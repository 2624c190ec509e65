// The operations of api/src/modules/schedule/schedule.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const scheduleEndpoints = {
  listCookSlots: defineEndpoint({
    method: 'GET',
    path: '/cooks/:id/slots',
    operationId: 'listCookSlots',
    access: 'public',
    params: 'cookPageParamsSchema',
    query: 'cookSlotsQuerySchema',
    response: 'cookSlotsResponseSchema',
  }),
  getCookSchedule: defineEndpoint({
    method: 'GET',
    path: '/profiles/schedule',
    operationId: 'getCookSchedule',
    access: 'cook',
    response: 'cookScheduleResponseSchema',
  }),
  saveCookSchedule: defineEndpoint({
    method: 'PUT',
    path: '/profiles/schedule',
    operationId: 'saveCookSchedule',
    access: 'cook',
    body: 'cookScheduleFieldsSchema',
    response: 'cookScheduleResponseSchema',
  }),
  getCookDaysOff: defineEndpoint({
    method: 'GET',
    path: '/profiles/schedule/days-off',
    operationId: 'getCookDaysOff',
    access: 'cook',
    response: 'cookDaysOffResponseSchema',
  }),
  saveCookDaysOff: defineEndpoint({
    method: 'PUT',
    path: '/profiles/schedule/days-off',
    operationId: 'saveCookDaysOff',
    access: 'cook',
    body: 'cookDaysOffRequestSchema',
    response: 'cookDaysOffResponseSchema',
  }),
} as const;
