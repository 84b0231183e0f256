/**
 * The tabs of the promotions screen, in order. Bonus, tiers, check-in, affiliate and reward settings are this feature's;
 * the prize and reward tabs show the prizes feature's panels (see promotion-tab-panel.tsx).
 */
export const PROMOTION_TABS = ['bonus', 'tiers', 'checkIn', 'affiliate', 'rewardSettings', 'wheel', 'flipCard', 'catalogue', 'requests'] as const;
export type PromotionTab = (typeof PROMOTION_TABS)[number];

/** ?tab= as one of the tabs; anything else opens the first, so an old or mistyped link still works. */
export function readPromotionTab(params: URLSearchParams, tabs: readonly PromotionTab[]): PromotionTab {
  return tabs.find((tab) => tab === params.get('tab')) ?? tabs[0] ?? 'bonus';
}
