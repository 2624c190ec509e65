// The page every journey uses: requests that leave this machine are blocked (a forgotten
// external URL fails the test), and console errors are collected so a journey can assert
// there were none.
import { test as base, expect, type Page } from '@playwright/test';

const LOOPBACK = /^(https?|wss?):\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//;

export async function blockExternalNetwork(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(
    (url) => !LOOPBACK.test(url.href) && !url.href.startsWith('data:'),
    (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return blocked;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  page: async ({ page }, use) => {
    await blockExternalNetwork(page);
    await use(page);
  },
});

export { expect };
