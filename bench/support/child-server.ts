import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

export const repositoryRoot = resolve(import.meta.dirname, '../..');
const tsxBinary = resolve(repositoryRoot, 'node_modules/.bin/tsx');
const STOP_GRACE_MS = 5_000;

export interface ChildServer {
  name: string;
  /** The process group of tsx and the server it starts (what bench/support/process-cpu.ts reads). */
  processGroup: number;
  /** Resolves with the exit code (or the signal's name) when the child has ended. */
  exited: Promise<number | string>;
  hasExited(): boolean;
  stop(): Promise<void>;
}

/** Child process groups still running, killed outright if the bench process exits without stopping them. */
const liveGroups = new Set<number>();
process.on('exit', () => {
  for (const groupId of liveGroups) signalGroup(groupId, 'SIGKILL');
});

function signalGroup(groupId: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-groupId, signal);
  } catch {
    // The group is already gone.
  }
}

function forwardOutput(child: ChildProcess, name: string): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      if (line.trim() !== '') process.stderr.write(`[${name}] ${line}\n`);
    });
  }
}

/**
 * Runs `node_modules/.bin/tsx <script>` from the repository root in its own process group.
 * tsx starts a second node process for the script, so signals go to the whole group: stopping
 * only tsx could leave the real server running.
 */
export function startChildServer(name: string, script: string, environment: Record<string, string>): ChildServer {
  const child = spawn(tsxBinary, [script], {
    cwd: repositoryRoot,
    env: { ...process.env, ...environment },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const groupId = child.pid;
  if (groupId === undefined) throw new Error(`${name} could not be started`);
  liveGroups.add(groupId);
  forwardOutput(child, name);

  let hasExited = false;
  const exited = new Promise<number | string>((resolveExit) => {
    child.once('exit', (code, signal) => {
      hasExited = true;
      resolveExit(code ?? signal ?? 'unknown');
    });
  });

  return {
    name,
    processGroup: groupId,
    exited,
    hasExited: () => hasExited,
    async stop() {
      if (!hasExited) {
        signalGroup(groupId, 'SIGTERM');
        const isStopped = await Promise.race([exited.then(() => true), sleep(STOP_GRACE_MS, false)]);
        if (!isStopped) console.error(`${name} ignored SIGTERM for ${STOP_GRACE_MS} ms; killing it`);
      }
      // Also reaches a grandchild that outlived tsx.
      signalGroup(groupId, 'SIGKILL');
      liveGroups.delete(groupId);
    },
  };
}

/** Polls `url` until it answers 2xx; fails early if the child dies and after `timeoutMs`. */
export async function waitUntilAnswering(child: ChildServer, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.hasExited()) throw new Error(`${child.name} exited (${await child.exited}) before answering ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs} ms (${lastProblem})`);
}
