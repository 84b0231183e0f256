import type { AdminMediaVideo } from '@app/contract/admin-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast-context';
import { ListPanel } from '@/backoffice/components/list-panel';
import { useDeleteMediaVideoMutation } from '../api/delete-media-video';
import { useListMediaVideosQuery } from '../api/list-media-videos';
import { DeleteDialog } from './delete-dialog';
import { VideoDialog } from './video-dialog';
import { VideoRow } from './video-row';

type OpenDialog = { kind: 'edit'; video: AdminMediaVideo | null } | { kind: 'delete'; video: AdminMediaVideo };

/** The videos of the members' media page in their order, with add, edit and delete. */
export function VideosPanel({ brandId, canEdit }: { brandId: string; canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const { data: videos, error, isFetching, refetch } = useListMediaVideosQuery(brandId);
  const [deleteVideo] = useDeleteMediaVideoMutation();
  const close = () => {
    setDialog(null);
  };

  const columns = [
    t('content.videos.columns.poster'),
    t('content.videos.columns.title'),
    t('content.videos.columns.sortOrder'),
    t('content.videos.columns.state'),
    ...(canEdit ? [t('content.actions')] : []),
  ];

  return (
    <>
      <ListPanel
        rows={videos}
        error={error}
        isFetching={isFetching}
        onRefresh={() => void refetch()}
        columns={columns}
        numericColumns={[2]}
        caption={(rows) => t('content.videos.count', { count: rows.length })}
        loadErrorTitle={t('content.videos.loadError')}
        emptyTitle={t('content.videos.empty')}
        emptyText={t('content.videos.emptyText')}
        testId="video-table"
        action={
          canEdit ? (
            <Button size="small" onClick={() => setDialog({ kind: 'edit', video: null })}>
              {t('content.videos.add')}
            </Button>
          ) : null
        }
      >
        {(rows) =>
          rows.map((video) => (
            <VideoRow
              key={video.id}
              video={video}
              onEdit={canEdit ? () => setDialog({ kind: 'edit', video }) : null}
              onDelete={canEdit ? () => setDialog({ kind: 'delete', video }) : null}
            />
          ))
        }
      </ListPanel>
      {dialog?.kind === 'edit' ? (
        <VideoDialog
          brandId={brandId}
          video={dialog.video}
          onClose={close}
          onDone={(saved) => {
            showToast(t(dialog.video ? 'content.videos.saved' : 'content.videos.created', { title: saved.title }), 'success');
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog
          title={t('content.videos.deleteTitle')}
          text={t('content.videos.deleteText', { title: dialog.video.title })}
          onDelete={() => deleteVideo({ brandId, videoId: dialog.video.id }).unwrap()}
          onClose={close}
          onDone={() => {
            showToast(t('content.videos.deleted', { title: dialog.video.title }), 'success');
            close();
          }}
        />
      ) : null}
    </>
  );
}
