// Daily portion limits (dishes.daily_limit): the portions of a dish in orders not
// cancelled, by their local delivery day, use up its limit; the slots leave out the days the
// order's portions do not fit (one each for dishIds, the basket's counts with portions=), and the
// checkout's re-check refuses such a day.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cookSlotsResponseSchema, SLOT_REFUSAL_MESSAGES, SLOT_UNAVAILABLE_MESSAGE } from '@povar/shared-kit/contracts';
import { orders, users } from '../../db/schema.ts';
import { ApiError } from '../../plugins/errors.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { freshPhone, movableClock, signIn, TEST_AUTH } from '../../test/auth.ts';
import { insertCook, insertDish } from '../../test/cooks.ts';
import { bearer } from '../../test/files.ts';
import { placeOrder, putInStatus } from '../../test/orders.ts';
import { assertSlotBookable } from './index.ts';
import { soldOutDays } from './daily-limits.ts';

/** Tyumen is UTC+5; Monday 24 November 2025, 10:20 there. */
const MONDAY_10_20 = '2025-11-24T05:20:00Z';
const MONDAY = '2025-11-24';
const TUESDAY = '2025-11-25';
const WEDNESDAY = '2025-11-26';
const at = (date: string, clock: string) => new Date(`${date}T${clock}:00+05:00`);

describeOnEachDatabase('cabinet: daily portion limits', (suite) => {
  const orm = () => suite.database.orm;

  async function setUp(t: TestContext) {
    const clock = movableClock(MONDAY_10_20);
    const app = await suite.build(t, { auth: TEST_AUTH, now: clock.now });
    const cookId = await insertCook(orm(), { name: 'Повар с лимитом' });
    const limited = await insertDish(orm(), cookId, 'supy', { name: 'Борщ', dailyLimit: 3, cookingTime: 30 });
    const unlimited = await insertDish(orm(), cookId, 'supy', { name: 'Щи', cookingTime: 30 });
    const [customer] = await orm().insert(users).values({ phone: freshPhone() }).returning({ id: users.id });
    assert.ok(customer);
    /** An order of `count` portions of a dish delivered at a local time. */
    const order = (dishId: number, count: number, deliverFrom: Date) =>
      placeOrder(
        orm(),
        { customer: { id: customer.id, phone: '', accessToken: '' }, cookId, dishId },
        {
          deliverFrom,
          deliverTo: new Date(deliverFrom.getTime() + 3_600_000),
          items: [{ dishId, name: 'Борщ', price: 50_000, count, cookingTime: 30 }],
        },
      );
    return { app, clock, cookId, limited, unlimited, order };
  }

  async function days(app: FastifyInstance, cookId: number, query: string): Promise<string[]> {
    const res = await app.inject({ method: 'GET', url: `/api/cooks/${cookId}/slots?${query}` });
    assert.equal(res.statusCode, 200, res.body);
    return cookSlotsResponseSchema.parse(res.json()).data.days.map((day) => day.date);
  }

  test('a day whose portions are used up leaves the slots; cancelled orders and other days do not count', async (t) => {
    const { app, cookId, limited, unlimited, order } = await setUp(t);
    assert.deepEqual((await days(app, cookId, `dishIds=${limited}`)).slice(0, 3), [MONDAY, TUESDAY, WEDNESDAY]);

    await order(limited, 2, at(TUESDAY, '12:00'));
    const cancelled = await order(limited, 5, at(TUESDAY, '15:00'));
    await putInStatus(orm(), cancelled, 'cancelled');
    await order(limited, 3, at(WEDNESDAY, '00:30'));

    // One portion still fits on Tuesday (2 of 3 taken); Wednesday is full.
    const oneEach = await days(app, cookId, `dishIds=${limited}`);
    assert.ok(oneEach.includes(TUESDAY), 'Tuesday keeps its last portion');
    assert.ok(!oneEach.includes(WEDNESDAY), 'Wednesday (local date of 00:30) is sold out');
    assert.ok(oneEach.includes(MONDAY));

    // The basket's two portions do not fit on Tuesday.
    const two = await days(app, cookId, `dishIds=${limited}&portions=${limited}:2`);
    assert.ok(!two.includes(TUESDAY) && !two.includes(WEDNESDAY) && two.includes(MONDAY), two.join());
    // Repeated pairs add up; more than the whole limit fits no day.
    assert.deepEqual(await days(app, cookId, `portions=${limited}:2,${limited}:2`), []);
    // A dish without a limit is not held back by its neighbour's.
    assert.ok((await days(app, cookId, `dishIds=${unlimited}&portions=${unlimited}:50`)).includes(WEDNESDAY));

    for (const bad of ['x', `${limited}:0`, `${limited}:1000`, `${limited}`, '-1:2']) {
      const res = await app.inject({ method: 'GET', url: `/api/cooks/${cookId}/slots?portions=${encodeURIComponent(bad)}` });
      assert.equal(res.statusCode, 400, bad);
      assert.deepEqual(res.json().errors, ['Поле portions некорректно'], bad);
    }
  });

  test("the checkout's re-check refuses a day the basket's portions do not fit, and takes one where they do", async (t) => {
    const { app, cookId, limited, order } = await setUp(t);
    await order(limited, 2, at(TUESDAY, '12:00'));
    const book = (count: number, from: Date) =>
      orm().transaction((tx) =>
        assertSlotBookable({ cookId, dishIds: [limited], portions: new Map([[limited, count]]), from, now: new Date(MONDAY_10_20) }, tx),
      );

    await assert.rejects(book(2, at(TUESDAY, '10:00')), (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.equal(error.message, SLOT_UNAVAILABLE_MESSAGE);
      assert.deepEqual(error.errors, [SLOT_REFUSAL_MESSAGES.dish_sold_out]);
      return true;
    });
    assert.equal(SLOT_REFUSAL_MESSAGES.dish_sold_out, 'На этот день у повара не осталось столько порций блюда, выберите другой день или уменьшите количество');
    const slot = await book(1, at(TUESDAY, '10:00'));
    assert.equal(slot.start.toISOString(), at(TUESDAY, '10:00').toISOString());
    assert.ok(await book(3, at(WEDNESDAY, '10:00')));

    // Through the API: a basket of two portions for Tuesday is refused and no order is made.
    const { tokens } = await signIn(app, () => new Date(MONDAY_10_20));
    const basket = await app.inject({
      method: 'POST',
      url: '/api/basket/set-count',
      headers: bearer(tokens.accessToken),
      payload: { dishId: limited, count: 2 },
    });
    assert.equal(basket.statusCode, 200, basket.body);
    const before = (await orm().select({ id: orders.id }).from(orders).where(eq(orders.cookId, cookId))).length;
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: bearer(tokens.accessToken),
      payload: {
        cookId,
        idempotencyKey: crypto.randomUUID(),
        deliveryType: 'pickup',
        recipientName: 'Анна Петрова',
        recipientPhone: '+7 (912) 345-67-89',
        deliverFrom: at(TUESDAY, '10:00').toISOString(),
        paymentType: 'on_receipt',
      },
    });
    assert.equal(checkout.statusCode, 400, checkout.body);
    assert.deepEqual(checkout.json().errors, [SLOT_REFUSAL_MESSAGES.dish_sold_out]);
    assert.equal((await orm().select({ id: orders.id }).from(orders).where(eq(orders.cookId, cookId))).length, before);
  });

  test('soldOutDays: by local date, summed per dish, the wanted portions on top', () => {
    const limits = [{ dishId: 1, dailyLimit: 3 }];
    const taken = [
      { dishId: 1, deliverFrom: new Date('2025-11-24T18:30:00Z'), count: 2 }, // 23:30 Monday in UTC+5
      { dishId: 1, deliverFrom: new Date('2025-11-24T19:30:00Z'), count: 2 }, // 00:30 Tuesday
      { dishId: 1, deliverFrom: new Date('2025-11-25T05:00:00Z'), count: 1 }, // 10:00 Tuesday
    ];
    const result = soldOutDays(limits, taken, new Map([[1, 1]]), 'Asia/Yekaterinburg');
    assert.deepEqual([...result.dates], [TUESDAY]);
    assert.equal(result.always, false);
    assert.deepEqual([...soldOutDays(limits, taken, new Map([[1, 3]]), 'Asia/Yekaterinburg').dates].sort(), [MONDAY, TUESDAY]);
    assert.equal(soldOutDays(limits, [], new Map([[1, 5]]), 'Asia/Yekaterinburg').always, true);
    assert.equal(soldOutDays(limits, taken, new Map([[2, 99]]), 'Asia/Yekaterinburg').dates.size, 0);
  });
});
