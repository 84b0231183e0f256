import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD, DEMO_USERNAME } from './e2e-env';

/**
 * Several API instances (each serving the built site) on one throwaway PostgreSQL database, as a
 * deployment behind a load balancer runs them: for journeys about what instances tell each other.
 * The embedded database of the main run belongs to one process, so these need TEST_DATABASE_URL.
 */
export const postgresServerUrl = process.env.TEST_DATABASE_URL;

const repositoryRoot = resolve(import.meta.dirname, '../../../..');

export interface ApiInstances {
  /** Each instance's own address, http://127.0.0.1:<port>. */
  urls: string[];
  stop(): Promise<void>;
}

async function waitUntilAnswering(url: string, server: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API at ${url} exited: ${output.join('')}`);
    const isUp = await fetch(`${url}/api/setting`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the API at ${url} did not start: ${output.join('')}`);
}

/**
 * Stops an instance and everything it started: tsx runs the server in a child process of its own,
 * so the signal goes to the whole process group (the instance is started as its leader). Killed
 * outright if it has not gone within 10 s.
 */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((done) => server.once('exit', done));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(server.pid as number), signal);
    } catch {
      // The group has already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  // The group's other members (tsx's child) may outlive the leader by a moment.
  signalGroup('SIGKILL');
}

/** Starts one instance per port on a new database, one after the other (the first migrates and seeds the demo brand). */
export async function startApiInstances(ports: number[]): Promise<ApiInstances> {
  if (!postgresServerUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(postgresServerUrl);
  databaseUrl.pathname = `/${name}`;

  // No sandbox aggregator: the house games are the instances' own.
  const { GAME_SANDBOX_URL: _sandbox, ...inherited } = process.env;
  const servers: ChildProcess[] = [];
  const stop = async () => {
    for (const server of servers) await stopServer(server);
    const cleaner = new pg.Client({ connectionString: postgresServerUrl });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${name} with (force)`);
    await cleaner.end();
  };
  try {
    for (const port of ports) {
      const output: string[] = [];
      // tsx itself, not through npx (which would not pass a signal on), as the leader of a new
      // process group, so stopServer ends the server and tsx's child together.
      const server = spawn(resolve(repositoryRoot, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
        cwd: repositoryRoot,
        detached: true,
        env: {
          ...inherited,
          DATABASE_URL: databaseUrl.toString(),
          DATABASE_POOL_SIZE: '4',
          PORT: String(port),
          HOST: '127.0.0.1',
          DEMO_USERNAME,
          DEMO_PASSWORD,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      servers.push(server);
      await waitUntilAnswering(`http://127.0.0.1:${String(port)}`, server, output);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls: ports.map((port) => `http://127.0.0.1:${String(port)}`), stop };
}
