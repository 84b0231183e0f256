import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { SelectField } from '@/components/ui/select-field';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useGetMemberLedgerQuery, type LedgerAccount } from '../api/get-member-ledger';
import type { MemberKey } from '../api/member-tags';
import { LedgerTable } from './ledger-table';
import { TableSkeleton } from './table-skeleton';
import styles from './member-activity.module.css';

const ACCOUNTS: readonly LedgerAccount[] = ['credit', 'point', 'affiliate'];

interface MemberLedgerProps {
  member: MemberKey;
  account: LedgerAccount;
  page: number;
  onChange: (view: { account: LedgerAccount; page: number }) => void;
}

/** The history of one of the member's accounts (credit, points, affiliate), 50 entries a page. */
export function MemberLedger({ member, account, page, onChange }: MemberLedgerProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const { currentData: data, error, isFetching, refetch } = useGetMemberLedgerQuery({ ...member, account, page }, { refetchOnMountOrArgChange: true });

  const body = () => {
    // currentData only: another account's entries must never show in this account's units.
    if (!data && isFetching) return <TableSkeleton columns={6} />;
    if (!data && error)
      return <LoadError title={t('members.ledger.error')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
    if (!data) return null;
    if (data.data.length === 0) return <EmptyState title={t('members.ledger.emptyTitle')} text={t('members.ledger.emptyText')} />;
    const pageCount = Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize));
    return (
      <>
        <LedgerTable account={account} entries={data.data} isRefreshing={isFetching} />
        <Pager page={page} pageCount={pageCount} onPageChange={(next) => onChange({ account, page: next })} isBusy={isFetching} />
      </>
    );
  };

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <SelectField
          className={styles.accountField}
          label={t('members.ledger.account')}
          name="account"
          options={ACCOUNTS.map((value) => ({ value, label: t(`members.ledger.accounts.${value}`) }))}
          value={account}
          onChange={(event) => {
            const next = ACCOUNTS.find((value) => value === event.target.value);
            if (next) onChange({ account: next, page: 1 });
          }}
        />
        {data ? <p className={styles.muted}>{t('members.ledger.total', { count: data.meta.total })}</p> : null}
      </div>
      {body()}
    </div>
  );
}
