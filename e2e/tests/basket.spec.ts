// Basket journeys (and 'Оформить заказ' on the cook page): a guest fills
// baskets of several cooks from the catalogue and the cook page, is offered the new cook's menu
// once per session, manages the baskets in the popup (counts, remove, clear, upsell), and keeps
// the basket when signing in on the way to the checkout.
import type { Locator, Page } from '@playwright/test';
import { freshPhone, signInWithCode } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

const headerBasket = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Корзина, товаров/ });

/** The first dish card of each of `count` different cooks on the page, in page order. */
async function cardsOfDifferentCooks(page: Page, count: number): Promise<{ card: Locator; cook: string; dish: string }[]> {
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const described = await cards.evaluateAll((articles) =>
    articles.map((article) => ({
      dish: article.querySelector('h3')?.textContent?.trim() ?? '',
      cook: article.querySelector('a[href*="/cooks/detail/"]')?.textContent?.trim() ?? '',
    })),
  );
  const picked: { card: Locator; cook: string; dish: string }[] = [];
  described.forEach((entry, index) => {
    if (picked.length < count && entry.cook && !picked.some((chosen) => chosen.cook === entry.cook)) picked.push({ ...entry, card: cards.nth(index) });
  });
  expect(picked).toHaveLength(count);
  return picked;
}

test('a guest fills baskets of three cooks, is offered the new cook once, and manages them in the basket popup', async ({ page, consoleErrors }) => {
  // Three cooks' baskets, two accessibility scans and a reload of a server-rendered listing: on a
  // busy 2-core machine beside another journey this passed the default 30 s.
  test.setTimeout(60_000);
  await page.goto('/tyumen/menu');
  const [first, second, third] = await cardsOfDifferentCooks(page, 3);
  await expect(headerBasket(page)).toHaveCount(0);

  await first!.card.getByRole('button', { name: `В корзину: ${first!.dish}` }).click();
  await first!.card.getByRole('button', { name: 'Добавить ещё одну порцию' }).click();
  await expect(first!.card.getByRole('group', { name: `${first!.dish} в корзине` })).toContainText('2');
  await expect(headerBasket(page)).toContainText('2');

  // A second cook's basket: the offer to collect the order at that cook, once per session.
  await second!.card.getByRole('button', { name: `В корзину: ${second!.dish}` }).click();
  const offer = page.getByRole('dialog', { name: 'Перейти в меню повара?' });
  await expect(offer).toContainText('Заказ от каждого повара оформляется отдельно. Предлагаем собрать заказ у данного повара.');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await offer.getByRole('button', { name: 'Остаться' }).click();
  await expect(offer).toBeHidden();
  await third!.card.getByRole('button', { name: `В корзину: ${third!.dish}` }).click();
  await expect(headerBasket(page)).toContainText('4');
  await expect(offer).toBeHidden();

  await headerBasket(page).click();
  const basket = page.getByRole('dialog', { name: 'Корзина' });
  const cooks = basket.getByRole('group', { name: 'Заказы у поваров' });
  await expect(cooks.getByRole('button')).toHaveCount(3);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The first cook's order: the row's count, then more of it from the upsell.
  await cooks.getByRole('button', { name: new RegExp(first!.cook) }).click();
  const order = basket.getByRole('region', { name: `Заказ у повара ${first!.cook}` });
  await expect(order.getByRole('group', { name: `${first!.dish} в корзине` })).toContainText('2');
  const upsell = basket.getByRole('region', { name: 'Добавьте к заказу' });
  const extra = (await upsell.getByRole('listitem').first().locator('p').first().textContent())!.trim();
  await upsell.getByRole('button', { name: `В корзину: ${extra}` }).click();
  await expect(order.getByRole('link', { name: extra })).toBeVisible();
  await expect(headerBasket(page)).toContainText('5');
  await order.getByRole('button', { name: `Удалить: ${extra}` }).click();
  await expect(order.getByRole('link', { name: extra })).toBeHidden();

  // Emptying the second cook's basket asks first.
  await cooks.getByRole('button', { name: new RegExp(second!.cook) }).click();
  await basket
    .getByRole('region', { name: `Заказ у повара ${second!.cook}` })
    .getByRole('button', { name: 'Очистить' })
    .click();
  await page.getByRole('dialog', { name: 'Очистить корзину?' }).getByRole('button', { name: 'Очистить' }).click();
  await expect(cooks.getByRole('button')).toHaveCount(2);
  await expect(headerBasket(page)).toContainText('3');

  // The basket is the server's: it is there after a reload.
  await page.reload();
  await expect(headerBasket(page)).toContainText('3');
  expect(consoleErrors).toEqual([]);
});

test("'Перейти' opens the new cook's menu, whose 'Оформить заказ' shows that cook's total and opens their basket", async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/tyumen/menu');
  const [first, second] = await cardsOfDifferentCooks(page, 2);
  await first!.card.getByRole('button', { name: `В корзину: ${first!.dish}` }).click();
  await expect(page.getByRole('navigation').getByRole('button', { name: /Корзина/ })).toContainText('1');
  const secondPrice = (await second!.card.getByText(/₽$/).textContent())!.trim();
  await second!.card.getByRole('button', { name: `В корзину: ${second!.dish}` }).click();
  await page.getByRole('dialog', { name: 'Перейти в меню повара?' }).getByRole('button', { name: 'Перейти' }).click();
  await expect(page).toHaveURL(/\/tyumen\/cooks\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: second!.cook })).toBeVisible();

  const checkout = page.getByRole('button', { name: /Оформить заказ/ });
  await expect(checkout).toContainText(secondPrice);
  await checkout.click();
  const basket = page.getByRole('dialog', { name: 'Корзина' });
  await expect(basket.getByRole('group', { name: 'Заказы у поваров' }).getByRole('button', { name: new RegExp(second!.cook) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(basket.getByRole('region', { name: `Заказ у повара ${second!.cook}` }).getByRole('link', { name: second!.dish })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a guest's basket joins the account at sign-in on the way to the checkout", async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/menu');
  const [only] = await cardsOfDifferentCooks(page, 1);
  await only!.card.getByRole('button', { name: `В корзину: ${only!.dish}` }).click();
  await only!.card.getByRole('button', { name: 'Добавить ещё одну порцию' }).click();
  await expect(headerBasket(page)).toContainText('2');
  await headerBasket(page).click();
  await page
    .getByRole('dialog', { name: 'Корзина' })
    .getByRole('button', { name: /Оформить заказ/ })
    .click();

  await signInWithCode(page, freshPhone());
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(headerBasket(page)).toContainText('2');
  // It is the account's basket now: a new visit of the same account finds it.
  await page.reload();
  await expect(headerBasket(page)).toContainText('2');
  expect(consoleErrors).toEqual([]);
});
