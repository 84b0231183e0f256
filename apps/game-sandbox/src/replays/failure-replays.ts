import type { OperatorRegistry } from '../operators/operator-registry';
import type { PlaySessions } from '../sessions/play-sessions';
import type { Scheduler } from '../lib/scheduler';
import { balanceRequest } from '../wallet/wallet-requests';
import type { WalletClient } from '../wallet/wallet-client';
import { REPLAY_CASES, type ReplayCase } from './replay-cases';
import { createReplayRecorder, type ReplayCall } from './replay-recorder';

export interface ReplayReport {
  case: ReplayCase;
  calls: ReplayCall[];
  /** The balance before the case (user/balance), when the operator answered one. */
  initialBalanceUnits: number | null;
  /** The balance after it: a final user/balance, else the last balance any answer carried. */
  finalBalanceUnits: number | null;
  /** The change the operator must end with if it handled every delivery right. */
  expectedDeltaUnits: number;
}

export interface ReplayOptions {
  /** win-after-close: called after the session closed and before the win (the caller moves the operator's clock). */
  beforeWin?: () => unknown;
  /** win-after-close without `beforeWin`: how long to wait before the win (default: sportResultAfterMs). */
  winDelayMs?: number;
}

export interface FailureReplays {
  /** Runs one scripted failure sequence against the operator of a REAL play session. */
  run(replayCase: ReplayCase, sessionId: string, options?: ReplayOptions): Promise<ReplayReport>;
}

export class ReplayRefused extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Hub88's worst days, on demand: duplicate deliveries, a rollback before its bet, a timeout and
 * its retry, a win after the session ended, and a storm of all of them out of order. The
 * operator's own tests run these against its wallet and check the balance it ends with.
 */
export function createFailureReplays(deps: {
  sessions: PlaySessions;
  operators: OperatorRegistry;
  client: WalletClient;
  scheduler: Scheduler;
  clock: () => Date;
  sportResultAfterMs: number;
}): FailureReplays {
  return {
    async run(replayCase, sessionId, options = {}) {
      const session = deps.sessions.find(sessionId);
      if (!session) throw new ReplayRefused(404, 'session not found');
      if (session.mode !== 'real') throw new ReplayRefused(400, 'replays need a real play session (made by game/url with a token)');
      const operator = deps.operators.find(session.operatorId);
      if (!operator) throw new ReplayRefused(404, 'operator not found');
      const player = { user: session.user, token: session.token, gameCode: session.gameCode };
      const recorder = createReplayRecorder(deps.client, operator);
      const readBalance = async () => {
        const delivery = await recorder.withRetries(recorder.prepare('user/balance', balanceRequest(player)));
        return delivery.kind === 'answered' && delivery.answer.status === 'RS_OK' ? (delivery.answer.balance ?? null) : null;
      };

      const initialBalanceUnits = await readBalance();
      const { expectedDeltaUnits } = await REPLAY_CASES[replayCase]({
        recorder,
        player,
        closeSession: () => deps.sessions.close(session.id, deps.clock()),
        async waitBeforeWin() {
          if (options.beforeWin) await options.beforeWin();
          else await new Promise<void>((resolve) => deps.scheduler.after(options.winDelayMs ?? deps.sportResultAfterMs, resolve));
        },
      });
      const lastCarried = [...recorder.calls].reverse().find((call) => call.balance !== undefined)?.balance ?? null;
      const finalBalanceUnits = (await readBalance()) ?? lastCarried;
      return { case: replayCase, calls: recorder.calls, initialBalanceUnits, finalBalanceUnits, expectedDeltaUnits };
    },
  };
}
