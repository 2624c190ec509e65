// Becoming a vetted cook. An applicant signs in from the for-cooks landing, applies with
// a document and a kitchen photo, an operator reviews and approves them on the moderation page,
// and the applicant's profile menu gains the cook's sections.
import sharp from 'sharp';
import { freshPhone, signInWithCode } from '../support/accounts';
import { startAsOperator } from '../support/demo-cook';
import { expect, newReturningVisitor, test } from '../support/fixtures';
import { ONE_PAGE_PDF } from '../support/documents';

test('an applicant applies with a document and a photo, an operator approves, and the menu gains the cook group', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const phone = freshPhone();
  await page.goto('/for-cooks');
  await page.getByRole('button', { name: 'Стать поваром' }).first().click();
  await signInWithCode(page, phone);

  // Signed in for a cook: the application follows straight away.
  const form = page.getByRole('dialog', { name: /повар/i });
  await expect(form.getByLabel('Имя и фамилия')).toBeVisible();
  await form.getByLabel('Имя и фамилия').fill('Мария Соколова');
  await form.getByLabel('Специализация').fill('Домашняя выпечка');
  await form.getByLabel('Опыт работы, лет').fill('7');
  await form
    .getByRole('group', { name: 'Документы' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'medbook.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF });
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d8c3a5' } })
    .jpeg()
    .toBuffer();
  await form
    .getByRole('group', { name: 'Фотографии кухни' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByText('medbook.pdf')).toBeVisible();
  await expect(form.getByText('Загружается…')).toHaveCount(0);
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  const sent = page.getByRole('dialog', { name: 'Заявка отправлена' });
  await expect(sent.getByRole('status')).toHaveText('Заявка отправлена. Мы проверим документы и сообщим о решении.');
  await sent.getByRole('button', { name: 'Понятно' }).click();

  // The operator, in a browser of their own.
  const operator = await newReturningVisitor(browser, baseURL!);
  const operatorContext = operator.context();
  // Signed in already, as a returning operator (the run signed them in once: support/demo-cook.ts).
  await startAsOperator(operator);
  await operator.goto('/moderation');
  await expect(operator.getByRole('heading', { name: 'Заявки поваров' })).toBeVisible();
  await operator.getByText('Мария Соколова').first().click();
  await expect(operator.getByRole('button', { name: 'Скачать medbook.pdf' })).toBeVisible();
  await expect(operator.locator('img[src^="blob:"]').first()).toBeVisible();
  await operator.getByLabel('Паспорт проверен').check();
  await operator.getByLabel('Медицинская книжка проверена').check();
  await operator.getByRole('button', { name: 'Одобрить' }).click();
  await operator.getByRole('dialog', { name: 'Одобрить заявку?' }).getByRole('button', { name: 'Одобрить' }).click();
  await expect(operator.getByText('Заявка одобрена')).toBeVisible();
  await operatorContext.close();

  // The applicant is a cook now: the menu shows the cook's group and no longer offers to become one.
  await page.goto('/profile/menu');
  const cookGroup = page.getByRole('navigation', { name: 'Кухня повара' });
  await expect(cookGroup.getByRole('link', { name: 'Мои блюда' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'График работы' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Стать поваром' })).toHaveCount(0);
});
