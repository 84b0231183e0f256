import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast-context';
import { ListPanel } from '@/backoffice/components/list-panel';
import { useOperator } from '@/backoffice/session/use-operator';
import type { RewardDecision } from '../api/decide-reward-request';
import { useListRewardRequestsQuery, type AdminRewardRequest } from '../api/list-reward-requests';
import { canDecideRewardRequests } from '../prize-permissions';
import { RewardDecisionDialog } from './reward-decision-dialog';
import { RewardRequestRows } from './reward-request-rows';

/** Members redeem at any hour; a queue left open on a desk asks again this often. */
const QUEUE_POLL_MS = 60_000;

interface OpenDecision {
  decision: RewardDecision;
  request: AdminRewardRequest;
}

/** The brand's waiting requests, oldest first as the API lists them, with the decisions the role may take. */
export function RewardRequestQueue({ brandId }: { brandId: string }) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const canDecide = canDecideRewardRequests(useOperator().role);
  const [open, setOpen] = useState<OpenDecision | null>(null);
  const { data: requests, error, isFetching, refetch } = useListRewardRequestsQuery({ brandId }, { pollingInterval: QUEUE_POLL_MS, refetchOnFocus: true });
  const columns = [
    t('prizes.requests.columns.requestedAt'),
    t('prizes.requests.columns.member'),
    t('prizes.requests.columns.item'),
    t('prizes.requests.columns.address'),
    ...(canDecide ? [t('prizes.requests.columns.actions')] : []),
  ];

  return (
    <>
      <ListPanel
        rows={requests}
        error={error}
        isFetching={isFetching}
        onRefresh={() => void refetch()}
        columns={columns}
        caption={(rows) => t('prizes.requests.count', { count: rows.length })}
        loadErrorTitle={t('prizes.requests.loadError')}
        emptyTitle={t('prizes.requests.empty')}
        testId="reward-request-table"
      >
        {(rows) => <RewardRequestRows requests={rows} onDecide={canDecide ? (decision, request) => setOpen({ decision, request }) : null} />}
      </ListPanel>
      {open ? (
        <RewardDecisionDialog
          brandId={brandId}
          decision={open.decision}
          request={open.request}
          onClose={() => setOpen(null)}
          onDone={() => {
            showToast(t(`prizes.requests.done.${open.decision}`, { username: open.request.username }), 'success');
            setOpen(null);
          }}
        />
      ) : null}
    </>
  );
}
