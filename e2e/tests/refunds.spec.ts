// Money told plainly: a guest finds a promo code in the basket, applies it at checkout, pays
// online on the built-in YooKassa's page and sees the discount and what was paid on the result
// page; then cancels the paid order and reads on its card that the refund is made, its state and
// when the money comes back.
import type { Locator, Page } from '@playwright/test';
import { freshPhone, signInWithCode } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

/** The basket's sum of dishes in kopecks ('1 250 ₽' → 125000). */
async function dishesSum(basket: Locator): Promise<number> {
  const text =
    (await basket
      .locator('dt', { hasText: /^Блюда$/ })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
}

/** From the demo cook's page, enough of the first dish for ПЕРВЫЙ (200 ₽ off from 800 ₽) in the basket; answers the open basket. */
async function fillBasketForPromo(page: Page): Promise<Locator> {
  await page.goto('/tyumen/cooks/detail/1');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^В корзину:/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /Оформить заказ/ })
    .first()
    .click();
  const basket = page.getByRole('dialog', { name: 'Корзина' });
  await expect(basket.locator('dt', { hasText: /^Блюда$/ })).toBeVisible();
  for (let more = 0; more < 12 && (await dishesSum(basket)) < 80_000; more += 1) {
    const before = await dishesSum(basket);
    await basket.getByRole('button', { name: 'Добавить ещё одну порцию' }).first().click();
    await expect.poll(() => dishesSum(basket)).toBeGreaterThan(before);
  }
  return basket;
}

test('a guest pays online with a promo code, cancels the paid order and reads that the money is coming back', async ({ page, consoleErrors }) => {
  // A long journey on a busy 2-core machine.
  test.setTimeout(150_000);
  const basket = await fillBasketForPromo(page);
  // The codes usable now are in the basket, from the API.
  const hint = basket.getByRole('list', { name: 'Действующие промокоды' });
  await expect(hint).toContainText('ПЕРВЫЙ');
  await expect(hint).toContainText('Скидка 200 ₽ на блюда от 800 ₽');

  await basket.getByRole('button', { name: /Оформить заказ/ }).click();
  await signInWithCode(page, freshPhone());
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();
  await page.getByText('Самовывоз', { exact: true }).click();
  await page.getByRole('radiogroup', { name: /Время/ }).getByRole('radio').first().click();
  await page.getByLabel('Имя получателя').fill('Ольга Смирнова');
  await page.getByRole('button', { name: 'Применить промокод ПЕРВЫЙ' }).click();
  await expect(page.getByText(/Промокод ПЕРВЫЙ: скидка 200/)).toBeVisible();

  await page.getByRole('button', { name: /Оформить и оплатить/ }).click();
  await expect(page).toHaveURL(/\/api\/fake-yookassa\/confirm\//);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();

  // The result page: the discount and what was paid, not just the dishes.
  await expect(page).toHaveURL(/\/order\/success\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Заказ №\d+ оформлен/ })).toBeVisible();
  const sums = page.getByLabel('Сумма заказа');
  await expect(sums.getByText('Скидка по промокоду ПЕРВЫЙ')).toBeVisible();
  await expect(sums).toContainText('−200 ₽');
  await expect(sums.getByText('Оплачено', { exact: true })).toBeVisible();
  const number = /\/order\/success\/(\d+)$/.exec(page.url())![1]!;

  // The customer cancels the paid order from its card.
  await page.getByRole('main').getByRole('link', { name: 'Мои заказы' }).click();
  const card = page.getByRole('article', { name: `Заказ №${number}` });
  await expect(card).toContainText('Оплачено');
  await card.getByRole('button', { name: 'Отменить заказ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отмена заказа' });
  await dialog.getByRole('radio', { name: 'Передумал' }).check();
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('status')).toHaveText('Отменён');
  await expect(card).toContainText('Возврат оформлен');
  await expect(card).toContainText('Деньги вернутся в течение 10 рабочих дней');
  await expect(card).toContainText('Скидка по промокоду ПЕРВЫЙ');

  // The fake YooKassa refunds at once: a fresh look shows it done.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('article', { name: `Заказ №${number}` })).toContainText('выполнен', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
