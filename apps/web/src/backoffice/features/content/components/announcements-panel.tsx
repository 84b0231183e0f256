import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast-context';
import { ListPanel } from '@/backoffice/components/list-panel';
import { useDeleteAnnouncementMutation } from '../api/delete-announcement';
import { useListAnnouncementsQuery, type AdminAnnouncement } from '../api/list-announcements';
import { AnnouncementDialog } from './announcement-dialog';
import { AnnouncementRow } from './announcement-row';
import { DeleteDialog } from './delete-dialog';

type OpenDialog = { kind: 'edit'; announcement: AdminAnnouncement | null } | { kind: 'delete'; announcement: AdminAnnouncement };

/** The brand's announcements, newest first, with add, edit and delete for the roles that write content. */
export function AnnouncementsPanel({ brandId, canEdit }: { brandId: string; canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const { data: announcements, error, isFetching, refetch } = useListAnnouncementsQuery(brandId);
  const [deleteAnnouncement] = useDeleteAnnouncementMutation();
  const now = new Date();
  const close = () => {
    setDialog(null);
  };

  const columns = [
    t('content.announcements.columns.title'),
    t('content.announcements.columns.popup'),
    t('content.announcements.columns.startsAt'),
    t('content.announcements.columns.endsAt'),
    t('content.announcements.columns.status'),
    ...(canEdit ? [t('content.actions')] : []),
  ];

  return (
    <>
      <ListPanel
        rows={announcements}
        error={error}
        isFetching={isFetching}
        onRefresh={() => void refetch()}
        columns={columns}
        caption={(rows) => t('content.announcements.count', { count: rows.length })}
        loadErrorTitle={t('content.announcements.loadError')}
        emptyTitle={t('content.announcements.empty')}
        emptyText={t('content.announcements.emptyText')}
        testId="announcement-table"
        action={
          canEdit ? (
            <Button size="small" onClick={() => setDialog({ kind: 'edit', announcement: null })}>
              {t('content.announcements.add')}
            </Button>
          ) : null
        }
      >
        {(rows) =>
          rows.map((announcement) => (
            <AnnouncementRow
              key={announcement.id}
              announcement={announcement}
              now={now}
              onEdit={canEdit ? () => setDialog({ kind: 'edit', announcement }) : null}
              onDelete={canEdit ? () => setDialog({ kind: 'delete', announcement }) : null}
            />
          ))
        }
      </ListPanel>
      {dialog?.kind === 'edit' ? (
        <AnnouncementDialog
          brandId={brandId}
          announcement={dialog.announcement}
          onClose={close}
          onDone={(saved) => {
            showToast(t(dialog.announcement ? 'content.announcements.saved' : 'content.announcements.created', { title: saved.title }), 'success');
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog
          title={t('content.announcements.deleteTitle')}
          text={t('content.announcements.deleteText', { title: dialog.announcement.title })}
          onDelete={() => deleteAnnouncement({ brandId, announcementId: dialog.announcement.id }).unwrap()}
          onClose={close}
          onDone={() => {
            showToast(t('content.announcements.deleted', { title: dialog.announcement.title }), 'success');
            close();
          }}
        />
      ) : null}
    </>
  );
}
