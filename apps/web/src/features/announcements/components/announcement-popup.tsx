import { useTranslation } from 'react-i18next';
import type { Announcement } from '@app/contract/announcements';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { MegaphoneIcon } from '@/components/ui/icons';
import styles from './announcements.module.css';

/** One popup announcement, shown once to each browser. */
export function AnnouncementPopup({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={announcement.title}
      closeLabel={t('announcements.close')}
      onClose={onClose}
      testId="announcement-popup"
      header={
        <span className={styles.popupIcon}>
          <MegaphoneIcon size={26} />
        </span>
      }
    >
      <p className={`${styles.body} ${styles.popupBody}`}>{announcement.body}</p>
    </ModalDialog>
  );
}
