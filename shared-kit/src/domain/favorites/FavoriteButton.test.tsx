import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest } from '../../api/api-client';
import { emit } from '../../events/event-bus';
import { listenToPopupRequests } from '../../account/popups';
import { clearTokens, setTokens } from '../../stores/auth';
import { FavoriteButton } from './FavoriteButton';
import { loadFavorites, resetFavoritesForTests } from './favorites-store';

jest.mock('../../api/api-client', () => ({ apiRequest: jest.fn() }));
const api = jest.mocked(apiRequest);

let popups: string[] = [];
let stop: () => void = () => undefined;

beforeEach(() => {
  api.mockReset();
  act(() => clearTokens());
  resetFavoritesForTests();
  popups = [];
  stop = listenToPopupRequests((request) => popups.push(request.popup));
});
afterEach(() => stop());

const signIn = async (ids = { cooks: [] as number[], dishes: [] as number[] }) => {
  api.mockResolvedValue(ids);
  await act(async () => setTokens({ accessToken: 'a' }));
  await act(() => loadFavorites());
};

describe('the favourite toggle', () => {
  it("shows the page's own answer until the user's favourites load, then theirs", async () => {
    render(<FavoriteButton kind="cooks" id={5} initial variant="labelled" />);
    expect(screen.getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
    await signIn({ cooks: [], dishes: [] });
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds and removes at once and tells the server', async () => {
    await signIn({ cooks: [], dishes: [7] });
    render(<FavoriteButton kind="dishes" id={7} />);
    const button = screen.getByRole('button', { name: 'В избранном' });
    api.mockResolvedValue({ isFavorite: false });
    await userEvent.click(button);
    expect(api).toHaveBeenLastCalledWith('DELETE', '/profiles/favorites/dishes/7');
    expect(button).toHaveAccessibleName('В избранное');
    api.mockResolvedValue({ isFavorite: true });
    await userEvent.click(button);
    expect(api).toHaveBeenLastCalledWith('PUT', '/profiles/favorites/dishes/7');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it("removes what the page showed as a favourite even before the user's ids have loaded", async () => {
    api.mockImplementation(async (method) => (method === 'GET' ? { cooks: [4], dishes: [] } : { isFavorite: false }));
    act(() => setTokens({ accessToken: 'a' }));
    resetFavoritesForTests();
    render(<FavoriteButton kind="cooks" id={4} initial />);
    await userEvent.click(screen.getByRole('button', { name: 'В избранном' }));
    expect(api).toHaveBeenLastCalledWith('DELETE', '/profiles/favorites/cooks/4');
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts the mark back when the server refuses', async () => {
    await signIn();
    render(<FavoriteButton kind="cooks" id={3} />);
    api.mockRejectedValue(new Error('Page not found'));
    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a guest to sign in, then adds the cook', async () => {
    render(<FavoriteButton kind="cooks" id={9} variant="labelled" />);
    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    expect(popups).toEqual(['auth']);
    expect(api).not.toHaveBeenCalled();

    api.mockImplementation(async (method) => (method === 'GET' ? { cooks: [], dishes: [] } : { isFavorite: true }));
    await act(async () => {
      setTokens({ accessToken: 'a' });
      emit('auth:changed', {});
    });
    expect(api).toHaveBeenCalledWith('PUT', '/profiles/favorites/cooks/9');
    expect(screen.getByRole('button', { name: 'В избранном' })).toBeInTheDocument();
  });
});
