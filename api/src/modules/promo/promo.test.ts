// Promo codes: any case, dates, active, one cook or all, the minimum sum, the discount (a
// percentage rounded down, a fixed sum never above the dishes), once per customer (two checkouts
// at once included, held by the unique key), given back when the order is cancelled; and
// POST /api/orders/promo-check with the sum given or read from the caller's basket; GET
// /api/orders/promo-codes, the codes usable now.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  PROMO_ALREADY_USED_MESSAGE,
  PROMO_EXPIRED_MESSAGE,
  PROMO_NOT_FOUND_MESSAGE,
  PROMO_NOT_STARTED_MESSAGE,
  PROMO_OTHER_COOK_MESSAGE,
  activePromoCodeListResponseSchema,
  promoCheckResponseSchema,
  promoMinSumMessage,
} from '@povar/shared-kit/contracts';
import { DEMO_PROMO_CODES } from './promo.demo-seed.ts';
import { promoCodes, promoCodeUses } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { TEST_AUTH } from '../../test/auth.ts';
import { bearer } from '../../test/files.ts';
import { createParties, insertOrder, placeOrder, postStatus, validReason, type Parties } from '../../test/orders.ts';
import { createPromoService, promoDiscount } from './promo.service.ts';

let sequence = 0;
/** A code no other test uses, in the case it is stored in. */
const freshCode = (stem = 'ТЕСТ') => `${stem}${process.pid}X${++sequence}`;

describeOnEachDatabase('promo codes', (suite) => {
  const orm = () => suite.database.orm;
  const promo = () => createPromoService(orm());
  const addPromo = async (values: Partial<typeof promoCodes.$inferInsert> & { code: string }) => {
    const [row] = await orm()
      .insert(promoCodes)
      .values({ discountPercent: 10, ...values })
      .returning({ id: promoCodes.id });
    assert.ok(row);
    return row.id;
  };
  const idOf = async (code: string) => {
    const [row] = await orm().select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code));
    assert.ok(row, code);
    return row.id;
  };
  const check = (parties: Parties, code: string, dishesSum: number, now = new Date(), cookId = parties.cookId) =>
    promo().checkPromoCode({ code, customerId: parties.customer.id, cookId, dishesSum, now });

  test('the demo codes: ДОМАШНЯЯ 10 % from 1 000 ₽, ПЕРВЫЙ 200 ₽ from 800 ₽, typed in any case', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    assert.deepEqual(
      DEMO_PROMO_CODES.map((code) => code.code),
      ['ДОМАШНЯЯ', 'ПЕРВЫЙ'],
    );
    assert.deepEqual(await check(parties, '  домашняя ', 123_456), { ok: true, promoCodeId: await idOf('ДОМАШНЯЯ'), code: 'ДОМАШНЯЯ', discount: 12_345 });
    assert.deepEqual(await check(parties, 'ДомашнЯЯ', 99_999), { ok: false, message: promoMinSumMessage(100_000) });
    assert.equal(promoMinSumMessage(100_000), 'Промокод действует для заказов от 1\u00a0000\u00a0₽');
    assert.deepEqual(await check(parties, 'первый', 80_000), { ok: true, promoCodeId: await idOf('ПЕРВЫЙ'), code: 'ПЕРВЫЙ', discount: 20_000 });
    assert.deepEqual(await check(parties, 'первый', 79_999), { ok: false, message: 'Промокод действует для заказов от 800\u00a0₽' });
  });

  test('unknown and inactive codes, dates, another cook; the discount never exceeds the dishes', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const now = new Date('2030-06-15T12:00:00Z');
    const inactive = freshCode();
    await addPromo({ code: inactive, active: false });
    const dated = freshCode();
    await addPromo({ code: dated, validFrom: new Date('2030-06-01T00:00:00Z'), validTo: new Date('2030-06-30T23:59:59Z') });
    const ofCook = freshCode();
    await addPromo({ code: ofCook, cookId: parties.cookId, discountPercent: null, discountAmount: 50_000 });

    assert.deepEqual(await check(parties, 'НЕТТАКОГО', 100_000, now), { ok: false, message: PROMO_NOT_FOUND_MESSAGE });
    assert.deepEqual(await check(parties, inactive, 100_000, now), { ok: false, message: PROMO_NOT_FOUND_MESSAGE });
    assert.equal((await check(parties, dated, 100_000, now)).ok, true);
    assert.equal((await check(parties, dated, 100_000, new Date('2030-06-30T23:59:59Z'))).ok, true, 'the last second still counts');
    assert.deepEqual(await check(parties, dated, 100_000, new Date('2030-07-01T00:00:00Z')), { ok: false, message: PROMO_EXPIRED_MESSAGE });
    assert.deepEqual(await check(parties, dated, 100_000, new Date('2030-05-31T23:59:59Z')), { ok: false, message: PROMO_NOT_STARTED_MESSAGE });
    assert.deepEqual(await check(parties, ofCook, 100_000, now), { ok: true, promoCodeId: await idOf(ofCook), code: ofCook, discount: 50_000 });
    assert.deepEqual(
      await check(parties, ofCook, 30_000, now),
      { ok: true, promoCodeId: await idOf(ofCook), code: ofCook, discount: 30_000 },
      'never more than the dishes',
    );
    const otherCook = await createParties(app, suite);
    assert.deepEqual(await check(parties, ofCook, 100_000, now, otherCook.cookId), { ok: false, message: PROMO_OTHER_COOK_MESSAGE });

    assert.equal(promoDiscount({ discountPercent: 15, discountAmount: null }, 33_333), 4_999, 'rounded down to the kopeck');
    assert.equal(promoDiscount({ discountPercent: 100, discountAmount: null }, 33_333), 33_333);
    await assert.rejects(addPromo({ code: freshCode(), discountPercent: 10, discountAmount: 100 }), 'one kind of discount only');
    await assert.rejects(addPromo({ code: freshCode(), discountPercent: 0 }), 'a percentage of 1…100');
    const duplicate = freshCode();
    await addPromo({ code: duplicate });
    await assert.rejects(addPromo({ code: duplicate }), 'codes are unique');
  });

  test('once per customer: recorded with the order, refused after, and of two checkouts at once only one keeps it; a cancelled order gives it back', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const code = freshCode();
    const promoCodeId = await addPromo({ code, discountPercent: 10 });

    /** The checkout's transaction: check the code, write the order with the discount, record the use. */
    const checkout = () =>
      orm().transaction(async (tx) => {
        const result = await promo().checkPromoCode(
          { code: code.toLowerCase(), customerId: parties.customer.id, cookId: parties.cookId, dishesSum: 100_000, now: new Date() },
          tx,
        );
        if (!result.ok) throw new Error(result.message);
        const orderId = await insertOrder(tx, {
          customerId: parties.customer.id,
          cookId: parties.cookId,
          idempotencyKey: null,
          paymentType: 'on_receipt',
          deliveryType: 'pickup',
          address: null,
          deliverFrom: null,
          deliverTo: null,
          recipientName: '',
          recipientPhone: '',
          commentForCook: '',
          commentForDelivery: '',
          preferences: [],
          deliveryCost: 0,
          discount: result.discount,
          promoCodeId: result.promoCodeId,
          items: [{ dishId: parties.dishId, name: 'Борщ', price: 50_000, count: 2, cookingTime: 45 }],
          now: new Date(),
        });
        await promo().recordPromoUse(tx, { promoCodeId: result.promoCodeId, customerId: parties.customer.id, orderId, now: new Date() });
        return orderId;
      });

    const outcomes = await Promise.allSettled([checkout(), checkout()]);
    const placed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    assert.equal(placed.length, 1, JSON.stringify(outcomes));
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    // Serialised transactions (PGlite) see the first use when checking; concurrent ones (PostgreSQL) meet it at the unique key.
    assert.equal(refused?.status === 'rejected' && (refused.reason as Error).message, PROMO_ALREADY_USED_MESSAGE);
    const uses = await orm().select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promoCodeId));
    assert.equal(uses.length, 1);
    const orderId = (placed[0] as PromiseFulfilledResult<number>).value;
    assert.deepEqual(
      uses.map((use) => [use.customerId, use.orderId]),
      [[parties.customer.id, orderId]],
    );
    assert.deepEqual(await check(parties, code, 100_000), { ok: false, message: PROMO_ALREADY_USED_MESSAGE });
    // The unique key itself: a use recorded without checking first is refused, and the transaction with it rolls back.
    const unchecked = await placeOrder(orm(), parties);
    await assert.rejects(
      orm().transaction((tx) => promo().recordPromoUse(tx, { promoCodeId, customerId: parties.customer.id, orderId: unchecked, now: new Date() })),
      { message: PROMO_ALREADY_USED_MESSAGE },
    );
    assert.equal((await orm().select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promoCodeId))).length, 1);

    const order = await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(parties.customer.accessToken) });
    assert.deepEqual([order.json().data.promoCode, order.json().data.discount, order.json().data.total], [code, 10_000, 90_000]);

    // Another customer still may; a cancelled order gives the code back.
    const other = await createParties(app, suite);
    assert.equal((await check({ ...parties, customer: other.customer }, code, 100_000)).ok, true);
    assert.equal((await postStatus(app, orderId, parties.customer, { status: 'cancelled', ...validReason('customer') })).statusCode, 200);
    assert.equal((await check(parties, code, 100_000)).ok, true);
  });

  test('POST /api/orders/promo-check: the sum given or the caller’s basket for the cook; refusals in Russian; signed-in only', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const code = freshCode();
    await addPromo({ code, discountPercent: 10, minSum: 60_000 });
    const promoCheck = (payload: Record<string, unknown>, token: string | null = parties.customer.accessToken) =>
      app.inject({ method: 'POST', url: '/api/orders/promo-check', headers: token ? bearer(token) : {}, payload });

    const given = await promoCheck({ code: code.toLowerCase(), cookId: parties.cookId, dishesSum: 70_000 });
    assert.equal(given.statusCode, 200, given.body);
    assert.equal(given.headers['cache-control'], 'no-store');
    assert.deepEqual(promoCheckResponseSchema.parse(given.json()).data, { code, discount: 7_000, dishesSum: 70_000 });

    // From the basket: two borscht of this cook (500 ₽ each) and a dish of another cook that does not count.
    const otherCook = await createParties(app, suite);
    for (const [dishId, count] of [
      [parties.dishId, 2],
      [otherCook.dishId, 3],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/api/basket/set-count', headers: bearer(parties.customer.accessToken), payload: { dishId, count } });
      assert.equal(res.statusCode, 200, res.body);
    }
    const fromBasket = await promoCheck({ code, cookId: parties.cookId });
    assert.deepEqual(fromBasket.json().data, { code, discount: 10_000, dishesSum: 100_000 });
    const emptyBasket = await promoCheck({ code, cookId: parties.cookId }, otherCook.customer.accessToken);
    assert.equal(emptyBasket.statusCode, 400);
    assert.deepEqual(emptyBasket.json().errors, [promoMinSumMessage(60_000)]);

    const unknown = await promoCheck({ code: 'НЕТТАКОГО', cookId: parties.cookId, dishesSum: 70_000 });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), {
      success: false,
      data: null,
      errors: [PROMO_NOT_FOUND_MESSAGE],
      message: 'Проверьте правильность заполнения полей',
      error: 'validation',
    });
    for (const [payload, message] of [
      [{ cookId: parties.cookId }, 'Введите промокод'],
      [{ code: '  ', cookId: parties.cookId }, 'Введите промокод'],
      [{ code }, 'Укажите повара'],
      [{ code, cookId: 'one' }, 'Укажите повара'],
    ] as const) {
      const res = await promoCheck(payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(res.json().errors, [message], JSON.stringify(payload));
    }
    assert.equal((await promoCheck({ code, cookId: parties.cookId, dishesSum: 70_000 }, null)).statusCode, 401);
    // Checking is not using.
    assert.equal((await orm().select().from(promoCodeUses).where(eq(promoCodeUses.customerId, parties.customer.id))).length, 0);
  });

  test('GET /api/orders/promo-codes: active codes within their dates, for every cook and the asked cook; a customer’s used codes left out; bad query in Russian', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const other = await createParties(app, suite);
    const day = 24 * 60 * 60 * 1000;
    const forAll = freshCode('ВСЕМ');
    const forCook = freshCode('ПОВАРУ');
    const forOtherCook = freshCode('ДРУГОМУ');
    const inactive = freshCode('ВЫКЛ');
    const expired = freshCode('ПРОШЛО');
    const notYet = freshCode('ПОТОМ');
    const used = freshCode('БЫЛО');
    await addPromo({ code: forAll, discountPercent: 15, minSum: 50_000 });
    await addPromo({ code: forCook, discountPercent: null, discountAmount: 30_000, cookId: parties.cookId });
    await addPromo({ code: forOtherCook, cookId: other.cookId });
    await addPromo({ code: inactive, active: false });
    await addPromo({ code: expired, validTo: new Date(Date.now() - day) });
    await addPromo({ code: notYet, validFrom: new Date(Date.now() + day) });
    const usedId = await addPromo({ code: used });
    const orderId = await placeOrder(orm(), parties);
    await orm().insert(promoCodeUses).values({ promoCodeId: usedId, customerId: parties.customer.id, orderId, createdAt: new Date() });

    const list = async (query: string, token?: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/orders/promo-codes${query}`, headers: token ? bearer(token) : {} });
      assert.equal(res.statusCode, 200, res.body);
      return activePromoCodeListResponseSchema.parse(res.json()).data.items;
    };
    // Only this test's codes: the other tests' codes are usable too.
    const mine = new Set([forAll, forCook, forOtherCook, inactive, expired, notYet, used]);
    const codes = (items: { code: string }[]) => items.map((item) => item.code).filter((code) => mine.has(code));

    const guestForCook = await list(`?cookId=${parties.cookId}`);
    // Codes for every cook first (by code: Б before В), then the cook's own.
    assert.deepEqual(codes(guestForCook), [used, forAll, forCook]);
    assert.ok(
      ['ДОМАШНЯЯ', 'ПЕРВЫЙ'].every((code) => guestForCook.some((item) => item.code === code)),
      'the demo codes are for every cook',
    );
    assert.deepEqual(
      guestForCook.find((item) => item.code === forAll),
      {
        code: forAll,
        cookId: null,
        discountPercent: 15,
        discountAmount: null,
        minSum: 50_000,
        validTo: null,
        conditions: 'Скидка 15\u00a0% на блюда от 500\u00a0₽',
      },
    );
    assert.equal(guestForCook.find((item) => item.code === forCook)?.conditions, 'Скидка 300\u00a0₽ на блюда');
    assert.deepEqual(codes(await list('')).sort(), [forAll, used].sort(), 'without a cook: only the codes for every cook');
    assert.deepEqual(
      codes(await list(`?cookId=${parties.cookId}`, parties.customer.accessToken)).sort(),
      [forAll, forCook].sort(),
      'the used code is left out',
    );

    const bad = await app.inject({ method: 'GET', url: '/api/orders/promo-codes?cookId=abc' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().success, false);
  });
});
