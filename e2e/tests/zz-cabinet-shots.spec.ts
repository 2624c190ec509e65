// TEMPORARY (cabinet helper): screenshots of the cabinet sections at 1280 and 375 px; deleted after use.
import { signInWithCode } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('cabinet screenshots', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/profile/schedule');
  await signInWithCode(page, '+79990000002');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.goto('/profile/schedule');
    await expect(page.getByRole('button', { name: 'Сохранить график' })).toBeVisible();
    await expect(page.getByRole('grid').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/cab-sections-shots/schedule-${width}.png`, fullPage: true });
    await page.getByLabel('Стоимость доставки, ₽').fill('12.5');
    await page.getByRole('button', { name: 'Сохранить график' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/cab-sections-shots/schedule-error-${width}.png` });
    await page.goto('/profile/compilations');
    await expect(page.getByRole('list', { name: 'Подборки' })).toBeVisible();
    await page.screenshot({ path: `/tmp/cab-sections-shots/compilations-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: /Изменить подборку/ }).first().click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/cab-sections-shots/compilation-editor-${width}.png`, fullPage: true });
    await page.goto('/profile/useful');
    await expect(page.getByRole('list', { name: 'Материалы' })).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/cab-sections-shots/useful-${width}.png`, fullPage: true });
    await page.getByRole('list', { name: 'Материалы' }).getByRole('link').first().click();
    await expect(page.getByRole('button', { name: /Все материалы/ })).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/cab-sections-shots/material-${width}.png`, fullPage: true });
  }
});
