const loadMetrika = () => require('./metrika') as typeof import('./metrika');

/** The queued ym calls as plain arrays. */
const queued = () => (window.ym?.a ?? []).map((args) => Array.from(args));

beforeEach(() => {
  jest.resetModules();
  delete window.ym;
  delete window.dataLayer;
  delete window.__POVAR_CONFIG__;
  document.head.innerHTML = '';
});

describe('analytics without a counter id', () => {
  it('installs the ym queue and the dataLayer but loads no script', () => {
    loadMetrika().initAnalytics();
    expect(typeof window.ym).toBe('function');
    expect(window.dataLayer).toEqual([]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(queued()).toEqual([]);
  });

  it('queues goals, page views and the user id in window.ym.a under counter 0', () => {
    const { reachGoal, setUserId, trackPageView } = loadMetrika();
    reachGoal('tab-click', { tab: 'Корзина' });
    reachGoal('onboarding-next');
    trackPageView('/tyumen/menu');
    setUserId(42);
    expect(queued()).toEqual([
      [0, 'reachGoal', 'tab-click', { tab: 'Корзина' }],
      [0, 'reachGoal', 'onboarding-next'],
      [0, 'hit', '/tyumen/menu'],
      [0, 'setUserID', '42'],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('keeps an existing ym function instead of replacing it', () => {
    const existing = jest.fn();
    window.ym = existing;
    loadMetrika().reachGoal('share');
    expect(existing).toHaveBeenCalledWith(0, 'reachGoal', 'share');
  });
});

describe('analytics with a counter id', () => {
  beforeEach(() => {
    window.__POVAR_CONFIG__ = { metrikaId: 98765 };
  });

  it('initialises the counter with the ecommerce dataLayer and adds the tag script once', () => {
    const { initAnalytics, reachGoal } = loadMetrika();
    initAnalytics();
    initAnalytics();
    reachGoal('search');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('https://mc.yandex.ru/metrika/tag.js');
    expect(scripts[0]?.async).toBe(true);
    expect(queued()).toEqual([
      [98765, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, ecommerce: 'dataLayer', defer: true }],
      [98765, 'reachGoal', 'search'],
    ]);
  });

  it('does not add a second tag script when the page already has one', () => {
    const existing = document.createElement('script');
    existing.src = 'https://mc.yandex.ru/metrika/tag.js';
    document.head.appendChild(existing);
    loadMetrika().initAnalytics();
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('pushEcommerce', () => {
  const borscht = { id: 11, name: 'Борщ', priceKopecks: 35050, brand: 'Анна', category: 'Супы', list: 'list', position: 2 };

  it('pushes impressions as a product array, prices in roubles', () => {
    loadMetrika().pushEcommerce('impressions', { products: [borscht] });
    expect(window.dataLayer).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          impressions: [{ id: '11', name: 'Борщ', price: 350.5, brand: 'Анна', category: 'Супы', list: 'list', position: 2 }],
        },
      },
    ]);
  });

  it.each(['click', 'add', 'remove'] as const)('pushes %s as {products}', (kind) => {
    loadMetrika().pushEcommerce(kind, { products: [{ id: 'd-3', name: 'Плов', quantity: 2 }] });
    expect(window.dataLayer).toEqual([{ ecommerce: { currencyCode: 'RUB', [kind]: { products: [{ id: 'd-3', name: 'Плов', quantity: 2 }] } } }]);
  });

  it('pushes a purchase with its action field', () => {
    loadMetrika().pushEcommerce('purchase', {
      orderId: 501,
      revenueKopecks: 125000,
      coupon: 'HELLO',
      products: [{ ...borscht, quantity: 1, discountKopecks: 5000 }],
    });
    expect(window.dataLayer?.[0]).toEqual({
      ecommerce: {
        currencyCode: 'RUB',
        purchase: {
          actionField: { id: '501', revenue: 1250, coupon: 'HELLO' },
          products: [{ id: '11', name: 'Борщ', price: 350.5, brand: 'Анна', category: 'Супы', list: 'list', position: 2, quantity: 1, discount: 50 }],
        },
      },
    });
  });

  it('appends to a dataLayer the page already has, and touches no network', () => {
    window.dataLayer = [{ event: 'earlier' }];
    loadMetrika().pushEcommerce('add', { products: [{ id: 1, name: 'Сырники' }] });
    expect(window.dataLayer).toHaveLength(2);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
