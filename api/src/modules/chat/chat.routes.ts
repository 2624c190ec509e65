// HTTP face of the chat: POST /api/chat (open), GET /api/chat (list),
// GET /api/chat/load, POST /api/chat/last-read, POST /api/chat/message (multipart) and
// GET /api/chat/files/{id}; and the socket's 'typing' frames. Signed-in users only; a conversation
// someone is not part of answers 404, like one that does not exist. The order cards of a
// conversation, with the viewer's actions, come from app.orders.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_LIMITS, chatEndpoints, chatMessageFieldsSchema, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { parseFields, registerMultipart } from '../../files/multipart.ts';
import type { FileStorage } from '../../files/storage.ts';
import { noStore } from '../../plugins/no-store.ts';
import { readChatMessageForm } from './chat-form.ts';
import { createChatRepository } from './chat.repository.ts';
import { createChatService } from './chat.service.ts';

export interface ChatRoutesOptions {
  now: () => Date;
  /** Where chat files are kept (privately); without it a message with files answers 503. */
  storage?: FileStorage;
}

/** RFC 6266: an ASCII fallback name and the real one percent-encoded. */
function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { now, storage }) => {
  const chat = createChatService({
    repository: createChatRepository(app.db.orm),
    orders: app.orders,
    storage: storage ?? null,
    // Read when used: the realtime plugin may be registered after this one.
    realtime: () => (app.hasDecorator('realtime') ? app.realtime : undefined),
    now,
    log: app.log,
  });
  const tags = ['chat'];
  const endpoint = tableRoutes(app, '/chat');

  // The message form reaches only the routes of this scope.
  await registerMultipart(app);
  // Conversations, files and counts are one person's: never in a shared cache.
  app.addHook('onSend', noStore);

  // 'typing' frames from the sockets, once every plugin (the realtime one among them) is in place.
  app.addHook('onReady', async () => {
    if (!app.hasDecorator('realtime')) {
      app.log.warn('chat: no realtime hub registered; typing frames and live updates are off');
      return;
    }
    app.realtime.onClientFrame('typing', (userId, frame) => chat.typing(userId, frame.chatUserId));
  });

  app.route({
    ...endpoint(chatEndpoints.openChat, {
      tags,
      summary:
        "Opens (makes once) the conversation with the cook's account: data.to_user_id names it (#u{id}), data.message is a toast or null. " +
        "With orderId (the caller's order): to support (cook 906) 'Проблема с заказом №N' is posted; a cook naming their own card opens the order's customer. " +
        "400 for oneself, 404 for an unknown or inactive cook or someone else's order",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await chat.open(request.userId, request.body)),
  });

  app.route({
    ...endpoint(chatEndpoints.listChats, {
      tags,
      summary: "The caller's conversations, latest activity first, with the peer, the last message and unread counts, and the total unread",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await chat.list(request.userId)),
  });

  app.route({
    ...endpoint(chatEndpoints.loadChat, {
      tags,
      summary:
        `One conversation by the other user's id: up to perPage (default ${CHAT_LIMITS.pageSize}) messages ascending, the newest, ` +
        "those before `before` or after `after`; the peer's read marker; the orders between the two with the caller's actions. 404 if the caller has no such conversation",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await chat.load(request.userId, request.query)),
  });

  app.route({
    ...endpoint(chatEndpoints.markChatRead, {
      tags,
      summary: "Moves the caller's read marker to messageId (default: the newest message), never back; answers the caller's total unread",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await chat.markRead(request.userId, request.body.chatUserId, request.body.messageId)),
  });

  app.route({
    ...endpoint(chatEndpoints.sendChatMessage, {
      tags,
      summary:
        `Sends a message (multipart: chatUserId, text up to ${CHAT_LIMITS.textMaxLength} characters, orderId, clientId, up to ${CHAT_LIMITS.attachmentsMax} files: ` +
        `PNG/JPG/WEBP pictures up to ${CHAT_LIMITS.imageMaxMb} MB, re-encoded without metadata, PDF/DOC up to ${CHAT_LIMITS.documentMaxMb} MB, by their bytes). ` +
        '201 with the message; a retry with the same clientId answers the saved one with 200',
      consumes: ['multipart/form-data'],
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const form = await readChatMessageForm(request);
      const fields = parseFields(chatMessageFieldsSchema, form.fields);
      const { message, created } = await chat.send(request.userId, fields, form.files);
      return reply.code(created ? 201 : 200).send(successEnvelope(message));
    },
  });

  app.route({
    ...endpoint(chatEndpoints.getChatFile, {
      tags,
      summary:
        'A file of a message, for the two sides of its conversation only (404 for anyone else): a document as an attachment, a picture (?format=webp for webp)',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const file = await chat.readFile(request.userId, request.params.fileId, request.query.format);
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Disposition', contentDisposition(file.disposition, file.filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  });
};

export default fp(chatRoutes, { name: 'api-chat-routes', encapsulate: true, dependencies: ['api-orders', 'api-authenticate'] });
