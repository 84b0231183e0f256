import { useGetMemberAnnouncementsQuery } from '../api/get-member-announcements';
import { AnnouncementBoard } from './announcement-board';

/** The announcements on the member pages (the dashboard); see AnnouncementBoard for the popup hold. */
export function MemberAnnouncements({ onPopupPendingChange }: { onPopupPendingChange?: (isPending: boolean) => void }) {
  const { data, isLoading } = useGetMemberAnnouncementsQuery(undefined, { refetchOnMountOrArgChange: true });
  return <AnnouncementBoard announcements={data} isLoading={isLoading} onPopupPendingChange={onPopupPendingChange} />;
}
