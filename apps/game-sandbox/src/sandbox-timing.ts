import { DEFAULT_RETRY_DELAYS_MS } from './wallet/background-delivery';

export interface SandboxTiming {
  /** A live table's result is revealed and settled this long after the bet. */
  casinoSettleMs: number;
  /** A fixture's result is published this long after its first bet. */
  sportResultAfterMs: number;
  /** Each lottery draws this often. */
  lottoDrawEveryMs: number;
  /** A wallet call with no answer by then is a network failure. */
  walletTimeoutMs: number;
  /** The waits between background retries of wins and rollbacks; past the end, the last one. */
  retryDelaysMs: number[];
}

export const DEFAULT_TIMING: SandboxTiming = {
  casinoSettleMs: 4_000,
  sportResultAfterMs: 120_000,
  lottoDrawEveryMs: 300_000,
  walletTimeoutMs: 1_000,
  retryDelaysMs: [...DEFAULT_RETRY_DELAYS_MS],
};

export function resolveTiming(timing: Partial<SandboxTiming> | undefined): SandboxTiming {
  const resolved = { ...DEFAULT_TIMING, ...timing };
  if (resolved.retryDelaysMs.length === 0) resolved.retryDelaysMs = [...DEFAULT_RETRY_DELAYS_MS];
  return resolved;
}
