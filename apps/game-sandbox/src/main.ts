import { resolve } from 'node:path';
import { buildSandbox } from './sandbox';

/** `npm start` of the sandbox: environment read once, then listen. */
const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
const dataDir = resolve(process.env.SANDBOX_DATA_DIR ?? './data/game-sandbox');
const publicUrl = process.env.SANDBOX_PUBLIC_URL ?? `http://${host}:${port}`;

/** A timing from the environment in milliseconds, or the default when unset. */
function readMs(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive number of milliseconds, got ${text}`);
  return value;
}

// Shorter rounds for journeys that watch a sport bet or a lottery ticket settle.
const timing = {
  casinoSettleMs: readMs('SANDBOX_CASINO_SETTLE_MS'),
  sportResultAfterMs: readMs('SANDBOX_SPORT_RESULT_AFTER_MS'),
  lottoDrawEveryMs: readMs('SANDBOX_LOTTO_DRAW_EVERY_MS'),
};
const sandbox = await buildSandbox({
  publicUrl,
  dataDir,
  logger: false,
  timing: Object.fromEntries(Object.entries(timing).filter(([, value]) => value !== undefined)),
});
await sandbox.app.listen({ port, host });
console.log(`Game sandbox (Hub88 stand-in) on ${publicUrl} — data in ${dataDir}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
