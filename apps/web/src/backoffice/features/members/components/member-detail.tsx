import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { ConsolePage } from '@/backoffice/components/console-page';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useOperator } from '@/backoffice/session/use-operator';
import { useGetMemberDetailQuery } from '../api/get-member-detail';
import type { MemberKey } from '../api/member-tags';
import { readMemberDetailView, writeMemberDetailView } from '../member-detail-view';
import { MEMBERS_PATH } from '../member-paths';
import { canAddBreak, canAdjustCredit, canChangeMemberStatus, canSetMemberTier } from '../member-permissions';
import { MemberActivityTabs } from './member-activity-tabs';
import { MemberCreditPanel } from './member-credit-panel';
import { MemberDetailSkeleton } from './member-detail-skeleton';
import { MemberProfilePanel } from './member-profile-panel';
import { MemberProtectionPanel } from './member-protection-panel';
import { MemberStatusChip } from './member-status-chip';
import { MemberStatusPanel } from './member-status-panel';
import { MemberTierPanel } from './member-tier-panel';
import styles from './member-detail.module.css';

/** One member: profile, credit with the adjustment form, status, and their history in tabs. */
export function MemberDetail({ member }: { member: MemberKey }) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const { role } = useOperator();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, error, isFetching, refetch } = useGetMemberDetailQuery(member, { refetchOnMountOrArgChange: true });

  if (!data && isFetching) return <MemberDetailSkeleton />;
  if (!data) {
    return (
      <ConsolePage title={t('members.detail.title')} actions={<BackLink />}>
        <LoadError title={t('members.detail.error')} message={error ? errorText(error) : undefined} onRetry={() => void refetch()} isRetrying={isFetching} />
      </ConsolePage>
    );
  }

  const summary = data.member;
  return (
    <ConsolePage
      title={summary.username}
      intro={summary.name}
      actions={
        <>
          <MemberStatusChip status={summary.status} />
          <BackLink />
        </>
      }
    >
      <div className={styles.panels}>
        <div className={styles.column}>
          <MemberProfilePanel detail={data} />
          <MemberStatusPanel member={{ ...member, username: summary.username, status: summary.status }} canChangeStatus={canChangeMemberStatus(role)} />
          <MemberTierPanel member={{ ...member, username: summary.username, level: summary.level }} canSetTier={canSetMemberTier(role)} />
          <MemberProtectionPanel member={{ ...member, username: summary.username }} canAddBreak={canAddBreak(role)} />
        </div>
        <div className={styles.column}>
          <MemberCreditPanel
            member={member}
            creditSatang={summary.creditSatang}
            affiliateBalanceSatang={data.affiliateBalanceSatang}
            canAdjust={canAdjustCredit(role)}
            isRefreshing={isFetching}
            onRefresh={() => void refetch()}
          />
        </div>
      </div>
      <MemberActivityTabs
        member={member}
        detail={data}
        view={readMemberDetailView(searchParams)}
        onViewChange={(view) => {
          setSearchParams(writeMemberDetailView(view), { replace: true, preventScrollReset: true });
        }}
      />
    </ConsolePage>
  );
}

function BackLink() {
  const { t } = useTranslation('backoffice');
  return (
    <Link className={styles.back} to={MEMBERS_PATH}>
      <ChevronLeftIcon size={18} />
      {t('members.detail.back')}
    </Link>
  );
}
