import { installScrollToTopOnMoves, isMoveToNewPage } from './scroll-on-move';

const ORIGIN = 'http://localhost';
const trigger = (singleSpaTrigger?: string) => Object.assign(new Event('popstate'), singleSpaTrigger ? { singleSpaTrigger } : {});
const detail = (from: string, to: string, how?: string) => ({ originalEvent: trigger(how), oldUrl: ORIGIN + from, newUrl: ORIGIN + to });

describe('where a page opens after a client-side move', () => {
  it('a link to another page opens it at the top', () => {
    expect(isMoveToNewPage(detail('/tyumen/cooks/detail/11', '/tyumen/menu/detail/102', 'pushState'))).toBe(true);
    expect(isMoveToNewPage(detail('/tyumen/cooks', '/tyumen/cooks/detail/11?from=list', 'pushState'))).toBe(true);
  });

  it("leaves Back/Forward to the browser, a replaced URL, a query change of the same page and a link to a place in the page ('#…')", () => {
    expect(isMoveToNewPage(detail('/tyumen/menu/detail/102', '/tyumen/cooks/detail/11'))).toBe(false);
    expect(isMoveToNewPage(detail('/tyumen/cooks/detail/11', '/tyumen/cooks/detail/11/reviews', 'replaceState'))).toBe(false);
    expect(isMoveToNewPage(detail('/tyumen/cooks', '/tyumen/cooks?sort=rating', 'pushState'))).toBe(false);
    expect(isMoveToNewPage(detail('/tyumen/cooks/detail/11', '/tyumen/cooks/detail/11#category=soups', 'pushState'))).toBe(false);
    expect(isMoveToNewPage(detail('/docs/about', '/docs/faq#payment', 'pushState'))).toBe(false);
    expect(isMoveToNewPage(undefined)).toBe(false);
  });

  it("scrolls the window to the top on single-spa's routing event of a move to a new page, and not otherwise", () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    installScrollToTopOnMoves();
    window.dispatchEvent(new CustomEvent('single-spa:routing-event', { detail: detail('/tyumen/cooks', '/tyumen/cooks?page=2', 'pushState') }));
    expect(scrollTo).not.toHaveBeenCalled();
    window.dispatchEvent(new CustomEvent('single-spa:routing-event', { detail: detail('/tyumen/cooks', '/tyumen/cooks/detail/11', 'pushState') }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
