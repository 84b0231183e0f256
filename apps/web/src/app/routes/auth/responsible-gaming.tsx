import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { StatementLinkCard } from '@/features/activity-statement/components/statement-link-card';
import { logout } from '@/features/auth/auth-slice';
import { leaveLoginNotice } from '@/features/auth/login-notice';
import { LimitsCard } from '@/features/player-protection/components/limits-card';
import { RealityCheckCard } from '@/features/player-protection/components/reality-check-card';
import { ResponsibleGaming } from '@/features/player-protection/components/responsible-gaming';
import { resetStore } from '@/lib/session-actions';

export default function ResponsibleGamingRoute() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <Page title={t('pages.responsibleGaming')} isTitleShown>
      <LimitsCard />
      <StatementLinkCard />
      <RealityCheckCard />
      <ResponsibleGaming
        onBreakTaken={(notice) => {
          // Shown on the login page, where the route guard takes the signed-out member.
          leaveLoginNotice(notice);
          dispatch(logout());
          dispatch(resetStore());
        }}
      />
    </Page>
  );
}
