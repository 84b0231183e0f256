import { useTranslation } from 'react-i18next';
import { findBank } from '@app/contract/banks';
import { formatBaht } from '@app/contract/money-format';
import { ReceiptIcon } from '@/components/ui/icons';
import { TransactionItem } from '@/components/ui/transaction-item';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import type { SlipRequest } from '../api/request-slip-review';
import { SlipRequestStatusChip } from './slip-request-status-chip';
import styles from './slip-request-item.module.css';

/** The line under a request: what the operator credited, why they refused, or the member's own note. */
function useDecisionNote(request: SlipRequest) {
  const { t } = useTranslation();
  if (request.status === 'rejected' && request.rejectReason)
    return { tone: 'danger' as const, text: t('slip.requestRejected', { reason: request.rejectReason }) };
  if (request.status === 'approved' && request.creditedAmountSatang !== null) {
    return { tone: 'neutral' as const, text: t('slip.requestCredited', { amount: formatBaht(request.creditedAmountSatang) }) };
  }
  return request.note ? { tone: 'neutral' as const, text: t('slip.requestNote', { note: request.note }) } : null;
}

/**
 * One slip sent to an operator: the amount and time the member typed (the amount stands as the
 * row's figure), when it was sent, which transfer its QR named when it could be read, and the
 * decision.
 */
export function SlipRequestItem({ request }: { request: SlipRequest }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const bankName = request.sendingBank ? (findBank(request.sendingBank)?.nameTh ?? request.sendingBank) : null;
  const note = useDecisionNote(request);
  return (
    <TransactionItem
      testId="slip-request-item"
      statusName={request.status}
      icon={<ReceiptIcon size={22} />}
      title={t('slip.requestTitle')}
      amount={request.amountSatang === null ? undefined : `${t('app.currencySymbol')}${formatBaht(request.amountSatang)}`}
      amountTestId="slip-request-amount"
      details={[
        ...(request.transferredAt
          ? [
              <span key="transferred" data-testid="slip-request-transferred-at">
                {t('slip.claimTimeLabel')}{' '}
                <time className={styles.when} dateTime={request.transferredAt}>
                  {formatDateTime(request.transferredAt, language)}
                </time>
              </span>,
            ]
          : []),
        <span key="sent">
          {t('slip.requestSentAt')}{' '}
          <time className={styles.when} dateTime={request.createdAt}>
            {formatDateTime(request.createdAt, language)}
          </time>
        </span>,
        ...(bankName ? [bankName] : []),
        request.transRef ? t('slip.requestReference', { reference: request.transRef }) : t('slip.requestNoReference'),
      ]}
      status={<SlipRequestStatusChip status={request.status} />}
      note={note}
    />
  );
}
