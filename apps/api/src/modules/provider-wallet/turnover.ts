import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { turnoverRequirements } from '../../db/schema/deposits';

/*
 * Turnover requirements (deposit bonuses) are met by play: a bet counts toward the member's
 * unmet requirements, oldest first, inside wallet_move (migration 0018), in the bet's own
 * statement. A bet rolled back gives its turnover back here.
 */

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
