import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { E2E_PORT } from './e2e-env';

/**
 * Every spec file is a journey with a brand of its own: the demo brand on its own host name,
 * seeded before the server starts (apps/api/src/test-support/seed-journey-brands.ts, which
 * receives this list from playwright.config.ts). Specs then run in parallel and never see what
 * another changed. Chromium resolves every *.localhost name to the loopback address itself; the
 * test process does not, so its own requests go to 127.0.0.1 with the host name in the Host header.
 */
export interface Journey {
  /** The brand's code. */
  code: string;
  /** The host name the brand answers on. */
  host: string;
  /** The journey's operators (admins), each signed in at most once per 30-second code. */
  operators: string[];
  /** A support operator of the journey's brand only, for the screens support works on. */
  supportOperator: string;
}

/** Enough for the journeys that sign in most: the API client and three console logins. */
export const OPERATORS_PER_JOURNEY = 4;

const e2eFolder = resolve(import.meta.dirname, '..');

/** The journey of a spec file: `backoffice/maintenance.spec.ts` is `backoffice-maintenance.e2e.localhost`. */
export function journeyOfSpec(specFile: string): Journey {
  const name = relative(e2eFolder, specFile)
    .replace(/\.spec\.ts$/, '')
    .replaceAll('/', '-')
    .toLowerCase();
  if (!/^[a-z0-9-]{1,50}$/.test(name)) throw new Error(`${specFile}: a spec's path makes its host name, so it may hold only letters, digits and hyphens`);
  return {
    code: `e2e-${name}`,
    host: `${name}.e2e.localhost`,
    operators: Array.from({ length: OPERATORS_PER_JOURNEY }, (_, index) => `e2e-${name}-${index + 1}`),
    supportOperator: `e2e-${name}-support`,
  };
}

/** Every spec file's journey. */
export function listJourneys(): Journey[] {
  return readdirSync(e2eFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts'))
    .sort()
    .map((file) => journeyOfSpec(join(e2eFolder, file)));
}

/** The address the browser opens for a journey. */
export function journeyBaseUrl(journey: Journey): string {
  return `http://${journey.host}:${String(E2E_PORT)}`;
}

/** Options of a request context of the test process for a journey: the loopback address, the brand's host name. */
export function journeyRequestOptions(journey: Journey, headers: Record<string, string> = {}) {
  return { baseURL: `http://127.0.0.1:${String(E2E_PORT)}`, extraHTTPHeaders: { ...headers, Host: `${journey.host}:${String(E2E_PORT)}` } };
}
