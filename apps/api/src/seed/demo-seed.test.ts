import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPglite } from '../db/client';
import { members } from '../db/schema/members';
import { brands } from '../db/schema/brands';
import { findMemberBalance } from '../modules/ledger/ledger.repo';
import { sniffImageType } from '../modules/brand-images/brand-image-bytes';
import { listLiveBanners } from '../modules/promotion-banners/promotion-banners.repo';
import { hashTestPassword } from '../test-support/test-passwords';
import { DEMO_CREDIT_SATANG, seedDemoBrand } from './demo-brand';
import { DEMO_POINTS } from './demo-rewards';
import { seedDemoIfEmpty } from './demo-seed';

/** The web app's public folder, where the site serves the demo brand's pictures from. */
const WEB_PUBLIC_DIR = fileURLToPath(new URL('../../../web/public', import.meta.url));

describe('the embedded database and the demo seed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'member-site-seed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds a new database once and keeps the data across restarts', async () => {
    const first = await connectPglite(dataDir);
    await first.migrate();
    expect(await seedDemoIfEmpty(first.db, { username: 'Somchai', password: 'first-password' })).toEqual({ isSeeded: true });
    const [brand] = await first.db.select().from(brands);
    const [member] = await first.db.select().from(members).where(eq(members.username, 'somchai'));
    expect(brand?.siteName).toMatch(/[\u0E00-\u0E7F]/);
    expect(member?.username).toBe('somchai');
    expect(await findMemberBalance(first.db, { brandId: brand?.id ?? '', memberId: member?.id ?? '', kind: 'credit' })).toBe(DEMO_CREDIT_SATANG);
    // The invited friend's deposit of 5,000 baht yesterday paid 1 % commission, through the job.
    const [friend] = await first.db.select().from(members).where(eq(members.username, 'demofriend'));
    expect(friend?.uplineId).toBe(member?.id);
    expect(await findMemberBalance(first.db, { brandId: brand?.id ?? '', memberId: member?.id ?? '', kind: 'affiliate' })).toBe(50_00);
    // The carousel has something to show on a fresh installation, with pictures the site serves.
    const banners = await listLiveBanners(first.db, brand?.id ?? '', new Date());
    expect(banners.map((banner) => banner.imageUrl)).toEqual(['/brand-assets/demo/promo-first-deposit.webp', '/brand-assets/demo/promo-new-games.webp']);
    // Pictures of a kind an operator can upload in their place, not drawings in the phone's fonts.
    for (const banner of banners) expect(sniffImageType(readFileSync(join(WEB_PUBLIC_DIR, banner.imageUrl)))).toBe('image/webp');
    await first.close();

    // A second start migrates again (a no-op) and must not seed over the existing data.
    const second = await connectPglite(dataDir);
    await second.migrate();
    expect(await seedDemoIfEmpty(second.db, { username: 'someone-else', password: 'other-password' })).toEqual({ isSeeded: false });
    expect(await second.db.select({ username: members.username }).from(members).orderBy(members.username)).toEqual([
      { username: 'demofriend' },
      { username: 'somchai' },
    ]);
    await second.close();
  });
});

const DEMO = { username: 'somchai', password: 'demo-password-1' };

describe('a second demo brand', () => {
  it('lives beside the first, with its own member, credit, points and affiliate commission', async () => {
    const database = await connectPglite(undefined);
    await database.migrate();
    const now = new Date('2026-11-21T05:00:00Z');
    const first = await seedDemoBrand(database.db, {
      code: 'first',
      hostnames: ['first.test'],
      isDefault: true,
      member: DEMO,
      hashPassword: hashTestPassword,
      now,
    });
    const second = await seedDemoBrand(database.db, {
      code: 'second',
      hostnames: ['second.test'],
      isDefault: false,
      member: DEMO,
      hashPassword: hashTestPassword,
      now,
    });
    for (const { brandId, memberId } of [first, second]) {
      expect(await findMemberBalance(database.db, { brandId, memberId, kind: 'credit' })).toBe(DEMO_CREDIT_SATANG);
      expect(await findMemberBalance(database.db, { brandId, memberId, kind: 'point' })).toBe(DEMO_POINTS);
      expect(await findMemberBalance(database.db, { brandId, memberId, kind: 'affiliate' })).toBe(50_00);
    }
    expect(second.memberId).not.toBe(first.memberId);
    const rows = await database.db.select({ brandId: members.brandId, username: members.username }).from(members).where(eq(members.username, DEMO.username));
    expect(rows.map((row) => row.brandId).sort()).toEqual([first.brandId, second.brandId].sort());
    await database.close();
  });
});
