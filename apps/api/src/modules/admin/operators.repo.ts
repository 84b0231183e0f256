import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { OperatorRole } from '@app/contract/admin';
import type { Database } from '../../db/client';
import { operatorBrands, operators } from '../../db/schema/operators';
import { operatorSessions } from '../../db/schema/sessions';

export async function findOperatorByUsername(db: Database, username: string) {
  const [row] = await db.select().from(operators).where(eq(operators.username, username.toLowerCase()));
  return row;
}

/** A new operator; `brandIds` lists the only brands they act on, and leaving it out gives them every brand. */
export async function insertOperator(
  db: Database,
  operator: { username: string; passwordHash: string; role: OperatorRole; totpSecret: string; brandIds?: string[] },
) {
  const { brandIds, ...columns } = operator;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ ...columns, username: columns.username.toLowerCase(), isAllBrands: brandIds === undefined })
      .returning({ id: operators.id, username: operators.username, role: operators.role });
    if (!row) throw new Error('insert into operators returned no row');
    if (brandIds && brandIds.length > 0) await tx.insert(operatorBrands).values(brandIds.map((brandId) => ({ operatorId: row.id, brandId })));
    return row;
  });
}

/** The brands an operator who is not for all brands acts on. */
export async function listOperatorBrandIds(db: Database, operatorId: string): Promise<string[]> {
  const rows = await db.select({ brandId: operatorBrands.brandId }).from(operatorBrands).where(eq(operatorBrands.operatorId, operatorId));
  return rows.map((row) => row.brandId).sort();
}

export async function insertOperatorSession(db: Database, session: typeof operatorSessions.$inferInsert): Promise<void> {
  await db.insert(operatorSessions).values(session);
}

export async function findOperatorSessionByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      lastSeenAt: operatorSessions.lastSeenAt,
      expiresAt: operatorSessions.expiresAt,
      revokedAt: operatorSessions.revokedAt,
      operatorId: operators.id,
      username: operators.username,
      role: operators.role,
      isDisabled: operators.isDisabled,
      isAllBrands: operators.isAllBrands,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, tokenHash));
  return row;
}

export async function touchOperatorSession(db: Database, sessionId: string, lastSeenAt: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt }).where(eq(operatorSessions.id, sessionId));
}

export async function revokeOperatorSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

/**
 * Records the time step of an accepted code, only if it is newer than the last one: of two
 * logins racing with one code, exactly one gets the row.
 */
export async function claimTotpStep(db: Database, operatorId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function setOperatorTotpSecret(db: Database, username: string, totpSecret: string): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpSecret, totpLastStep: null })
    .where(eq(operators.username, username.toLowerCase()))
    .returning({ id: operators.id });
  return rows.length === 1;
}
