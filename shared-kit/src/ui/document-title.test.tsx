import { render } from '@testing-library/react';
import { claimDocumentTitle, setRouteDocumentTitle, useDocumentTitle } from './document-title';

function Titled({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

describe('the tab title', () => {
  it("shows the route's title until a page claims its own, and the route's again when the page goes", () => {
    setRouteDocumentTitle('Повара — Тюмень');
    expect(document.title).toBe('Повара — Тюмень');
    const view = render(<Titled title="Марина Фёдорова — Тюмень" />);
    expect(document.title).toBe('Марина Фёдорова — Тюмень');
    // A move: the shell sets the next route's title while the old page still shows; the page's wins.
    setRouteDocumentTitle('Блюда — Тюмень');
    expect(document.title).toBe('Марина Фёдорова — Тюмень');
    view.unmount();
    // The page leaving does not bring back the title from before it: the current route's shows.
    expect(document.title).toBe('Блюда — Тюмень');
  });

  it('the newest claim wins; releasing it falls back to the one under it, in any order', () => {
    setRouteDocumentTitle('Маршрут');
    const frame = claimDocumentTitle('Кабинет');
    const page = claimDocumentTitle('Выплаты');
    expect(document.title).toBe('Выплаты');
    frame();
    expect(document.title).toBe('Выплаты');
    page();
    expect(document.title).toBe('Маршрут');
  });

  it('a page without a title yet (still loading) leaves the route title', () => {
    setRouteDocumentTitle('Блюдо — Повар рядом');
    const view = render(<Titled title={null} />);
    expect(document.title).toBe('Блюдо — Повар рядом');
    view.rerender(<Titled title="Борщ — Тюмень" />);
    expect(document.title).toBe('Борщ — Тюмень');
    view.unmount();
    expect(document.title).toBe('Блюдо — Повар рядом');
  });
});
