import type { z } from 'zod';
import type { AdminPrizeBoard, AdminPrizeOption, createPrizeOptionRequestSchema, updatePrizeOptionRequestSchema } from '@app/contract/admin-loyalty';
import type { PrizeGame } from '@app/contract/rewards/prize-draws';
import type { Database } from '../../db/client';
import { runInTransaction, sqlState } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { PrizeOptionRow } from '../prize-draws/prize-draws.repo';
import { toReward } from '../rewards/reward-shape';
import { assertBrandExists, auditLoyaltyChange, type LoyaltyAction } from './loyalty-action';
import { chanceOf, totalActiveWeight } from './prize-probability';
import {
  deleteOption,
  findDrawnOptionIds,
  findOption,
  insertOption,
  listGameOptions,
  lockGameOptions,
  updateOption,
  type PrizeOptionChanges,
} from './prizes-admin.repo';
import { toRewardColumns } from './reward-columns';

type NewPrizeOption = z.infer<typeof createPrizeOptionRequestSchema>;
type PrizeOptionPatch = z.infer<typeof updatePrizeOptionRequestSchema>;

/** An option as the audit log keeps it: its own fields (its chance depends on the others). */
function snapshot(row: PrizeOptionRow) {
  return {
    id: row.id,
    game: row.game,
    label: row.label,
    colour: row.colour,
    imagePath: row.imageKey,
    reward: toReward(row.rewardKind, row.amount),
    weight: row.weight,
    isActive: row.isEnabled,
    sortOrder: row.position,
  };
}

function describeBoard(game: PrizeGame, rows: PrizeOptionRow[], drawn: Set<string>): AdminPrizeBoard {
  const totalWeight = totalActiveWeight(rows);
  const options: AdminPrizeOption[] = rows.map((row) => ({ ...snapshot(row), ...chanceOf(row, totalWeight), hasDraws: drawn.has(row.id) }));
  return { game, totalActiveWeight: totalWeight, options };
}

async function readBoard(db: Database, brandId: string, game: PrizeGame): Promise<AdminPrizeBoard> {
  const rows = await listGameOptions(db, brandId, game);
  return describeBoard(
    game,
    rows,
    await findDrawnOptionIds(
      db,
      rows.map((row) => row.id),
    ),
  );
}

export async function getAdminPrizeBoard(db: Database, brandId: string, game: PrizeGame): Promise<AdminPrizeBoard> {
  await assertBrandExists(db, brandId);
  return readBoard(db, brandId, game);
}

/** A game whose active options all weigh 0 (or that has none) could not be drawn at all. */
function assertDrawableRemains(options: readonly { weight: number; isEnabled: boolean }[]): void {
  if (!options.some((option) => option.isEnabled && option.weight > 0)) throw new AppError('PRIZE_OPTIONS_NONE_ACTIVE');
}

function changesOf(patch: PrizeOptionPatch): PrizeOptionChanges {
  return {
    ...(patch.label === undefined ? {} : { label: patch.label }),
    ...(patch.colour === undefined ? {} : { colour: patch.colour }),
    ...(patch.imagePath === undefined ? {} : { imageKey: patch.imagePath }),
    ...(patch.reward === undefined ? {} : toRewardColumns(patch.reward)),
    ...(patch.weight === undefined ? {} : { weight: patch.weight }),
    ...(patch.isActive === undefined ? {} : { isEnabled: patch.isActive }),
    ...(patch.sortOrder === undefined ? {} : { position: patch.sortOrder }),
  };
}

function auditOption(
  tx: Database,
  action: LoyaltyAction,
  brandId: string,
  verb: 'create' | 'update' | 'delete',
  before: PrizeOptionRow | null,
  after: PrizeOptionRow | null,
) {
  const targetId = after?.id ?? before?.id ?? '';
  return auditLoyaltyChange(tx, action, {
    brandId,
    action: `prize_option.${verb}`,
    targetType: 'prize_option',
    targetId,
    before: before ? snapshot(before) : null,
    after: after ? snapshot(after) : null,
  });
}

/** Moves an option to another place on the board, as its own audited change. */
async function moveOption(tx: Database, action: LoyaltyAction, brandId: string, option: PrizeOptionRow, position: number): Promise<void> {
  await auditOption(tx, action, brandId, 'update', option, await updateOption(tx, option.id, { position }));
}

const lastPositionAfter = (options: readonly PrizeOptionRow[]) => options.reduce((last, option) => Math.max(last, option.position), -1) + 1;

/**
 * Adds an option to a game. Without sortOrder it goes last; on a place another option holds,
 * that option moves last. Every answer is the game's whole board, since the new weight changes
 * every chance.
 */
export async function createPrizeOption(action: LoyaltyAction, brandId: string, input: NewPrizeOption): Promise<AdminPrizeBoard> {
  await assertBrandExists(action.db, brandId);
  return runInTransaction(action.db, async (tx) => {
    const options = await lockGameOptions(tx, brandId, input.game);
    assertDrawableRemains([...options, { weight: input.weight, isEnabled: input.isActive }]);
    const lastPosition = lastPositionAfter(options);
    const occupant = options.find((option) => option.position === input.sortOrder);
    if (occupant) await moveOption(tx, action, brandId, occupant, lastPosition);
    const row = await insertOption(tx, {
      brandId,
      game: input.game,
      position: input.sortOrder ?? lastPosition,
      label: input.label,
      colour: input.colour,
      imageKey: input.imagePath,
      ...toRewardColumns(input.reward),
      weight: input.weight,
      isEnabled: input.isActive,
    });
    await auditOption(tx, action, brandId, 'create', null, row);
    return readBoard(tx, brandId, input.game);
  });
}

/**
 * Changes the fields named. A sortOrder another option holds swaps the two places. Refused
 * (409) when the game would be left with no active option of weight above 0. Changing nothing
 * writes nothing.
 */
export async function changePrizeOption(action: LoyaltyAction, brandId: string, optionId: string, patch: PrizeOptionPatch): Promise<AdminPrizeBoard> {
  return runInTransaction(action.db, async (tx) => {
    const found = await findOption(tx, brandId, optionId);
    if (!found) throw new AppError('NOT_FOUND');
    const options = await lockGameOptions(tx, brandId, found.game);
    const before = options.find((option) => option.id === optionId);
    // Deleted by another operator between the two reads.
    if (!before) throw new AppError('NOT_FOUND');
    const changes = changesOf(patch);
    const wanted: PrizeOptionRow = { ...before, ...changes };
    if (Object.entries(changes).every(([key, value]) => Reflect.get(before, key) === value)) return readBoard(tx, brandId, found.game);
    assertDrawableRemains(options.map((option) => (option.id === optionId ? wanted : option)));

    const occupant = wanted.position === before.position ? undefined : options.find((option) => option.position === wanted.position);
    // Positions are unique within the game: the option moving away parks outside the board for a moment.
    if (occupant) await updateOption(tx, occupant.id, { position: -1 });
    const after = await updateOption(tx, optionId, changes);
    if (occupant) await moveOption(tx, action, brandId, occupant, before.position);
    await auditOption(tx, action, brandId, 'update', before, after);
    return readBoard(tx, brandId, found.game);
  });
}

/**
 * Deletes an option no member ever drew. One that was drawn stays (its draws name it): it can
 * only be deactivated, and deleting it is refused with 409. The last drawable option cannot go.
 */
export async function removePrizeOption(action: LoyaltyAction, brandId: string, optionId: string): Promise<AdminPrizeBoard> {
  return runInTransaction(action.db, async (tx) => {
    const found = await findOption(tx, brandId, optionId);
    if (!found) throw new AppError('NOT_FOUND');
    const options = await lockGameOptions(tx, brandId, found.game);
    const before = options.find((option) => option.id === optionId);
    if (!before) throw new AppError('NOT_FOUND');
    if ((await findDrawnOptionIds(tx, [optionId])).size > 0) throw new AppError('PRIZE_OPTION_DRAWN');
    assertDrawableRemains(options.filter((option) => option.id !== optionId));
    try {
      await deleteOption(tx, optionId);
    } catch (error) {
      // A member's draw of it committed after the check above: the foreign key keeps it.
      if (sqlState(error) === '23503') throw new AppError('PRIZE_OPTION_DRAWN');
      throw error;
    }
    await auditOption(tx, action, brandId, 'delete', before, null);
    return readBoard(tx, brandId, found.game);
  });
}
