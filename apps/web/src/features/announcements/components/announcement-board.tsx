import { useEffect, useState } from 'react';
import type { Announcement } from '@app/contract/announcements';
import { readSeenAnnouncementIds, rememberAnnouncementSeen } from '../seen-announcements-storage';
import { AnnouncementListDialog } from './announcement-list-dialog';
import { AnnouncementMarquee, AnnouncementMarqueePlaceholder } from './announcement-marquee';
import { AnnouncementPopup } from './announcement-popup';

interface AnnouncementBoardProps {
  announcements: Announcement[] | undefined;
  isLoading: boolean;
  /**
   * Told whether a popup is showing or may still show (the list is loading), so the screen can keep
   * its own popups (the daily check-in) from opening on top of it.
   */
  onPopupPendingChange?: (isPending: boolean) => void;
}

/**
 * The marquee of the current announcements (its empty place while they load), the list a tap on
 * it opens, and the popup of each popup announcement this browser has not shown yet. A failed load
 * shows nothing: the page works without announcements, and the next visit asks again.
 */
export function AnnouncementBoard({ announcements = [], isLoading, onPopupPendingChange }: AnnouncementBoardProps) {
  const [seenIds, setSeenIds] = useState(readSeenAnnouncementIds);
  const [isListOpen, setIsListOpen] = useState(false);
  const popup = announcements.find((announcement) => announcement.isPopup && !seenIds.includes(announcement.id)) ?? null;
  const isPopupPending = isLoading || popup !== null;

  useEffect(() => {
    onPopupPendingChange?.(isPopupPending);
  }, [isPopupPending, onPopupPendingChange]);

  const closePopup = (id: string) => {
    rememberAnnouncementSeen(id);
    setSeenIds(readSeenAnnouncementIds());
  };

  return (
    <>
      {isLoading ? (
        <AnnouncementMarqueePlaceholder />
      ) : announcements.length > 0 ? (
        <AnnouncementMarquee
          announcements={announcements}
          onOpen={() => {
            setIsListOpen(true);
          }}
        />
      ) : null}
      {isListOpen ? (
        <AnnouncementListDialog
          announcements={announcements}
          onClose={() => {
            setIsListOpen(false);
          }}
        />
      ) : popup ? (
        <AnnouncementPopup
          key={popup.id}
          announcement={popup}
          onClose={() => {
            closePopup(popup.id);
          }}
        />
      ) : null}
    </>
  );
}
