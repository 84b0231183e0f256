import type { PrizeGame } from '@app/contract/rewards/prize-draws';
import { RequireBrand } from '@/backoffice/components/require-brand';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { PrizeBoardView } from './prize-board-view';

/**
 * The wheel's segments or the flip card's cards of the brand the operator works on: label,
 * reward, weight and the probability the API works out, with add, edit and remove for admins.
 * `kind` is the API's prize game ('wheel' or 'flip_card'). Placed in a tab of the promotions page.
 */
export function PrizesPanel({ kind }: { kind: PrizeGame }) {
  return (
    <RequireBrand loading={<TableSkeleton columns={['', '', '']} rows={4} />}>
      {(brandId) => <PrizeBoardView key={`${brandId}-${kind}`} brandId={brandId} game={kind} />}
    </RequireBrand>
  );
}
