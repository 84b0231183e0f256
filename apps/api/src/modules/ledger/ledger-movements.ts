import { runAfterCommit } from '../../db/after-commit';
import type { Database } from '../../db/client';

/** Told the ids of ledger accounts whose balance moved, once the movement has committed. */
export type MovementListener = (accountIds: readonly number[]) => void;

const listenersByDatabase = new WeakMap<Database, Set<MovementListener>>();

/**
 * Hears every committed movement written through `database` (this process's handle; other
 * processes' movements are not heard here). Returns the function that stops hearing.
 */
export function onLedgerMovement(database: Database, listener: MovementListener): () => void {
  let listeners = listenersByDatabase.get(database);
  if (!listeners) {
    listeners = new Set();
    listenersByDatabase.set(database, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Called by the two statements that move money (ledger_post_transfer through the ledger's
 * repository, and the provider wallet's wallet_move, which calls it in SQL) with the accounts they
 * may have moved. Listeners hear it after the transaction commits, so what they read is the new
 * balance; a replayed or refused movement may be told too, which only costs a read.
 */
export function announceMovement(db: Database, accountIds: readonly number[]): void {
  runAfterCommit(db, (database) => {
    for (const listener of listenersByDatabase.get(database) ?? []) listener(accountIds);
  });
}
