import { useTranslation } from 'react-i18next';
import { isTransferKind } from '@app/contract/transfer-kinds';
import { formatDateTime } from '@/lib/format-date-time';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import type { LedgerAccount, MemberLedgerEntry } from '../api/get-member-ledger';
import { formatLedgerAmount, readLedgerMemo } from '../ledger-entry-text';
import styles from './member-table.module.css';

interface LedgerTableProps {
  account: LedgerAccount;
  entries: MemberLedgerEntry[];
  isRefreshing: boolean;
}

/** One page of an account's entries, newest first: time in Bangkok, kind, signed amount, balance after. */
export function LedgerTable({ account, entries, isRefreshing }: LedgerTableProps) {
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  return (
    <div className={styles.scroller}>
      <table className={[styles.table, isRefreshing ? styles.refreshing : undefined].filter(Boolean).join(' ')} data-testid="member-ledger">
        <thead>
          <tr>
            <th scope="col">{t('members.ledger.time')}</th>
            <th scope="col">{t('members.ledger.kind')}</th>
            <th scope="col" className={styles.number}>
              {t('members.ledger.amount')}
            </th>
            <th scope="col" className={styles.number}>
              {t('members.ledger.balanceAfter')}
            </th>
            <th scope="col">{t('members.ledger.note')}</th>
            <th scope="col">{t('members.ledger.transfer')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.nowrap}>{formatDateTime(entry.createdAt, language, { withSeconds: true })}</td>
              <td className={styles.nowrap}>{isTransferKind(entry.kind) ? t(`members.ledger.kinds.${entry.kind}`) : entry.kind}</td>
              <td className={[styles.number, entry.amountSatang < 0 ? styles.negative : styles.positive].join(' ')}>
                {formatLedgerAmount(account, entry.amountSatang, { isSigned: true })}
              </td>
              <td className={styles.number}>{formatLedgerAmount(account, entry.balanceAfterSatang, { isSigned: false })}</td>
              <td>{readLedgerMemo(entry.memo) ?? <span className={styles.muted}>—</span>}</td>
              <td className={[styles.code, styles.muted].join(' ')}>{entry.transferId}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
