import { RequireBrand } from '@/backoffice/components/require-brand';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { RewardCatalogueView } from './reward-catalogue-view';

/**
 * The reward catalogue members spend points in: its categories and items (name, points price,
 * image, stock, on or off). Support and admins edit it; finance reads it. Placed in a tab of
 * the promotions page.
 */
export function RewardCataloguePanel() {
  return (
    <RequireBrand loading={<TableSkeleton columns={['', '', '']} rows={4} />}>
      {(brandId) => <RewardCatalogueView key={brandId} brandId={brandId} />}
    </RequireBrand>
  );
}
