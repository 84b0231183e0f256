import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import styles from './member-footnote.module.css';

/** The foot of every member page: who the site is for, and the way to a break from play. */
export function MemberFootnote() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footnote} data-testid="member-footnote">
      <p>
        {t('memberMenu.footnote')} · <Link to={paths.auth.responsibleGaming}>{t('memberMenu.footnoteLink')}</Link>
      </p>
    </footer>
  );
}
