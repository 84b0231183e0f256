import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../components/layouts/coming-soon-page';
import { paths } from '../../../config/paths';

export default function TransactionHistoryRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.transactionHistory')} backTo={paths.auth.dashboard} />;
}
