import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MemberLayout } from '@/components/layouts/member-layout';
import { PageLoader } from '@/components/layouts/page-loader';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useCurrentUser, useIsSessionNotReadYet } from '@/features/auth/hooks/use-current-user';
import { useProfileRefresh } from '@/features/auth/hooks/use-profile-refresh';
import { useLiveCredit } from '@/features/credit/hooks/use-live-credit';
import { useMemberLanguage } from '@/features/settings/hooks/use-member-language';
import { PageTakenOver } from '../store-after-takeover';
import { MemberSupportChat } from './member-support-chat';

export function MemberShell() {
  const member = useCurrentUser();
  const isSessionNotReadYet = useIsSessionNotReadYet();
  useProfileRefresh(member?.uuid ?? null);
  useMemberLanguage(member !== null);
  // The one balance stream of the page, for every credit display on it.
  useLiveCredit(member?.user_pass.username ?? null);
  // The guard above renders this only with a member, or as the frame drawn before the session is
  // read (the member's name then a placeholder); the check keeps a logout mid-render safe.
  if (!member && !isSessionNotReadYet) return null;
  return (
    <MemberLayout memberName={member?.name ?? null} username={member?.user_pass.username ?? null} logoutAction={<LogoutButton />}>
      {/* A screen tall, so the footnote below is not drawn on screen and then pushed off it. */}
      <Suspense fallback={<PageLoader holdsScreen />}>
        <Outlet />
        {/* Taken over with the page: a drawn frame's screens are then given the store (app/provider.tsx). */}
        <PageTakenOver />
      </Suspense>
      {member ? <MemberSupportChat member={member} /> : null}
    </MemberLayout>
  );
}
