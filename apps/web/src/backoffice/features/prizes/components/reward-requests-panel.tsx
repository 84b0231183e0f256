import { RequireBrand } from '@/backoffice/components/require-brand';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { RewardRequestQueue } from './reward-request-queue';

/**
 * Physical rewards members redeemed, waiting to be sent to the address they gave: support and
 * admins mark one sent (with the tracking number) or refuse it (with the reason; the points go
 * back). Finance reads the queue. Placed in a tab of the promotions page.
 */
export function RewardRequestsPanel() {
  return (
    <RequireBrand loading={<TableSkeleton columns={['', '', '']} rows={4} />}>
      {(brandId) => <RewardRequestQueue key={brandId} brandId={brandId} />}
    </RequireBrand>
  );
}
