import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { AlertIcon, BankIcon } from '../../../components/ui/icons';
import { PhraseText } from '../../../components/ui/phrase-text';
import { paths } from '../../../config/paths';
import { maskBankAccount } from '../../../lib/mask-bank-account';
import type { DepositAccounts } from '../api/get-deposit-accounts';
import cardStyles from './deposit-card.module.css';
import styles from './member-bank-note.module.css';

/**
 * The member's registered account. The statement reader matches a transfer to a member by the
 * sending account, so only transfers from this account credit by themselves.
 */
export function MemberBankNote({ bank }: { bank: DepositAccounts['memberBank'] }) {
  const { t } = useTranslation();

  if (!bank) {
    return (
      <div className={styles.missing} role="note" data-testid="deposit-bank-missing">
        <AlertIcon size={22} className={styles.missingIcon} />
        <div className={styles.missingBody}>
          <p className={styles.missingTitle}>{t('deposit.memberBankMissingTitle')}</p>
          <p className={styles.missingText}>
            <PhraseText text={t('deposit.memberBankMissingText')} />
          </p>
          <ButtonLink to={paths.auth.contact} variant="secondary" size="small">
            {t('deposit.contact')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <section className={cardStyles.card} aria-labelledby="deposit-member-bank-title">
      <h2 id="deposit-member-bank-title" className={cardStyles.title}>
        {t('deposit.memberBankTitle')}
      </h2>
      <div className={styles.account}>
        <span className={styles.bankIcon}>
          <BankIcon size={24} />
        </span>
        <div className={styles.accountText}>
          <p className={styles.bankName}>{bank.bankName}</p>
          <p className={styles.number} data-testid="deposit-member-account">
            {maskBankAccount(bank.accountNumber)}
          </p>
        </div>
      </div>
      <p className={styles.instruction}>
        <AlertIcon size={18} className={styles.instructionIcon} />
        <span>
          <PhraseText text={t('deposit.memberBankNote')} />
        </span>
      </p>
    </section>
  );
}
