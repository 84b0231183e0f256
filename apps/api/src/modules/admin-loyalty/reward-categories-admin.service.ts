import type { z } from 'zod';
import type { AdminRewardCategory, createRewardCategoryRequestSchema, updateRewardCategoryRequestSchema } from '@app/contract/admin-loyalty';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { RewardCategoryRow } from '../reward-catalogue/reward-catalogue.repo';
import { insertCategory, listCategoriesWithCounts, lockCategory, updateCategory, type CategoryChanges, type CategoryWithCount } from './catalogue-admin.repo';
import { assertBrandExists, auditLoyaltyChange, type LoyaltyAction } from './loyalty-action';

type NewCategory = z.infer<typeof createRewardCategoryRequestSchema>;
type CategoryPatch = z.infer<typeof updateRewardCategoryRequestSchema>;

function toAdminCategory(row: CategoryWithCount): AdminRewardCategory {
  return { id: row.id, name: row.name, imagePath: row.imageKey, sortOrder: row.sortOrder, itemCount: row.itemCount };
}

/** The audit log keeps the category's own fields, not its item count. */
const snapshot = (row: RewardCategoryRow) => ({ id: row.id, name: row.name, imagePath: row.imageKey, sortOrder: row.sortOrder });

async function describeCategory(db: Database, brandId: string, categoryId: string): Promise<AdminRewardCategory> {
  const [row] = await listCategoriesWithCounts(db, brandId, categoryId);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminCategory(row);
}

export async function listAdminCategories(db: Database, brandId: string): Promise<AdminRewardCategory[]> {
  await assertBrandExists(db, brandId);
  return (await listCategoriesWithCounts(db, brandId)).map(toAdminCategory);
}

export async function createCategory(action: LoyaltyAction, brandId: string, input: NewCategory): Promise<AdminRewardCategory> {
  await assertBrandExists(action.db, brandId);
  return runInTransaction(action.db, async (tx) => {
    const row = await insertCategory(tx, { brandId, name: input.name, imageKey: input.imagePath, sortOrder: input.sortOrder });
    await auditLoyaltyChange(tx, action, {
      brandId,
      action: 'reward_category.create',
      targetType: 'reward_category',
      targetId: row.id,
      before: null,
      after: snapshot(row),
    });
    return toAdminCategory({ ...row, itemCount: 0 });
  });
}

/** Changes the fields named; changing nothing writes nothing. */
export async function changeCategory(action: LoyaltyAction, brandId: string, categoryId: string, patch: CategoryPatch): Promise<AdminRewardCategory> {
  return runInTransaction(action.db, async (tx) => {
    const before = await lockCategory(tx, brandId, categoryId);
    if (!before) throw new AppError('NOT_FOUND');
    const changes: CategoryChanges = {
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.imagePath === undefined ? {} : { imageKey: patch.imagePath }),
      ...(patch.sortOrder === undefined ? {} : { sortOrder: patch.sortOrder }),
    };
    if (Object.entries(changes).some(([key, value]) => Reflect.get(before, key) !== value)) {
      const after = await updateCategory(tx, categoryId, changes);
      await auditLoyaltyChange(tx, action, {
        brandId,
        action: 'reward_category.update',
        targetType: 'reward_category',
        targetId: categoryId,
        before: snapshot(before),
        after: snapshot(after),
      });
    }
    return describeCategory(tx, brandId, categoryId);
  });
}
