import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import cardStyles from '@/components/ui/card.module.css';
import { ReceiptIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './activity-statement.module.css';

/** The way from the responsible gaming page to the member's monthly statement. */
export function StatementLinkCard() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={cardStyles.card} aria-labelledby={titleId} data-testid="statement-link-card">
      <div className={cardStyles.header}>
        <h2 id={titleId} className={cardStyles.title}>
          {t('statement.link.title')}
        </h2>
        <span className={cardStyles.titleIcon}>
          <ReceiptIcon size={22} />
        </span>
      </div>
      <p className={styles.lead}>{t('statement.link.lead')}</p>
      <ButtonLink to={paths.auth.activityStatement} variant="secondary" isFullWidth>
        {t('statement.link.action')}
      </ButtonLink>
    </section>
  );
}
