import { useTranslation } from 'react-i18next';
import type { Announcement } from '@app/contract/announcements';
import { EmptyState } from '@/components/ui/empty-state';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import styles from './announcements.module.css';

/** Every current announcement, newest first, opened from the marquee. */
export function AnnouncementListDialog({ announcements, onClose }: { announcements: Announcement[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  return (
    <ModalDialog title={t('announcements.title')} closeLabel={t('announcements.close')} onClose={onClose} testId="announcement-list">
      {announcements.length === 0 ? (
        <EmptyState title={t('announcements.empty')} />
      ) : (
        <ul className={styles.list}>
          {announcements.map((announcement) => (
            <li key={announcement.id} className={styles.item}>
              <h3 className={styles.itemTitle}>{announcement.title}</h3>
              <p className={styles.body}>{announcement.body}</p>
              <p className={styles.time}>{formatDateTime(announcement.startsAt, language)}</p>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
