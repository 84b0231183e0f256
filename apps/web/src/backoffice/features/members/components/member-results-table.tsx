import type { MemberSummary } from '@app/contract/admin-members';
import { formatBaht } from '@app/contract/money-format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberLevel } from './member-level';
import { MemberStatusChip } from './member-status-chip';
import styles from './member-table.module.css';

interface MemberResultsTableProps {
  members: MemberSummary[];
  /** Where a member's detail screen is. */
  detailPath: (memberId: string) => string;
  isRefreshing: boolean;
}

export function MemberResultsTable({ members, detailPath, isRefreshing }: MemberResultsTableProps) {
  const { t } = useTranslation('backoffice');
  return (
    <div className={styles.scroller}>
      <table className={[styles.table, isRefreshing ? styles.refreshing : undefined].filter(Boolean).join(' ')} data-testid="member-results">
        <thead>
          <tr>
            <th scope="col">{t('members.columns.username')}</th>
            <th scope="col">{t('members.columns.name')}</th>
            <th scope="col">{t('members.columns.phone')}</th>
            <th scope="col">{t('members.columns.level')}</th>
            <th scope="col">{t('members.columns.status')}</th>
            <th scope="col" className={styles.number}>
              {t('members.columns.credit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.uuid}>
              <td>
                <Link className={styles.link} to={detailPath(member.uuid)}>
                  {member.username}
                </Link>
              </td>
              <td>{member.name}</td>
              <td className={styles.nowrap}>{member.phone}</td>
              <td className={styles.nowrap}>
                <MemberLevel level={member.level} />
              </td>
              <td>
                <MemberStatusChip status={member.status} />
              </td>
              <td className={styles.number}>{formatBaht(member.creditSatang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
