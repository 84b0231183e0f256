import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../components/layouts/coming-soon-page';
import { paths } from '../../../config/paths';

export default function DepositSlipRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.depositSlip')} backTo={paths.auth.dashboard} />;
}
