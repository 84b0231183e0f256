import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../components/layouts/coming-soon-page';
import { paths } from '../../../config/paths';

export default function MediaRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.media')} backTo={paths.auth.dashboard} />;
}
