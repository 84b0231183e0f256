import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { getErrorMessage } from '@/lib/api-client';
import { useCloseTierNoticeMutation } from '../api/close-tier-notice';
import { useGetMemberLevelQuery } from '../api/get-member-level';
import { useTierChangeReason } from '../hooks/use-tier-change-reason';
import styles from './tier-change-notice.module.css';

/**
 * The newest tier change the member has not closed: shown in the page (not as a popup, so it never
 * queues behind an announcement or the check-in), until "รับทราบ" closes it for good.
 */
export function TierChangeNotice({ memberUuid, isBenefitsLinkShown = true }: { memberUuid: string; isBenefitsLinkShown?: boolean }) {
  const { t } = useTranslation();
  // A deposit or the monthly review may have moved the tier since the last visit.
  const { data } = useGetMemberLevelQuery(memberUuid, { refetchOnMountOrArgChange: true });
  const [closeNotice, { isLoading, error }] = useCloseTierNoticeMutation();
  const reasonOf = useTierChangeReason();
  const notice = data?.notice;
  if (!notice) return null;
  const isPromotion = notice.toLevel > notice.fromLevel;
  return (
    <section className={`${styles.notice} ${isPromotion ? styles.promotion : ''}`} role="status" data-testid="tier-change-notice">
      <p className={styles.title}>{t(isPromotion ? 'ranking.notice.up' : 'ranking.notice.down', { to: notice.toName })}</p>
      <p className={styles.text}>{t('ranking.notice.from', { from: notice.fromName, reason: reasonOf(notice) })}</p>
      <FormAlert message={error ? getErrorMessage(error) || t('ranking.notice.closeFailed') : null} testId="tier-change-notice-error" />
      <div className={styles.actions}>
        {isBenefitsLinkShown ? (
          <Link className={styles.link} to={paths.auth.ranking}>
            {t('ranking.notice.view')}
          </Link>
        ) : null}
        <Button size="small" isLoading={isLoading} onClick={() => void closeNotice({ memberUuid, changeId: notice.id })} data-testid="tier-change-notice-close">
          {t('ranking.notice.close')}
        </Button>
      </div>
    </section>
  );
}
