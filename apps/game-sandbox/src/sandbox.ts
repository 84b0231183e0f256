import Fastify, { type FastifyInstance } from 'fastify';
import { artRoutes } from './art/art.routes';
import { createEngines } from './engines/engines';
import { gamesApiRoutes } from './games-api/games-api.routes';
import { loadAggregatorKeys } from './keys/aggregator-key';
import { keepRawJsonBody } from './lib/raw-json-body';
import { createTimerScheduler } from './lib/scheduler';
import { createOperatorRegistry } from './operators/operator-registry';
import { operatorsRoutes } from './operators/operators.routes';
import { createSessionWallets } from './play/session-wallets';
import { playRoutes } from './play/play.routes';
import { createFailureReplays, type FailureReplays } from './replays/failure-replays';
import { replaysRoutes } from './replays/replays.routes';
import { resolveTiming, type SandboxTiming } from './sandbox-timing';
import { createPlaySessions } from './sessions/play-sessions';
import { createBackgroundDeliveries } from './wallet/background-delivery';
import { createDurableDelivery, resumePendingSettlements } from './wallet/durable-delivery';
import { createPendingJournal } from './wallet/pending-journal';
import { createWalletClient } from './wallet/wallet-client';

export type { FailureReplays, ReplayOptions, ReplayReport } from './replays/failure-replays';
export type { ReplayCase } from './replays/replay-cases';

export interface SandboxOptions {
  /** How browsers and the operator reach the sandbox, e.g. 'http://127.0.0.1:3100'. */
  publicUrl: string;
  /**
   * Keeps the key pair (aggregator-key.pem), the registered operators (operators.json) and what is
   * owed to them (pending-settlements.json); without it, memory only and a fresh key.
   */
  dataDir?: string;
  clock?: () => Date;
  timing?: Partial<SandboxTiming>;
  logger?: boolean;
}

export interface Sandbox {
  /** Not listening: the caller listens (or injects). */
  app: FastifyInstance;
  /** The sandbox's public key PEM: what Hub88 gives an operator out of band. */
  publicKey: string;
  registerOperator(operator: { walletUrl: string; publicKey: string }): { operatorId: number };
  replays: FailureReplays;
  /** Stops every timer (table results, sport results, lotto draws, wallet retries) and the app. */
  close(): Promise<void>;
  /** Resolves once no win or rollback is waiting for the operator's answer. */
  idle(): Promise<void>;
}

/**
 * A local stand-in for Hub88: it serves the Games API (game list, game URL) to registered
 * operators, plays the games on its own pages, and calls each operator's Wallet API exactly as
 * Hub88 does, signatures, retries and rollbacks included.
 */
export async function buildSandbox(options: SandboxOptions): Promise<Sandbox> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const clock = options.clock ?? (() => new Date());
  const timing = resolveTiming(options.timing);
  // close() ends kept-alive connections too, so a test suite that listens on the sandbox stops at once.
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  const logError = (message: string, error: unknown) => app.log.error({ err: error }, message);
  const scheduler = createTimerScheduler(logError);

  const keys = loadAggregatorKeys(options.dataDir);
  const operators = createOperatorRegistry(options.dataDir);
  const sessions = createPlaySessions();
  const client = createWalletClient({ privateKey: keys.privateKey, timeoutMs: timing.walletTimeoutMs });
  const background = createBackgroundDeliveries({ client, scheduler, retryDelaysMs: timing.retryDelaysMs, logError });
  const journal = createPendingJournal(options.dataDir);
  const deliverDurably = createDurableDelivery({ client, background, journal });
  const walletFor = createSessionWallets({ operators, client, deliverDurably, journal });
  const engineFor = createEngines({ scheduler, clock, timing });
  const replays = createFailureReplays({ sessions, operators, client, scheduler, clock, sportResultAfterMs: timing.sportResultAfterMs });

  keepRawJsonBody(app);
  // Hub88 answers every error as {error}; so does the sandbox, for its own failures too.
  app.setErrorHandler((error, _request, reply) => {
    const statusCode = typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 500) logError('request failed', error);
    return reply.status(statusCode).send({ error: statusCode >= 500 ? 'internal server error' : error instanceof Error ? error.message : 'bad request' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'not found' }));

  await app.register(gamesApiRoutes, { operators, sessions, publicUrl, clock });
  await app.register(operatorsRoutes, { operators, publicKey: keys.publicKey });
  await app.register(artRoutes);
  await app.register(playRoutes, { sessions, engineFor, walletFor });
  await app.register(replaysRoutes, { replays });
  resumePendingSettlements({ journal, operators, client, deliver: deliverDurably });

  return {
    app,
    publicKey: keys.publicKey,
    registerOperator: (operator) => ({ operatorId: operators.register(operator).operatorId }),
    replays,
    idle: () => background.idle(),
    async close() {
      scheduler.stop();
      await app.close();
    },
  };
}
