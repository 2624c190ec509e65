import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Route } from 'wouter';
import { BrowserRouter, Link, MemoryRouter, NavLink, StaticRouter, useLocation, useNavigate, useParams, useSearchParams, type NavigateFunction } from './index';

/** The location as one line, state included. */
function Where({ id = 'where' }: { id?: string }) {
  const { pathname, search, hash, state } = useLocation();
  return <output data-testid={id}>{`${pathname}${search}${hash} ${JSON.stringify(state)}`}</output>;
}

/** Hands the test the router's navigate. */
function Navigator({ into }: { into: { navigate?: NavigateFunction } }) {
  into.navigate = useNavigate();
  return null;
}

const where = (id = 'where') => screen.getByTestId(id).textContent;

/**
 * Clicks and tells whether the page left the click to the browser (did not prevent its
 * default); the browser's part is then cancelled, as jsdom cannot load another document.
 */
function clickForBrowser(element: Element, init: MouseEventInit = {}): boolean {
  let leftToBrowser = false;
  const observe = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', observe);
  fireEvent.click(element, init);
  window.removeEventListener('click', observe);
  return leftToBrowser;
}

// A push drops the forward entries earlier tests left, so history.length counts from here.
beforeEach(() => window.history.pushState(null, '', '/'));

describe('Link', () => {
  function renderLink(props: Partial<React.ComponentProps<typeof Link>> = {}) {
    const onClick = jest.fn();
    render(
      <BrowserRouter>
        <Link to="/omsk/menu" onClick={onClick} {...props}>
          Меню
        </Link>
        <Where />
      </BrowserRouter>,
    );
    return { link: screen.getByRole('link', { name: 'Меню' }), onClick };
  }

  it('moves inside the app on a plain left click, with a history entry', () => {
    const { link, onClick } = renderLink();
    expect(link).toHaveAttribute('href', '/omsk/menu');
    const entries = window.history.length;
    expect(clickForBrowser(link)).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/omsk/menu null');
    expect(window.location.pathname).toBe('/omsk/menu');
    expect(window.history.length).toBe(entries + 1);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser, still calling onClick', (_name, init) => {
    const { link, onClick } = renderLink();
    expect(clickForBrowser(link, init)).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/ null');
  });

  it.each([
    ['a target', { target: '_blank' }],
    ['a download', { download: 'menu.html' }],
  ])('leaves a link with %s to the browser', (_name, props) => {
    const { link } = renderLink(props);
    expect(clickForBrowser(link)).toBe(true);
    expect(where()).toBe('/ null');
  });

  it('does not move when its onClick prevented the default', () => {
    const { link } = renderLink({ onClick: (event) => event.preventDefault() });
    fireEvent.click(link);
    expect(where()).toBe('/ null');
  });

  it('carries state, and replaces the entry when asked or when it leads to the current URL', () => {
    window.history.replaceState(null, '', '/chats?x=1');
    render(
      <BrowserRouter>
        <Link to="/chats?x=1">Здесь</Link>
        <Link to="/orders" replace state={{ from: 'chats' }}>
          Заказы
        </Link>
        <Where />
      </BrowserRouter>,
    );
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Здесь' }));
    expect(window.history.length).toBe(entries);
    fireEvent.click(screen.getByRole('link', { name: 'Заказы' }));
    expect(window.history.length).toBe(entries);
    expect(where()).toBe('/orders {"from":"chats"}');
  });

  it('resolves a search-only or hash-only target against the current path, as React Router did', () => {
    render(
      <MemoryRouter initialEntries={['/tyumen/menu?sort=new#top']}>
        <Link to="?dish=1">Блюдо</Link>
        <Link to={{ hash: 'u7' }}>Чат</Link>
        <Link to={{ search: 'status=new' }}>Новые</Link>
        <Link to="https://example.org/x">Внешняя</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Блюдо' })).toHaveAttribute('href', '/tyumen/menu?dish=1');
    expect(screen.getByRole('link', { name: 'Чат' })).toHaveAttribute('href', '/tyumen/menu#u7');
    expect(screen.getByRole('link', { name: 'Новые' })).toHaveAttribute('href', '/tyumen/menu?status=new');
    expect(screen.getByRole('link', { name: 'Внешняя' })).toHaveAttribute('href', 'https://example.org/x');
  });
});

describe('NavLink', () => {
  it('marks the link of the current page with aria-current="page" and the class active, and follows moves', () => {
    render(
      <MemoryRouter initialEntries={['/profile/favorites/cooks']}>
        <NavLink className="tab" to="/profile/favorites/cooks" replace>
          Повара
        </NavLink>
        <NavLink className="tab" to="/profile/favorites/dishes" replace>
          Блюда
        </NavLink>
        <NavLink className={({ isActive }) => (isActive ? 'on' : 'off')} to="/profile">
          Профиль
        </NavLink>
        <NavLink to="/profile" end>
          {({ isActive }) => (isActive ? 'Профиль (здесь)' : 'Только профиль')}
        </NavLink>
      </MemoryRouter>,
    );
    const cooks = screen.getByRole('link', { name: 'Повара' });
    const dishes = screen.getByRole('link', { name: 'Блюда' });
    expect(cooks).toHaveAttribute('aria-current', 'page');
    expect(cooks).toHaveClass('tab', 'active');
    expect(dishes).not.toHaveAttribute('aria-current');
    expect(dishes).toHaveAttribute('class', 'tab');
    // Active below its path too, unless `end`.
    expect(screen.getByRole('link', { name: 'Профиль' })).toHaveAttribute('class', 'on');
    expect(screen.getByRole('link', { name: 'Только профиль' })).not.toHaveAttribute('aria-current');

    fireEvent.click(dishes);
    expect(dishes).toHaveAttribute('aria-current', 'page');
    expect(cooks).not.toHaveAttribute('aria-current');
  });
});

describe('useNavigate', () => {
  it('carries state to the new entry and brings it back with Back', async () => {
    const into: { navigate?: NavigateFunction } = {};
    render(
      <BrowserRouter>
        <Navigator into={into} />
        <Where />
      </BrowserRouter>,
    );
    act(() => into.navigate!('/omsk/menu', { state: { listingScroll: true, startPage: 2 } }));
    expect(where()).toBe('/omsk/menu {"listingScroll":true,"startPage":2}');
    act(() => into.navigate!('/omsk/cooks'));
    expect(where()).toBe('/omsk/cooks null');

    act(() => into.navigate!(-1));
    await waitFor(() => expect(where()).toBe('/omsk/menu {"listingScroll":true,"startPage":2}'));
    // Code that rewrites the URL passes history.state back: the state stays.
    act(() => window.history.replaceState(window.history.state, '', '/omsk/menu?from=rule'));
    expect(where()).toBe('/omsk/menu?from=rule {"listingScroll":true,"startPage":2}');
  });

  it('keeps one navigate function across moves', () => {
    const seen = new Set<NavigateFunction>();
    function Collect() {
      seen.add(useNavigate());
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Collect />
        <Link to="/b">b</Link>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'b' }));
    expect(seen.size).toBe(1);
  });

  it('goes back through a MemoryRouter history from initialIndex, with each entry’s state', () => {
    const into: { navigate?: NavigateFunction } = {};
    render(
      <MemoryRouter initialEntries={['/a', { pathname: '/b', state: { opened: true } }, '/c']} initialIndex={1}>
        <Navigator into={into} />
        <Where />
      </MemoryRouter>,
    );
    expect(where()).toBe('/b {"opened":true}');
    act(() => into.navigate!('?dish=5', { state: { dish: 5 } }));
    expect(where()).toBe('/b?dish=5 {"dish":5}');
    act(() => into.navigate!(-1));
    expect(where()).toBe('/b {"opened":true}');
    act(() => into.navigate!(-5));
    expect(where()).toBe('/a null');
  });
});

describe('several roots on one page', () => {
  it('all follow a move made in any of them, by other code, and Back', async () => {
    const into: { navigate?: NavigateFunction } = {};
    render(
      <BrowserRouter>
        <Navigator into={into} />
        <Where id="catalog" />
      </BrowserRouter>,
    );
    // A second React root, as every remote mounts its own.
    render(
      <BrowserRouter>
        <Where id="basket" />
      </BrowserRouter>,
    );
    act(() => into.navigate!('/tyumen/cooks', { state: { a: 1 } }));
    expect([where('catalog'), where('basket')]).toEqual(['/tyumen/cooks {"a":1}', '/tyumen/cooks {"a":1}']);

    // single-spa's navigateToUrl and the shell's rules call history.pushState themselves.
    act(() => window.history.pushState(null, '', '/orders#last'));
    expect([where('catalog'), where('basket')]).toEqual(['/orders#last null', '/orders#last null']);

    act(() => window.history.back());
    await waitFor(() => expect([where('catalog'), where('basket')]).toEqual(['/tyumen/cooks {"a":1}', '/tyumen/cooks {"a":1}']));
  });
});

describe('useSearchParams', () => {
  function Moderation() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <output data-testid="status">{params.get('status') ?? 'none'}</output>
        <button type="button" onClick={() => setParams({ status: 'approved', id: '3' }, { replace: true })}>
          одобренные
        </button>
        <button type="button" onClick={() => setParams((current) => (current.delete('id'), current))}>
          закрыть
        </button>
      </>
    );
  }

  it('moves to the same path with the new query, replacing the entry when asked', () => {
    window.history.replaceState(null, '', '/admin/applications?status=new#list');
    render(
      <BrowserRouter>
        <Moderation />
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('new');
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'одобренные' }));
    expect(where()).toBe('/admin/applications?status=approved&id=3 null');
    expect(screen.getByTestId('status')).toHaveTextContent('approved');
    expect(window.history.length).toBe(entries);
    fireEvent.click(screen.getByRole('button', { name: 'закрыть' }));
    expect(where()).toBe('/admin/applications?status=approved null');
    expect(window.history.length).toBe(entries + 1);
  });
});

describe('StaticRouter', () => {
  it('renders the server’s URL, and wouter’s routes inside follow it', () => {
    const Dish = () => <span>блюдо {useParams().id}</span>;
    const html = renderToString(
      <StaticRouter location="/tyumen/product/42?from=menu">
        <Where />
        <Link to="?dish=1">Открыть</Link>
        <Route path="/:region/product/:id" component={Dish} />
      </StaticRouter>,
    );
    expect(html).toContain('/tyumen/product/42?from=menu null');
    expect(html).toContain('href="/tyumen/product/42?dish=1"');
    expect(html).toContain('блюдо <!-- -->42');
  });
});

it('tells where a hook was used without a router', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Where />)).toThrow('useLocation() needs a router above it');
  error.mockRestore();
});
