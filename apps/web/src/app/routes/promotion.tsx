import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { Skeleton } from '@/components/ui/skeleton';
import { BonusPromotions } from '@/features/promotion/components/bonus-promotions';
import { useGetPublicSettingsQuery } from '@/features/settings/api/get-public-settings';

/** The public promotion page: the deposit bonus from the brand settings the app has already loaded. */
export default function PromotionRoute() {
  const { t } = useTranslation();
  const { data: settings } = useGetPublicSettingsQuery();
  return (
    <Page title={t('pages.promotion')} isTitleShown>
      {settings ? <BonusPromotions bonus={settings.bonus} /> : <Skeleton height={220} />}
    </Page>
  );
}
