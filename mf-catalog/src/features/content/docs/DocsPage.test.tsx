import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoutePages, apiRequest, setRegion, setRouteDocumentTitle, type TextPage } from '@povar/shared-kit';
import { apiFailure, renderAt, stubScrolling } from '../content-test-kit';
import { DocsPage } from './DocsPage';

jest.mock('@povar/shared-kit', () => ({ ...jest.requireActual('@povar/shared-kit'), ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble() }));
const api = jest.mocked(apiRequest);

const ABOUT: TextPage = {
  url: '/docs/about',
  title: 'О сервисе «Повар рядом»',
  description: 'Домашняя еда от проверенных поваров.',
  html:
    '<p>Маркетплейс домашней еды.</p><h2>Для поваров</h2><p><a href="/docs/faq">Частые вопросы</a>, ' +
    '<a href="/tyumen/menu/supy">супы</a>, <a href="mailto:support@povar-ryadom.ru">почта</a>, ' +
    '<a href="https://t.me/povar" target="_blank" rel="noopener noreferrer">канал</a>, <a href="#contacts">контакты</a>.</p>',
  updatedAt: '2026-06-12T10:00:00.000Z',
};
const FAQ: TextPage = { ...ABOUT, url: '/docs/faq', title: 'Вопросы и ответы', html: '<h2>Покупателям</h2><p>Как сделать заказ?</p>' };

const byUrl = (pages: TextPage[]) => (_method: string, _path: string, options?: { query?: Record<string, unknown> }) => {
  const page = pages.find((candidate) => candidate.url === options?.query?.url);
  return page ? Promise.resolve(page) : Promise.reject(apiFailure(404, ['Страница не найдена']));
};

const showDocs = (url: string) => renderAt(url, <RoutePages pages={{ DOCS: DocsPage }} />);

beforeEach(() => {
  stubScrolling();
  api.mockReset();
  setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
  setRouteDocumentTitle('Документы — Повар рядом');
});

describe('DocsPage', () => {
  it('asks the API for the page by its address, with a skeleton meanwhile, then shows the title and the HTML', async () => {
    api.mockImplementation(byUrl([ABOUT]));
    showDocs('/docs/about');
    expect(screen.getByRole('status', { name: 'Загружаем страницу' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'О сервисе «Повар рядом»' })).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('GET', '/text-pages/get-by-url', expect.objectContaining({ query: { url: '/docs/about' } }));
    expect(screen.getByText('Маркетплейс домашней еды.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Для поваров' })).toBeInTheDocument();
    expect(screen.getByText('Обновлено 12 июня 2026')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Загружаем страницу' })).not.toBeInTheDocument();
    expect(document.title).toBe('О сервисе «Повар рядом» — Повар рядом');
  });

  it('asks for a multi-segment page by its whole address', async () => {
    api.mockResolvedValue({ ...ABOUT, url: '/docs/profile/useful/rules', title: 'Правила для поваров' });
    showDocs('/docs/profile/useful/rules');
    expect(await screen.findByRole('heading', { level: 1, name: 'Правила для поваров' })).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('GET', '/text-pages/get-by-url', expect.objectContaining({ query: { url: '/docs/profile/useful/rules' } }));
  });

  it('lists the eleven pages, the useful materials under their heading, and marks the current one', async () => {
    api.mockImplementation(byUrl([ABOUT]));
    showDocs('/docs/about');
    const nav = screen.getByRole('navigation', { name: 'Документы' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(14);
    expect(within(nav).getByRole('link', { name: 'О компании' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Частые вопросы' })).toHaveAttribute('href', '/docs/faq');
    const useful = within(nav).getByRole('list', { name: 'Полезные материалы для поваров' });
    expect(
      within(useful)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/docs/profile/useful/rules',
      '/docs/profile/useful/orders_and_delivery',
      '/docs/profile/useful/menu',
      '/docs/profile/useful/photos',
      '/docs/profile/useful/link-copy',
      '/docs/profile/useful/sales',
      '/docs/profile/useful/calculations',
      '/docs/profile/useful/prices',
      '/docs/profile/useful/how-to-count',
    ]);
    const legal = within(nav).getByRole('list', { name: 'Правовые документы' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/docs/legal/privacy-policy', '/docs/legal/user-agreement', '/docs/legal/public-offer']);
  });

  it('follows an in-site link of the text with the router, and the new page takes the title and the focus', async () => {
    api.mockImplementation(byUrl([ABOUT, FAQ]));
    showDocs('/docs/about');
    // The text's own link, not the navigation's.
    const article = (await screen.findByRole('heading', { level: 1 })).closest('article') as HTMLElement;
    await userEvent.click(within(article).getByRole('link', { name: 'Частые вопросы' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/docs/faq');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Вопросы и ответы' });
    expect(document.title).toBe('Вопросы и ответы — Повар рядом');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(screen.getByRole('navigation', { name: 'Документы' })).getByRole('link', { name: 'Частые вопросы' })).toHaveAttribute('aria-current', 'page');
  });

  it("takes a link to another remote's page through the router too (single-spa hears the push)", async () => {
    api.mockImplementation(byUrl([ABOUT]));
    showDocs('/docs/about');
    await userEvent.click(await screen.findByRole('link', { name: 'супы' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/tyumen/menu/supy');
  });

  it('leaves mail, external and in-page links to the browser', async () => {
    api.mockImplementation(byUrl([ABOUT]));
    showDocs('/docs/about');
    await screen.findByRole('heading', { level: 1 });
    const outcomes: boolean[] = [];
    const record = (event: MouseEvent) => {
      // Listening on the document, after the page's own handler: what did the page do?
      outcomes.push(event.defaultPrevented);
      // jsdom cannot follow mailto: or another site; the browser would.
      event.preventDefault();
    };
    document.addEventListener('click', record);
    for (const name of ['почта', 'канал', 'контакты']) await userEvent.click(screen.getByRole('link', { name }));
    document.removeEventListener('click', record);
    expect(outcomes).toEqual([false, false, false]);
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/docs\/about$/);
  });

  it('shows the not-found screen when the API has no such page', async () => {
    api.mockImplementation(byUrl([]));
    showDocs('/docs/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Упс... такой страницы у нас нет' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/tyumen/cooks');
    expect(document.querySelector('[data-error]')).toHaveAttribute('data-error', 'Page Not Found: /docs/unknown');
    expect(document.title).toBe('Страница не найдена — Повар рядом');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('offers to try again after a failure, and shows the page when the retry succeeds', async () => {
    // The query tries twice before it gives up.
    api.mockRejectedValueOnce(apiFailure(0)).mockRejectedValueOnce(apiFailure(0)).mockResolvedValueOnce(ABOUT);
    showDocs('/docs/about');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить страницу');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'О сервисе «Повар рядом»' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("gives the route's title back when the page goes", async () => {
    api.mockImplementation(byUrl([ABOUT]));
    const { unmount } = showDocs('/docs/about');
    await screen.findByRole('heading', { level: 1 });
    act(() => unmount());
    expect(document.title).toBe('Документы — Повар рядом');
  });
});
