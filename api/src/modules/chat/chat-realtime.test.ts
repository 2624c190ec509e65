// What the chat pushes to the sockets (through the realtime hub, on real sockets): a message to
// both sides with `mine` as each sees it (the sender's other tabs too), the peer's unread total,
// read ticks to the peer and to the reader's other tabs, and typing only between people who share
// a conversation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHAT_MESSAGES, type ServerEvent } from '@povar/shared-kit/contracts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { connectUser, listenForSockets, type TestSocket } from '../../test/realtime.ts';
import { buildChatServer, createChatParties, markRead, openWithCook, sendMessage } from '../../test/chat.ts';

/** What arrived after the first `seen`, once nothing else has had a moment to arrive. */
async function arrivedSince(socket: TestSocket, seen: number, waitMs = 200): Promise<ServerEvent[]> {
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  return socket.received.slice(seen);
}

describeOnEachDatabase('chat events', (suite) => {
  const orm = () => suite.database.orm;

  test('a message reaches the peer (mine false, unread total) and every tab of the sender (mine true), nobody else; reading sends ticks', async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());
    await openWithCook(app, parties.customer, parties.cookId);
    const base = await listenForSockets(app);
    const [tab1, tab2, cook, stranger] = await Promise.all([
      connectUser(app, base, parties.customer),
      connectUser(app, base, parties.customer),
      connectUser(app, base, parties.cookUser),
      connectUser(app, base, parties.stranger),
    ]);
    t.after(() => {
      for (const socket of [tab1, tab2, cook, stranger]) socket.close();
    });
    const strangerSeen = stranger.received.length;

    const sent = await sendMessage(app, parties.customer, { chatUserId: parties.cookUser.id, text: 'Добрый вечер', clientId: 'c-1' });
    assert.equal(sent.statusCode, 201, sent.body);
    const messageId = sent.json().data.id as number;

    for (const tab of [tab1, tab2]) {
      const event = await tab.next((candidate) => candidate.type === 'chat:message');
      assert.deepEqual(event, { type: 'chat:message', chatUserId: parties.cookUser.id, message: sent.json().data });
    }
    const toCook = await cook.next((candidate) => candidate.type === 'chat:message');
    assert.ok(toCook.type === 'chat:message');
    assert.equal(toCook.chatUserId, parties.customer.id);
    assert.deepEqual(toCook.message, { ...sent.json().data, mine: false });
    assert.deepEqual(await cook.next((candidate) => candidate.type === 'chat:unread'), { type: 'chat:unread', unreadMessagesCount: 1 });
    // The sender's own total did not change: no 'chat:unread' for them.
    assert.ok(!tab1.received.some((event) => event.type === 'chat:unread'));

    // A retry saves nothing and pushes nothing again.
    const cookSeen = cook.received.length;
    assert.equal((await sendMessage(app, parties.customer, { chatUserId: parties.cookUser.id, text: 'Добрый вечер', clientId: 'c-1' })).statusCode, 200);
    assert.deepEqual(await arrivedSince(cook, cookSeen), []);

    // The cook reads it (in one tab): ticks for the customer, the marker and the total for the cook's tabs.
    const read = await markRead(app, parties.cookUser, { chatUserId: parties.customer.id });
    assert.deepEqual(read.json().data, { unreadMessagesCount: 0 });
    assert.deepEqual(await tab1.next((event) => event.type === 'chat:read'), {
      type: 'chat:read',
      chatUserId: parties.cookUser.id,
      readerId: parties.cookUser.id,
      messageId,
    });
    assert.deepEqual(await cook.next((event) => event.type === 'chat:read'), {
      type: 'chat:read',
      chatUserId: parties.customer.id,
      readerId: parties.cookUser.id,
      messageId,
    });
    // The read and the new total go out together; either may arrive first.
    await cook.next((event) => event.type === 'chat:unread' && event.unreadMessagesCount === 0);

    assert.deepEqual(await arrivedSince(stranger, strangerSeen), [], 'the stranger heard nothing');
  });

  test('typing reaches the peer only; between people without a conversation it is refused', async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());
    await openWithCook(app, parties.customer, parties.cookId);
    const base = await listenForSockets(app);
    const [customer, cook, stranger] = await Promise.all([
      connectUser(app, base, parties.customer),
      connectUser(app, base, parties.cookUser),
      connectUser(app, base, parties.stranger),
    ]);
    t.after(() => {
      for (const socket of [customer, cook, stranger]) socket.close();
    });

    stranger.send({ type: 'typing', chatUserId: parties.cookUser.id });
    assert.deepEqual(await stranger.next((event) => event.type === 'error'), { type: 'error', message: CHAT_MESSAGES.chatNotFound });
    customer.send({ type: 'typing', chatUserId: parties.customer.id });
    assert.deepEqual(await customer.next((event) => event.type === 'error'), { type: 'error', message: CHAT_MESSAGES.chatNotFound });

    const customerSeen = customer.received.length;
    customer.send({ type: 'typing', chatUserId: parties.cookUser.id });
    assert.deepEqual(await cook.next((event) => event.type === 'chat:typing'), { type: 'chat:typing', chatUserId: parties.customer.id });
    assert.ok(
      !cook.received.some((event) => event.type === 'chat:typing' && event.chatUserId === parties.stranger.id),
      "the stranger's typing never reached the cook",
    );
    assert.deepEqual(await arrivedSince(customer, customerSeen), [], 'the typist gets nothing back');
  });
});
