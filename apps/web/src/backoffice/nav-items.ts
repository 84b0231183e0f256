import type { ComponentType } from 'react';
import type { OperatorRole } from '@app/contract/admin';
import {
  AlertIcon,
  GiftIcon,
  HistoryIcon,
  HomeIcon,
  MegaphoneIcon,
  ReceiptIcon,
  SlotMachineIcon,
  ToolIcon,
  TrophyIcon,
  UsersIcon,
  WithdrawIcon,
} from '../components/ui/icons';
import { backofficePaths } from './backoffice-paths';
import { MEMBERS_PATH } from './features/members/member-paths';
import { ADMIN_AND_FINANCE, ADMIN_ONLY, EVERY_ROLE } from './session/operator-roles';
import type th from './locales/th.json';

/** A label of the `nav` section of the console's locale files. */
export type NavLabelKey = `nav.${Exclude<keyof typeof th.nav, 'label'>}`;

export interface BackofficeNavItem {
  to: string;
  labelKey: NavLabelKey;
  icon: ComponentType<{ size?: number }>;
  /**
   * The roles that see the item. The API refuses the others anyway; hiding the item spares them
   * a screen that can only answer "not allowed". Keep it equal to the route's roles.
   */
  roles: readonly OperatorRole[];
}

/** The left menu of the console, top to bottom. */
export const backofficeNavItems: readonly BackofficeNavItem[] = [
  { to: backofficePaths.today, labelKey: 'nav.today', icon: HomeIcon, roles: EVERY_ROLE },
  { to: backofficePaths.withdrawals, labelKey: 'nav.withdrawals', icon: WithdrawIcon, roles: EVERY_ROLE },
  { to: MEMBERS_PATH, labelKey: 'nav.members', icon: UsersIcon, roles: EVERY_ROLE },
  { to: backofficePaths.deposits, labelKey: 'nav.deposits', icon: ReceiptIcon, roles: EVERY_ROLE },
  { to: backofficePaths.settings, labelKey: 'nav.settings', icon: ToolIcon, roles: ADMIN_ONLY },
  { to: backofficePaths.promotions, labelKey: 'nav.promotions', icon: GiftIcon, roles: EVERY_ROLE },
  { to: backofficePaths.content, labelKey: 'nav.content', icon: MegaphoneIcon, roles: EVERY_ROLE },
  { to: backofficePaths.games, labelKey: 'nav.games', icon: SlotMachineIcon, roles: ADMIN_ONLY },
  { to: backofficePaths.reports, labelKey: 'nav.reports', icon: TrophyIcon, roles: ADMIN_AND_FINANCE },
  { to: backofficePaths.sharpRises, labelKey: 'nav.sharpRises', icon: AlertIcon, roles: EVERY_ROLE },
  { to: backofficePaths.auditLog, labelKey: 'nav.auditLog', icon: HistoryIcon, roles: ADMIN_ONLY },
];

export function navItemsFor(role: OperatorRole): BackofficeNavItem[] {
  return backofficeNavItems.filter((item) => item.roles.includes(role));
}
