import { useTranslation } from 'react-i18next';
import { TIERS } from '@app/contract/tiers';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import { readPreviousLogin } from '@/lib/previous-login';
import styles from './member-greeting.module.css';

interface MemberGreetingProps {
  memberName: string;
  username: string;
  level: number;
}

export function MemberGreeting({ memberName, username, level }: MemberGreetingProps) {
  const { t, i18n } = useTranslation();
  const previousLogin = readPreviousLogin();
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
        {previousLogin === undefined ? null : (
          // Shown after each login (58 Pa. Code § 812a.3(a)(4)): a login the member does not remember is a warning.
          <p className={styles.previousLogin} data-testid="dashboard-previous-login">
            {previousLogin === null
              ? t('dashboard.firstLogin')
              : t('dashboard.previousLogin', { when: formatDateTime(previousLogin, isDateLanguage(i18n.language) ? i18n.language : 'th') })}
          </p>
        )}
      </div>
      <span className={styles.level}>{tierName}</span>
    </section>
  );
}
