import { useTranslation } from 'react-i18next';
import { TIERS } from '@app/contract/tiers';
import styles from './member-greeting.module.css';

interface MemberGreetingProps {
  memberName: string;
  username: string;
  level: number;
}

export function MemberGreeting({ memberName, username, level }: MemberGreetingProps) {
  const { t } = useTranslation();
  const tierName = TIERS.find((tier) => tier.level === level)?.nameTh ?? t('dashboard.levelLabel', { level });
  return (
    <section className={styles.greeting} aria-label={t('dashboard.greeting')}>
      <div>
        <p className={styles.hello}>{t('dashboard.greeting')}</p>
        <h1 className={styles.name} data-testid="dashboard-member-name">
          {memberName}
        </h1>
        <p className={styles.username}>
          {t('dashboard.usernameLabel')}: <strong data-testid="dashboard-username">{username}</strong>
        </p>
      </div>
      <span className={styles.level}>{tierName}</span>
    </section>
  );
}
