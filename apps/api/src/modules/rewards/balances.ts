import type { Balances } from '@app/contract/rewards/reward';
import type { Database } from '../../db/client';
import { ensureAccount, findAccountBalance, getAccountBalance } from '../ledger/ledger.service';

export interface MemberOfBrand {
  brandId: string;
  memberId: string;
}

/** The member's credit and point balances (creating the accounts on first use, as a payment does). */
export async function readBalances(db: Database, member: MemberOfBrand): Promise<Balances> {
  const [creditAccountId, pointAccountId] = await Promise.all([
    ensureAccount(db, { brandId: member.brandId, memberId: member.memberId, kind: 'credit' }),
    ensureAccount(db, { brandId: member.brandId, memberId: member.memberId, kind: 'point' }),
  ]);
  const [balanceSatang, points] = await Promise.all([getAccountBalance(db, creditAccountId), getAccountBalance(db, pointAccountId)]);
  return { balanceSatang, points };
}

/** The member's points without creating anything: a member who never earned any has 0. */
export async function readPoints(db: Database, member: MemberOfBrand): Promise<number> {
  return (await findAccountBalance(db, { brandId: member.brandId, memberId: member.memberId, kind: 'point' })) ?? 0;
}
