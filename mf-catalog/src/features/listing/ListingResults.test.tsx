import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type CookList } from '@povar/shared-kit';
import { ListingResults } from './ListingResults';

/** A page of the cooks listing with `count` cards; only what the results read is filled in. */
const cooksPage = (page: number, count: number, lastPage: number) =>
  ({
    items: Array.from({ length: count }, (_, index) => ({ id: page * 100 + index, name: `Повар ${page}-${index}` })),
    pagination: { page, perPage: 24, total: 60, lastPage },
  }) as unknown as CookList;

describe('ListingResults: a page link to a page already loaded', () => {
  const scrollIntoView = jest.fn();
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('scrolls to that page and moves the URL there at once, without a navigation', async () => {
    const onPageInView = jest.fn();
    render(
      <MemoryRouter>
        <ListingResults<CookList>
          pages={[cooksPage(1, 24, 3), cooksPage(2, 24, 3), cooksPage(3, 12, 3)]}
          location={{ kind: 'cooks', region: 'tyumen' }}
          search=""
          currentPage={1}
          itemsLabel="Повара"
          loadingLabel="Загружаем поваров"
          renderCard={(cook) => <article>{cook.name}</article>}
          hasNextPage={false}
          isFetchingNextPage={false}
          nextPageFailed={false}
          stale={false}
          fetchNextPage={() => undefined}
          onPageInView={onPageInView}
        />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Страница 3' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('list', { name: 'Повара, страница 3' }));
    expect(onPageInView).toHaveBeenLastCalledWith(3);
  });
});
