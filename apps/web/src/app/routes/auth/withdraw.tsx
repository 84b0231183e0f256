import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@app/contract/user';
import { Page } from '@/components/layouts/page';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { CreditCard } from '@/features/credit/components/credit-card';
import { useGetMemberLevelQuery } from '@/features/ranking/api/get-member-level';
import { useCreditRefresh } from '@/features/credit/hooks/use-credit-refresh';
import { PendingWithdrawals } from '@/features/withdraw/components/pending-withdrawals';
import { WithdrawForm } from '@/features/withdraw/components/withdraw-form';

/**
 * The withdraw screen puts four features together: the credit balance, the request form, the
 * requests still waiting and the member's tier, whose limits (the brand's own, at the tier the
 * member has now) the form lists. A sent request refreshes the balance here, because the withdraw
 * feature may not reach into the credit feature itself.
 */
function WithdrawScreen({ member }: { member: UserProfile }) {
  const { t } = useTranslation();
  const username = member.user_pass.username;
  const refreshCredit = useCreditRefresh(username);
  const { data: level } = useGetMemberLevelQuery(member.uuid, { refetchOnMountOrArgChange: true });
  return (
    <Page title={t('pages.withdraw')} isTitleShown>
      <CreditCard username={username} />
      <WithdrawForm memberUuid={member.uuid} bank={member.user_bank} tier={level?.current} onRequestSettled={refreshCredit} />
      <PendingWithdrawals memberUuid={member.uuid} />
    </Page>
  );
}

export default function WithdrawRoute() {
  const member = useCurrentUser();
  if (!member) return null;
  return <WithdrawScreen member={member} />;
}
