import type { UserProfile } from '@app/contract/user';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findAddress } from '../addresses/address.repo';
import { readPoints } from '../rewards/balances';
import { findMemberBank, findMemberById, type MemberRow } from './members.repo';

/** The profile in the member site's own field names (spec section 3). */
export async function getProfile(db: Database, memberId: string): Promise<UserProfile> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  return buildProfile(db, member);
}

export async function buildProfile(db: Database, member: MemberRow): Promise<UserProfile> {
  const [bank, points, address] = await Promise.all([
    findMemberBank(db, member.id),
    readPoints(db, { brandId: member.brandId, memberId: member.id }),
    findAddress(db, member.id),
  ]);
  return {
    uuid: member.id,
    name: member.name,
    phone: member.phone,
    level: member.level,
    user_pass: { username: member.username },
    user_bank: bank ? { uuid: bank.id, bankCode: bank.bankCode, bankId: bank.accountNumber, bankName: bank.bankName } : null,
    user_credit: { point: points, level: member.level },
    user_address: address,
  };
}
