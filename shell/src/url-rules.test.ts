import { setRegion, setRegionError } from '@povar/shared-kit';
import { applyUrlRules, installUrlRules } from './url-rules';

const goTo = (url: string) => window.history.pushState({ from: 'test' }, '', url);
const currentUrl = () => window.location.pathname + window.location.search + window.location.hash;

beforeEach(() => {
  setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
  setRegionError(false);
  goTo('/');
});

describe('applyUrlRules (on client-side navigation)', () => {
  it('removes a trailing slash, keeping the query', () => {
    goTo('/tyumen/menu/?page=2');
    applyUrlRules();
    expect(currentUrl()).toBe('/tyumen/menu?page=2');
  });

  it('gives a region index its slash', () => {
    goTo('/omsk');
    applyUrlRules();
    expect(currentUrl()).toBe('/omsk/');
  });

  it('sends a region-less public path to its twin in the current region, keeping query and hash', () => {
    setRegion({ id: 958, slug: 'omsk', name: 'Омск' });
    goTo('/cooks/detail/5?tab=reviews#top');
    applyUrlRules();
    expect(currentUrl()).toBe('/omsk/cooks/detail/5?tab=reviews#top');
  });

  it('sends the home page to the region index', () => {
    goTo('/');
    applyUrlRules();
    expect(currentUrl()).toBe('/tyumen/');
  });

  it('uses the default region while none is known', () => {
    setRegion(null);
    goTo('/menu');
    applyUrlRules();
    expect(currentUrl()).toBe('/tyumen/menu');
  });

  it('replaces the history entry instead of adding one, so Back does not return to the old URL', () => {
    goTo('/menu');
    const length = window.history.length;
    applyUrlRules();
    expect(currentUrl()).toBe('/tyumen/menu');
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ from: 'test' });
  });

  it.each(['/tyumen/', '/tyumen/menu?page=2', '/profile', '/orders/sales', '/tyumen/garbage', '/docs/faq'])('leaves %s as it is', (url) => {
    goTo(url);
    const replaceState = jest.spyOn(window.history, 'replaceState');
    try {
      applyUrlRules();
      expect(replaceState).not.toHaveBeenCalled();
      expect(currentUrl()).toBe(url);
    } finally {
      replaceState.mockRestore();
    }
  });
});

describe('installUrlRules', () => {
  it('applies the rules before every single-spa routing', () => {
    installUrlRules();
    goTo('/cooks/');
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
    // First the slash goes, the twin follows on the routing that replacement starts.
    expect(currentUrl()).toBe('/cooks');
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
    expect(currentUrl()).toBe('/tyumen/cooks');
  });
});
