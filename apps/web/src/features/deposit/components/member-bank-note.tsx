import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/ui/icons';
import { MemberBankAccountRow, MissingBankNotice } from '@/components/ui/member-bank-account';
import { PhraseText } from '@/components/ui/phrase-text';
import { paths } from '@/config/paths';
import type { DepositAccounts } from '../api/get-deposit-accounts';
import cardStyles from '@/components/ui/card.module.css';
import styles from './member-bank-note.module.css';

/**
 * The member's registered account. The statement reader matches a transfer to a member by the
 * sending account, so only transfers from this account credit by themselves.
 */
export function MemberBankNote({ bank }: { bank: DepositAccounts['memberBank'] }) {
  const { t } = useTranslation();

  if (!bank) {
    return (
      <MissingBankNotice
        title={t('deposit.memberBankMissingTitle')}
        text={t('deposit.memberBankMissingText')}
        contactLabel={t('deposit.contact')}
        contactPath={paths.auth.contact}
        testId="deposit-bank-missing"
      />
    );
  }

  return (
    <section className={cardStyles.card} aria-labelledby="deposit-member-bank-title">
      <h2 id="deposit-member-bank-title" className={cardStyles.title}>
        {t('deposit.memberBankTitle')}
      </h2>
      <MemberBankAccountRow bankName={bank.bankName} accountNumber={bank.accountNumber} testId="deposit-member-account" />
      <p className={styles.instruction}>
        <AlertIcon size={18} className={styles.instructionIcon} />
        <span>
          <PhraseText text={t('deposit.memberBankNote')} />
        </span>
      </p>
    </section>
  );
}
