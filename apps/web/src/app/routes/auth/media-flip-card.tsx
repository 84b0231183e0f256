import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@app/contract/user';
import { Page } from '@/components/layouts/page';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { CreditCard } from '@/features/credit/components/credit-card';
import { useCreditRefresh } from '@/features/credit/hooks/use-credit-refresh';
import { FlipCardHistory } from '@/features/prize-draws/components/draw-history';
import { FlipCardGame } from '@/features/prize-draws/components/flip-card-game';

/**
 * The flip-card screen puts the credit balance beside the cards: a credit prize is paid at once,
 * and the balance is refreshed here, once the card is face up, because the prize-draw feature may
 * not reach into the credit feature itself.
 */
function MediaFlipCardScreen({ member }: { member: UserProfile }) {
  const { t } = useTranslation();
  const username = member.user_pass.username;
  const refreshCredit = useCreditRefresh(username);
  return (
    <Page title={t('pages.mediaFlipCard')} isTitleShown>
      <CreditCard username={username} />
      <FlipCardGame points={member.user_credit.point} onBalancesChanged={refreshCredit} />
      <FlipCardHistory />
    </Page>
  );
}

export default function MediaFlipCardRoute() {
  const member = useCurrentUser();
  if (!member) return null;
  return <MediaFlipCardScreen member={member} />;
}
