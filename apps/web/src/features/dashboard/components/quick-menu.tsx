import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GiftIcon, HistoryIcon, SparkIcon, TrophyIcon, UsersIcon, ChatIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './quick-menu.module.css';

type QuickMenuLabel = 'pages.reward' | 'pages.affiliate' | 'pages.transactionHistory' | 'pages.ranking' | 'pages.media' | 'pages.memberContact';

const ITEMS: readonly { to: string; labelKey: QuickMenuLabel; icon: ReactNode }[] = [
  { to: paths.auth.reward, labelKey: 'pages.reward', icon: <GiftIcon /> },
  { to: paths.auth.affiliate, labelKey: 'pages.affiliate', icon: <UsersIcon /> },
  { to: paths.auth.transactionHistory, labelKey: 'pages.transactionHistory', icon: <HistoryIcon /> },
  { to: paths.auth.ranking, labelKey: 'pages.ranking', icon: <TrophyIcon /> },
  { to: paths.auth.media, labelKey: 'pages.media', icon: <SparkIcon /> },
  { to: paths.auth.contact, labelKey: 'pages.memberContact', icon: <ChatIcon /> },
];

export function QuickMenu() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="quick-menu-title">
      <h2 id="quick-menu-title" className={styles.title}>
        {t('dashboard.quickMenu')}
      </h2>
      <ul className={styles.grid}>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.tile}>
              <span className={styles.icon}>{item.icon}</span>
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
