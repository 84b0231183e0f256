import { useTranslation } from 'react-i18next';
import { AffiliateRuleForm } from './affiliate-rule-form';
import { BrandSettingsLoaded } from './brand-settings-loaded';

/** The affiliate commission rule, from the brand's settings. */
export function AffiliateTab({ brandId, canEdit }: { brandId: string; canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <BrandSettingsLoaded brandId={brandId} loadErrorTitle={t('promotions.affiliate.loadError')} fields={3}>
      {(settings) => <AffiliateRuleForm brandId={brandId} rule={settings.affiliateRule} canEdit={canEdit} />}
    </BrandSettingsLoaded>
  );
}
