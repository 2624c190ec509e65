// Schedules and time slots through the API (issues 8 and 9): the public slots of a cook for an
// order's dishes (the default schedule, the longest cooking time, a cook's own hours and days off,
// capacity from orders' delivery times), the cook-only schedule and days-off calls (validation in
// Russian, only the caller's own), and the checkout's re-check with its lock.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  COOK_NOT_FOUND_MESSAGE,
  COOKS_ONLY_MESSAGE,
  cookDaysOffResponseSchema,
  cookScheduleResponseSchema,
  cookSlotsResponseSchema,
  DEFAULT_COOK_SCHEDULE,
  SLOT_REFUSAL_MESSAGES,
  SLOT_UNAVAILABLE_MESSAGE,
  type CookScheduleFields,
  type CookSlots,
  type SlotRefusal,
} from '@povar/shared-kit/contracts';
import { orders, users, type OrderStatus } from '../../db/schema.ts';
import { ApiError } from '../../plugins/errors.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { freshPhone, movableClock, refresh, signIn, TEST_AUTH } from '../../test/auth.ts';
import { insertCook, insertDish } from '../../test/cooks.ts';
import { assertSlotBookable } from './index.ts';

/** Tyumen is UTC+5; Monday 24 November 2025, 10:20 there. */
const MONDAY_10_20 = '2025-11-24T05:20:00Z';
const MONDAY = '2025-11-24';
const TUESDAY = '2025-11-25';
const WEDNESDAY = '2025-11-26';
const THURSDAY = '2025-11-27';
const FRIDAY = '2025-11-28';
const at = (date: string, clock: string) => new Date(`${date}T${clock}:00+05:00`);

const TWO_DAYS_A_WEEK: CookScheduleFields = {
  weeklyHours: { 1: null, 2: { from: '10:00', to: '14:00' }, 3: { from: '10:00', to: '14:00' }, 4: null, 5: null, 6: null, 7: null },
  leadMinutes: 30,
  slotMinutes: 120,
  ordersPerDay: 5,
  pickup: true,
  delivery: false,
  deliveryRadiusKm: 3,
};

interface Caller {
  token?: string;
}

describeOnEachDatabase('schedule', (suite) => {
  const orm = () => suite.database.orm;

  /** An API whose clock reads Monday 10:20 in Tyumen. */
  async function buildAtMonday(t: TestContext) {
    const clock = movableClock(MONDAY_10_20);
    const app = await suite.build(t, { auth: TEST_AUTH, now: clock.now });
    return { app, clock };
  }

  const send = (app: FastifyInstance, method: 'GET' | 'PUT', url: string, caller: Caller = {}, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function slotsOf(app: FastifyInstance, cookId: number, query = ''): Promise<CookSlots> {
    const res = await send(app, 'GET', `/cooks/${cookId}/slots${query}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    return cookSlotsResponseSchema.parse(res.json()).data;
  }

  /** date → the day's slot labels. */
  const slotLabels = (slots: CookSlots) => Object.fromEntries(slots.days.map((day) => [day.date, day.slots.map((slot) => slot.label)]));

  /** A signed-in account with the cook role and a cook card of its own (or none). */
  async function cookAccount(app: FastifyInstance, now: () => Date, options: { withCard?: boolean } = {}) {
    const { phone, tokens } = await signIn(app, now);
    const [user] = await orm().update(users).set({ isCook: true }).where(eq(users.phone, phone)).returning({ id: users.id });
    assert.ok(user);
    const cookId = options.withCard === false ? null : await insertCook(orm(), { userId: user.id });
    return { token: tokens.accessToken, refreshToken: tokens.refreshToken, userId: user.id, cookId };
  }

  async function saveSchedule(app: FastifyInstance, caller: Caller, fields: unknown) {
    const res = await send(app, 'PUT', '/profiles/schedule', caller, fields);
    assert.equal(res.statusCode, 200, res.body);
    return cookScheduleResponseSchema.parse(res.json()).data;
  }

  async function saveDaysOff(app: FastifyInstance, caller: Caller, dates: string[]) {
    const res = await send(app, 'PUT', '/profiles/schedule/days-off', caller, { dates });
    assert.equal(res.statusCode, 200, res.body);
    return cookDaysOffResponseSchema.parse(res.json()).data.dates;
  }

  async function placeOrder(cookId: number, deliverFrom: Date, status: OrderStatus = 'new') {
    const [customer] = await orm().insert(users).values({ phone: freshPhone() }).returning({ id: users.id });
    assert.ok(customer);
    const [order] = await orm()
      .insert(orders)
      .values({ customerId: customer.id, cookId, status, total: 100_000, deliverFrom, deliverTo: new Date(deliverFrom.getTime() + 3_600_000) })
      .returning({ id: orders.id });
    assert.ok(order);
    return order.id;
  }

  test('a cook without a schedule gets the default: 7 days of hourly slots 09:00–21:00 after the lead time, pickup and delivery within 10 km', async (t) => {
    const { app } = await buildAtMonday(t);
    const cookId = await insertCook(orm());
    const slots = await slotsOf(app, cookId);

    assert.deepEqual(
      slots.days.map((day) => [day.date, day.label]),
      [
        [MONDAY, 'Сегодня'],
        [TUESDAY, 'Завтра'],
        [WEDNESDAY, 'ср, 26 ноября'],
        [THURSDAY, 'чт, 27 ноября'],
        [FRIDAY, 'пт, 28 ноября'],
        ['2025-11-29', 'сб, 29 ноября'],
        ['2025-11-30', 'вс, 30 ноября'],
      ],
    );
    assert.deepEqual(slots.days[0]?.slots[0], {
      from: at(MONDAY, '12:00').toISOString(),
      to: at(MONDAY, '13:00').toISOString(),
      label: '12:00–13:00',
      orderBy: at(MONDAY, '11:00').toISOString(),
    });
    assert.equal(slots.days[0]?.slots.length, 9);
    assert.deepEqual(slots.days[1]?.slots.map((slot) => slot.label).slice(0, 2), ['09:00–10:00', '10:00–11:00']);
    assert.equal(slots.days[1]?.slots.at(-1)?.label, '20:00–21:00');
    assert.equal(slots.firstSlotNote, 'Заказать до 11:00 на сегодня');
    assert.deepEqual([slots.pickup, slots.delivery, slots.deliveryRadiusKm], [true, true, 10]);
  });

  test("the longest cooking time of the cook's shown dishes counts; other cooks' and hidden dishes are ignored", async (t) => {
    const { app } = await buildAtMonday(t);
    const cookId = await insertCook(orm());
    const quick = await insertDish(orm(), cookId, 'salaty', { cookingTime: 30 });
    const slow = await insertDish(orm(), cookId, 'supy', { cookingTime: 180 });
    const hidden = await insertDish(orm(), cookId, 'supy', { cookingTime: 600, isHidden: true });
    const foreign = await insertDish(orm(), await insertCook(orm()), 'supy', { cookingTime: 900 });

    // 10:20 + 180 min cooking + 60 min lead = 14:20.
    const both = await slotsOf(app, cookId, `?dishIds=${quick},${slow},${hidden},${foreign}`);
    assert.deepEqual(both.days[0]?.slots[0], {
      from: at(MONDAY, '15:00').toISOString(),
      to: at(MONDAY, '16:00').toISOString(),
      label: '15:00–16:00',
      orderBy: at(MONDAY, '11:00').toISOString(),
    });
    assert.equal(both.firstSlotNote, 'Заказать до 11:00 на сегодня');
    assert.equal((await slotsOf(app, cookId, `?dishIds=${quick}`)).days[0]?.slots[0]?.label, '12:00–13:00', '10:20 + 30 + 60 = 12:50');
    assert.equal((await slotsOf(app, cookId, `?dishIds=%20${quick}%20,${quick}`)).days[0]?.slots[0]?.label, '12:00–13:00');
    const ignored = await slotsOf(app, cookId, `?dishIds=${hidden},${foreign},2147483647`);
    assert.equal(ignored.days[0]?.slots[0]?.label, '12:00–13:00', 'none of them counts: cooking time 0');
    assert.deepEqual(await slotsOf(app, cookId, '?dishIds='), await slotsOf(app, cookId));
  });

  test('an unknown or paused cook is 404; bad dishIds are 400 in Russian', async (t) => {
    const { app } = await buildAtMonday(t);
    const paused = await insertCook(orm(), { isActive: false });
    for (const url of ['/cooks/2147483647/slots', `/cooks/${paused}/slots`]) {
      const res = await send(app, 'GET', url);
      assert.equal(res.statusCode, 404, res.body);
      assert.deepEqual(res.json(), { success: false, data: null, errors: [COOK_NOT_FOUND_MESSAGE], message: COOK_NOT_FOUND_MESSAGE, error: 'not_found' });
    }
    const cookId = await insertCook(orm());
    for (const query of [
      'dishIds=abc',
      'dishIds=1,,2',
      'dishIds=0',
      'dishIds=-1',
      'dishIds=99999999999',
      `dishIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await send(app, 'GET', `/cooks/${cookId}/slots?${query}`);
      assert.equal(res.statusCode, 400, `${query}: ${res.body}`);
      assert.deepEqual(res.json().errors, ['Поле dishIds некорректно']);
    }
    assert.equal((await send(app, 'GET', '/cooks/abc/slots')).statusCode, 400);
  });

  test('a cook sets weekly hours and a day off, and the public slots follow', async (t) => {
    const { app, clock } = await buildAtMonday(t);
    const cook = await cookAccount(app, clock.now);
    assert.ok(cook.cookId);

    const saved = await saveSchedule(app, cook, TWO_DAYS_A_WEEK);
    // The card's delivery cost (0 for a new card) and no cut-off come with it (schedule-extras.test.ts).
    assert.deepEqual(saved, { ...TWO_DAYS_A_WEEK, deliveryCost: 0, cutoffTime: null, isDefault: false, updatedAt: new Date(MONDAY_10_20).toISOString() });
    assert.deepEqual(await saveDaysOff(app, cook, [WEDNESDAY, WEDNESDAY]), [WEDNESDAY]);

    const slots = await slotsOf(app, cook.cookId);
    assert.deepEqual(
      slots.days.map((day) => day.label),
      ['Завтра'],
      'Monday closed, Wednesday off, the rest closed',
    );
    assert.deepEqual(slotLabels(slots), { [TUESDAY]: ['10:00–12:00', '12:00–14:00'] });
    assert.equal(slots.firstSlotNote, 'Заказать до 09:30 на завтра');
    assert.deepEqual([slots.pickup, slots.delivery, slots.deliveryRadiusKm], [true, false, 3]);

    const read = await send(app, 'GET', '/profiles/schedule', cook);
    assert.deepEqual(cookScheduleResponseSchema.parse(read.json()).data, saved);
    const daysOff = await send(app, 'GET', '/profiles/schedule/days-off', cook);
    assert.deepEqual(daysOff.json().data, { dates: [WEDNESDAY] });

    assert.deepEqual(await saveDaysOff(app, cook, []), []);
    assert.deepEqual(slotLabels(await slotsOf(app, cook.cookId)), {
      [TUESDAY]: ['10:00–12:00', '12:00–14:00'],
      [WEDNESDAY]: ['10:00–12:00', '12:00–14:00'],
    });

    // Closing every day leaves nothing to choose, and no note.
    const closed = await saveSchedule(app, cook, { ...TWO_DAYS_A_WEEK, weeklyHours: { ...TWO_DAYS_A_WEEK.weeklyHours, 2: null, 3: null } });
    assert.equal(closed.isDefault, false);
    const none = await slotsOf(app, cook.cookId);
    assert.deepEqual([none.days, none.firstSlotNote], [[], null]);
  });

  test('days off are local dates from today on: the past and over a year ahead are refused, earlier ones are not listed', async (t) => {
    const { app, clock } = await buildAtMonday(t);
    const cook = await cookAccount(app, clock.now);

    assert.deepEqual(await saveDaysOff(app, cook, [FRIDAY, MONDAY, '2026-11-24']), [MONDAY, FRIDAY, '2026-11-24']);
    for (const [dates, error] of [
      [['2025-11-23'], 'Нельзя сделать выходным прошедший день'],
      [['2026-11-25'], 'Выходной можно отметить не дальше чем на год вперёд'],
      [['2025-02-30'], 'Укажите дату в формате ГГГГ-ММ-ДД'],
      [['24.11.2025'], 'Укажите дату в формате ГГГГ-ММ-ДД'],
    ] as const) {
      const res = await send(app, 'PUT', '/profiles/schedule/days-off', cook, { dates });
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json().errors, [error], dates[0]);
    }
    const tooMany = await send(app, 'PUT', '/profiles/schedule/days-off', cook, { dates: Array.from({ length: 367 }, () => TUESDAY) });
    assert.deepEqual(tooMany.json().errors, ['Можно отметить не больше 366 выходных дней']);

    // A day later Monday is past: it is no longer listed, and the list is replaced from Tuesday on.
    clock.advance(24 * 3_600_000);
    const renewed = await refresh(app, cook.refreshToken);
    assert.equal(renewed.statusCode, 200, renewed.body);
    cook.token = renewed.json().data.accessToken;
    assert.deepEqual((await send(app, 'GET', '/profiles/schedule/days-off', cook)).json().data.dates, [FRIDAY, '2026-11-24']);
    assert.deepEqual(await saveDaysOff(app, cook, [TUESDAY]), [TUESDAY]);
  });

  test('the schedule is validated with Russian messages, and only its own fields are read', async (t) => {
    const { app, clock } = await buildAtMonday(t);
    const cook = await cookAccount(app, clock.now);
    const other = await insertCook(orm());
    const refused = async (body: unknown, expected: string) => {
      const res = await send(app, 'PUT', '/profiles/schedule', cook, body);
      assert.equal(res.statusCode, 400, res.body);
      assert.ok(res.json().errors.includes(expected), `${expected} in ${res.body}`);
    };
    const week = TWO_DAYS_A_WEEK.weeklyHours;

    await refused(
      { ...TWO_DAYS_A_WEEK, weeklyHours: { ...week, 2: { from: '14:00', to: '10:00' } } },
      'Вторник: время окончания должно быть позже времени начала',
    );
    await refused(
      { ...TWO_DAYS_A_WEEK, weeklyHours: { ...week, 2: { from: '10:00', to: '10:00' } } },
      'Вторник: время окончания должно быть позже времени начала',
    );
    await refused({ ...TWO_DAYS_A_WEEK, weeklyHours: { ...week, 3: { from: '9:00', to: '14:00' } } }, 'Среда: укажите время в формате ЧЧ:ММ');
    await refused({ ...TWO_DAYS_A_WEEK, weeklyHours: { ...week, 3: { from: '09:00', to: '24:00' } } }, 'Среда: укажите время в формате ЧЧ:ММ');
    const { 7: _sunday, ...withoutSunday } = week;
    await refused({ ...TWO_DAYS_A_WEEK, weeklyHours: withoutSunday }, 'Воскресенье: укажите часы работы или отметьте день выходным');
    await refused({ ...TWO_DAYS_A_WEEK, ordersPerDay: 0 }, 'Заказов в день: укажите целое число от 1 до 200');
    await refused({ ...TWO_DAYS_A_WEEK, ordersPerDay: 201 }, 'Заказов в день: укажите целое число от 1 до 200');
    await refused({ ...TWO_DAYS_A_WEEK, ordersPerDay: 2.5 }, 'Заказов в день: укажите целое число от 1 до 200');
    await refused({ ...TWO_DAYS_A_WEEK, leadMinutes: -1 }, 'Время на подготовку: укажите целое число от 0 до 2880');
    await refused({ ...TWO_DAYS_A_WEEK, leadMinutes: 2881 }, 'Время на подготовку: укажите целое число от 0 до 2880');
    await refused({ ...TWO_DAYS_A_WEEK, slotMinutes: 20 }, 'Длина интервала должна быть кратна 15 минутам');
    await refused({ ...TWO_DAYS_A_WEEK, slotMinutes: 0 }, 'Длина интервала: укажите целое число от 15 до 240');
    await refused({ ...TWO_DAYS_A_WEEK, slotMinutes: 255 }, 'Длина интервала: укажите целое число от 15 до 240');
    await refused({ ...TWO_DAYS_A_WEEK, deliveryRadiusKm: 0 }, 'Радиус доставки: укажите целое число от 1 до 100');
    await refused({ ...TWO_DAYS_A_WEEK, pickup: false, delivery: false }, 'Выберите самовывоз, доставку или оба способа');
    await refused({ ...TWO_DAYS_A_WEEK, pickup: 'да' }, 'Поле Самовывоз некорректно');

    const saved = await saveSchedule(app, cook, {
      ...TWO_DAYS_A_WEEK,
      slotMinutes: 240,
      leadMinutes: 0,
      ordersPerDay: 200,
      cookId: other,
      isDefault: true,
      updatedAt: '2000-01-01T00:00:00Z',
    });
    assert.deepEqual(saved, {
      ...TWO_DAYS_A_WEEK,
      slotMinutes: 240,
      leadMinutes: 0,
      ordersPerDay: 200,
      deliveryCost: 0,
      cutoffTime: null,
      isDefault: false,
      updatedAt: new Date(MONDAY_10_20).toISOString(),
    });
    assert.equal((await slotsOf(app, other)).days.length, 7, "the other cook's schedule is untouched (the default)");
  });

  test('guests and non-cooks are refused; a cook without a card is told so; a cook sees and changes only their own', async (t) => {
    const { app, clock } = await buildAtMonday(t);
    for (const [method, url] of [
      ['GET', '/profiles/schedule'],
      ['PUT', '/profiles/schedule'],
      ['GET', '/profiles/schedule/days-off'],
      ['PUT', '/profiles/schedule/days-off'],
    ] as const) {
      const body = method === 'PUT' ? (url.endsWith('days-off') ? { dates: [] } : DEFAULT_COOK_SCHEDULE) : undefined;
      assert.equal((await send(app, method, url, {}, body)).statusCode, 401, `${method} ${url} as a guest`);
      const customer = await signIn(app, clock.now);
      const res = await send(app, method, url, { token: customer.tokens.accessToken }, body);
      assert.equal(res.statusCode, 404, `${method} ${url} as a customer`);
      assert.equal(res.json().message, COOKS_ONLY_MESSAGE);
    }
    const cardless = await cookAccount(app, clock.now, { withCard: false });
    const res = await send(app, 'GET', '/profiles/schedule', cardless);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, 'Карточка повара ещё не создана');

    const first = await cookAccount(app, clock.now);
    const second = await cookAccount(app, clock.now);
    await saveSchedule(app, first, { ...TWO_DAYS_A_WEEK, ordersPerDay: 7 });
    await saveDaysOff(app, first, [TUESDAY]);
    const secondsView = cookScheduleResponseSchema.parse((await send(app, 'GET', '/profiles/schedule', second)).json()).data;
    assert.deepEqual(secondsView, { ...DEFAULT_COOK_SCHEDULE, isDefault: true, updatedAt: null });
    assert.deepEqual((await send(app, 'GET', '/profiles/schedule/days-off', second)).json().data.dates, []);

    await saveSchedule(app, second, { ...TWO_DAYS_A_WEEK, ordersPerDay: 3 });
    await saveDaysOff(app, second, [WEDNESDAY]);
    const firstsView = cookScheduleResponseSchema.parse((await send(app, 'GET', '/profiles/schedule', first)).json()).data;
    assert.equal(firstsView.ordersPerDay, 7);
    assert.deepEqual((await send(app, 'GET', '/profiles/schedule/days-off', first)).json().data.dates, [TUESDAY]);
  });

  test("a day is full at the cook's capacity of non-cancelled orders by their delivery day; other cooks' orders do not count", async (t) => {
    const { app, clock } = await buildAtMonday(t);
    const cook = await cookAccount(app, clock.now);
    assert.ok(cook.cookId);
    await saveSchedule(app, cook, { ...TWO_DAYS_A_WEEK, ordersPerDay: 2 });

    await placeOrder(cook.cookId, at(TUESDAY, '10:00'));
    await placeOrder(cook.cookId, at(TUESDAY, '12:00'), 'cancelled');
    await placeOrder(await insertCook(orm()), at(TUESDAY, '12:00'));
    // 00:30 on Wednesday is still Tuesday in UTC: it counts for Wednesday.
    await placeOrder(cook.cookId, at(WEDNESDAY, '00:30'), 'awaiting_payment');
    assert.deepEqual(Object.keys(slotLabels(await slotsOf(app, cook.cookId))), [TUESDAY, WEDNESDAY]);

    await placeOrder(cook.cookId, at(TUESDAY, '13:00'), 'completed');
    assert.deepEqual(Object.keys(slotLabels(await slotsOf(app, cook.cookId))), [WEDNESDAY], 'Tuesday holds 2 orders that are not cancelled');
    await placeOrder(cook.cookId, at(WEDNESDAY, '23:59'));
    assert.deepEqual((await slotsOf(app, cook.cookId)).days, []);
  });

  /** Runs the checkout's re-check in a transaction of its own, as the checkout will. */
  const recheck = (cookId: number, from: Date, dishIds: number[] = [], now = new Date(MONDAY_10_20)) =>
    orm().transaction((tx) => assertSlotBookable({ cookId, dishIds, from, now }, tx));

  const refusedWith = (reason: SlotRefusal) => (error: unknown) => {
    assert.ok(error instanceof ApiError, String(error));
    assert.equal(error.type, 'conflict');
    assert.equal(error.statusCode, 400);
    assert.equal(error.message, SLOT_UNAVAILABLE_MESSAGE);
    assert.deepEqual(error.errors, [SLOT_REFUSAL_MESSAGES[reason]]);
    return true;
  };

  test('assertSlotBookable refuses a slot too soon, on a day off, outside the hours or on a full day, and answers a good one', async (t) => {
    const { app, clock } = await buildAtMonday(t);
    const cook = await cookAccount(app, clock.now);
    assert.ok(cook.cookId);
    await saveSchedule(app, cook, {
      ...DEFAULT_COOK_SCHEDULE,
      weeklyHours: { ...DEFAULT_COOK_SCHEDULE.weeklyHours, 4: null },
      ordersPerDay: 1,
    });
    await saveDaysOff(app, cook, [WEDNESDAY]);
    await placeOrder(cook.cookId, at(FRIDAY, '12:00'));
    const slowDish = await insertDish(orm(), cook.cookId, 'supy', { cookingTime: 240 });

    await assert.rejects(recheck(cook.cookId, at(MONDAY, '11:00')), refusedWith('too_soon'));
    await assert.rejects(recheck(cook.cookId, at(MONDAY, '12:00'), [slowDish]), refusedWith('too_soon'), '10:20 + 240 + 60 is 15:20');
    await assert.rejects(recheck(cook.cookId, at(WEDNESDAY, '12:00')), refusedWith('day_off'));
    await assert.rejects(recheck(cook.cookId, at(TUESDAY, '08:00')), refusedWith('outside_hours'));
    await assert.rejects(recheck(cook.cookId, at(TUESDAY, '12:30')), refusedWith('outside_hours'), 'off the grid');
    await assert.rejects(recheck(cook.cookId, at(THURSDAY, '12:00')), refusedWith('outside_hours'), 'a closed weekday');
    await assert.rejects(recheck(cook.cookId, at(FRIDAY, '15:00')), refusedWith('day_full'));
    await assert.rejects(recheck(2_147_483_647, at(TUESDAY, '12:00')), (error) => error instanceof ApiError && error.type === 'not_found');

    assert.deepEqual(await recheck(cook.cookId, at(MONDAY, '16:00'), [slowDish]), {
      start: at(MONDAY, '16:00'),
      end: at(MONDAY, '17:00'),
      orderBy: at(MONDAY, '11:00'),
    });
    const listed = (await slotsOf(app, cook.cookId)).days.flatMap((day) => day.slots);
    for (const slot of listed) assert.equal((await recheck(cook.cookId, new Date(slot.from))).end.toISOString(), slot.to);
  });

  test('two checkouts racing for the last place of a day: one books it, the other is refused', async (t) => {
    const { app, clock } = await buildAtMonday(t);
    const cook = await cookAccount(app, clock.now);
    const cookId = cook.cookId;
    assert.ok(cookId);
    await saveSchedule(app, cook, { ...DEFAULT_COOK_SCHEDULE, ordersPerDay: 1 });
    const [customer] = await orm().insert(users).values({ phone: freshPhone() }).returning({ id: users.id });
    assert.ok(customer);

    const checkout = (clockTime: string) =>
      orm().transaction(async (tx) => {
        const slot = await assertSlotBookable({ cookId, dishIds: [], from: at(TUESDAY, clockTime), now: new Date(MONDAY_10_20) }, tx);
        // Give the other checkout time to read the day's orders while this one has not committed.
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.insert(orders).values({ customerId: customer.id, cookId, total: 100_000, deliverFrom: slot.start, deliverTo: slot.end });
      });
    const results = await Promise.allSettled([checkout('10:00'), checkout('15:00')]);
    assert.deepEqual(results.map((result) => result.status).sort(), ['fulfilled', 'rejected']);
    const refusal = results.find((result) => result.status === 'rejected');
    assert.ok(refusal?.status === 'rejected' && refusedWith('day_full')(refusal.reason));
    const booked = await orm().select({ id: orders.id }).from(orders).where(eq(orders.cookId, cookId));
    assert.equal(booked.length, 1);
  });
});
