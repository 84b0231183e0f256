import { getLivePromotionBannersApi } from '@/features/promotion-banners/api/get-live-promotion-banners';
import { getConfigurationApi } from '@/features/settings/api/get-configuration';
import { getPublicSettingsApi } from '@/features/settings/api/get-public-settings';
import { getWebsiteStatusApi } from '@/features/settings/api/get-website-status';
import type { AppStore } from './store';

const brandReplies = [
  { endpoint: getPublicSettingsApi.endpoints.getPublicSettings, prefetch: () => getPublicSettingsApi.util.prefetch('getPublicSettings', undefined, {}) },
  { endpoint: getConfigurationApi.endpoints.getConfiguration, prefetch: () => getConfigurationApi.util.prefetch('getConfiguration', undefined, {}) },
  { endpoint: getWebsiteStatusApi.endpoints.getWebsiteStatus, prefetch: () => getWebsiteStatusApi.util.prefetch('getWebsiteStatus', undefined, {}) },
  {
    endpoint: getLivePromotionBannersApi.endpoints.getLivePromotionBanners,
    prefetch: () => getLivePromotionBannersApi.util.prefetch('getLivePromotionBanners', undefined, {}),
  },
];

/**
 * Asks for the brand's replies the first screen waits on: what every page waits on before it draws
 * anything, the brand's settings (the brand gate), its configuration and the website status (the
 * maintenance gate), and the banners of the promotion carousel at the top of the dashboard (its
 * largest paint, whose image is asked for only once the banners are known). The browser asks at
 * start (start-early.ts) unless the page arrived with them; the server asks to put them in the
 * pages it sends (server/draw-page.tsx). A prefetch holds no subscription: nothing is kept that no
 * screen uses.
 *
 * A reply already in the cache (the page arrived with it) is not asked for at all. A prefetch
 * would not call the API for it either, but RTK Query would still dispatch its refusal through
 * every reducer and middleware: four of them cost a phone about 45 ms of the app's first task.
 */
export function askForBrandReplies(store: AppStore): void {
  for (const { endpoint, prefetch } of brandReplies) {
    if (!endpoint.select()(store.getState()).isSuccess) store.dispatch(prefetch());
  }
}
