// The orders journey: both sides follow their orders. A customer orders twice from the demo
// cook (pay on receipt, pickup) and cancels one with a reason; the cook, in another browser, sees
// why, accepts the other and takes it to 'Готов'; the customer confirms receipt.
import type { Browser, Page } from '@playwright/test';
import { orderPickupFromDemoCook } from '../support/orders';
import { expect, newReturningVisitor, seriousA11yViolations, test } from '../support/fixtures';
import { startAsDemoCook } from '../support/demo-cook';

async function cookSales(browser: Browser, baseURL: string): Promise<Page> {
  const page = await newReturningVisitor(browser, baseURL);
  // Signed in already: the run signed the demo cook in once (support/demo-cook.ts).
  await startAsDemoCook(page);
  await page.goto('/orders/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Продажи' })).toBeVisible();
  return page;
}

test('the cook accepts and prepares one order and sees another cancelled with its reason; the customer follows both', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // A long journey on a busy 2-core machine.
  test.setTimeout(120_000);
  const kept = await orderPickupFromDemoCook(page);
  const cancelled = await orderPickupFromDemoCook(page, { signedIn: true });

  // The customer cancels the second before the cook accepts it; 'Другое' needs the words.
  await page.goto('/orders');
  const second = page.getByRole('article', { name: `Заказ №${cancelled}` });
  await second.getByRole('button', { name: 'Отменить заказ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отмена заказа' });
  await dialog.getByRole('radio', { name: 'Другое' }).check();
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Опишите причину отмены');
  await dialog.getByRole('textbox').fill('Уезжаю на выходные');
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(dialog).toBeHidden();
  await expect(second).toContainText('Отменён');

  const cook = await cookSales(browser, baseURL!);
  const gone = cook.getByRole('article', { name: `Заказ №${cancelled}` });
  await expect(gone).toContainText('Отменён');
  await expect(gone).toContainText('Уезжаю на выходные');
  await expect(gone.getByRole('button', { name: 'Принять заказ' })).toHaveCount(0);

  const sale = cook.getByRole('article', { name: `Заказ №${kept}` });
  await expect(sale).toContainText('Новый');
  await expect(sale).toContainText('Ольга Смирнова');
  expect(await seriousA11yViolations(cook)).toEqual([]);
  await sale.getByRole('button', { name: 'Принять заказ' }).click();
  await expect(sale).toContainText('Принят');
  await sale.getByRole('button', { name: 'Начать готовить' }).click();
  await expect(sale).toContainText('Готовится');
  await sale.getByRole('button', { name: 'Заказ готов' }).click();
  await expect(sale.getByRole('button', { name: 'Заказ выдан' })).toBeVisible();

  await page.reload();
  const mine = page.getByRole('article', { name: `Заказ №${kept}` });
  await mine.getByRole('button', { name: 'Заказ получен' }).click();
  await expect(mine).toContainText('Выполнен');
  await cook.reload();
  await expect(cook.getByRole('article', { name: `Заказ №${kept}` })).toContainText('Выполнен');
  await cook.context().close();
  expect(consoleErrors).toEqual([]);
});
