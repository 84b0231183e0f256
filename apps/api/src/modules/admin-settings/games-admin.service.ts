import type { z } from 'zod';
import type { AdminGame, adminGameQuerySchema, updateGameRequestSchema } from '@app/contract/admin-settings';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { findBrandById } from '../brands/brands.repo';
import { findBrandGame, listBrandGameCategories, listBrandGames, updateBrandGame, type AdminGameRow } from './game-catalogue.repo';
import { auditChange, type OperatorAction } from './operator-action';

type GameQuery = z.infer<typeof adminGameQuerySchema>;
type GameChanges = z.infer<typeof updateGameRequestSchema>;

function describeGame(row: AdminGameRow): AdminGame {
  return {
    id: row.id,
    providerId: row.providerId,
    providerCode: row.providerCode,
    category: row.categoryCode,
    code: row.code,
    name: row.name,
    imageKey: row.imageKey,
    isHot: row.isHot,
    isEnabled: row.isEnabled,
    sortOrder: row.sortOrder,
  };
}

/** A page of the brand's whole catalogue, including games members do not see (disabled, or of a disabled provider). */
export async function listAdminGames(db: Database, brandId: string, query: GameQuery) {
  if (!(await findBrandById(db, brandId))) throw new AppError('BRAND_NOT_FOUND');
  const [{ rows, total }, categories] = await Promise.all([
    listBrandGames(db, brandId, {
      nameOrCode: query.q || undefined,
      category: query.category,
      providerId: query.providerId,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    listBrandGameCategories(db, brandId),
  ]);
  return { data: rows.map(describeGame), meta: { page: query.page, pageSize: query.pageSize, total, categories } };
}

const auditedGame = (row: AdminGameRow) => ({
  providerCode: row.providerCode,
  code: row.code,
  isEnabled: row.isEnabled,
  isHot: row.isHot,
  sortOrder: row.sortOrder,
});

/** Switches a game on or off, marks it hot, or moves it in the list; the change and its audit entry commit together. */
export async function changeGame(action: OperatorAction, brandId: string, gameId: string, changes: GameChanges): Promise<AdminGame> {
  return runInTransaction(action.db, async (tx) => {
    const before = await findBrandGame(tx, brandId, gameId, { isLocked: true });
    if (!before) throw new AppError('GAME_NOT_FOUND');
    if (Object.keys(changes).length === 0) return describeGame(before);
    await updateBrandGame(tx, brandId, gameId, changes);
    const after = await findBrandGame(tx, brandId, gameId);
    if (!after) throw new Error('the game vanished while it was updated');
    await auditChange(tx, action, {
      brandId,
      action: 'game.update',
      targetType: 'game',
      targetId: gameId,
      before: auditedGame(before),
      after: auditedGame(after),
    });
    return describeGame(after);
  });
}
