import { and, asc, count, desc, eq, gt, like, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bankStatementLines,
  brandBankAccounts,
  brandIntegrationSecrets,
  depositEvidence,
  deposits,
  turnoverRequirements,
  type StatementLineStatus,
} from '../../db/schema/deposits';
import { memberBanks, members } from '../../db/schema/members';

export type StatementLineRow = typeof bankStatementLines.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;

export async function listActiveBrandBankAccounts(db: Database, brandId: string) {
  return db
    .select()
    .from(brandBankAccounts)
    .where(and(eq(brandBankAccounts.brandId, brandId), eq(brandBankAccounts.isActive, true)))
    .orderBy(asc(brandBankAccounts.sortOrder));
}

export async function insertBrandBankAccount(db: Database, account: typeof brandBankAccounts.$inferInsert): Promise<void> {
  await db.insert(brandBankAccounts).values(account);
}

export async function findIntegrationSecret(db: Database, brandId: string, purpose: string): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: brandIntegrationSecrets.secret })
    .from(brandIntegrationSecrets)
    .where(and(eq(brandIntegrationSecrets.brandId, brandId), eq(brandIntegrationSecrets.purpose, purpose)));
  return row?.secret;
}

export async function upsertIntegrationSecret(db: Database, brandId: string, purpose: string, secret: string): Promise<void> {
  await db
    .insert(brandIntegrationSecrets)
    .values({ brandId, purpose, secret })
    .onConflictDoUpdate({ target: [brandIntegrationSecrets.brandId, brandIntegrationSecrets.purpose], set: { secret, updatedAt: new Date() } });
}

/** Stores a line once; undefined when the brand already has a line with this bank reference. */
export async function insertStatementLineIfNew(db: Database, line: typeof bankStatementLines.$inferInsert): Promise<StatementLineRow | undefined> {
  const [row] = await db.insert(bankStatementLines).values(line).onConflictDoNothing().returning();
  return row;
}

/** Members of the brand whose registered account is at `bankCode` and ends with `accountDigits`. */
export async function findMembersBySenderAccount(db: Database, brandId: string, bankCode: string, accountDigits: string) {
  return db
    .select({ memberId: memberBanks.memberId })
    .from(memberBanks)
    .where(and(eq(memberBanks.brandId, brandId), eq(memberBanks.bankCode, bankCode), like(memberBanks.accountNumber, `%${accountDigits}`)))
    .limit(2);
}

export async function updateStatementLine(
  db: Database,
  lineId: string,
  changes: Partial<Pick<StatementLineRow, 'status' | 'memberId' | 'decidedBy' | 'decidedAt' | 'rejectReason'>>,
): Promise<void> {
  await db.update(bankStatementLines).set(changes).where(eq(bankStatementLines.id, lineId));
}

export async function lockStatementLine(db: Database, lineId: string): Promise<StatementLineRow | undefined> {
  const [row] = await db.select().from(bankStatementLines).where(eq(bankStatementLines.id, lineId)).for('update');
  return row;
}

export async function listStatementLines(db: Database, brandId: string, status: StatementLineStatus, limit: number) {
  return db
    .select()
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.brandId, brandId), eq(bankStatementLines.status, status)))
    .orderBy(asc(bankStatementLines.createdAt))
    .limit(limit);
}

export async function insertDeposit(db: Database, deposit: typeof deposits.$inferInsert): Promise<DepositRow> {
  const [row] = await db.insert(deposits).values(deposit).returning();
  if (!row) throw new Error('insert into deposits returned no row');
  return row;
}

export async function listMemberDeposits(db: Database, memberId: string, page: { limit: number; offset: number }) {
  const where = eq(deposits.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db.select().from(deposits).where(where).orderBy(desc(deposits.createdAt)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(deposits).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function listRecentDeposits(db: Database, brandId: string, limit: number) {
  return db
    .select({ username: members.username, amountSatang: deposits.amountSatang, createdAt: deposits.createdAt })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(eq(deposits.brandId, brandId))
    .orderBy(desc(deposits.createdAt))
    .limit(limit);
}

export async function insertTurnoverRequirement(db: Database, requirement: typeof turnoverRequirements.$inferInsert): Promise<void> {
  await db.insert(turnoverRequirements).values(requirement);
}

/** Turnover the member still owes across all bonus requirements, in satang. */
export async function sumUnmetTurnover(db: Database, memberId: string): Promise<number> {
  const [row] = await db
    .select({ remaining: sum(sql`${turnoverRequirements.requiredSatang} - ${turnoverRequirements.fulfilledSatang}`).mapWith(Number) })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.memberId, memberId), gt(turnoverRequirements.requiredSatang, turnoverRequirements.fulfilledSatang)));
  return row?.remaining ?? 0;
}

/**
 * Claims a bank transfer for one deposit. False when it is already claimed; if another
 * transaction is claiming it right now, PostgreSQL waits for that one's outcome first.
 */
export async function claimDepositEvidence(db: Database, evidence: typeof depositEvidence.$inferInsert): Promise<boolean> {
  const rows = await db.insert(depositEvidence).values(evidence).onConflictDoNothing().returning({ reference: depositEvidence.bankReference });
  return rows.length === 1;
}

export async function findDepositEvidence(db: Database, senderBankCode: string, bankReference: string) {
  const [row] = await db
    .select()
    .from(depositEvidence)
    .where(and(eq(depositEvidence.senderBankCode, senderBankCode), eq(depositEvidence.bankReference, bankReference)));
  return row;
}

export async function isDepositEvidenceUsed(db: Database, senderBankCode: string, bankReference: string): Promise<boolean> {
  const rows = await db
    .select({ reference: depositEvidence.bankReference })
    .from(depositEvidence)
    .where(and(eq(depositEvidence.senderBankCode, senderBankCode), eq(depositEvidence.bankReference, bankReference)));
  return rows.length > 0;
}

/** The statuses in which a statement line waits for an operator: the review queue. */
const WAITING_STATUSES: readonly StatementLineStatus[] = ['unmatched', 'ambiguous', 'held'];

export function isWaitingForOperator(line: { status: StatementLineStatus }): boolean {
  return WAITING_STATUSES.includes(line.status);
}

/**
 * The statement line of a transfer while it waits for an operator, if there is one: a deposit of
 * the transfer by another route (a slip) names it and closes it, so nobody can also refund it.
 */
export async function findWaitingLineOfTransfer(db: Database, brandId: string, senderBankCode: string, bankReference: string) {
  const line = await findStatementLineByTransfer(db, brandId, senderBankCode, bankReference);
  return line && isWaitingForOperator(line) ? line : undefined;
}

export async function findStatementLineByTransfer(db: Database, brandId: string, senderBankCode: string, bankReference: string) {
  const [row] = await db
    .select()
    .from(bankStatementLines)
    .where(
      and(eq(bankStatementLines.brandId, brandId), eq(bankStatementLines.senderBankCode, senderBankCode), eq(bankStatementLines.bankReference, bankReference)),
    );
  return row;
}
