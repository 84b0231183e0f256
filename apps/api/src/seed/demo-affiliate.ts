import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { runInTransaction } from '../db/transaction';
import type { PasswordHasher } from '../lib/passwords';
import { computeAffiliateCommissions, type CommissionBrand } from '../modules/affiliate/commission.service';
import { updateBrandSettings } from '../modules/brands/brands.repo';
import { creditDepositInTransaction } from '../modules/deposits/credit-deposit';
import { insertMember } from '../modules/members/members.repo';

const DAY_MS = 86_400_000;

/**
 * The demo brand's affiliate programme: 1 % of each invited friend's deposits, paid daily, and
 * one friend of the demo member who deposited 5,000 baht yesterday, so the demo member's
 * affiliate page starts with a friend and 50 baht of commission paid by the real job.
 */
export async function seedDemoAffiliate(
  db: Database,
  {
    brandId,
    brandCode,
    demoMemberId,
    now,
    hashPassword,
  }: { brandId: string; brandCode: string; demoMemberId: string; now: Date; hashPassword: PasswordHasher },
): Promise<void> {
  const rule: CommissionBrand = { id: brandId, affiliateBasis: 'deposit', affiliatePercentBps: 100, affiliatePeriod: 'daily' };
  await updateBrandSettings(db, brandId, rule);
  const friend = await insertMember(db, {
    createdAt: now,
    brandId,
    username: 'demofriend',
    // Nobody signs in as the friend.
    passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    name: 'สมศักดิ์ เพื่อนดี',
    phone: '0898765432',
    bank: { bankCode: '014', accountNumber: '4445556667', bankName: 'ธนาคารไทยพาณิชย์' },
    uplineId: demoMemberId,
  });
  const yesterday = new Date(now.getTime() - DAY_MS);
  await runInTransaction(db, (tx) =>
    creditDepositInTransaction(tx, {
      brandId,
      memberId: friend.id,
      amountSatang: 5_000_00,
      source: 'statement',
      senderBankCode: '014',
      // A bank reference names one transfer (the deposit's ledger key is made of it), so each
      // demo brand's friend has their own.
      bankReference: `DEMO-AFFILIATE-${brandCode.toUpperCase()}`,
      statementLineId: null,
      madeAt: yesterday,
      // Credited yesterday: the deposit counts for the last complete daily period.
      creditedAt: yesterday,
      refusalTo: 'operator',
    }),
  );
  await computeAffiliateCommissions(db, rule, now);
}
