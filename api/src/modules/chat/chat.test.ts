// The chat over HTTP: opening a conversation once, who may reach it, the list and the
// unread counts, read markers, retried sends, pages of messages, the support chat and the order
// cards a conversation shows.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, or } from 'drizzle-orm';
import { CHAT_MESSAGES, maskPhone, ORDER_NOT_FOUND_MESSAGE, SUPPORT_COOK_ID, type ChatConversation, type ChatList } from '@povar/shared-kit/contracts';
import { chatConversations, chatMessages, users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { insertCook } from '../../test/cooks.ts';
import { putInStatus } from '../../test/orders.ts';
import { createUser } from '../../test/realtime.ts';
import { orderPassedToast, orderProblemText, SUPPORT_NAME } from './chat.service.ts';
import {
  bearer,
  buildChatServer,
  createChatParties,
  listChats,
  loadChat,
  markRead,
  openChat,
  openWithCook,
  orderFrom,
  say,
  sendMessage,
  supportOperator,
  unreadOf,
} from '../../test/chat.ts';

describeOnEachDatabase('chat', (suite) => {
  const orm = () => suite.database.orm;
  const conversationsOf = (a: number, b: number) =>
    orm()
      .select()
      .from(chatConversations)
      .where(
        or(
          and(eq(chatConversations.userLowId, a), eq(chatConversations.userHighId, b)),
          and(eq(chatConversations.userLowId, b), eq(chatConversations.userHighId, a)),
        ),
      );

  test('opening a chat with a cook makes one conversation, however often and however concurrently', async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());

    assert.equal(await openWithCook(app, parties.customer, parties.cookId), parties.cookUser.id);
    const again = await openChat(app, parties.customer, { cookId: parties.cookId });
    assert.deepEqual(again.json(), { success: true, data: { to_user_id: parties.cookUser.id, message: null }, errors: [], message: '', error: null });
    assert.equal((await conversationsOf(parties.customer.id, parties.cookUser.id)).length, 1);

    const other = await createUser(orm());
    const answers = await Promise.all(Array.from({ length: 8 }, () => openChat(app, other, { cookId: parties.cookId })));
    for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
    assert.equal((await conversationsOf(other.id, parties.cookUser.id)).length, 1);
  });

  test("guests, oneself, unknown and inactive cooks, and orders that are not the caller's are refused", async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());

    const guest = await openChat(app, null, { cookId: parties.cookId });
    assert.equal(guest.statusCode, 401);
    assert.equal(guest.json().success, false);
    for (const path of ['/api/chat', `/api/chat/load?chatUserId=${parties.cookUser.id}`]) {
      assert.equal((await app.inject({ method: 'GET', url: path })).statusCode, 401, path);
    }

    const self = await openChat(app, parties.cookUser, { cookId: parties.cookId });
    assert.equal(self.statusCode, 400);
    assert.deepEqual(self.json().errors, [CHAT_MESSAGES.selfChat]);

    const unknown = await openChat(app, parties.customer, { cookId: 2_000_000_000 });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, CHAT_MESSAGES.cookNotFound);
    const inactiveCookUser = await createUser(orm());
    const inactive = await insertCook(orm(), { userId: inactiveCookUser.id, isActive: false });
    assert.equal((await openChat(app, parties.customer, { cookId: inactive })).statusCode, 404);

    const bad = await openChat(app, parties.customer, { cookId: 'пять' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().success, false);

    const strangersOrder = await orderFrom(orm(), parties.stranger, parties);
    const foreign = await openChat(app, parties.customer, { cookId: parties.cookId, orderId: strangersOrder });
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().message, ORDER_NOT_FOUND_MESSAGE);
    assert.equal((await openChat(app, parties.customer, { cookId: SUPPORT_COOK_ID, orderId: strangersOrder })).statusCode, 404);
    assert.equal((await conversationsOf(parties.customer.id, parties.cookUser.id)).length, 0, 'nothing was opened by a refused call');
  });

  test('nobody reaches a conversation they are not part of: load, send and last-read answer 404', async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());
    await openWithCook(app, parties.customer, parties.cookId);
    await say(app, parties.customer, parties.cookUser.id, 'Здравствуйте!');

    // The stranger names either side: they have no conversation with either.
    for (const chatUserId of [parties.cookUser.id, parties.customer.id, parties.stranger.id]) {
      const load = await loadChat(app, parties.stranger, `chatUserId=${chatUserId}`);
      assert.equal(load.statusCode, 404, load.body);
      assert.equal(load.json().message, CHAT_MESSAGES.chatNotFound);
      assert.equal((await sendMessage(app, parties.stranger, { chatUserId, text: 'Привет' })).statusCode, 404);
      assert.equal((await markRead(app, parties.stranger, { chatUserId })).statusCode, 404);
    }
    const list = (await listChats(app, parties.stranger)).json().data as ChatList;
    assert.deepEqual(list, { items: [], unreadMessagesCount: 0 });
    const [conversation] = await conversationsOf(parties.customer.id, parties.cookUser.id);
    assert.ok(conversation);
    const saved = await orm().select().from(chatMessages).where(eq(chatMessages.conversationId, conversation.id));
    assert.deepEqual(
      saved.map((message) => message.text),
      ['Здравствуйте!'],
    );
  });

  test('the list: newest activity first, the peer named, empty conversations shown to whoever opened them', async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());
    const secondCookUser = await createUser(orm());
    await orm().update(users).set({ name: '' }).where(eq(users.id, secondCookUser.id));
    const secondCook = await insertCook(orm(), { name: 'Марина Пекарь', userId: secondCookUser.id });

    await openWithCook(app, parties.customer, parties.cookId);
    await openWithCook(app, parties.customer, secondCook);
    const customerList = (await listChats(app, parties.customer)).json().data as ChatList;
    assert.deepEqual(
      customerList.items.map((item) => [item.chatUserId, item.peer.name, item.peer.cookId, item.lastMessage]),
      [
        [secondCookUser.id, 'Марина Пекарь', secondCook, null],
        [parties.cookUser.id, 'Повар Чата', parties.cookId, null],
      ],
    );
    // The cooks have not been written to: nothing in their lists yet.
    assert.deepEqual(((await listChats(app, parties.cookUser)).json().data as ChatList).items, []);

    await say(app, parties.customer, parties.cookUser.id, 'Есть борщ на завтра?');
    const reordered = (await listChats(app, parties.customer)).json().data as ChatList;
    assert.deepEqual(
      reordered.items.map((item) => item.chatUserId),
      [parties.cookUser.id, secondCookUser.id],
    );
    assert.equal(reordered.items[0]?.lastMessage?.text, 'Есть борщ на завтра?');
    assert.equal(reordered.items[0]?.lastMessage?.mine, true);

    const cookList = (await listChats(app, parties.cookUser)).json().data as ChatList;
    assert.equal(cookList.items.length, 1);
    const [customerAccount] = await orm().select({ phone: users.phone }).from(users).where(eq(users.id, parties.customer.id));
    // The cook sees the customer's name, and their account phone only masked.
    assert.deepEqual(cookList.items[0]?.peer, {
      id: parties.customer.id,
      name: 'Анна',
      avatar: null,
      cookId: null,
      isSupport: false,
      phone: maskPhone(customerAccount!.phone),
    });
    assert.match(cookList.items[0]!.peer.phone!, /^\+7 \(\d{3}\) \*\*\*-\*\*-\d{2}$/);
    assert.ok(!cookList.items[0]!.peer.phone!.includes(customerAccount!.phone.slice(5, 10)), 'the middle digits are hidden');
    assert.equal(cookList.items[0]?.lastMessage?.mine, false);

    // A peer without a name or a card is 'Покупатель': their phone is not for the other side to see.
    await orm().update(users).set({ name: '' }).where(eq(users.id, parties.customer.id));
    const [customerRow] = await orm().select({ phone: users.phone }).from(users).where(eq(users.id, parties.customer.id));
    const listed = (await listChats(app, parties.cookUser)).body;
    assert.equal((JSON.parse(listed).data as ChatList).items[0]?.peer.name, 'Покупатель');
    assert.ok(!listed.includes(customerRow!.phone.slice(2)), 'the phone is nowhere in the answer');
  });

  test('unread counts: three from the peer are three everywhere; reading from another tab makes 0; the marker never moves back', async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());
    await openWithCook(app, parties.customer, parties.cookId);
    const ids = [];
    for (const text of ['Добрый день', 'Заказ готов', 'Можно забирать']) ids.push(await say(app, parties.cookUser, parties.customer.id, text));
    const reply = await say(app, parties.customer, parties.cookUser.id, 'Спасибо, скоро буду');

    assert.deepEqual(await unreadOf(app, parties.customer), { list: 3, profile: 3 });
    assert.deepEqual(await unreadOf(app, parties.cookUser), { list: 1, profile: 1 });
    const item = ((await listChats(app, parties.customer)).json().data as ChatList).items[0];
    assert.equal(item?.unreadCount, 3);

    // Up to the first message: two are left.
    const partly = await markRead(app, parties.customer, { chatUserId: parties.cookUser.id, messageId: ids[0] });
    assert.equal(partly.statusCode, 200, partly.body);
    assert.deepEqual(partly.json().data, { unreadMessagesCount: 2 });
    // Everything (another tab, another request).
    const all = await markRead(app, parties.customer, { chatUserId: parties.cookUser.id });
    assert.deepEqual(all.json().data, { unreadMessagesCount: 0 });
    assert.deepEqual(await unreadOf(app, parties.customer), { list: 0, profile: 0 });
    // Ids beyond any message, or not numbers at all: a 400 or nothing moved, never a failure.
    const beyond = await markRead(app, parties.customer, { chatUserId: parties.cookUser.id, messageId: 3_000_000_000 });
    assert.equal(beyond.statusCode, 400, beyond.body);
    assert.equal((await markRead(app, parties.customer, { chatUserId: parties.cookUser.id, messageId: 'последнее' })).statusCode, 400);
    assert.equal((await markRead(app, parties.customer, { chatUserId: 3_000_000_000 })).statusCode, 400);
    assert.equal((await markRead(app, parties.customer, {})).statusCode, 400);
    // An older tab reporting an older message does not move it back.
    const older = await markRead(app, parties.customer, { chatUserId: parties.cookUser.id, messageId: ids[0] });
    assert.deepEqual(older.json().data, { unreadMessagesCount: 0 });
    const cookView = (await loadChat(app, parties.cookUser, `chatUserId=${parties.customer.id}`)).json().data as ChatConversation;
    assert.equal(cookView.peerLastReadMessageId, reply, "the customer's marker stands on the newest message");

    // A message arriving afterwards is unread again.
    await say(app, parties.cookUser, parties.customer.id, 'Жду вас');
    assert.deepEqual(await unreadOf(app, parties.customer), { list: 1, profile: 1 });
  });

  test('a send retried with the same clientId is saved once: 201, then 200 with the same message, also when the retries race', async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());
    await openWithCook(app, parties.customer, parties.cookId);
    const fields = { chatUserId: parties.cookUser.id, text: 'Один раз', clientId: 'tab-1:42' };

    const first = await sendMessage(app, parties.customer, fields);
    assert.equal(first.statusCode, 201, first.body);
    const retry = await sendMessage(app, parties.customer, fields);
    assert.equal(retry.statusCode, 200, retry.body);
    assert.deepEqual(retry.json().data, first.json().data);

    const raced = await Promise.all(Array.from({ length: 5 }, () => sendMessage(app, parties.customer, { ...fields, clientId: 'tab-1:43', text: 'Гонка' })));
    assert.deepEqual(raced.map((answer) => answer.statusCode).sort(), [200, 200, 200, 200, 201]);
    assert.equal(new Set(raced.map((answer) => answer.json().data.id)).size, 1);

    const conversation = (await loadChat(app, parties.customer, `chatUserId=${parties.cookUser.id}`)).json().data as ChatConversation;
    assert.deepEqual(
      conversation.messages.map((message) => message.text),
      ['Один раз', 'Гонка'],
    );
    assert.deepEqual(await unreadOf(app, parties.cookUser), { list: 2, profile: 2 });
  });

  test('messages: the text is trimmed and limited, an empty one refused; pages by before and after', async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());
    await openWithCook(app, parties.customer, parties.cookId);

    const empty = await sendMessage(app, parties.customer, { chatUserId: parties.cookUser.id, text: '   ' });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().errors, [CHAT_MESSAGES.emptyMessage]);
    const long = await sendMessage(app, parties.customer, { chatUserId: parties.cookUser.id, text: 'я'.repeat(4001) });
    assert.equal(long.statusCode, 400);
    assert.deepEqual(long.json().errors, [CHAT_MESSAGES.textTooLong]);
    const noChat = await sendMessage(app, parties.customer, { chatUserId: 'кому', text: 'Привет' });
    assert.equal(noChat.statusCode, 400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: bearer(parties.customer.accessToken),
      payload: { chatUserId: parties.cookUser.id, text: 'JSON' },
    });
    assert.equal(json.statusCode, 400, json.body);
    assert.equal(json.json().success, false);
    assert.equal((await sendMessage(app, null, { chatUserId: parties.cookUser.id, text: 'Гость' })).statusCode, 401);
    const badOrder = await sendMessage(app, parties.customer, { chatUserId: parties.cookUser.id, text: 'Про заказ', orderId: 'сорок' });
    assert.equal(badOrder.statusCode, 400);
    assert.deepEqual(badOrder.json().errors, [ORDER_NOT_FOUND_MESSAGE]);

    const sent = await sendMessage(app, parties.customer, { chatUserId: parties.cookUser.id, text: '  Привет!  ' });
    assert.equal(sent.statusCode, 201);
    assert.equal(sent.json().data.text, 'Привет!');
    assert.equal(sent.json().data.mine, true);
    const ids = [sent.json().data.id as number];
    for (let index = 2; index <= 5; index += 1)
      ids.push(await say(app, index % 2 ? parties.customer : parties.cookUser, index % 2 ? parties.cookUser.id : parties.customer.id, `№${index}`));

    const page = (query: string) =>
      loadChat(app, parties.customer, `chatUserId=${parties.cookUser.id}&${query}`).then((res) => res.json().data as ChatConversation);
    const newest = await page('perPage=2');
    assert.deepEqual([newest.messages.map((message) => message.id), newest.hasMore], [ids.slice(3), true]);
    assert.deepEqual(
      newest.messages.map((message) => message.mine),
      [false, true],
    );
    const older = await page(`perPage=2&before=${ids[3]}`);
    assert.deepEqual([older.messages.map((message) => message.id), older.hasMore], [ids.slice(1, 3), true]);
    const oldest = await page(`perPage=2&before=${ids[1]}`);
    assert.deepEqual([oldest.messages.map((message) => message.id), oldest.hasMore], [ids.slice(0, 1), false]);
    const newer = await page(`perPage=3&after=${ids[0]}`);
    assert.deepEqual([newer.messages.map((message) => message.id), newer.hasMore], [ids.slice(1, 4), true]);
    const both = await loadChat(app, parties.customer, `chatUserId=${parties.cookUser.id}&before=${ids[3]}&after=${ids[0]}`);
    assert.equal(both.statusCode, 400);
    assert.equal((await loadChat(app, parties.customer, `chatUserId=${parties.cookUser.id}&perPage=1000`)).statusCode, 400);
  });

  test('support: the order is passed on with a message from the customer, once, and the operator answers from their own list', async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());
    const operator = await supportOperator(orm());
    const orderId = await orderFrom(orm(), parties.customer, parties);

    const opened = await openChat(app, parties.customer, { cookId: SUPPORT_COOK_ID, orderId });
    assert.equal(opened.statusCode, 200, opened.body);
    assert.deepEqual(opened.json().data, { to_user_id: operator.id, message: orderPassedToast(orderId) });
    // Opened again from the same order: the same toast, no second message.
    assert.equal((await openChat(app, parties.customer, { cookId: SUPPORT_COOK_ID, orderId })).statusCode, 200);
    // Without an order: just the conversation.
    assert.deepEqual((await openChat(app, parties.customer, { cookId: SUPPORT_COOK_ID })).json().data, { to_user_id: operator.id, message: null });

    const customerView = (await loadChat(app, parties.customer, `chatUserId=${operator.id}`)).json().data as ChatConversation;
    assert.deepEqual(customerView.peer, { id: operator.id, name: SUPPORT_NAME, avatar: null, cookId: null, isSupport: true, phone: null });
    assert.deepEqual(
      customerView.messages.map((message) => [message.text, message.mine, message.order]),
      [[orderProblemText(orderId), true, { id: orderId, status: 'new', statusLabel: 'Новый' }]],
    );

    // A report with its topic and words is a message of its own; a retry of it posts nothing new.
    const report = { cookId: SUPPORT_COOK_ID, orderId, topic: 'late', question: 'Прошло уже 40 минут' };
    assert.equal((await openChat(app, parties.customer, report)).statusCode, 200);
    assert.equal((await openChat(app, parties.customer, report)).statusCode, 200);
    const withTopic = (await loadChat(app, parties.customer, `chatUserId=${operator.id}`)).json().data as ChatConversation;
    assert.deepEqual(
      withTopic.messages.map((message) => message.text),
      [orderProblemText(orderId), 'Проблема с заказом №' + orderId + ': Заказ опаздывает\nПрошло уже 40 минут'],
    );
    assert.match(orderPassedToast(orderId).text, /ответит в чате поддержки в течение 30 минут/);
    // An unknown topic, or 'Другое' without words, is refused in Russian.
    for (const bad of [{ topic: 'nonsense' }, { topic: 'other' }, { topic: 'other', question: '   ' }]) {
      const refused = await openChat(app, parties.customer, { cookId: SUPPORT_COOK_ID, orderId, ...bad });
      assert.equal(refused.statusCode, 400, JSON.stringify(bad));
      assert.match(refused.json().errors[0], /Выберите, что случилось|Опишите, что случилось/);
    }

    const operatorList = (await listChats(app, operator)).json().data as ChatList;
    const fromCustomer = operatorList.items.find((item) => item.chatUserId === parties.customer.id);
    assert.ok(fromCustomer, "the operator's list has the customer's support chat");
    assert.equal(fromCustomer.unreadCount, 2);
    assert.equal(fromCustomer.peer.name, 'Анна');
    assert.equal(fromCustomer.peer.isSupport, false);
    // Support sees the customer's phone in full, in the list and in the conversation.
    const [customerAccount] = await orm().select({ phone: users.phone }).from(users).where(eq(users.id, parties.customer.id));
    assert.equal(fromCustomer.peer.phone, customerAccount!.phone);
    const operatorView = (await loadChat(app, operator, `chatUserId=${parties.customer.id}`)).json().data as ChatConversation;
    assert.equal(operatorView.peer.phone, customerAccount!.phone);
    // The operator may name the customer's order in their answer; not someone else's.
    const answer = await sendMessage(app, operator, { chatUserId: parties.customer.id, text: 'Разбираемся', orderId });
    assert.equal(answer.statusCode, 201, answer.body);
    const strangersOrder = await orderFrom(orm(), parties.stranger, parties);
    const wrongOrder = await sendMessage(app, operator, { chatUserId: parties.customer.id, text: 'Не тот', orderId: strangersOrder });
    assert.equal(wrongOrder.statusCode, 404);
    assert.equal(wrongOrder.json().message, ORDER_NOT_FOUND_MESSAGE);
    assert.deepEqual(await unreadOf(app, parties.customer), { list: 1, profile: 1 });
    // The operator cannot open a chat with support: that is themselves.
    assert.equal((await openChat(app, operator, { cookId: SUPPORT_COOK_ID })).statusCode, 400);
  });

  test("a cook opens the chat with the customer of their order; the order cards carry each viewer's actions", async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());
    const placed = await orderFrom(orm(), parties.customer, parties);
    const unpaid = await orderFrom(orm(), parties.customer, parties, { paymentType: 'online' });
    const closed: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const orderId = await orderFrom(orm(), parties.customer, parties);
      await putInStatus(orm(), orderId, index % 2 ? 'cancelled' : 'completed');
      closed.push(orderId);
    }
    // Someone else's order with the same cook is not between these two.
    await orderFrom(orm(), parties.stranger, parties);

    assert.equal(await openWithCook(app, parties.cookUser, parties.cookId, placed), parties.customer.id);

    const orderAs = async (user: typeof parties.customer, orderId: number) =>
      (await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(user.accessToken) })).json().data;
    const cookView = (await loadChat(app, parties.cookUser, `chatUserId=${parties.customer.id}`)).json().data as ChatConversation;
    assert.deepEqual(
      cookView.orders.map((order) => order.id),
      [placed, ...closed.slice(-3).reverse()],
      'open first (not the unpaid one: the cook does not see it yet), then the three latest closed',
    );
    assert.deepEqual(cookView.orders[0], await orderAs(parties.cookUser, placed));
    assert.deepEqual(cookView.orders[0]?.actions.map((action) => action.status).sort(), ['accepted', 'cancelled']);

    const customerView = (await loadChat(app, parties.customer, `chatUserId=${parties.cookUser.id}`)).json().data as ChatConversation;
    assert.deepEqual(
      customerView.orders.map((order) => order.id),
      [unpaid, placed, ...closed.slice(-3).reverse()],
    );
    assert.deepEqual(customerView.orders[1], await orderAs(parties.customer, placed));
    assert.deepEqual(
      customerView.orders[1]?.actions.map((action) => action.status),
      ['cancelled'],
    );
    assert.equal(customerView.orders[1]?.viewerRole, 'customer');
  });
});
