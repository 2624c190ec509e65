import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { shellStore } from '../shell-store';
import { Footer } from './Footer';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const originalMatchMedia = window.matchMedia;
let currentWidth = 375;
const mediaListeners = new Set<() => void>();
/** A screen `width` px wide answers min-width queries as a browser would, and tells of changes. */
function screenWidth(width: number) {
  currentWidth = width;
  window.matchMedia = ((query: string) => {
    const minWidth = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return {
      get matches() {
        return currentWidth >= minWidth;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}
function resizeTo(width: number) {
  currentWidth = width;
  act(() => mediaListeners.forEach((listener) => listener()));
}

const footer = () => within(screen.getByRole('contentinfo'));

beforeEach(() => {
  shellStore.setState({ popup: null });
  jest.mocked(navigateToUrl).mockClear();
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  mediaListeners.clear();
});

describe('Footer (spec 2.13)', () => {
  it('shows the copyright with the current year', () => {
    render(<Footer />);
    expect(footer().getByText(`© ${new Date().getFullYear()} Повар рядом`)).toBeInTheDocument();
  });

  describe('on mobile: an accordion', () => {
    beforeEach(() => screenWidth(375));

    it('starts with every section closed', () => {
      render(<Footer />);
      for (const title of ['О нас', 'Полезные ссылки', 'Связаться с нами']) {
        expect(footer().getByRole('button', { name: new RegExp(title) })).toHaveAttribute('aria-expanded', 'false');
      }
      expect(footer().queryByRole('link', { name: 'Регистрация повара' })).not.toBeInTheDocument();
      expect(footer().queryByText(/проверенных поваров/)).not.toBeInTheDocument();
    });

    it('opens and closes a section on a tap, leaving the others closed', async () => {
      render(<Footer />);
      const links = footer().getByRole('button', { name: /Полезные ссылки/ });

      await userEvent.click(links);
      expect(links).toHaveAttribute('aria-expanded', 'true');
      expect(footer().getByRole('link', { name: 'Регистрация повара' })).toBeInTheDocument();
      expect(footer().getByRole('button', { name: /О нас/ })).toHaveAttribute('aria-expanded', 'false');
      expect(footer().queryByRole('link', { name: /support@/ })).not.toBeInTheDocument();

      await userEvent.click(links);
      expect(links).toHaveAttribute('aria-expanded', 'false');
      expect(footer().queryByRole('link', { name: 'Регистрация повара' })).not.toBeInTheDocument();
    });

    it('opens every section when the screen turns to desktop width', () => {
      render(<Footer />);
      expect(footer().queryByRole('link', { name: 'Регистрация повара' })).not.toBeInTheDocument();
      resizeTo(1024);
      expect(footer().getByRole('link', { name: 'Регистрация повара' })).toBeInTheDocument();
      expect(footer().queryByRole('button', { name: /О нас/ })).not.toBeInTheDocument();
    });
  });

  describe('on desktop', () => {
    beforeEach(() => screenWidth(1280));

    it('shows every section open, as headings rather than toggles', () => {
      render(<Footer />);
      expect(footer().queryByRole('button', { name: /Полезные ссылки/ })).not.toBeInTheDocument();
      expect(footer().getByRole('heading', { name: 'О нас' })).toBeInTheDocument();
      expect(footer().getByText(/проверенных поваров/)).toBeInTheDocument();
      expect(footer().getByRole('link', { name: 'Регистрация повара' })).toBeInTheDocument();
      expect(footer().getByRole('link', { name: /support@/ })).toBeInTheDocument();
    });

    it('has the useful links of the spec', async () => {
      render(<Footer />);
      expect(footer().getByRole('link', { name: 'Регистрация повара' })).toHaveAttribute('href', '/for-cooks');
      expect(footer().getByRole('link', { name: 'О компании' })).toHaveAttribute('href', '/docs/about');
      for (const name of ['Политика конфиденциальности', 'Пользовательское соглашение', 'Публичная оферта']) {
        const link = footer().getByRole('link', { name });
        expect(link).toHaveAttribute('href', expect.stringMatching(/\.pdf$/));
        expect(link).toHaveAttribute('target', '_blank');
      }
      await userEvent.click(footer().getByRole('link', { name: 'Регистрация повара' }));
      expect(navigateToUrl).toHaveBeenCalledWith('/for-cooks');
    });

    it('has the support e-mail and the messenger, social and messaging links', () => {
      render(<Footer />);
      const email = footer().getByRole('link', { name: /support@/ });
      expect(email).toHaveAttribute('href', `mailto:${email.textContent}`);
      for (const name of ['Поддержка в Telegram', 'ВКонтакте', 'WhatsApp']) {
        expect(footer().getByRole('link', { name })).toHaveAttribute('target', '_blank');
      }
    });

    it("'Города присутствия' opens the cities popup", async () => {
      render(<Footer />);
      await userEvent.click(footer().getByRole('button', { name: 'Города присутствия' }));
      expect(shellStore.getState().popup).toBe('cities');
    });
  });
});
