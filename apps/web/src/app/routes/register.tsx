import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/layouts/coming-soon-page';
import { paths } from '../../config/paths';

export default function RegisterRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.register')} backTo={paths.home} />;
}
