import { defineConfig } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_USERNAME,
  E2E_PORT,
  E2E_SANDBOX_PORT,
  E2E_SERVER_URL,
  OPERATOR_PASSWORD,
  OPERATOR_TOTP_SECRET,
  TWIN_PASSWORD,
  TWIN_USERNAME,
} from './apps/web/e2e/support/e2e-env';
import { listJourneys } from './apps/web/e2e/support/journeys';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tools/chromium';

/** The system's own Chromium, never a downloaded one, the same for every project. */
const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/**
 * End-to-end journeys of the web app against the real API on a throwaway database.
 * The web must be built first; `npm run test:e2e` does that. Never downloads a browser.
 */
export default defineConfig({
  testDir: 'apps/web/e2e',
  globalSetup: './apps/web/e2e/support/global-setup.ts',
  outputDir: 'test-results/playwright',
  // Every spec file has a brand of its own on its own host name (support/journeys.ts), so files
  // run side by side and none has to put anything back. The tests of one file run in order.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Limits that catch a hung journey, not a slow machine: CI has run these journeys three times
  // slower than a developer machine (a 10 s sign-up took 35 s). A journey that checks a timing
  // rule of the site (the logout dialog closing after 5 s) states its own limit.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./tools/test-counts/assertion-count-reporter.ts']],
  use: {
    // Each spec's own host name replaces it (support/journey-test.ts).
    baseURL: E2E_SERVER_URL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile-chromium',
      // The operator console is desktop-first; its journeys run in the desktop project below
      // (backoffice/console-phone.spec.ts sets a phone's screen for itself).
      testIgnore: /backoffice\//,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, launchOptions: chromiumLaunchOptions },
    },
    {
      name: 'desktop-chromium',
      testMatch: /backoffice\/.*\.spec\.ts/,
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: 'bash apps/web/e2e/start-server.sh',
    url: `${E2E_SERVER_URL}/api/setting`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(E2E_PORT),
      E2E_SANDBOX_PORT: String(E2E_SANDBOX_PORT),
      E2E_JOURNEYS: JSON.stringify(listJourneys()),
      E2E_DEMO_USERNAME: DEMO_USERNAME,
      E2E_DEMO_PASSWORD: DEMO_PASSWORD,
      E2E_TWIN_USERNAME: TWIN_USERNAME,
      E2E_TWIN_PASSWORD: TWIN_PASSWORD,
      E2E_OPERATOR_PASSWORD: OPERATOR_PASSWORD,
      E2E_OPERATOR_TOTP_SECRET: OPERATOR_TOTP_SECRET,
    },
  },
});
