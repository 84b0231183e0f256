import type { AuditAction } from '@app/contract/audit-actions';
import type { Database } from '../../db/client';
import type { OperatorContext } from '../admin/operator-auth.service';
import { appendAudit } from '../audit/audit.repo';

/** Who changes something and from where: every change of this module is audited with both. */
export interface OperatorAction {
  db: Database;
  operator: OperatorContext;
  ipAddress: string;
}

export interface AuditedChange {
  brandId: string;
  action: AuditAction;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

/** Writes the audit entry inside the change's own transaction `tx`, so both commit or neither. */
export function auditChange(tx: Database, action: OperatorAction, change: AuditedChange): Promise<void> {
  return appendAudit(tx, { operatorId: action.operator.operatorId, ipAddress: action.ipAddress, ...change });
}

/** Two stored values are the same when their JSON is, whatever the key order (jsonb reorders keys). */
export function isSameValue(left: unknown, right: unknown): boolean {
  return stableJson(left) === stableJson(right);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
