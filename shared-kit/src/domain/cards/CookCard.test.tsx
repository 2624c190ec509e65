import { act, render, screen, within } from '@testing-library/react';
import { clearTokens, resetFavoritesForTests, type CookCard as CookCardData } from '@povar/shared-kit';
import { CookCard } from './index';

const COOK: CookCardData = {
  id: 7,
  name: 'Анна Петрова',
  avatar: null,
  speciality: null,
  experience: 12,
  address: 'ул. Республики, 61',
  about: '',
  registerDate: '2025-03-01',
  distance: null,
  passportVerified: false,
  sanitaryVerified: false,
  workAvailableAt: null,
  rating: 0,
  reviewsCount: 0,
  deliveryCost: 0,
  delivers: false,
  mainCity: { id: 1, slug: 'omsk', name: 'Омск' },
};

beforeEach(() => {
  act(() => clearTokens());
  resetFavoritesForTests();
});

describe('CookCard', () => {
  it("draws the avatar and the name to the cook's page in the given region, the heart beside the links, and the caller's facts", () => {
    render(
      <CookCard cook={COOK} region="tyumen">
        <p>Русская кухня</p>
      </CookCard>,
    );
    const card = screen.getByRole('article', { name: 'Анна Петрова' });
    expect(card).toHaveAttribute('aria-labelledby', 'cook-7');
    expect(screen.getByRole('heading', { level: 3, name: 'Анна Петрова' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Анна Петрова' })).toHaveAttribute('href', '/tyumen/cooks/detail/7');
    expect(within(card).getByRole('img', { hidden: true })).toHaveAttribute('data-placeholder', 'cook');
    expect(within(card).getByRole('button', { name: 'В избранное' }).closest('a')).toBeNull();
    expect(card).toHaveTextContent('Русская кухня');
  });

  it('takes another id prefix, heading level and a pressed heart (the favourites page)', () => {
    render(<CookCard cook={COOK} region="omsk" idPrefix="favorite-cook" look="compact" headingLevel={2} favorite />);
    expect(screen.getByRole('article', { name: 'Анна Петрова' })).toHaveAttribute('aria-labelledby', 'favorite-cook-7');
    expect(screen.getByRole('heading', { level: 2, name: 'Анна Петрова' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
  });
});
