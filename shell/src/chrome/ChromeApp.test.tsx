import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ErrorScreen,
  NotFoundScreen,
  clearTokens,
  getAddressState,
  getRegion,
  initAddress,
  markAskedForAddress,
  resetAddressStoreForTests,
  setMainCities,
  setRegion,
  setRegionError,
  setTokens,
  setWebViewIds,
} from '@povar/shared-kit';
import { navigateToUrl } from 'single-spa';
import { shellStore } from '../shell-store';
import { ChromeApp } from './ChromeApp';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

// jsdom has no fetch: give the global one to spy on.
globalThis.fetch ??= (() => Promise.reject(new Error('fetch is not mocked'))) as typeof fetch;

const TYUMEN = { id: 956, slug: 'tyumen', name: 'Тюмень' };
const EKATERINBURG = { id: 957, slug: 'ekaterinburg', name: 'Екатеринбург' };
const OMSK = { id: 958, slug: 'omsk', name: 'Омск' };

const slot = (id: string) => document.getElementById(id) as HTMLElement;
const inSlot = (id: string) => within(slot(id));

/** The page as the document server sends it: the chrome's slots. */
function renderAt(path: string) {
  window.history.pushState(null, '', path);
  document.body.innerHTML =
    '<div id="app-header"></div><main id="app-page"><div id="app-screen"></div></main><div id="app-footer"></div><div id="app-tabs"></div>';
  const chrome = document.createElement('div');
  chrome.id = 'app-chrome';
  document.body.appendChild(chrome);
  return render(<ChromeApp />, { container: chrome });
}

beforeEach(() => {
  // A returning visitor: the first-run onboarding has its own tests below.
  document.cookie = 'app-onboarding=true; path=/';
  setRegion(TYUMEN);
  setRegionError(false);
  setMainCities([TYUMEN, EKATERINBURG, OMSK]);
  clearTokens();
  shellStore.setState({ popup: null, widgetPopup: null, brokenRemotes: new Set() });
  jest.mocked(navigateToUrl).mockClear();
});

describe('ChromeApp: what the shell draws around the remotes', () => {
  it('on a page a remote owns: header, footer and tabs, and no screen of its own', () => {
    renderAt('/tyumen/');
    expect(inSlot('app-header').getByRole('link', { name: 'Повар рядом — на главную' })).toBeInTheDocument();
    expect(inSlot('app-footer').getByRole('contentinfo')).toBeInTheDocument();
    expect(inSlot('app-tabs').getByRole('navigation', { name: 'Разделы' })).toBeInTheDocument();
    expect(slot('app-screen')).toBeEmptyDOMElement();
    expect(document.body).toHaveClass('has-tabs');
  });

  it('renders the not-found screen into #app-screen for an unknown path', () => {
    renderAt('/tyumen/garbage');
    expect(inSlot('app-screen').getByRole('heading', { name: 'Упс... такой страницы у нас нет' })).toBeInTheDocument();
    expect(inSlot('app-screen').getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/tyumen/cooks');
    expect(inSlot('app-header').getByRole('navigation', { name: 'Основная навигация' })).toBeInTheDocument();
  });

  it("the not-found screen leads to the visitor's own region", () => {
    setRegion(OMSK);
    renderAt('/no/such/page');
    expect(inSlot('app-screen').getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/omsk/cooks');
  });

  it('hides the header on the for-cooks landing, where the tab bar is hidden too', () => {
    renderAt('/for-cooks');
    expect(slot('app-header')).toBeEmptyDOMElement();
    expect(inSlot('app-footer').getByRole('contentinfo')).toBeInTheDocument();
    expect(slot('app-tabs')).toBeEmptyDOMElement();
    expect(document.body).not.toHaveClass('has-tabs');
    // The styles drop the header's reserved room on this layout.
    expect(document.body).toHaveAttribute('data-layout', 'landing');
  });

  it.each(['/orders', '/orders/sales', '/profile/chat'])('hides the footer on %s', (path) => {
    renderAt(path);
    expect(slot('app-footer')).toBeEmptyDOMElement();
    expect(inSlot('app-header').getByRole('navigation', { name: 'Основная навигация' })).toBeInTheDocument();
  });

  it('on a region error, shows the region screen and hides the footer and the region tabs', () => {
    setRegionError(true);
    renderAt('/nowhere/');
    expect(inSlot('app-screen').getByRole('heading', { name: 'Сервис ещё недоступен в данном регионе :(' })).toBeInTheDocument();
    expect(slot('app-footer')).toBeEmptyDOMElement();
    const tabs = inSlot('app-tabs');
    expect(tabs.queryByRole('link', { name: 'Главная' })).not.toBeInTheDocument();
    expect(tabs.queryByRole('link', { name: 'Каталог' })).not.toBeInTheDocument();
    expect(tabs.getByRole('link', { name: 'Профиль' })).toBeInTheDocument();
  });

  it('a region error does not concern pages without a region', () => {
    setRegionError(true);
    renderAt('/docs/faq');
    expect(slot('app-screen')).toBeEmptyDOMElement();
    expect(inSlot('app-footer').getByRole('contentinfo')).toBeInTheDocument();
    expect(inSlot('app-tabs').getByRole('link', { name: 'Главная' })).toBeInTheDocument();
  });

  it("shows a crashed remote's fallback in its place, while the rest of the chrome works", () => {
    shellStore.getState().markBroken('mf-cook');
    renderAt('/tyumen/cooks/detail/5');
    expect(inSlot('app-screen').getByRole('heading', { name: 'Раздел временно недоступен' })).toBeInTheDocument();
    expect(inSlot('app-header').getByRole('navigation', { name: 'Основная навигация' })).toBeInTheDocument();
  });

  it("another remote's pages are not affected by a crashed remote", () => {
    shellStore.getState().markBroken('mf-cook');
    renderAt('/tyumen/cooks');
    expect(slot('app-screen')).toBeEmptyDOMElement();
  });

  it('follows single-spa route changes', () => {
    renderAt('/tyumen/');
    expect(slot('app-screen')).toBeEmptyDOMElement();
    act(() => {
      window.history.pushState(null, '', '/tyumen/garbage');
      window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    });
    expect(inSlot('app-screen').getByRole('heading', { name: 'Упс... такой страницы у нас нет' })).toBeInTheDocument();
  });

  it("shows 'Заказы' in the header once the visitor signs in", () => {
    renderAt('/tyumen/');
    expect(inSlot('app-header').queryByRole('link', { name: 'Заказы' })).not.toBeInTheDocument();
    act(() => setTokens({ accessToken: 'a' }));
    expect(inSlot('app-header').getByRole('link', { name: 'Заказы' })).toHaveAttribute('href', '/orders');
  });
});

describe('ChromeApp: the shell popups', () => {
  it('the cities popup lists the served cities; choosing one switches the region and clears the error', async () => {
    setRegionError(true);
    renderAt('/nowhere/');
    await userEvent.click(inSlot('app-screen').getByRole('button', { name: 'один из городов' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Города присутствия' }));
    expect(dialog.getAllByRole('link').map((link) => link.textContent)).toEqual(['Тюмень', 'Екатеринбург', 'Омск']);
    await userEvent.click(dialog.getByRole('link', { name: 'Омск' }));

    expect(getRegion()).toMatchObject({ region: OMSK, regionError: false });
    expect(navigateToUrl).toHaveBeenCalledWith('/omsk/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the region-notify popup sends the URL's region slug", async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue({
      status: 200,
      ok: true,
      text: async () => '{"success":true,"data":{"saved":true},"errors":[],"message":"","error":null}',
    } as unknown as Response);
    try {
      setRegionError(true);
      renderAt('/kurgan/');
      await userEvent.click(inSlot('app-screen').getByRole('button', { name: 'Сообщить мне' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Сообщить о запуске' }));
      await userEvent.type(dialog.getByLabelText('E-mail'), 'anna@mail.ru');
      await userEvent.click(dialog.getByRole('button', { name: 'Сообщить мне' }));

      expect(await dialog.findByRole('status')).toBeInTheDocument();
      const saved = fetchMock.mock.calls.find(([url]) => String(url).includes('/popup/callback/save'));
      expect(JSON.parse(String(saved?.[1]?.body))).toMatchObject({ regionSlug: 'kurgan' });
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('a popup closes with Escape', async () => {
    renderAt('/tyumen/');
    act(() => shellStore.getState().openPopup('cities'));
    expect(screen.getByRole('dialog', { name: 'Города присутствия' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shellStore.getState().popup).toBeNull();
  });
});

describe('ChromeApp: first-run onboarding', () => {
  const expireCookie = () => (document.cookie = 'app-onboarding=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT');

  it('greets a first-time guest and never again once closed', async () => {
    expireCookie();
    const view = renderAt('/tyumen/');
    const dialog = screen.getByRole('dialog', { name: 'Добро пожаловать в «Повар рядом»' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain('app-onboarding=true');
    view.unmount();
    renderAt('/tyumen/menu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown over the for-cooks landing', () => {
    expireCookie();
    renderAt('/for-cooks');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts a signed-in visitor as done', () => {
    expireCookie();
    setTokens({ accessToken: 'a' });
    renderAt('/tyumen/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain('app-onboarding=true');
  });
});

describe('ChromeApp: the FAQ after a client-side move', () => {
  const answer = (data: unknown) =>
    ({ status: 200, ok: true, text: async () => JSON.stringify({ success: true, data, errors: [], message: '', error: null }) }) as unknown as Response;

  it("draws the new page's own questions, and none on a page type without FAQ", async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/seo/page-data')) {
        return answer({ title: 't', description: 'd', faqs: [{ question: 'Как выбрать повара в Тюмени?', answer: '<p>По <strong>рейтингу</strong>.</p>' }] });
      }
      return answer(null);
    });
    try {
      renderAt('/tyumen/');
      expect(screen.queryByRole('heading', { name: 'Вопросы и ответы' })).not.toBeInTheDocument();
      act(() => {
        window.history.pushState(null, '', '/tyumen/cooks');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      const faq = within(slot('app-faq-client'));
      expect(await faq.findByRole('heading', { name: 'Вопросы и ответы' })).toBeInTheDocument();
      expect(faq.getByText('Как выбрать повара в Тюмени?')).toBeInTheDocument();
      expect(slot('app-faq-client').querySelector('strong')).toHaveTextContent('рейтингу');
      const asked = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/seo/page-data'));
      expect(asked).toContain('mainCityId=956');
      expect(decodeURIComponent(asked ?? '')).toContain('url=/tyumen/cooks');

      act(() => {
        window.history.pushState(null, '', '/tyumen/cooks-map');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(slot('app-faq-client')).toBeEmptyDOMElement();
    } finally {
      fetchMock.mockRestore();
    }
  });
});

describe('ChromeApp: no FAQ under a not-found or error screen a remote draws', () => {
  const answer = (data: unknown) =>
    ({ status: 200, ok: true, text: async () => JSON.stringify({ success: true, data, errors: [], message: '', error: null }) }) as unknown as Response;

  it.each([
    ['not-found', '/tyumen/cooks/net-takoy', () => <NotFoundScreen path="/tyumen/cooks/net-takoy" regionSlug="tyumen" />],
    ['error', '/tyumen/menu', () => <ErrorScreen regionSlug="tyumen" />],
  ])('leaves the FAQ out under the %s screen, and brings it back once the page itself shows', async (_kind, path, Screen) => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).includes('/seo/page-data')
          ? answer({ title: 't', description: 'd', faqs: [{ question: 'Как заказать?', answer: '<p>Так.</p>' }] })
          : answer(null),
      );
    try {
      renderAt('/tyumen/');
      const firstFaq = document.createElement('section');
      firstFaq.id = 'app-faq';
      document.body.appendChild(firstFaq);
      // The remote's page slot, as single-spa mounts it beside the chrome.
      const remote = document.createElement('div');
      document.body.appendChild(remote);
      act(() => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      const page = render(<Screen />, { container: remote });
      // Long enough for the page-data answer to have arrived and been drawn, had it been asked for.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(slot('app-faq-client')).toBeEmptyDOMElement();
      expect(firstFaq).toHaveAttribute('hidden');

      page.unmount();
      expect(await within(slot('app-faq-client')).findByRole('heading', { name: 'Вопросы и ответы' })).toBeInTheDocument();
    } finally {
      fetchMock.mockRestore();
    }
  });
});

describe('ChromeApp: the FAQ block of the first HTML', () => {
  it('stays for the page it was made for and steps aside after moving to another page', () => {
    renderAt('/tyumen/');
    const faq = document.createElement('section');
    faq.id = 'app-faq';
    document.body.appendChild(faq);
    act(() => {
      window.history.pushState(null, '', '/tyumen/cooks');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(faq).toHaveAttribute('hidden');
    act(() => {
      window.history.pushState(null, '', '/tyumen/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(faq).not.toHaveAttribute('hidden');
  });
});

describe('ChromeApp: the download-app banner', () => {
  const banner = () => screen.queryByRole('complementary', { name: 'Мобильное приложение' });
  // A visitor already asked for an address: that banner would come first (see below).
  beforeEach(() => markAskedForAddress());
  afterEach(() => {
    localStorage.clear();
    setWebViewIds({ requestId: null, deviceId: null });
  });

  it('leads to /download-app and, once closed, stays away for 5 days', async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const view = renderAt('/tyumen/menu');
      expect(within(banner()!).getByRole('link', { name: 'Скачать' })).toHaveAttribute('href', '/download-app');
      await userEvent.click(within(banner()!).getByRole('button', { name: 'Закрыть' }));
      expect(banner()).not.toBeInTheDocument();
      view.unmount();

      clock.mockReturnValue(now + 432_000_000 - 1);
      const again = renderAt('/tyumen/');
      expect(banner()).not.toBeInTheDocument();
      again.unmount();

      clock.mockReturnValue(now + 432_000_000);
      renderAt('/tyumen/');
      expect(banner()).toBeInTheDocument();
    } finally {
      clock.mockRestore();
    }
  });

  it.each(['/download-app', '/profile/chat'])('is not shown on %s', (path) => {
    renderAt(path);
    expect(banner()).not.toBeInTheDocument();
  });

  it("is not shown inside the mobile app's web view", () => {
    setWebViewIds({ requestId: 'req-1', deviceId: 'dev-1' });
    renderAt('/tyumen/');
    expect(banner()).not.toBeInTheDocument();
  });

  it('waits until the first-run onboarding is over', async () => {
    document.cookie = 'app-onboarding=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    renderAt('/tyumen/');
    expect(banner()).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Закрыть' }));
    expect(banner()).toBeInTheDocument();
  });
});

describe("ChromeApp: the delivery address (the header's widget, the 'Введите адрес доставки' banner)", () => {
  const addressBanner = () => screen.queryByRole('complementary', { name: 'Адрес доставки' });
  const popupRequests: string[] = [];
  const rememberPopup = (event: Event) => popupRequests.push((event as CustomEvent<{ popup: string }>).detail.popup);
  let fetchMock: jest.SpyInstance;

  /** The API as a guest's start-up sees it: `saved` is their one address (or none). */
  async function startWith(saved: object | null) {
    fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const data = String(input).includes('/api/guest/addresses') ? saved : { footer: null };
      return { status: 200, ok: true, text: async () => JSON.stringify({ success: true, data, errors: [], message: '', error: null }) } as unknown as Response;
    });
    await act(() => initAddress());
  }

  beforeEach(() => {
    resetAddressStoreForTests();
    popupRequests.length = 0;
    window.addEventListener('popup:open', rememberPopup);
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  });
  afterEach(() => {
    fetchMock?.mockRestore();
    window.removeEventListener('popup:open', rememberPopup);
    localStorage.clear();
  });

  it("asks a guest without an address; 'Позже' puts the banner away for good", async () => {
    await startWith(null);
    renderAt('/tyumen/menu');
    expect(within(addressBanner()!).getByText('Сейчас вы не видите стоимость доставки')).toBeInTheDocument();
    // One banner at a time: the app can wait.
    expect(screen.queryByRole('complementary', { name: 'Мобильное приложение' })).not.toBeInTheDocument();
    await userEvent.click(within(addressBanner()!).getByRole('button', { name: 'Позже' }));
    expect(addressBanner()).not.toBeInTheDocument();
    expect(localStorage.getItem('asked-for-address')).toBe('true');
  });

  it("'Ввести адрес' opens the address map; the header's widget invites the same way", async () => {
    await startWith(null);
    renderAt('/tyumen/');
    await userEvent.click(within(addressBanner()!).getByRole('button', { name: 'Ввести адрес' }));
    await userEvent.click(inSlot('app-header').getByRole('button', { name: 'Укажите адрес доставки' }));
    expect(popupRequests).toEqual(['address-map', 'address-map']);
  });

  it('shows the saved address in the header, without the city, and no banner', async () => {
    await startWith({ address: 'г Тюмень, ул Республики, д 1', fiasId: null, mainCity: TYUMEN, lat: '57.1', lon: '65.5' });
    renderAt('/tyumen/');
    expect(inSlot('app-header').getByRole('button', { name: 'Адрес доставки: г Тюмень, ул Республики, д 1. Изменить' })).toHaveTextContent(
      'ул Республики, д 1',
    );
    expect(addressBanner()).not.toBeInTheDocument();
  });

  it("choosing another city in the cities popup leaves the address behind; the address's own city keeps it", async () => {
    await startWith({ address: 'г Тюмень, ул Республики, д 1', fiasId: null, mainCity: TYUMEN, lat: '57.1', lon: '65.5' });
    renderAt('/tyumen/');
    const choose = async (name: string) => {
      act(() => shellStore.getState().openPopup('cities'));
      await userEvent.click(within(screen.getByRole('dialog', { name: 'Города присутствия' })).getByRole('link', { name }));
    };
    await choose('Тюмень');
    expect(getAddressState().address).not.toBeNull();
    await choose('Омск');
    expect(getAddressState().address).toBeNull();
    expect(inSlot('app-header').getByRole('button', { name: 'Укажите адрес доставки' })).toBeInTheDocument();
  });

  it('is not asked for on pages without a region', async () => {
    await startWith(null);
    renderAt('/profile/menu');
    expect(addressBanner()).not.toBeInTheDocument();
  });
});

describe('ChromeApp: the site settings', () => {
  it('fills the footer from /api/site-settings', async () => {
    const footer = {
      apple_link: null,
      google_link: 'https://play.google.com/store/apps/details?id=ru.povar',
      rustore_link: null,
      about: 'Мы пробуем блюда каждого повара.',
      support_email: 'care@povar.test',
      support_messenger_link: 'https://t.me/care',
      news_channel_link: 'https://t.me/news',
      social_link: 'https://vk.com/povar',
      messaging_app_link: 'https://wa.me/70000000002',
      legal_documents: [],
    };
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue({
      status: 200,
      ok: true,
      text: async () => JSON.stringify({ success: true, data: { footer }, errors: [], message: '', error: null }),
    } as unknown as Response);
    try {
      renderAt('/tyumen/');
      await userEvent.click(inSlot('app-footer').getByRole('button', { name: /Связаться с нами/ }));
      expect(await inSlot('app-footer').findByRole('link', { name: 'care@povar.test' })).toHaveAttribute('href', 'mailto:care@povar.test');
      expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/site-settings');
    } finally {
      fetchMock.mockRestore();
    }
  });
});
