import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, matchRoute, MENU_HIDE_DELAY_MS } from '@povar/shared-kit';
import { navigateToUrl } from 'single-spa';
import { Header, type HeaderProps } from './Header';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@povar/shared-kit', () => ({ ...jest.requireActual('@povar/shared-kit'), logout: jest.fn() }));

const props = (overrides: Partial<HeaderProps> = {}): HeaderProps => ({
  match: matchRoute('/tyumen/'),
  regionSlug: 'tyumen',
  isAuth: false,
  isCook: false,
  userLoading: false,
  displayName: null,
  basketCount: 0,
  ...overrides,
});

const nav = () => within(screen.getByRole('navigation', { name: 'Основная навигация' }));
const openAccountMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Меню профиля' }));
  return within(screen.getByRole('menu'));
};

const popupOpens: unknown[] = [];
const rememberPopup = (event: Event) => popupOpens.push((event as CustomEvent).detail);

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  jest.mocked(logout).mockReset().mockResolvedValue(undefined);
  popupOpens.length = 0;
  window.addEventListener('popup:open', rememberPopup);
});

afterEach(() => {
  window.removeEventListener('popup:open', rememberPopup);
});

describe('Header: logo and navigation', () => {
  it('the logo and "Главная" lead to the region index, "Каталог" to its cooks', () => {
    render(<Header {...props({ regionSlug: 'omsk' })} />);
    expect(screen.getByRole('link', { name: 'Повар рядом — на главную' })).toHaveAttribute('href', '/omsk/');
    expect(nav().getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/omsk/');
    expect(nav().getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/omsk/cooks');
  });

  it("'Заказы' is shown only when signed in", () => {
    const { rerender } = render(<Header {...props({ isAuth: false })} />);
    expect(nav().queryByRole('link', { name: 'Заказы' })).not.toBeInTheDocument();
    rerender(<Header {...props({ isAuth: true })} />);
    expect(nav().getByRole('link', { name: 'Заказы' })).toHaveAttribute('href', '/orders');
  });

  it("'Заказы' leads cooks to their sales", () => {
    render(<Header {...props({ isAuth: true, isCook: true })} />);
    expect(nav().getByRole('link', { name: 'Заказы' })).toHaveAttribute('href', '/orders/sales');
  });

  it.each(['/tyumen/cooks', '/tyumen/menu', '/tyumen/menu/page-2', '/tyumen/cooks-map', '/tyumen/cooks/filter'])(
    "'Каталог' is the current section on %s",
    (path) => {
      render(<Header {...props({ match: matchRoute(path) })} />);
      expect(nav().getByRole('link', { name: 'Каталог' })).toHaveAttribute('aria-current', 'page');
      expect(nav().getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
    },
  );

  it("'Главная' is the current section on the region index, nothing on a cook's page", () => {
    const { rerender } = render(<Header {...props({ match: matchRoute('/tyumen/') })} />);
    expect(nav().getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
    rerender(<Header {...props({ match: matchRoute('/tyumen/cooks/detail/5') })} />);
    expect(
      nav()
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([]);
  });

  it('navigates inside the page', async () => {
    render(<Header {...props()} />);
    await userEvent.click(nav().getByRole('link', { name: 'Каталог' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/tyumen/cooks');
  });
});

describe('Header: cart button', () => {
  it('is hidden while the basket is empty', () => {
    render(<Header {...props({ basketCount: 0 })} />);
    expect(screen.queryByRole('button', { name: /Корзина/ })).not.toBeInTheDocument();
  });

  it('shows the count and opens the basket popup', async () => {
    render(<Header {...props({ basketCount: 4 })} />);
    const cart = screen.getByRole('button', { name: /Корзина/ });
    expect(cart).toHaveTextContent('4');
    await userEvent.click(cart);
    expect(popupOpens).toEqual([{ popup: 'basket' }]);
  });

  it('caps the count at 99+', () => {
    render(<Header {...props({ basketCount: 120 })} />);
    expect(screen.getByRole('button', { name: /Корзина/ })).toHaveTextContent('99+');
  });
});

describe('Header: account menu', () => {
  it(`closes ${MENU_HIDE_DELAY_MS} ms after the mouse leaves it, and stays when the mouse comes back sooner`, () => {
    jest.useFakeTimers();
    try {
      render(<Header {...props()} />);
      const avatar = screen.getByRole('button', { name: 'Меню профиля' });
      fireEvent.click(avatar);
      const area = avatar.parentElement!;
      fireEvent.pointerLeave(area, { pointerType: 'mouse' });
      act(() => jest.advanceTimersByTime(MENU_HIDE_DELAY_MS - 1));
      expect(screen.getByRole('menu')).toBeInTheDocument();
      fireEvent.pointerEnter(area, { pointerType: 'mouse' });
      act(() => jest.advanceTimersByTime(MENU_HIDE_DELAY_MS * 2));
      expect(screen.getByRole('menu')).toBeInTheDocument();
      fireEvent.pointerLeave(area, { pointerType: 'mouse' });
      act(() => jest.advanceTimersByTime(MENU_HIDE_DELAY_MS));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(avatar).toHaveAttribute('aria-expanded', 'false');
      // A finger lifting off the screen is no 'leaving': the menu waits for a tap.
      fireEvent.click(avatar);
      fireEvent.pointerLeave(area, { pointerType: 'touch' });
      act(() => jest.advanceTimersByTime(MENU_HIDE_DELAY_MS * 2));
      expect(screen.getByRole('menu')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is closed until the avatar is pressed', async () => {
    render(<Header {...props()} />);
    const avatar = screen.getByRole('button', { name: 'Меню профиля' });
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('guest variant: not signed in, with sign-in, become-a-cook and FAQ', async () => {
    render(<Header {...props()} />);
    const menu = await openAccountMenu();
    expect(menu.getByText('Вы не авторизованы')).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Вход / Регистрация' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Стать поваром' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Частые вопросы' })).toHaveAttribute('href', '/docs/faq');
  });

  it("'Вход / Регистрация' opens the auth popup and closes the menu", async () => {
    render(<Header {...props()} />);
    const menu = await openAccountMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Вход / Регистрация' }));
    expect(popupOpens).toEqual([{ popup: 'auth', props: { isForCook: false } }]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("the guest's 'Стать поваром' opens the auth popup for a future cook", async () => {
    render(<Header {...props()} />);
    const menu = await openAccountMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Стать поваром' }));
    expect(popupOpens).toEqual([{ popup: 'auth', props: { isForCook: true } }]);
  });

  it("shows 'Загрузка...' while the user is loading", async () => {
    render(<Header {...props({ isAuth: true, userLoading: true })} />);
    const menu = await openAccountMenu();
    expect(menu.getByText('Загрузка...')).toBeInTheDocument();
    expect(menu.queryByText('Вы не авторизованы')).not.toBeInTheDocument();
  });

  it('signed-in variant: the name, settings, orders and profile', async () => {
    render(<Header {...props({ isAuth: true, displayName: 'анна' })} />);
    expect(screen.getByRole('button', { name: 'Меню профиля' })).toHaveTextContent('А');
    const menu = await openAccountMenu();
    expect(menu.getByText('анна')).toBeInTheDocument();
    expect(menu.queryByText('Вы не авторизованы')).not.toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Настройки' })).toHaveAttribute('href', '/profile');
    expect(menu.getByRole('menuitem', { name: 'Мои заказы' })).toHaveAttribute('href', '/orders');
    expect(menu.getByRole('menuitem', { name: 'Профиль' })).toHaveAttribute('href', '/profile/menu');
    expect(menu.getByRole('menuitem', { name: 'Чаты' })).toHaveAttribute('href', '/profile/chat');
    expect(menu.getByRole('menuitem', { name: 'Выйти' })).toBeInTheDocument();
  });

  it("'Чаты' carries the unread count, capped like the avatar's", async () => {
    const { unmount } = render(<Header {...props({ isAuth: true, displayName: 'анна', unreadCount: 3 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Меню профиля, непрочитанных сообщений: 3' }));
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Чаты 3 непрочитанных' })).toHaveAttribute('href', '/profile/chat');
    unmount();
    render(<Header {...props({ isAuth: true, displayName: 'анна', unreadCount: 150 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Меню профиля, непрочитанных сообщений: 150' }));
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Чаты 99+ непрочитанных' })).toBeInTheDocument();
  });

  it("'Чаты' has no badge when everything is read", async () => {
    render(<Header {...props({ isAuth: true, displayName: 'анна' })} />);
    const menu = await openAccountMenu();
    expect(menu.getByRole('menuitem', { name: 'Чаты' })).toHaveTextContent(/^Чаты$/);
  });

  it("'Выйти' signs out with the profile's sign-out and closes the menu", async () => {
    let finish: () => void = () => undefined;
    jest.mocked(logout).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    render(<Header {...props({ isAuth: true, displayName: 'анна' })} />);
    const menu = await openAccountMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Выйти' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(menu.getByRole('menuitem', { name: 'Выходим…' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('the guest menu has neither chats nor sign-out', async () => {
    render(<Header {...props()} />);
    const menu = await openAccountMenu();
    expect(menu.queryByRole('menuitem', { name: /Чаты/ })).not.toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Выйти' })).not.toBeInTheDocument();
  });

  it("a cook's menu leads to the sales", async () => {
    render(<Header {...props({ isAuth: true, isCook: true, displayName: 'Шеф' })} />);
    const menu = await openAccountMenu();
    expect(menu.getByRole('menuitem', { name: 'Продажи' })).toHaveAttribute('href', '/orders/sales');
  });

  it('closes on a click elsewhere on the page', async () => {
    render(
      <>
        <Header {...props()} />
        <p>elsewhere</p>
      </>,
    );
    await openAccountMenu();
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
