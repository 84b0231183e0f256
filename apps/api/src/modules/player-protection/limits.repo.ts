import { asc, eq, sql } from 'drizzle-orm';
import type { LimitChange, LimitKind, LimitPeriod } from '@app/contract/player-protection';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';
import { memberLimitChanges } from '../../db/schema/player-protection';
import { parsePassedLimit, type PassedLimit } from './limit-refusal';

export type LimitChangeRow = typeof memberLimitChanges.$inferSelect;

/** Every change of the member's limits, oldest first. */
export function listLimitChanges(db: Database, memberId: string): Promise<LimitChangeRow[]> {
  return db.select().from(memberLimitChanges).where(eq(memberLimitChanges.memberId, memberId)).orderBy(asc(memberLimitChanges.id));
}

export async function insertLimitChange(
  db: Database,
  change: {
    brandId: string;
    memberId: string;
    kind: LimitKind;
    period: LimitPeriod;
    change: LimitChange;
    amountSatang: number | null;
    requestId: number | null;
    createdAt: Date;
  },
): Promise<LimitChangeRow> {
  const [row] = await db.insert(memberLimitChanges).values(change).returning();
  if (!row) throw new Error('limit change was not written');
  return row;
}

/** What counts against one limit at a moment, and when its period ends. */
export interface LimitUsage {
  kind: LimitKind;
  period: LimitPeriod;
  usedSatang: number;
  resetsAt: Date;
}

/** The member's use of every limit at `at` (member_limit_usage: the count the ledger judges by). */
export async function readLimitUsage(db: Database, memberId: string, at: Date): Promise<LimitUsage[]> {
  const rows = await queryRows<{ kind: LimitKind; period: LimitPeriod; used_satang: string | number; resets_at: Date | string }>(
    db,
    sql`select kind, period, used_satang, resets_at from member_limit_usage(${memberId}::uuid, ${at.toISOString()}::timestamptz)`,
  );
  return rows.map((row) => ({ kind: row.kind, period: row.period, usedSatang: Number(row.used_satang), resetsAt: new Date(row.resets_at) }));
}

/** The limit a deposit of `amountSatang` at `at` would pass, if any (member_limit_refusal). */
export async function findDepositLimitPassed(db: Database, memberId: string, amountSatang: number, at: Date): Promise<PassedLimit | undefined> {
  const [row] = await queryRows<{ refusal: unknown }>(
    db,
    sql`select member_limit_refusal(${memberId}::uuid, 'deposit', ${amountSatang}::bigint, ${at.toISOString()}::timestamptz) as refusal`,
  );
  return row?.refusal ? parsePassedLimit(row.refusal) : undefined;
}
