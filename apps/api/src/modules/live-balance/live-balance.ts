import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { SessionLifetime } from '../../lib/session-policy';
import { BalanceWatchers } from './balance-watchers';

/** How often an open stream sends a comment, so proxies keep it open, and re-checks its session. */
export const HEARTBEAT_MS = 15_000;

/** This instance's live balance: who watches which account, and every stream it holds open. */
export class LiveBalance {
  readonly watchers = new BalanceWatchers();
  private readonly openStreams = new Set<() => void>();

  constructor(readonly deps: { db: Database; clock: Clock; lifetime: SessionLifetime; heartbeatMs: number }) {}

  /** Keeps a stream's end until it ends on its own; `endAll` calls it before the server closes. */
  hold(end: () => void): () => void {
    this.openStreams.add(end);
    return () => this.openStreams.delete(end);
  }

  /** Ends every open stream (the server is closing; the pages reconnect to another instance). */
  endAll(): void {
    for (const end of [...this.openStreams]) end();
  }

  get openStreamCount(): number {
    return this.openStreams.size;
  }
}
