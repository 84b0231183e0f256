import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { backofficePaths } from '@/backoffice/backoffice-paths';
import { ConsolePage } from '@/backoffice/components/console-page';
import { RequireBrand } from '@/backoffice/components/require-brand';
import { BrandImagesPanel } from '@/backoffice/features/brand-images/components/brand-images-panel';
import { useOperator } from '@/backoffice/session/use-operator';
import { isAllBrandsAdmin } from '../new-brand-values';
import { readSettingsTab, SETTINGS_TABS } from '../settings-tabs';
import { BrandSettingsSections } from './brand-settings-sections';
import { SettingsSkeleton } from './settings-skeleton';
import styles from './settings.module.css';

/**
 * Brands and settings (admin only): the brand's names and addresses, host names, images, website
 * status and operator security, one tab each. Every section saves on its own, so a refusal in one
 * never costs what was typed in another. The images tab is the brand-images screen's own panel,
 * which loads the brand's configuration itself. Admins of all brands start a new brand from here.
 */
export function BrandSettingsPage() {
  const { t } = useTranslation('backoffice');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readSettingsTab(searchParams.get('tab'));
  const operator = useOperator();

  return (
    <ConsolePage
      title={t('settings.title')}
      intro={t('settings.intro')}
      actions={
        isAllBrandsAdmin(operator) ? (
          <ButtonLink to={backofficePaths.newBrand} size="small">
            {t('settings.newBrand.open')}
          </ButtonLink>
        ) : null
      }
    >
      <div className={styles.tabs}>
        <Tabs
          isScrollableOnPhone
          label={t('settings.tabsLabel')}
          idPrefix="settings"
          options={SETTINGS_TABS.map((value) => ({ value, label: t(`settings.tabs.${value}`) }))}
          value={tab}
          onChange={(value) => {
            setSearchParams({ tab: value }, { replace: true });
          }}
        />
      </div>
      <div role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
        {tab === 'images' ? (
          <BrandImagesPanel />
        ) : (
          <RequireBrand loading={<SettingsSkeleton />}>{(brandId) => <BrandSettingsSections key={brandId} brandId={brandId} tab={tab} />}</RequireBrand>
        )}
      </div>
    </ConsolePage>
  );
}
