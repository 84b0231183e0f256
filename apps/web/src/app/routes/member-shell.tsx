import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MemberLayout } from '@/components/layouts/member-layout';
import { PageLoader } from '@/components/layouts/page-loader';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { useProfileRefresh } from '@/features/auth/hooks/use-profile-refresh';
import { useLiveCredit } from '@/features/credit/hooks/use-live-credit';
import { useMemberLanguage } from '@/features/settings/hooks/use-member-language';
import { MemberSupportChat } from './member-support-chat';

export function MemberShell() {
  const member = useCurrentUser();
  useProfileRefresh(member?.uuid ?? null);
  useMemberLanguage();
  // The one balance stream of the page, for every credit display on it.
  useLiveCredit(member?.user_pass.username ?? null);
  // The guard above renders this only with a member; the check keeps a logout mid-render safe.
  if (!member) return null;
  return (
    <MemberLayout memberName={member.name} username={member.user_pass.username} logoutAction={<LogoutButton />}>
      {/* A screen tall, so the footnote below is not drawn on screen and then pushed off it. */}
      <Suspense fallback={<PageLoader holdsScreen />}>
        <Outlet />
      </Suspense>
      <MemberSupportChat member={member} />
    </MemberLayout>
  );
}
