import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoutePages, apiRequest, setRegion, type DishCard as DishCardData } from '@povar/shared-kit';
import { DishCard } from '../cards/DishCard';
import { DISH, notFoundError, renderInApp } from './dish-test-kit';
import { DishPage } from './DishPage';
import { DishPopupHost } from './DishPopupHost';

jest.mock('@povar/shared-kit', () => ({ ...jest.requireActual('@povar/shared-kit'), ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble() }));
const api = jest.mocked(apiRequest);

const CARD: DishCardData = { ...DISH, cook: { id: DISH.cook.id, name: DISH.cook.name, avatar: null, rating: DISH.cook.rating } };

/** A listing page with one card, the dish page, and the popup host, as Root mounts it. */
function Listing() {
  return <DishCard dish={CARD} region="tyumen" />;
}
const showApp = (url: string | string[] = '/tyumen/menu?sort=price&order=asc') =>
  renderInApp(
    <>
      <RoutePages pages={{ MENU: Listing, PRODUCT: DishPage }} />
      <DishPopupHost />
    </>,
    { url },
  );
const url = () => screen.getByTestId('url').textContent;
const openFromCard = async () => {
  await userEvent.click(screen.getByRole('heading', { name: 'Борщ с фасолью' }).querySelector('a')!);
  return screen.findByRole('dialog', { name: 'Борщ с фасолью' });
};

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue(DISH);
  setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
});

describe('the product-detail popup', () => {
  it('opens from a dish card over the same page, the dish in the URL and the other parameters kept', async () => {
    showApp();
    const dialog = await openFromCard();
    expect(url()).toBe('/tyumen/menu?sort=price&order=asc&dish=15');
    expect(await within(dialog).findByRole('heading', { name: 'Пищевая ценность' })).toBeInTheDocument();
    expect(dialog.textContent).toContain('360\u00A0₽');
    expect(within(dialog).getByRole('article', { name: 'Марина Фёдорова' })).toBeInTheDocument();
    // The page behind keeps its card.
    expect(screen.getByRole('article', { name: 'Борщ с фасолью' })).toBeInTheDocument();
  });

  it("reports the click on the card and then Metrika's product view (ecommerce detail) for the popup", async () => {
    window.dataLayer = [];
    showApp();
    const dialog = await openFromCard();
    await within(dialog).findByRole('heading', { name: 'Пищевая ценность' });
    const kinds = (window.dataLayer ?? []).map((entry) => Object.keys((entry as { ecommerce: object }).ecommerce).find((key) => key !== 'currencyCode'));
    expect(kinds).toEqual(['click', 'detail']);
    expect(window.dataLayer?.[1]).toMatchObject({ ecommerce: { detail: { products: [{ id: '15', name: 'Борщ с фасолью' }] } } });
  });

  it("links to the dish's page, which it gives way to", async () => {
    showApp();
    const dialog = await openFromCard();
    const pageLink = await within(dialog).findByRole('link', { name: 'Открыть страницу блюда' });
    expect(pageLink).toHaveAttribute('href', '/tyumen/menu/detail/15');
    await userEvent.click(pageLink);
    expect(url()).toBe('/tyumen/menu/detail/15');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Борщ с фасолью' })).toBeInTheDocument();
  });

  it.each([
    ['the close button', () => userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['the backdrop', async () => fireEvent.click(screen.getByRole('dialog').parentElement!)],
  ])('closes with %s, stepping back to the page it was opened on', async (_way, close) => {
    showApp(['/tyumen/cooks', '/tyumen/menu?sort=price&order=asc']);
    await openFromCard();
    await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(url()).toBe('/tyumen/menu?sort=price&order=asc');
    // Stepped back rather than adding an entry: one more Back leaves the page.
    await userEvent.click(screen.getByRole('button', { name: 'Браузер: назад' }));
    expect(url()).toBe('/tyumen/cooks');
  });

  it("closes with the browser's Back", async () => {
    showApp();
    await openFromCard();
    await userEvent.click(screen.getByRole('button', { name: 'Браузер: назад' }));
    expect(url()).toBe('/tyumen/menu?sort=price&order=asc');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from a shared link or a reload, and closing then drops only the dish from the URL', async () => {
    showApp(['/tyumen/cooks', '/tyumen/menu?dish=15&sort=price']);
    expect(await screen.findByRole('dialog', { name: 'Борщ с фасолью' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(url()).toBe('/tyumen/menu?sort=price');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Replaced, not pushed: Back leaves for the previous page.
    await userEvent.click(screen.getByRole('button', { name: 'Браузер: назад' }));
    expect(url()).toBe('/tyumen/cooks');
  });

  it('ignores a dish parameter that is not an id', async () => {
    showApp('/tyumen/menu?dish=abc');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('says when the dish is gone, offering the catalogue instead of the page', async () => {
    api.mockRejectedValue(notFoundError());
    showApp('/tyumen/menu?dish=404');
    const dialog = await screen.findByRole('dialog', { name: 'Блюдо не найдено' });
    expect(within(dialog).getByRole('link', { name: 'Перейти в каталог блюд' })).toHaveAttribute('href', '/tyumen/menu');
    expect(within(dialog).queryByRole('link', { name: 'Открыть страницу блюда' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while the dish loads', async () => {
    api.mockReturnValue(new Promise(() => {}));
    showApp('/tyumen/menu?dish=15');
    const dialog = await screen.findByRole('dialog', { name: 'Блюдо' });
    expect(within(dialog).getByRole('status', { name: 'Загружаем блюдо' })).toBeInTheDocument();
  });
});
