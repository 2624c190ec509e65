import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import inlineStylesPlugin, { isInlinedStylesheet } from './inline-styles-plugin';

const CATALOG = 'http://localhost/mf/mf-catalog/';

beforeEach(() => {
  document.head.innerHTML = '<style data-href="5830.baa41758f4.css">.cat_list{display:grid}</style>';
});

test('a stylesheet the document carries inline is known by its file name', () => {
  expect(isInlinedStylesheet(`${CATALOG}5830.baa41758f4.css`)).toBe(true);
  expect(isInlinedStylesheet(`${CATALOG}dish-page.1acb66c236.css`)).toBe(false);
  expect(isInlinedStylesheet(`${CATALOG}5830.64d3cbc44b.js`)).toBe(false);
});

test("the runtime's preload of a remote's page skips the stylesheets already inline, and keeps the rest and its own filter", async () => {
  const beforePreloadRemote = inlineStylesPlugin().beforePreloadRemote!;
  const catalog: { nameOrAlias: string; filter?: (url: string) => boolean } = { nameOrAlias: 'mf_catalog' };
  const cook = { nameOrAlias: 'mf_cook', filter: (url: string) => !url.includes('map') };

  await beforePreloadRemote({ preloadOps: [catalog, cook], options: {} as never, origin: {} as ModuleFederation });

  expect(catalog.filter!(`${CATALOG}5830.baa41758f4.css`)).toBe(false);
  expect(catalog.filter!(`${CATALOG}dish-page.1acb66c236.css`)).toBe(true);
  expect(catalog.filter!(`${CATALOG}5830.64d3cbc44b.js`)).toBe(true);
  expect(cook.filter!('http://localhost/mf/mf-cook/cooks-map.js')).toBe(false);
  expect(cook.filter!('http://localhost/mf/mf-cook/819.87233f9934.css')).toBe(true);
});
