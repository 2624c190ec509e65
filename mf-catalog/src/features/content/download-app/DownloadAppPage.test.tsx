import { act, render, screen, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import userEvent from '@testing-library/user-event';
import { RoutePages, setWebViewIds } from '@povar/shared-kit';
import { FOOTER, answerApi, renderAt, stubScrolling } from '../content-test-kit';
import { DownloadAppPage } from './DownloadAppPage';
import { screenWidth } from '@povar/shared-kit/testing';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148';

const userAgent = (value: string) => jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(value);

const showPage = () => renderAt('/download-app', <RoutePages pages={{ DOWNLOAD_APP: DownloadAppPage }} />);

beforeEach(() => {
  stubScrolling();
  answerApi({ '/api/site-settings': { footer: FOOTER } });
  setWebViewIds({ requestId: null, deviceId: null });
  document.title = 'Повар рядом';
});
afterEach(() => jest.restoreAllMocks());

describe('DownloadAppPage', () => {
  it('tells what the app does and links the three stores from the site settings', async () => {
    screenWidth(1280);
    showPage();
    expect(screen.getByRole('heading', { level: 1, name: '«Повар рядом» в\u00A0телефоне' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Что умеет приложение' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Чат с поваром' })).toBeInTheDocument();
    const stores = await screen.findByRole('list', { name: 'Магазины приложений' });
    expect(
      within(stores)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Загрузите в App Store', 'Доступно в Google Play', 'Скачайте из RuStore']);
    expect(jest.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual(['/api/site-settings']);
    // The tab's title is the route table's, which the shell sets (shell/src/document-title.test.ts): the page leaves it alone.
    expect(document.title).toBe('Повар рядом');
  });

  it("shows on desktop a QR code of this page's address, with its caption, and no download link", async () => {
    screenWidth(1024);
    showPage();
    const qr = screen.getByRole('img', { name: 'QR-код: ссылка на эту страницу' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByText('Наведите камеру телефона на QR-код')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Магазины приложений' });
    expect(screen.queryByRole('link', { name: 'Скачать приложение' })).not.toBeInTheDocument();
  });

  it('encodes the absolute address of /download-app in the QR code', async () => {
    screenWidth(1280);
    showPage();
    const drawn = screen.getByRole('img', { name: 'QR-код: ссылка на эту страницу' }).innerHTML;
    const code = (value: string) => render(<QRCodeSVG value={value} size={184} level="M" marginSize={2} />).container.querySelector('svg')?.innerHTML;
    expect(drawn).toBe(code('http://localhost/download-app'));
    // The comparison can tell addresses apart.
    expect(drawn).not.toBe(code('http://localhost/'));
    await screen.findByRole('list', { name: 'Магазины приложений' });
  });

  it('on an Android phone the download link opens Google Play, and there is no QR code', async () => {
    screenWidth(375);
    userAgent(ANDROID);
    showPage();
    expect(await screen.findByRole('link', { name: 'Скачать приложение' })).toHaveAttribute('href', FOOTER.google_link);
    expect(screen.queryByRole('img', { name: /QR-код/ })).not.toBeInTheDocument();
  });

  it('on an iPhone it opens the App Store', async () => {
    screenWidth(375);
    userAgent(IPHONE);
    showPage();
    expect(await screen.findByRole('link', { name: 'Скачать приложение' })).toHaveAttribute('href', FOOTER.apple_link);
  });

  it('on another phone it leads to the badges of this page', async () => {
    screenWidth(375);
    userAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0');
    const scrollIntoView = jest.mocked(Element.prototype.scrollIntoView);
    showPage();
    const link = await screen.findByRole('link', { name: 'Скачать приложение' });
    expect(link).toHaveAttribute('href', '#store-badges');
    await userEvent.click(link);
    const badges = screen.getByRole('region', { name: 'Скачайте в удобном магазине' });
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts[0]).toBe(badges);
    expect(badges).toHaveFocus();
  });

  it('hides the badge of a store without a link', async () => {
    screenWidth(1280);
    answerApi({ '/api/site-settings': { footer: { ...FOOTER, rustore_link: null } } });
    showPage();
    const stores = await screen.findByRole('list', { name: 'Магазины приложений' });
    expect(within(stores).getAllByRole('link')).toHaveLength(2);
    expect(within(stores).queryByRole('link', { name: 'Скачайте из RuStore' })).not.toBeInTheDocument();
  });

  it('says the app is coming when no store has a link, and offers no download link', async () => {
    screenWidth(375);
    answerApi({ '/api/site-settings': { footer: { ...FOOTER, apple_link: null, google_link: null, rustore_link: null } } });
    showPage();
    expect(await screen.findByText('Приложение скоро появится в магазинах.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Скачать приложение' })).not.toBeInTheDocument();
  });

  it('offers to try again when the settings cannot be read', async () => {
    screenWidth(1280);
    // No network: the page says so instead of showing no badges without a word.
    const offline = jest.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    showPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Не удалось загрузить ссылки на магазины приложений.');
    offline.mockRestore();
    answerApi({ '/api/site-settings': { footer: FOOTER } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('list', { name: 'Магазины приложений' })).toBeInTheDocument();
  });

  it('inside the mobile app shows no badges, no QR code and no download link, and does not ask for the stores', async () => {
    screenWidth(1280);
    act(() => setWebViewIds({ requestId: 'request-1' }));
    showPage();
    expect(screen.getByRole('status')).toHaveTextContent('Вы уже в приложении «Повар рядом»');
    expect(screen.queryByRole('img', { name: /QR-код/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
