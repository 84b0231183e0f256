import { useTranslation } from 'react-i18next';
import { BonusForm } from './bonus-form';
import { BrandSettingsLoaded } from './brand-settings-loaded';
import { LossReturnForm } from './loss-return-form';
import styles from './promotions.module.css';

/**
 * The deposit bonus (two daily periods) and how loss return is paid: both from the brand's
 * settings. The forms start from the values read once; a background refresh does not overwrite
 * what the operator is typing.
 */
export function BonusTab({ brandId, canEdit }: { brandId: string; canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <BrandSettingsLoaded brandId={brandId} loadErrorTitle={t('promotions.bonus.loadError')} fields={9}>
      {(settings) => (
        <div className={styles.stack}>
          <BonusForm brandId={brandId} bonus={settings.bonus} canEdit={canEdit} />
          <LossReturnForm brandId={brandId} settings={settings} canEdit={canEdit} />
        </div>
      )}
    </BrandSettingsLoaded>
  );
}
