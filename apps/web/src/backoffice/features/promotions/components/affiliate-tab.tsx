import { useTranslation } from 'react-i18next';
import { useGetPromotionSettingsQuery } from '../api/get-promotion-settings';
import { AffiliateRuleForm } from './affiliate-rule-form';
import { FormSkeleton } from './form-skeleton';
import { Loaded } from './loaded';

/** The affiliate commission rule, from the brand's settings; the form starts from the values read once. */
export function AffiliateTab({ brandId, canEdit }: { brandId: string; canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  const { data, error, isFetching, refetch } = useGetPromotionSettingsQuery(brandId, { refetchOnFocus: true });
  return (
    <Loaded
      data={data}
      error={error}
      isFetching={isFetching}
      onRetry={() => void refetch()}
      loadErrorTitle={t('promotions.affiliate.loadError')}
      skeleton={<FormSkeleton fields={3} />}
    >
      {(settings) => <AffiliateRuleForm brandId={brandId} rule={settings.affiliateRule} canEdit={canEdit} />}
    </Loaded>
  );
}
