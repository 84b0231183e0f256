import { useTranslation } from 'react-i18next';
import type { TierView } from '@app/contract/levels';
import { formatBaht } from '@app/contract/money-format';
import { dailyCapOf, maxPerWithdrawalOf } from '../withdraw-amount';
import styles from './withdraw-limits.module.css';

/**
 * The member's tier limits from the brand's own tier table, at the tier the member has now (a
 * deposit may have just raised it), so a refusal never comes as a surprise. Nothing is shown
 * until they are known: a default table could name limits this brand does not have.
 */
export function WithdrawLimits({ tier }: { tier: TierView | undefined }) {
  const { t } = useTranslation();
  if (!tier) return null;
  const dailyCap = dailyCapOf(tier);
  const maxPerWithdrawal = maxPerWithdrawalOf(tier);
  return (
    <div className={styles.limits} data-testid="withdraw-limits">
      <p className={styles.title}>{t('withdraw.limitsTitle', { tier: tier.name })}</p>
      <ul className={styles.list}>
        {dailyCap === null ? null : <li>{t('withdraw.dailyCap', { amount: formatBaht(dailyCap) })}</li>}
        {maxPerWithdrawal === null ? null : <li>{t('withdraw.perWithdrawalMax', { amount: formatBaht(maxPerWithdrawal) })}</li>}
        <li>{t('withdraw.dailyCount', { times: tier.withdrawalsPerDay })}</li>
      </ul>
    </div>
  );
}
