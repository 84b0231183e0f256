import { skipToken } from '@reduxjs/toolkit/query';
import { useGetMemberAnnouncementsQuery } from '../api/get-member-announcements';
import { AnnouncementBoard } from './announcement-board';

/** The announcements on the member pages (the dashboard); see AnnouncementBoard for the popup hold. */
export function MemberAnnouncements({
  onPopupPendingChange,
  isSessionNotReadYet = false,
}: {
  onPopupPendingChange?: (isPending: boolean) => void;
  /** The frame drawn before the session is read: the member's announcements' place is held as loading, nothing asked for. */
  isSessionNotReadYet?: boolean;
}) {
  const { data, isLoading } = useGetMemberAnnouncementsQuery(isSessionNotReadYet ? skipToken : undefined, { refetchOnMountOrArgChange: true });
  return <AnnouncementBoard announcements={data} isLoading={isLoading || isSessionNotReadYet} onPopupPendingChange={onPopupPendingChange} />;
}
