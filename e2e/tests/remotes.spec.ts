// Composition: every remote mounts on a route it owns, and the shell and the remotes share
// one React and one shared-kit (so one store instance) on the page.
import { expect, test } from '../support/fixtures';

// A guest sees the pages for signed-in people as the sign-in prompt, drawn by their own remote.
const SIGN_IN_PROMPT = 'Вы не авторизованы';
const OWNED_ROUTES: { remote: string; path: string; heading: string | RegExp }[] = [
  { remote: 'mf-catalog', path: '/tyumen/menu', heading: 'Каталог блюд' },
  // The cook page is headed by the cook's name.
  { remote: 'mf-cook', path: '/tyumen/cooks/detail/1', heading: /^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+$/ },
  { remote: 'mf-basket-checkout', path: '/orders', heading: SIGN_IN_PROMPT },
  { remote: 'mf-profile', path: '/profile/menu', heading: SIGN_IN_PROMPT },
  { remote: 'mf-cook-cabinet', path: '/profile/dishes', heading: SIGN_IN_PROMPT },
  { remote: 'mf-chat', path: '/profile/chat', heading: SIGN_IN_PROMPT },
];

for (const { remote, path, heading } of OWNED_ROUTES) {
  test(`${remote} mounts on ${path}`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    const root = page.locator(`#app-page [data-boundary="${remote}"]`);
    await expect(root.getByRole('heading', { name: heading, exact: typeof heading === 'string' }).first()).toBeVisible();
    // One remote in the page area (a popup widget, such as the auth popup, lives outside it).
    await expect(page.locator('#app-page [data-boundary]')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
}

test('moving between pages of different remotes swaps the remote, the chrome stays', async ({ page }) => {
  // single-spa warns when a second copy of it runs (a remote or the kit with its own): 'loaded
  // twice', message #41 in its minified build.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/tyumen/');
  await page.getByRole('banner').getByRole('link', { name: 'Каталог' }).click();
  await expect(page).toHaveURL(/\/tyumen\/cooks$/);
  await expect(page.locator('[data-boundary="mf-catalog"]').getByRole('heading', { name: 'Повара', exact: true })).toBeVisible();
  await page.goto('/tyumen/cooks/detail/7');
  await expect(page.locator('[data-boundary="mf-cook"]')).toBeVisible();
  await page.goBack();
  await expect(page.locator('[data-boundary="mf-catalog"]')).toBeVisible();
  await expect(page.locator('[data-boundary="mf-cook"]')).toHaveCount(0);
  expect(warnings.filter((text) => /loaded twice|message #41:/.test(text))).toEqual([]);
});

test('the shell and a remote share the same React and the same shared-kit store', async ({ page }) => {
  await page.goto('/tyumen/menu');
  const catalog = page.locator('[data-boundary="mf-catalog"]');
  await expect(catalog.getByText('Тюмень', { exact: true })).toBeVisible();

  // Module Federation's share scope: each package has exactly one loaded copy on the page,
  // provided by the shell, and the remote consumes that copy instead of its own.
  const shared = await page.evaluate(() => {
    type Entry = { loaded?: boolean; from: string; useIn?: string[] };
    type Scopes = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
    const { __SHARE__ } = (window as unknown as { __FEDERATION__: { __SHARE__: Scopes } }).__FEDERATION__;
    const report: Record<string, { versions: string[]; providers: string[]; users: string[] }> = {};
    for (const pkg of ['react', 'react/jsx-runtime', 'react-dom', 'zustand', 'single-spa', '@povar/shared-kit']) {
      const loaded = Object.values(__SHARE__).flatMap((scopes) =>
        Object.entries(scopes.default?.[pkg] ?? {})
          .filter(([, entry]) => entry.loaded)
          .map(([version, entry]) => ({ version, entry })),
      );
      report[pkg] = {
        versions: [...new Set(loaded.map((item) => item.version))],
        providers: [...new Set(loaded.map((item) => item.entry.from))],
        users: [...new Set(loaded.flatMap((item) => item.entry.useIn ?? []))],
      };
    }
    return report;
  });
  for (const pkg of ['react', 'react/jsx-runtime', 'react-dom', 'single-spa', '@povar/shared-kit']) {
    expect(shared[pkg]?.versions, pkg).toHaveLength(1);
    expect(shared[pkg]?.providers, pkg).toEqual(['shell']);
  }
  expect(shared['react/jsx-runtime']?.users).toEqual(expect.arrayContaining(['shell', 'mf_catalog']));
  expect(shared['@povar/shared-kit']?.users).toEqual(expect.arrayContaining(['shell', 'mf_catalog']));

  // A shared module carries its whole API (a star re-export across the share boundary once
  // came out empty: no QueryClient in react-query, no BrowserRouter in react-router-dom). The
  // router travels inside the kit.
  const exported = await page.evaluate(async () => {
    type Entry = { get: () => Promise<() => Record<string, unknown>> };
    type Scopes = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
    const { __SHARE__ } = (window as unknown as { __FEDERATION__: { __SHARE__: Scopes } }).__FEDERATION__;
    const moduleOf = async (pkg: string) => {
      const entry = Object.values(Object.values(__SHARE__)[0]?.default?.[pkg] ?? {})[0];
      return entry ? (await entry.get())() : {};
    };
    return {
      queryClient: typeof (await moduleOf('@tanstack/react-query')).QueryClient,
      useQuery: typeof (await moduleOf('@tanstack/react-query')).useQuery,
      browserRouter: typeof (await moduleOf('@povar/shared-kit')).BrowserRouter,
      useLocation: typeof (await moduleOf('@povar/shared-kit')).useLocation,
      reactRouterShared: (await moduleOf('react-router')) !== null && Object.keys(await moduleOf('react-router')).length > 0,
    };
  });
  expect(exported).toEqual({ queryClient: 'function', useQuery: 'function', browserRouter: 'function', useLocation: 'function', reactRouterShared: false });

  // And in behaviour: the shell writes the region store, the remote's page follows.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Города присутствия' }).click();
  await page.getByRole('dialog', { name: 'Города присутствия' }).getByRole('link', { name: 'Омск' }).click();
  await expect(page).toHaveURL(/\/omsk\/$/);
  await expect(catalog.getByText('Омск', { exact: true })).toBeVisible();
});
