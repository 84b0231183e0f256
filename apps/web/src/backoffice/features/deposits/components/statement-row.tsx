import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { formatDateTime } from '@/lib/format-date-time';
import { useColumnLabel } from '@/backoffice/components/column-labels';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import type { AdminStatementLine } from '../api/list-statement-lines';
import { RowActions } from './row-actions';
import { TransferBank } from './transfer-bank';
import queueStyles from '@/backoffice/components/queue-cells.module.css';

export type LineDecision = 'assign' | 'reject';

interface StatementRowProps {
  line: AdminStatementLine;
  onOpen: (decision: LineDecision) => void;
  /** Whether the operator's role may assign and reject. */
  canDecide: boolean;
}

/** One incoming transfer no member could be credited for, with the sender's account as the bank gave it. */
export function StatementRow({ line, onOpen, canDecide }: StatementRowProps) {
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  const columnLabel = useColumnLabel();
  return (
    <tr data-testid="statement-row" data-line-id={line.uuid}>
      <td className={tableStyles.nowrap} data-label={columnLabel(0)}>
        <time dateTime={line.occurredAt}>{formatDateTime(line.occurredAt, language)}</time>
      </td>
      <td className={`${tableStyles.numeric} ${queueStyles.amount}`} data-testid="statement-amount" data-label={columnLabel(1)}>
        {formatBaht(line.amountSatang)}
      </td>
      <td data-label={columnLabel(2)}>
        <TransferBank bankCode={line.senderBankCode} detail={line.senderAccount} />
      </td>
      <td className={tableStyles.mono} data-label={columnLabel(3)}>
        {line.bankReference}
      </td>
      <td data-label={columnLabel(4)}>
        {t(`deposits.lines.why.${line.status === 'ambiguous' || line.status === 'held' ? line.status : 'unmatched'}`)}
        {line.status === 'held' && line.note ? <div className={queueStyles.note}>{line.note}</div> : null}
      </td>
      {canDecide ? (
        <RowActions
          name={line.bankReference}
          primaryLabel={t('deposits.lines.assign')}
          onPrimary={() => {
            onOpen('assign');
          }}
          onReject={() => {
            onOpen('reject');
          }}
        />
      ) : null}
    </tr>
  );
}
