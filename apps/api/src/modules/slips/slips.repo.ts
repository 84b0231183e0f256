import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { slipRequests } from '../../db/schema/slips';

export type SlipRequestRow = typeof slipRequests.$inferSelect;

export async function insertSlipRequest(db: Database, request: typeof slipRequests.$inferInsert): Promise<SlipRequestRow> {
  const [row] = await db.insert(slipRequests).values(request).returning();
  if (!row) throw new Error('insert into slip_requests returned no row');
  return row;
}

export async function listMemberSlipRequests(db: Database, memberId: string, limit: number) {
  return db
    .select({
      id: slipRequests.id,
      status: slipRequests.status,
      sendingBank: slipRequests.sendingBank,
      transRef: slipRequests.transRef,
      note: slipRequests.note,
      createdAt: slipRequests.createdAt,
    })
    .from(slipRequests)
    .where(eq(slipRequests.memberId, memberId))
    .orderBy(desc(slipRequests.createdAt))
    .limit(limit);
}
