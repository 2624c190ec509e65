import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearTokens, closePopup, listenToPopupRequests, MemoryRouter, resetFavoritesForTests } from '@povar/shared-kit';
import type { CookCard as CookCardData, DishCard as DishCardData } from '@povar/shared-kit';
import { CookCard } from './CookCard';
import { renderInApp } from '../dish/dish-test-kit';
import { DishCard } from './DishCard';

const DISH: DishCardData = {
  id: 15,
  name: 'Пельмени домашние',
  image: null,
  weight: 1000,
  weightUnit: 'г',
  quantity: 5,
  quantityUnit: 'порц.',
  price: 89000,
  category: { slug: 'pelmeni', title: 'Пельмени и вареники' },
  cook: { id: 7, name: 'Анна Петрова', avatar: null, rating: 4.8 },
  distance: 2345,
  createdAt: '2026-11-01T10:00:00Z',
};

const COOK: CookCardData = {
  id: 7,
  name: 'Анна Петрова',
  avatar: null,
  speciality: { slug: 'russkaya-kuhnya', title: 'Русская кухня' },
  experience: 12,
  address: 'ул. Республики, 61',
  about: 'Готовлю как дома',
  registerDate: '2025-03-01',
  distance: null,
  passportVerified: true,
  sanitaryVerified: false,
  workAvailableAt: '09:00',
  rating: 0,
  reviewsCount: 21,
  deliveryCost: 0,
  delivers: true,
  mainCity: { id: 956, slug: 'tyumen', name: 'Тюмень' },
};

const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

/** The popups asked for while a test runs; a guest's pending favourite is dropped after it. */
let popups: string[] = [];
let stopListening: () => void = () => undefined;
beforeEach(() => {
  act(() => clearTokens());
  resetFavoritesForTests();
  popups = [];
  stopListening = listenToPopupRequests((request) => popups.push(request.popup));
});
afterEach(() => {
  closePopup('auth');
  stopListening();
});

/** The heart sits over the picture, outside every link of the card (a button in <a> is invalid). */
function expectHeartBesideTheLinks(card: HTMLElement) {
  const heart = within(card).getByRole('button', { name: 'В избранное' });
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(heart.closest('a')).toBeNull();
  return heart;
}

describe('DishCard', () => {
  it('shows the name, weight and portions, price, cook and distance, linking to the dish and the cook', () => {
    inRouter(<DishCard dish={DISH} region="tyumen" />);
    const card = screen.getByRole('article', { name: 'Пельмени домашние' });
    expect(within(card).getByRole('link', { name: 'Пельмени домашние' })).toHaveAttribute('href', '/tyumen/menu/detail/15');
    expect(card).toHaveTextContent('1 кг · 5 порц.');
    expect(card.textContent).toContain('890\u00A0₽');
    expect(within(card).getByRole('link', { name: 'Анна Петрова' })).toHaveAttribute('href', '/tyumen/cooks/detail/7');
    expect(card).toHaveTextContent('2,3 км от вас');
    expect(within(card).getByRole('img', { hidden: true })).toHaveAttribute('data-placeholder', 'dish');
  });

  it('leaves the distance out without a location', () => {
    inRouter(<DishCard dish={{ ...DISH, distance: null }} region="tyumen" />);
    expect(screen.getByRole('article')).not.toHaveTextContent('км от вас');
  });

  it.each([
    ['name', () => screen.getByRole('link', { name: 'Пельмени домашние' })],
    ['picture', () => screen.getByRole('img', { hidden: true }).closest('a')!],
  ])('opens the product popup from the %s: the dish joins the current URL, nothing else changes', async (_part, target) => {
    renderInApp(<DishCard dish={DISH} region="tyumen" />, { url: '/tyumen/menu/page-2?sort=price&order=asc' });
    await userEvent.click(target());
    expect(screen.getByTestId('url')).toHaveTextContent('/tyumen/menu/page-2?sort=price&order=asc&dish=15');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser, the link leading to the dish page', (_label, modifiers) => {
    renderInApp(<DishCard dish={DISH} region="tyumen" />, { url: '/tyumen/menu' });
    const link = screen.getByRole('link', { name: 'Пельмени домашние' });
    expect(fireEvent.click(link, modifiers)).toBe(true);
    expect(link).toHaveAttribute('href', '/tyumen/menu/detail/15');
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/tyumen\/menu$/);
  });

  it("has the 'В избранное' heart over the picture; a guest's click asks them to sign in and opens nothing", async () => {
    renderInApp(<DishCard dish={DISH} region="tyumen" />, { url: '/tyumen/menu' });
    const card = screen.getByRole('article', { name: 'Пельмени домашние' });
    const heart = expectHeartBesideTheLinks(card);
    await userEvent.click(heart);
    expect(popups).toEqual(['auth']);
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/tyumen\/menu$/);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('CookCard', () => {
  it('shows the speciality, the rating as 5.0 when none is set, reviews, badges and delivery', () => {
    inRouter(<CookCard cook={COOK} region="tyumen" />);
    const card = screen.getByRole('article', { name: 'Анна Петрова' });
    expect(within(card).getByRole('link', { name: 'Анна Петрова' })).toHaveAttribute('href', '/tyumen/cooks/detail/7');
    expect(card).toHaveTextContent('Русская кухня');
    expect(within(card).getByLabelText('Рейтинг')).toHaveTextContent('5.0');
    expect(card).toHaveTextContent('21 отзыв');
    expect(card).toHaveTextContent('Повар проверен');
    expect(card).not.toHaveTextContent('Медицинская книжка');
    expect(card).toHaveTextContent('Доставка Бесплатно');
  });

  it('shows a dash for delivery only when the cook does not deliver at all', () => {
    inRouter(<CookCard cook={{ ...COOK, delivers: false }} region="tyumen" />);
    const card = screen.getByRole('article', { name: 'Анна Петрова' });
    expect(card).toHaveTextContent('Доставка —');
    expect(card).not.toHaveTextContent('Бесплатно');
  });

  it('shows a set rating with one decimal and a paid delivery', () => {
    inRouter(<CookCard cook={{ ...COOK, rating: 4.75, deliveryCost: 15000, sanitaryVerified: true, distance: 800 }} region="omsk" />);
    const card = screen.getByRole('article');
    expect(within(card).getByLabelText('Рейтинг')).toHaveTextContent('4.8');
    expect(card).toHaveTextContent('Медицинская книжка');
    expect(card.textContent).toContain('0,8 км от вас · Доставка 150\u00A0₽');
  });

  it("has the 'В избранное' heart over the avatar; a guest's click asks them to sign in and stays on the page", async () => {
    renderInApp(<CookCard cook={COOK} region="tyumen" />, { url: '/tyumen/cooks' });
    const card = screen.getByRole('article', { name: 'Анна Петрова' });
    const heart = expectHeartBesideTheLinks(card);
    await userEvent.click(heart);
    expect(popups).toEqual(['auth']);
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/tyumen\/cooks$/);
  });
});
