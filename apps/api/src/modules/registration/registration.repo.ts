import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberBanks, members } from '../../db/schema/members';

/** Each check reads one indexed row: these run before any account exists, per keystroke-ish. */
export async function isPhoneRegistered(db: Database, brandId: string, phone: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.phone, phone)))
    .limit(1);
  return rows.length > 0;
}

export async function isUsernameRegistered(db: Database, brandId: string, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.username, username.toLowerCase())))
    .limit(1);
  return rows.length > 0;
}

export async function isBankAccountRegistered(db: Database, brandId: string, bankCode: string, accountNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: memberBanks.id })
    .from(memberBanks)
    .where(and(eq(memberBanks.brandId, brandId), eq(memberBanks.bankCode, bankCode), eq(memberBanks.accountNumber, accountNumber)))
    .limit(1);
  return rows.length > 0;
}

export async function findMemberByAffiliateCode(db: Database, brandId: string, code: string) {
  const [row] = await db
    .select({ id: members.id, username: members.username, name: members.name, status: members.status })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.affiliateCode, code.toUpperCase())));
  return row;
}
