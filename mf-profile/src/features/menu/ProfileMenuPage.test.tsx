import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, on, siteSettingsQuery, type CurrentUser, type SiteSettings } from '@povar/shared-kit';
import { newQueryClient, recordPopupEvents, renderWithProviders, signIn, signOut, stubNetwork } from '../../test-kit';
import { GUEST_TITLE, ProfileMenuPage } from './ProfileMenuPage';

jest.mock('@povar/shared-kit', () => ({ ...jest.requireActual('@povar/shared-kit'), logout: jest.fn() }));
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const popups = recordPopupEvents();

const SUPPORT_LINK = 'https://t.me/povar_ryadom_support';

function show() {
  const queryClient = newQueryClient();
  queryClient.setQueryData(siteSettingsQuery.queryKey, { footer: { support_messenger_link: SUPPORT_LINK } } as SiteSettings);
  return renderWithProviders(<ProfileMenuPage />, { url: '/profile/menu', queryClient });
}
const group = (name: string) => within(screen.getByRole('navigation', { name }));

beforeEach(async () => {
  stubNetwork();
  signOut();
  jest.mocked(logout).mockReset().mockResolvedValue(undefined);
});

describe('ProfileMenuPage: a guest', () => {
  it('is told they are not signed in, with the way in', async () => {
    const user = userEvent.setup();
    show();
    expect(screen.getByRole('heading', { level: 1, name: GUEST_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Вход / Регистрация' }));
    expect(popups.opened()).toEqual([{ popup: 'auth' }]);
  });

  it("'Стать поваром' signs in on the way to the application; 'Частые вопросы' is the FAQ; nothing else", async () => {
    const user = userEvent.setup();
    show();
    const more = group('Ещё');
    expect(more.getAllByRole('listitem')).toHaveLength(2);
    await user.click(more.getByRole('button', { name: 'Стать поваром' }));
    expect(popups.opened()).toEqual([{ popup: 'auth', props: { isForCook: true } }]);
    expect(more.getByRole('link', { name: 'Частые вопросы' })).toHaveAttribute('href', '/docs/faq');
    expect(screen.queryByRole('navigation', { name: 'Мои разделы' })).not.toBeInTheDocument();
  });
});

describe('ProfileMenuPage: signed in', () => {
  it('shows who is signed in, with the settings link', async () => {
    await signIn({ name: 'Анна Петрова' });
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Анна Петрова' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/profile');
  });

  it('names someone without a name by their phone', async () => {
    await signIn({ name: '' });
    show();
    expect(screen.getByRole('heading', { level: 1, name: '+7 (912) 345-67-89' })).toBeInTheDocument();
  });

  it("the user's sections lead to their pages", async () => {
    await signIn();
    show();
    const mine = group('Мои разделы');
    expect(mine.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Избранное', '/profile/favorite-cooks'],
      ['Чаты', '/profile/chat'],
      ['Способы оплаты', '/profile/payment-types'],
      ['Мои адреса', '/profile/address'],
    ]);
  });

  it('the chats carry the unread count, 99+ above 99', async () => {
    await signIn({ unreadMessagesCount: 5 });
    const { unmount } = show();
    expect(group('Мои разделы').getByRole('link', { name: 'Чаты 5 непрочитанных' })).toBeInTheDocument();
    unmount();
    await signIn({ unreadMessagesCount: 150 });
    show();
    expect(group('Мои разделы').getByRole('link', { name: 'Чаты 99+ непрочитанных' })).toBeInTheDocument();
  });

  it('a customer has no cook group, and may become a cook', async () => {
    const user = userEvent.setup();
    await signIn({ isCook: false });
    show();
    expect(screen.queryByRole('navigation', { name: 'Кухня повара' })).not.toBeInTheDocument();
    await user.click(group('Ещё').getByRole('button', { name: 'Стать поваром' }));
    expect(popups.opened()).toEqual([{ popup: 'become-cook' }]);
  });

  it("a cook gets the cook's sections and no 'Стать поваром'", async () => {
    await signIn({ isCook: true });
    show();
    expect(
      group('Кухня повара')
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Мои блюда', '/profile/dishes'],
      ['Повар рекомендует', '/profile/compilations'],
      ['График работы', '/profile/schedule'],
      ['Полезные материалы', '/profile/useful'],
    ]);
    expect(group('Ещё').queryByRole('button', { name: 'Стать поваром' })).not.toBeInTheDocument();
  });

  it("a cook with a page gets 'Моя страница' first, leading to it", async () => {
    await signIn({ isCook: true, cookData: { id: 31 } as CurrentUser['cookData'] });
    show();
    expect(group('Кухня повара').getAllByRole('link')[0]).toHaveAccessibleName('Моя страница');
    expect(group('Кухня повара').getByRole('link', { name: 'Моя страница' })).toHaveAttribute('href', '/cooks/detail/31');
  });

  it("an operator gets 'Заявки поваров', leading to the queue; nobody else does", async () => {
    await signIn({ isOperator: true });
    const { unmount } = show();
    expect(group('Модерация').getByRole('link', { name: 'Заявки поваров' })).toHaveAttribute('href', '/moderation');
    unmount();
    await signIn({ isOperator: false, isCook: true });
    show();
    expect(screen.queryByRole('navigation', { name: 'Модерация' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Заявки поваров' })).not.toBeInTheDocument();
  });

  it('support opens the support chat (chat:open with cook 906); FAQ and sign-out are there', async () => {
    const user = userEvent.setup();
    await signIn();
    show();
    const more = group('Ещё');
    const opened: unknown[] = [];
    const off = on('chat:open', (detail) => opened.push(detail));
    await user.click(more.getByRole('button', { name: 'Поддержка сервиса' }));
    off();
    expect(opened).toEqual([{ cookId: 906 }]);
    expect(more.getByRole('link', { name: 'Частые вопросы' })).toHaveAttribute('href', '/docs/faq');
    await user.click(more.getByRole('button', { name: 'Выйти' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('follows a sign-out from elsewhere', async () => {
    await signIn();
    show();
    expect(screen.getByRole('navigation', { name: 'Мои разделы' })).toBeInTheDocument();
    signOut();
    expect(screen.getByRole('heading', { level: 1, name: GUEST_TITLE })).toBeInTheDocument();
  });
});
