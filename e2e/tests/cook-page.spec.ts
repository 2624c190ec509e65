// Cook page journeys: the cook page's three tabs with their URLs, reviews page by page and their
// photos in the viewer; 'В избранное' for a guest (sign in, then the cook is in favourites);
// a customer with a completed order reviews the cook with a photo.
import sharp from 'sharp';
import { freshPhone, signInWithCode } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

const cookPath = /\/tyumen\/cooks\/detail\/(\d+)$/;

test('a guest opens a cook from the catalogue and moves through the menu, the reviews and the about tab', async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/cooks?sort=rating&order=desc');
  const cooks = page.getByRole('list', { name: 'Повара', exact: true });
  await expect(cooks.getByRole('article').first()).toBeVisible();
  // The cook with the most reviews on the page: enough for a second page of them.
  const counts = await cooks.getByRole('article').evaluateAll((cards) => cards.map((card) => Number(/(\d+) отзыв/.exec(card.textContent ?? '')?.[1] ?? 0)));
  const busiest = cooks.getByRole('article').nth(counts.indexOf(Math.max(...counts)));
  expect(Math.max(...counts)).toBeGreaterThan(10);
  const name = (await busiest.getByRole('heading').textContent())!.trim();
  const catalogueTitle = await page.title();
  // Clicked where it is in the list, scrolled to: the cook page still opens at its top.
  await busiest.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(cookPath);
  const cookUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The tab title follows the move, and the name is not hidden under the sticky header.
  await expect(page).toHaveTitle(`${name} — повар — Повар рядом`);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const headerBottom = (await page.locator('#app-header').boundingBox())!.height;
  expect((await page.getByRole('heading', { level: 1, name }).boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  await expect(page.getByRole('tab', { name: 'Меню' })).toHaveAttribute('aria-selected', 'true');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Tabs replace the address: Back leaves the cook page, not the tab.
  const historyLength = await page.evaluate(() => history.length);
  await page.getByRole('tab', { name: 'Отзывы' }).click();
  await expect(page).toHaveURL(`${cookUrl}/reviews`);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  const reviews = page.getByRole('list', { name: 'Отзывы' });
  await expect(reviews.getByRole('article').first()).toBeVisible();
  const firstPage = await reviews.getByRole('article').count();
  // More reviews arrive as the list scrolls.
  await reviews.getByRole('article').last().scrollIntoViewIfNeeded();
  await expect.poll(() => reviews.getByRole('article').count()).toBeGreaterThan(firstPage);

  await page.getByRole('tab', { name: 'О поваре' }).click();
  await expect(page).toHaveURL(`${cookUrl}/about`);
  await expect(page.getByText('Сколько лет в деле')).toBeVisible();

  // Back in the catalogue through the header, the catalogue's own title again.
  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Каталог' }).click();
  await expect(page).toHaveURL(/\/tyumen\/cooks$/);
  await expect(page).toHaveTitle(catalogueTitle);

  // Deep links open the tab; the legacy ?tab=reviews goes to the reviews route.
  await page.goto(`${cookUrl}?tab=reviews`);
  await expect(page).toHaveURL(`${cookUrl}/reviews`);
  await page.goto(`${cookUrl}/about`);
  await expect(page.getByRole('tab', { name: 'О поваре' })).toHaveAttribute('aria-selected', 'true');
  expect(consoleErrors).toEqual([]);
});

test("a review's photo opens in the viewer", async ({ page, consoleErrors }) => {
  // A Tyumen cook whose newest reviews include a photo (the demo gives some reviews pictures).
  let path: string | undefined;
  for (let id = 1; id <= 60 && !path; id += 1) {
    const answer = (await (await page.request.get(`/api/cooks/${id}/reviews?page=1`)).json()) as { data: { items: { images: unknown[] }[] } | null };
    if (answer.data?.items.some((review) => review.images.length > 0)) path = `/tyumen/cooks/detail/${id}/reviews`;
  }
  expect(path, 'a demo review with a photo').toBeDefined();
  await page.goto(path!);
  const reviews = page.getByRole('list', { name: 'Отзывы' });
  await reviews
    .getByRole('button', { name: /Фото отзыва/ })
    .first()
    .click();
  const viewer = page.locator('.yarl__root');
  await expect(viewer.locator('img').first()).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Увеличить' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test("a guest signs in from 'В избранное' and finds the cook in favourites", async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/cooks');
  const first = page.getByRole('list', { name: 'Повара', exact: true }).getByRole('article').first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('heading').getByRole('link').click();
  // The cook's own toggle, in the overview (the menu's dishes have theirs).
  const overview = page.getByRole('region', { name });
  await overview.getByRole('button', { name: 'В избранное' }).click();
  await signInWithCode(page, freshPhone());
  await expect(overview.getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile/favorite-cooks');
  await expect(page.getByRole('link', { name })).toBeVisible();
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});

test('a customer with a completed order reviews the cook with a photo and sees the review first', async ({ page, consoleErrors }) => {
  // The demo customer has completed, unreviewed orders from Tyumen cooks (README, demo accounts).
  await page.goto('/profile/menu');
  await page.getByRole('button', { name: 'Вход / Регистрация' }).click();
  await signInWithCode(page, '+79990000001');

  // Which Tyumen cook can she review? The cook page's own answer says, for her token.
  const { accessToken } = JSON.parse((await page.evaluate(() => localStorage.getItem('auth-tokens')))!) as { accessToken: string };
  let cookId: number | undefined;
  for (let id = 1; id <= 20 && cookId === undefined; id += 1) {
    const answer = (await (await page.request.get(`/api/cooks/${id}`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
      data: { canAddReview: boolean; cookData: { mainCity: { slug: string } } } | null;
    };
    if (answer.data?.canAddReview && answer.data.cookData.mainCity.slug === 'tyumen') cookId = id;
  }
  expect(cookId, 'the demo customer has an order to review').toBeDefined();
  await page.goto(`/tyumen/cooks/detail/${cookId}/reviews`);
  await page.getByRole('button', { name: 'Оставить отзыв' }).click();

  const dialog = page.getByRole('dialog', { name: 'Отзыв о поваре' });
  await dialog.getByRole('radio', { name: /4/ }).check();
  const text = `Вкусно и вовремя, спасибо! ${Date.now()}`;
  await dialog.getByLabel('Отзыв').fill(text);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d9a441' } })
    .jpeg()
    .toBuffer();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'pelmeni.jpg', mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog).toBeHidden();

  const firstReview = page.getByRole('list', { name: 'Отзывы' }).getByRole('article').first();
  await expect(firstReview).toContainText(text);
  await expect(firstReview.locator('img[src*="/api/files/"]')).toBeVisible();
  expect(consoleErrors.filter((message) => !message.includes('401'))).toEqual([]);
});

test('the cook answers a review on their own page, once', async ({ page, consoleErrors }) => {
  // The demo cook's phone may have to wait out its minute between codes (the orders journey signs in as the cook too).
  test.setTimeout(120_000);
  // The demo cook account runs Tyumen cook 1 (README, demo accounts).
  await page.goto('/profile/menu');
  await page.getByRole('button', { name: 'Вход / Регистрация' }).click();
  const waitedOutLimit = await signInWithCode(page, '+79990000002');
  // On their own page the cook is offered their menu, not a chat with or an order from themselves.
  await page.goto('/tyumen/cooks/detail/1');
  await expect(page.getByRole('link', { name: 'Редактировать меню' })).toHaveAttribute('href', '/profile/dishes');
  await expect(page.getByRole('link', { name: /^Изменить: / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Написать' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^В корзину/ })).toHaveCount(0);

  await page.goto('/tyumen/cooks/detail/1/reviews');
  const reviews = page.getByRole('list', { name: 'Отзывы' });
  await expect(reviews.getByRole('button', { name: 'Ответить' }).first()).toBeVisible();
  // Pinned by the review's own id (its heading's), not by its place: once opened, the form replaces
  // its 'Ответить' button, and the list may be drawn again (new reviews from other journeys) meanwhile.
  const labelledBy = await reviews
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.find((card) => [...card.querySelectorAll('button')].some((button) => button.textContent === 'Ответить'))?.getAttribute('aria-labelledby'),
    );
  const unanswered = reviews.locator(`article[aria-labelledby="${labelledBy}"]`);
  const author = (await unanswered.getByRole('heading', { level: 3 }).textContent())!.trim();
  await unanswered.getByRole('button', { name: 'Ответить' }).click();
  const text = `Спасибо, ${author}! Ждём снова. ${Date.now()}`;
  await unanswered.getByLabel('Ответ на отзыв').fill(text);
  await unanswered.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Ответ опубликован')).toBeVisible();

  // Everyone sees it under the review, and it cannot be answered again.
  const answered = reviews.getByRole('article').filter({ hasText: text });
  await expect(answered.getByRole('heading', { name: 'Ответ повара' })).toBeVisible();
  await expect(answered.getByRole('button', { name: 'Ответить' })).toHaveCount(0);
  // The one 429 allowed is the phone's own minute between codes, which the sign-in waited out.
  const unexpected = consoleErrors.filter((message) => !message.includes('401'));
  expect(unexpected).toEqual(waitedOutLimit ? ['Failed to load resource: the server responded with a status of 429 (Too Many Requests)'] : []);
});
