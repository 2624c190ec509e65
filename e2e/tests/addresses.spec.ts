// Address journeys: a guest gives an address on the map and the catalogue measures from it; an
// address in another served city moves the site there; a signed-in user switches between saved
// addresses and the distances follow.
import { expect as playwrightExpect, type Locator, type Page } from '@playwright/test';
import { freshPhone, signInWithCode } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { answerTilesBlank } from '../support/map-tiles';

/** Asked afresh: these visitors have never given an address. */
test.use({ askedForAddress: false });
test.beforeEach(async ({ page }) => {
  await answerTilesBlank(page);
});

/** The kilometres each cook card of the list shows, top to bottom. */
async function cardKilometres(list: Locator): Promise<number[]> {
  const texts = await list.getByText(/км от вас/).allTextContents();
  return texts.map((text) => Number(/([\d,]+) км от вас/.exec(text)![1]!.replace(',', '.')));
}

const nonDecreasing = (values: number[]) => values.every((value, index) => index === 0 || value >= values[index - 1]!);

/** In the open address map: the street, then the house, from the suggestions; then confirm. */
async function chooseOnMap(page: Page, street: { typed: string; option: RegExp }, house: { typed: string; option: RegExp }) {
  const dialog = page.getByRole('dialog', { name: /Адрес доставки|Новый адрес/ });
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('combobox', { name: 'Улица и дом' });
  await search.pressSequentially(street.typed);
  await dialog.getByRole('option', { name: street.option }).first().click();
  await search.pressSequentially(house.typed);
  await dialog.getByRole('option', { name: house.option }).first().click();
  return dialog;
}

test('a guest in Tyumen finds the street and house on the map, and the catalogue sorts cooks by distance from there', async ({ page, consoleErrors }) => {
  // The map's code, two accessibility scans and a reload of a server-rendered listing: past the
  // default 30 s on the 2-core CI machine.
  test.setTimeout(60_000);
  await page.goto('/tyumen/cooks');
  const cooks = page.getByRole('list', { name: 'Повара', exact: true });
  await expect(cooks.getByRole('article').first()).toBeVisible();
  // No address yet: no distances, and the banner says why delivery prices are missing.
  expect(await cardKilometres(cooks)).toEqual([]);
  const banner = page.getByRole('complementary', { name: 'Адрес доставки' });
  await expect(banner.getByText('Сейчас вы не видите стоимость доставки')).toBeVisible();
  await banner.getByRole('button', { name: 'Ввести адрес' }).click();

  const dialog = await chooseOnMap(page, { typed: 'Республ', option: /ул Республики/ }, { typed: '14', option: /д 14$/ });
  // The map moved to the house and says where the pin is.
  await expect(dialog.getByText(/ул Республики, д 14/).first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Подтвердить адрес' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();

  await expect(page.getByRole('banner').getByRole('button', { name: /Адрес доставки: .*ул Республики, д 14/ })).toBeVisible();
  await expect(cooks.getByText(/км от вас/).first()).toBeVisible();
  const kilometres = await cardKilometres(cooks);
  expect(kilometres.length).toBeGreaterThan(5);
  expect(nonDecreasing(kilometres)).toBe(true);

  // The address stays with the guest's session.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /ул Республики, д 14/ })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an address in another served city takes the site to that region', async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/menu');
  await page.getByRole('banner').getByRole('button', { name: 'Укажите адрес доставки' }).click();
  const dialog = page.getByRole('dialog', { name: 'Адрес доставки' });
  await dialog.getByRole('combobox', { name: 'Город' }).selectOption({ label: 'Екатеринбург' });
  await chooseOnMap(page, { typed: 'Малыш', option: /ул Малышева/ }, { typed: '51', option: /д 51$/ });
  await dialog.getByRole('button', { name: 'Подтвердить адрес' }).click();

  await expect(page).toHaveURL(/\/ekaterinburg\/menu$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /ул Малышева, д 51/ })).toBeVisible();
  const dishes = page.getByRole('list', { name: 'Блюда' });
  await expect(dishes.getByRole('article').first()).toBeVisible();
  await expect(dishes.getByRole('article').first().getByRole('link').nth(1)).toHaveAttribute('href', /^\/ekaterinburg\/cooks\/detail\/\d+$/);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in user with two addresses switches the active one and the distances change', async ({ page, consoleErrors }) => {
  // A sign-in, two addresses on the map and a switch: 26 s on the 2-core CI machine while a
  // journey beside it re-encodes photos, too close to the default 30 s.
  test.setTimeout(60_000);
  await page.goto('/tyumen/cooks');
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Вход / Регистрация' }).click();
  await signInWithCode(page, freshPhone());

  // Two addresses at the two ends of the city, added on the addresses page.
  await page.goto('/profile/address');
  await expect(page.getByText('У вас пока нет сохранённых адресов')).toBeVisible();
  for (const [street, house] of [
    [
      { typed: 'Республ', option: /ул Республики/ },
      { typed: '250', option: /д 250$/ },
    ],
    [
      { typed: 'Мельник', option: /ул Мельникайте/ },
      { typed: '2', option: /д 2$/ },
    ],
  ] as const) {
    await page.getByRole('button', { name: 'Добавить адрес' }).click();
    const dialog = await chooseOnMap(page, street, house);
    await dialog.getByRole('button', { name: 'Подтвердить адрес' }).click();
    await dialog.getByLabel('Квартира').fill('12');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
  }
  const saved = page.getByRole('list', { name: 'Мои адреса' });
  await playwrightExpect(saved.getByRole('listitem')).toHaveCount(2);

  await page.goto('/tyumen/cooks');
  const cooks = page.getByRole('list', { name: 'Повара', exact: true });
  await expect(cooks.getByText(/км от вас/).first()).toBeVisible();
  const before = await cardKilometres(cooks);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Адрес доставки/ })
    .click();
  const list = page.getByRole('dialog', { name: 'Мои адреса' });
  const inactive = list.getByRole('radio', { checked: false });
  await inactive.check();
  await expect(list).toBeHidden();
  await expect.poll(() => cardKilometres(cooks)).not.toEqual(before);
  expect(nonDecreasing(await cardKilometres(cooks))).toBe(true);
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});
