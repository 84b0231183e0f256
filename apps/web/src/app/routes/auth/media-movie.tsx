import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { MovieScreen } from '@/features/media/components/movie-screen';

export default function MediaMovieRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.mediaMovie')} isTitleShown>
      <MovieScreen />
    </Page>
  );
}
