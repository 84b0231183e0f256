import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@app/contract/user';
import { Page } from '@/components/layouts/page';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useGetMyAddressQuery } from '@/features/address/api/get-my-address';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { CreditStrip } from '@/features/credit/components/credit-strip';
import { useCreditRefresh } from '@/features/credit/hooks/use-credit-refresh';
import { RewardCategoryItems } from '@/features/reward-catalogue/components/reward-category-items';
import { useRewardCategory } from '@/features/reward-catalogue/hooks/use-reward-category';
import styles from './reward-category.module.css';

/**
 * One reward category puts four features together: the credit balance, which a credit item adds
 * to (so it is refreshed here, where both are known); the delivery address a parcel goes to; the
 * profile, whose address stands in until the address itself has loaded; and the items.
 */
function RewardCategoryScreen({ member, categoryId }: { member: UserProfile; categoryId: string }) {
  const { t } = useTranslation();
  const username = member.user_pass.username;
  const refreshCredit = useCreditRefresh(username);
  const { category } = useRewardCategory(categoryId);
  const { data: savedAddress } = useGetMyAddressQuery(undefined, { refetchOnMountOrArgChange: true });
  const deliveryAddress = savedAddress === undefined ? member.user_address : savedAddress;

  return (
    <Page title={category?.name ?? t('pages.rewardCategory')} isTitleShown>
      <ButtonLink to={paths.auth.reward} variant="ghost" size="small" className={styles.back}>
        <ChevronLeftIcon size={18} />
        {t('rewardCatalogue.backToCatalogue')}
      </ButtonLink>
      <CreditStrip username={username} />
      <RewardCategoryItems categoryId={categoryId} deliveryAddress={deliveryAddress} onCreditChanged={refreshCredit} />
    </Page>
  );
}

export default function RewardCategoryRoute() {
  const member = useCurrentUser();
  const { categoryId = '' } = useParams();
  if (!member) return null;
  return <RewardCategoryScreen member={member} categoryId={categoryId} />;
}
