import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date-time';
import { formatThaiAddress } from '@/lib/format-thai-address';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import type { RewardDecision } from '../api/decide-reward-request';
import type { AdminRewardRequest } from '../api/list-reward-requests';
import styles from './prize-panels.module.css';

interface RewardRequestRowsProps {
  requests: readonly AdminRewardRequest[];
  /** Null for a role that reads the queue without deciding. */
  onDecide: ((decision: RewardDecision, request: AdminRewardRequest) => void) | null;
}

export function RewardRequestRows({ requests, onDecide }: RewardRequestRowsProps) {
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  return (
    <>
      {requests.map((request) => (
        <tr key={request.id} data-testid="reward-request-row">
          <td className={tableStyles.nowrap}>
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt, language)}</time>
          </td>
          <td className={styles.name}>{request.username}</td>
          <td>
            <span className={styles.name}>{request.itemName}</span>
            <br />
            <span className={tableStyles.muted}>{t('prizes.requests.cost', { points: request.costPoints.toLocaleString('en-US') })}</span>
          </td>
          <td className={styles.address} data-testid="reward-request-address">
            {request.address ? formatThaiAddress(request.address) : <span className={tableStyles.muted}>{t('prizes.requests.noAddress')}</span>}
          </td>
          {onDecide ? (
            <td>
              <span className={styles.rowActions}>
                <Button size="small" onClick={() => onDecide('fulfilled', request)}>
                  {t('prizes.requests.fulfil')}
                </Button>
                <Button size="small" variant="ghost" onClick={() => onDecide('rejected', request)}>
                  {t('prizes.requests.reject')}
                </Button>
              </span>
            </td>
          ) : null}
        </tr>
      ))}
    </>
  );
}
