import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/layouts/coming-soon-page';
import { paths } from '../../config/paths';

export default function ScoreRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.score')} backTo={paths.home} />;
}
