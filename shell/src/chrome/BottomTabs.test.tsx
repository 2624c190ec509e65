import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoute } from '@povar/shared-kit';
import { navigateToUrl } from 'single-spa';
import { BottomTabs, type BottomTabsProps } from './BottomTabs';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const props = (overrides: Partial<BottomTabsProps> = {}): BottomTabsProps => ({
  match: matchRoute('/tyumen/'),
  regionSlug: 'tyumen',
  regionError: false,
  isCook: false,
  basketCount: 0,
  unreadCount: 0,
  ...overrides,
});

const tabs = () => within(screen.getByRole('navigation', { name: 'Разделы' }));
/** The analytics goals queued for Yandex Metrika (no counter configured in tests). */
const goals = () => (window.ym?.a ?? []).map((args) => Array.from(args)).filter((args) => args[1] === 'reachGoal');

const popupOpens: unknown[] = [];
const rememberPopup = (event: Event) => popupOpens.push((event as CustomEvent).detail);

beforeEach(() => {
  delete window.ym;
  jest.mocked(navigateToUrl).mockClear();
  popupOpens.length = 0;
  window.addEventListener('popup:open', rememberPopup);
});

afterEach(() => {
  window.removeEventListener('popup:open', rememberPopup);
});

describe('BottomTabs', () => {
  it('has the five tabs, leading to the region and to the account pages', () => {
    render(<BottomTabs {...props({ regionSlug: 'omsk' })} />);
    expect(tabs().getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/omsk/');
    expect(tabs().getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/omsk/cooks');
    expect(tabs().getByRole('link', { name: 'Заказы' })).toHaveAttribute('href', '/orders');
    expect(tabs().getByRole('button', { name: 'Корзина' })).toBeInTheDocument();
    expect(tabs().getByRole('link', { name: 'Профиль' })).toHaveAttribute('href', '/profile/menu');
  });

  it("'Заказы' leads cooks to their sales", () => {
    render(<BottomTabs {...props({ isCook: true })} />);
    expect(tabs().getByRole('link', { name: 'Заказы' })).toHaveAttribute('href', '/orders/sales');
  });

  it("hides 'Главная' and 'Каталог' on a region error", () => {
    render(<BottomTabs {...props({ regionError: true })} />);
    expect(tabs().queryByRole('link', { name: 'Главная' })).not.toBeInTheDocument();
    expect(tabs().queryByRole('link', { name: 'Каталог' })).not.toBeInTheDocument();
    expect(tabs().getByRole('link', { name: 'Заказы' })).toBeInTheDocument();
    expect(tabs().getByRole('button', { name: 'Корзина' })).toBeInTheDocument();
    expect(tabs().getByRole('link', { name: 'Профиль' })).toBeInTheDocument();
  });

  it('marks the tab of the current page', () => {
    render(<BottomTabs {...props({ match: matchRoute('/tyumen/menu/supy') })} />);
    expect(tabs().getByRole('link', { name: 'Каталог' })).toHaveAttribute('aria-current', 'page');
    expect(tabs().getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
  });

  it('shows the basket count, capped at 99+', () => {
    const { rerender } = render(<BottomTabs {...props({ basketCount: 3 })} />);
    expect(tabs().getByRole('button', { name: 'Корзина 3' })).toBeInTheDocument();
    rerender(<BottomTabs {...props({ basketCount: 100 })} />);
    expect(tabs().getByRole('button', { name: 'Корзина 99+' })).toBeInTheDocument();
    rerender(<BottomTabs {...props({ basketCount: 0 })} />);
    expect(tabs().getByRole('button', { name: 'Корзина' })).toBeInTheDocument();
  });

  it('shows a badge with the unread message count on the profile tab', () => {
    const { rerender } = render(<BottomTabs {...props({ unreadCount: 0 })} />);
    expect(screen.queryByLabelText(/Непрочитанных сообщений/)).not.toBeInTheDocument();
    rerender(<BottomTabs {...props({ unreadCount: 7 })} />);
    expect(screen.getByLabelText('Непрочитанных сообщений: 7')).toHaveTextContent('7');
    rerender(<BottomTabs {...props({ unreadCount: 250 })} />);
    expect(screen.getByLabelText('Непрочитанных сообщений: 250')).toHaveTextContent('99+');
  });

  it("records the 'mobile-tab-click' goal with the tab's name on every tap", async () => {
    render(<BottomTabs {...props()} />);
    await userEvent.click(tabs().getByRole('link', { name: 'Главная' }));
    await userEvent.click(tabs().getByRole('link', { name: 'Каталог' }));
    await userEvent.click(tabs().getByRole('link', { name: 'Заказы' }));
    await userEvent.click(tabs().getByRole('button', { name: 'Корзина' }));
    await userEvent.click(tabs().getByRole('link', { name: 'Профиль' }));

    expect(goals()).toEqual(['home', 'catalog', 'orders', 'basket', 'profile'].map((tab) => [expect.anything(), 'reachGoal', 'mobile-tab-click', { tab }]));
  });

  it('navigates inside the page, and the basket tab opens the basket popup', async () => {
    render(<BottomTabs {...props()} />);
    await userEvent.click(tabs().getByRole('link', { name: 'Профиль' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/profile/menu');
    await userEvent.click(tabs().getByRole('button', { name: 'Корзина' }));
    expect(popupOpens).toEqual([{ popup: 'basket' }]);
  });
});
