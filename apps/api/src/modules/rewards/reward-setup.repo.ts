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
 * A brand's reward settings, check-in days, wheel and flip card, made once with the brand (and
 * at start-up for brands older than rewards). The defaults go in only in the run that creates
 * the settings row: afterwards the brand's rewards are the operator's, so a day or prize the
 * operator removed never comes back on a restart.
 */
export async function ensureRewardSetup(db: Database, brandId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const created = await tx.insert(brandRewardSettings).values({ brandId }).onConflictDoNothing().returning({ brandId: brandRewardSettings.brandId });
    if (created.length === 0) return;
    await tx.insert(checkInDays).values(DAYS_OF_MONTH.map((dayOfMonth) => ({ brandId, dayOfMonth, ...defaultCheckInDay(dayOfMonth) })));
    await tx.insert(prizeOptions).values([...prizeRows(brandId, 'wheel', DEFAULT_WHEEL), ...prizeRows(brandId, 'flip_card', DEFAULT_FLIP_CARD)]);
  });
}

export async function ensureRewardSetupForAllBrands(db: Database): Promise<void> {
  for (const brand of await db.select({ id: brands.id }).from(brands)) await ensureRewardSetup(db, brand.id);
}

export async function findRewardSettings(db: Database, brandId: string): Promise<RewardSettingsRow> {
  const [row] = await db.select().from(brandRewardSettings).where(eq(brandRewardSettings.brandId, brandId));
  if (!row) throw new Error(`brand ${brandId} has no reward settings`);
  return row;
}
