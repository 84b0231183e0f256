import type { UserProfile } from '@app/contract/user';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findMemberBank, findMemberById, type MemberRow } from './members.repo';

/** The profile in the member site's own field names (spec section 3). */
export async function getProfile(db: Database, memberId: string): Promise<UserProfile> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  return buildProfile(db, member);
}

export async function buildProfile(db: Database, member: MemberRow): Promise<UserProfile> {
  const bank = await findMemberBank(db, member.id);
  return {
    uuid: member.id,
    name: member.name,
    phone: member.phone,
    level: member.level,
    user_pass: { username: member.username },
    user_bank: bank
      ? { uuid: bank.id, bankCode: bank.bankCode, bankId: bank.accountNumber, bankName: bank.bankName }
      : null,
    // Points become a ledger account of their own with the rewards work; until then none are earned.
    user_credit: { point: 0, level: member.level },
    user_address: null,
  };
}
