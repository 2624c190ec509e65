import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { clearTokens, MemoryRouter, resetFavoritesForTests, useLocation, type DishCard as DishCardData, type Image } from '@povar/shared-kit';
import { DishCard } from './index';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const IMAGE: Image = {
  webp: '/api/files/demo/dish-15-640.webp',
  jpg: '/api/files/demo/dish-15-640.jpg',
  src: '/api/files/demo/dish-15-640.jpg',
  original: '/api/files/demo/dish-15-1280.jpg',
  size: { width: 640, height: 480 },
};

const DISH: DishCardData = {
  id: 15,
  name: 'Пельмени домашние',
  image: IMAGE,
  weight: 1000,
  weightUnit: 'г',
  quantity: 5,
  quantityUnit: 'порц.',
  price: 89000,
  category: { slug: 'pelmeni', title: 'Пельмени и вареники' },
  cook: { id: 7, name: 'Анна Петрова', avatar: null, rating: 4.75 },
  distance: 2345,
  createdAt: '2026-11-01T10:00:00Z',
};

const card = () => screen.getByRole('article', { name: 'Пельмени домашние' });
const picture = () => card().querySelector('img')!;

function Url() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname}</output>;
}

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  act(() => clearTokens());
  resetFavoritesForTests();
});

describe('DishCard', () => {
  it('by default: the name (h3) and picture to the dish page, weight and portions, price and the basket control; no cook', () => {
    render(<DishCard dish={DISH} region="tyumen" />);
    expect(card()).toHaveAttribute('aria-labelledby', 'dish-15');
    expect(screen.getByRole('heading', { level: 3, name: 'Пельмени домашние' })).toHaveAttribute('id', 'dish-15');
    expect(within(card()).getByRole('link', { name: 'Пельмени домашние' })).toHaveAttribute('href', '/tyumen/menu/detail/15');
    expect(picture().closest('a')).toHaveAttribute('href', '/tyumen/menu/detail/15');
    expect(picture().closest('a')).toHaveAttribute('aria-hidden', 'true');
    expect(picture().closest('a')).toHaveAttribute('tabindex', '-1');
    expect(card()).toHaveTextContent('1 кг · 5 порц.');
    expect(card().textContent).toContain('890\u00A0₽');
    expect(within(card()).getByRole('button', { name: 'В корзину: Пельмени домашние' })).toBeInTheDocument();
    expect(card()).not.toHaveTextContent('Анна Петрова');
    expect(within(card()).getByRole('button', { name: 'В избранное' }).closest('a')).toBeNull();
  });

  it('loads its picture lazily, or at once and first when it is in the first screen', () => {
    const { rerender } = render(<DishCard dish={DISH} region="tyumen" />);
    expect(picture()).toHaveAttribute('loading', 'lazy');
    expect(picture()).not.toHaveAttribute('fetchpriority');
    rerender(<DishCard dish={DISH} region="tyumen" priority />);
    expect(picture()).toHaveAttribute('loading', 'eager');
    expect(picture()).toHaveAttribute('fetchpriority', 'high');
    expect(card().querySelector('source')).toHaveAttribute('srcset', IMAGE.webp);
  });

  it("'linked' cook: the cook's name to their page and the distance; app links go through single-spa", () => {
    render(<DishCard dish={DISH} region="tyumen" cook="linked" />);
    const cook = within(card()).getByRole('link', { name: 'Анна Петрова' });
    expect(cook).toHaveAttribute('href', '/tyumen/cooks/detail/7');
    expect(card()).toHaveTextContent('Анна Петрова · 2,3 км от вас');
    fireEvent.click(cook);
    expect(navigateToUrl).toHaveBeenCalledWith('/tyumen/cooks/detail/7');
  });

  it("router links stay in the app's router; onOpen hears the picture and the name, and only the name says it opens a dialog", () => {
    const onOpen = jest.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <MemoryRouter initialEntries={['/tyumen/menu']}>
        <DishCard dish={DISH} region="tyumen" links="router" onOpen={onOpen} opensDialog cook="linked" />
        <Url />
      </MemoryRouter>,
    );
    const name = within(card()).getByRole('link', { name: 'Пельмени домашние' });
    expect(name).toHaveAttribute('aria-haspopup', 'dialog');
    expect(picture().closest('a')).not.toHaveAttribute('aria-haspopup');
    fireEvent.click(name);
    fireEvent.click(picture().closest('a')!);
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/tyumen\/menu$/);
    fireEvent.click(within(card()).getByRole('link', { name: 'Анна Петрова' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/tyumen\/cooks\/detail\/7$/);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('puts the given action beside the price instead of the basket control', () => {
    render(<DishCard dish={DISH} region="tyumen" idPrefix="cook-dish" action={<a href="/profile/dishes/edit/15">Изменить</a>} />);
    expect(card()).toHaveAttribute('aria-labelledby', 'cook-dish-15');
    expect(within(card()).getByRole('link', { name: 'Изменить' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: /^В корзину/ })).not.toBeInTheDocument();
  });

  it("the favourites' variant: h2, a pressed heart, the cook's name and rating, the distance, the price alone", () => {
    render(
      <DishCard dish={DISH} region="tyumen" idPrefix="favorite-dish" look="compact" headingLevel={2} favorite cook="rated" weight={false} action={null} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Пельмени домашние' })).toHaveAttribute('id', 'favorite-dish-15');
    expect(within(card()).getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card()).queryByRole('link', { name: 'Анна Петрова' })).not.toBeInTheDocument();
    expect(card()).toHaveTextContent('Анна Петрова');
    expect(within(card()).getByLabelText('Рейтинг повара')).toHaveTextContent('4.8');
    expect(card()).toHaveTextContent('2,3 км от вас');
    expect(card()).not.toHaveTextContent('порц.');
    expect(card().textContent).toContain('890\u00A0₽');
    expect(within(card()).queryByRole('button', { name: /^В корзину/ })).not.toBeInTheDocument();
  });

  it('leaves the distance out without a location', () => {
    render(<DishCard dish={{ ...DISH, distance: null }} region="tyumen" cook="rated" />);
    expect(card()).not.toHaveTextContent('км от вас');
  });
});
