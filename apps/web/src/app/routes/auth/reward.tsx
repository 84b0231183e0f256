import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../components/layouts/coming-soon-page';
import { paths } from '../../../config/paths';

export default function RewardRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.reward')} backTo={paths.auth.dashboard} />;
}
