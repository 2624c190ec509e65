// Names and what a repeat customer does not retype: the name step after sign-up (change-data's
// name rule), the first order's recipient naming a nameless account, the cook knowing the
// customer by name with the account phone masked, and a saved address keeping the details and
// recipient of the last order delivered there.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  checkoutResultResponseSchema,
  cookSlotsResponseSchema,
  currentUserResponseSchema,
  maskPhone,
  orderResponseSchema,
  PROFILE_NAME_NEEDS_LETTER_MESSAGE,
  userAddressListResponseSchema,
  userAddressResponseSchema,
  type CheckoutRequest,
} from '@povar/shared-kit/contracts';
import { users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { bearer } from '../../test/files.ts';
import { createParties, type Parties, type Party } from '../../test/orders.ts';
import { buildPaymentsApp } from '../../test/payments.ts';

const TYUMEN = 956;

async function profileOf(app: FastifyInstance, party: Party) {
  const res = await app.inject({ method: 'GET', url: '/api/profiles/user', headers: bearer(party.accessToken) });
  assert.equal(res.statusCode, 200, res.body);
  return currentUserResponseSchema.parse(res.json()).data;
}

const changeName = (app: FastifyInstance, party: Party, name: unknown) =>
  app.inject({ method: 'POST', url: '/api/profiles/change-data', headers: bearer(party.accessToken), payload: { name } });

async function putInBasket(app: FastifyInstance, party: Party, dishId: number) {
  const res = await app.inject({ method: 'POST', url: '/api/basket/set-count', headers: bearer(party.accessToken), payload: { dishId, count: 1 } });
  assert.equal(res.statusCode, 200, res.body);
}

async function firstSlot(app: FastifyInstance, cookId: number, dishId: number) {
  const res = await app.inject({ method: 'GET', url: `/api/cooks/${cookId}/slots?dishIds=${dishId}` });
  assert.equal(res.statusCode, 200, res.body);
  const slot = cookSlotsResponseSchema.parse(res.json()).data.days[0]?.slots[0];
  assert.ok(slot, 'the default schedule offers a slot this week');
  return slot.from;
}

async function saveAddress(app: FastifyInstance, party: Party, address = 'Тюмень, ул. Республики, 14') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/profiles/addresses',
    headers: bearer(party.accessToken),
    payload: { address, mainCityId: TYUMEN, lat: '57.153033', lon: '65.534328' },
  });
  assert.equal(res.statusCode, 200, res.body);
  return userAddressResponseSchema.parse(res.json()).data;
}

async function addressesOf(app: FastifyInstance, party: Party) {
  const res = await app.inject({ method: 'GET', url: '/api/profiles/addresses', headers: bearer(party.accessToken) });
  assert.equal(res.statusCode, 200, res.body);
  return userAddressListResponseSchema.parse(res.json()).data;
}

/** Puts a borscht in the basket and orders it on receipt, with `overrides` on the form. */
async function order(app: FastifyInstance, parties: Parties, party: Party, overrides: Partial<CheckoutRequest>) {
  await putInBasket(app, party, parties.dishId);
  const body: CheckoutRequest = {
    cookId: parties.cookId,
    idempotencyKey: crypto.randomUUID(),
    deliveryType: 'pickup',
    recipientName: 'Анна Петрова',
    recipientPhone: '+7 (912) 345-67-89',
    deliverFrom: await firstSlot(app, parties.cookId, parties.dishId),
    paymentType: 'on_receipt',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(party.accessToken), payload: body });
  assert.equal(res.statusCode, 200, res.body);
  return checkoutResultResponseSchema.parse(res.json()).data.orderId;
}

describeOnEachDatabase('names and remembered deliveries', (suite) => {
  const orm = () => suite.database.orm;

  test('the name step: a new account has no name; the name given is trimmed, and bad ones are refused in Russian', async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    const { customer } = await createParties(app, suite);
    assert.equal((await profileOf(app, customer)).name, '', 'signing up by SMS asks for no name');

    const saved = await changeName(app, customer, '   Анна    Петрова  ');
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(currentUserResponseSchema.parse(saved.json()).data.name, 'Анна Петрова');

    const refusals: [unknown, string][] = [
      ['   ', 'Поле Имя обязательно для заполнения'],
      ['+7 (912) 345-67-89', PROFILE_NAME_NEEDS_LETTER_MESSAGE],
      ['...', PROFILE_NAME_NEEDS_LETTER_MESSAGE],
      ['я'.repeat(101), 'Поле Имя не может быть длиннее 100 символов'],
      [42, 'Поле Имя обязательно для заполнения'],
    ];
    for (const [name, message] of refusals) {
      const res = await changeName(app, customer, name);
      assert.equal(res.statusCode, 400, `${String(name)}: ${res.body}`);
      assert.ok((res.json() as { errors: string[] }).errors.includes(message), `${String(name)}: ${res.body}`);
    }
    assert.equal((await profileOf(app, customer)).name, 'Анна Петрова', 'nothing refused was written');
    assert.equal((await changeName(app, { ...customer, accessToken: 'not-a-token' }, 'Чужое')).statusCode, 401);
  });

  test("a skipped name is filled by the first order's recipient, never overwritten; the cook sees the name and only a masked account phone", async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    const parties = await createParties(app, suite);
    const { customer } = parties;

    const first = await order(app, parties, customer, { recipientName: '  Мария  ' });
    assert.equal((await profileOf(app, customer)).name, 'Мария');
    await order(app, parties, customer, { recipientName: 'Соседка Ольга' });
    assert.equal((await profileOf(app, customer)).name, 'Мария', 'a name the account has is kept');

    const asCook = await app.inject({ method: 'GET', url: `/api/orders/${first}`, headers: bearer(parties.cookUser.accessToken) });
    assert.equal(asCook.statusCode, 200, asCook.body);
    const seen = orderResponseSchema.parse(asCook.json()).data;
    assert.deepEqual(seen.customer, { name: 'Мария', phone: maskPhone(customer.phone) });
    assert.match(seen.customer!.phone, /^\+7 \(\d{3}\) \*\*\*-\*\*-\d{2}$/);
    // The phone given for the order is the cook's to call.
    assert.equal(seen.recipientPhone, '+79123456789');
    // The customer's own view names no customer block.
    const asCustomer = orderResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/orders/${first}`, headers: bearer(customer.accessToken) })).json(),
    ).data;
    assert.equal(asCustomer.customer, null);
  });

  test("a saved address keeps the last delivery's details and recipient, edits keep the recipient, and someone else's address is never touched", async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    const parties = await createParties(app, suite);
    const { customer, stranger } = parties;
    const home = await saveAddress(app, customer);
    assert.deepEqual(
      [home.apartment, home.entrance, home.floor, home.intercom, home.comment, home.recipientName, home.recipientPhone],
      [null, null, null, null, null, null, null],
    );

    const delivery = {
      id: home.id,
      address: home.address,
      apartment: ' 45 ',
      entrance: '3',
      floor: '7',
      intercom: '45В',
      comment: 'Калитка слева',
      lat: 57.153033,
      lon: 65.534328,
    };
    await order(app, parties, customer, { deliveryType: 'delivery', address: delivery, recipientName: 'Мария Сидорова', recipientPhone: '+7 (912) 000-11-22' });
    const [kept] = await addressesOf(app, customer);
    assert.deepEqual(
      [kept?.id, kept?.apartment, kept?.entrance, kept?.floor, kept?.intercom, kept?.comment, kept?.recipientName, kept?.recipientPhone],
      [home.id, '45', '3', '7', '45В', 'Калитка слева', 'Мария Сидорова', '+79120001122'],
    );

    // The address's own form writes its fields; the remembered recipient stays.
    const edited = await app.inject({
      method: 'POST',
      url: `/api/profiles/addresses/${home.id}`,
      headers: bearer(customer.accessToken),
      payload: {
        address: home.address,
        mainCityId: TYUMEN,
        lat: '57.153033',
        lon: '65.534328',
        apartment: '46',
        entrance: '3',
        floor: '7',
        intercom: '',
        comment: '',
      },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const afterEdit = userAddressResponseSchema.parse(edited.json()).data;
    assert.deepEqual(
      [afterEdit.apartment, afterEdit.intercom, afterEdit.recipientName, afterEdit.recipientPhone],
      ['46', null, 'Мария Сидорова', '+79120001122'],
    );

    // A stranger naming the customer's address id orders fine but writes nothing into it.
    await order(
      app,
      parties,
      { ...stranger },
      { deliveryType: 'delivery', address: { ...delivery, apartment: '1', comment: 'Чужой' }, recipientName: 'Чужой Человек' },
    );
    const [untouched] = await addressesOf(app, customer);
    assert.deepEqual([untouched?.apartment, untouched?.comment, untouched?.recipientName], ['46', null, 'Мария Сидорова']);

    // A pickup order leaves the address as it is; empty details of a later delivery are kept empty.
    await order(app, parties, customer, { deliveryType: 'pickup', recipientName: 'Кто-то Другой' });
    assert.equal((await addressesOf(app, customer))[0]?.recipientName, 'Мария Сидорова');
    await order(app, parties, customer, {
      deliveryType: 'delivery',
      address: { ...delivery, apartment: '', entrance: '', floor: '', intercom: '', comment: '' },
    });
    const [cleared] = await addressesOf(app, customer);
    assert.deepEqual([cleared?.apartment, cleared?.entrance, cleared?.recipientName, cleared?.recipientPhone], [null, null, 'Анна Петрова', '+79123456789']);
    const [row] = await orm().select({ name: users.name }).from(users).where(eq(users.id, customer.id));
    assert.equal(row?.name, 'Мария Сидорова', "the first order's recipient named the account");
  });
});
