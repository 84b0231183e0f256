import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@app/contract/user';
import { Page } from '@/components/layouts/page';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { CreditCard } from '@/features/credit/components/credit-card';
import { useCreditRefresh } from '@/features/credit/hooks/use-credit-refresh';
import { WheelHistory } from '@/features/prize-draws/components/draw-history';
import { WheelGame } from '@/features/prize-draws/components/wheel-game';

/**
 * The lucky wheel screen puts the credit balance beside the wheel: a credit prize is paid at once,
 * and the balance is refreshed here, once the wheel has stopped, because the prize-draw feature
 * may not reach into the credit feature itself.
 */
function MediaWheelScreen({ member }: { member: UserProfile }) {
  const { t } = useTranslation();
  const username = member.user_pass.username;
  const refreshCredit = useCreditRefresh(username);
  return (
    <Page title={t('pages.mediaWheel')} isTitleShown>
      <CreditCard username={username} />
      <WheelGame points={member.user_credit.point} onBalancesChanged={refreshCredit} />
      <WheelHistory />
    </Page>
  );
}

export default function MediaWheelRoute() {
  const member = useCurrentUser();
  if (!member) return null;
  return <MediaWheelScreen member={member} />;
}
