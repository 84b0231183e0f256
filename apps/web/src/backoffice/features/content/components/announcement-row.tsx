import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format-date-time';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import { announcementStatus, type AnnouncementStatus } from '../announcement-draft';
import type { AdminAnnouncement } from '../api/list-announcements';
import { RowActions } from './row-actions';
import styles from './content-table.module.css';

const STATUS_TONES: Record<AnnouncementStatus, StatusTone> = { scheduled: 'warning', showing: 'success', ended: 'neutral' };

interface AnnouncementRowProps {
  announcement: AdminAnnouncement;
  now: Date;
  /** Null for a role that reads without writing. */
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
}

export function AnnouncementRow({ announcement, now, onEdit, onDelete }: AnnouncementRowProps) {
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  const status = announcementStatus(announcement, now);

  return (
    <tr data-testid="announcement-row" data-announcement-id={announcement.id}>
      <td>
        <p className={styles.title}>{announcement.title}</p>
        <p className={`${tableStyles.muted} ${styles.excerpt}`}>{announcement.body}</p>
      </td>
      <td>
        {announcement.isPopup ? (
          <StatusChip tone="accent" label={t('content.announcements.popupYes')} />
        ) : (
          <span className={tableStyles.muted}>{t('content.announcements.popupNo')}</span>
        )}
      </td>
      <td className={tableStyles.nowrap}>
        <time dateTime={announcement.startsAt}>{formatDateTime(announcement.startsAt, language)}</time>
      </td>
      <td className={tableStyles.nowrap}>
        {announcement.endsAt ? (
          <time dateTime={announcement.endsAt}>{formatDateTime(announcement.endsAt, language)}</time>
        ) : (
          <span className={tableStyles.muted}>{t('content.announcements.noEnd')}</span>
        )}
      </td>
      <td>
        <StatusChip tone={STATUS_TONES[status]} label={t(`content.announcements.status.${status}`)} />
      </td>
      {onEdit && onDelete ? (
        <td>
          <RowActions label={t('content.announcements.actionsFor', { title: announcement.title })} onEdit={onEdit} onDelete={onDelete} />
        </td>
      ) : null}
    </tr>
  );
}
