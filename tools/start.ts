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

const repositoryRoot = resolve(import.meta.dirname, '..');

/**
 * Each server is one node process, with tsx's loader in it (what its workspace's `npm start` runs,
 * without npm and a shell around it: a signal ended the shell at once and left the server
 * running), in a process group of its own: a terminal's Ctrl-C reaches only this process, which
 * passes one stop to each server and ends when both have. Killed outright (SIGKILL), this process
 * cannot stop them, and they run on.
 */
const children: ChildProcess[] = [];
function start(workspace: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: resolve(repositoryRoot, workspace),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}

let isStopping = false;
function stopAll(signal: NodeJS.Signals): void {
  // npm and tsx pass a Ctrl-C on too; a second signal would cut the sandbox off while it closes.
  if (isStopping) return;
  isStopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
// A closing terminal hangs up its foreground group, which the servers are not in; they close
// cleanly on SIGTERM, not on SIGHUP.
process.on('SIGHUP', () => stopAll('SIGTERM'));

if (withSandbox) {
  const sandbox = start('apps/game-sandbox', 'src/main.ts', {
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

const site = start('apps/api', 'src/server.ts', { ...environment, DATA_DIR: dataDir, ...(withSandbox ? { GAME_SANDBOX_URL: sandboxUrl } : {}) });
site.on('exit', (code) => {
  stopAll('SIGTERM');
  process.exitCode = code ?? 1;
});
