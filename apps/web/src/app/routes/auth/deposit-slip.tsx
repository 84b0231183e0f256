import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@app/contract/user';
import { Page } from '@/components/layouts/page';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { CreditCard } from '@/features/credit/components/credit-card';
import { useCreditRefresh } from '@/features/credit/hooks/use-credit-refresh';
import { DepositLimitNote } from '@/features/player-protection/components/deposit-limit-note';
import { MySlipRequests } from '@/features/slip/components/my-slip-requests';
import { SlipDeposit } from '@/features/slip/components/slip-deposit';

/**
 * The slip screen puts the credit balance beside the slip journey and refreshes it after a
 * confirmation here, because the slip feature may not reach into the credit feature itself.
 */
function DepositSlipScreen({ member }: { member: UserProfile }) {
  const { t } = useTranslation();
  const username = member.user_pass.username;
  const refreshCredit = useCreditRefresh(username);
  return (
    <Page title={t('pages.depositSlip')} isTitleShown>
      <CreditCard username={username} />
      <DepositLimitNote />
      <SlipDeposit onConfirmSettled={refreshCredit} />
      <MySlipRequests />
    </Page>
  );
}

export default function DepositSlipRoute() {
  const member = useCurrentUser();
  if (!member) return null;
  return <DepositSlipScreen member={member} />;
}
