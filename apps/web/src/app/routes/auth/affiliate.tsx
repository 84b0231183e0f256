import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@app/contract/user';
import { Page } from '@/components/layouts/page';
import { Tabs } from '@/components/ui/tabs';
import { AFFILIATE_TABS, readAffiliateTab, type AffiliateTab } from '@/features/affiliate/affiliate-tabs';
import { readAffiliateRange } from '@/features/affiliate/affiliate-range';
import { AffiliateBalanceCard } from '@/features/affiliate/components/affiliate-balance-card';
import { AffiliateLogReport } from '@/features/affiliate/components/affiliate-log-report';
import { AffiliateWithdrawForm } from '@/features/affiliate/components/affiliate-withdraw-form';
import { DownlineList } from '@/features/affiliate/components/downline-list';
import { FriendCommissionReport } from '@/features/affiliate/components/friend-commission-report';
import { InviteCard } from '@/features/affiliate/components/invite-card';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { useCreditRefresh } from '@/features/credit/hooks/use-credit-refresh';
import { toBangkokDay } from '@/lib/bangkok-date';
import type { DateRange } from '@/lib/date-range';

const TAB_ID_PREFIX = 'affiliate';

/**
 * The affiliate screen: the affiliate balance on top, then one tab each for the invite link, moving
 * the balance out, the friends, their commission and the balance's log. A move to credit raises the
 * credit balance, which belongs to another feature, so the credit is refreshed here. The tab and the
 * date range live in the address, so a reload or the back button keeps the member's place.
 */
function AffiliateScreen({ member }: { member: UserProfile }) {
  const { t } = useTranslation();
  const username = member.user_pass.username;
  const refreshCredit = useCreditRefresh(username);
  // Today is fixed when the screen opens, so a range chosen just before midnight stays valid.
  const [today] = useState(() => toBangkokDay(new Date()));
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readAffiliateTab(searchParams.get('tab'));
  const range = readAffiliateRange(searchParams.get('start'), searchParams.get('end'), today);

  const showTab = (next: AffiliateTab) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'invite') params.delete('tab');
    else params.set('tab', next);
    setSearchParams(params, { replace: true });
  };
  const showRange = (next: DateRange) => {
    setSearchParams({ tab, start: next.start, end: next.end });
  };

  const panels: Record<AffiliateTab, ReactNode> = {
    invite: <InviteCard memberUuid={member.uuid} />,
    withdraw: <AffiliateWithdrawForm username={username} bank={member.user_bank} onRequestSettled={refreshCredit} />,
    friends: <DownlineList username={username} />,
    commission: <FriendCommissionReport username={username} range={range} today={today} onRangeChange={showRange} />,
    log: <AffiliateLogReport username={username} range={range} today={today} onRangeChange={showRange} />,
  };

  return (
    <Page title={t('pages.affiliate')} isTitleShown>
      <AffiliateBalanceCard username={username} />
      <Tabs
        label={t('affiliate.tabsLabel')}
        idPrefix={TAB_ID_PREFIX}
        value={tab}
        onChange={showTab}
        options={AFFILIATE_TABS.map((value) => ({ value, label: t(`affiliate.tabs.${value}`) }))}
        isScrollable
      />
      <div role="tabpanel" id={`${TAB_ID_PREFIX}-panel-${tab}`} aria-labelledby={`${TAB_ID_PREFIX}-tab-${tab}`}>
        {panels[tab]}
      </div>
    </Page>
  );
}

export default function AffiliateRoute() {
  const member = useCurrentUser();
  if (!member) return null;
  return <AffiliateScreen member={member} />;
}
