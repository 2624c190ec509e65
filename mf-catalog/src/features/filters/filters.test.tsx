import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@povar/shared-kit';
import type { FilterDefinition } from '@povar/shared-kit';
import { readListingQuery, writeListingQuery, type ListingQuery } from '../listing/listing-query';
import { CategoryTags } from './CategoryTags';
import { CheckboxFilter } from './CheckboxFilter';
import { FilterBar } from './FilterBar';
import { FilterPanel } from './FilterPanel';
import { PriceRangeFilter } from './PriceRangeFilter';

const item = (slug: string, label: string, total: number, totalIsCapped = false) => ({ value: slug, slug, label, total, checked: false, totalIsCapped });

const FILTERS: Record<string, FilterDefinition> = {
  categories: { label: 'Категории', type: 'tags', items: [item('supy', 'Супы', 40), item('salaty', 'Салаты', 0), item('vypechka', 'Выпечка', 12)] },
  price: { label: 'Цена', type: 'checkbox', items: [], range: { min: 90, max: 1500, curMin: 90, curMax: 1500 } },
  preferences: { label: 'Вкусовые предпочтения', type: 'checkbox', items: [item('ostroe', 'Острое', 30), item('vegan', 'Веганское', 0)] },
};

function renderPanel(query: ListingQuery = readListingQuery('?sort=price')) {
  const onApply = jest.fn();
  const onResetAll = jest.fn();
  const onClose = jest.fn();
  render(
    <MemoryRouter>
      <FilterPanel
        sections={['categories', 'price', 'preferences']}
        filters={FILTERS}
        query={query}
        category={null}
        categoryHref={(slug, next) => `/tyumen/menu${slug ? `/${slug}` : ''}${writeListingQuery(next)}`}
        onApply={onApply}
        onResetAll={onResetAll}
        onClose={onClose}
      />
    </MemoryRouter>,
  );
  return { onApply, onResetAll, onClose, dialog: screen.getByRole('dialog', { name: 'Фильтры' }) };
}

describe('FilterPanel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('applies a change by itself 500 ms after the last one, once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onApply, dialog } = renderPanel();
    await user.click(within(dialog).getByRole('checkbox', { name: /Острое/ }));
    act(() => jest.advanceTimersByTime(499));
    expect(onApply).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply.mock.calls[0][0]).toMatchObject({ sort: 'price', selected: { preferences: ['ostroe'] } });
  });

  it("'Применить' applies at once and closes", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onApply, onClose, dialog } = renderPanel();
    await user.click(within(dialog).getByRole('checkbox', { name: /Острое/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it("'Сбросить фильтры' clears every filter but keeps the sort, without a late auto-apply", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onApply, onResetAll, dialog } = renderPanel(readListingQuery('?sort=price&priceMax=500&preferences=ostroe'));
    await user.click(within(dialog).getByRole('checkbox', { name: /Острое/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Сбросить фильтры' }));
    expect(onResetAll).toHaveBeenCalledWith(expect.objectContaining({ sort: 'price', priceMax: null, selected: {} }));
    act(() => jest.advanceTimersByTime(1000));
    expect(onApply).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('checkbox', { name: /Острое/ })).not.toBeChecked();
  });

  it('offers only items that give results, each with its total', () => {
    const { dialog } = renderPanel();
    expect(
      within(dialog)
        .getByRole('checkbox', { name: /Острое/ })
        .closest('label'),
    ).toHaveTextContent('Острое30');
    expect(within(dialog).queryByRole('checkbox', { name: /Веганское/ })).not.toBeInTheDocument();
  });

  it('shows a count the server stopped counting as a lower bound', () => {
    render(
      <CheckboxFilter
        label="Вкусовые предпочтения"
        items={[item('ostroe', 'Острое', 100, true), item('postnoe', 'Постное', 12)]}
        selected={[]}
        onToggle={jest.fn()}
      />,
    );
    expect(screen.getByRole('checkbox', { name: /Острое/ }).closest('label')).toHaveTextContent('Острое100+');
    expect(screen.getByTitle('не менее 100')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Постное/ }).closest('label')).toHaveTextContent(/^Постное12$/);
  });

  it('links category tags to their route, keeping the changes made so far', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { dialog } = renderPanel();
    await user.click(within(dialog).getByRole('checkbox', { name: /Острое/ }));
    expect(within(dialog).getByRole('link', { name: 'Супы' })).toHaveAttribute('href', '/tyumen/menu/supy?sort=price&preferences=ostroe');
    expect(within(dialog).queryByRole('link', { name: 'Салаты' })).not.toBeInTheDocument();
  });

  it('sets the price range from the inputs, clamped to what the catalogue offers', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onApply, dialog } = renderPanel();
    const to = within(dialog).getByRole('textbox', { name: 'Цена до, ₽' });
    await user.clear(to);
    await user.type(to, '99999{Enter}');
    expect(to).toHaveValue('1500');
    await user.clear(to);
    await user.type(to, '600{Enter}');
    act(() => jest.advanceTimersByTime(500));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ priceMin: null, priceMax: 600 }));
  });
});

describe('PriceRangeFilter', () => {
  it('parses and orders what is typed, a non-number becoming the lower bound', () => {
    const onChange = jest.fn();
    render(<PriceRangeFilter bounds={{ min: 100, max: 900 }} value={[100, 900]} onChange={onChange} />);
    const from = screen.getByRole('textbox', { name: 'Цена от, ₽' });
    fireEvent.change(from, { target: { value: 'abc' } });
    fireEvent.blur(from);
    expect(from).toHaveValue('100');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(from, { target: { value: '1 000' } });
    fireEvent.blur(from);
    expect(onChange).toHaveBeenCalledWith([900, 900]);
  });

  it('moves an end with the slider, step 1', async () => {
    const onChange = jest.fn();
    render(<PriceRangeFilter bounds={{ min: 100, max: 900 }} value={[100, 900]} onChange={onChange} />);
    const low = screen.getByRole('slider', { name: 'Минимальная цена' });
    expect(low).toHaveAttribute('aria-valuemin', '100');
    low.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith([101, 900]);
  });
});

describe('FilterBar', () => {
  function renderBar(search: string, category: string | null = null) {
    const onOpen = jest.fn();
    const onReset = jest.fn();
    render(
      <MemoryRouter>
        <FilterBar
          sections={['categories', 'price', 'preferences']}
          query={readListingQuery(search)}
          category={category}
          categoryTitle={category ? 'Супы' : null}
          onOpen={onOpen}
          onReset={onReset}
          allCategoriesHref={`/tyumen/menu${search}`}
        />
      </MemoryRouter>,
    );
    return { onOpen, onReset, bar: screen.getByRole('group', { name: 'Фильтры каталога' }) };
  }

  it("shows 'Фильтры', 'Категории', 'Цена' and 'Вкусовые предпочтения', each opening its part of the panel", async () => {
    const { onOpen, bar } = renderBar('');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Фильтры', 'Категории', 'Цена', 'Вкусовые предпочтения']);
    await userEvent.click(within(bar).getByRole('button', { name: 'Цена' }));
    expect(onOpen).toHaveBeenCalledWith(['price']);
    await userEvent.click(within(bar).getByRole('button', { name: 'Фильтры' }));
    expect(onOpen).toHaveBeenLastCalledWith(['categories', 'price', 'preferences']);
  });

  it('gives each active filter what it holds and a reset', async () => {
    const { onReset, bar } = renderBar('?priceMin=200&priceMax=800&preferences=ostroe', 'supy');
    expect(within(bar).getByRole('button', { name: /Фильтры/ })).toHaveTextContent('Фильтры3');
    expect(within(bar).getByRole('button', { name: /^200–800\s₽$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(bar).getByRole('button', { name: 'Вкусовые предпочтения: 1' })).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Сбросить фильтр «Цена»' }));
    expect(onReset).toHaveBeenCalledWith('price');
    expect(within(bar).getByRole('link', { name: 'Сбросить фильтр «Категории»' })).toHaveAttribute(
      'href',
      '/tyumen/menu?priceMin=200&priceMax=800&preferences=ostroe',
    );
  });
});

describe('CategoryTags', () => {
  const many = Array.from({ length: 12 }, (_, index) => item(`c${index + 1}`, `Категория ${index + 1}`, index === 3 ? 0 : 5));

  it("shows 9 of more than 10 categories with results, then 'Еще N...' shows the rest", async () => {
    render(
      <MemoryRouter>
        <CategoryTags items={many} current={null} hrefFor={(slug) => `/menu/${slug}`} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'Еще 2...' }));
    expect(screen.getAllByRole('link')).toHaveLength(11);
    expect(screen.queryByRole('link', { name: 'Категория 4' })).not.toBeInTheDocument();
  });

  it('marks the current category, which leads back to all categories', () => {
    render(
      <MemoryRouter>
        <CategoryTags items={many} current="c2" hrefFor={(slug) => (slug ? `/menu/${slug}` : '/menu')} />
      </MemoryRouter>,
    );
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Категория 2');
    expect(current).toHaveAttribute('href', '/menu');
  });
});
