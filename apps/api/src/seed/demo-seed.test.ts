import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPglite } from '../db/client';
import { members } from '../db/schema/members';
import { brands } from '../db/schema/brands';
import { findMemberBalance } from '../modules/ledger/ledger.repo';
import { DEMO_CREDIT_SATANG, seedDemoIfEmpty } from './demo-seed';

describe('the embedded database and the demo seed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'member-site-seed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds a new database once and keeps the data across restarts', async () => {
    const first = await connectPglite(dataDir);
    await first.migrate();
    expect(await seedDemoIfEmpty(first.db, { username: 'Somchai', password: 'first-password' })).toEqual({ isSeeded: true });
    const [brand] = await first.db.select().from(brands);
    const [member] = await first.db.select().from(members).where(eq(members.username, 'somchai'));
    expect(brand?.siteName).toMatch(/[\u0E00-\u0E7F]/);
    expect(member?.username).toBe('somchai');
    expect(await findMemberBalance(first.db, { brandId: brand?.id ?? '', memberId: member?.id ?? '', kind: 'credit' })).toBe(DEMO_CREDIT_SATANG);
    // The invited friend's deposit of 5,000 baht yesterday paid 1 % commission, through the job.
    const [friend] = await first.db.select().from(members).where(eq(members.username, 'demofriend'));
    expect(friend?.uplineId).toBe(member?.id);
    expect(await findMemberBalance(first.db, { brandId: brand?.id ?? '', memberId: member?.id ?? '', kind: 'affiliate' })).toBe(50_00);
    await first.close();

    // A second start migrates again (a no-op) and must not seed over the existing data.
    const second = await connectPglite(dataDir);
    await second.migrate();
    expect(await seedDemoIfEmpty(second.db, { username: 'someone-else', password: 'other-password' })).toEqual({ isSeeded: false });
    expect(await second.db.select({ username: members.username }).from(members).orderBy(members.username)).toEqual([
      { username: 'demofriend' },
      { username: 'somchai' },
    ]);
    await second.close();
  });
});
