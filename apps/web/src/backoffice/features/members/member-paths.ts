/** Where the member screens live inside the console. */
export const MEMBERS_PATH = '/backoffice/members';

export function memberDetailPath(memberId: string): string {
  return `${MEMBERS_PATH}/${encodeURIComponent(memberId)}`;
}
