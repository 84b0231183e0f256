import type { Database } from '../db/client';
import type { PasswordHasher } from '../lib/passwords';
import { createBrand, DEFAULT_BRAND_IMAGES, DEFAULT_IMAGE_BASE_URL } from '../modules/brands/brands.service';
import { insertBrandBankAccount } from '../modules/deposits/deposits.repo';
import { ensureAccount, transfer } from '../modules/ledger/ledger.service';
import { insertMember } from '../modules/members/members.repo';
import { seedDemoAffiliate } from './demo-affiliate';
import { seedDemoRewards } from './demo-rewards';

export const DEMO_CREDIT_SATANG = 1_000_00;
export const DEMO_SITE_NAME = 'ลัคกี้สยาม';

const demoConfigurations: Record<string, string> = { ...DEFAULT_BRAND_IMAGES, 'home.normal.logo': 'logo.svg' };

export interface DemoBrandOptions {
  /** The brand's unique code. */
  code: string;
  hostnames: string[];
  /** Whether host names no brand claims get this brand. */
  isDefault: boolean;
  /** The demo member's login. */
  member: { username: string; password: string };
  hashPassword: PasswordHasher;
  now: Date;
}

/**
 * The demo brand ลัคกี้สยาม on the given host names: its look, receiving bank account, rewards,
 * media and announcements, and a member with 1,000 baht of credit and 500 points whose invited
 * friend's deposit paid them affiliate commission. The browser journeys make one per spec file.
 */
export async function seedDemoBrand(db: Database, options: DemoBrandOptions): Promise<{ brandId: string; memberId: string }> {
  const brand = await createBrand(db, {
    code: options.code,
    siteName: DEMO_SITE_NAME,
    clientId: 'lucky-siam',
    imageBaseUrl: DEFAULT_IMAGE_BASE_URL,
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
    isDefault: options.isDefault,
    hostnames: options.hostnames,
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
    createdAt: options.now,
    brandId: brand.id,
    username: options.member.username,
    passwordHash: await options.hashPassword(options.member.password),
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
    at: options.now,
  });
  await seedDemoRewards(db, brand.id, member.id, options.now);
  await seedDemoAffiliate(db, { brandId: brand.id, brandCode: options.code, demoMemberId: member.id, now: options.now, hashPassword: options.hashPassword });
  return { brandId: brand.id, memberId: member.id };
}
