import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useGetDepositAccountsQuery } from '../api/get-deposit-accounts';
import { isPromptPayAccount } from '../promptpay-payload';
import { BrandAccountCard } from './brand-account-card';
import cardStyles from '@/components/ui/card.module.css';
import { DepositPanelSkeleton } from './deposit-panel-skeleton';
import { MemberBankNote } from './member-bank-note';
import { PromptPayDeposit } from './promptpay-deposit';
import { SlipPrompt } from './slip-prompt';
import styles from './deposit-panel.module.css';

/**
 * How to deposit: from which account (the member's own), to which accounts (the brand's), by
 * PromptPay QR for an exact amount, and by slip when a transfer has not been credited.
 */
export function DepositPanel() {
  const { t } = useTranslation();
  // The brand may switch receiving accounts at any time; a member must never pay an old one.
  const { data, error, isLoading, isFetching, refetch } = useGetDepositAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const retry = () => {
    void refetch();
  };

  if (isLoading) return <DepositPanelSkeleton />;
  if (error) {
    return <LoadError title={t('deposit.accountsError')} message={getErrorMessage(error)} onRetry={retry} isRetrying={isFetching} />;
  }
  if (!data) return null;
  if (data.accounts.length === 0) {
    return (
      <EmptyState
        title={t('deposit.accountsEmpty')}
        text={t('deposit.accountsEmptyText')}
        action={
          <ButtonLink to={paths.auth.contact} variant="secondary" size="small">
            {t('deposit.contact')}
          </ButtonLink>
        }
      />
    );
  }

  const promptPayAccounts = data.accounts.filter(isPromptPayAccount);
  return (
    <div className={styles.panel}>
      <MemberBankNote bank={data.memberBank} />
      <section className={cardStyles.card} aria-labelledby="deposit-accounts-title">
        <h2 id="deposit-accounts-title" className={cardStyles.title}>
          {t('deposit.accountsTitle')}
        </h2>
        <ul className={styles.accounts} data-testid="deposit-accounts">
          {data.accounts.map((account) => (
            <BrandAccountCard key={account.uuid} account={account} />
          ))}
        </ul>
      </section>
      {promptPayAccounts.length > 0 ? <PromptPayDeposit accounts={promptPayAccounts} /> : null}
      <SlipPrompt />
    </div>
  );
}
