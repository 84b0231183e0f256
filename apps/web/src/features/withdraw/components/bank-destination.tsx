import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@app/contract/user';
import { InfoIcon } from '@/components/ui/icons';
import { MemberBankAccountRow, MissingBankNotice } from '@/components/ui/member-bank-account';
import { PhraseText } from '@/components/ui/phrase-text';
import { paths } from '@/config/paths';
import styles from './bank-destination.module.css';

export type MemberBank = Pick<NonNullable<UserProfile['user_bank']>, 'bankName' | 'bankId'>;

/** Where the money goes: the member's registered account, the only one a withdrawal may pay. */
export function BankDestination({ bank }: { bank: MemberBank | null }) {
  const { t } = useTranslation();

  if (!bank) {
    return (
      <MissingBankNotice
        title={t('withdraw.bankMissingTitle')}
        text={t('withdraw.bankMissingText')}
        contactLabel={t('withdraw.contact')}
        contactPath={paths.auth.contact}
        testId="withdraw-bank-missing"
      />
    );
  }

  return (
    <section className={styles.destination} aria-labelledby="withdraw-destination-title">
      <h2 id="withdraw-destination-title" className={styles.title}>
        {t('withdraw.destinationTitle')}
      </h2>
      <MemberBankAccountRow bankName={bank.bankName} accountNumber={bank.bankId} testId="withdraw-bank-account" />
      <p className={styles.note}>
        <InfoIcon size={18} className={styles.noteIcon} />
        <span>
          <PhraseText text={t('withdraw.destinationNote')} />
        </span>
      </p>
    </section>
  );
}
