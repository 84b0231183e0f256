import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { ConsolePage } from '@/backoffice/components/console-page';
import { ReadOnlyNote } from '@/backoffice/components/read-only-note';
import { RequireBrand } from '@/backoffice/components/require-brand';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { useOperator } from '@/backoffice/session/use-operator';
import { canReviewDeposits } from '../deposit-permissions';
import { SlipQueue } from './slip-queue';
import { StatementQueue } from './statement-queue';
import styles from './deposits.module.css';

type DepositView = 'slips' | 'statement';
const VIEWS: readonly DepositView[] = ['slips', 'statement'];

/**
 * The deposits that need a person: slips sent for review and statement lines no member matched.
 * The tab lives in the address (?view=statement), so a reload or a link from Today keeps it.
 */
export function DepositsPage() {
  const { t } = useTranslation('backoffice');
  const operator = useOperator();
  const canDecide = canReviewDeposits(operator.role);
  const [searchParams, setSearchParams] = useSearchParams();
  const view: DepositView = searchParams.get('view') === 'statement' ? 'statement' : 'slips';

  return (
    <ConsolePage title={t('deposits.title')} intro={t('deposits.intro')}>
      {canDecide ? null : <ReadOnlyNote text={t('deposits.readOnly')} />}
      <div className={styles.tabs}>
        <Tabs
          isScrollableOnPhone
          label={t('deposits.views')}
          idPrefix="deposit-view"
          options={VIEWS.map((value) => ({ value, label: t(`deposits.view.${value}`) }))}
          value={view}
          onChange={(value) => {
            setSearchParams({ view: value }, { replace: true });
          }}
        />
      </div>
      <div role="tabpanel" id={`deposit-view-panel-${view}`} aria-labelledby={`deposit-view-tab-${view}`}>
        <RequireBrand loading={<TableSkeleton columns={[t('deposits.slips.columns.sentAt'), t('deposits.slips.columns.member')]} />}>
          {(brandId) =>
            view === 'slips' ? (
              <SlipQueue key={brandId} brandId={brandId} canDecide={canDecide} />
            ) : (
              <StatementQueue key={brandId} brandId={brandId} canDecide={canDecide} />
            )
          }
        </RequireBrand>
      </div>
    </ConsolePage>
  );
}
