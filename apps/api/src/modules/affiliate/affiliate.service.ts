import type { z } from 'zod';
import type { AffiliateBonus, AffiliateLogEntry, DownlineBonusResponse, downlineResponseSchema } from '@app/contract/affiliate';
import type { Database } from '../../db/client';
import { bangkokDateRange } from '../../lib/bangkok-date-range';
import { AppError } from '../../lib/app-error';
import type { Brand } from '../brands/brand-directory';
import type { TransferKind } from '../ledger/account-kinds';
import { findAccountBalance, findExistingAccountId } from '../ledger/ledger.service';
import { findMemberById } from '../members/members.repo';
import { commissionByDownline, countDownline, listAccountPostings, listDownline, sumCommissionEarned } from './affiliate.repo';

const DOWNLINE_LIMIT = 500;
const LOG_LIMIT = 500;
/** A year of periods at most in one commission report. */
const MAX_REPORT_DAYS = 366;
const MAX_LOG_DAYS = 31;

export async function getAffiliateCode(db: Database, memberId: string): Promise<string> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  return member.affiliateCode;
}

export async function getDownline(db: Database, memberId: string): Promise<z.infer<typeof downlineResponseSchema>> {
  const [rows, total] = await Promise.all([listDownline(db, memberId, DOWNLINE_LIMIT), countDownline(db, memberId)]);
  return { data: rows.map((row) => ({ username: row.username, registeredAt: row.createdAt.toISOString() })), meta: { total } };
}

export async function getAffiliateBonus(db: Database, member: { memberId: string; brandId: string }, brand: Brand): Promise<AffiliateBonus> {
  const [balance, totalEarnedSatang, downlineCount] = await Promise.all([
    findAccountBalance(db, { brandId: member.brandId, memberId: member.memberId, kind: 'affiliate' }),
    sumCommissionEarned(db, member.memberId),
    countDownline(db, member.memberId),
  ]);
  return {
    balanceSatang: balance ?? 0,
    totalEarnedSatang,
    downlineCount,
    rule: { basis: brand.affiliateBasis, percentBps: brand.affiliatePercentBps, period: brand.affiliatePeriod },
  };
}

/** Commission per downline member for the periods starting within the range, keyed by username (spec section 3). */
export async function getDownlineBonus(db: Database, memberId: string, range: { start: string; end: string }): Promise<DownlineBonusResponse> {
  bangkokDateRange(range, MAX_REPORT_DAYS);
  const rows = await commissionByDownline(db, memberId, range.start, range.end);
  const downlineUsers = Object.fromEntries(rows.map((row) => [row.username, { baseSatang: row.baseSatang, bonusSatang: row.bonusSatang }]));
  return { success: true, data: { total_bonus: rows.reduce((total, row) => total + row.bonusSatang, 0), downline_users: downlineUsers } };
}

const LOG_KIND: Partial<Record<TransferKind, AffiliateLogEntry['kind']>> = {
  affiliate_commission: 'commission',
  affiliate_to_credit: 'to_credit',
  affiliate_to_bank: 'to_bank',
};

/** Every movement of the member's affiliate balance between two Bangkok dates, newest first. */
export async function getAffiliateLog(
  db: Database,
  member: { memberId: string; brandId: string },
  range: { start: string; end: string },
): Promise<AffiliateLogEntry[]> {
  const { from, to } = bangkokDateRange(range, MAX_LOG_DAYS);
  const accountId = await findExistingAccountId(db, { brandId: member.brandId, memberId: member.memberId, kind: 'affiliate' });
  if (accountId === undefined) return [];
  const kinds = Object.keys(LOG_KIND) as TransferKind[];
  const rows = await listAccountPostings(db, accountId, from, to, kinds, LOG_LIMIT);
  return rows.map((row) => ({
    id: String(row.entryId),
    kind: LOG_KIND[row.kind] ?? 'commission',
    amountSatang: row.amountSatang,
    balanceAfterSatang: row.balanceAfterSatang,
    createdAt: row.createdAt.toISOString(),
  }));
}
