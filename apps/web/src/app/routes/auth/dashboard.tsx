import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@app/contract/user';
import { AfterFirstPaint } from '@/components/layouts/after-first-paint';
import { Page } from '@/components/layouts/page';
import { MemberAnnouncements } from '@/features/announcements/components/member-announcements';
import { useCurrentUser, useIsSessionNotReadYet } from '@/features/auth/hooks/use-current-user';
import { DailyCheckIn } from '@/features/check-in/components/daily-check-in';
import { CreditCard } from '@/features/credit/components/credit-card';
import { useCreditRefresh } from '@/features/credit/hooks/use-credit-refresh';
import { MemberGreeting } from '@/features/dashboard/components/member-greeting';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { QuickMenu } from '@/features/dashboard/components/quick-menu';
import { GameShortcuts } from '@/features/games/components/game-shortcuts';
import { SlotProviderShortcuts } from '@/features/games/components/slot-provider-shortcuts';
import { PromotionCarousel } from '@/features/promotion-banners/components/promotion-carousel';
import { TierChangeNotice } from '@/features/ranking/components/tier-change-notice';

/**
 * The check-in reward lands on the credit balance, so the credit is refreshed here, where both
 * features are known. A popup announcement goes first: the check-in popup waits until it is closed.
 * Without a member, the frame the server draws before the session is read: the member's parts are
 * placeholders of their own size, and ask for nothing.
 */
function DashboardScreen({ member }: { member: UserProfile | null }) {
  const { t } = useTranslation();
  const username = member?.user_pass.username ?? null;
  const refreshCredit = useCreditRefresh(username);
  const [isAnnouncementPopupPending, setIsAnnouncementPopupPending] = useState(true);
  return (
    <Page title={t('pages.dashboard')}>
      <PromotionCarousel />
      <MemberAnnouncements onPopupPendingChange={setIsAnnouncementPopupPending} isSessionNotReadYet={!member} />
      <MemberGreeting member={member} />
      {member ? <TierChangeNotice memberUuid={member.uuid} /> : null}
      <CreditCard username={username} />
      <QuickActions />
      <DailyCheckIn onRewarded={refreshCredit} isAutoOpenHeld={isAnnouncementPopupPending} isSessionNotReadYet={!member} />
      {/* Below the first screen: drawn a frame later, so the balance above is drawn first; in the
          frame, not before the member is known, since the game lists are the member's calls. */}
      <AfterFirstPaint isHeld={!member}>
        <GameShortcuts />
        <SlotProviderShortcuts />
        <QuickMenu />
      </AfterFirstPaint>
    </Page>
  );
}

export default function DashboardRoute() {
  const member = useCurrentUser();
  const isSessionNotReadYet = useIsSessionNotReadYet();
  if (!member && !isSessionNotReadYet) return null;
  return <DashboardScreen member={member} />;
}
