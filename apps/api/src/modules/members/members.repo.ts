import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberBanks, members } from '../../db/schema/members';
import { newAffiliateCode } from '../affiliate/affiliate-code';

export type MemberRow = typeof members.$inferSelect;
export type MemberBankRow = typeof memberBanks.$inferSelect;

export async function findMemberByUsername(db: Database, brandId: string, username: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.username, username.toLowerCase())));
  return row;
}

export async function findMemberById(db: Database, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  return row;
}

export async function findMemberBank(db: Database, memberId: string): Promise<MemberBankRow | undefined> {
  const [row] = await db.select().from(memberBanks).where(eq(memberBanks.memberId, memberId));
  return row;
}

export interface NewMember {
  brandId: string;
  username: string;
  passwordHash: string;
  name: string;
  phone: string;
  bank?: { bankCode: string; accountNumber: string; bankName: string };
  uplineId?: string | null;
  teamCode?: string | null;
  marketingCode?: string | null;
  /** 'YYYY-MM-DD', from registration (the age gate); seeded and older members have none. */
  dateOfBirth?: string | null;
  /** By the API's clock: the daily report counts new members by it. */
  createdAt: Date;
}

export async function insertMember(db: Database, member: NewMember): Promise<MemberRow> {
  const { bank, ...columns } = member;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(members)
      .values({ ...columns, username: columns.username.toLowerCase(), affiliateCode: newAffiliateCode() })
      .returning();
    if (!row) throw new Error('insert into members returned no row');
    if (bank) await tx.insert(memberBanks).values({ ...bank, memberId: row.id, brandId: row.brandId, createdAt: member.createdAt });
    return row;
  });
}

export async function updateMemberLanguage(db: Database, memberId: string, language: 'th' | 'en'): Promise<void> {
  await db.update(members).set({ language }).where(eq(members.id, memberId));
}

export async function updateMemberPasswordHash(db: Database, memberId: string, passwordHash: string): Promise<void> {
  await db.update(members).set({ passwordHash }).where(eq(members.id, memberId));
}

/**
 * Locks the member row for the rest of the transaction. Rules that count a member's own
 * requests (withdrawals per day) take it first, so concurrent requests are judged one by one.
 * FOR NO KEY UPDATE, not FOR UPDATE: a row that references the member (a statement line naming
 * them, written before the lock) holds a key-share lock on it, which FOR UPDATE would wait for, so
 * two such transactions would each wait for the other. A member's id never changes.
 */
export async function lockMember(db: Database, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId)).for('no key update');
  return row;
}
