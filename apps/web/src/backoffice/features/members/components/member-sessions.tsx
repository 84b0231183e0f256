import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format-date-time';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import { useGetMemberSessionsQuery, type MemberSession } from '../api/get-member-sessions';
import type { MemberKey } from '../api/member-tags';
import styles from './member-table.module.css';
import { TableSkeleton } from './table-skeleton';

type SessionState = 'active' | 'revoked' | 'expired';

/** Ended by a logout, a lock or a password change; otherwise by time. Idle time-outs only the server knows. */
function sessionStateOf(session: MemberSession, nowMs: number): SessionState {
  if (session.revokedAt) return 'revoked';
  return new Date(session.expiresAt).getTime() <= nowMs ? 'expired' : 'active';
}

const SESSION_TONES = { active: 'success', revoked: 'danger', expired: 'neutral' } as const;

/** The member's newest 50 sign-ins: when, from where, on what, and whether they still count. */
export function MemberSessions({ member }: { member: MemberKey }) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const language = useConsoleDateLanguage();
  const { currentData: data, error, isFetching, refetch, fulfilledTimeStamp } = useGetMemberSessionsQuery(member, { refetchOnMountOrArgChange: true });

  if (!data && isFetching) return <TableSkeleton columns={6} />;
  if (!data && error)
    return <LoadError title={t('members.sessions.error')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
  if (!data) return null;
  if (data.length === 0) return <EmptyState title={t('members.sessions.emptyTitle')} text={t('members.sessions.emptyText')} />;
  // Judged against the moment the list arrived, so rendering stays pure.
  const nowMs = fulfilledTimeStamp ?? 0;
  return (
    <div className={styles.scroller}>
      <table className={[styles.table, isFetching ? styles.refreshing : undefined].filter(Boolean).join(' ')} data-testid="member-sessions">
        <thead>
          <tr>
            <th scope="col">{t('members.sessions.createdAt')}</th>
            <th scope="col">{t('members.sessions.lastSeenAt')}</th>
            <th scope="col">{t('members.sessions.state')}</th>
            <th scope="col">{t('members.sessions.ipAddress')}</th>
            <th scope="col">{t('members.sessions.platform')}</th>
            <th scope="col">{t('members.sessions.userAgent')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((session) => {
            const state = sessionStateOf(session, nowMs);
            return (
              <tr key={session.id}>
                <td className={styles.nowrap}>{formatDateTime(session.createdAt, language, { withSeconds: true })}</td>
                <td className={styles.nowrap}>{formatDateTime(session.lastSeenAt, language, { withSeconds: true })}</td>
                <td>
                  <StatusChip tone={SESSION_TONES[state]} label={t(`members.sessions.states.${state}`)} />
                </td>
                <td className={styles.code}>{session.ipAddress ?? '—'}</td>
                <td>{session.platform ?? '—'}</td>
                <td className={styles.wide}>{session.userAgent ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
