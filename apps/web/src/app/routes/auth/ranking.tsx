import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../components/layouts/coming-soon-page';
import { paths } from '../../../config/paths';

export default function RankingRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.ranking')} backTo={paths.auth.dashboard} />;
}
