import { clientSidePath } from './internal-links';

const here = { origin: 'http://localhost', pathname: '/docs/about', search: '' };
const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

function anchor(href: string | null, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  if (href !== null) element.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('clientSidePath', () => {
  it.each([
    ['/docs/faq', '/docs/faq'],
    ['/tyumen/menu/supy?sort=price#top', '/tyumen/menu/supy?sort=price#top'],
    ['http://localhost/docs/profile/useful/rules', '/docs/profile/useful/rules'],
    ['faq', '/docs/faq'],
    ['/docs/faq#orders', '/docs/faq#orders'],
  ])('keeps %p in the app as %p', (href, path) => {
    expect(clientSidePath(anchor(href), click, here)).toBe(path);
  });

  it.each([
    ['another site', anchor('https://t.me/povar')],
    ['another scheme', anchor('mailto:support@povar-ryadom.ru')],
    ['a phone', anchor('tel:+79000000000')],
    ['a place on this page', anchor('#contacts')],
    ['a new tab', anchor('/docs/faq', { target: '_blank' })],
    ['a download', anchor('/files/price-list.pdf', { download: '' })],
    ['no address', anchor(null)],
  ])('leaves %s to the browser', (_what, link) => {
    expect(clientSidePath(link, click, here)).toBeNull();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['a middle button', { button: 1 }],
    ['an already handled', { defaultPrevented: true }],
  ])('leaves %s click to the browser', (_what, change) => {
    expect(clientSidePath(anchor('/docs/faq'), { ...click, ...change }, here)).toBeNull();
  });
});
