import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { UserIcon } from '@/components/ui/icons';
import { formatDateTime } from '@/lib/format-date-time';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import type { AdminMemberDetail } from '../api/get-member-detail';
import { useGetMemberDownlineQuery } from '../api/get-member-downline';
import type { MemberKey } from '../api/member-tags';
import { memberDetailPath } from '../member-paths';
import activity from './member-activity.module.css';
import table from './member-table.module.css';
import { TableSkeleton } from './table-skeleton';

interface MemberNetworkProps {
  member: MemberKey;
  upline: AdminMemberDetail['upline'];
  /** From the detail, so the heading has its number before the list arrives. */
  downlineCount: number;
}

/** Who invited the member and whom they invited, each a link to that member's own screen. */
export function MemberNetwork({ member, upline, downlineCount }: MemberNetworkProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const language = useConsoleDateLanguage();
  const { currentData: data, error, isFetching, refetch } = useGetMemberDownlineQuery(member, { refetchOnMountOrArgChange: true });

  const downline = () => {
    if (!data && isFetching) return <TableSkeleton columns={2} rows={3} />;
    if (!data && error)
      return <LoadError title={t('members.network.error')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />;
    if (!data) return null;
    if (data.data.length === 0) return <EmptyState title={t('members.network.emptyTitle')} text={t('members.network.emptyText')} />;
    return (
      <>
        {data.meta.total > data.data.length ? (
          <p className={activity.muted}>{t('members.network.partial', { shown: data.data.length, total: data.meta.total })}</p>
        ) : null}
        <div className={table.scroller}>
          <table className={table.table} data-testid="member-downline">
            <thead>
              <tr>
                <th scope="col">{t('members.columns.username')}</th>
                <th scope="col">{t('members.network.joinedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((friend) => (
                <tr key={friend.uuid}>
                  <td>
                    <Link className={table.link} to={memberDetailPath(friend.uuid)}>
                      {friend.username}
                    </Link>
                  </td>
                  <td className={table.nowrap}>{formatDateTime(friend.createdAt, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  };

  return (
    <div className={activity.columns}>
      <section className={activity.stack} aria-labelledby="member-upline-title">
        <h3 id="member-upline-title" className={activity.subTitle}>
          {t('members.network.upline')}
        </h3>
        <div className={activity.upline} data-testid="member-upline">
          <UserIcon size={20} />
          {upline ? (
            <Link className={table.link} to={memberDetailPath(upline.uuid)}>
              {upline.username}
            </Link>
          ) : (
            <span className={activity.muted}>{t('members.network.noUpline')}</span>
          )}
        </div>
      </section>
      <section className={activity.stack} aria-labelledby="member-downline-title">
        <h3 id="member-downline-title" className={activity.subTitle}>
          {t('members.network.downline', { count: data?.meta.total ?? downlineCount })}
        </h3>
        {downline()}
      </section>
    </div>
  );
}
