import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@app/contract/user';
import { Page } from '@/components/layouts/page';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { useCreditRefresh } from '@/features/credit/hooks/use-credit-refresh';
import { useGameLabels } from '@/features/games/hooks/use-game-labels';
import { LossReturnCard } from '@/features/loss-return/components/loss-return-card';
import { readDateRange } from '@/features/win-loss/date-range';
import { WinLossReport } from '@/features/win-loss/components/win-loss-report';
import { toBangkokDay } from '@/lib/bangkok-date';
import type { DateRange } from '@/lib/date-range';

/**
 * The win/loss screen puts three features together: the loss return, which a claim moves onto
 * the credit balance (so the credit is refreshed here, where both are known); the win/loss
 * report; and the game catalogue, whose names label the report's game codes.
 */
function WinLostScreen({ member }: { member: UserProfile }) {
  const { t } = useTranslation();
  const username = member.user_pass.username;
  const refreshCredit = useCreditRefresh(username);
  const labels = useGameLabels();
  // Today is fixed when the screen opens, so a range chosen just before midnight stays valid.
  const [today] = useState(() => toBangkokDay(new Date()));
  const [searchParams, setSearchParams] = useSearchParams();
  // The range lives in the address, so a reload or the back button keeps it.
  const range = readDateRange(searchParams.get('start'), searchParams.get('end'), today);
  const showRange = (next: DateRange) => {
    setSearchParams({ start: next.start, end: next.end });
  };

  return (
    <Page title={t('pages.winLost')} isTitleShown>
      <LossReturnCard onClaimed={refreshCredit} />
      <WinLossReport username={username} range={range} today={today} onRangeChange={showRange} labels={labels} />
    </Page>
  );
}

export default function WinLostRoute() {
  const member = useCurrentUser();
  if (!member) return null;
  return <WinLostScreen member={member} />;
}
