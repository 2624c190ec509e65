// The payouts journey: the demo cook opens a completed order's payout from the sales list and
// reads its statement (order value, the service's commission, the sum to pay, the status), the
// week's and month's totals, and goes back; on a phone and on a desktop.
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { startAsDemoCook } from '../support/demo-cook';

test('the cook opens a completed order’s payout statement from the sales list', async ({ page, consoleErrors }, testInfo) => {
  // A long journey on a busy 2-core machine.
  test.setTimeout(120_000);
  // Signed in already: the run signed the demo cook in once (support/demo-cook.ts).
  await startAsDemoCook(page);
  await page.goto('/orders/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Продажи' })).toBeVisible();

  const firstCompleted = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Выплата' }) })
    .first();
  await expect(firstCompleted).toContainText('Выполнен');
  const title = await firstCompleted.getByRole('heading', { level: 2 }).textContent();
  const orderId = /№(\d+)/.exec(title ?? '')?.[1];
  expect(orderId, title ?? '').toBeTruthy();
  // Pin the card read above: `.first()` is looked up again on every action, and journeys running
  // beside this one complete the demo cook's newer orders, which the list (newest first) then
  // shows above this one.
  const completed = page.getByRole('article', { name: `Заказ №${orderId}`, exact: true });
  await completed.getByRole('link', { name: 'Выплата' }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/payout$`));
  await expect(page.getByRole('heading', { level: 1, name: `Выплата по заказу №${orderId}` })).toBeVisible();
  const statement = page.getByRole('article', { name: 'Расчёт' });
  await expect(statement.getByRole('term')).toContainText(['Стоимость заказа', 'Комиссия сервиса (15%)']);
  await expect(statement.getByRole('term').last()).toHaveText('К выплате');
  await expect(statement.getByText(/^(Ожидает выплаты|Ожидает удержания|Выплачено \d\d\.\d\d\.\d{4}|Удержано \d\d\.\d\d\.\d{4})$/)).toBeVisible();

  const totals = page.getByRole('region', { name: 'Итоги' });
  await expect(totals.getByRole('tab', { name: 'Неделя' })).toHaveAttribute('aria-selected', 'true');
  await expect(totals.getByRole('tabpanel').getByRole('term').filter({ hasText: 'К выплате' })).toBeVisible();
  await totals.getByRole('tab', { name: 'Месяц' }).click();
  await expect(totals.getByRole('tab', { name: 'Месяц' })).toHaveAttribute('aria-selected', 'true');
  await expect(totals.getByRole('tabpanel').getByRole('term').filter({ hasText: 'Завершено' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('payout-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(statement.getByRole('term').last()).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('payout-375.png'), fullPage: true });

  await page.getByRole('link', { name: 'Все продажи' }).click();
  await expect(page).toHaveURL(/\/orders\/sales$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Продажи' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
