import { useTranslation } from 'react-i18next';
import type { AdminSlipRequest } from '@app/contract/admin-slips';
import { formatBaht } from '@app/contract/money-format';
import { formatDateTime } from '@/lib/format-date-time';
import { useColumnLabel } from '@/backoffice/components/column-labels';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import { RowActions } from './row-actions';
import { SlipPhoto } from './slip-photo';
import { TransferBank } from './transfer-bank';
import styles from './deposits.module.css';
import queueStyles from '@/backoffice/components/queue-cells.module.css';

export type SlipDecision = 'approve' | 'reject' | 'photo';

interface SlipRowProps {
  brandId: string;
  slip: AdminSlipRequest;
  onOpen: (decision: SlipDecision) => void;
  /** Whether the operator's role may approve and reject; the photo opens for every role. */
  canDecide: boolean;
}

/** One slip waiting for review: who sent it and when, the amount and time they typed, what its QR says, and its photo. */
export function SlipRow({ brandId, slip, onOpen, canDecide }: SlipRowProps) {
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  const columnLabel = useColumnLabel();
  return (
    <tr data-testid="slip-row" data-slip-id={slip.uuid}>
      <td className={tableStyles.nowrap} data-label={columnLabel(0)}>
        <time dateTime={slip.createdAt}>{formatDateTime(slip.createdAt, language)}</time>
      </td>
      <td data-label={columnLabel(1)}>
        <span className={queueStyles.username}>{slip.username}</span>
        {slip.note ? <p className={queueStyles.note}>{t('deposits.slips.note', { note: slip.note })}</p> : null}
      </td>
      <td data-testid="slip-claim" data-label={columnLabel(2)}>
        {slip.claimedAmountSatang === null ? (
          <span className={tableStyles.muted}>{t('deposits.slips.noClaim')}</span>
        ) : (
          <>
            <span className={queueStyles.amount}>{formatBaht(slip.claimedAmountSatang)}</span>
            {slip.claimedTransferredAt ? (
              <p className={tableStyles.muted}>
                {t('deposits.slips.claimedAt')}{' '}
                <time className={tableStyles.nowrap} dateTime={slip.claimedTransferredAt}>
                  {formatDateTime(slip.claimedTransferredAt, language)}
                </time>
              </p>
            ) : null}
          </>
        )}
      </td>
      <td data-label={columnLabel(3)}>
        {slip.sendingBank && slip.transRef ? (
          <TransferBank bankCode={slip.sendingBank} detail={slip.transRef} />
        ) : (
          <span className={tableStyles.muted}>{t('deposits.slips.unreadable')}</span>
        )}
      </td>
      <td data-label={columnLabel(4)}>
        <button
          type="button"
          className={styles.thumbnail}
          aria-label={t('deposits.slips.openPhoto', { username: slip.username })}
          onClick={() => {
            onOpen('photo');
          }}
        >
          <SlipPhoto photoKey={{ brandId, requestId: slip.uuid }} alt="" className={styles.thumbnailImage} loadingHeight={72} />
        </button>
      </td>
      {canDecide ? (
        <RowActions
          name={slip.username}
          primaryLabel={t('deposits.slips.approve')}
          onPrimary={() => {
            onOpen('approve');
          }}
          onReject={() => {
            onOpen('reject');
          }}
        />
      ) : null}
    </tr>
  );
}
