import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { CheckCircleIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { paths } from '@/config/paths';
import styles from './affiliate-withdraw-form.module.css';

/**
 * Stays under the form after a bank withdrawal: the money has left the affiliate balance, but it
 * reaches the bank only once an operator pays it, as with any withdrawal.
 */
export function BankRequestNotice({ amountSatang }: { amountSatang: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="status" data-testid="affiliate-bank-requested">
      <CheckCircleIcon size={20} className={styles.noticeIcon} />
      <div>
        <p className={styles.noticeTitle}>{t('affiliate.withdraw.bankRequestedTitle')}</p>
        <p className={styles.noticeText}>
          <PhraseText text={t('affiliate.withdraw.bankRequestedText', { amount: formatBaht(amountSatang) })} />{' '}
          <Link to={paths.auth.transactionHistory} className={styles.noticeLink}>
            {t('affiliate.withdraw.historyLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}
