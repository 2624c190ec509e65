// Foundation journeys: the region flow, the URL rules and the shell's own screens.
import { expect, test } from '../support/fixtures';

test('a first visit to / lands on the default region with the header and tabs drawn', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto('/');
  await expect(page).toHaveURL(/\/tyumen\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /Повар рядом/ })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Разделы' });
  for (const tab of ['Главная', 'Каталог', 'Заказы', 'Корзина', 'Профиль']) {
    await expect(tabs.getByText(tab, { exact: true })).toBeVisible();
  }
  await expect(tabs.getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Домашняя еда на заказ в Тюмени | Повар рядом');
  expect(consoleErrors).toEqual([]);
});

test('the server applies the URL rules as HTTP redirects, keeping the query', async ({ request }) => {
  const noFollow = { maxRedirects: 0 } as const;
  const trailing = await request.get('/tyumen/menu/', noFollow);
  expect(trailing.status()).toBe(301);
  expect(trailing.headers().location).toBe('/tyumen/menu');

  const twin = await request.get('/cooks?sort=price', noFollow);
  expect(twin.status()).toBe(302);
  expect(twin.headers().location).toBe('/tyumen/cooks?sort=price');

  const regionIndex = await request.get('/tyumen', noFollow);
  expect(regionIndex.status()).toBe(301);
  expect(regionIndex.headers().location).toBe('/tyumen/');
});

test('a region-less link goes to the region the visitor last chose', async ({ page, context }) => {
  await context.addCookies([{ name: 'povar-region', value: 'omsk', url: 'http://127.0.0.1:3210' }]);
  await page.goto('/menu');
  await expect(page).toHaveURL(/\/omsk\/menu$/);
  await expect(page.locator('[data-boundary="mf-catalog"]').getByText('Омск', { exact: true })).toBeVisible();
});

test('the shell repeats the URL rules on client-side navigation', async ({ page }) => {
  await page.goto('/tyumen/');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/cooks-map/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/tyumen\/cooks-map$/);
  await expect(page.getByRole('heading', { name: 'Повара на карте' })).toBeVisible();
});

test('an unknown region shows the region-not-available screen, and a served city can be chosen', async ({ page }) => {
  const response = await page.goto('/nowhere-city/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Сервис ещё недоступен в данном регионе :(' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сообщить мне' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Стать поваром' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Стать партнером' })).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'один из городов' }).click();
  const cities = page.getByRole('dialog', { name: 'Города присутствия' });
  await expect(cities).toBeVisible();
  await expect(cities.getByRole('link')).toHaveText(['Тюмень', 'Екатеринбург', 'Омск']);
  await cities.getByRole('link', { name: 'Екатеринбург' }).click();

  await expect(page).toHaveURL(/\/ekaterinburg\/$/);
  await expect(page.getByRole('heading', { name: 'Сервис ещё недоступен в данном регионе :(' })).toBeHidden();
  await expect(page.locator('[data-boundary="mf-catalog"]').getByText('Екатеринбург', { exact: true })).toBeVisible();
});

test('a known city that is not served yet also gets the region screen', async ({ page }) => {
  await page.goto('/kurgan/menu');
  await expect(page.getByRole('heading', { name: 'Сервис ещё недоступен в данном регионе :(' })).toBeVisible();
  await expect(page.locator('[data-boundary="mf-catalog"]')).toHaveCount(0);
});

test('navigating from a served region to an unknown one resolves the region in the browser', async ({ page }) => {
  await page.goto('/tyumen/');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/atlantis/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Сервис ещё недоступен в данном регионе :(' })).toBeVisible();
});

test('an unknown path shows the not-found screen with a way to the catalogue', async ({ page }) => {
  const response = await page.goto('/tyumen/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Упс... такой страницы у нас нет' })).toBeVisible();
  await expect(page.getByText('Но есть куча вкусных блюд для тебя!')).toBeVisible();
  await page.getByRole('link', { name: 'Перейти в каталог' }).click();
  await expect(page).toHaveURL(/\/tyumen\/cooks$/);
  await expect(page.getByRole('heading', { name: 'Упс... такой страницы у нас нет' })).toBeHidden();
});

test('after a client-side move to an unknown category or cook, the not-found screen shows with no FAQ under it', async ({ page }) => {
  await page.goto('/tyumen/cooks');
  // The first HTML's FAQ belongs to the cooks catalogue.
  await expect(page.getByRole('heading', { name: 'Вопросы и ответы' })).toBeVisible();
  for (const path of ['/tyumen/cooks/no-such-category', '/tyumen/cooks/detail/999999']) {
    await page.evaluate((to) => window.history.pushState(null, '', to), path);
    await expect(page.getByRole('heading', { level: 1, name: 'Упс... такой страницы у нас нет' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Вопросы и ответы' })).toBeHidden();
  }
  // Back on a real page, its FAQ comes back.
  await page.evaluate(() => window.history.pushState(null, '', '/tyumen/menu'));
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог блюд' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Вопросы и ответы' })).toBeVisible();
});

test('a route whose parameter fails validation is a 404', async ({ request }) => {
  expect((await request.get('/tyumen/cooks/detail/not-a-number')).status()).toBe(404);
});

test('the first HTML carries the title, the robots rule, the FAQ and the crawler links without JavaScript', async ({ request }) => {
  const html = await (await request.get('/tyumen/cooks')).text();
  expect(html).toMatch(/<title>[^<]*Тюмени[^<]*\| Повар рядом<\/title>/);
  expect(html).toContain('<h2 id="app-faq-title">Вопросы и ответы</h2>');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(html).toMatch(/<nav hidden aria-label="Города">.*<a href="\/tyumen\/">Тюмень<\/a>.*<a href="\/omsk\/">Омск<\/a>/);
});

test("'Сообщить мне' keeps the visitor's e-mail for the launch in their city", async ({ page }) => {
  await page.goto('/kurgan/');
  await page.getByRole('button', { name: 'Сообщить мне' }).click();
  const popup = page.getByRole('dialog', { name: 'Сообщить о запуске' });
  await popup.getByRole('button', { name: 'Сообщить мне' }).click();
  await expect(popup.getByText('Поле E-mail обязательно для заполнения')).toBeVisible();

  await popup.getByLabel('E-mail').fill('anna@example');
  await popup.getByLabel('E-mail').blur();
  await expect(popup.getByText('Поле E-mail должно быть действительным электронным адресом')).toBeVisible();

  await popup.getByLabel('E-mail').fill('anna@example.ru');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/popup/callback/save'));
  await popup.getByRole('button', { name: 'Сообщить мне' }).click();
  expect(await (await saved).json()).toMatchObject({ success: true });
  await expect(popup.getByText('Спасибо! Мы напишем вам, как только начнём работать в вашем городе.')).toBeVisible();
  await popup.getByRole('button', { name: 'Закрыть' }).click();
  await expect(popup).toBeHidden();
});
