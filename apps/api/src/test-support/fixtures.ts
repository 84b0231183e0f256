import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { NewBrand } from '../modules/brands/brands.repo';
import { createBrand, NO_DEPOSIT_BONUS } from '../modules/brands/brands.service';
import { insertMember } from '../modules/members/members.repo';
import { ensureAccount, transfer } from '../modules/ledger/ledger.service';
import { generate as generateTotp } from 'otplib';
import { hashTestPassword } from './test-passwords';
import { newTotpSecret } from '../modules/admin/totp';

export const testBonusSettings: NewBrand['bonus'] = NO_DEPOSIT_BONUS;

export function createTestBrand(db: Database, overrides: Partial<NewBrand> = {}) {
  const code = `brand-${randomUUID().slice(0, 8)}`;
  return createBrand(db, {
    code,
    siteName: `แบรนด์ทดสอบ ${code}`,
    clientId: 'client-a',
    imageBaseUrl: '/brand-assets/demo/',
    bonus: testBonusSettings,
    hostnames: [`${code}.test`],
    configurations: {},
    ...overrides,
  });
}

// One phone per member and brand, as registration requires: a random start, then consecutive numbers.
let phoneCounter = Math.floor(Math.random() * 1e8);
export function nextTestPhone(): string {
  phoneCounter = (phoneCounter + 1) % 1e8;
  return `08${String(phoneCounter).padStart(8, '0')}`;
}

/** A member of `brandId` with a credit account funded from the house by `creditSatang`. */
export async function createFundedMember(
  db: Database,
  brandId: string,
  options: {
    creditSatang?: number;
    username?: string;
    password?: string;
    passwordHash?: string;
    uplineId?: string;
    name?: string;
    /** The same phone or bank account as a member of another brand: the same person (player protection). */
    phone?: string;
    accountNumber?: string;
  } = {},
) {
  const username = options.username ?? `m${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const passwordHash = options.passwordHash ?? (await hashTestPassword(options.password ?? 'password123'));
  const member = await insertMember(db, {
    createdAt: new Date(),
    brandId,
    username,
    passwordHash,
    name: options.name ?? `สมาชิก ${username}`,
    uplineId: options.uplineId ?? null,
    phone: options.phone ?? nextTestPhone(),
    bank: { bankCode: '004', accountNumber: options.accountNumber ?? String(Math.floor(Math.random() * 1e10)).padStart(10, '0'), bankName: 'ธนาคารกสิกรไทย' },
  });
  const creditAccountId = await ensureAccount(db, { brandId, memberId: member.id, kind: 'credit' });
  const houseAccountId = await ensureAccount(db, { brandId, memberId: null, kind: 'house_adjustment' });
  if (options.creditSatang) {
    await transfer(db, {
      brandId,
      fromAccountId: houseAccountId,
      toAccountId: creditAccountId,
      amountSatang: options.creditSatang,
      kind: 'test',
      idempotencyKey: `fund:${member.id}`,
      at: new Date(),
    });
  }
  return { member, creditAccountId, houseAccountId };
}

/**
 * An operator of `role` with a known authenticator secret; `operatorLoginBody` makes their login.
 * With `brandIds`, an operator of those brands only; without, of every brand.
 */
export async function createOperator(db: Database, role: 'admin' | 'finance' | 'support', password = 'operator-password-1', brandIds?: string[]) {
  const { insertOperator } = await import('../modules/admin/operators.repo');
  const username = `${role}-${randomUUID().slice(0, 8)}`;
  const totpSecret = newTotpSecret();
  await insertOperator(db, { username, passwordHash: await hashTestPassword(password), role, totpSecret, brandIds });
  return { username, password, totpSecret };
}

/** The login body of an operator at `now`: password and the authenticator's code for that moment. */
export async function operatorLoginBody(operator: { username: string; password: string; totpSecret: string }, now: Date) {
  const totpCode = await generateTotp({ secret: operator.totpSecret, epoch: Math.floor(now.getTime() / 1000) });
  return { username: operator.username, password: operator.password, totpCode };
}
