import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { rewardCategories, rewardItems, rewardRequests } from '../../db/schema/rewards';

export type RewardCategoryRow = typeof rewardCategories.$inferSelect;
export type RewardItemRow = typeof rewardItems.$inferSelect;
export type RewardRequestRow = typeof rewardRequests.$inferSelect;

export async function listCategories(db: Database, brandId: string): Promise<(RewardCategoryRow & { itemCount: number })[]> {
  const rows = await db
    .select({ category: rewardCategories, itemCount: sql<number>`count(${rewardItems.id})::int` })
    .from(rewardCategories)
    .leftJoin(rewardItems, and(eq(rewardItems.categoryId, rewardCategories.id), eq(rewardItems.isEnabled, true)))
    .where(eq(rewardCategories.brandId, brandId))
    .groupBy(rewardCategories.id)
    .orderBy(asc(rewardCategories.sortOrder), asc(rewardCategories.name));
  return rows.map((row) => ({ ...row.category, itemCount: row.itemCount }));
}

export async function listEnabledItems(db: Database, brandId: string, categoryId?: string): Promise<RewardItemRow[]> {
  return db
    .select()
    .from(rewardItems)
    .where(and(eq(rewardItems.brandId, brandId), eq(rewardItems.isEnabled, true), categoryId ? eq(rewardItems.categoryId, categoryId) : undefined))
    .orderBy(asc(rewardItems.sortOrder), asc(rewardItems.costPoints));
}

/** The item, locked for the rest of the transaction so its stock is taken down by one request at a time. */
export async function lockItem(db: Database, brandId: string, itemId: string): Promise<RewardItemRow | undefined> {
  const [row] = await db
    .select()
    .from(rewardItems)
    .where(and(eq(rewardItems.id, itemId), eq(rewardItems.brandId, brandId)))
    .for('update');
  return row;
}

/** Takes a limited item's stock down (a redemption) or back up (a rejected request); an unlimited item is left as it is. */
export async function changeStock(db: Database, itemId: string, change: -1 | 1): Promise<void> {
  await db
    .update(rewardItems)
    .set({ stockLeft: sql`${rewardItems.stockLeft} + ${change}` })
    .where(and(eq(rewardItems.id, itemId), isNotNull(rewardItems.stockLeft)));
}

export async function findRequestByKey(db: Database, memberId: string, idempotencyKey: string): Promise<RewardRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(rewardRequests)
    .where(and(eq(rewardRequests.memberId, memberId), eq(rewardRequests.idempotencyKey, idempotencyKey)));
  return row;
}

export async function insertRequest(db: Database, request: typeof rewardRequests.$inferInsert): Promise<RewardRequestRow> {
  const [row] = await db.insert(rewardRequests).values(request).returning();
  if (!row) throw new Error('insert into reward_requests returned no row');
  return row;
}

export async function listRequests(db: Database, memberId: string, limit: number): Promise<RewardRequestRow[]> {
  return db.select().from(rewardRequests).where(eq(rewardRequests.memberId, memberId)).orderBy(desc(rewardRequests.createdAt)).limit(limit);
}

export async function listPendingRequests(db: Database, brandId: string): Promise<(RewardRequestRow & { username: string })[]> {
  const rows = await db
    .select({ request: rewardRequests, username: members.username })
    .from(rewardRequests)
    .innerJoin(members, eq(members.id, rewardRequests.memberId))
    .where(and(eq(rewardRequests.brandId, brandId), eq(rewardRequests.status, 'pending')))
    .orderBy(asc(rewardRequests.createdAt))
    .limit(200);
  return rows.map((row) => ({ ...row.request, username: row.username }));
}

/** Moves a pending request to its decision; undefined when it is not pending (or not the brand's) any more. */
export async function decidePendingRequest(
  db: Database,
  brandId: string,
  requestId: string,
  decision: { status: 'fulfilled' | 'rejected'; note: string; decidedAt: Date },
): Promise<RewardRequestRow | undefined> {
  const [row] = await db
    .update(rewardRequests)
    .set(decision)
    .where(and(eq(rewardRequests.id, requestId), eq(rewardRequests.brandId, brandId), eq(rewardRequests.status, 'pending')))
    .returning();
  return row;
}

export async function findRequest(db: Database, brandId: string, requestId: string): Promise<RewardRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(rewardRequests)
    .where(and(eq(rewardRequests.id, requestId), eq(rewardRequests.brandId, brandId)));
  return row;
}
