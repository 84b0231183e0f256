/** Titles a Thai or English account name may start with; they say nothing about who the person is. */
const TITLES = /^(นางสาว|นาย|นาง|น\.ส\.|ด\.ช\.|ด\.ญ\.|mr\.?|mrs\.?|ms\.?|miss)\s*/i;

/** An account name reduced to what identifies the person: no title, no spaces, one case. */
export function normaliseAccountName(name: string): string {
  return name.trim().replace(TITLES, '').replace(/\s+/g, '').toLowerCase();
}

/**
 * Thai bank accounts carry their holder's legal name, and a member's name is their account's
 * name. A new account under the same name as the inviter is the inviter signing themselves up
 * to earn commission on their own play.
 */
export function isSelfReferral(inviterName: string, newAccountName: string): boolean {
  return normaliseAccountName(inviterName) === normaliseAccountName(newAccountName);
}
