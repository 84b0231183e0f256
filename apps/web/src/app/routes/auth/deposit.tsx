import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@app/contract/user';
import { Page } from '@/components/layouts/page';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { CreditCard } from '@/features/credit/components/credit-card';
import { DepositPanel } from '@/features/deposit/components/deposit-panel';
import { DepositLimitNote } from '@/features/player-protection/components/deposit-limit-note';

/** The deposit screen: the balance the deposit will raise, the deposit limit, and how to make one. */
function DepositScreen({ member }: { member: UserProfile }) {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.deposit')} isTitleShown>
      <CreditCard username={member.user_pass.username} />
      <DepositLimitNote />
      <DepositPanel />
    </Page>
  );
}

export default function DepositRoute() {
  const member = useCurrentUser();
  if (!member) return null;
  return <DepositScreen member={member} />;
}
