import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@povar/shared-kit';
import { EmptyResult } from './EmptyResult';
import { listingPagePath } from './listing-paths';
import { Pagination } from './Pagination';

const renderAt = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('listingPagePath', () => {
  it('keeps page 1 on the listing itself and puts page N in the path', () => {
    expect(listingPagePath({ kind: 'menu', region: 'tyumen' }, 1)).toBe('/tyumen/menu');
    expect(listingPagePath({ kind: 'menu', region: 'tyumen' }, 3)).toBe('/tyumen/menu/page-3');
    expect(listingPagePath({ kind: 'menu', region: 'omsk', slug: 'supy' }, 2)).toBe('/omsk/menu/supy/page-2');
    expect(listingPagePath({ kind: 'cooks', region: 'tyumen', slug: 'vypechka' }, 1)).toBe('/tyumen/cooks/vypechka');
    expect(listingPagePath({ kind: 'cooks', region: null }, 4)).toBe('/cooks/page-4');
  });
});

describe('Pagination', () => {
  it('links every page of a short listing, keeping the query, with the current one marked', () => {
    renderAt(<Pagination location={{ kind: 'menu', region: 'tyumen' }} page={2} lastPage={4} search="?sort=price" />);
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    const pages = within(nav).getAllByRole('link', { name: /^Страница/ });
    expect(pages.map((link) => link.getAttribute('href'))).toEqual([
      '/tyumen/menu?sort=price',
      '/tyumen/menu/page-2?sort=price',
      '/tyumen/menu/page-3?sort=price',
      '/tyumen/menu/page-4?sort=price',
    ]);
    expect(within(nav).getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '← Назад' })).toHaveAttribute('href', '/tyumen/menu?sort=price');
    expect(within(nav).getByRole('link', { name: 'Вперёд →' })).toHaveAttribute('href', '/tyumen/menu/page-3?sort=price');
  });

  it('shows a window with ellipses on a long listing and no previous link on page 1', () => {
    renderAt(<Pagination location={{ kind: 'cooks', region: 'tyumen' }} page={1} lastPage={12} />);
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    expect(
      within(nav)
        .getAllByRole('link', { name: /^Страница/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '4', '12']);
    expect(nav).toHaveTextContent('…');
    expect(within(nav).queryByRole('link', { name: '← Назад' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Вперёд →' })).toHaveAttribute('href', '/tyumen/cooks/page-2');
  });

  it('is not shown for a single page', () => {
    renderAt(<Pagination location={{ kind: 'menu', region: 'tyumen' }} page={1} lastPage={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('EmptyResult', () => {
  it('says nothing was found, and what to try instead', () => {
    render(<EmptyResult />);
    expect(screen.getByRole('heading', { name: 'Ничего не найдено' })).toBeInTheDocument();
    expect(
      screen.getByText('К сожалению, мы не нашли ни одной позиции по вашему запросу. Попробуйте сменить параметры фильтров или поиска'),
    ).toBeInTheDocument();
  });
});

describe('Pagination links', () => {
  it('tells the listing which page a link leads to, so it can show a page already loaded', async () => {
    const onFollow = jest.fn((_page: number, event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <MemoryRouter>
        <Pagination location={{ kind: 'menu', region: 'tyumen' }} page={2} lastPage={4} onFollow={onFollow} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Страница 3' }));
    await userEvent.click(screen.getByRole('link', { name: /Назад/ }));
    expect(onFollow.mock.calls.map(([page]) => page)).toEqual([3, 1]);
  });
});
