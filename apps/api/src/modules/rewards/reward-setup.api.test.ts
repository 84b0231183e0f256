import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkInDays, prizeOptions } from '../../db/schema/rewards';
import { createHostedBrand } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { DEFAULT_FLIP_CARD, DEFAULT_WHEEL } from './reward-defaults';
import { ensureRewardSetup } from './reward-setup.repo';

describe('reward setup of a brand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const daysOf = (brandId: string) => t.database.db.select().from(checkInDays).where(eq(checkInDays.brandId, brandId));
  const optionsOf = (brandId: string, game: 'wheel' | 'flip_card') =>
    t.database.db
      .select()
      .from(prizeOptions)
      .where(and(eq(prizeOptions.brandId, brandId), eq(prizeOptions.game, game)));

  it('gives a new brand the default days, wheel and flip card', async () => {
    const brand = await createHostedBrand(t);
    expect(await daysOf(brand.id)).toHaveLength(31);
    expect(await optionsOf(brand.id, 'wheel')).toHaveLength(DEFAULT_WHEEL.length);
    expect(await optionsOf(brand.id, 'flip_card')).toHaveLength(DEFAULT_FLIP_CARD.length);
  });

  it('never brings back a day or a prize the operator removed when the server starts again', async () => {
    const brand = await createHostedBrand(t);
    await t.database.db.delete(checkInDays).where(and(eq(checkInDays.brandId, brand.id), eq(checkInDays.dayOfMonth, 15)));
    await t.database.db.delete(prizeOptions).where(and(eq(prizeOptions.brandId, brand.id), eq(prizeOptions.game, 'wheel')));

    await ensureRewardSetup(t.database.db, brand.id);

    expect((await daysOf(brand.id)).map((day) => day.dayOfMonth)).not.toContain(15);
    expect(await optionsOf(brand.id, 'wheel')).toEqual([]);
    expect(await optionsOf(brand.id, 'flip_card')).toHaveLength(DEFAULT_FLIP_CARD.length);
  });
});
