/** The views of the affiliate screen, in the order of their tabs; the first is where the screen opens. */
export const AFFILIATE_TABS = ['invite', 'withdraw', 'friends', 'commission', 'log'] as const;
export type AffiliateTab = (typeof AFFILIATE_TABS)[number];

/** The tab the address names, or the invite tab for a missing or unknown one. */
export function readAffiliateTab(value: string | null): AffiliateTab {
  return AFFILIATE_TABS.find((tab) => tab === value) ?? 'invite';
}
