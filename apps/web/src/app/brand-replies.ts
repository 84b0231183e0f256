import { getLivePromotionBannersApi } from '@/features/promotion-banners/api/get-live-promotion-banners';
import { getConfigurationApi } from '@/features/settings/api/get-configuration';
import { getPublicSettingsApi } from '@/features/settings/api/get-public-settings';
import { getWebsiteStatusApi } from '@/features/settings/api/get-website-status';
import type { AppStore } from './store';

/**
 * Asks for the brand's replies the first screen waits on: what every page waits on before it draws
 * anything, the brand's settings (the brand gate), its configuration and the website status (the
 * maintenance gate), and the banners of the promotion carousel at the top of the dashboard (its
 * largest paint, whose image is asked for only once the banners are known). The browser asks at
 * start (start-early.ts) unless the page arrived with them; the server asks to put them in the
 * pages it sends (server/draw-page.tsx). A prefetch holds no subscription: nothing is kept that no
 * screen uses.
 */
export function askForBrandReplies(store: AppStore): void {
  store.dispatch(getPublicSettingsApi.util.prefetch('getPublicSettings', undefined, {}));
  store.dispatch(getConfigurationApi.util.prefetch('getConfiguration', undefined, {}));
  store.dispatch(getWebsiteStatusApi.util.prefetch('getWebsiteStatus', undefined, {}));
  store.dispatch(getLivePromotionBannersApi.util.prefetch('getLivePromotionBanners', undefined, {}));
}
