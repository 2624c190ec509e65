// A dish from the catalogue: the product-detail popup lives in the URL (`?dish={id}`, so a
// reload reopens it), and the dish page shows the whole dish and its cook; an unknown dish is
// a not-found state. The catalogue's search suggests as you type, lists what Enter asks for
// (Russian word forms and typos), and a suggested dish opens in the popup.
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

async function expectDishPage(page: Page, name: string, cookName: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const dish = page.getByRole('article', { name });
  await expect(dish.getByText(/^\d[\d\s]*(,\d{2})?\s₽$/).first()).toBeVisible();
  for (const nutrient of ['Калорийность', 'Белки', 'Жиры', 'Углеводы']) {
    await expect(dish.getByText(nutrient, { exact: true })).toBeVisible();
  }
  await expect(dish.getByText(/^[\d\s]+ ккал$/)).toBeVisible();
  await expect(dish.getByRole('heading', { name: 'Повар', exact: true })).toBeVisible();
  await expect(dish.getByRole('link', { name: cookName, exact: true })).toHaveAttribute('href', /^\/tyumen\/cooks\/detail\/\d+$/);
  await expect(page).toHaveTitle(`${name} — Тюмень`);
}

test('a guest in Tyumen opens a dish in the popup, reloads it, closes it and goes on to the dish page', async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/menu');
  const card = page.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const cookName = (await card.getByRole('link').nth(1).textContent())?.trim() ?? '';
  expect(name).not.toBe('');

  await card.getByRole('heading').getByRole('link').click();
  const popup = page.getByRole('dialog', { name });
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/\/tyumen\/menu\?dish=\d+$/);
  const dishId = new URL(page.url()).searchParams.get('dish');
  await expect(popup.getByText('Калорийность', { exact: true })).toBeVisible();

  // The URL alone reopens it.
  await page.reload();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page.getByRole('dialog', { name }).getByRole('article', { name: cookName })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/tyumen\/menu$/);

  await page.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article').first().getByRole('heading').getByRole('link').click();
  await page.getByRole('dialog', { name }).getByRole('link', { name: 'Открыть страницу блюда' }).click();
  await expect(page).toHaveURL(new RegExp(`/tyumen/menu/detail/${dishId}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectDishPage(page, name, cookName);

  await page.reload();
  await expectDishPage(page, name, cookName);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('an unknown dish shows the not-found state, with the way back to the dish catalogue', async ({ page }) => {
  await page.goto('/tyumen/menu/detail/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Блюдо не найдено' })).toBeVisible();
  await page.getByRole('link', { name: 'Перейти в каталог блюд' }).click();
  await expect(page).toHaveURL(/\/tyumen\/menu$/);
  await expect(page.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article').first()).toBeVisible();
});

test('a guest searches the catalogue with a typo: suggestions while typing, results on Enter, a suggestion opens its dish', async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/menu');
  const box = page.getByRole('combobox', { name: 'Поиск блюд и поваров' });
  // Key by key at machine speed: the box keeps every key of a fast typist.
  await box.pressSequentially('пелмени');
  await expect(box).toHaveValue('пелмени');
  const suggestions = page.getByRole('listbox');
  await expect(suggestions.getByRole('option').first()).toContainText('Пельмени');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await box.press('Enter');
  await expect(page).toHaveURL(/\/tyumen\/menu\?q=%D0%BF%D0%B5%D0%BB%D0%BC%D0%B5%D0%BD%D0%B8$/);
  await expect(page.getByRole('status').filter({ hasText: 'По запросу «пелмени»' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article');
  await expect
    .poll(async () => {
      const headings = await results.getByRole('heading').allTextContents();
      return headings.length > 0 && headings.every((heading) => heading.includes('Пельмени'));
    })
    .toBe(true);

  await page.reload();
  await expect(box).toHaveValue('пелмени');
  await expect(results.first()).toContainText('Пельмени');

  // A suggested dish opens over the results, the search kept in the URL.
  await box.fill('борщ');
  const dishOption = page.getByRole('listbox').getByRole('option').first();
  await expect(dishOption).toContainText('Борщ');
  const optionText = (await dishOption.textContent()) ?? '';
  await dishOption.click();
  await expect(page).toHaveURL(/\?q=%D0%BF%D0%B5%D0%BB%D0%BC%D0%B5%D0%BD%D0%B8&dish=\d+$/);
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { level: 2 }).first()).toHaveText(/^Борщ/);
  const popupTitle = (await popup.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
  expect(optionText.startsWith(popupTitle)).toBe(true);

  await page.getByRole('button', { name: 'Закрыть' }).click();
  await page.getByRole('link', { name: 'Сбросить поиск' }).click();
  await expect(page).toHaveURL(/\/tyumen\/menu$/);
  await expect(box).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

// The demo seed's first cook: the box promises 'Найти блюдо или повара', so their name finds them.
const COOK = { id: 1, name: 'Марина Фёдорова' };

test("a cook's name is suggested first among the cooks, and the suggestion opens the cook's page", async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/menu');
  const box = page.getByRole('combobox', { name: 'Поиск блюд и поваров' });
  await box.click();
  await box.fill(COOK.name);
  const cookOption = page.getByRole('listbox').getByRole('group', { name: 'Повара' }).getByRole('option').first();
  await expect(cookOption).toContainText(COOK.name);
  await cookOption.click();
  await expect(page).toHaveURL(`/tyumen/cooks/detail/${COOK.id}`);
  await expect(page.getByRole('heading', { level: 1, name: COOK.name })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("Enter on a cook's name lists the cook above the dishes, and the cooks catalogue keeps the text with that cook first", async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/menu');
  const box = page.getByRole('combobox', { name: 'Поиск блюд и поваров' });
  await box.click();
  await box.fill(COOK.name);
  await box.press('Enter');
  await expect(page).toHaveURL(`/tyumen/menu?q=${encodeURIComponent(COOK.name).replace(/%20/g, '+')}`);
  const found = page.getByRole('region', { name: 'Повара по запросу' });
  await expect(found.getByRole('article').first()).toHaveAccessibleName(COOK.name);
  // No dish is called that, and the page does not say nothing was found.
  await expect(page.getByRole('status').filter({ hasText: 'блюд нет, найден' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeHidden();

  await page.getByRole('navigation', { name: 'Разделы каталога' }).getByRole('link', { name: 'Повара' }).click();
  await expect(page).toHaveURL(/\/tyumen\/cooks\?q=/);
  await expect(page.getByRole('list', { name: 'Повара', exact: true }).getByRole('article').first()).toHaveAccessibleName(COOK.name);
  expect(consoleErrors).toEqual([]);
});
