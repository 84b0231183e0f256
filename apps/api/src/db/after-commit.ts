import type { Database } from './client';

/** What an open transaction runs once it commits, and the handle it was opened on. */
interface OpenTransaction {
  database: Database;
  callbacks: Array<(database: Database) => void>;
}

const openTransactions = new WeakMap<Database, OpenTransaction>();

/**
 * Runs `callback` once what `db` wrote is visible to everyone: after the outermost transaction
 * commits when `db` is a transaction's handle (never, when it rolls back), at once otherwise (a
 * statement outside a transaction has committed when it returns). The callback is given the
 * database handle the transaction was opened on.
 */
export function runAfterCommit(db: Database, callback: (database: Database) => void): void {
  const transaction = openTransactions.get(db);
  if (transaction) transaction.callbacks.push(callback);
  else callback(db);
}

/**
 * Makes every transaction opened on `database`, and every one nested in it, collect the
 * runAfterCommit callbacks of its statements and run them after the outermost commit. A nested
 * transaction's savepoint may roll back while the outer one commits: its callbacks still run,
 * which is harmless for callbacks that only tell that something may have changed.
 */
export function trackCommits(database: Database): void {
  const openTransaction = database.transaction.bind(database);
  database.transaction = async (work, config) => {
    const transaction: OpenTransaction = { database, callbacks: [] };
    const result = await openTransaction((tx) => {
      joinTransaction(tx, transaction);
      return work(tx);
    }, config);
    for (const callback of transaction.callbacks) callback(database);
    return result;
  };
}

function joinTransaction(tx: Database, transaction: OpenTransaction): void {
  openTransactions.set(tx, transaction);
  const openNested = tx.transaction.bind(tx);
  tx.transaction = (work, config) =>
    openNested((nested) => {
      joinTransaction(nested, transaction);
      return work(nested);
    }, config);
}
