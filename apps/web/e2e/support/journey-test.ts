import { test as base, expect, request } from '@playwright/test';
import { publicSettingsResponseSchema } from '@app/contract/settings';
import { keepCheckInPopupAway } from './check-in-popup';
import { takeOverDrawnPagesOnLoad } from './drawn-page-takeover';
import { journeyBaseUrl, journeyOfSpec, journeyRequestOptions, type Journey } from './journeys';

/** The site name of the demo brand every journey gets; host names no journey claims answer another. */
const DEMO_SITE_NAME = 'ลัคกี้สยาม';

const checkedHosts = new Set<string>();

/** Fails the journey at once when no brand answers its host name (start-server.sh seeds one per spec file). */
async function expectJourneyBrand(journey: Journey): Promise<void> {
  if (checkedHosts.has(journey.host)) return;
  const api = await request.newContext(journeyRequestOptions(journey));
  try {
    const settings = publicSettingsResponseSchema.safeParse(await (await api.get('/api/setting')).json());
    const siteName = settings.success ? settings.data.data.siteName : undefined;
    if (siteName !== DEMO_SITE_NAME) {
      throw new Error(
        `No journey brand answers ${journey.host} (it answered as ${JSON.stringify(siteName)}): the server seeds one per spec file it was started with`,
      );
    }
    checkedHosts.add(journey.host);
  } finally {
    await api.dispose();
  }
}

/**
 * Playwright's `test`, on the spec's own brand (support/journeys.ts): pages open its host name,
 * and the `request` fixture reaches it from the test process.
 */
export const test = base.extend<{ journey: Journey; cspViolations: string[]; isCheckInPopupKeptAway: boolean; checkInPopupAway: void }>({
  /**
   * Every page of every journey runs under the server's Content-Security-Policy; a violation
   * (something the policy blocked) fails the journey that met it.
   */
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report: unknown = Reflect.get(window, '__reportCspViolation');
          if (typeof report === 'function')
            void report(`${event.effectiveDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${String(event.lineNumber)}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  journey: async ({}, use, testInfo) => {
    const journey = journeyOfSpec(testInfo.file);
    await expectJourneyBrand(journey);
    await use(journey);
  },
  baseURL: async ({ journey }, use) => {
    await use(journeyBaseUrl(journey));
  },
  /** check-in.spec.ts sets it false: that journey meets the daily check-in popup. */
  isCheckInPopupKeptAway: [true, { option: true }],
  checkInPopupAway: [
    async ({ context, isCheckInPopupKeptAway }, use) => {
      if (isCheckInPopupKeptAway) await keepCheckInPopupAway(context);
      await use();
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    takeOverDrawnPagesOnLoad(page);
    await use(page);
  },
  request: async ({ journey }, use) => {
    const api = await request.newContext(journeyRequestOptions(journey));
    await use(api);
    await api.dispose();
  },
});

export { expect };

/** The journey of the running test, for support code that is not handed the fixture. */
export function currentJourney(): Journey {
  return journeyOfSpec(test.info().file);
}
