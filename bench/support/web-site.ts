import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { logInAs } from './api-server';
import { repositoryRoot, startChildServer, waitUntilAnswering, type ChildServer } from './child-server';
import type { CleanupStack } from './cleanup-stack';
import { findFreePort } from './free-port';
import type { PageFigures, PreparePage } from './lighthouse-run';

/** The member the web benches sign in as, created by the site's demo seed on its first start. */
export const benchWebMember = { username: 'benchweb', password: 'bench-web-password-1' };

export function buildWeb(): void {
  console.log('building the web app');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repositoryRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Where a started site keeps its data and which build it serves; a second start on them finds the first's data. */
export interface SiteOptions {
  dataDir: string;
  port: number;
  /** The built web app it serves; unset, apps/web/dist. */
  webDistDir?: string;
  /** The sandbox aggregator's port; unset, a free one. */
  sandboxPort?: number;
}

/** A throwaway data folder and free port for startSite, the folder removed when the bench ends. */
export async function throwawaySiteOptions(cleanup: CleanupStack): Promise<SiteOptions> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  cleanup.defer('remove the throwaway database', async () => rmSync(dataDir, { recursive: true, force: true }));
  return { dataDir, port: await findFreePort() };
}

/**
 * Starts the site the way `npm start` does (tools/start.ts: the site with the sandbox aggregator)
 * and waits until its lobby is full. Resolves with its address and the running child, stopped
 * when the bench ends (or earlier, by the caller).
 */
export async function startSite(cleanup: CleanupStack, options: SiteOptions): Promise<{ baseUrl: string; site: ChildServer }> {
  const site = startChildServer('site', 'tools/start.ts', {
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    SANDBOX_PORT: String(options.sandboxPort ?? (await findFreePort())),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_USERNAME: benchWebMember.username,
    DEMO_PASSWORD: benchWebMember.password,
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
  });
  cleanup.defer('stop the site', () => site.stop());
  const baseUrl = `http://127.0.0.1:${String(options.port)}`;
  await waitUntilAnswering(site, `${baseUrl}/api/setting`, 120_000);
  await waitForGames(baseUrl);
  console.log(`site: ${baseUrl} on ${options.dataDir}`);
  return { baseUrl, site };
}

/** The lobby is measured full: wait for the sandbox aggregator's games to be synced. */
async function waitForGames(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await fetch(`${baseUrl}/api/games/demo`);
    const body = (await response.json()) as { data?: unknown[] };
    if (Array.isArray(body.data) && body.data.length > 0) return;
    await sleep(1_000);
  }
  console.log('warning: no games after 60 s; the lobby is measured empty');
}

/** Signs the member in once, through the API, and stores the session the way the site does. */
export async function memberSession(baseUrl: string): Promise<PreparePage> {
  const { token, user } = await logInAs(baseUrl, benchWebMember);
  return async (page, origin) => {
    // A small JSON reply of the same origin, so storage can be written without loading (and caching) the app.
    await page.goto(`${origin}/api/setting/operational/website`);
    await page.evaluate(
      (session) => {
        // Runs in the page; the bench is compiled without the DOM's types.
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
        storage.setItem('token', session.token);
        storage.setItem('imiUser', JSON.stringify(session.user));
      },
      { token, user },
    );
  };
}

/**
 * Lighthouse now and then fails to record a load's trace (NO_NAVSTART, NO_FCP on a busy machine);
 * such a run is taken again, at most twice, and said so, rather than printed as a figure.
 */
export async function withRetries(run: () => Promise<PageFigures>): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`a run failed (${error instanceof Error ? error.message : String(error)}); running it again`);
    }
  }
}
