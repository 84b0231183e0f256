import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRewardCategory, AdminRewardItem } from '@app/contract/admin-loyalty';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast-context';
import { ListPanel } from '@/backoffice/components/list-panel';
import { useOperator } from '@/backoffice/session/use-operator';
import { useListRewardCategoriesQuery } from '../api/list-reward-categories';
import { useListRewardItemsQuery } from '../api/list-reward-items';
import { canEditCatalogue } from '../prize-permissions';
import { RewardCategoryDialog } from './reward-category-dialog';
import { RewardCategoryRows } from './reward-category-rows';
import { RewardItemDialog } from './reward-item-dialog';
import { RewardItemRows } from './reward-item-rows';
import styles from './prize-panels.module.css';

type OpenDialog = { kind: 'category'; category: AdminRewardCategory | null } | { kind: 'item'; item: AdminRewardItem | null };

/** The catalogue's two lists, categories over items, each with its own states and dialog. */
export function RewardCatalogueView({ brandId }: { brandId: string }) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const canEdit = canEditCatalogue(useOperator().role);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const categories = useListRewardCategoriesQuery({ brandId });
  const items = useListRewardItemsQuery({ brandId });
  const actionColumn = canEdit ? [t('prizes.columns.actions')] : [];
  const categoryColumns = [
    t('prizes.catalogue.columns.sortOrder'),
    t('prizes.catalogue.columns.category'),
    t('prizes.catalogue.columns.image'),
    t('prizes.catalogue.columns.itemCount'),
    ...actionColumn,
  ];
  const itemColumns = [
    t('prizes.catalogue.columns.item'),
    t('prizes.catalogue.columns.value'),
    t('prizes.catalogue.columns.costPoints'),
    t('prizes.catalogue.columns.image'),
    t('prizes.catalogue.columns.stock'),
    t('prizes.columns.status'),
    ...actionColumn,
  ];
  const onSaved = (name: string) => {
    showToast(t('prizes.saved', { label: name }), 'success');
    setDialog(null);
  };

  return (
    <div className={styles.panel}>
      <section className={styles.list}>
        <h2 className={styles.sectionTitle}>{t('prizes.catalogue.categories')}</h2>
        <ListPanel
          rows={categories.data}
          error={categories.error}
          isFetching={categories.isFetching}
          onRefresh={() => void categories.refetch()}
          columns={categoryColumns}
          numericColumns={[0, 3]}
          loadErrorTitle={t('prizes.catalogue.categoriesLoadError')}
          emptyTitle={t('prizes.catalogue.categoriesEmpty')}
          caption={(rows) => t('prizes.catalogue.categoryCount', { count: rows.length })}
          testId="reward-category-table"
          action={
            canEdit ? (
              <Button size="small" onClick={() => setDialog({ kind: 'category', category: null })}>
                {t('prizes.catalogue.addCategory')}
              </Button>
            ) : null
          }
        >
          {(rows) => <RewardCategoryRows categories={rows} onEdit={canEdit ? (category) => setDialog({ kind: 'category', category }) : null} />}
        </ListPanel>
      </section>
      <section className={styles.list}>
        <h2 className={styles.sectionTitle}>{t('prizes.catalogue.items')}</h2>
        <ListPanel
          rows={items.data}
          error={items.error}
          isFetching={items.isFetching}
          onRefresh={() => void items.refetch()}
          columns={itemColumns}
          numericColumns={[2, 4]}
          loadErrorTitle={t('prizes.catalogue.itemsLoadError')}
          emptyTitle={t('prizes.catalogue.itemsEmpty')}
          caption={(rows) => t('prizes.catalogue.itemCount', { count: rows.length })}
          testId="reward-item-table"
          action={
            canEdit ? (
              <Button size="small" disabled={!categories.data?.length} onClick={() => setDialog({ kind: 'item', item: null })}>
                {t('prizes.catalogue.addItem')}
              </Button>
            ) : null
          }
        >
          {(rows) => <RewardItemRows items={rows} categories={categories.data ?? []} onEdit={canEdit ? (item) => setDialog({ kind: 'item', item }) : null} />}
        </ListPanel>
      </section>
      {dialog?.kind === 'category' ? (
        <RewardCategoryDialog brandId={brandId} category={dialog.category} onClose={() => setDialog(null)} onDone={onSaved} />
      ) : null}
      {dialog?.kind === 'item' ? (
        <RewardItemDialog brandId={brandId} item={dialog.item} categories={categories.data ?? []} onClose={() => setDialog(null)} onDone={onSaved} />
      ) : null}
    </div>
  );
}
