import { useGetPublicAnnouncementsQuery } from '../api/get-public-announcements';
import { AnnouncementBoard } from './announcement-board';

/** The announcements on the public pages (the home page). */
export function PublicAnnouncements() {
  const { data, isLoading } = useGetPublicAnnouncementsQuery();
  return <AnnouncementBoard announcements={data} isLoading={isLoading} />;
}
