import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { MemberRanking } from '@/features/ranking/components/member-ranking';

export default function RankingRoute() {
  const { t } = useTranslation();
  const member = useCurrentUser();
  if (!member) return null;
  return (
    <Page title={t('pages.ranking')} isTitleShown>
      <MemberRanking memberUuid={member.uuid} />
    </Page>
  );
}
