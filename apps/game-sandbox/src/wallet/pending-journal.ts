import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { HUB88_WALLET_PATHS } from '@app/contract/hub88/wallet';
import { readTextIfPresent, writeFileAtomically } from '../lib/json-file';

/**
 * What the sandbox still owes operators, kept in the data folder so a restart does not drop it:
 * bets taken whose round is not settled yet, and wins or rollbacks not yet answered. A restarted
 * sandbox sends the unanswered deliveries again (the same bytes) and rolls back the open bets,
 * whose rounds it can no longer finish.
 */
const openBetSchema = z.object({
  kind: z.literal('open-bet'),
  operatorId: z.number().int(),
  player: z.object({ user: z.string(), token: z.string(), gameCode: z.string() }),
  round: z.string(),
  betTransactionUuid: z.string(),
});

const deliverySchema = z.object({
  kind: z.literal('delivery'),
  operatorId: z.number().int(),
  path: z.enum(HUB88_WALLET_PATHS),
  rawBody: z.string(),
  requestUuid: z.string(),
  transactionUuid: z.string().optional(),
});

const entrySchema = z.discriminatedUnion('kind', [openBetSchema, deliverySchema]);
const storedSchema = z.array(z.object({ id: z.string(), entry: entrySchema }));

export type PendingEntry = z.infer<typeof entrySchema>;
export type OpenBetEntry = z.infer<typeof openBetSchema>;
export type DeliveryEntry = z.infer<typeof deliverySchema>;

export const PENDING_FILE = 'pending-settlements.json';

export interface PendingJournal {
  remember(entry: PendingEntry): string;
  forget(id: string): void;
  /** The open bet of a bet transaction, if it is still open. */
  findOpenBet(betTransactionUuid: string): string | undefined;
  entries(): { id: string; entry: PendingEntry }[];
}

export function createPendingJournal(dataDir: string | undefined): PendingJournal {
  const path = dataDir ? join(dataDir, PENDING_FILE) : undefined;
  const stored = path ? readTextIfPresent(path) : undefined;
  const entries = new Map(stored ? storedSchema.parse(JSON.parse(stored)).map(({ id, entry }) => [id, entry]) : []);
  const save = () => {
    if (path) writeFileAtomically(path, JSON.stringify([...entries].map(([id, entry]) => ({ id, entry }))));
  };
  return {
    remember(entry) {
      const id = randomUUID();
      entries.set(id, entry);
      save();
      return id;
    },
    forget(id) {
      if (entries.delete(id)) save();
    },
    findOpenBet(betTransactionUuid) {
      return [...entries].find(([, entry]) => entry.kind === 'open-bet' && entry.betTransactionUuid === betTransactionUuid)?.[0];
    },
    entries: () => [...entries].map(([id, entry]) => ({ id, entry })),
  };
}
