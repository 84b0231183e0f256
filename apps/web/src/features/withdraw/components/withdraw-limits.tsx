import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money';
import { MAX_WITHDRAWALS_PER_DAY, type Tier } from '@app/contract/tiers';
import { dailyCapOf, maxPerWithdrawalOf } from '../withdraw-amount';
import styles from './withdraw-limits.module.css';

/** The member's tier limits, so a refusal never comes as a surprise. */
export function WithdrawLimits({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  const dailyCap = dailyCapOf(tier);
  const maxPerWithdrawal = maxPerWithdrawalOf(tier);
  return (
    <div className={styles.limits} data-testid="withdraw-limits">
      <p className={styles.title}>{t('withdraw.limitsTitle', { tier: tier.nameTh })}</p>
      <ul className={styles.list}>
        {dailyCap === null ? null : <li>{t('withdraw.dailyCap', { amount: formatBaht(dailyCap) })}</li>}
        {maxPerWithdrawal === null ? null : <li>{t('withdraw.perWithdrawalMax', { amount: formatBaht(maxPerWithdrawal) })}</li>}
        <li>{t('withdraw.dailyCount', { times: MAX_WITHDRAWALS_PER_DAY })}</li>
      </ul>
    </div>
  );
}
