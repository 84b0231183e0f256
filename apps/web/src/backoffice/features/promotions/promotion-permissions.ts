import type { OperatorRole } from '@app/contract/admin';

/**
 * The bonus, tier, check-in, affiliate and reward-settings values pay money, so only admins change them (the API's routes
 * allow no other role); finance and support read them to answer members.
 */
export function canEditPromotions(role: OperatorRole): boolean {
  return role === 'admin';
}
