import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@app/contract/audit-actions';
import type { Database } from '../../db/client';
import { auditLog, operators } from '../../db/schema/operators';

export interface AuditEntry {
  operatorId: string | null;
  brandId: string | null;
  /** One of the contract's AUDIT_ACTIONS, each of which the console names in Thai. */
  action: AuditAction;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ipAddress: string | null;
}

/** The audit log is append-only: the database refuses UPDATE and DELETE on it. */
export async function appendAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** The newest entries that match, each with the username of the operator who acted. */
export async function listAudit(db: Database, filters: { action?: string; targetType?: string; targetId?: string; limit: number }) {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.targetType) conditions.push(eq(auditLog.targetType, filters.targetType));
  if (filters.targetId) conditions.push(eq(auditLog.targetId, filters.targetId));
  return db
    .select({ entry: auditLog, operatorUsername: operators.username })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(filters.limit);
}
