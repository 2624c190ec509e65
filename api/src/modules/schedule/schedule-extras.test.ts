// The schedule page's additions: the delivery cost (cooks.delivery_cost, what the cook
// page and the checkout charge), the cut-off for the next day's orders in the slots and the
// checkout's re-check, and the cook page's workAvailableAt following the hours and days off.
import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  cookPageResponseSchema,
  cookScheduleResponseSchema,
  cookSlotsResponseSchema,
  DEFAULT_COOK_SCHEDULE,
  SCHEDULE_MESSAGES,
  type CookScheduleFields,
  type WeeklyHours,
} from '@povar/shared-kit/contracts';
import { users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { movableClock, signIn, TEST_AUTH } from '../../test/auth.ts';
import { insertCook } from '../../test/cooks.ts';
import { checkSlot, freeSlots, type SlotInput } from './slots.ts';
import { nextOpening } from './work-available.ts';

const TYUMEN = 'Etc/GMT-5';
/** Monday 24 November 2025, 10:20 in Tyumen (UTC+5). */
const MONDAY_10_20 = '2025-11-24T05:20:00Z';
const MONDAY = '2025-11-24';
const TUESDAY = '2025-11-25';
const WEDNESDAY = '2025-11-26';
const HOUR_MS = 3_600_000;
const at = (date: string, clock: string) => new Date(`${date}T${clock}:00+05:00`);

const hoursOnly = (hours: Partial<WeeklyHours>): WeeklyHours => ({ 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null, ...hours });

describe('the cut-off in the slot rules', () => {
  const input = (now: Date, cutoffTime: string | null): SlotInput => ({
    schedule: { ...DEFAULT_COOK_SCHEDULE, cutoffTime },
    daysOff: new Set(),
    ordersPerDay: new Map(),
    now,
    timeZone: TYUMEN,
    cookingMinutes: 0,
  });

  test('with a cut-off at 18:00 there is no slot today; tomorrow closes at 18:00 today, and the deadline says so', () => {
    const before = input(at(MONDAY, '10:20'), '18:00');
    const days = freeSlots(before);
    assert.deepEqual(days[0], { date: MONDAY, slots: [] });
    assert.equal(days[1]?.date, TUESDAY);
    assert.equal(days[1]?.slots[0]?.start.toISOString(), at(TUESDAY, '09:00').toISOString());
    // The preparation would allow ordering until 08:00 on Tuesday: the cut-off is earlier.
    assert.equal(days[1]?.slots[0]?.orderBy.toISOString(), at(MONDAY, '18:00').toISOString());
    assert.equal(checkSlot(before, at(MONDAY, '15:00')).bookable, false);
    assert.deepEqual(checkSlot(before, at(MONDAY, '15:00')), { bookable: false, reason: 'past_cutoff' });
    assert.equal(checkSlot(before, at(TUESDAY, '09:00')).bookable, true);

    const after = input(at(MONDAY, '18:00'), '18:00');
    assert.deepEqual(freeSlots(after)[1], { date: TUESDAY, slots: [] });
    assert.deepEqual(checkSlot(after, at(TUESDAY, '09:00')), { bookable: false, reason: 'past_cutoff' });
    assert.equal(checkSlot(after, at(WEDNESDAY, '09:00')).bookable, true);
  });

  test('without a cut-off only the lead time counts: today still has slots', () => {
    const days = freeSlots(input(at(MONDAY, '10:20'), null));
    assert.equal(days[0]?.slots[0]?.start.toISOString(), at(MONDAY, '12:00').toISOString());
  });
});

describe('the next opening time', () => {
  const opening = (now: Date, weeklyHours: WeeklyHours, daysOff: string[] = []) =>
    nextOpening({ weeklyHours, daysOff: new Set(daysOff), now, timeZone: TYUMEN });

  test("today's opening while today is not over, else the next working day's that is not a day off, with its day; none for two weeks is null", () => {
    const week = hoursOnly({ 1: { from: '09:00', to: '21:00' }, 3: { from: '11:30', to: '15:00' } });
    assert.deepEqual(opening(at(MONDAY, '10:20'), week), { time: '09:00', day: { date: MONDAY, daysAhead: 0 } });
    assert.deepEqual(opening(at(MONDAY, '07:00'), week), { time: '09:00', day: { date: MONDAY, daysAhead: 0 } });
    assert.deepEqual(opening(at(MONDAY, '21:00'), week), { time: '11:30', day: { date: WEDNESDAY, daysAhead: 2 } });
    assert.deepEqual(opening(at(MONDAY, '10:20'), week, [MONDAY]), { time: '11:30', day: { date: WEDNESDAY, daysAhead: 2 } });
    assert.deepEqual(opening(at(MONDAY, '10:20'), week, [MONDAY, WEDNESDAY]), { time: '09:00', day: { date: '2025-12-01', daysAhead: 7 } }, 'next Monday');
    assert.equal(opening(at(MONDAY, '10:20'), hoursOnly({})), null);
  });
});

describeOnEachDatabase('schedule: delivery cost, cut-off, workAvailableAt', (suite) => {
  const orm = () => suite.database.orm;

  async function cookAt(t: TestContext) {
    const clock = movableClock(MONDAY_10_20);
    // The clock moves by hours: the tokens must outlive it.
    const app = await suite.build(t, { auth: { ...TEST_AUTH, accessTokenTtlSeconds: 86_400 }, now: clock.now });
    const { phone, tokens } = await signIn(app, clock.now);
    const [user] = await orm().update(users).set({ isCook: true }).where(eq(users.phone, phone)).returning({ id: users.id });
    assert.ok(user);
    const cookId = await insertCook(orm(), { userId: user.id, deliveryCost: 15_000, workAvailableAt: '07:00' });
    return { app, clock, token: tokens.accessToken, cookId };
  }

  const put = (app: FastifyInstance, token: string, url: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/api/profiles/schedule${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as Record<string, unknown>,
    });

  const getSchedule = async (app: FastifyInstance, token: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/profiles/schedule', headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.statusCode, 200, res.body);
    return cookScheduleResponseSchema.parse(res.json()).data;
  };

  const cookData = async (app: FastifyInstance, cookId: number) => {
    const res = await app.inject({ method: 'GET', url: `/api/cooks/${cookId}` });
    assert.equal(res.statusCode, 200, res.body);
    return cookPageResponseSchema.parse(res.json()).data.cookData;
  };

  const fields = (overrides: Partial<CookScheduleFields> = {}): CookScheduleFields => ({ ...DEFAULT_COOK_SCHEDULE, ...overrides });

  test("the delivery cost is the card's until saved, is saved in kopecks, shows on the cook page, and stays when left out", async (t) => {
    const { app, token, cookId } = await cookAt(t);
    const initial = await getSchedule(app, token);
    assert.deepEqual([initial.deliveryCost, initial.cutoffTime, initial.isDefault], [15_000, null, true]);

    const saved = await put(app, token, '', fields({ deliveryCost: 25_050 }));
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(cookScheduleResponseSchema.parse(saved.json()).data.deliveryCost, 25_050);
    assert.equal((await cookData(app, cookId)).deliveryCost, 25_050);

    const { deliveryCost: _left, ...withoutCost } = fields();
    assert.equal((await put(app, token, '', withoutCost)).statusCode, 200);
    assert.equal((await getSchedule(app, token)).deliveryCost, 25_050);

    for (const wrong of [-1, 1.5, 500_001, '100', null]) {
      const res = await put(app, token, '', { ...fields(), deliveryCost: wrong });
      assert.equal(res.statusCode, 400, String(wrong));
      assert.deepEqual(res.json().errors, [SCHEDULE_MESSAGES.deliveryCost], String(wrong));
    }
    assert.equal((await getSchedule(app, token)).deliveryCost, 25_050);
  });

  test('the cook page says whether the cook delivers: yes by default, no once the schedule offers only pickup', async (t) => {
    const { app, token, cookId } = await cookAt(t);
    assert.equal((await cookData(app, cookId)).delivers, true);
    assert.equal((await put(app, token, '', fields({ delivery: false, pickup: true, deliveryCost: 0 }))).statusCode, 200);
    assert.deepEqual([(await cookData(app, cookId)).delivers, (await cookData(app, cookId)).deliveryCost], [false, 0]);
    assert.equal((await put(app, token, '', fields({ delivery: true, deliveryCost: 0 }))).statusCode, 200);
    assert.equal((await cookData(app, cookId)).delivers, true);
  });

  test("a cut-off at 18:00 empties today's slots and closes tomorrow's at 18:00 today; cleared with null, kept when left out", async (t) => {
    const { app, clock, token, cookId } = await cookAt(t);
    const slots = async () => {
      const res = await app.inject({ method: 'GET', url: `/api/cooks/${cookId}/slots` });
      assert.equal(res.statusCode, 200, res.body);
      return cookSlotsResponseSchema.parse(res.json()).data;
    };
    assert.equal((await slots()).days[0]?.date, MONDAY);

    const saved = await put(app, token, '', fields({ cutoffTime: '18:00' }));
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(cookScheduleResponseSchema.parse(saved.json()).data.cutoffTime, '18:00');
    const { cutoffTime: _left, ...withoutCutoff } = fields();
    assert.equal((await put(app, token, '', withoutCutoff)).statusCode, 200);
    assert.equal((await getSchedule(app, token)).cutoffTime, '18:00');

    const before = await slots();
    assert.deepEqual(
      before.days.slice(0, 2).map((day) => day.date),
      [TUESDAY, WEDNESDAY],
    );
    assert.equal(before.firstSlotNote, 'Заказать сегодня до 18:00 на завтра');

    clock.advance(8 * HOUR_MS); // 18:20
    assert.equal((await slots()).days[0]?.date, WEDNESDAY);

    for (const wrong of ['24:00', '9:00', '', 1800]) {
      const res = await put(app, token, '', { ...fields(), cutoffTime: wrong });
      assert.equal(res.statusCode, 400, String(wrong));
      assert.deepEqual(res.json().errors, [SCHEDULE_MESSAGES.cutoffFormat], String(wrong));
    }

    assert.equal((await put(app, token, '', fields({ cutoffTime: null }))).statusCode, 200);
    assert.equal((await getSchedule(app, token)).cutoffTime, null);
    assert.equal((await slots()).days[0]?.date, MONDAY, 'the evening still has slots today without a cut-off');
  });

  test("the cook page's workAvailableAt follows the schedule and the days off, not the card's stored time", async (t) => {
    const { app, clock, token, cookId } = await cookAt(t);
    const opening = async () => {
      const { workAvailableAt, workAvailableDay } = await cookData(app, cookId);
      return { workAvailableAt, workAvailableDay };
    };
    // No schedule yet: the default 09:00–21:00 every day, open today.
    assert.deepEqual(await opening(), { workAvailableAt: '09:00', workAvailableDay: { date: MONDAY, daysAhead: 0 } });

    const week = hoursOnly({ 1: { from: '08:30', to: '12:00' }, 2: { from: '10:00', to: '14:00' }, 3: { from: '11:30', to: '15:00' } });
    assert.equal((await put(app, token, '', fields({ weeklyHours: week }))).statusCode, 200);
    assert.deepEqual(await opening(), { workAvailableAt: '08:30', workAvailableDay: { date: MONDAY, daysAhead: 0 } });

    assert.equal((await put(app, token, '/days-off', { dates: [TUESDAY] })).statusCode, 200);
    clock.advance(2 * HOUR_MS); // 12:20, Monday is over
    assert.deepEqual(await opening(), { workAvailableAt: '11:30', workAvailableDay: { date: WEDNESDAY, daysAhead: 2 } });

    assert.equal((await put(app, token, '', fields({ weeklyHours: hoursOnly({}) }))).statusCode, 200);
    assert.deepEqual(await opening(), { workAvailableAt: null, workAvailableDay: null }, 'no working day ahead: nothing is promised');
  });
});
