import type { Database } from '../db/client';
import { hashPassword as hashPasswordForStorage, type PasswordHasher } from '../lib/passwords';
import { countBrands, writeGlobalSetting } from '../modules/brands/brands.repo';
import { createBrand } from '../modules/brands/brands.service';
import { ensureAccount, transfer } from '../modules/ledger/ledger.service';
import { insertMember } from '../modules/members/members.repo';
import { insertBrandBankAccount } from '../modules/deposits/deposits.repo';
import { seedDemoAffiliate } from './demo-affiliate';
import { seedDemoRewards } from './demo-rewards';

export const DEMO_CREDIT_SATANG = 1_000_00;

const demoConfigurations: Record<string, string> = {
  'home.normal.logo': 'logo.svg',
  'home.normal.background': 'background.svg',
  'home.top.background': 'top-background.svg',
  'home.top.casino': 'casino.svg',
  'home.top.slot': 'slot.svg',
  'home.top.sport': 'sport.svg',
  'home.top.contact': 'contact.svg',
  'home.menuBottom.allGame': 'all-games.svg',
};

/**
 * Gives a new installation something to look at: one brand answering localhost and a member
 * with 1,000 baht of credit and 500 points, the brand's rewards, media and announcements, and
 * an invited friend whose deposit paid the member affiliate commission. It runs only on an empty database, never over real data.
 */
export async function seedDemoIfEmpty(
  db: Database,
  demo: { username: string; password: string },
  hashPassword: PasswordHasher = hashPasswordForStorage,
): Promise<{ isSeeded: boolean }> {
  if ((await countBrands(db)) > 0) return { isSeeded: false };

  await writeGlobalSetting(db, 'variants.minimalLayoutClientId', 'minimal');
  await writeGlobalSetting(db, 'variants.withdrawSlotClientId', 'lucky-siam');
  const brand = await createBrand(db, {
    code: 'demo',
    siteName: 'ลัคกี้สยาม',
    clientId: 'lucky-siam',
    imageBaseUrl: '/brand-assets/demo/',
    accentColor: '#f5b301',
    line1Id: '@luckysiam',
    line2Id: '@luckysiam2',
    // Sample pages served by the site itself; a real brand frames its live-score provider's pages.
    liveScoreUrl: '/brand-assets/demo/live-score.html',
    standingsUrl: '/brand-assets/demo/standings.html',
    bonus: {
      bonusMax: 1_000_00,
      bonusRate: 10,
      bonusTimeStart: '00:00:00',
      bonusTimeEnd: '11:59:59',
      endNumberBonus: 11,
      bonusRate2: 5,
      bonusTimeStart2: '12:00:00',
      bonusTimeEnd2: '23:59:59',
      endNumberBonus2: 22,
    },
    isDefault: true,
    hostnames: ['localhost', '127.0.0.1'],
    configurations: demoConfigurations,
  });

  await insertBrandBankAccount(db, {
    brandId: brand.id,
    bankCode: '004',
    accountNumber: '0281234567',
    accountName: 'บจก. ลัคกี้สยาม',
    promptPayId: '0105566012345',
  });

  const member = await insertMember(db, {
    brandId: brand.id,
    username: demo.username,
    passwordHash: await hashPassword(demo.password),
    name: 'สมชาย ใจดี',
    phone: '0812345678',
    bank: { bankCode: '004', accountNumber: '1234567890', bankName: 'ธนาคารกสิกรไทย' },
  });
  const creditAccountId = await ensureAccount(db, { brandId: brand.id, memberId: member.id, kind: 'credit' });
  const houseAccountId = await ensureAccount(db, { brandId: brand.id, memberId: null, kind: 'house_adjustment' });
  await transfer(db, {
    brandId: brand.id,
    fromAccountId: houseAccountId,
    toAccountId: creditAccountId,
    amountSatang: DEMO_CREDIT_SATANG,
    kind: 'seed',
    idempotencyKey: `seed:demo-credit:${member.id}`,
  });
  const now = new Date();
  await seedDemoRewards(db, brand.id, member.id, now);
  await seedDemoAffiliate(db, brand.id, member.id, now, hashPassword);
  return { isSeeded: true };
}
