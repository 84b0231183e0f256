import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { keylessRequestClaims } from '../../db/schema/request-claims';

/**
 * Claims (member, fingerprint) at `now`, after dropping the member's claims older than
 * `windowStart`. False when a claim of the window is already there. A concurrent claim of the same
 * pair waits on the primary key for the other transaction's outcome, so of two identical requests
 * exactly one claims it, on any number of API instances.
 */
export async function claimKeylessRequest(db: Database, claim: { memberId: string; fingerprint: string; now: Date; windowStart: Date }): Promise<boolean> {
  await db.delete(keylessRequestClaims).where(and(eq(keylessRequestClaims.memberId, claim.memberId), lt(keylessRequestClaims.claimedAt, claim.windowStart)));
  const rows = await db
    .insert(keylessRequestClaims)
    .values({ memberId: claim.memberId, fingerprint: claim.fingerprint, claimedAt: claim.now })
    .onConflictDoNothing()
    .returning({ memberId: keylessRequestClaims.memberId });
  return rows.length === 1;
}
