import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAggregator } from '@app/contract/admin-aggregators';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { useToast } from '@/components/ui/toast-context';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useListAggregatorsQuery } from '../api/list-aggregators';
import { useSyncAggregatorMutation } from '../api/sync-aggregator';
import { AggregatorCategories } from './aggregator-categories';
import { Hub88ConnectionDialog } from './hub88-connection-dialog';
import styles from './aggregator-panel.module.css';

function formatTime(iso: string | null, locale: string): string | null {
  return iso ? new Date(iso).toLocaleString(locale, { timeZone: 'Asia/Bangkok', dateStyle: 'medium', timeStyle: 'short' }) : null;
}

/** One connection: its settings at a glance, sync now, its products and its category table. */
function AggregatorCard({ brandId, aggregator, onEdit }: { brandId: string; aggregator: AdminAggregator; onEdit: () => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const { showToast } = useToast();
  const errorText = useApiErrorText();
  const [sync, { isLoading: isSyncing }] = useSyncAggregatorMutation();

  const syncNow = async () => {
    try {
      const result = await sync({ brandId, providerId: aggregator.providerId }).unwrap();
      showToast(t('games.aggregator.synced', { games: result.games, products: result.products }), 'success');
    } catch (error) {
      showToast(errorText(error), 'error');
    }
  };

  const syncedAt = formatTime(aggregator.syncedAt, i18n.language);
  return (
    <section className={styles.card} data-testid="aggregator-card" aria-label={aggregator.name}>
      <header className={styles.cardHeader}>
        <h2 className={styles.title}>{aggregator.name}</h2>
        <div className={styles.actions}>
          <Button size="small" variant="secondary" onClick={onEdit}>
            {t('games.aggregator.edit')}
          </Button>
          <Button size="small" onClick={() => void syncNow()} disabled={isSyncing} data-testid="aggregator-sync">
            {isSyncing ? t('games.aggregator.syncing') : t('games.aggregator.syncNow')}
          </Button>
        </div>
      </header>
      <dl className={styles.facts}>
        <dt>{t('games.aggregator.apiUrl')}</dt>
        <dd>{aggregator.apiUrl}</dd>
        <dt>{t('games.aggregator.operatorId')}</dt>
        <dd>{aggregator.operatorId}</dd>
        <dt>{t('games.aggregator.walletEndpoint')}</dt>
        <dd>
          <code>{`${window.location.protocol}//<${t('games.aggregator.brandHost')}>${aggregator.walletPath}`}</code>
        </dd>
        <dt>{t('games.aggregator.operatorKey')}</dt>
        <dd>{t(aggregator.hasOperatorKey ? 'games.aggregator.keySet' : 'games.aggregator.keyMissing')}</dd>
        <dt>{t('games.aggregator.demo')}</dt>
        <dd>{t(aggregator.allowsDemo ? 'games.aggregator.demoOn' : 'games.aggregator.demoOff')}</dd>
        <dt>{t('games.aggregator.lastSync')}</dt>
        <dd data-testid="aggregator-last-sync">{syncedAt ?? t('games.aggregator.neverSynced')}</dd>
      </dl>
      {aggregator.syncError ? (
        <p className={styles.error} role="alert" data-testid="aggregator-sync-error">
          {t('games.aggregator.syncError', { reason: aggregator.syncError })}
        </p>
      ) : null}
      <h3 className={styles.subtitle}>{t('games.aggregator.products', { count: aggregator.products.length })}</h3>
      {aggregator.products.length === 0 ? (
        <p className={styles.muted}>{t('games.aggregator.noProducts')}</p>
      ) : (
        <table className={tableStyles.table} data-testid="aggregator-products">
          <thead>
            <tr>
              <th scope="col">{t('games.providers.columns.code')}</th>
              <th scope="col">{t('games.providers.columns.name')}</th>
              <th scope="col">{t('games.providers.columns.games')}</th>
            </tr>
          </thead>
          <tbody>
            {aggregator.products.map((product) => (
              <tr key={product.providerId}>
                <td>{product.code}</td>
                <td>{product.name}</td>
                <td>{t('games.providers.gameCount', { count: product.gameCount })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className={styles.subtitle}>{t('games.aggregator.categories.title')}</h3>
      <AggregatorCategories
        key={aggregator.categories.map((row) => `${row.aggregatorCategory}=${row.categoryCode}`).join('|')}
        brandId={brandId}
        aggregator={aggregator}
      />
    </section>
  );
}

/** The brand's aggregator connection (Hub88's Operator API): connect, change keys, sync, map categories. */
export function AggregatorPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const errorText = useApiErrorText();
  const { data: aggregators, error, isLoading, isFetching, refetch } = useListAggregatorsQuery(brandId);
  // Undefined while closed; null to connect for the first time.
  const [editing, setEditing] = useState<AdminAggregator | null | undefined>(undefined);

  let content;
  if (isLoading) content = <TableSkeleton columns={[t('games.aggregator.apiUrl'), t('games.aggregator.operatorId')]} />;
  else if (error)
    content = <LoadError title={t('games.aggregator.loadError')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  else if (!aggregators || aggregators.length === 0) {
    content = (
      <EmptyState
        title={t('games.aggregator.empty')}
        text={t('games.aggregator.emptyText')}
        action={
          <Button size="small" onClick={() => setEditing(null)} data-testid="aggregator-connect">
            {t('games.aggregator.connect')}
          </Button>
        }
      />
    );
  } else {
    content = aggregators.map((aggregator) => (
      <AggregatorCard key={aggregator.providerId} brandId={brandId} aggregator={aggregator} onEdit={() => setEditing(aggregator)} />
    ));
  }

  return (
    <>
      {content}
      {editing === undefined ? null : (
        <Hub88ConnectionDialog
          brandId={brandId}
          aggregator={editing}
          onClose={() => setEditing(undefined)}
          onDone={() => {
            showToast(t('games.aggregator.saved'), 'success');
            setEditing(undefined);
          }}
        />
      )}
    </>
  );
}
