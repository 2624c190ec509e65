import { act, render, screen, within } from '@testing-library/react';
import { setWebViewIds } from '../stores/session';
import { StoreBadges, type StoreLinks } from './StoreBadges';

const LINKS: StoreLinks = {
  apple_link: 'https://apps.apple.com/ru/app/povar/id1',
  google_link: 'https://play.google.com/store/apps/details?id=ru.povar',
  rustore_link: 'https://www.rustore.ru/catalog/app/ru.povar',
};

beforeEach(() => {
  setWebViewIds({ requestId: null, deviceId: null });
});

describe('StoreBadges', () => {
  it('links every store the settings name, in a new tab, each named by its words', () => {
    render(<StoreBadges footer={LINKS} />);
    const list = screen.getByRole('list', { name: 'Приложение в магазинах' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Загрузите в App Store', LINKS.apple_link],
      ['Доступно в Google Play', LINKS.google_link],
      ['Скачайте из RuStore', LINKS.rustore_link],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // The words are on the badge too, not only in the label; the art is inline and silent.
      expect(link.textContent).toBe(link.getAttribute('aria-label'));
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(link.querySelector('img')).toBeNull();
    }
  });

  it('hides the badge of a store whose link is null', () => {
    render(<StoreBadges footer={{ ...LINKS, google_link: null }} />);
    expect(screen.getByRole('link', { name: 'Загрузите в App Store' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скачайте из RuStore' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Доступно в Google Play' })).not.toBeInTheDocument();
  });

  it('renders nothing when no store is named', () => {
    const { container } = render(<StoreBadges footer={{ apple_link: null, google_link: null, rustore_link: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing inside the mobile app, and comes back when the web-view id goes', () => {
    setWebViewIds({ requestId: 'request-1' });
    const { container } = render(<StoreBadges footer={LINKS} label="Скачайте приложение" />);
    expect(container).toBeEmptyDOMElement();
    act(() => setWebViewIds({ requestId: null }));
    expect(screen.getByRole('list', { name: 'Скачайте приложение' })).toBeInTheDocument();
  });
});
