// Browser journeys against the production build, in Debian's chromium, with every request
// outside this machine blocked (see support/fixtures.ts). Three servers: the whole product, the
// same product with one remote's files missing (for the fallback journey), and one with only a
// remote's server container missing (its pages render in the browser: server-rendering.spec.ts).
import { defineConfig } from '@playwright/test';
import { FULL_PORT, fullOrigin, NO_SERVER_CONTAINER_PORT, PARTIAL_PORT, REMOVED_REMOTE, SERVER_CONTAINER_REMOVED } from './support/servers';

const CI = Boolean(process.env.CI);
/**
 * Stopped with SIGTERM rather than killed outright: serve.mjs then removes the apps copy it made
 * for --without and --without-server (a killed one leaves it behind in the temp folder).
 */
const gracefulShutdown = { signal: 'SIGTERM', timeout: 10_000 } as const;

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
      gracefulShutdown,
    },
    {
      command: `node support/serve.mjs --port ${PARTIAL_PORT} --without ${REMOVED_REMOTE}`,
      url: `http://127.0.0.1:${PARTIAL_PORT}/api/health`,
      reuseExistingServer: !CI,
      timeout: 120_000,
      gracefulShutdown,
    },
    {
      // Its API is the full server's (started before it, in this order): no second database to seed.
      command: `node support/serve.mjs --port ${NO_SERVER_CONTAINER_PORT} --without-server ${SERVER_CONTAINER_REMOVED} --api-upstream ${fullOrigin}`,
      url: `http://127.0.0.1:${NO_SERVER_CONTAINER_PORT}/api/health`,
      reuseExistingServer: !CI,
      timeout: 120_000,
      gracefulShutdown,
    },
  ],
});
