// Onboarding: a first-time visitor is greeted by three slides; once finished (or closed) they
// never come back, on any page.
import { expect, seriousA11yViolations, test } from '../support/fixtures';

test.use({ firstVisit: true });

test('a first-time visitor steps through the onboarding, by button and by swipe, and it does not return', async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/');
  const dialog = page.getByRole('dialog', { name: 'Добро пожаловать в «Повар рядом»' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: '1 из 3' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByRole('group', { name: '2 из 3' })).toBeVisible();

  // A swipe to the left, longer than 50 px, turns to the last slide.
  const slide = dialog.getByRole('group', { name: '2 из 3' });
  const box = (await slide.boundingBox())!;
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 20, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(dialog.getByRole('group', { name: '3 из 3' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('link', { name: /Повар рядом/ }).first()).toBeVisible();
  await page.goto('/tyumen/menu');
  await expect(page.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
