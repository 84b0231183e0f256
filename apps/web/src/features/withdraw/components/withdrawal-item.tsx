import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money';
import type { Withdrawal } from '@app/contract/withdrawals';
import { WithdrawIcon } from '../../../components/ui/icons';
import { PhraseText } from '../../../components/ui/phrase-text';
import { formatDateTime, isDateLanguage } from '../../../lib/format-date-time';
import { maskBankAccount } from '../../../lib/mask-bank-account';
import { WithdrawalStatusChip } from './withdrawal-status-chip';
import styles from './withdrawal-list.module.css';

/** One withdrawal: amount and state first, then when it was asked for and where it goes. */
export function WithdrawalItem({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const { status, rejectReason } = withdrawal;
  return (
    <li className={styles.item} data-testid="withdrawal-item" data-status={status}>
      <span className={styles.icon}>
        <WithdrawIcon size={22} />
      </span>
      <div className={styles.main}>
        <p className={styles.title}>{t('withdraw.itemTitle')}</p>
        <p className={styles.meta}>
          <time dateTime={withdrawal.createdAt}>{formatDateTime(withdrawal.createdAt, language)}</time>
        </p>
        <p className={styles.meta}>{t('withdraw.toAccount', { account: maskBankAccount(withdrawal.bankAccountNumber) })}</p>
      </div>
      <div className={styles.side}>
        <p className={styles.amount} data-testid="withdrawal-amount">
          {t('app.currencySymbol')}
          {formatBaht(withdrawal.amountSatang)}
        </p>
        <WithdrawalStatusChip status={status} />
      </div>
      {status === 'rejected' && rejectReason ? (
        <p className={styles.reason}>
          <PhraseText text={t('withdraw.rejectReason', { reason: rejectReason })} />
        </p>
      ) : null}
    </li>
  );
}
