import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw-query';
import { onLedgerMovement } from '../modules/ledger/ledger-movements';

/**
 * Checks that every member account a test moved was announced to the live balance
 * (ledger-movements.ts): every API test app runs this, so a new way of moving money that skips
 * the announcement fails whichever test first moves money through it, naming the transfer kind.
 * Each posting on a member account needs an announcement of its own: a member whose account was
 * announced once (funded by a fixture) and then moved unannounced is caught too.
 */
export async function watchAnnouncedMovements(db: Database) {
  const [start] = await queryRows<{ last_entry_id: number | null }>(db, sql`select max(id) as last_entry_id from ledger_entries`);
  const lastEntryIdBefore = start?.last_entry_id ?? 0;
  const announcements = new Map<number, number>();
  const stopHearing = onLedgerMovement(db, (accountIds) => {
    for (const id of accountIds) announcements.set(id, (announcements.get(id) ?? 0) + 1);
  });
  return {
    async assertAllAnnounced(): Promise<void> {
      stopHearing();
      const moved = await queryRows<{ account_id: number; kind: string }>(
        db,
        sql`select e.account_id, t.kind from ledger_entries e
          join ledger_accounts a on a.id = e.account_id and a.member_id is not null
          join ledger_transfers t on t.id = e.transfer_id
          where e.id > ${lastEntryIdBefore}`,
      );
      const postings = new Map<number, number>();
      for (const row of moved) postings.set(row.account_id, (postings.get(row.account_id) ?? 0) + 1);
      const unannounced = moved.filter((row) => (announcements.get(row.account_id) ?? 0) < (postings.get(row.account_id) ?? 0));
      if (unannounced.length > 0) {
        const kinds = [...new Set(unannounced.map((row) => row.kind))].join(', ');
        throw new Error(`member accounts moved without telling the live balance (transfer kinds: ${kinds}): see modules/ledger/ledger-movements.ts`);
      }
    },
  };
}
