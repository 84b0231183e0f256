import { formatBaht } from '@app/contract/money-format';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import type { MemberKey } from '../api/member-tags';
import { CreditAdjustmentForm } from './credit-adjustment-form';
import styles from './member-panels.module.css';

interface MemberCreditPanelProps {
  member: MemberKey;
  creditSatang: number;
  affiliateBalanceSatang: number;
  /** Finance and admin may adjust; support sees the balances only. */
  canAdjust: boolean;
  isRefreshing: boolean;
  onRefresh: () => void;
}

/** The member's credit, big, with a refresh button, and the adjustment form for the roles that may use it. */
export function MemberCreditPanel({ member, creditSatang, affiliateBalanceSatang, canAdjust, isRefreshing, onRefresh }: MemberCreditPanelProps) {
  const { t } = useTranslation('backoffice');
  return (
    <section className={styles.panel} aria-labelledby="member-credit-title" data-testid="member-credit-panel">
      <div className={styles.panelHeader}>
        <h2 id="member-credit-title" className={styles.panelTitle}>
          {t('members.credit.title')}
        </h2>
        <Button variant="ghost" size="small" isIconOnly onClick={onRefresh} isLoading={isRefreshing} aria-label={t('members.credit.refresh')}>
          {isRefreshing ? null : <RefreshIcon size={18} />}
        </Button>
      </div>
      <p className={styles.balance} data-testid="member-credit">
        {formatBaht(creditSatang)} <span className={styles.currency}>{t('members.baht')}</span>
      </p>
      <p className={styles.hint}>{t('members.credit.affiliate', { amount: formatBaht(affiliateBalanceSatang) })}</p>
      {canAdjust ? (
        <>
          <h3 className={styles.subTitle}>{t('members.adjust.title')}</h3>
          <CreditAdjustmentForm member={member} />
        </>
      ) : null}
    </section>
  );
}
