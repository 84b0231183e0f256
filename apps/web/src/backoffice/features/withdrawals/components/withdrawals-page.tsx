import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withdrawalStatusSchema, type WithdrawalStatus } from '@app/contract/withdrawals';
import { Tabs } from '@/components/ui/tabs';
import { ConsolePage } from '@/backoffice/components/console-page';
import { ReadOnlyNote } from '@/backoffice/components/read-only-note';
import { RequireBrand } from '@/backoffice/components/require-brand';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { canDecideWithdrawals } from '@/backoffice/session/operator-roles';
import { useOperator } from '@/backoffice/session/use-operator';
import { WithdrawalQueue } from './withdrawal-queue';
import styles from './withdrawals-page.module.css';

/** The order of the status tabs: what needs work first, then what is done. */
const STATUS_TABS: readonly WithdrawalStatus[] = ['pending', 'failed', 'processing', 'completed', 'rejected'];

/**
 * The withdrawal queue. The status lives in the address (?status=failed), so Today's queue
 * counts can link straight to theirs and a reload keeps the tab.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation('backoffice');
  const operator = useOperator();
  const [searchParams, setSearchParams] = useSearchParams();
  const parsedStatus = withdrawalStatusSchema.safeParse(searchParams.get('status'));
  const status = parsedStatus.success ? parsedStatus.data : 'pending';

  return (
    <ConsolePage title={t('withdrawals.title')} intro={t('withdrawals.intro')}>
      {canDecideWithdrawals(operator.role) ? null : <ReadOnlyNote text={t('withdrawals.readOnly')} />}
      <div className={styles.tabs}>
        <Tabs
          isScrollableOnPhone
          label={t('withdrawals.statusFilter')}
          idPrefix="withdrawal-status"
          options={STATUS_TABS.map((value) => ({ value, label: t(`withdrawals.status.${value}`) }))}
          value={status}
          onChange={(value) => {
            setSearchParams({ status: value }, { replace: true });
          }}
        />
      </div>
      <div role="tabpanel" id={`withdrawal-status-panel-${status}`} aria-labelledby={`withdrawal-status-tab-${status}`}>
        <RequireBrand
          loading={<TableSkeleton columns={[t('withdrawals.columns.requestedAt'), t('withdrawals.columns.member'), t('withdrawals.columns.amount')]} />}
        >
          {(brandId) => <WithdrawalQueue key={`${brandId}-${status}`} brandId={brandId} status={status} />}
        </RequireBrand>
      </div>
    </ConsolePage>
  );
}
