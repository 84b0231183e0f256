import type { Announcement } from '@app/contract/announcements';
import type { AnnouncementRow } from './announcements.repo';

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    isPopup: row.isPopup,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

export function toAdminAnnouncement(row: AnnouncementRow) {
  return { ...toAnnouncement(row), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
