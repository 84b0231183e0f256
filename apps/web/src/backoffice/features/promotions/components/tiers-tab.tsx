import type { AdminTier } from '@app/contract/admin-loyalty';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { RefreshButton } from '@/backoffice/components/refresh-button';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { useListBrandTiersQuery } from '../api/list-brand-tiers';
import { Loaded } from './loaded';
import { TierDialog } from './tier-dialog';
import { TierRow } from './tier-row';
import styles from './promotions.module.css';

/** The columns whose cells are amounts, aligned right. */
const NUMERIC_COLUMNS = new Set([2, 3, 4, 5, 6]);

/** The brand's tier table: what each level needs, may withdraw and gets back; admins edit a level in a dialog. */
export function TiersTab({ brandId, canEdit }: { brandId: string; canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  const [editing, setEditing] = useState<AdminTier | null>(null);
  const { data, error, isFetching, refetch } = useListBrandTiersQuery(brandId, { refetchOnFocus: true });
  const columns = [
    t('promotions.tiers.columns.level'),
    t('promotions.tiers.columns.name'),
    t('promotions.tiers.columns.requirement'),
    t('promotions.tiers.columns.withdrawCap'),
    t('promotions.tiers.columns.maxPerWithdrawal'),
    t('promotions.tiers.columns.lossReturn'),
    t('promotions.tiers.columns.nextLevel'),
    t('promotions.tiers.columns.status'),
    ...(canEdit ? [t('promotions.tiers.columns.actions')] : []),
  ];

  const table = (tiers: AdminTier[]) =>
    tiers.length === 0 ? (
      <EmptyState title={t('promotions.tiers.empty')} text={t('promotions.tiers.emptyText')} />
    ) : (
      <div className={tableStyles.frame}>
        <table className={tableStyles.table} data-testid="tier-table">
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={NUMERIC_COLUMNS.has(index) ? tableStyles.numeric : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <TierRow key={tier.level} tier={tier} onEdit={canEdit ? () => setEditing(tier) : null} />
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className={styles.stack}>
      <div className={styles.panelHeader}>
        <p className={tableStyles.caption}>{t('promotions.tiers.intro')}</p>
        <RefreshButton onRefresh={() => void refetch()} isRefreshing={isFetching} />
      </div>
      <Loaded
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={() => void refetch()}
        loadErrorTitle={t('promotions.tiers.loadError')}
        skeleton={<TableSkeleton columns={columns} />}
      >
        {table}
      </Loaded>
      {editing ? (
        <TierDialog
          brandId={brandId}
          tier={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
