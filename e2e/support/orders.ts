// Placing an order as a customer does, for the journeys that need one to work with.
import { expect, type Page } from '@playwright/test';
import { freshPhone, signInWithCode } from './accounts';
import { DEMO_COOK_ID } from './demo-cook';

/**
 * From the demo cook's page to a placed pay-on-receipt pickup order for 'Ольга Смирнова',
 * signing in with a fresh phone on the way unless the page is signed in already; answers its number.
 */
export async function orderPickupFromDemoCook(page: Page, { signedIn = false } = {}): Promise<string> {
  await page.goto(`/tyumen/cooks/detail/${DEMO_COOK_ID}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^В корзину:/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /Оформить заказ/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Корзина' })
    .getByRole('button', { name: /Оформить заказ/ })
    .click();
  if (!signedIn) await signInWithCode(page, freshPhone());
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();
  await page.getByText('Самовывоз', { exact: true }).click();
  await page.getByRole('radiogroup', { name: /Время/ }).getByRole('radio').first().click();
  await page.getByLabel('Имя получателя').fill('Ольга Смирнова');
  await page.getByRole('radio', { name: /При получении/ }).check();
  await page.getByRole('button', { name: /Оформить заказ/ }).click();
  await expect(page).toHaveURL(/\/order\/success\/\d+$/);
  return /\/order\/success\/(\d+)$/.exec(page.url())![1]!;
}
