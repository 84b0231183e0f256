import { useTranslation } from 'react-i18next';
import { findBank } from '@app/contract/banks';
import { ReceiptIcon } from '@/components/ui/icons';
import { TransactionItem } from '@/components/ui/transaction-item';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import type { SlipRequest } from '../api/request-slip-review';
import { SlipRequestStatusChip } from './slip-request-status-chip';

/** One slip sent to an operator: when, which transfer (when its QR could be read), and the decision. */
export function SlipRequestItem({ request }: { request: SlipRequest }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const bankName = request.sendingBank ? (findBank(request.sendingBank)?.nameTh ?? request.sendingBank) : null;
  return (
    <TransactionItem
      testId="slip-request-item"
      statusName={request.status}
      icon={<ReceiptIcon size={22} />}
      title={t('slip.requestTitle')}
      details={[
        <time key="time" dateTime={request.createdAt}>
          {formatDateTime(request.createdAt, language)}
        </time>,
        ...(bankName ? [bankName] : []),
        request.transRef ? t('slip.requestReference', { reference: request.transRef }) : t('slip.requestNoReference'),
      ]}
      status={<SlipRequestStatusChip status={request.status} />}
      note={request.note ? { tone: 'neutral', text: t('slip.requestNote', { note: request.note }) } : null}
    />
  );
}
