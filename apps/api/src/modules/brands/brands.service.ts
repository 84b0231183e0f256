import type { BrandTierPreset } from '@app/contract/admin-settings';
import type { Database } from '../../db/client';
import { insertDefaultCategories } from '../games/default-categories';
import { ensureHouseGames } from '../house-games/house-catalogue';
import { ensureRewardSetup } from '../rewards/reward-setup.repo';
import { insertDefaultTiers } from '../tiers/tiers.repo';
import { insertBrand, type BrandRow, type NewBrand } from './brands.repo';

/**
 * The images a new brand starts with, the site's own default art (apps/web/public/brand-assets/demo),
 * relative to DEFAULT_IMAGE_BASE_URL. No logo: the site shows the brand's name until one is set.
 */
export const DEFAULT_IMAGE_BASE_URL = '/brand-assets/demo/';
export const DEFAULT_BRAND_IMAGES: Record<string, string> = {
  'home.normal.background': 'background.svg',
  'home.top.background': 'top-background.svg',
  'home.top.casino': 'casino.svg',
  'home.top.slot': 'slot.svg',
  'home.top.sport': 'sport.svg',
  'home.top.contact': 'contact.svg',
  'home.menuBottom.allGame': 'all-games.svg',
};

/** No deposit bonus (bonusMax 0): the promotion page says there is none until an admin sets one. */
export const NO_DEPOSIT_BONUS: NewBrand['bonus'] = {
  bonusMax: 0,
  bonusRate: 0,
  bonusTimeStart: '00:00:00',
  bonusTimeEnd: '00:00:00',
  endNumberBonus: 0,
  bonusRate2: 0,
  bonusTimeStart2: '00:00:00',
  bonusTimeEnd2: '00:00:00',
  endNumberBonus2: 0,
};

/**
 * A new brand with its host names, images, its tier table (the default loss-return column, or the
 * one for two brands), game categories, the house games and the default rewards. Its ledger
 * accounts are opened by the first transfer that needs each.
 */
export async function createBrand(db: Database, brand: NewBrand, options: { tierPreset?: BrandTierPreset } = {}): Promise<BrandRow> {
  const row = await insertBrand(db, brand);
  await insertDefaultTiers(db, row.id, { isTwoBrandColumn: options.tierPreset === 'two_brands' });
  await insertDefaultCategories(db, row.id);
  await ensureHouseGames(db, row.id);
  await ensureRewardSetup(db, row.id);
  return row;
}
