import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../components/layouts/coming-soon-page';
import { paths } from '../../../config/paths';

export default function WithdrawRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.withdraw')} backTo={paths.auth.dashboard} />;
}
