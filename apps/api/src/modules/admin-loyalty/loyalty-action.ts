import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@app/contract/audit-actions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { currentOperator } from '../../plugins/operator-guard';
import type { OperatorContext } from '../admin/operator-auth.service';
import { appendAudit } from '../audit/audit.repo';
import { findBrandById } from '../brands/brands.repo';

/** Who changes a brand's loyalty settings, from where and when: what every audit entry records. */
export interface LoyaltyAction {
  db: Database;
  operator: OperatorContext;
  ipAddress: string;
  now: Date;
}

export function loyaltyActionOf(request: FastifyRequest, db: Database, now: Date): LoyaltyAction {
  return { db, operator: currentOperator(request), ipAddress: request.ip, now };
}

/** One audit entry in the change's own transaction, with the values before and after (null for none). */
export function auditLoyaltyChange(
  tx: Database,
  action: LoyaltyAction,
  entry: { brandId: string; action: AuditAction; targetType: string; targetId: string; before: unknown; after: unknown },
): Promise<void> {
  return appendAudit(tx, { operatorId: action.operator.operatorId, ipAddress: action.ipAddress, ...entry });
}

/** Reads of an unknown brand answer 404 rather than an empty list that looks like a brand with nothing set. */
export async function assertBrandExists(db: Database, brandId: string): Promise<void> {
  if (!(await findBrandById(db, brandId))) throw new AppError('BRAND_NOT_FOUND');
}
