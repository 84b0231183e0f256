import { SLOT_MIN_SPIN_GAP_MS } from '@app/contract/house-games/slot';

/**
 * How long the spin button waits, in milliseconds. The server names the next spin time on its own
 * clock, which may differ from the phone's by minutes. When the server's time of the spin is known
 * (the round's createdAt) the wait is measured against it and no clock matters; otherwise against
 * the phone's clock. Either way it is capped at the gap the server enforces, so a phone running
 * late never locks the button for long, and one running early is answered by SPIN_TOO_SOON.
 */
export function spinWaitMs(nextSpinAt: string | null, serverNowIso: string | null, nowMs: number): number {
  if (!nextSpinAt) return 0;
  const fromMs = serverNowIso ? Date.parse(serverNowIso) : nowMs;
  const waitMs = Date.parse(nextSpinAt) - fromMs;
  if (Number.isNaN(waitMs)) return 0;
  return Math.min(Math.max(waitMs, 0), SLOT_MIN_SPIN_GAP_MS);
}
