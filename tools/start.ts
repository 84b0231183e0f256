import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { chooseSandboxPort } from './sandbox-port';

/**
 * `npm start`: the site (API and built web app on one port) and, beside it, the sandbox
 * aggregator every brand without an aggregator is connected to, so a fresh machine has a full
 * lobby with no network. GAME_SANDBOX=off starts the site alone (a deployment connected to a real
 * aggregator). Both stop together.
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

const children: ChildProcess[] = [];
function start(workspace: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn('npm', ['run', '--silent', 'start', '-w', workspace], { env, stdio: 'inherit' });
  children.push(child);
  return child;
}

function stopAll(signal: NodeJS.Signals): void {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

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
