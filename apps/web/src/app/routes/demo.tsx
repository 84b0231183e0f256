import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { DemoGames } from '@/features/games/components/demo-games';

/** The visitor's free demo games: a public page, open without an account. */
export default function DemoRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.demo')} isTitleShown>
      <DemoGames />
    </Page>
  );
}
