import type { AuditAction } from '@app/contract/audit-actions';
import type { FourEyesPendingChange, FourEyesState } from '@app/contract/admin';
import type { FourEyesProposal } from '../../db/schema/brands';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import { lockBrand, updateBrandSettings } from '../brands/brands.repo';
import type { AdminAction } from './brands-admin.service';

/** Off, or a higher threshold: fewer withdrawals would need a second operator. */
export function isWeakerFourEyes(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/**
 * How long a weaker change waits for a second admin. A confirmation is meant to answer a colleague
 * of the same shift, who knows why it was asked for; weeks later it would be a rule nobody now
 * stands behind, slipped in by one admin.
 */
export const FOUR_EYES_PROPOSAL_LIFETIME_MS = 24 * 60 * 60_000;

function expiryOf(proposal: FourEyesProposal): Date {
  return new Date(Date.parse(proposal.proposedAt) + FOUR_EYES_PROPOSAL_LIFETIME_MS);
}

/** The waiting change, or null when there is none or it has lapsed by `now`. */
export function liveProposal(proposal: FourEyesProposal | null, now: Date): FourEyesProposal | null {
  return proposal && expiryOf(proposal) > now ? proposal : null;
}

export function describePendingChange(proposal: FourEyesProposal | null, now: Date): FourEyesPendingChange | null {
  const live = liveProposal(proposal, now);
  return live
    ? { thresholdSatang: live.thresholdSatang, proposedBy: live.username, proposedAt: live.proposedAt, expiresAt: expiryOf(live).toISOString() }
    : null;
}

/**
 * Sets the amount above which a withdrawal needs a second finance operator. A stricter rule
 * applies at once. A weaker one (off, or a higher threshold) waits until a second admin asks for
 * the same within a day: one admin alone could otherwise switch four-eyes off, approve, and switch
 * it back. Asking for another weaker rule replaces the one waiting. Under the brand's row lock, so two
 * requests are judged one after the other. `isApplied` is false when the change waits.
 */
export async function setFourEyesThreshold(action: AdminAction & { now: Date }, brandId: string, thresholdSatang: number | null) {
  const outcome = await runInTransaction(action.db, async (tx): Promise<FourEyesState & { isApplied: boolean }> => {
    const brand = await lockBrand(tx, brandId);
    if (!brand) throw new AppError('BRAND_NOT_FOUND');
    // A lapsed change is no longer waiting: the same request starts a new one.
    const waiting = liveProposal(brand.fourEyesProposal, action.now);
    const lapsed = waiting === null ? brand.fourEyesProposal : null;
    const isConfirmation = waiting !== null && waiting.thresholdSatang === thresholdSatang && waiting.operatorId !== action.operator.operatorId;
    const audit = (auditAction: AuditAction, after: unknown) =>
      appendAudit(tx, {
        operatorId: action.operator.operatorId,
        brandId,
        action: auditAction,
        targetType: 'brand',
        targetId: brandId,
        before: {
          thresholdSatang: brand.fourEyesThresholdSatang,
          pendingChange: describePendingChange(waiting, action.now),
          // The row still holds a lapsed change until this request replaces it: the log says so.
          ...(lapsed ? { lapsedChange: { thresholdSatang: lapsed.thresholdSatang, proposedBy: lapsed.username, proposedAt: lapsed.proposedAt } } : {}),
        },
        after,
        ipAddress: action.ipAddress,
      });

    if (!isWeakerFourEyes(brand.fourEyesThresholdSatang, thresholdSatang) || isConfirmation) {
      await updateBrandSettings(tx, brandId, { fourEyesThresholdSatang: thresholdSatang, fourEyesProposal: null });
      await audit('brand.four_eyes.set', { thresholdSatang, ...(isConfirmation ? { proposedBy: waiting.username } : {}) });
      return { thresholdSatang, pendingChange: null, isApplied: true };
    }
    const proposal: FourEyesProposal = {
      thresholdSatang,
      operatorId: action.operator.operatorId,
      username: action.operator.username,
      proposedAt: action.now.toISOString(),
    };
    await updateBrandSettings(tx, brandId, { fourEyesProposal: proposal });
    await audit('brand.four_eyes.propose', { thresholdSatang });
    return { thresholdSatang: brand.fourEyesThresholdSatang, pendingChange: describePendingChange(proposal, action.now), isApplied: false };
  });
  action.brands.invalidate();
  return outcome;
}
