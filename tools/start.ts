import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { chooseSandboxPort } from './sandbox-port';

/**
 * `npm start`: the site (API and built web app on one port) and, beside it, the sandbox
 * aggregator every brand without an aggregator is connected to, so a fresh machine has a full
 * lobby with no network. GAME_SANDBOX=off starts the site alone (a deployment connected to a real
 * aggregator). Both stop together.
 *
 * `npm start` builds the web app and then runs this through `npm run serve`; both scripts `exec`,
 * so a signal npm passes on reaches this process rather than stopping at a shell.
 */
const environment = process.env;
const dataDir = resolve(environment.DATA_DIR ?? './data');
const host = environment.HOST ?? '127.0.0.1';
const withSandbox = environment.GAME_SANDBOX !== 'off';

function sandboxPortOrExit(): string {
  try {
    return String(chooseSandboxPort(environment));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
const sandboxPort = withSandbox ? sandboxPortOrExit() : '';
const sandboxUrl = `http://${host}:${sandboxPort}`;

/**
 * Each server runs as npm, a shell, tsx and node, and not every link passes a signal on; so each
 * starts in a process group of its own, and a stop goes to the whole group.
 */
const children: ChildProcess[] = [];
function start(workspace: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn('npm', ['run', '--silent', 'start', '-w', workspace], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  children.push(child);
  return child;
}

function stopAll(signal: NodeJS.Signals): void {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group has already ended.
    }
  }
}
// SIGHUP too: a closing terminal signals its foreground group, which the servers' groups are not.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopAll(signal));

if (withSandbox) {
  const sandbox = start('apps/game-sandbox', {
    ...environment,
    PORT: sandboxPort,
    HOST: host,
    SANDBOX_DATA_DIR: resolve(dataDir, 'game-sandbox'),
    SANDBOX_PUBLIC_URL: sandboxUrl,
  });
  sandbox.on('exit', (code) => {
    if (code !== 0 && code !== null) process.stderr.write(`the sandbox aggregator stopped (exit ${code}); the site runs on without its games\n`);
  });
}

const site = start('apps/api', { ...environment, DATA_DIR: dataDir, ...(withSandbox ? { GAME_SANDBOX_URL: sandboxUrl } : {}) });
site.on('exit', (code) => {
  stopAll('SIGTERM');
  process.exitCode = code ?? 1;
});
