import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { BALANCE_EVENT, BALANCE_STREAM_PATH } from '@app/contract/live-balance';
import { balanceEventSchema } from '@app/contract/user';
import { applyFailureRules, isSessionFailure } from '@/lib/api-client';
import type { ApiReply } from '@/lib/api-reply';
import { readMemberEventStream } from '@/lib/member-event-stream';
import { CREDIT_CACHE_KEY } from '../api/get-credit';
import { showPushedCreditApi } from '../api/show-pushed-credit';

/** Waits before reconnecting: doubling from the first, never above the last, each with some jitter. */
export const RECONNECT_MS = { first: 1_000, max: 30_000 };

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** What this hook dispatches: plain actions, and the credit slot's mutation thunk. */
type CreditDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

async function followBalance(dispatch: CreditDispatch, signal: AbortSignal): Promise<void> {
  let delayMs = RECONNECT_MS.first;
  while (!signal.aborted) {
    const end = await readMemberEventStream(BALANCE_STREAM_PATH, {
      signal,
      onEvent: (event) => {
        if (event.event !== BALANCE_EVENT) return;
        const raw: unknown = JSON.parse(event.data);
        const balance = import.meta.env.DEV ? balanceEventSchema.parse(raw) : (raw as ApiReply<typeof balanceEventSchema>);
        void dispatch(showPushedCreditApi.endpoints.showPushedCredit.initiate(balance, { fixedCacheKey: CREDIT_CACHE_KEY }));
        delayMs = RECONNECT_MS.first;
      },
    });
    if (signal.aborted) return;
    if (end.kind === 'refused') {
      // The session is over: the same rules as any call (back to the login page). A server
      // without the stream (404) will not grow one by asking again.
      if (isSessionFailure(end.failure)) applyFailureRules(end.failure, { path: BALANCE_STREAM_PATH }, dispatch);
      if (isSessionFailure(end.failure) || end.failure.status === 404) return;
    }
    await wait(delayMs * (0.75 + Math.random() / 2), signal);
    delayMs = Math.min(delayMs * 2, RECONNECT_MS.max);
  }
}

/**
 * Keeps the credit of every display on the page current while a member is signed in: one
 * stream per page, whose balance goes to the credit slot every display reads. A movement
 * anywhere (a game in another tab, a deposit approved, an operator's adjustment) shows within a
 * second. A lost stream is opened again with backoff; logging out (the member shell leaves) stops it.
 */
export function useLiveCredit(username: string | null): void {
  const dispatch = useDispatch<CreditDispatch>();
  useEffect(() => {
    if (!username) return;
    const controller = new AbortController();
    void followBalance(dispatch, controller.signal);
    return () => controller.abort();
  }, [dispatch, username]);
}
