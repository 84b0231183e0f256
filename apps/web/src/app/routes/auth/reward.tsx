import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { CreditStrip } from '@/features/credit/components/credit-strip';
import { useCreditRefresh } from '@/features/credit/hooks/use-credit-refresh';
import { LossReturnCard } from '@/features/loss-return/components/loss-return-card';
import { RewardCatalogue } from '@/features/reward-catalogue/components/reward-catalogue';
import { RewardHistory } from '@/features/reward-catalogue/components/reward-history';

/**
 * The reward page: the member's points, the categories to spend them in, what was redeemed
 * before, and the loss-returns waiting to be claimed (a claim moves money onto the credit
 * balance, so the credit is refreshed here).
 */
function RewardScreen({ username }: { username: string }) {
  const { t } = useTranslation();
  const refreshCredit = useCreditRefresh(username);
  return (
    <Page title={t('pages.reward')} isTitleShown>
      <CreditStrip username={username} />
      <RewardCatalogue />
      <LossReturnCard onClaimed={refreshCredit} />
      <RewardHistory />
    </Page>
  );
}

export default function RewardRoute() {
  const member = useCurrentUser();
  if (!member) return null;
  return <RewardScreen username={member.user_pass.username} />;
}
