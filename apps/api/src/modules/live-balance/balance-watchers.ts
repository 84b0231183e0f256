/**
 * The open balance streams of this instance, by the ledger account each one shows. Told the
 * accounts that moved (by any instance, through the ledger_moved notifications), it wakes the
 * streams that show one of them.
 */
export class BalanceWatchers {
  private readonly byAccount = new Map<number, Set<() => void>>();

  /** Calls `onMove` whenever `accountId` may have moved; returns the function that stops. */
  watch(accountId: number, onMove: () => void): () => void {
    let watchers = this.byAccount.get(accountId);
    if (!watchers) {
      watchers = new Set();
      this.byAccount.set(accountId, watchers);
    }
    watchers.add(onMove);
    return () => {
      watchers.delete(onMove);
      if (watchers.size === 0) this.byAccount.delete(accountId);
    };
  }

  moved(accountIds: Iterable<number>): void {
    for (const id of accountIds) {
      for (const onMove of this.byAccount.get(id) ?? []) onMove();
    }
  }

  /** Wakes every stream: movements may have been missed while the notifications were not heard. */
  movedAll(): void {
    for (const watchers of this.byAccount.values()) {
      for (const onMove of watchers) onMove();
    }
  }

  get accountCount(): number {
    return this.byAccount.size;
  }
}
