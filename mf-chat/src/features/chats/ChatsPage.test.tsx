import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getUser, matchRoute, type ChatMessage } from '@povar/shared-kit';
import { CHAT_MESSAGES } from '@povar/shared-kit/contracts';
import {
  aConversation,
  aCookOrder,
  aMessage,
  aSummary,
  connectRealtime,
  COOK_PEER,
  fakeApi,
  fileOf,
  NO_ANSWER,
  renderPage,
  setScreen,
  signIn,
  signOutAndReset,
  SUPPORT_PEER,
  TICKET_ROUTE,
  FakeWebSocket,
  type FakeCall,
} from '../../test-kit';

const FakeWebSocketCount = () => FakeWebSocket.instances.length;
const latestSocket = () => FakeWebSocket.latest();
import { ChatsPage } from './ChatsPage';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const match = matchRoute('/profile/chat')!;
const show = (url = '/profile/chat') => renderPage(<ChatsPage match={match} />, url);
const log = () => screen.getByRole('log', { name: 'Сообщения' });
const composer = () => screen.getByRole('textbox', { name: 'Сообщение' });
const url = () => screen.getByTestId('url').textContent;

/** 12:00 local time on 25 November 2026; messages of today, yesterday and 24 November 2026 and 2025. */
const NOW = new Date(2026, 10, 25, 12, 0);
const at = (year: number, month: number, day: number, hour = 10) => new Date(year, month, day, hour, 5).toISOString();

beforeEach(() => {
  signOutAndReset();
  setScreen(true);
  signIn({ unreadMessagesCount: 2 });
  URL.createObjectURL = jest.fn(() => 'blob:local/1');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  signOutAndReset();
  jest.useRealTimers();
});

/** The list with one cook (two unread) and support, and the cook's conversation. */
function chatApi(messages: ChatMessage[] = [aMessage(1), aMessage(2, { mine: true })], extra: Record<string, (call: FakeCall) => unknown> = {}) {
  return fakeApi({
    ...TICKET_ROUTE,
    'GET /api/chat': () => ({
      items: [aSummary(COOK_PEER, { lastMessage: messages.at(-1) ?? null, unreadCount: 2 }), aSummary(SUPPORT_PEER)],
      unreadMessagesCount: 2,
    }),
    'GET /api/chat/load': (call) => {
      const chatUserId = Number(call.url.searchParams.get('chatUserId'));
      return chatUserId === COOK_PEER.id ? aConversation(COOK_PEER, messages) : aConversation(SUPPORT_PEER, []);
    },
    'POST /api/chat/last-read': () => ({ unreadMessagesCount: 0 }),
    ...extra,
  });
}

describe('ChatsPage: the list', () => {
  it('lists the conversations as links, with unread counts; on a wide screen asks to choose one', async () => {
    chatApi();
    show();
    const list = await screen.findByRole('list', { name: 'Список чатов' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/profile/chat#u12', '/profile/chat#u906']);
    expect(within(links[0]!).getByText('Мария Иванова')).toBeInTheDocument();
    expect(within(links[0]!).getByText('Вы: Сообщение 2')).toBeInTheDocument();
    expect(within(links[0]!).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Выберите чат')).toBeInTheDocument();
  });

  it("says 'Чатов пока нет' with a hint when there are none", async () => {
    fakeApi({ ...TICKET_ROUTE, 'GET /api/chat': () => ({ items: [], unreadMessagesCount: 0 }) });
    show();
    expect(await screen.findByText('Чатов пока нет')).toBeInTheDocument();
    expect(screen.getByText(/Напишите повару/)).toBeInTheDocument();
  });

  it("offers 'Повторить' when the list did not load", async () => {
    let fail = true;
    fakeApi({
      'GET /api/chat': () =>
        fail ? { status: 404, body: { success: false, data: null, errors: [], message: 'Нет', error: null } } : { items: [], unreadMessagesCount: 0 },
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить чаты');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Повторить/ }));
    expect(await screen.findByText('Чатов пока нет')).toBeInTheDocument();
  });

  it('on a phone shows the list alone, then the conversation alone with a way back', async () => {
    setScreen(false);
    chatApi();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('link', { name: /Мария Иванова/ }));
    expect(url()).toBe('/profile/chat#u12');
    expect(await screen.findByRole('heading', { level: 2, name: 'Мария Иванова' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Список чатов' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'К списку чатов' }));
    expect(url()).toBe('/profile/chat');
    expect(await screen.findByRole('list', { name: 'Список чатов' })).toBeInTheDocument();
  });
});

describe('ChatsPage: a conversation', () => {
  it('#u{id} opens it beside the list: name, messages in a polite log, the composer', async () => {
    chatApi();
    show('/profile/chat#u12');
    expect(await screen.findByRole('heading', { level: 2, name: 'Мария Иванова' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Список чатов' })).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(within(log()).getByText('Сообщение 1')).toBeInTheDocument();
    expect(composer()).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Список чатов' })).getByRole('link', { name: /Мария Иванова/ })).toHaveAttribute('aria-current', 'true');
  });

  it("separates days: 'Сегодня', 'Вчера', '24 ноября', and another year's date", async () => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
    chatApi([
      aMessage(1, { createdAt: at(2025, 10, 24) }),
      aMessage(2, { createdAt: at(2026, 10, 23) }),
      aMessage(3, { createdAt: at(2026, 10, 24, 9) }),
      aMessage(4, { createdAt: at(2026, 10, 24, 11) }),
      aMessage(5, { createdAt: at(2026, 10, 25) }),
    ]);
    show('/profile/chat#u12');
    await within(await screen.findByRole('log')).findByText('Сообщение 5');
    const separators = within(log())
      .getAllByRole('listitem')
      .filter((item) => !item.textContent?.startsWith('Сообщение'))
      .map((item) => item.textContent);
    expect(separators).toEqual(['24 ноября 2025', '23 ноября', 'Вчера', 'Сегодня']);
    expect(within(log()).getAllByText('10:05').length).toBeGreaterThan(0);
  });

  it("ticks my messages 'Прочитано' up to the peer's read mark, 'Отправлено' after it", async () => {
    fakeApi({
      ...TICKET_ROUTE,
      'GET /api/chat': () => ({ items: [aSummary(COOK_PEER)], unreadMessagesCount: 0 }),
      'GET /api/chat/load': () =>
        aConversation(COOK_PEER, [aMessage(1, { mine: true, text: 'Первое' }), aMessage(2, { mine: true, text: 'Второе' })], { peerLastReadMessageId: 1 }),
    });
    show('/profile/chat#u12');
    const first = (await screen.findByText('Первое')).closest('li')!;
    expect(within(first).getByText('Прочитано')).toBeInTheDocument();
    expect(within(screen.getByText('Второе').closest('li')!).getByText('Отправлено')).toBeInTheDocument();
  });

  it('marks it read while on screen: the badge drops at once and takes the server total', async () => {
    const api = chatApi();
    show('/profile/chat#u12');
    await screen.findByText('Сообщение 1');
    await waitFor(() => expect(api.callsTo('POST', '/api/chat/last-read')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/chat/last-read')[0]!.json).toEqual({ chatUserId: 12, messageId: 1 });
    await waitFor(() => expect(getUser().user?.unreadMessagesCount).toBe(0));
  });

  it("offers 'Повторить' when the conversation did not load", async () => {
    let fail = true;
    chatApi(undefined, {
      'GET /api/chat/load': () =>
        fail
          ? { status: 404, body: { success: false, data: null, errors: ['Чат не найден'], message: null, error: 'not_found' } }
          : aConversation(COOK_PEER, [aMessage(1)]),
    });
    show('/profile/chat#u12');
    expect(await screen.findByText('Не удалось загрузить переписку')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Повторить/ }));
    expect(await screen.findByText('Сообщение 1')).toBeInTheDocument();
  });
});

describe('ChatsPage: the orders in a conversation', () => {
  it("shows the orders' cards with their status buttons; a status changed there shows at once", async () => {
    let order = aCookOrder(31);
    const api = chatApi(undefined, {
      'GET /api/chat/load': () => aConversation(COOK_PEER, [aMessage(1), aMessage(2, { mine: true })], { orders: [order] }),
      'POST /api/orders/31/status': () => {
        order = aCookOrder(31, { status: 'accepted', statusLabel: 'Принят', actions: [] });
        return order;
      },
    });
    const user = userEvent.setup();
    show('/profile/chat#u12');
    const card = await screen.findByRole('article', { name: 'Заказ №31' });
    expect(within(card).getByText('Новый')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Принять заказ' }));
    expect(api.callsTo('POST', '/api/orders/31/status')[0]!.json).toEqual({ status: 'accepted' });
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Заказ №31' })).getByText('Принят')).toBeInTheDocument());
    expect(within(screen.getByRole('article', { name: 'Заказ №31' })).queryByRole('button', { name: 'Принять заказ' })).not.toBeInTheDocument();
    // Caught up after the last message held.
    expect(api.callsTo('GET', '/api/chat/load').at(-1)!.url.searchParams.get('after')).toBe('2');
  });
});

describe('ChatsPage: sending', () => {
  const saved = (call: FakeCall, id: number) => ({
    status: 201,
    body: { success: true, data: aMessage(id, { mine: true, text: String(call.form?.get('text')) }), errors: [], message: null, error: null },
  });

  it('sends with Enter (Shift+Enter is a new line), showing the message at once and then the saved one', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = chatApi(undefined, { 'POST /api/chat/message': (call) => new Promise((resolve) => (answer = () => resolve(saved(call, 50)))) });
    const user = userEvent.setup();
    show('/profile/chat#u12');
    await screen.findByText('Сообщение 1');
    await user.type(composer(), 'Здравствуйте!{Shift>}{Enter}{/Shift}Можно заказ?');
    expect(composer()).toHaveValue('Здравствуйте!\nМожно заказ?');
    expect(api.callsTo('POST', '/api/chat/message')).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(composer()).toHaveValue('');
    const pending = within(log())
      .getByText('Здравствуйте! Можно заказ?', { normalizer: (text) => text.replace(/\s+/g, ' ') })
      .closest('li')!;
    expect(within(pending).getByText('Отправляется…')).toBeInTheDocument();
    const form = api.callsTo('POST', '/api/chat/message')[0]!.form!;
    expect(form.get('chatUserId')).toBe('12');
    expect(form.get('text')).toBe('Здравствуйте!\nМожно заказ?');
    expect(String(form.get('clientId'))).not.toBe('');
    await act(async () => answer(undefined));
    await waitFor(() => expect(within(log()).queryByText('Отправляется…')).not.toBeInTheDocument());
    expect(within(log()).getAllByText('Отправлено').length).toBe(2);
  });

  it("keeps a failed message as 'Не отправлено' and retries it with the same clientId", async () => {
    let tries = 0;
    const api = chatApi(undefined, {
      'POST /api/chat/message': (call) => {
        tries += 1;
        return tries === 1 ? NO_ANSWER : saved(call, 51);
      },
    });
    const user = userEvent.setup();
    show('/profile/chat#u12');
    await screen.findByText('Сообщение 1');
    await user.type(composer(), 'Алло{Enter}');
    const alert = await within(log()).findByRole('alert');
    expect(alert).toHaveTextContent('Не отправлено.');
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(within(log()).queryByText(/Не отправлено/)).not.toBeInTheDocument());
    expect(within(log()).getByText('Алло')).toBeInTheDocument();
    const [first, second] = api.callsTo('POST', '/api/chat/message');
    expect(second!.form!.get('clientId')).toBe(first!.form!.get('clientId'));
  });

  it('checks files before sending: kinds, sizes and count, in Russian; good ones go as files', async () => {
    const api = chatApi(undefined, { 'POST /api/chat/message': (call) => saved(call, 52) });
    const user = userEvent.setup({ applyAccept: false });
    show('/profile/chat#u12');
    await screen.findByText('Сообщение 1');
    const input = screen.getByTestId('chat-file-input');

    await user.upload(input, fileOf('movie.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.fileType);
    await user.upload(input, fileOf('big.png', 'image/png', 11 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.imageTooBig);
    await user.upload(input, fileOf('scan.pdf', 'application/pdf', 11 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.documentTooBig);
    await user.upload(
      input,
      [1, 2, 3, 4, 5, 6].map((n) => fileOf(`photo-${n}.jpg`, 'image/jpeg')),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.tooManyFiles);
    const chips = screen.getByRole('list', { name: 'Вложения' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(5);
    for (let n = 5; n > 1; n -= 1) await user.click(screen.getByRole('button', { name: `Убрать файл photo-${n}.jpg` }));

    await user.upload(input, fileOf('menu.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    const form = (await waitFor(() => api.callsTo('POST', '/api/chat/message')[0]!)).form!;
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['photo-1.jpg', 'menu.pdf']);
    expect(form.get('text')).toBe('');
  });

  it('pasting a picture attaches it', async () => {
    chatApi();
    const user = userEvent.setup();
    show('/profile/chat#u12');
    await screen.findByText('Сообщение 1');
    await user.click(composer());
    await user.paste({ files: [fileOf('pasted.png', 'image/png')], items: [], types: ['Files'], getData: () => '' } as unknown as DataTransfer);
    expect(within(screen.getByRole('list', { name: 'Вложения' })).getByText('pasted.png')).toBeInTheDocument();
  });

  it('an empty message is not sent and says why', async () => {
    const api = chatApi();
    const user = userEvent.setup();
    show('/profile/chat#u12');
    await screen.findByText('Сообщение 1');
    await user.type(composer(), '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.emptyMessage);
    expect(api.callsTo('POST', '/api/chat/message')).toHaveLength(0);
  });
});

describe('ChatsPage: live', () => {
  it("shows 'печатает…' while the peer types, for a while after the last frame, and sends my typing", async () => {
    chatApi();
    const socket = await connectRealtime();
    const user = userEvent.setup();
    show('/profile/chat#u12');
    await screen.findByText('Сообщение 1');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    socket.receive({ type: 'chat:typing', chatUserId: 12 });
    expect(screen.getAllByText('печатает…').length).toBeGreaterThan(0);
    act(() => jest.advanceTimersByTime(3_999));
    expect(screen.getAllByText('печатает…').length).toBeGreaterThan(0);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('печатает…')).not.toBeInTheDocument();
    jest.useRealTimers();

    await user.type(composer(), 'Пиш');
    expect(socket.sent).toEqual([{ type: 'typing', chatUserId: 12 }]);
  });

  it("adds a message that comes over the socket, and the peer's reading ticks mine", async () => {
    chatApi();
    const socket = await connectRealtime();
    show('/profile/chat#u12');
    await screen.findByText('Сообщение 1');
    socket.receive({ type: 'chat:message', chatUserId: 12, message: aMessage(3, { text: 'Готово!' }) });
    expect(await within(log()).findByText('Готово!')).toBeInTheDocument();
    socket.receive({ type: 'chat:read', chatUserId: 12, readerId: 12, messageId: 2 });
    expect(await within(screen.getByText('Сообщение 2').closest('li')!).findByText('Прочитано')).toBeInTheDocument();
  });

  it('after the socket was away, catches up: the list again and the open conversation after its last message', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const api = chatApi(undefined, {
      'GET /api/chat/load': (call) =>
        call.url.searchParams.get('after') === '2'
          ? aConversation(COOK_PEER, [aMessage(3, { text: 'Пока вас не было' })])
          : aConversation(COOK_PEER, [aMessage(1), aMessage(2, { mine: true })]),
    });
    const socket = await connectRealtime();
    show('/profile/chat#u12');
    await within(await screen.findByRole('log')).findByText('Сообщение 1');
    const listReads = api.callsTo('GET', '/api/chat').length;
    act(() => socket.onclose?.({ code: 1012 } as CloseEvent));
    // A fresh ticket after the pause, then the new socket says it is ready.
    await waitFor(() => expect(FakeWebSocketCount()).toBe(2), { timeout: 3000 });
    const again = latestSocket();
    again.readyState = 1;
    again.receive({ type: 'ready', userId: 7 });
    expect(await within(log()).findByText('Пока вас не было')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/chat/load').map((call) => call.url.searchParams.get('after'))).toEqual([null, '2']);
    await waitFor(() => expect(api.callsTo('GET', '/api/chat').length).toBeGreaterThan(listReads));
    jest.restoreAllMocks();
  });
});

describe("ChatsPage: a customer's phone", () => {
  const CUSTOMER = { id: 40, name: 'Ольга Смирнова', avatar: null, cookId: null, isSupport: false };

  it('support gets it in full and can call; a cook gets it masked, as text; a cook peer shows none', async () => {
    for (const [phone, callable] of [
      ['+79123456789', true],
      ['+7 (912) ***-**-89', false],
    ] as const) {
      const peer = { ...CUSTOMER, phone };
      fakeApi({
        ...TICKET_ROUTE,
        'GET /api/chat': () => ({ items: [aSummary(peer)], unreadMessagesCount: 0 }),
        'GET /api/chat/load': () => aConversation(peer, []),
        'POST /api/chat/last-read': () => ({ unreadMessagesCount: 0 }),
      });
      const view = show('/profile/chat#u40');
      expect(await screen.findByRole('heading', { level: 2, name: 'Ольга Смирнова' })).toBeInTheDocument();
      const shown = await screen.findByTestId('peer-phone');
      if (callable) expect(within(shown).getByRole('link', { name: '+7 (912) 345-67-89' })).toHaveAttribute('href', 'tel:+79123456789');
      else {
        expect(shown).toHaveTextContent('+7 (912) ***-**-89');
        expect(within(shown).queryByRole('link')).not.toBeInTheDocument();
      }
      view.unmount();
    }
    chatApi();
    const view = show('/profile/chat#u12');
    expect(await screen.findByRole('heading', { level: 2, name: 'Мария Иванова' })).toBeInTheDocument();
    expect(screen.queryByTestId('peer-phone')).not.toBeInTheDocument();
    view.unmount();
  });
});
