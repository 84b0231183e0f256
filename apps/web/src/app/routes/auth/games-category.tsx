import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../components/layouts/coming-soon-page';
import { paths } from '../../../config/paths';

export default function GamesCategoryRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.gamesCategory')} backTo={paths.auth.dashboard} />;
}
