import type { z } from 'zod';
import {
  isItemCreditConsistent,
  ITEM_CREDIT_MESSAGE,
  type AdminRewardItem,
  type createRewardItemRequestSchema,
  type updateRewardItemRequestSchema,
} from '@app/contract/admin-loyalty';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { lockItem, type RewardItemRow } from '../reward-catalogue/reward-catalogue.repo';
import { findCategory, insertItem, listBrandItems, updateItem, type ItemChanges } from './catalogue-admin.repo';
import { assertBrandExists, auditLoyaltyChange, type LoyaltyAction } from './loyalty-action';

type NewItem = z.infer<typeof createRewardItemRequestSchema>;
type ItemPatch = z.infer<typeof updateRewardItemRequestSchema>;

export function toAdminItem(row: RewardItemRow): AdminRewardItem {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    imagePath: row.imageKey,
    kind: row.kind,
    costPoints: row.costPoints,
    creditSatang: row.creditSatang,
    stockLeft: row.stockLeft,
    isActive: row.isEnabled,
    sortOrder: row.sortOrder,
  };
}

export async function listAdminItems(db: Database, brandId: string, categoryId?: string): Promise<AdminRewardItem[]> {
  await assertBrandExists(db, brandId);
  return (await listBrandItems(db, brandId, categoryId)).map(toAdminItem);
}

/** An item goes only into a category of its own brand: the foreign key alone would accept another brand's. */
async function assertOwnCategory(tx: Database, brandId: string, categoryId: string): Promise<void> {
  if (!(await findCategory(tx, brandId, categoryId))) throw new AppError('VALIDATION_FAILED', { field: 'categoryId', message: 'ไม่พบหมวดหมู่นี้' });
}

function audit(tx: Database, action: LoyaltyAction, brandId: string, verb: 'create' | 'update', before: RewardItemRow | null, after: RewardItemRow) {
  return auditLoyaltyChange(tx, action, {
    brandId,
    action: `reward_item.${verb}`,
    targetType: 'reward_item',
    targetId: after.id,
    before: before ? toAdminItem(before) : null,
    after: toAdminItem(after),
  });
}

export async function createItem(action: LoyaltyAction, brandId: string, input: NewItem): Promise<AdminRewardItem> {
  await assertBrandExists(action.db, brandId);
  return runInTransaction(action.db, async (tx) => {
    await assertOwnCategory(tx, brandId, input.categoryId);
    const row = await insertItem(tx, {
      brandId,
      categoryId: input.categoryId,
      name: input.name,
      description: input.description,
      imageKey: input.imagePath,
      kind: input.kind,
      costPoints: input.costPoints,
      creditSatang: input.creditSatang,
      stockLeft: input.stockLeft,
      isEnabled: input.isActive,
      sortOrder: input.sortOrder,
    });
    await audit(tx, action, brandId, 'create', null, row);
    return toAdminItem(row);
  });
}

/**
 * Changes the fields named, under the item's row lock (the one redemptions take), so a stock
 * set here and a member's redemption never overwrite each other. The result must still pair
 * kind and credit as a new item must. Changing nothing writes nothing.
 */
export async function changeItem(action: LoyaltyAction, brandId: string, itemId: string, patch: ItemPatch): Promise<AdminRewardItem> {
  return runInTransaction(action.db, async (tx) => {
    const before = await lockItem(tx, brandId, itemId);
    if (!before) throw new AppError('NOT_FOUND');
    const changes: ItemChanges = {
      ...(patch.categoryId === undefined ? {} : { categoryId: patch.categoryId }),
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.description === undefined ? {} : { description: patch.description }),
      ...(patch.imagePath === undefined ? {} : { imageKey: patch.imagePath }),
      ...(patch.kind === undefined ? {} : { kind: patch.kind }),
      ...(patch.costPoints === undefined ? {} : { costPoints: patch.costPoints }),
      ...(patch.creditSatang === undefined ? {} : { creditSatang: patch.creditSatang }),
      ...(patch.stockLeft === undefined ? {} : { stockLeft: patch.stockLeft }),
      ...(patch.isActive === undefined ? {} : { isEnabled: patch.isActive }),
      ...(patch.sortOrder === undefined ? {} : { sortOrder: patch.sortOrder }),
    };
    if (!Object.entries(changes).some(([key, value]) => Reflect.get(before, key) !== value)) return toAdminItem(before);
    if (!isItemCreditConsistent({ ...before, ...changes })) throw new AppError('VALIDATION_FAILED', { field: 'creditSatang', message: ITEM_CREDIT_MESSAGE });
    if (changes.categoryId !== undefined && changes.categoryId !== before.categoryId) await assertOwnCategory(tx, brandId, changes.categoryId);
    const after = await updateItem(tx, itemId, changes);
    await audit(tx, action, brandId, 'update', before, after);
    return toAdminItem(after);
  });
}
