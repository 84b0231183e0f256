import { LIMIT_RAISE_DELAY_MS, type LimitChange } from '@app/contract/player-protection';

/** A change as limit-state reads it: one kind in one period, oldest first. */
export interface LimitChangeFact {
  id: number;
  change: LimitChange;
  amountSatang: number | null;
  createdAt: Date;
}

export interface PendingRaise {
  requestId: number;
  amountSatang: number | null;
  requestedAt: Date;
  confirmableAt: Date;
}

export interface LimitState {
  /** In force now; null: no limit. */
  limitSatang: number | null;
  pendingRaise: PendingRaise | null;
}

/**
 * A limit from its changes, oldest first: a lowering or a confirmed raise sets it; a request
 * waits, confirmable 24 hours after it was made, until it is confirmed or a newer change replaces it.
 */
export function limitStateOf(changes: readonly LimitChangeFact[]): LimitState {
  let state: LimitState = { limitSatang: null, pendingRaise: null };
  for (const change of changes) {
    if (change.change === 'raise_requested') {
      const confirmableAt = new Date(change.createdAt.getTime() + LIMIT_RAISE_DELAY_MS);
      state = { ...state, pendingRaise: { requestId: change.id, amountSatang: change.amountSatang, requestedAt: change.createdAt, confirmableAt } };
    } else {
      state = { limitSatang: change.amountSatang, pendingRaise: null };
    }
  }
  return state;
}

/** How a wanted amount changes a limit: at once when it is tighter, after a wait when it is looser. */
export function changeFor(current: number | null, wanted: number | null): 'lowered' | 'raise_requested' | 'same' {
  if (wanted === current) return 'same';
  if (wanted === null) return 'raise_requested';
  if (current === null || wanted < current) return 'lowered';
  return 'raise_requested';
}
