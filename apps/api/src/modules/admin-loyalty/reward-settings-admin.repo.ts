import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brandRewardSettings } from '../../db/schema/rewards';
import type { RewardSettingsRow } from '../rewards/reward-setup.repo';

export type RewardSettingsValues = Omit<RewardSettingsRow, 'brandId'>;

/** The brand's settings row; undefined for an unknown brand (every brand gets one with the brand and at start-up). */
export async function findBrandRewardSettings(db: Database, brandId: string, options: { isLocked: boolean }): Promise<RewardSettingsRow | undefined> {
  const query = db.select().from(brandRewardSettings).where(eq(brandRewardSettings.brandId, brandId));
  // Locked for a change, so each audit entry's "before" is exactly what the change replaced.
  const [row] = options.isLocked ? await query.for('update') : await query;
  return row;
}

export async function updateRewardSettings(db: Database, brandId: string, values: RewardSettingsValues): Promise<RewardSettingsRow> {
  const [row] = await db.update(brandRewardSettings).set(values).where(eq(brandRewardSettings.brandId, brandId)).returning();
  if (!row) throw new Error(`brand ${brandId} has no reward settings`);
  return row;
}
