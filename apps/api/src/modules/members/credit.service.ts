import type { BalanceType } from '@app/contract/user';
import type { Database } from '../../db/client';
import { findMemberBalance } from '../ledger/ledger.repo';
import type { MemberContext } from '../auth/member-auth.service';

/** The member's balance in satang. A member who never received money has no account yet: 0. */
export async function getCredit(db: Database, member: MemberContext, balanceType: BalanceType): Promise<number> {
  return (await findMemberBalance(db, { brandId: member.brandId, memberId: member.memberId, kind: balanceType })) ?? 0;
}
