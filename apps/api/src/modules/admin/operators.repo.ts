import { and, eq, isNull } from 'drizzle-orm';
import type { OperatorRole } from '@app/contract/admin';
import type { Database } from '../../db/client';
import { operators } from '../../db/schema/operators';
import { operatorSessions } from '../../db/schema/sessions';

export async function findOperatorByUsername(db: Database, username: string) {
  const [row] = await db.select().from(operators).where(eq(operators.username, username.toLowerCase()));
  return row;
}

export async function insertOperator(
  db: Database,
  operator: { username: string; passwordHash: string; role: OperatorRole },
) {
  const [row] = await db
    .insert(operators)
    .values({ ...operator, username: operator.username.toLowerCase() })
    .returning({ id: operators.id, username: operators.username, role: operators.role });
  if (!row) throw new Error('insert into operators returned no row');
  return row;
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
