import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { connectPglite, type DatabaseHandle } from '../db/client';
import type { AppServices } from '../app-services';
import { createSecretsKey, readSecretsKey, secretBox } from '../lib/secret-box';
import { watchAnnouncedMovements } from './announced-movements';
import { DEMO_LOGIN, readSeededDatabase } from './seeded-database';

export { DEMO_LOGIN };

/** A controllable clock: tests move time forward to expire sessions and lockouts. */
export function manualClock(start = new Date('2026-11-21T05:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceMs(ms: number) {
      now += ms;
    },
    /** Jumps to `instant`: tests of Bangkok day and month boundaries name the moment they need. */
    moveTo(instant: Date) {
      now = instant.getTime();
    },
  };
}

/** A secret box under a key drawn for the test, as SECRETS_KEY would give one. */
export function testSecretBox() {
  return secretBox(readSecretsKey(createSecretsKey()));
}

export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  database: DatabaseHandle;
  config: AppConfig;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh in-memory embedded database, seeded with the demo brand and member: a
 * copy of the one the global setup saved (seeded-database.ts), so every test file starts the same.
 */
export async function createTestApp(
  environment: Record<string, string> = {},
  options: Pick<AppDeps, 'payoutAdapter' | 'secrets' | 'balanceStreamHeartbeatMs'> = {},
): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_USERNAME: DEMO_LOGIN.username, DEMO_PASSWORD: DEMO_LOGIN.password, ...environment });
  const database = await connectPglite(undefined, { loadDataDir: readSeededDatabase(inject('seededDatabaseFile')) });
  const clock = manualClock();
  const { app, services } = await buildApp({ db: database.db, config, clock: clock.now, serveWeb: false, logger: false, secrets: testSecretBox(), ...options });
  const movements = await watchAnnouncedMovements(database.db);
  return {
    app,
    services,
    database,
    config,
    clock,
    async close() {
      await app.close();
      try {
        await movements.assertAllAnnounced();
      } finally {
        await database.close();
      }
    },
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

export async function loginDemo(app: FastifyInstance, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN, headers });
  if (response.statusCode !== 200) throw new Error(`demo login failed: ${response.body}`);
  return response.json<{ token: string; user: { uuid: string; user_pass: { username: string } } }>();
}

export function bearer(token: string, extra: Record<string, string> = {}) {
  return { authorization: `Bearer ${token}`, ...extra };
}
