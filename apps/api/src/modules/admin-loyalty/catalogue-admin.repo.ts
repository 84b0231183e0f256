import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rewardCategories, rewardItems } from '../../db/schema/rewards';
import type { RewardCategoryRow, RewardItemRow } from '../reward-catalogue/reward-catalogue.repo';

export type CategoryWithCount = RewardCategoryRow & { itemCount: number };
export type CategoryChanges = Partial<Pick<RewardCategoryRow, 'name' | 'imageKey' | 'sortOrder'>>;
export type ItemChanges = Partial<Omit<RewardItemRow, 'id' | 'brandId'>>;

const categoryWithCount = { category: rewardCategories, itemCount: sql<number>`count(${rewardItems.id})::int` };

/** The brand's categories with the number of items in each, active or not, in the members' order. */
export async function listCategoriesWithCounts(db: Database, brandId: string, categoryId?: string): Promise<CategoryWithCount[]> {
  const rows = await db
    .select(categoryWithCount)
    .from(rewardCategories)
    .leftJoin(rewardItems, eq(rewardItems.categoryId, rewardCategories.id))
    .where(and(eq(rewardCategories.brandId, brandId), categoryId ? eq(rewardCategories.id, categoryId) : undefined))
    .groupBy(rewardCategories.id)
    .orderBy(asc(rewardCategories.sortOrder), asc(rewardCategories.name));
  return rows.map((row) => ({ ...row.category, itemCount: row.itemCount }));
}

/** The brand's category; a category never changes brand, so a plain read is enough to check an item's. */
export async function findCategory(db: Database, brandId: string, categoryId: string): Promise<RewardCategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(rewardCategories)
    .where(and(eq(rewardCategories.id, categoryId), eq(rewardCategories.brandId, brandId)));
  return row;
}

export async function lockCategory(db: Database, brandId: string, categoryId: string): Promise<RewardCategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(rewardCategories)
    .where(and(eq(rewardCategories.id, categoryId), eq(rewardCategories.brandId, brandId)))
    .for('update');
  return row;
}

export async function insertCategory(db: Database, category: typeof rewardCategories.$inferInsert): Promise<RewardCategoryRow> {
  const [row] = await db.insert(rewardCategories).values(category).returning();
  if (!row) throw new Error('insert into reward_categories returned no row');
  return row;
}

export async function updateCategory(db: Database, categoryId: string, changes: CategoryChanges): Promise<RewardCategoryRow> {
  const [row] = await db.update(rewardCategories).set(changes).where(eq(rewardCategories.id, categoryId)).returning();
  if (!row) throw new Error(`reward category ${categoryId} does not exist`);
  return row;
}

/** Every item of the brand (or of one of its categories), active or not, in the members' order. */
export async function listBrandItems(db: Database, brandId: string, categoryId?: string): Promise<RewardItemRow[]> {
  return db
    .select()
    .from(rewardItems)
    .where(and(eq(rewardItems.brandId, brandId), categoryId ? eq(rewardItems.categoryId, categoryId) : undefined))
    .orderBy(asc(rewardItems.sortOrder), asc(rewardItems.costPoints), asc(rewardItems.id));
}

export async function insertItem(db: Database, item: typeof rewardItems.$inferInsert): Promise<RewardItemRow> {
  const [row] = await db.insert(rewardItems).values(item).returning();
  if (!row) throw new Error('insert into reward_items returned no row');
  return row;
}

export async function updateItem(db: Database, itemId: string, changes: ItemChanges): Promise<RewardItemRow> {
  const [row] = await db.update(rewardItems).set(changes).where(eq(rewardItems.id, itemId)).returning();
  if (!row) throw new Error(`reward item ${itemId} does not exist`);
  return row;
}
