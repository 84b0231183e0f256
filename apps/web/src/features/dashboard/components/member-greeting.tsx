import { useTranslation } from 'react-i18next';
import { TIERS } from '@app/contract/tiers';
import type { UserProfile } from '@app/contract/user';
import { WordSkeleton } from '@/components/ui/skeleton';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import { readPreviousLogin } from '@/lib/previous-login';
import styles from './member-greeting.module.css';

interface MemberGreetingProps {
  /** Null on the frame drawn before the session is read: placeholders of the same size. */
  member: Pick<UserProfile, 'name' | 'level' | 'user_pass'> | null;
}

export function MemberGreeting({ member }: MemberGreetingProps) {
  const { t, i18n } = useTranslation();
  // The tab's own (session storage): read only with the member, as the server cannot see it.
  const previousLogin = member ? readPreviousLogin() : undefined;
  const level = member?.level;
  const tierName = level === undefined ? null : (TIERS.find((tier) => tier.level === level)?.nameTh ?? t('dashboard.levelLabel', { level }));
  return (
    <section className={styles.greeting} aria-label={t('dashboard.greeting')}>
      <div>
        <p className={styles.hello}>{t('dashboard.greeting')}</p>
        <h1 className={styles.name} data-testid="dashboard-member-name">
          {member?.name ?? <WordSkeleton width="8em" />}
        </h1>
        <p className={styles.username}>
          {t('dashboard.usernameLabel')}: <strong data-testid="dashboard-username">{member?.user_pass.username ?? <WordSkeleton width="5em" />}</strong>
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
      <span className={styles.level}>{tierName ?? <WordSkeleton width="3em" />}</span>
    </section>
  );
}
