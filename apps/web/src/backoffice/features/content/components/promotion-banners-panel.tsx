import type { AdminPromotionBanner } from '@app/contract/promotion-banners';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast-context';
import { ListPanel } from '@/backoffice/components/list-panel';
import { useDeletePromotionBannerMutation } from '../api/delete-promotion-banner';
import { useListPromotionBannersQuery } from '../api/list-promotion-banners';
import { DeleteDialog } from './delete-dialog';
import { PromotionBannerDialog } from './promotion-banner-dialog';
import { PromotionBannerRow } from './promotion-banner-row';

type OpenDialog = { kind: 'edit'; banner: AdminPromotionBanner | null } | { kind: 'delete'; banner: AdminPromotionBanner };

/** The banners of the members' carousel in their order, with add, edit and delete for the roles that write content. */
export function PromotionBannersPanel({ brandId, canEdit }: { brandId: string; canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const { data: banners, error, isFetching, refetch } = useListPromotionBannersQuery(brandId);
  const [deleteBanner] = useDeletePromotionBannerMutation();
  const now = new Date();
  const close = () => {
    setDialog(null);
  };

  const columns = [
    t('content.banners.columns.image'),
    t('content.banners.columns.title'),
    t('content.banners.columns.schedule'),
    t('content.banners.columns.sortOrder'),
    t('content.banners.columns.status'),
    ...(canEdit ? [t('content.actions')] : []),
  ];

  return (
    <>
      <ListPanel
        rows={banners}
        error={error}
        isFetching={isFetching}
        onRefresh={() => void refetch()}
        columns={columns}
        numericColumns={[3]}
        caption={(rows) => t('content.banners.count', { count: rows.length })}
        loadErrorTitle={t('content.banners.loadError')}
        emptyTitle={t('content.banners.empty')}
        emptyText={t('content.banners.emptyText')}
        testId="promotion-banner-table"
        action={
          canEdit ? (
            <Button size="small" onClick={() => setDialog({ kind: 'edit', banner: null })}>
              {t('content.banners.add')}
            </Button>
          ) : null
        }
      >
        {(rows) =>
          rows.map((banner) => (
            <PromotionBannerRow
              key={banner.id}
              brandId={brandId}
              banner={banner}
              now={now}
              onEdit={canEdit ? () => setDialog({ kind: 'edit', banner }) : null}
              onDelete={canEdit ? () => setDialog({ kind: 'delete', banner }) : null}
            />
          ))
        }
      </ListPanel>
      {dialog?.kind === 'edit' ? (
        <PromotionBannerDialog
          brandId={brandId}
          banner={dialog.banner}
          onClose={close}
          onDone={(saved) => {
            showToast(t(dialog.banner ? 'content.banners.saved' : 'content.banners.created', { title: saved.title }), 'success');
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog
          title={t('content.banners.deleteTitle')}
          text={t('content.banners.deleteText', { title: dialog.banner.title })}
          onDelete={() => deleteBanner({ brandId, bannerId: dialog.banner.id }).unwrap()}
          onClose={close}
          onDone={() => {
            showToast(t('content.banners.deleted', { title: dialog.banner.title }), 'success');
            close();
          }}
        />
      ) : null}
    </>
  );
}
