// After ordering for pickup, the customer still has where and when to collect it: the result page
// and the order card name the cook's address and hours. Then the access token runs out while the
// orders page is open: the page renews it once and its calls do not fail one by one.
import { orderPickupFromDemoCook } from '../support/orders';
import { DEMO_COOK_ID } from '../support/demo-cook';
import { expect, test } from '../support/fixtures';

/** A token shaped like the API's whose expiry has passed (its signature is no good either: the API refuses it). */
function expiredAccessToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', sid: 'expired', iat: now - 1000, exp: now - 100 })}.c2lnbmF0dXJl`;
}

test('a pickup order keeps its address and hand-over hours on the result page and the order card; an expired token costs no failing calls', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const cook = (await (await page.request.get(`/api/cooks/${DEMO_COOK_ID}`)).json()) as { data: { cookData: { address: string } } };
  const address = cook.data.cookData.address;
  expect(address).toBeTruthy();

  const orderId = await orderPickupFromDemoCook(page);
  await expect(page.getByRole('heading', { level: 1, name: `Заказ №${orderId} оформлен` })).toBeVisible();
  await expect(page.getByText(`Забрать у повара: ${address}`)).toBeVisible();
  await expect(page.getByText('Часы выдачи')).toBeVisible();
  const hours = (await page.locator('[data-fact="pickup-hours"] dd').textContent())?.trim();
  expect(hours).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);
  // The cook's gender decides the verb; a seeded cook has one.
  await expect(page.getByText(/получила? заказ и скоро его подтвердит/)).toBeVisible();

  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Заказ №${orderId}` });
  await expect(card.getByText(`Забрать у повара: ${address}`)).toBeVisible();
  await expect(card.locator('[data-fact="pickup-hours"] dd')).toHaveText(hours!);

  // The access token runs out (as after 15 idle minutes), then the page loads its calls again.
  await page.evaluate((token) => localStorage.setItem('auth-tokens', JSON.stringify({ accessToken: token })), expiredAccessToken());
  const unauthorised: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorised.push(response.url());
  });
  const errorsBefore = consoleErrors.length;
  await page.reload();
  await expect(page.getByRole('article', { name: `Заказ №${orderId}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Заказ №${orderId}` }).getByText(`Забрать у повара: ${address}`)).toBeVisible();
  expect(unauthorised.length, unauthorised.join(', ')).toBeLessThanOrEqual(1);
  expect(consoleErrors.slice(errorsBefore).filter((text) => text.includes('401')).length).toBeLessThanOrEqual(1);
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});
