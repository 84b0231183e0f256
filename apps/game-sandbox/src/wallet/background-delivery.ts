import type { Scheduler } from '../lib/scheduler';
import type { Delivery, WalletCall, WalletClient } from './wallet-client';

/** Hub88 keeps retrying a win or rollback this many times in the background before it gives up. */
export const MAX_BACKGROUND_ATTEMPTS = 500;

/** The published backoff: 200 ms doubling, capped at a minute. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = Array.from({ length: 10 }, (_, index) => Math.min(200 * 2 ** index, 60_000));

export interface BackgroundDeliveries {
  /**
   * Delivers `call` (the same bytes each time) until it gets a logical answer, with the backoff
   * between attempts. Resolves with the answer, or with the last failure after the last attempt.
   */
  deliverUntilAnswered(call: WalletCall, firstAttempt?: Delivery): Promise<Delivery>;
  /** Counts `work` as waiting for an answer until it ends (a first delivery not yet known to fail). */
  track(work: Promise<unknown>): void;
  /** Resolves once nothing is waiting for an answer (tests wait for settlements with it). */
  idle(): Promise<void>;
}

/** The wait before background attempt `attempt` (0-based); past the end of the list, its last value. */
export function retryDelayMs(delaysMs: readonly number[], attempt: number): number {
  return delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 1000;
}

/**
 * Wins and rollbacks are never dropped: when the first delivery found no logical answer they are
 * retried in the background with exponential backoff, as Hub88's published policy does.
 */
export function createBackgroundDeliveries(deps: {
  client: WalletClient;
  scheduler: Scheduler;
  retryDelaysMs: readonly number[];
  logError: (message: string, error: unknown) => void;
}): BackgroundDeliveries {
  const pending = new Set<Promise<unknown>>();
  function track(work: Promise<unknown>): void {
    pending.add(work);
    const forget = () => pending.delete(work);
    work.then(forget, forget);
  }
  const wait = (delayMs: number) => new Promise<void>((resolve) => deps.scheduler.after(delayMs, resolve));

  async function retry(call: WalletCall, firstAttempt: Delivery | undefined): Promise<Delivery> {
    let delivery = firstAttempt ?? (await deps.client.deliver(call));
    for (let attempt = 0; delivery.kind !== 'answered' && attempt < MAX_BACKGROUND_ATTEMPTS; attempt += 1) {
      await wait(retryDelayMs(deps.retryDelaysMs, attempt));
      delivery = await deps.client.deliverOnce(call);
    }
    if (delivery.kind !== 'answered') deps.logError(`gave up on ${call.path} ${call.transactionUuid ?? ''}`, delivery);
    return delivery;
  }

  return {
    deliverUntilAnswered(call, firstAttempt) {
      const delivery = retry(call, firstAttempt);
      track(delivery);
      return delivery;
    },
    track,
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
