import type { ConfigurationKey } from '@app/contract/settings';
import { paths } from '@/config/paths';

export type PublicMenuLabel = 'nav.casino' | 'nav.slot' | 'nav.sport' | 'nav.contact';

export interface PublicMenuItem {
  labelKey: PublicMenuLabel;
  imageKey: ConfigurationKey;
  /** Game categories open only after login, so on public pages they are shown but disabled. */
  to: string | null;
}

/**
 * The public menu of the spec: casino, slot and sport, all disabled, and contact. The top menu
 * and the home page's category tiles both list it, so the two always agree.
 */
export const PUBLIC_MENU_ITEMS: readonly PublicMenuItem[] = [
  { labelKey: 'nav.casino', imageKey: 'home.top.casino', to: null },
  { labelKey: 'nav.slot', imageKey: 'home.top.slot', to: null },
  { labelKey: 'nav.sport', imageKey: 'home.top.sport', to: null },
  { labelKey: 'nav.contact', imageKey: 'home.top.contact', to: paths.contact },
];
