import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { brandRewardSettings, checkInDays, prizeOptions } from '../../db/schema/rewards';
import { DEFAULT_FLIP_CARD, DEFAULT_WHEEL, defaultCheckInDay, type DefaultPrize } from './reward-defaults';

export type RewardSettingsRow = typeof brandRewardSettings.$inferSelect;

const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, index) => index + 1);

function prizeRows(brandId: string, game: 'wheel' | 'flip_card', prizes: DefaultPrize[]) {
  return prizes.map((prize, position) => ({ brandId, game, position, ...prize }));
}

/**
 * A brand's reward settings, check-in days, wheel and flip card, made once with the brand
 * (and at start-up for brands older than rewards). Safe to run again: what exists is kept, so an
 * operator's changes are never overwritten.
 */
export async function ensureRewardSetup(db: Database, brandId: string): Promise<void> {
  await db.insert(brandRewardSettings).values({ brandId }).onConflictDoNothing();
  await db
    .insert(checkInDays)
    .values(DAYS_OF_MONTH.map((dayOfMonth) => ({ brandId, dayOfMonth, ...defaultCheckInDay(dayOfMonth) })))
    .onConflictDoNothing();
  const existing = await db.select({ game: prizeOptions.game }).from(prizeOptions).where(eq(prizeOptions.brandId, brandId));
  const games = new Set(existing.map((row) => row.game));
  if (!games.has('wheel')) await db.insert(prizeOptions).values(prizeRows(brandId, 'wheel', DEFAULT_WHEEL)).onConflictDoNothing();
  if (!games.has('flip_card')) await db.insert(prizeOptions).values(prizeRows(brandId, 'flip_card', DEFAULT_FLIP_CARD)).onConflictDoNothing();
}

export async function ensureRewardSetupForAllBrands(db: Database): Promise<void> {
  for (const brand of await db.select({ id: brands.id }).from(brands)) await ensureRewardSetup(db, brand.id);
}

export async function findRewardSettings(db: Database, brandId: string): Promise<RewardSettingsRow> {
  const [row] = await db.select().from(brandRewardSettings).where(eq(brandRewardSettings.brandId, brandId));
  if (!row) throw new Error(`brand ${brandId} has no reward settings`);
  return row;
}
