// HTTP face of schedules (issues 8 and 9; the paths are ours, docs/decisions.md 'Schedule and time
// slots'): the public GET /api/cooks/{id}/slots, and the cook's own GET|PUT /api/profiles/schedule
// and GET|PUT /api/profiles/schedule/days-off. Two plugins, registered beside the cooks and
// profiles modules under their prefixes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES, FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createScheduleRepository } from './schedule.repository.ts';
import { createScheduleService } from './schedule.service.ts';
import { noStore } from '../../plugins/no-store.ts';

export interface ScheduleRoutesOptions {
  now: () => Date;
}

/** Under /cooks: GET /api/cooks/{id}/slots. */
export const cookSlotsRoutes: FastifyPluginAsyncZod<ScheduleRoutesOptions> = async (app, { now }) => {
  const endpoint = tableRoutes(app, '/cooks');
  const schedule = createScheduleService({ repository: createScheduleRepository(app.db.orm), now });
  app.addHook('onSend', noStore);

  app.route({
    ...endpoint(scheduleEndpoints.listCookSlots, {
      tags: ['schedule'],
      summary:
        "The cook's free delivery intervals over the next 7 days for an order of these dishes (dishIds=1,2,3; the longest cooking " +
        "time of the cook's shown dishes among them counts, none means 0), days without a free slot left out; the first slot's " +
        "deadline as 'Заказать до HH:MM на <день>'; pickup, delivery and the radius. An unknown or paused cook is 404",
      response: FAILURE_RESPONSES,
    }),
    handler: async (request) => {
      // The basket's portions count for the dishes' daily limits; listed dishes join the cooking time too.
      const portions = new Map(request.query.portions.map((line) => [line.dishId, line.count]));
      const dishIds = [...new Set([...request.query.dishIds, ...portions.keys()])];
      return successEnvelope(await schedule.slotsFor(request.params.id, dishIds, portions));
    },
  });
};

/** Under /profiles/schedule: the signed-in cook's own schedule; there is no cook id to name, so nobody reaches another's. */
export const cookScheduleRoutes: FastifyPluginAsyncZod<ScheduleRoutesOptions> = async (app, { now }) => {
  // Its writes show in public reads: answered once this instance's cached answers have heard of them.
  app.addHook('onSend', app.publicWritesHeard);
  const schedule = createScheduleService({ repository: createScheduleRepository(app.db.orm), now });
  const tags = ['schedule'];
  const endpoint = tableRoutes(app, '/profiles/schedule');
  app.addHook('onSend', noStore);
  const cooksOnly = [app.authenticate, app.requireCook];

  app.route({
    ...endpoint(scheduleEndpoints.getCookSchedule, {
      tags,
      summary:
        "The cook's schedule (weekly hours in local time, lead and slot minutes, orders a day, pickup, delivery, radius); the default one with isDefault until saved; cooks only",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: cooksOnly,
    handler: async (request) => successEnvelope(await schedule.ownSchedule(request.userId)),
  });

  app.route({
    ...endpoint(scheduleEndpoints.saveCookSchedule, {
      tags,
      summary:
        'Replaces the schedule: every weekday {from, to} HH:MM with from < to, or null for a day off; lead 0…2880 min; slot 15…240 min in ' +
        'steps of 15; 1…200 orders a day; pickup and/or delivery; radius 1…100 km. Answers the saved schedule; cooks only',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: cooksOnly,
    handler: async (request) => successEnvelope(await schedule.saveOwnSchedule(request.userId, request.body)),
  });

  app.route({
    ...endpoint(scheduleEndpoints.getCookDaysOff, {
      tags,
      summary: "The cook's days off from today on (local dates, ascending); cooks only",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: cooksOnly,
    handler: async (request) => successEnvelope(await schedule.ownDaysOff(request.userId)),
  });

  app.route({
    ...endpoint(scheduleEndpoints.saveCookDaysOff, {
      tags,
      summary:
        'Replaces the days off from today on with {dates: [YYYY-MM-DD…]} (at most 366; none before today in the region or over a year ahead); answers the list; cooks only',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: cooksOnly,
    handler: async (request) => successEnvelope(await schedule.saveOwnDaysOff(request.userId, request.body.dates)),
  });
};
