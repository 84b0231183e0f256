import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PrizeGame } from '@app/contract/rewards/prize-draws';
import type { Database } from '../../db/client';
import { prizeDraws, prizeOptions } from '../../db/schema/rewards';
import type { PrizeOptionRow } from '../prize-draws/prize-draws.repo';

export type PrizeOptionChanges = Partial<Pick<PrizeOptionRow, 'label' | 'colour' | 'imageKey' | 'rewardKind' | 'amount' | 'weight' | 'isEnabled' | 'position'>>;

/** Every option of the game, active or not, in board order. */
export async function listGameOptions(db: Database, brandId: string, game: PrizeGame): Promise<PrizeOptionRow[]> {
  return db
    .select()
    .from(prizeOptions)
    .where(and(eq(prizeOptions.brandId, brandId), eq(prizeOptions.game, game)))
    .orderBy(asc(prizeOptions.position));
}

/**
 * Every option of the game, locked (in id order, so two writers never wait on each other in
 * opposite orders) for the rest of the transaction: changes to one game are judged one at a
 * time, so "at least one drawable option" holds even when two operators save at once. NO KEY
 * UPDATE leaves members' draws, which only reference the rows, free to go on meanwhile.
 */
export async function lockGameOptions(db: Database, brandId: string, game: PrizeGame): Promise<PrizeOptionRow[]> {
  const rows = await db
    .select()
    .from(prizeOptions)
    .where(and(eq(prizeOptions.brandId, brandId), eq(prizeOptions.game, game)))
    .orderBy(asc(prizeOptions.id))
    .for('no key update');
  return rows.sort((first, second) => first.position - second.position);
}

export async function findOption(db: Database, brandId: string, optionId: string): Promise<PrizeOptionRow | undefined> {
  const [row] = await db
    .select()
    .from(prizeOptions)
    .where(and(eq(prizeOptions.id, optionId), eq(prizeOptions.brandId, brandId)));
  return row;
}

/** Of the given options, those any member ever drew. */
export async function findDrawnOptionIds(db: Database, optionIds: string[]): Promise<Set<string>> {
  if (optionIds.length === 0) return new Set();
  const rows = await db.selectDistinct({ optionId: prizeDraws.optionId }).from(prizeDraws).where(inArray(prizeDraws.optionId, optionIds));
  return new Set(rows.map((row) => row.optionId));
}

export async function insertOption(db: Database, option: typeof prizeOptions.$inferInsert): Promise<PrizeOptionRow> {
  const [row] = await db.insert(prizeOptions).values(option).returning();
  if (!row) throw new Error('insert into prize_options returned no row');
  return row;
}

export async function updateOption(db: Database, optionId: string, changes: PrizeOptionChanges): Promise<PrizeOptionRow> {
  const [row] = await db.update(prizeOptions).set(changes).where(eq(prizeOptions.id, optionId)).returning();
  if (!row) throw new Error(`prize option ${optionId} does not exist`);
  return row;
}

export async function deleteOption(db: Database, optionId: string): Promise<void> {
  await db.delete(prizeOptions).where(eq(prizeOptions.id, optionId));
}
