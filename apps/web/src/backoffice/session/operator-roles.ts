import type { OperatorRole } from '@app/contract/admin';

/**
 * What each role may do in the console (issue 7): admin everything; finance the money queues and
 * adjustments; support members and requests, reading money without moving it. The API enforces
 * the same rules; the console only hides what would be refused.
 */
export const EVERY_ROLE: readonly OperatorRole[] = ['admin', 'finance', 'support'];
export const ADMIN_ONLY: readonly OperatorRole[] = ['admin'];
/** Money figures: reports read by finance as well as admin. */
export const ADMIN_AND_FINANCE: readonly OperatorRole[] = ['admin', 'finance'];

/** Approving, rejecting and failing withdrawals. */
export function canDecideWithdrawals(role: OperatorRole): boolean {
  return role === 'admin' || role === 'finance';
}
