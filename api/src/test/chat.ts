// Chats for any suite (first written for the chat tests): a server with files directories, people signed in without the SMS
// round trip (a customer, a cook running a card with a dish, someone unrelated, the support
// operator of the seed), and the chat calls as the browser makes them.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { TestContext } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SUPPORT_COOK_ID } from '@povar/shared-kit/contracts';
import type { Orm } from '../db/client.ts';
import { cooks, users } from '../db/schema.ts';
import type { ApiSuite } from './helpers.ts';
import { signAccessToken } from '../modules/auth/index.ts';
import { insertCook, insertDish } from './cooks.ts';
import { placeOrder } from './orders.ts';
import { bearer, buildWithFiles, multipart, type FormFile } from './files.ts';
import { createUser, TEST_AUTH, type TestUser } from './realtime.ts';

export { bearer, TEST_AUTH, type TestUser };

export interface ChatParties {
  customer: TestUser;
  cookUser: TestUser;
  cookId: number;
  dishId: number;
  stranger: TestUser;
}

/** The suite's API with files directories (chat files), closed and removed when the test ends. */
export async function buildChatServer(t: TestContext, suite: ApiSuite): Promise<FastifyInstance> {
  const { app } = await buildWithFiles(t, suite);
  return app;
}

/** A customer, a cook account running an active card with one dish (500 ₽), and someone unrelated. */
export async function createChatParties(orm: Orm): Promise<ChatParties> {
  const [customer, cookUser, stranger] = [await createUser(orm), await createUser(orm), await createUser(orm)];
  await orm.update(users).set({ name: 'Анна' }).where(eq(users.id, customer.id));
  await orm.update(users).set({ name: '', isCook: true }).where(eq(users.id, cookUser.id));
  const cookId = await insertCook(orm, { name: 'Повар Чата', userId: cookUser.id });
  const dishId = await insertDish(orm, cookId, 'supy', { name: 'Борщ', price: 50_000, cookingTime: 45 });
  return { customer, cookUser, cookId, dishId, stranger };
}

/** The seed's support account: the user running cook card SUPPORT_COOK_ID (the demo operator), with a token. */
export async function supportOperator(orm: Orm): Promise<TestUser> {
  const [card] = await orm.select({ userId: cooks.userId }).from(cooks).where(eq(cooks.id, SUPPORT_COOK_ID));
  assert.ok(card?.userId, 'the seed links the support card to an account');
  const accessToken = await signAccessToken(
    { userId: card.userId, familyId: randomUUID() },
    { secret: TEST_AUTH.jwtSecret, issuedAt: new Date(), ttlSeconds: 3600 },
  );
  return { id: card.userId, accessToken };
}

/** An order of `customer` from the parties' cook (pay on receipt, 'new', unless `overrides` say otherwise). */
export const orderFrom = (orm: Orm, customer: TestUser, parties: Pick<ChatParties, 'cookId' | 'dishId'>, overrides: Parameters<typeof placeOrder>[2] = {}) =>
  placeOrder(orm, { customer: { ...customer, phone: '' }, cookId: parties.cookId, dishId: parties.dishId }, overrides);

const auth = (user: TestUser | null) => (user ? bearer(user.accessToken) : {});

export const openChat = (app: FastifyInstance, user: TestUser | null, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/chat', headers: auth(user), payload: body });

export const listChats = (app: FastifyInstance, user: TestUser | null) => app.inject({ method: 'GET', url: '/api/chat', headers: auth(user) });

export const loadChat = (app: FastifyInstance, user: TestUser | null, query: string) =>
  app.inject({ method: 'GET', url: `/api/chat/load?${query}`, headers: auth(user) });

export const markRead = (app: FastifyInstance, user: TestUser | null, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/chat/last-read', headers: auth(user), payload: body });

export function sendMessage(
  app: FastifyInstance,
  user: TestUser | null,
  fields: Record<string, string | number>,
  files: Omit<FormFile, 'field'>[] = [],
): Promise<LightMyRequestResponse> {
  const body = multipart(
    Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
    files.map((file) => ({ field: 'files', ...file })),
  );
  return app.inject({ method: 'POST', url: '/api/chat/message', headers: { ...body.headers, ...auth(user) }, payload: body.payload });
}

/** Sends a text and answers the saved message's id (201 expected). */
export async function say(app: FastifyInstance, user: TestUser, chatUserId: number, text: string): Promise<number> {
  const res = await sendMessage(app, user, { chatUserId, text });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.id as number;
}

/** Opens the conversation of `user` with the cook card (200 expected); answers the peer's user id. */
export async function openWithCook(app: FastifyInstance, user: TestUser, cookId: number, orderId?: number): Promise<number> {
  const res = await openChat(app, user, orderId === undefined ? { cookId } : { cookId, orderId });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.to_user_id as number;
}

export const unreadOf = async (app: FastifyInstance, user: TestUser) => {
  const [list, profile] = await Promise.all([listChats(app, user), app.inject({ method: 'GET', url: '/api/profiles/user', headers: auth(user) })]);
  assert.equal(list.statusCode, 200, list.body);
  assert.equal(profile.statusCode, 200, profile.body);
  return { list: list.json().data.unreadMessagesCount as number, profile: profile.json().data.unreadMessagesCount as number };
};
