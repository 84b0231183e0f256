import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectStatementLineRequestSchema } from '@app/contract/deposits';
import { formatBaht } from '@app/contract/money-format';
import { useToast } from '@/components/ui/toast-context';
import { ListPanel } from '@/backoffice/components/list-panel';
import { useListStatementLinesQuery, type AdminStatementLine } from '../api/list-statement-lines';
import { useRejectStatementLineMutation } from '../api/reject-statement-line';
import { AssignLineDialog } from './assign-line-dialog';
import { LineSummary } from './line-summary';
import { ReasonDialog } from './reason-dialog';
import { StatementRow, type LineDecision } from './statement-row';

/** New statement lines arrive with every read of the bank; the queue refreshes itself this often. */
const QUEUE_POLL_MS = 30_000;

interface OpenLine {
  decision: LineDecision;
  line: AdminStatementLine;
}

/** Every waiting state in one list, oldest transfer first: the order an operator works through them. */
function mergeByTime(...lists: AdminStatementLine[][]): AdminStatementLine[] {
  return lists.flat().sort((first, second) => first.occurredAt.localeCompare(second.occurredAt));
}

/** The statement lines no member could be credited for, with assign and reject for the roles that may. */
export function StatementQueue({ brandId, canDecide }: { brandId: string; canDecide: boolean }) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const [open, setOpen] = useState<OpenLine | null>(null);
  const polling = { pollingInterval: QUEUE_POLL_MS, refetchOnFocus: true };
  const unmatched = useListStatementLinesQuery({ brandId, status: 'unmatched' }, polling);
  const ambiguous = useListStatementLinesQuery({ brandId, status: 'ambiguous' }, polling);
  const held = useListStatementLinesQuery({ brandId, status: 'held' }, polling);
  const [reject] = useRejectStatementLineMutation();
  const lines = unmatched.data && ambiguous.data && held.data ? mergeByTime(unmatched.data, ambiguous.data, held.data) : undefined;

  const columns = [
    t('deposits.lines.columns.occurredAt'),
    t('deposits.lines.columns.amount'),
    t('deposits.lines.columns.sender'),
    t('deposits.lines.columns.reference'),
    t('deposits.lines.columns.why'),
    ...(canDecide ? [t('deposits.actions')] : []),
  ];
  const close = () => {
    setOpen(null);
  };

  return (
    <>
      <ListPanel
        rows={lines}
        error={unmatched.error ?? ambiguous.error ?? held.error}
        isFetching={unmatched.isFetching || ambiguous.isFetching || held.isFetching}
        onRefresh={() => {
          void unmatched.refetch();
          void ambiguous.refetch();
          void held.refetch();
        }}
        columns={columns}
        numericColumns={[1]}
        isStackedOnPhone
        loadErrorTitle={t('deposits.lines.loadError')}
        emptyTitle={t('deposits.lines.empty')}
        caption={(rows) => t('deposits.count', { count: rows.length })}
        emptyText={t('deposits.emptyText')}
        testId="statement-table"
      >
        {(rows) =>
          rows.map((line) => (
            <StatementRow
              key={line.uuid}
              line={line}
              canDecide={canDecide}
              onOpen={(decision) => {
                setOpen({ decision, line });
              }}
            />
          ))
        }
      </ListPanel>
      {open?.decision === 'assign' ? (
        <AssignLineDialog
          brandId={brandId}
          line={open.line}
          onClose={close}
          onDone={(member) => {
            showToast(t('deposits.lines.assigned', { amount: formatBaht(open.line.amountSatang), username: member.username }), 'success');
            close();
          }}
        />
      ) : null}
      {open?.decision === 'reject' ? (
        <ReasonDialog
          title={t('deposits.lines.rejectTitle')}
          summary={<LineSummary line={open.line} />}
          label={t('deposits.lines.rejectReason')}
          hint={t('deposits.lines.rejectHint')}
          confirmLabel={t('deposits.lines.confirmReject')}
          isReasonValid={(reason) => rejectStatementLineRequestSchema.safeParse({ reason }).success}
          send={(reason) => reject({ brandId, lineId: open.line.uuid, reason }).unwrap()}
          onClose={close}
          onDone={() => {
            showToast(t('deposits.lines.rejected'), 'success');
            close();
          }}
        />
      ) : null}
    </>
  );
}
