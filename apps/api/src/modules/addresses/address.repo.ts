import { eq } from 'drizzle-orm';
import type { ThaiAddress } from '@app/contract/address';
import type { Database } from '../../db/client';
import { memberAddresses } from '../../db/schema/members';

/** The member's delivery address, or null when none is saved. Province is checked on the way in. */
export async function findAddress(db: Database, memberId: string): Promise<ThaiAddress | null> {
  const [row] = await db.select().from(memberAddresses).where(eq(memberAddresses.memberId, memberId));
  if (!row) return null;
  const { memberId: _memberId, updatedAt: _updatedAt, province, ...fields } = row;
  return { ...fields, province: province as ThaiAddress['province'] };
}

export async function saveAddress(db: Database, memberId: string, address: ThaiAddress, now: Date): Promise<void> {
  await db
    .insert(memberAddresses)
    .values({ memberId, ...address, updatedAt: now })
    .onConflictDoUpdate({ target: memberAddresses.memberId, set: { ...address, updatedAt: now } });
}
