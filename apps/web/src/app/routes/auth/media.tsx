import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { MediaHub } from '@/features/media/components/media-hub';

export default function MediaRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.media')} isTitleShown>
      <MediaHub />
    </Page>
  );
}
