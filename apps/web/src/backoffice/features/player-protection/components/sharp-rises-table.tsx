import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht } from '@app/contract/money-format';
import type { SharpRiseFigure, SharpRiseMember } from '@app/contract/sharp-rises';
import { StatusChip } from '@/components/ui/status-chip';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { memberDetailPath } from '@/backoffice/features/members/member-paths';
import { riseRatio } from '../rise-ratio';
import styles from './sharp-rises.module.css';

/** The day's amount, and under it the daily average it is compared with and how many times that it is. */
function FigureCell({ figure, testId }: { figure: SharpRiseFigure; testId: string }) {
  const { t } = useTranslation('backoffice');
  const ratio = riseRatio(figure);
  return (
    <td className={`${tableStyles.numeric} ${figure.isSharpRise ? styles.risen : styles.steady}`} data-testid={testId} data-sharp-rise={figure.isSharpRise}>
      <span className={styles.amount}>{formatBaht(figure.daySatang)}</span>
      <span className={styles.compare}>
        {t('sharpRises.average', { amount: formatBaht(figure.averagePerDaySatang) })}
        {' · '}
        {ratio === null ? t('sharpRises.noHistory') : t('sharpRises.ratio', { ratio: ratio.toFixed(1) })}
      </span>
    </td>
  );
}

/** One row per member, largest rise first, each with a link to the member's screen. */
export function SharpRisesTable({ members }: { members: SharpRiseMember[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <div className={tableStyles.frame}>
      <table className={tableStyles.table} aria-label={t('sharpRises.tableLabel')} data-testid="sharp-rises-table">
        <thead>
          <tr>
            <th scope="col">{t('sharpRises.columns.member')}</th>
            <th scope="col" className={tableStyles.numeric}>
              {t('sharpRises.columns.deposit')}
            </th>
            <th scope="col" className={tableStyles.numeric}>
              {t('sharpRises.columns.loss')}
            </th>
            <th scope="col">{t('sharpRises.columns.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.memberId} data-testid="sharp-rise-row" data-username={member.username}>
              <td>
                <Link className={styles.memberLink} to={memberDetailPath(member.memberId)}>
                  {member.username}
                </Link>
                <span className={styles.name}>{member.name}</span>
              </td>
              <FigureCell figure={member.deposit} testId="sharp-rise-deposit" />
              <FigureCell figure={member.loss} testId="sharp-rise-loss" />
              <td>
                <span className={styles.reasons}>
                  {member.deposit.isSharpRise ? <StatusChip tone="warning" label={t('sharpRises.reasons.deposit')} /> : null}
                  {member.loss.isSharpRise ? <StatusChip tone="danger" label={t('sharpRises.reasons.loss')} /> : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
