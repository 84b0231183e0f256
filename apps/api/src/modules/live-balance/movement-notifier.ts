import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { onLedgerMovement } from '../ledger/ledger-movements';
import { encodeMovedAccounts, LEDGER_MOVED_CHANNEL } from './movement-payload';

/** How long movements are gathered before one NOTIFY tells them all. */
export const NOTIFY_EVERY_MS = 150;

/**
 * Tells every API instance which ledger accounts this one moved, by NOTIFY on its own statement
 * after the money's transaction committed, never inside it: a NOTIFY in a transaction takes a
 * lock at commit that lets only one notifying transaction of the whole database commit at a
 * time, which would put every money transaction in one queue. Instead the accounts moved during
 * NOTIFY_EVERY_MS are gathered and sent in one payload (or a few, for thousands of accounts).
 * Returns the function that stops, dropping what was not sent yet.
 */
export function startMovementNotifier(
  db: Database,
  { notifyEveryMs = NOTIFY_EVERY_MS, onError }: { notifyEveryMs?: number; onError: (error: unknown) => void },
) {
  let moved = new Set<number>();
  let timer: NodeJS.Timeout | undefined;

  const notify = async () => {
    timer = undefined;
    const payloads = encodeMovedAccounts(moved);
    moved = new Set();
    for (const payload of payloads) {
      // A lost notification only delays a page until its next own read; the money is unaffected.
      await db.execute(sql`select pg_notify(${LEDGER_MOVED_CHANNEL}, ${payload})`).catch(onError);
    }
  };

  const stopHearing = onLedgerMovement(db, (accountIds) => {
    for (const id of accountIds) moved.add(id);
    if (!timer) timer = setTimeout(() => void notify(), notifyEveryMs);
  });

  return () => {
    stopHearing();
    clearTimeout(timer);
    timer = undefined;
  };
}
