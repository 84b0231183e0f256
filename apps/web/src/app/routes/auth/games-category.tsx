import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { CreditStrip } from '@/features/credit/components/credit-strip';
import { GamesByCategory } from '@/features/games/components/games-by-category';

/** The category lives in the address (?cat=casino), so a reload or the back button keeps the member's tab. */
export default function GamesCategoryRoute() {
  const { t } = useTranslation();
  const member = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const showCategory = (categoryCode: string) => {
    setSearchParams({ cat: categoryCode }, { replace: true });
  };
  return (
    <Page title={t('pages.gamesCategory')} isTitleShown>
      {member ? <CreditStrip username={member.user_pass.username} /> : null}
      <GamesByCategory requestedCategory={searchParams.get('cat')} onCategoryChange={showCategory} />
    </Page>
  );
}
