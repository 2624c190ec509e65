// Opening a chat: whoever emits 'chat:open'
// (the cook page's 'Написать', the orders list, the success page, support) gets the same
// handling, installed once by the shell so it is alive on every page: ignored while a request
// is in flight, debounced, a guest signs in first and the opening carries on after; then
// POST /api/chat, its toast, and the chats page at #u{to_user_id}.
import { navigateToUrl } from 'single-spa';
import { openChat } from './chat-api';
import { isApiError } from '../../api/api-error';
import { emit, on, type PovarEvents } from '../../events/event-bus';
import { whenSignedIn } from '../../account/popups';
import { buildPath } from '../../routes';
import { getAuth } from '../../stores/auth';
import { notify } from '../../ui/toast';
import { CHAT_CREATE_FAILED_TEXT, CHAT_CREATE_FAILED_TITLE, CHAT_OPEN_DEBOUNCE_MS, SUPPORT_COOK_ID, type OrderProblemTopic } from '../../contracts/chat-limits';

export type ChatOpenRequest = PovarEvents['chat:open'];

/** '/profile/chat#u12': the chats page with the conversation selected. */
export const chatHref = (chatUserId: number) => `${buildPath('PROFILE_CHATS')}#u${chatUserId}`;

/** 'Поддержка сервиса' (a chat with the support account); with an order: 'Проблема с заказом' (the order, its topic and the customer's words go with the chat). */
export function openSupportChat(orderId?: number, problem: { topic?: OrderProblemTopic; question?: string } = {}): void {
  emit('chat:open', { cookId: SUPPORT_COOK_ID, ...(orderId !== undefined ? { orderId, ...problem } : {}) });
}

let timer: ReturnType<typeof setTimeout> | null = null;
let latest: ChatOpenRequest | null = null;
let inFlight = false;
/** A guest's opening waits for the sign-in: dropped when the auth popup closes without it. */
let waitingForSignIn: (() => void) | null = null;

async function createAndGo(request: ChatOpenRequest): Promise<void> {
  inFlight = true;
  try {
    const result = await openChat({
      cookId: request.cookId,
      ...(request.orderId !== undefined ? { orderId: request.orderId } : {}),
      ...(request.topic ? { topic: request.topic } : {}),
      ...(request.question?.trim() ? { question: request.question.trim() } : {}),
    });
    // No answer: a 5xx the client has already shown.
    if (!result) return;
    if (result.message) notify(result.message.title, result.message.text);
    navigateToUrl(chatHref(result.to_user_id));
  } catch (error) {
    // A signed-out visitor's 401 ended in a logout the client has handled. A refusal the API
    // explained ('Повар не найден', 'Нельзя написать самому себе') is shown in its own words, so
    // the person learns why; only a failure without an answer (network) gets the generic 'Что-то пошло не так, попробуйте позже'.
    if (isApiError(error) && error.status === 401 && !getAuth().isAuth) return;
    notify(CHAT_CREATE_FAILED_TITLE, isApiError(error) && error.status !== 0 ? error.userMessage : CHAT_CREATE_FAILED_TEXT);
  } finally {
    inFlight = false;
  }
}

function run(request: ChatOpenRequest): void {
  if (inFlight || waitingForSignIn) return;
  const { isAuth } = getAuth();
  if (isAuth) {
    void createAndGo(request);
    return;
  }
  const stop = whenSignedIn(false, () => {
    waitingForSignIn = null;
    void createAndGo(request);
  });
  waitingForSignIn = stop;
}

/** One 'chat:open': waits out the debounce (the last request of a burst wins), then runs. */
export function requestChatOpen(request: ChatOpenRequest): void {
  if (inFlight || waitingForSignIn) return;
  latest = request;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    const next = latest;
    latest = null;
    if (next) run(next);
  }, CHAT_OPEN_DEBOUNCE_MS);
}

/** Listens to 'chat:open' for the page's life; the returned function stops it. */
export function installChatOpening(): () => void {
  const offOpen = on('chat:open', (detail) => requestChatOpen(detail));
  const offClose = on('popup:close', ({ popup }) => {
    // whenSignedIn drops the action on close; the wait ends with it.
    if (popup === 'auth') waitingForSignIn = null;
  });
  return () => {
    offOpen();
    offClose();
    resetChatOpeningForTests();
  };
}

export function resetChatOpeningForTests(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  latest = null;
  inFlight = false;
  waitingForSignIn?.();
  waitingForSignIn = null;
}
