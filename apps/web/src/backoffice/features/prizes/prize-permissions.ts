import type { OperatorRole } from '@app/contract/admin';

/**
 * What each operator role may change on the prize and reward panels, as the API's route roles
 * say (apps/api/src/modules/admin-loyalty, reward-catalogue). Every role reads them all; hiding
 * the controls only spares an operator a button the API would refuse.
 */

/** Wheel and flip-card options pay credit, so only admins change them. */
export function canEditPrizes(role: OperatorRole): boolean {
  return role === 'admin';
}

/** Support keeps the catalogue, since it fulfils the requests made from it. */
export function canEditCatalogue(role: OperatorRole): boolean {
  return role === 'admin' || role === 'support';
}

/** Sending or refusing a physical reward is support's work (and admin's). */
export function canDecideRewardRequests(role: OperatorRole): boolean {
  return role === 'admin' || role === 'support';
}
