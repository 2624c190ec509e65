// The cabinet's dishes: the demo cook adds a dish with two photos (the second made the
// cover) and comma decimals, sees it in the catalogue's search and on the own cook page at once,
// hides it (gone from both), and shows it again (back in both). The dish is deleted at the end,
// so the journeys that order the demo cook's first dish meet the menu they expect.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { DEMO_COOK_ID, startAsDemoCook } from '../support/demo-cook';

/** Two small photos, a PNG and a JPEG, made here: the server re-encodes whatever it takes. */
async function photos() {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2f7d4a' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#c9813c' } })
    .jpeg()
    .toBuffer();
  return [
    { name: 'dish-photo-1.png', mimeType: 'image/png', buffer: png },
    { name: 'dish-photo-2.jpg', mimeType: 'image/jpeg', buffer: jpeg },
  ];
}

/** A made-up word, so the catalogue's search finds this dish and nothing else (and a retry its own). */
function uniqueWord(): string {
  const letters = 'бвгджзклмнпрстфхцчшщ';
  const vowels = 'аеиоуы';
  let word = 'Пирог ';
  for (let index = 0; index < 8; index += 1) {
    const set = index % 2 === 0 ? letters : vowels;
    word += set[Math.floor(Math.random() * set.length)];
  }
  return word;
}

async function inCatalogueSearch(page: Page, name: string) {
  await page.goto(`/tyumen/menu?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('status').filter({ hasText: `По запросу «${name}»` })).toBeVisible();
  return page.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article', { name });
}

async function onCookPage(page: Page, name: string) {
  await page.goto(`/tyumen/cooks/detail/${DEMO_COOK_ID}`);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  return page.getByRole('main').getByRole('article', { name });
}

test('a cook creates a dish with two photos and a comma decimal, sees it in the catalogue and on the own cook page, hides it and it disappears, shows it again', async ({
  page,
  consoleErrors,
}) => {
  // A long journey on a busy 2-core machine.
  test.setTimeout(150_000);
  const name = uniqueWord();
  // Signed in already: the run signed the demo cook in once (support/demo-cook.ts).
  await startAsDemoCook(page);
  await page.goto('/profile/dishes');
  await expect(page.getByRole('heading', { level: 1, name: 'Мои блюда' })).toBeVisible();
  // A category the demo cook's menu already has: the new dish goes after its dishes there.
  const firstCategory = page.getByRole('list', { name: /^Блюда категории/ }).first();
  await expect(firstCategory).toBeVisible();
  const category = /«(.+)»/.exec((await firstCategory.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(category).not.toBe('');
  await page.getByRole('link', { name: 'Добавить блюдо' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Новое блюдо' })).toBeVisible();

  // A dot is refused on leaving the field: the decimal separator must be a comma.
  await page.getByLabel('Цена, ₽').fill('349.90');
  await page.getByLabel('Цена, ₽').blur();
  await expect(page.getByText('В качестве разделителя должна быть запятая')).toBeVisible();
  await page.getByLabel('Цена, ₽').fill('349,90');
  await page.getByLabel('Цена, ₽').blur();
  await expect(page.getByText('В качестве разделителя должна быть запятая')).toHaveCount(0);

  await page.getByLabel('Название').fill(name);
  await page.getByLabel('Категория').selectOption({ label: category });
  await page.getByLabel('Описание и состав').fill('Слоёное тесто, капуста, яйцо, зелень');
  await page.getByLabel('Вес', { exact: true }).fill('0,75');
  await page.getByLabel('Единица веса').selectOption('кг');
  await page.getByLabel('Время приготовления, мин').fill('50');
  await page.getByLabel(/^Белки/).fill('12,5');
  await page.getByLabel('Выбрать фото').setInputFiles(await photos());
  const thumbnails = page.getByRole('list', { name: 'Порядок фотографий' }).getByRole('listitem');
  await expect(thumbnails).toHaveCount(2);
  await expect(page.getByText('Загружается…')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Порядок фотографий' }).getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Сделать обложкой dish-photo-2.jpg' }).click();
  await expect(page.getByRole('listitem', { name: 'dish-photo-2.jpg, обложка' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Добавить блюдо' }).click();

  await expect(page).toHaveURL(/\/profile\/dishes$/);
  await expect(page.getByText('Блюдо добавлено')).toBeVisible();
  const row = page.getByRole('article', { name });
  await expect(row).toContainText('750 г');
  await expect(row).toContainText('349,90');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // At once in the catalogue and on the cook page, with the chosen cover.
  const card = await inCatalogueSearch(page, name);
  await expect(card).toBeVisible();
  await expect(card.locator('img').first()).toHaveJSProperty('complete', true);
  await expect(await onCookPage(page, name)).toBeVisible();

  // Hidden: gone from both.
  await page.goto('/profile/dishes');
  await page.getByRole('button', { name: `Скрыть «${name}»` }).click();
  await expect(page.getByText('Блюдо скрыто')).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await expect(await inCatalogueSearch(page, name)).toHaveCount(0);
  await expect(await onCookPage(page, name)).toHaveCount(0);

  // Shown again from the hidden dishes: back in both.
  await page.goto('/profile/hidden-dishes');
  await expect(page.getByRole('heading', { level: 1, name: 'Скрытые блюда' })).toBeVisible();
  await page.getByRole('button', { name: `Показать «${name}»` }).click();
  await expect(page.getByText('Блюдо снова в меню')).toBeVisible();
  await expect(await inCatalogueSearch(page, name)).toBeVisible();
  await expect(await onCookPage(page, name)).toBeVisible();

  // Tidy: the demo cook's menu as the other journeys expect it.
  await page.goto('/profile/dishes');
  await page.getByRole('button', { name: `Удалить «${name}»` }).click();
  await page.getByRole('dialog', { name: 'Удалить блюдо?' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Блюдо удалено')).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
