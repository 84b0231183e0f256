import { useRef, useState } from 'react';
import type { Reward } from '@app/contract/rewards/reward';
import { getErrorMessage, isApiFailure } from '@/lib/api-client';
import { useCheckInMutation } from '../api/check-in';

export type CheckInOutcome =
  | { kind: 'rewarded'; reward: Reward }
  /** The server says today is done already (another tab, a retried request): shown as a note, not an error. */
  | { kind: 'already'; message: string }
  | { kind: 'failed'; message: string };

interface CheckInAction {
  checkIn: () => void;
  isPending: boolean;
  outcome: CheckInOutcome | null;
}

/**
 * Sends one check-in per press and tells how it went. `onBalanceMayHaveChanged` is called when the
 * credit may have moved (a reward paid, or a request that got no answer and may have been paid);
 * `refetchState` when the state on screen may be stale.
 */
export function useCheckInAction({ onBalanceMayHaveChanged, refetchState }: { onBalanceMayHaveChanged: () => void; refetchState: () => void }): CheckInAction {
  const [sendCheckIn, { isLoading }] = useCheckInMutation();
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  // Two taps can land before React renders the first one's loading state; the check-in goes out once.
  const isSendingRef = useRef(false);

  const checkIn = async () => {
    if (isSendingRef.current) return;
    isSendingRef.current = true;
    setOutcome(null);
    try {
      const result = await sendCheckIn().unwrap();
      setOutcome({ kind: 'rewarded', reward: result.gameValue });
      onBalanceMayHaveChanged();
    } catch (error) {
      const message = getErrorMessage(error);
      if (isApiFailure(error) && error.code === 'ALREADY_CHECKED_IN') {
        setOutcome({ kind: 'already', message });
        refetchState();
        onBalanceMayHaveChanged();
      } else {
        setOutcome({ kind: 'failed', message });
        // A closed check-in hides itself once the state says so; a request without an answer may
        // have been paid, and the state and the balance then tell.
        if (isApiFailure(error) && (error.code === 'CHECK_IN_CLOSED' || error.kind !== 'http')) {
          refetchState();
          if (error.kind !== 'http') onBalanceMayHaveChanged();
        }
      }
    } finally {
      isSendingRef.current = false;
    }
  };

  return {
    checkIn: () => void checkIn(),
    isPending: isLoading,
    outcome,
  };
}
