import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { shellStore } from '../shell-store';
import { setWebViewIds, type FooterSettings } from '@povar/shared-kit';
import { resizeScreenTo, screenWidth } from '@povar/shared-kit/testing';
import { Footer } from './Footer';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function resizeTo(width: number) {
  act(() => resizeScreenTo(width));
}

const footer = () => within(screen.getByRole('contentinfo'));

const SETTINGS: FooterSettings = {
  apple_link: 'https://apps.apple.com/ru/app/povar/id1',
  google_link: null,
  rustore_link: 'https://www.rustore.ru/catalog/app/povar',
  about: 'Домашняя еда от проверенных поваров вашего города.',
  support_email: 'help@povar.test',
  support_messenger_link: 'https://t.me/povar_help',
  news_channel_link: 'https://t.me/povar_news',
  social_link: 'https://vk.com/povar',
  messaging_app_link: 'https://wa.me/70000000001',
  legal_documents: [
    { title: 'Политика конфиденциальности', href: '/docs/legal/privacy-policy' },
    { title: 'Пользовательское соглашение', href: '/docs/legal/user-agreement' },
    { title: 'Публичная оферта', href: '/docs/legal/public-offer' },
  ],
};

beforeEach(() => {
  shellStore.setState({ popup: null });
  jest.mocked(navigateToUrl).mockClear();
});

describe('Footer', () => {
  it('shows the copyright with the current year', () => {
    render(<Footer settings={SETTINGS} />);
    expect(footer().getByText(`© ${new Date().getFullYear()} Повар рядом`)).toBeInTheDocument();
  });

  describe('on mobile: an accordion', () => {
    beforeEach(() => screenWidth(375));

    it('starts with every section closed', () => {
      render(<Footer settings={SETTINGS} />);
      for (const title of ['О нас', 'Полезные ссылки', 'Связаться с нами']) {
        expect(footer().getByRole('button', { name: new RegExp(title) })).toHaveAttribute('aria-expanded', 'false');
      }
      expect(footer().queryByRole('link', { name: 'Регистрация повара' })).not.toBeInTheDocument();
      expect(footer().queryByText(/проверенных поваров/)).not.toBeInTheDocument();
    });

    it('opens and closes a section on a tap, leaving the others closed', async () => {
      render(<Footer settings={SETTINGS} />);
      const links = footer().getByRole('button', { name: /Полезные ссылки/ });

      await userEvent.click(links);
      expect(links).toHaveAttribute('aria-expanded', 'true');
      expect(footer().getByRole('link', { name: 'Регистрация повара' })).toBeInTheDocument();
      expect(footer().getByRole('button', { name: /О нас/ })).toHaveAttribute('aria-expanded', 'false');
      expect(footer().queryByRole('link', { name: /help@povar/ })).not.toBeInTheDocument();

      await userEvent.click(links);
      expect(links).toHaveAttribute('aria-expanded', 'false');
      expect(footer().queryByRole('link', { name: 'Регистрация повара' })).not.toBeInTheDocument();
    });

    it('opens every section when the screen turns to desktop width', () => {
      render(<Footer settings={SETTINGS} />);
      expect(footer().queryByRole('link', { name: 'Регистрация повара' })).not.toBeInTheDocument();
      resizeTo(1024);
      expect(footer().getByRole('link', { name: 'Регистрация повара' })).toBeInTheDocument();
      expect(footer().queryByRole('button', { name: /О нас/ })).not.toBeInTheDocument();
    });
  });

  describe('on desktop', () => {
    beforeEach(() => screenWidth(1280));

    it('shows every section open, as headings rather than toggles', () => {
      render(<Footer settings={SETTINGS} />);
      expect(footer().queryByRole('button', { name: /Полезные ссылки/ })).not.toBeInTheDocument();
      expect(footer().getByRole('heading', { name: 'О нас' })).toBeInTheDocument();
      expect(footer().getByText(/проверенных поваров/)).toBeInTheDocument();
      expect(footer().getByRole('link', { name: 'Регистрация повара' })).toBeInTheDocument();
      expect(footer().getByRole('link', { name: /help@povar/ })).toBeInTheDocument();
    });

    it("has the 'Полезные ссылки' links", async () => {
      render(<Footer settings={SETTINGS} />);
      expect(footer().getByRole('link', { name: 'Регистрация повара' })).toHaveAttribute('href', '/for-cooks');
      expect(footer().getByRole('link', { name: 'О компании' })).toHaveAttribute('href', '/docs/about');
      for (const [name, slug] of [
        ['Политика конфиденциальности', 'privacy-policy'],
        ['Пользовательское соглашение', 'user-agreement'],
        ['Публичная оферта', 'public-offer'],
      ]) {
        const link = footer().getByRole('link', { name });
        expect(link).toHaveAttribute('href', `/docs/legal/${slug}`);
        // Our own pages open in place, through the router.
        expect(link).not.toHaveAttribute('target');
      }
      await userEvent.click(footer().getByRole('link', { name: 'Публичная оферта' }));
      expect(navigateToUrl).toHaveBeenCalledWith('/docs/legal/public-offer');
      await userEvent.click(footer().getByRole('link', { name: 'Регистрация повара' }));
      expect(navigateToUrl).toHaveBeenCalledWith('/for-cooks');
    });

    it('has the support e-mail and the messenger, social and messaging links', () => {
      render(<Footer settings={SETTINGS} />);
      const email = footer().getByRole('link', { name: /help@povar/ });
      expect(email).toHaveAttribute('href', `mailto:${email.textContent}`);
      for (const name of ['Поддержка в Telegram', 'ВКонтакте', 'WhatsApp']) {
        expect(footer().getByRole('link', { name })).toHaveAttribute('target', '_blank');
      }
    });

    it("'Города присутствия' opens the cities popup", async () => {
      render(<Footer settings={SETTINGS} />);
      await userEvent.click(footer().getByRole('button', { name: 'Города присутствия' }));
      expect(shellStore.getState().popup).toBe('cities');
    });
  });

  describe('with the site settings', () => {
    beforeEach(() => screenWidth(1280));
    afterEach(() => setWebViewIds({ requestId: null, deviceId: null }));

    it('takes its texts and links from them', () => {
      render(<Footer settings={SETTINGS} />);
      expect(footer().getByText(SETTINGS.about)).toBeInTheDocument();
      expect(footer().getByRole('link', { name: 'help@povar.test' })).toHaveAttribute('href', 'mailto:help@povar.test');
      expect(footer().getByRole('link', { name: 'Поддержка в Telegram' })).toHaveAttribute('href', SETTINGS.support_messenger_link);
      expect(footer().getByRole('link', { name: 'Наш канал в Telegram' })).toHaveAttribute('href', SETTINGS.news_channel_link);
      expect(footer().getByRole('link', { name: 'ВКонтакте' })).toHaveAttribute('href', SETTINGS.social_link);
      expect(footer().getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', SETTINGS.messaging_app_link);
    });

    it('shows a store badge only for the stores that have a link', () => {
      render(<Footer settings={SETTINGS} />);
      const badges = footer().getByRole('list', { name: 'Наше приложение' });
      expect(within(badges).getByRole('link', { name: /App Store/ })).toHaveAttribute('href', SETTINGS.apple_link);
      expect(within(badges).getByRole('link', { name: /RuStore/ })).toHaveAttribute('href', SETTINGS.rustore_link);
      expect(within(badges).queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
    });

    it("shows no store badges inside the app's web view", () => {
      setWebViewIds({ requestId: 'req-1', deviceId: 'dev-1' });
      render(<Footer settings={SETTINGS} />);
      expect(footer().queryByRole('list', { name: 'Наше приложение' })).not.toBeInTheDocument();
    });

    it('before they arrive, shows what does not need them', () => {
      render(<Footer settings={null} />);
      expect(footer().getByRole('link', { name: 'Регистрация повара' })).toBeInTheDocument();
      expect(footer().getByRole('button', { name: 'Города присутствия' })).toBeInTheDocument();
      expect(footer().getByText(/© \d{4} Повар рядом/)).toBeInTheDocument();
      expect(footer().queryByRole('link', { name: 'Поддержка в Telegram' })).not.toBeInTheDocument();
      expect(footer().queryByRole('list', { name: 'Наше приложение' })).not.toBeInTheDocument();
    });
  });
});
