import type { DatabaseHandle } from '../../db/client';
import type { BalanceWatchers } from './balance-watchers';
import { decodeMovedAccounts, LEDGER_MOVED_CHANNEL } from './movement-payload';

/**
 * Wakes this instance's balance streams for every movement any instance (this one included)
 * announces on ledger_moved, heard as the brand change feed hears brand changes
 * (DatabaseHandle.listen: a connection of its own on PostgreSQL, reconnected when lost). Listening
 * again after a loss wakes every stream, since what moved meanwhile was not heard. Returns the
 * function that stops following.
 */
export function followLedgerMovements(database: Pick<DatabaseHandle, 'listen'>, watchers: BalanceWatchers): Promise<() => Promise<void>> {
  return database.listen(LEDGER_MOVED_CHANNEL, {
    onNotify: (payload) => watchers.moved(decodeMovedAccounts(payload)),
    onListening: () => watchers.movedAll(),
    onLost: () => undefined,
  });
}
