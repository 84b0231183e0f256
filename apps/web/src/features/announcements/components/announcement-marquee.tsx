import { useTranslation } from 'react-i18next';
import type { Announcement } from '@app/contract/announcements';
import { MegaphoneIcon } from '@/components/ui/icons';
import styles from './announcement-marquee.module.css';

/** How long the line takes to scroll by one copy of the text, per character: a steady reading pace. */
const SCROLL_MS_PER_CHARACTER = 180;
const MIN_SCROLL_MS = 12_000;

function toLine(announcements: Announcement[]): string {
  return announcements.map((announcement) => `${announcement.title}: ${announcement.body.replace(/\s+/g, ' ')}`).join('   •   ');
}

/**
 * A scrolling line of the current announcements; a tap opens them all. With reduced motion asked
 * for, the line stands still and ends in an ellipsis.
 */
export function AnnouncementMarquee({ announcements, onOpen }: { announcements: Announcement[]; onOpen: () => void }) {
  const { t } = useTranslation();
  const line = toLine(announcements);
  const durationMs = Math.max(MIN_SCROLL_MS, Array.from(line).length * SCROLL_MS_PER_CHARACTER);
  return (
    <button
      type="button"
      className={styles.marquee}
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={t('announcements.openList', { count: announcements.length })}
      data-testid="announcement-marquee"
    >
      <span className={styles.icon}>
        <MegaphoneIcon size={18} />
      </span>
      <span className={styles.viewport} aria-hidden="true">
        <span className={styles.track} style={{ animationDuration: `${String(durationMs)}ms` }}>
          <span className={styles.copy}>{line}</span>
          <span className={`${styles.copy} ${styles.repeat}`}>{line}</span>
        </span>
      </span>
    </button>
  );
}

/** The marquee's place while the announcements load, so what is below does not move when they arrive. */
export function AnnouncementMarqueePlaceholder() {
  return <div className={`${styles.marquee} ${styles.placeholder}`} aria-hidden="true" data-testid="announcement-marquee-placeholder" />;
}
