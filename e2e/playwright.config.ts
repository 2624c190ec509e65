// Browser journeys against the production build, in Debian's chromium, with every request
// outside this machine blocked (see support/fixtures.ts). Two servers: the whole product, and
// the same product with one remote's files missing (for the fallback journey).
import { defineConfig } from '@playwright/test';
import { FULL_PORT, PARTIAL_PORT, REMOVED_REMOTE } from './support/servers';

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  // Runs after the servers are up: the demo cook signs in once for every journey that needs the cook.
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The JSON report is what `npm test` counts (PLAYWRIGHT_JSON_OUTPUT_NAME says where).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${FULL_PORT}`,
    locale: 'ru-RU',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: `node support/serve.mjs --port ${FULL_PORT}`,
      url: `http://127.0.0.1:${FULL_PORT}/api/health`,
      reuseExistingServer: !CI,
      timeout: 120_000,
    },
    {
      command: `node support/serve.mjs --port ${PARTIAL_PORT} --without ${REMOVED_REMOTE}`,
      url: `http://127.0.0.1:${PARTIAL_PORT}/api/health`,
      reuseExistingServer: !CI,
      timeout: 120_000,
    },
  ],
});
