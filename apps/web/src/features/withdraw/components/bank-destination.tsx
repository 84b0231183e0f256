import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@app/contract/user';
import { ButtonLink } from '../../../components/ui/button';
import { AlertIcon, BankIcon, InfoIcon } from '../../../components/ui/icons';
import { PhraseText } from '../../../components/ui/phrase-text';
import { paths } from '../../../config/paths';
import { maskBankAccount } from '../../../lib/mask-bank-account';
import styles from './bank-destination.module.css';

export type MemberBank = Pick<NonNullable<UserProfile['user_bank']>, 'bankName' | 'bankId'>;

/** Where the money goes: the member's registered account, the only one a withdrawal may pay. */
export function BankDestination({ bank }: { bank: MemberBank | null }) {
  const { t } = useTranslation();

  if (!bank) {
    return (
      <div className={styles.missing} role="note" data-testid="withdraw-bank-missing">
        <AlertIcon size={22} className={styles.missingIcon} />
        <div className={styles.missingBody}>
          <p className={styles.missingTitle}>{t('withdraw.bankMissingTitle')}</p>
          <p className={styles.missingText}>
            <PhraseText text={t('withdraw.bankMissingText')} />
          </p>
          <ButtonLink to={paths.auth.contact} variant="secondary" size="small">
            {t('withdraw.contact')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <section className={styles.destination} aria-labelledby="withdraw-destination-title">
      <h2 id="withdraw-destination-title" className={styles.title}>
        {t('withdraw.destinationTitle')}
      </h2>
      <div className={styles.account}>
        <span className={styles.bankIcon}>
          <BankIcon size={24} />
        </span>
        <div className={styles.accountText}>
          <p className={styles.bankName}>{bank.bankName}</p>
          <p className={styles.number} data-testid="withdraw-bank-account">
            {maskBankAccount(bank.bankId)}
          </p>
        </div>
      </div>
      <p className={styles.note}>
        <InfoIcon size={18} className={styles.noteIcon} />
        <span>
          <PhraseText text={t('withdraw.destinationNote')} />
        </span>
      </p>
    </section>
  );
}
