import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { PromotionBanners } from '@/features/media/components/promotion-banners';

export default function MediaPromotionRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.mediaPromotion')} isTitleShown>
      <PromotionBanners />
    </Page>
  );
}
