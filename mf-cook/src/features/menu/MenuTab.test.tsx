import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { clearTokens, formatPrice, setTokens, setUser, type CurrentUser } from '@povar/shared-kit';
import { COOK_PAGE, renderInApp } from '../../test-kit';
import { FILL_MENU_TEXT, FILL_MENU_TITLE, MenuTab } from './MenuTab';

const showMenu = (url = '/tyumen/cooks/detail/7', sections = COOK_PAGE.dishes) =>
  renderInApp(<MenuTab sections={sections} region="tyumen" cookId={7} />, { url });
const url = () => screen.getByTestId('url').textContent;
const bar = () => screen.getByRole('navigation', { name: 'Категории меню' });
const current = () =>
  within(bar())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'true')
    .map((link) => link.textContent);
const section = (title: string) => screen.getByRole('region', { name: title });

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('MenuTab', () => {
  it("shows the sections in order, 'Повар рекомендует' first, under a category bar starting with 'Все'", () => {
    showMenu();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Повар рекомендует', 'Супы', 'Выпечка']);
    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Все', 'Повар рекомендует', 'Супы', 'Выпечка']);
    expect(current()).toEqual(['Все']);
    expect(url()).toBe('/tyumen/cooks/detail/7');
  });

  it('shows each dish with its picture, weight, portions and price, linking to the dish page, with its basket control', () => {
    showMenu();
    const card = within(section('Супы')).getByRole('article', { name: 'Борщ с фасолью' });
    expect(within(card).getByRole('link', { name: 'Борщ с фасолью' })).toHaveAttribute('href', '/tyumen/menu/detail/15');
    expect(card).toHaveTextContent('350 г · 1 порц.');
    expect(card.textContent).toContain(formatPrice(42000));
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/files/demo/dish-15-640.jpg');
    expect(screen.getByRole('button', { name: 'В корзину: Пельмени домашние' })).toBeInTheDocument();
    // The favourite toggle, outside the card's links.
    const heart = within(card).getByRole('button', { name: 'В избранное' });
    expect(heart.closest('a')).toBeNull();
  });

  it("marks the section scrolled under the bar and writes '#category=' 300 ms after", async () => {
    showMenu();
    act(() => mockIsIntersecting(section('Супы'), true));
    expect(current()).toEqual(['Супы']);
    // Debounced: not yet.
    expect(url()).toBe('/tyumen/cooks/detail/7');
    await waitFor(() => expect(url()).toBe('/tyumen/cooks/detail/7#category=supy'));

    act(() => mockIsIntersecting(section('Выпечка'), true));
    act(() => mockIsIntersecting(section('Повар рекомендует'), true));
    expect(current()).toEqual(['Повар рекомендует']);
    await waitFor(() => expect(url()).toBe('/tyumen/cooks/detail/7#category=recommended'));
  });

  it("goes back to 'Все' when the menu's top is in view again", () => {
    jest.useFakeTimers();
    try {
      showMenu('/tyumen/cooks/detail/7?utm=1#category=supy');
      // Past the arrival's own smooth scroll, whose passing sections are not the visitor's doing.
      act(() => jest.advanceTimersByTime(1100));
      act(() => mockIsIntersecting(document.querySelector('.topSentinel') as HTMLElement, true));
      expect(current()).toEqual(['Все']);
      act(() => jest.advanceTimersByTime(299));
      expect(url()).toBe('/tyumen/cooks/detail/7?utm=1#category=supy');
      act(() => jest.advanceTimersByTime(1));
      expect(url()).toBe('/tyumen/cooks/detail/7?utm=1#category=all');
    } finally {
      jest.useRealTimers();
    }
  });

  it('scrolls to a chosen category 160 px above its section and writes the hash at once', async () => {
    showMenu();
    await userEvent.click(within(bar()).getByRole('link', { name: 'Выпечка' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: -160, behavior: 'smooth' });
    expect(url()).toBe('/tyumen/cooks/detail/7#category=vypechka');
    expect(current()).toEqual(['Выпечка']);
    // The sections the smooth scroll passes do not take the mark.
    act(() => mockIsIntersecting(section('Супы'), true));
    expect(current()).toEqual(['Выпечка']);
  });

  it('opens at the section the address names', () => {
    showMenu('/tyumen/cooks/detail/7#category=supy');
    expect(current()).toEqual(['Супы']);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: -160, behavior: 'smooth' });
  });

  it("ignores a hash naming no section: 'Все'", () => {
    showMenu('/tyumen/cooks/detail/7#category=nope');
    expect(current()).toEqual(['Все']);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("says 'В меню ничего нет' with a link to the catalogue when there are no dishes", () => {
    showMenu('/tyumen/cooks/detail/7', []);
    expect(screen.getByText('В меню ничего нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/tyumen/menu');
    expect(screen.queryByRole('navigation', { name: 'Категории меню' })).not.toBeInTheDocument();
  });

  describe('the cook on their own page', () => {
    const signInAsCook = (cookId: number) =>
      act(() => {
        setTokens({ accessToken: 'a' });
        setUser({ id: 2, name: 'Повар', phone: '+79990000002', isCook: true, cookData: { id: cookId }, unreadMessagesCount: 0 } as unknown as CurrentUser);
      });
    afterEach(() => act(() => clearTokens()));

    it("with no dishes yet: 'Заполните меню' with the way to their dishes, not the catalogue", () => {
      signInAsCook(7);
      showMenu('/tyumen/cooks/detail/7', []);
      expect(screen.getByRole('heading', { level: 2, name: FILL_MENU_TITLE })).toBeInTheDocument();
      expect(screen.getByText(FILL_MENU_TEXT)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Мои блюда' })).toHaveAttribute('href', '/profile/dishes');
      expect(screen.queryByText('В меню ничего нет')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Перейти в каталог' })).not.toBeInTheDocument();
    });

    it("another cook's empty page is the visitors' empty menu", () => {
      signInAsCook(8);
      showMenu('/tyumen/cooks/detail/7', []);
      expect(screen.getByText('В меню ничего нет')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: FILL_MENU_TITLE })).not.toBeInTheDocument();
    });

    it('with dishes: the menu as everyone sees it', () => {
      signInAsCook(7);
      showMenu();
      expect(screen.queryByRole('heading', { name: FILL_MENU_TITLE })).not.toBeInTheDocument();
      expect(bar()).toBeInTheDocument();
    });
  });
});
