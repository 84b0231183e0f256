import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { ManageAddress } from '@/features/address/components/manage-address';

export default function ManageAddressRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.manageAddress')} isTitleShown>
      <ManageAddress />
    </Page>
  );
}
