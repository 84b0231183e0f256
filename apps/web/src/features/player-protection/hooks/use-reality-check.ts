import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetRealityCheckSessionQuery } from '../api/get-reality-check-session';
import { dueReminderAt, nextReminderAt, type RealityCheckTimes } from '../reality-check-schedule';
import { readAnsweredReminderAt, storeAnsweredReminderAt } from '../reality-check-storage';

const MINUTE_MS = 60_000;
/** A first read that failed is tried again this often: without it no reminder can be timed. */
const RETRY_FIRST_READ_MS = MINUTE_MS;

/** The session's times, and how far this device's clock is behind the server's. */
interface SessionClock extends RealityCheckTimes {
  serverAheadMs: number;
}

export interface OpenReminder {
  /** The server time the reminder fell due: what "continue" answers. */
  reminderAtMs: number;
  /** How long the session had lasted when the reminder opened. */
  elapsedMs: number;
  /** This device's clock when it opened: a read of the session older than this is not shown. */
  openedAtMs: number;
}

/**
 * Times the reality checks of a game page from the session's start on the server. The server's
 * clock is read once per page (with the session's first read) and the device's own clock counts
 * from there, so a reload or a wrong clock never moves a reminder. A reminder opens the dialog and
 * reads the session again, for the net result as it is now.
 */
export function useRealityCheck() {
  const session = useGetRealityCheckSessionQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data, fulfilledTimeStamp, isError, refetch } = session;
  const [serverAheadMs, setServerAheadMs] = useState<number | null>(null);
  const [reminder, setReminder] = useState<OpenReminder | null>(null);

  // The first read sets the device's distance from the server's clock for the page's life; later
  // reads refresh the money (and the interval, should it change).
  if (serverAheadMs === null && data && fulfilledTimeStamp !== undefined) setServerAheadMs(Date.parse(data.now) - fulfilledTimeStamp);
  const sessionStartedAt = data?.sessionStartedAt;
  const intervalMinutes = data?.intervalMinutes;
  const clock = useMemo<SessionClock | null>(
    () =>
      sessionStartedAt === undefined || intervalMinutes === undefined || serverAheadMs === null
        ? null
        : { sessionStartedAtMs: Date.parse(sessionStartedAt), intervalMs: intervalMinutes * MINUTE_MS, serverAheadMs },
    [sessionStartedAt, intervalMinutes, serverAheadMs],
  );

  useEffect(() => {
    if (clock || !isError) return;
    const timer = window.setTimeout(() => void refetch(), RETRY_FIRST_READ_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [clock, isError, refetch]);

  useEffect(() => {
    if (!clock || reminder) return;
    const open = (reminderAtMs: number) => {
      const openedAtMs = Date.now();
      setReminder({ reminderAtMs, elapsedMs: openedAtMs + clock.serverAheadMs - clock.sessionStartedAtMs, openedAtMs });
      void refetch();
    };
    const serverNowMs = Date.now() + clock.serverAheadMs;
    const due = dueReminderAt(clock, serverNowMs, readAnsweredReminderAt());
    if (due !== null) {
      open(due);
      return;
    }
    const next = nextReminderAt(clock, serverNowMs);
    const timer = window.setTimeout(() => {
      open(next);
    }, next - serverNowMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [clock, reminder, refetch]);

  /** Closes the dialog until the next reminder, on this page and every other. */
  const continuePlaying = useCallback(() => {
    if (reminder) storeAnsweredReminderAt(reminder.reminderAtMs);
    setReminder(null);
  }, [reminder]);

  const isFresh = reminder !== null && !session.isFetching && fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= reminder.openedAtMs;
  return {
    reminder,
    /** The session as read since the reminder opened; undefined while it is read again. */
    play: isFresh ? data : undefined,
    playError: reminder !== null && !session.isFetching && isError ? session.error : undefined,
    retryPlay: () => void refetch(),
    continuePlaying,
  };
}
