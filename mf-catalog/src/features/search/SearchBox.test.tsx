import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { apiRequest, MemoryRouter, setRegion, useDeliveryLocation, useNavigate, useLocation, type CatalogSearchResult } from '@povar/shared-kit';
import { newQueryClient } from '@povar/shared-kit/testing';
import { chooseTestAddress, useTestDeliveryLocation } from '../location/location-test-kit';
import { COOK, DISH, networkError, renderInApp } from '../dish/dish-test-kit';
import { SearchBox } from './SearchBox';
import { reachForSearch, searchInput } from './search-test-kit';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  useDeliveryLocation: jest.fn(),
}));
const api = jest.mocked(apiRequest);

const { cook: _cook, ...dishFields } = DISH;
const card = (id: number, name: string, price: number) => ({
  ...dishFields,
  id,
  name,
  price,
  cook: { id: COOK.id, name: COOK.name, avatar: null, rating: COOK.rating },
});
const RESULT: CatalogSearchResult = {
  dishes: [card(15, 'Борщ с фасолью', 36000), card(16, 'Борщ зелёный', 32000)],
  cooks: [{ ...COOK, name: 'Борис Щукин' }],
};
const EMPTY: CatalogSearchResult = { dishes: [], cooks: [] };

/** The box as the visitor meets it once they reach for it: the suggesting combobox, focused. */
async function setup(props: { initialQuery?: string } = {}) {
  const onSubmit = jest.fn();
  renderInApp(<SearchBox onSubmit={onSubmit} {...props} />, { url: '/tyumen/menu?sort=price' });
  return { onSubmit, input: await reachForSearch() };
}
const url = () => screen.getByTestId('url').textContent;
const searchCalls = () => api.mock.calls.filter(([, path]) => path === '/catalog/search');

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue(RESULT);
  jest.mocked(useDeliveryLocation).mockImplementation(useTestDeliveryLocation);
  setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
  chooseTestAddress(null);
});

describe('SearchBox', () => {
  it('is a labelled combobox in a search landmark, with the placeholder given', () => {
    renderInApp(<SearchBox onSubmit={jest.fn()} placeholder="Борщ, пельмени, повар…" />);
    const input = screen.getByRole('combobox', { name: 'Поиск блюд и поваров' });
    expect(input).toHaveAttribute('placeholder', 'Борщ, пельмени, повар…');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('search')).toContainElement(input);
  });

  it('works as a plain search form before the visitor reaches for it: Enter hands the text to the page', async () => {
    const onSubmit = jest.fn();
    renderInApp(<SearchBox onSubmit={onSubmit} initialQuery="пельмени" />);
    const plain = searchInput();
    expect(plain).not.toHaveAttribute('aria-controls');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(onSubmit).toHaveBeenCalledWith('пельмени');
  });

  it('keeps what was typed while the suggestions were loading, and suggests for it', async () => {
    renderInApp(<SearchBox onSubmit={jest.fn()} />, { url: '/tyumen/menu' });
    const plain = searchInput();
    // Focus and type in one go: the first keys land in the plain box.
    act(() => plain.focus());
    await userEvent.keyboard('борщ');
    await waitFor(() => expect(searchInput()).not.toBe(plain));
    expect(searchInput()).toHaveValue('борщ');
    expect(searchInput()).toHaveFocus();
    await screen.findByRole('option', { name: /Борщ с фасолью/ });
    await userEvent.keyboard(' зелёный');
    expect(searchInput()).toHaveValue('борщ зелёный');
  });

  it('asks for suggestions once two characters have settled, in the region, and groups them', async () => {
    const { input } = await setup();
    await userEvent.type(input, 'б');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(searchCalls()).toHaveLength(0);

    await userEvent.type(input, 'орщ');
    await screen.findByRole('option', { name: /Борщ с фасолью/ });
    const listbox = screen.getByRole('listbox');
    expect(searchCalls()).toHaveLength(1);
    expect(searchCalls()[0]?.[2]).toEqual(expect.objectContaining({ query: { q: 'борщ', cityId: '956' }, signal: expect.any(AbortSignal) }));
    expect(input).toHaveAttribute('aria-expanded', 'true');

    const dishes = within(listbox).getByRole('group', { name: 'Блюда' });
    const dishOptions = within(dishes).getAllByRole('option');
    expect(dishOptions).toHaveLength(2);
    expect(dishOptions[0]).toHaveTextContent('Борщ с фасолью');
    expect(dishOptions[0]?.textContent).toContain('360\u00A0₽');
    expect(dishOptions[0]?.querySelector('img')).toHaveAttribute('src', DISH.image?.jpg);
    const cooks = within(listbox).getByRole('group', { name: 'Повара' });
    expect(within(cooks).getByRole('option')).toHaveTextContent('Борис ЩукинДомашняя кухня');
    expect(screen.getByRole('status')).toHaveTextContent('Найдено: 2 блюда и 1 повар');
  });

  it('measures the suggestions from the delivery address when it has coordinates', async () => {
    chooseTestAddress({ lon: '65.561', lat: '57.118' });
    const { input } = await setup();
    await userEvent.type(input, 'борщ');
    await screen.findByRole('option', { name: /Борщ с фасолью/ });
    expect(searchCalls().map(([, , options]) => options?.query)).toEqual([{ q: 'борщ', cityId: '956', lon: '65.561', lat: '57.118' }]);
  });

  it('waits for the typing to stop: one request for a word typed at once', async () => {
    const { input } = await setup();
    await userEvent.type(input, 'пельмени');
    await screen.findByRole('option', { name: /Борщ с фасолью/ });
    expect(searchCalls().map(([, , options]) => options?.query?.q)).toEqual(['пельмени']);
  });

  it('cancels the request a newer text made obsolete', async () => {
    const signals: AbortSignal[] = [];
    api.mockImplementation((_method, _path, options) => {
      signals.push(options!.signal!);
      if (signals.length === 1) return new Promise(() => {}); // still on its way
      return Promise.resolve(RESULT);
    });
    const { input } = await setup();
    await userEvent.type(input, 'бо');
    await waitFor(() => expect(signals).toHaveLength(1));
    await userEvent.type(input, 'рщ');
    await screen.findByRole('option', { name: /Борщ с фасолью/ });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('shows a progress indicator while it waits', async () => {
    let answer: (value: CatalogSearchResult) => void = () => {};
    api.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { input } = await setup();
    await userEvent.type(input, 'борщ');
    expect(screen.getByTestId('search-progress')).toBeInTheDocument();
    await waitFor(() => expect(searchCalls()).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Ищем…');
    await act(async () => answer(RESULT));
    await screen.findByRole('option', { name: /Борщ с фасолью/ });
    expect(screen.queryByTestId('search-progress')).not.toBeInTheDocument();
  });

  it("says 'Ничего не найдено' when nothing matches", async () => {
    api.mockResolvedValue(EMPTY);
    const { input } = await setup();
    await userEvent.type(input, 'ъъъ');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ничего не найдено'));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says in a short line when the suggestions could not be loaded', async () => {
    api.mockRejectedValue(networkError());
    const { input } = await setup();
    await userEvent.type(input, 'борщ');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Не удалось загрузить подсказки. Попробуйте ещё раз.'));
  });

  it('hands the text to the page on Enter when no suggestion is highlighted', async () => {
    const { input, onSubmit } = await setup();
    await userEvent.type(input, '  борщ ');
    await screen.findByRole('option', { name: /Борщ с фасолью/ });
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('борщ');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(url()).toBe('/tyumen/menu?sort=price');
  });

  it('hands the text to the page from the search button, suggestions or not', async () => {
    const { input, onSubmit } = await setup();
    await userEvent.type(input, 'щи');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(onSubmit).toHaveBeenCalledWith('щи');
  });

  it('opens the chosen dish in the product popup over the current page, by keyboard', async () => {
    const { input, onSubmit } = await setup();
    await userEvent.type(input, 'борщ');
    await screen.findByRole('option', { name: /Борщ с фасолью/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Борщ зелёный/ }).id);
    await userEvent.keyboard('{Enter}');
    expect(url()).toBe('/tyumen/menu?sort=price&dish=16');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue('борщ');
  });

  it('keeps the text after a choice, ready for the next search', async () => {
    const { input } = await setup();
    await userEvent.type(input, 'борщ');
    await screen.findByRole('option', { name: /Борщ с фасолью/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(url()).toBe('/tyumen/menu?sort=price&dish=15');
    // The popup takes the focus; closing it gives it back.
    await userEvent.tab();
    input.focus();
    await userEvent.type(input, ' с фасолью');
    expect(input).toHaveValue('борщ с фасолью');
  });

  it("goes to a chosen cook's page in the region", async () => {
    const { input, onSubmit } = await setup();
    await userEvent.type(input, 'борис');
    await userEvent.click(await screen.findByRole('option', { name: /Борис Щукин/ }));
    expect(url()).toBe('/tyumen/cooks/detail/7');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes the suggestions on Escape and clears the text with ×', async () => {
    const { input } = await setup();
    await userEvent.type(input, 'борщ');
    await screen.findByRole('option', { name: /Борщ с фасолью/ });
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('борщ');

    await userEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Очистить' })).not.toBeInTheDocument();
  });

  it('starts with the page’s query without asking for suggestions, and follows it when it changes', async () => {
    const onSubmit = jest.fn();
    const { rerender } = renderInApp(<SearchBox onSubmit={onSubmit} initialQuery="пельмени" />);
    expect(screen.getByRole('combobox')).toHaveValue('пельмени');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(searchCalls()).toHaveLength(0);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    rerender(<SearchBox onSubmit={onSubmit} initialQuery="борщ" />);
    expect(screen.getByRole('combobox')).toHaveValue('борщ');
  });

  it('keeps the text within the API’s 100 characters, before and after the suggestions load', async () => {
    renderInApp(<SearchBox onSubmit={jest.fn()} />);
    expect(searchInput()).toHaveAttribute('maxlength', '100');
    expect(await reachForSearch()).toHaveAttribute('maxlength', '100');
  });
});

describe('SearchBox keeps every key, whatever the timing', () => {
  /** The box in the server's HTML, in the page before its code has run; `hydrate` brings it to life. */
  function serverRendered() {
    const queryClient = newQueryClient();
    const tree = (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/tyumen/menu']}>
          <SearchBox onSubmit={jest.fn()} />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const input = container.querySelector('input')!;
    return { input, hydrate: () => render(tree, { container, hydrate: true }) };
  }

  it('keeps keys typed into the server’s HTML before the page came alive', async () => {
    const { input, hydrate } = serverRendered();
    // Typed while the page's code loaded: only the DOM has them.
    input.value = 'пел';
    hydrate();
    // React hands over the focus it held back, then the visitor goes on typing.
    act(() => input.focus());
    await waitFor(() => expect(searchInput()).not.toBe(input));
    expect(searchInput()).toHaveValue('пел');
    expect(searchInput()).toHaveFocus();
    await userEvent.keyboard('мени');
    expect(searchInput()).toHaveValue('пелмени');
    await waitFor(() => expect(searchCalls().at(-1)?.[2]?.query?.q).toBe('пелмени'));
  });

  it('takes over a focus the server’s HTML got before the page came alive', async () => {
    const { input, hydrate } = serverRendered();
    input.focus();
    input.value = 'пел';
    hydrate();
    await waitFor(() => expect(searchInput()).not.toBe(input));
    expect(searchInput()).toHaveValue('пел');
    expect(searchInput()).toHaveFocus();
  });

  it('keeps a key that comes the moment the suggesting box replaces the plain one', async () => {
    renderInApp(<SearchBox onSubmit={jest.fn()} />);
    const plain = searchInput();
    // A browser gives each key to what has the focus when the key comes: here, right after the swap.
    const keyAfterSwap = new MutationObserver(() => {
      if (searchInput() === plain) return;
      keyAfterSwap.disconnect();
      const focused = document.activeElement;
      if (focused instanceof HTMLInputElement) fireEvent.change(focused, { target: { value: `${focused.value}и` } });
    });
    keyAfterSwap.observe(document.body, { childList: true, subtree: true });
    act(() => plain.focus());
    fireEvent.change(plain, { target: { value: 'пелмен' } });
    await waitFor(() => expect(searchInput()).not.toBe(plain));
    keyAfterSwap.disconnect();
    expect(searchInput()).toHaveFocus();
    expect(searchInput()).toHaveValue('пелмени');
  });

  /** The listing's way with the box: its text goes to the URL, and the URL's query comes back to it. */
  function ListingSearch() {
    const navigate = useNavigate();
    const q = new URLSearchParams(useLocation().search).get('q') ?? '';
    return <SearchBox initialQuery={q} onSubmit={(text) => navigate(`/tyumen/menu?q=${encodeURIComponent(text)}`)} />;
  }

  it('keeps keys typed after Enter while the page moves to the new query', async () => {
    renderInApp(<ListingSearch />);
    const input = await reachForSearch();
    await userEvent.type(input, 'борщ');
    // Enter and the next key before the page's render of the new URL (a transition) is done.
    act(() => {
      fireEvent.submit(input.closest('form')!);
      fireEvent.change(input, { target: { value: 'борщ с' } });
    });
    expect(url()).toBe('/tyumen/menu?q=%D0%B1%D0%BE%D1%80%D1%89');
    expect(input).toHaveValue('борщ с');
  });

  it('still shows a query the page got elsewhere (a link, Back)', async () => {
    renderInApp(<ListingSearch />, { url: ['/tyumen/menu?q=щи', '/tyumen/menu?q=борщ'] });
    const input = await reachForSearch();
    expect(input).toHaveValue('борщ');
    await userEvent.click(screen.getByRole('button', { name: 'Браузер: назад' }));
    expect(searchInput()).toHaveValue('щи');
  });
});
