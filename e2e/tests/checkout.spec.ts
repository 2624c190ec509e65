// Checkout journeys: from the basket to the doorstep. A guest checks out (signing in on the way),
// picks a time slot from the cook's schedule, pays on the built-in YooKassa's page and lands on
// the result; a refused payment is paid again from the payment page; a card kept at the first
// payment pays the next order at once and is listed (and removed) under /profile/payment-types.
import type { Page } from '@playwright/test';
import { freshPhone, signInWithCode } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

/** Puts the first dish of the menu into the basket and opens the checkout, signing in with a new phone. */
async function checkoutAsNewCustomer(page: Page): Promise<{ dish: string }> {
  await page.goto('/tyumen/menu');
  const card = page.getByRole('main').getByRole('article').first();
  const dish = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `В корзину: ${dish}` }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Корзина, товаров/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Корзина' })
    .getByRole('button', { name: /Оформить заказ/ })
    .click();
  await signInWithCode(page, freshPhone());
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();
  return { dish };
}

/** Pickup at the first free slot, for a recipient with a name (a new account has none yet). */
async function choosePickupAndFirstSlot(page: Page) {
  const name = page.getByLabel('Имя получателя');
  if (!(await name.inputValue())) await name.fill('Анна Петрова');
  await page.getByText('Самовывоз', { exact: true }).click();
  await expect(page.getByText(/^Заказать .*до \d\d:\d\d на /)).toBeVisible();
  await page.getByRole('radiogroup', { name: /Время/ }).getByRole('radio').first().click();
}

test('a guest checks out a pickup order, pays on the payment page and sees the order placed', async ({ page, consoleErrors }) => {
  const { dish } = await checkoutAsNewCustomer(page);
  await choosePickupAndFirstSlot(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /Оформить и оплатить/ }).click();

  // The provider's page (the built-in fake YooKassa).
  await expect(page).toHaveURL(/\/api\/fake-yookassa\/confirm\//);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();

  await expect(page).toHaveURL(/\/order\/success\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Заказ №\d+ оформлен/ })).toBeVisible();
  await expect(page.getByText(new RegExp(`${dish} × 1`))).toBeVisible();
  await expect(page.getByText('Самовывоз')).toBeVisible();
  // The ordered dish left the basket.
  await expect(page.getByRole('banner').getByRole('button', { name: /Корзина, товаров/ })).toHaveCount(0);
  const number = /Заказ №(\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![1];

  // The customer's orders list has it, paid and waiting for the cook.
  await page.getByRole('main').getByRole('link', { name: 'Мои заказы' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const order = page.getByRole('article', { name: `Заказ №${number}` });
  await expect(order).toContainText('Новый');
  await expect(order).toContainText(dish);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a refused payment is paid again from the payment page', async ({ page, consoleErrors }) => {
  await checkoutAsNewCustomer(page);
  await choosePickupAndFirstSlot(page);
  await page.getByRole('button', { name: /Оформить и оплатить/ }).click();
  await page.getByRole('button', { name: 'Отказаться', exact: true }).click();

  await expect(page).toHaveURL(/\/order\/\d+\/payment$/);
  await expect(page.getByRole('alert')).toContainText('Оплата не прошла');
  await page.getByRole('button', { name: 'Оплатить снова' }).click();
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page).toHaveURL(/\/order\/success\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /оформлен/ })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a card kept at the first payment pays the next order at once and is listed under payment types', async ({ page, consoleErrors }) => {
  await checkoutAsNewCustomer(page);
  await choosePickupAndFirstSlot(page);
  await page.getByLabel('Запомнить карту для следующих заказов').check();
  await page.getByRole('button', { name: /Оформить и оплатить/ }).click();
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page).toHaveURL(/\/order\/success\/\d+$/);

  // The next order: the kept card is the default way to pay, and no provider page is needed.
  await page.goto('/tyumen/menu');
  const card = page.getByRole('main').getByRole('article').nth(1);
  const dish = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `В корзину: ${dish}` }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Корзина, товаров/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Корзина' })
    .getByRole('button', { name: /Оформить заказ/ })
    .click();
  await choosePickupAndFirstSlot(page);
  await expect(page.getByRole('radio', { name: /•••• 4242/ })).toBeChecked();
  await page.getByRole('button', { name: /Оформить и оплатить/ }).click();
  await expect(page).toHaveURL(/\/order\/success\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /оформлен/ })).toBeVisible();

  await page.goto('/profile/payment-types');
  await expect(page.getByRole('heading', { level: 1, name: 'Способы оплаты' })).toBeVisible();
  await page.getByRole('button', { name: 'Удалить карту •••• 4242' }).click();
  await page
    .getByRole('dialog', { name: 'Удалить карту?' })
    .getByRole('button', { name: /Удалить|Ok/ })
    .click();
  await expect(page.getByText('Сохранённых карт нет')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
