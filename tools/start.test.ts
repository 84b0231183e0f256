import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '../bench/support/free-port';

const repositoryRoot = resolve(import.meta.dirname, '..');

async function waitUntilAnswering(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * The processes whose environment holds this DATA_DIR: npm, the shells, tsx and the servers all
 * inherit it, so this finds whatever the start left behind, wherever it was reparented to.
 */
function processesWithDataDir(dataDir: string): { pid: number; command: string }[] {
  const marker = `DATA_DIR=${dataDir}\0`;
  const found: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'latin1').includes(marker)) continue;
      found.push({ pid: Number(entry), command: readFileSync(`/proc/${entry}/cmdline`, 'latin1').replaceAll('\0', ' ').trim() });
    } catch {
      // The process ended while being read, or belongs to another user.
    }
  }
  return found;
}

describe('npm run serve (what npm start runs after building the web app)', () => {
  it('stops the site and the sandbox aggregator on SIGTERM, and ends only once both have, leaving no process behind', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'serve-stop-'));
    const sitePort = await findFreePort();
    let sandboxPort = await findFreePort();
    while (sandboxPort === sitePort) sandboxPort = await findFreePort();
    // The embedded database and the sandbox beside the site, whatever the machine running the test has set.
    const { DATABASE_URL: _databaseUrl, GAME_SANDBOX: _gameSandbox, ...environment } = process.env;
    try {
      const serve = spawn('npm', ['run', '--silent', 'serve'], {
        cwd: repositoryRoot,
        env: { ...environment, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(sitePort), SANDBOX_PORT: String(sandboxPort) },
        stdio: 'ignore',
      });
      const exited = new Promise<number | null>((resolveExit) => serve.once('exit', resolveExit));
      const deadline = Date.now() + 150_000;
      await waitUntilAnswering(`http://127.0.0.1:${sandboxPort}/`, deadline);
      await waitUntilAnswering(`http://127.0.0.1:${sitePort}/api/setting`, deadline);

      serve.kill('SIGTERM');
      // A clean stop: both servers closed their databases and ended before npm did.
      expect(await exited).toBe(0);
      expect(processesWithDataDir(dataDir)).toEqual([]);
    } finally {
      for (const { pid } of processesWithDataDir(dataDir)) process.kill(pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
