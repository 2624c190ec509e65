// The page every journey uses: requests that leave this machine are blocked (a forgotten
// external URL fails the test), and console errors are collected so a journey can assert
// there were none.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

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

/**
 * Every journey is a visitor of its own address, as real visitors are: the per-address SMS limit
 * (10 codes an hour) would otherwise count all journeys' sign-ins as one visitor's. The
 * server reads the address from X-Forwarded-For (it runs behind a proxy in production).
 */
export async function asDistinctVisitor(context: BrowserContext): Promise<void> {
  const part = () => Math.floor(Math.random() * 254) + 1;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${part()}.${part()}.${part()}` });
}

/**
 * A second person in a browser of their own (a cook, an operator), as a returning visitor:
 * onboarding done, banners closed, the network outside this machine blocked. Close its context.
 */
export async function newReturningVisitor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await asDistinctVisitor(context);
  await context.addCookies([{ name: 'app-onboarding', value: 'true', url: baseURL }]);
  await context.addInitScript(() => {
    localStorage.setItem('download-app-popup-showed', String(Date.now()));
    localStorage.setItem('asked-for-address', 'true');
  });
  const page = await context.newPage();
  await blockExternalNetwork(page);
  return page;
}

export const test = base.extend<{ consoleErrors: string[]; firstVisit: boolean; appBanner: boolean; askedForAddress: boolean }>({
  /** A visitor who has never been here sees the first-run onboarding; every other journey is a returning one. */
  firstVisit: [false, { option: true }],
  /**
   * Whether the download-app banner may show. A returning visitor has closed it, so
   * it covers nothing a journey clicks; the banner's own journey turns it on.
   */
  appBanner: [false, { option: true }],
  /**
   * Whether the visitor has been asked for a delivery address: a returning visitor
   * has, so the 'Введите адрес доставки' banner covers nothing; the address journeys ask afresh.
   */
  askedForAddress: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  page: async ({ page, firstVisit, appBanner, askedForAddress, baseURL, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitForTheBrowserAfterLoads(page);
    await blockExternalNetwork(page);
    await asDistinctVisitor(page.context());
    if (!firstVisit) await page.context().addCookies([{ name: 'app-onboarding', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
    if (!appBanner && !firstVisit) {
      await page.addInitScript(() => {
        if (!localStorage.getItem('download-app-popup-showed')) localStorage.setItem('download-app-popup-showed', String(Date.now()));
      });
    }
    if (askedForAddress && !firstVisit) await page.addInitScript(() => localStorage.setItem('asked-for-address', 'true'));
    const policyViolations = await reportPolicyViolations(page);
    await use(page);
    // Every journey runs under the Content-Security-Policy: nothing it did may have been refused.
    expect(policyViolations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** Collects the page's `securitypolicyviolation` events (every document it loads) as readable lines. */
async function reportPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportPolicyViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (line: string) => void }).__reportPolicyViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

/**
 * A server-rendered page is on screen before its scripts run: a click on a button then does
 * nothing, as it would for a person on a slow phone. Journeys act as a person who waits for the
 * page to respond: after `goto` and `reload`, until the browser has taken the server's markup
 * over (the remote's page hydrated, lazy parts included; the chrome replacing its server copy). A page the server did not
 * render passes at once; one whose scripts never come is left for the journey's own checks.
 */
function waitForTheBrowserAfterLoads(page: Page): void {
  const takenOver = () =>
    page
      .waitForFunction(() => !document.querySelector('[data-server-rendered], [data-hydrating], [data-server-chrome]'), undefined, { timeout: 15_000 })
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await takenOver();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await takenOver();
    return response;
  };
}

const SCROLLABLE_REGION = 'scrollable-region-focusable';

/**
 * Every page of the journeys must have no serious or critical axe-core violation; this checks the page as it is now. Returns
 * a readable list (rule, impact, first offending element) so a failure says what to fix.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  const { violations } = await new AxeBuilder({ page }).withTags(tags).disableRules([SCROLLABLE_REGION]).analyze();
  // A combobox's suggestion list scrolls but is never a Tab stop: the keyboard moves through
  // it from the input (ARIA 1.2 combobox), which axe cannot see. Everywhere else the rule holds.
  const scrollable = await new AxeBuilder({ page }).withRules([SCROLLABLE_REGION]).exclude('[role="search"]').analyze();
  return [...violations, ...scrollable.violations]
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes[0]?.target.join(' ') ?? ''} — ${violation.help}`);
}

export { expect };
