import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import {
  ChatIcon,
  ChipIcon,
  GiftIcon,
  HistoryIcon,
  HomeIcon,
  InfoIcon,
  LockIcon,
  MapPinIcon,
  SparkIcon,
  TrophyIcon,
  UsersIcon,
  WalletIcon,
  WithdrawIcon,
} from '../ui/icons';
import { BrandLogo } from './brand-logo';
import { Drawer } from './drawer';
import { DrawerLinks } from './drawer-links';

/** The id the top bar's menu button points at. */
export const MEMBER_MENU_ID = 'member-menu';

interface MemberSideMenuProps {
  /** The logout control with its confirm dialog, supplied by the app like the top bar's. */
  logoutAction: ReactNode;
  onClose: () => void;
}

/** Every member page in one list, the account settings apart, and logout at the foot. */
export function MemberSideMenu({ logoutAction, onClose }: MemberSideMenuProps) {
  const { t } = useTranslation();
  const pages = [
    { to: paths.auth.dashboard, label: t('nav.dashboard'), icon: <HomeIcon size={22} /> },
    { to: paths.auth.deposit, label: t('nav.deposit'), icon: <WalletIcon size={22} /> },
    { to: paths.auth.withdraw, label: t('nav.withdraw'), icon: <WithdrawIcon size={22} /> },
    { to: paths.auth.affiliate, label: t('pages.affiliate'), icon: <UsersIcon size={22} /> },
    { to: paths.auth.winLost, label: t('pages.winLost'), icon: <ChipIcon size={22} /> },
    { to: paths.auth.transactionHistory, label: t('pages.transactionHistory'), icon: <HistoryIcon size={22} /> },
    { to: paths.auth.reward, label: t('pages.reward'), icon: <GiftIcon size={22} /> },
    { to: paths.auth.ranking, label: t('pages.ranking'), icon: <TrophyIcon size={22} /> },
    { to: paths.auth.media, label: t('pages.media'), icon: <SparkIcon size={22} /> },
    { to: paths.auth.contact, label: t('pages.memberContact'), icon: <ChatIcon size={22} /> },
  ];
  const settings = [
    { to: paths.auth.changePassword, label: t('pages.changePassword'), icon: <LockIcon size={22} /> },
    { to: paths.auth.manageAddress, label: t('pages.manageAddress'), icon: <MapPinIcon size={22} /> },
    { to: paths.auth.responsibleGaming, label: t('pages.responsibleGaming'), icon: <InfoIcon size={22} /> },
  ];

  return (
    <Drawer
      id={MEMBER_MENU_ID}
      label={t('nav.sideMenuTitle')}
      // Not a link: the dashboard heads the list, and a logo link would leave the menu open.
      logo={<BrandLogo isLinked={false} />}
      onClose={onClose}
      footer={logoutAction}
    >
      <DrawerLinks links={pages} onNavigate={onClose} />
      <DrawerLinks links={settings} heading={t('memberMenu.accountSettings')} onNavigate={onClose} />
    </Drawer>
  );
}
