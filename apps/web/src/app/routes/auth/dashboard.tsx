import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layouts/page';
import { useCurrentUser } from '../../../features/auth/hooks/use-current-user';
import { CreditCard } from '../../../features/credit/components/credit-card';
import { MemberGreeting } from '../../../features/dashboard/components/member-greeting';
import { QuickActions } from '../../../features/dashboard/components/quick-actions';
import { QuickMenu } from '../../../features/dashboard/components/quick-menu';
import { GameShortcuts } from '../../../features/games/components/game-shortcuts';
import { SlotProviderShortcuts } from '../../../features/games/components/slot-provider-shortcuts';

export default function DashboardRoute() {
  const { t } = useTranslation();
  const member = useCurrentUser();
  if (!member) return null;
  const username = member.user_pass.username;
  return (
    <Page title={t('pages.dashboard')}>
      <MemberGreeting memberName={member.name} username={username} level={member.level} />
      <CreditCard username={username} />
      <QuickActions />
      <GameShortcuts />
      <SlotProviderShortcuts />
      <QuickMenu />
    </Page>
  );
}
