import type { OperatorRole } from '@app/contract/admin';

/**
 * Content is the support desk's as much as the admin's: both write announcements and videos
 * (the routes' roles). Finance reads announcements only; the API does not list videos to finance.
 */
export function canEditContent(role: OperatorRole): boolean {
  return role === 'admin' || role === 'support';
}

export function canReadVideos(role: OperatorRole): boolean {
  return role === 'admin' || role === 'support';
}
