import { useParams } from 'react-router';
import { RequireBrand } from '@/backoffice/components/require-brand';
import { MemberDetail } from './member-detail';
import { MemberDetailSkeleton } from './member-detail-skeleton';

/** One member's screen at /backoffice/members/:memberId, for the brand the console works on. */
export function MemberDetailPage() {
  const { memberId = '' } = useParams();
  return (
    <RequireBrand loading={<MemberDetailSkeleton />}>
      {/* Keyed by brand and member, so nothing typed for one member is ever sent for the next one opened. */}
      {(brandId) => <MemberDetail key={`${brandId}/${memberId}`} member={{ brandId, memberId }} />}
    </RequireBrand>
  );
}
