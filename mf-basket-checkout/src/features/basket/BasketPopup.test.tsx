import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import {
  clearTokens,
  DialogHost,
  formatPrice,
  listenToPopupRequests,
  loadBasket,
  resetBasketForTests,
  setDishCount,
  setRegion,
  setTokens,
} from '@povar/shared-kit';
import { dishCard, fakeBasketApi, renderWithQueries, TYUMEN } from '../../test-kit';
import { BasketPopup } from './BasketPopup';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

const soup = dishCard(1, 10, 30000, 'Борщ');
const pie = dishCard(2, 10, 12550, 'Пирог с капустой');
const cake = dishCard(3, 20, 99900, 'Торт «Наполеон»');
const salad = dishCard(4, 10, 25000, 'Оливье');

/** A price as testing-library reads the page: its no-break spaces normalised to plain ones. */
const shown = (kopecks: number) => formatPrice(kopecks).replace(/\u00a0/g, ' ');

let popups: string[] = [];
let stop: () => void = () => undefined;
beforeEach(() => {
  resetBasketForTests();
  act(() => clearTokens());
  setRegion(TYUMEN);
  jest.mocked(navigateToUrl).mockReset();
  popups = [];
  stop = listenToPopupRequests((request) => popups.push(request.popup));
});
afterEach(() => stop());

const open = (props: { cookId?: number } = {}) => {
  const onClose = jest.fn();
  renderWithQueries(
    <>
      <BasketPopup {...props} onClose={onClose} />
      <DialogHost />
    </>,
  );
  return onClose;
};

describe('the basket popup', () => {
  it('says the basket is empty and leads to the catalogue', async () => {
    fakeBasketApi([soup]);
    await loadBasket();
    const onClose = open();
    expect(screen.getByText('В корзине пока пусто')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Перейти в каталог' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/tyumen/menu');
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the asked cook's basket with rows, sums, delivery and total, and switches between cooks", async () => {
    fakeBasketApi([soup, pie, cake], { deliveryCost: 15000 });
    await setDishCount(soup, 2);
    await setDishCount(cake, 1);
    await setDishCount(pie, 3);
    open({ cookId: 20 });

    const order = screen.getByRole('region', { name: 'Заказ у повара Повар 20' });
    expect(within(order).getByRole('link', { name: 'Торт «Наполеон»' })).toHaveAttribute('href', '/tyumen/menu/detail/3');
    expect(within(order).getByText(shown(99900), { selector: 'dd' })).toBeInTheDocument();
    expect(within(order).getByText(shown(114900), { selector: 'dd' })).toBeInTheDocument();

    const cooks = screen.getByRole('group', { name: 'Заказы у поваров' });
    await userEvent.click(within(cooks).getByRole('button', { name: /Повар 10/ }));
    const other = screen.getByRole('region', { name: 'Заказ у повара Повар 10' });
    expect(
      within(other)
        .getAllByRole('listitem')
        .map((row) => within(row).getByRole('link').textContent),
    ).toEqual(['Борщ', 'Пирог с капустой']);
    // 2 × 300 ₽ + 3 × 125,50 ₽ = 976,50 ₽; with 150 ₽ delivery 1 126,50 ₽.
    expect(within(other).getByText(shown(97650), { selector: 'dd' })).toBeInTheDocument();
    expect(within(other).getByText(shown(15000), { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Оформить заказ ${formatPrice(112650)}` })).toBeInTheDocument();
  });

  it.each([
    [true, 'Бесплатно'],
    [false, '—'],
  ])("words a cook's zero delivery cost by whether they deliver (delivers: %p → %p)", async (delivers, shownText) => {
    fakeBasketApi([soup], { delivers });
    await setDishCount(soup, 1);
    open({ cookId: 10 });
    const order = screen.getByRole('region', { name: 'Заказ у повара Повар 10' });
    expect(within(order).getByText('Доставка', { selector: 'dt' }).nextElementSibling).toHaveTextContent(new RegExp(`^${shownText}$`));
  });

  it('changes counts, removes a dish and, after a confirmation, empties the cook basket', async () => {
    const api = fakeBasketApi([soup, pie]);
    await setDishCount(soup, 1);
    await setDishCount(pie, 1);
    open();
    const soupRow = screen.getByRole('link', { name: 'Борщ' }).closest('li')!;
    await userEvent.click(within(soupRow).getByRole('button', { name: 'Добавить ещё одну порцию' }));
    await waitFor(() => expect(within(soupRow).getByText(shown(60000))).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Удалить: Пирог с капустой' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Пирог с капустой' })).not.toBeInTheDocument());
    expect(api.counts).toEqual(new Map([[1, 2]]));

    await userEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Очистить корзину?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Очистить' }));
    expect(await screen.findByText('В корзине пока пусто')).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/basket/clear', body: { cookId: 10 } });
  });

  it('offers the upsell compilation of the same cook with the location, and a dish added from it joins the basket', async () => {
    const api = fakeBasketApi([soup, salad], { upsell: [salad] });
    await setDishCount(soup, 1);
    open();
    const upsell = await screen.findByRole('region', { name: 'Добавьте к заказу' });
    expect(api.calls.find((call) => call.path.startsWith('/api/upsell'))?.path).toBe('/api/upsell?cookId=10&page=1&perPage=6&cityId=956');
    await userEvent.click(within(upsell).getByRole('button', { name: 'В корзину: Оливье' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Оливье' })).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Добавьте к заказу' })).not.toBeInTheDocument());
  });

  it("'Оформить заказ' asks a guest to sign in, and takes a customer to the cook's checkout", async () => {
    fakeBasketApi([soup]);
    await setDishCount(soup, 1);
    const onClose = open();
    await userEvent.click(screen.getByRole('button', { name: /Оформить заказ/ }));
    expect(popups).toEqual(['auth']);
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();

    act(() => setTokens({ accessToken: 'a' }));
    await userEvent.click(screen.getByRole('button', { name: /Оформить заказ/ }));
    expect(navigateToUrl).toHaveBeenCalledWith('/order/10');
  });
});
