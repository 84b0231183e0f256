import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { turnoverRequirements } from '../../db/schema/deposits';

/**
 * A bet counts toward the member's unmet turnover requirements, oldest first, so a deposit
 * bonus's requirement is met by play.
 */
export async function fulfilTurnover(tx: Database, memberId: string, betSatang: number): Promise<void> {
  const unmet = await tx
    .select({ id: turnoverRequirements.id, requiredSatang: turnoverRequirements.requiredSatang, fulfilledSatang: turnoverRequirements.fulfilledSatang })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.memberId, memberId), gt(turnoverRequirements.requiredSatang, turnoverRequirements.fulfilledSatang)))
    .orderBy(asc(turnoverRequirements.createdAt))
    .for('update');
  let remaining = betSatang;
  for (const requirement of unmet) {
    if (remaining <= 0) break;
    const applied = Math.min(remaining, requirement.requiredSatang - requirement.fulfilledSatang);
    await tx
      .update(turnoverRequirements)
      .set({ fulfilledSatang: sql`${turnoverRequirements.fulfilledSatang} + ${applied}` })
      .where(eq(turnoverRequirements.id, requirement.id));
    remaining -= applied;
  }
}
