import { apiRequest, setMainCities, setRegion, setRouteDocumentTitle } from '@povar/shared-kit';
import { applyRouteTitle, installDocumentTitles } from './document-title';

jest.mock('@povar/shared-kit', () => ({ ...jest.requireActual('@povar/shared-kit'), ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble() }));
const api = jest.mocked(apiRequest);

const TYUMEN = { id: 956, slug: 'tyumen', name: 'Тюмень' };
const OMSK = { id: 957, slug: 'omsk', name: 'Омск' };

const moveTo = (path: string) => {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('single-spa:routing-event'));
};

beforeAll(() => installDocumentTitles());

beforeEach(() => {
  api.mockReset();
  api.mockRejectedValue(new Error('no SEO text'));
  setMainCities([TYUMEN, OMSK]);
  setRegion(TYUMEN);
  setRouteDocumentTitle('Первая страница');
});

describe('the tab title on client-side moves', () => {
  it("takes the route table's title with the URL's region name, as the first HTML does", async () => {
    await applyRouteTitle('/profile/chat');
    expect(document.title).toBe('Чаты — Повар рядом');
    await applyRouteTitle('/omsk/cooks/map');
    expect(document.title).toContain('Омск');
  });

  // The pages of these routes set no title of their own: the tab shows what the route table says.
  it.each([
    ['/orders', 'Мои заказы — Повар рядом'],
    ['/orders/sales', 'Продажи — Повар рядом'],
    ['/order/10', 'Оформление заказа — Повар рядом'],
    ['/order/10/payment', 'Оплата заказа — Повар рядом'],
    ['/order/success/10', 'Заказ оформлен — Повар рядом'],
    ['/profile/chat', 'Чаты — Повар рядом'],
    ['/for-cooks', 'Станьте поваром — Повар рядом'],
    ['/download-app', 'Приложение «Повар рядом»'],
    ['/orders/42/payout', 'Выплата по заказу — Повар рядом'],
    ['/profile/payment-types', 'Способы оплаты — Повар рядом'],
    ['/profile/dishes', 'Мои блюда — Повар рядом'],
    ['/profile/hidden-dishes', 'Скрытые блюда — Повар рядом'],
    ['/profile/dishes/create', 'Новое блюдо — Повар рядом'],
    ['/profile/dishes/edit/9', 'Редактирование блюда — Повар рядом'],
    ['/profile/schedule', 'График работы — Повар рядом'],
    ['/profile/compilations', 'Повар рекомендует — Повар рядом'],
    ['/profile/useful', 'Полезные материалы — Повар рядом'],
  ])('gives %s the title %s', async (path, title) => {
    await applyRouteTitle(path);
    expect(document.title).toBe(title);
  });

  it("takes the SEO call's title on an SEO page type once it answers, asking with the region and the path", async () => {
    api.mockResolvedValue({ title: 'Домашние повара в Тюмени', description: '', faqs: [] });
    window.history.pushState(null, '', '/tyumen/cooks');
    await applyRouteTitle('/tyumen/cooks');
    expect(api).toHaveBeenCalledWith('GET', '/seo/page-data', { query: { mainCityId: '956', url: '/tyumen/cooks' } });
    expect(document.title).toBe('Домашние повара в Тюмени');
  });

  it('keeps the route title when the SEO call fails, and drops a late SEO answer for a page already left', async () => {
    window.history.pushState(null, '', '/tyumen/menu');
    await applyRouteTitle('/tyumen/menu');
    expect(document.title).toMatch(/Тюмень|Тюмени/);
    let answer: (value: unknown) => void = () => undefined;
    api.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    window.history.pushState(null, '', '/tyumen/cooks');
    const pending = applyRouteTitle('/tyumen/cooks');
    window.history.pushState(null, '', '/profile/chat');
    await applyRouteTitle('/profile/chat');
    answer({ title: 'Домашние повара в Тюмени', description: '', faqs: [] });
    await pending;
    expect(document.title).toBe('Чаты — Повар рядом');
  });

  it('says not found for an unknown address and region-not-served for an unknown region', async () => {
    await applyRouteTitle('/no/such/page/here');
    expect(document.title).toBe('Страница не найдена — Повар рядом');
    await applyRouteTitle('/atlantis/cooks');
    expect(document.title).toBe('Сервис ещё недоступен в данном регионе — Повар рядом');
  });

  it('changes on each move to another page, not on a query or hash change of the same page', async () => {
    moveTo('/profile/chat');
    await Promise.resolve();
    expect(document.title).toBe('Чаты — Повар рядом');
    setRouteDocumentTitle('Заголовок страницы');
    moveTo('/profile/chat?chatUserId=5');
    expect(document.title).toBe('Заголовок страницы');
    moveTo('/profile/payment-types');
    await Promise.resolve();
    expect(document.title).toBe('Способы оплаты — Повар рядом');
  });
});
