import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
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

/** Takes back turnover a rolled-back bet counted, newest requirement first, never below zero. */
export async function reverseTurnover(tx: Database, memberId: string, betSatang: number): Promise<void> {
  const counted = await tx
    .select({ id: turnoverRequirements.id, fulfilledSatang: turnoverRequirements.fulfilledSatang })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.memberId, memberId), gt(turnoverRequirements.fulfilledSatang, 0)))
    .orderBy(desc(turnoverRequirements.createdAt))
    .for('update');
  let remaining = betSatang;
  for (const requirement of counted) {
    if (remaining <= 0) break;
    const taken = Math.min(remaining, requirement.fulfilledSatang);
    await tx
      .update(turnoverRequirements)
      .set({ fulfilledSatang: sql`${turnoverRequirements.fulfilledSatang} - ${taken}` })
      .where(eq(turnoverRequirements.id, requirement.id));
    remaining -= taken;
  }
}
