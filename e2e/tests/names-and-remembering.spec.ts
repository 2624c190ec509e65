// Names and remembering: a new customer gives a name when signing up, orders to a flat with its
// apartment, entrance, floor and intercom, orders again and finds all of it (and the recipient)
// filled in; the cook sees the order under the customer's name.
import type { Page } from '@playwright/test';
import { freshPhone, NAME_STEP_TITLE, phoneDigits, smsCode } from '../support/accounts';
import { expect, newReturningVisitor, seriousA11yViolations, test } from '../support/fixtures';
import { startAsDemoCook } from '../support/demo-cook';
import { answerTilesBlank } from '../support/map-tiles';

/** Asked afresh: this visitor gives the address on the map first. */
test.use({ askedForAddress: false });
test.beforeEach(async ({ page }) => {
  await answerTilesBlank(page);
});

const CUSTOMER_NAME = 'Ольга Смирнова';
const FLAT = { Квартира: '45', Подъезд: '3', Этаж: '7', Домофон: '45В' } as const;

/** From the demo cook's page: a dish into the basket and on to the checkout. */
async function startCheckout(page: Page) {
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
  await page
    .getByRole('dialog', { name: 'Корзина' })
    .getByRole('button', { name: /Оформить заказ/ })
    .click();
}

/** Delivery at the first free slot, paid on receipt; answers the order's number. */
async function placeDeliveryOrder(page: Page): Promise<string> {
  await page.getByRole('radiogroup', { name: /Время/ }).getByRole('radio').first().click();
  await page.getByRole('radio', { name: /При получении/ }).check();
  await page.getByRole('button', { name: /Оформить заказ/ }).click();
  await expect(page).toHaveURL(/\/order\/success\/\d+$/);
  return /\/order\/success\/(\d+)$/.exec(page.url())![1]!;
}

test('a new customer signs up with a name, orders to a flat, finds its details filled in next time, and the cook sees the name', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // The map, two checkouts and the cook's browser on a busy 2-core machine.
  test.setTimeout(150_000);

  // The address, as a guest: it becomes the first saved address on signing up.
  await page.goto('/tyumen/cooks');
  const banner = page.getByRole('complementary', { name: 'Адрес доставки' });
  await banner.getByRole('button', { name: 'Ввести адрес' }).click();
  const map = page.getByRole('dialog', { name: /Адрес доставки|Новый адрес/ });
  const search = map.getByRole('combobox', { name: 'Улица и дом' });
  await search.pressSequentially('Республ');
  await map
    .getByRole('option', { name: /ул Республики/ })
    .first()
    .click();
  await search.pressSequentially('14');
  await map.getByRole('option', { name: /д 14$/ }).first().click();
  await map.getByRole('button', { name: 'Подтвердить адрес' }).click();
  await expect(map).toBeHidden();

  // Signing up: phone, code, then the name step.
  await startCheckout(page);
  const auth = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await expect(auth.getByText(/Нажимая «Получить код», вы соглашаетесь на обработку персональных данных/)).toBeVisible();
  await expect(auth.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute('href', '/docs/legal/privacy-policy');
  const phone = freshPhone();
  await auth.getByLabel('Номер телефона').pressSequentially(phoneDigits(phone));
  const asked = Date.now() - 1000;
  await auth.getByRole('button', { name: 'Получить код' }).click();
  await auth.getByLabel('Код из СМС').fill(await smsCode(page.request, phone, asked));
  const nameStep = page.getByRole('dialog', { name: NAME_STEP_TITLE });
  await expect(nameStep).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await nameStep.getByLabel('Имя').fill('12345');
  await nameStep.getByRole('button', { name: 'Сохранить' }).click();
  await expect(nameStep.getByRole('alert')).toHaveText('Имя должно содержать хотя бы одну букву');
  await nameStep.getByLabel('Имя').fill(`  ${CUSTOMER_NAME} `);
  await nameStep.getByRole('button', { name: 'Сохранить' }).click();
  await expect(nameStep).toBeHidden();

  // The first checkout: the name is there, the flat's details are typed once.
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();
  await expect(page.getByLabel('Имя получателя')).toHaveValue(CUSTOMER_NAME);
  await page.getByRole('group', { name: 'Способ получения' }).getByText('Доставка', { exact: true }).click();
  await expect(page.getByText(/ул Республики, д 14/).first()).toBeVisible();
  for (const [label, value] of Object.entries(FLAT)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Комментарий к адресу').fill('Калитка слева');
  await expect(page.getByText(/Нажимая «Оформить и оплатить», вы соглашаетесь на обработку персональных данных/)).toBeVisible();
  const first = await placeDeliveryOrder(page);

  // The second checkout: everything typed before is back.
  await startCheckout(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();
  await page.getByRole('group', { name: 'Способ получения' }).getByText('Доставка', { exact: true }).click();
  for (const [label, value] of Object.entries(FLAT)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByLabel('Комментарий к адресу')).toHaveValue('Калитка слева');
  await expect(page.getByLabel('Имя получателя')).toHaveValue(CUSTOMER_NAME);
  await expect(page.getByLabel('Телефон получателя')).toHaveValue(`+7 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`);
  const second = await placeDeliveryOrder(page);

  // The cook knows the customer by name, with the flat's details on the card.
  const cook = await newReturningVisitor(browser, baseURL!);
  await startAsDemoCook(cook);
  await cook.goto('/orders/sales');
  for (const number of [first, second]) {
    const card = cook.getByRole('article', { name: `Заказ №${number}` });
    await expect(card).toContainText(CUSTOMER_NAME);
    await expect(card).toContainText('кв. 45, подъезд 3, этаж 7, домофон 45В');
  }
  await cook.context().close();
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});
