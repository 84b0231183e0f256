import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectSlipRequestRequestSchema, type AdminSlipRequest } from '@app/contract/admin-slips';
import { formatBaht } from '@app/contract/money-format';
import { useToast } from '@/components/ui/toast-context';
import { ListPanel } from '@/backoffice/components/list-panel';
import { useListSlipRequestsQuery } from '../api/list-slip-requests';
import { useRejectSlipRequestMutation } from '../api/reject-slip-request';
import { ReasonDialog } from './reason-dialog';
import { SlipApproveDialog } from './slip-approve-dialog';
import { SlipPhotoDialog } from './slip-photo-dialog';
import { SlipRow, type SlipDecision } from './slip-row';
import formStyles from '@/backoffice/components/dialog-form.module.css';

/** Members send slips at any time; the queue on a desk refreshes itself this often. */
const QUEUE_POLL_MS = 30_000;

interface OpenSlip {
  decision: SlipDecision;
  slip: AdminSlipRequest;
}

/** The slips members sent for review, newest first, with the decisions the operator's role may take. */
export function SlipQueue({ brandId, canDecide }: { brandId: string; canDecide: boolean }) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const [open, setOpen] = useState<OpenSlip | null>(null);
  const { data: slips, error, isFetching, refetch } = useListSlipRequestsQuery({ brandId }, { pollingInterval: QUEUE_POLL_MS, refetchOnFocus: true });
  const [reject] = useRejectSlipRequestMutation();

  const columns = [
    t('deposits.slips.columns.sentAt'),
    t('deposits.slips.columns.member'),
    t('deposits.slips.columns.claim'),
    t('deposits.slips.columns.transfer'),
    t('deposits.slips.columns.photo'),
    ...(canDecide ? [t('deposits.actions')] : []),
  ];
  const close = () => {
    setOpen(null);
  };

  return (
    <>
      <ListPanel
        rows={slips}
        error={error}
        isFetching={isFetching}
        onRefresh={() => void refetch()}
        columns={columns}
        isStackedOnPhone
        loadErrorTitle={t('deposits.slips.loadError')}
        emptyTitle={t('deposits.slips.empty')}
        caption={(rows) => t('deposits.count', { count: rows.length })}
        emptyText={t('deposits.emptyText')}
        testId="slip-table"
      >
        {(rows) =>
          rows.map((slip) => (
            <SlipRow
              key={slip.uuid}
              brandId={brandId}
              slip={slip}
              canDecide={canDecide}
              onOpen={(decision) => {
                setOpen({ decision, slip });
              }}
            />
          ))
        }
      </ListPanel>
      {open?.decision === 'photo' ? <SlipPhotoDialog brandId={brandId} slip={open.slip} onClose={close} /> : null}
      {open?.decision === 'approve' ? (
        <SlipApproveDialog
          brandId={brandId}
          slip={open.slip}
          onClose={close}
          onDone={(amountSatang) => {
            showToast(t('deposits.slips.approved', { username: open.slip.username, amount: formatBaht(amountSatang) }), 'success');
            close();
          }}
        />
      ) : null}
      {open?.decision === 'reject' ? (
        <ReasonDialog
          title={t('deposits.slips.rejectTitle')}
          summary={<p className={formStyles.summaryText}>{t('deposits.slips.summary', { username: open.slip.username })}</p>}
          label={t('deposits.slips.rejectReason')}
          hint={t('deposits.slips.rejectHint')}
          confirmLabel={t('deposits.slips.confirmReject')}
          isReasonValid={(reason) => rejectSlipRequestRequestSchema.safeParse({ reason }).success}
          send={(reason) => reject({ brandId, requestId: open.slip.uuid, reason }).unwrap()}
          onClose={close}
          onDone={() => {
            showToast(t('deposits.slips.rejected', { username: open.slip.username }), 'success');
            close();
          }}
        />
      ) : null}
    </>
  );
}
