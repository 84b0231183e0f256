import { useTranslation } from 'react-i18next';
import { BRAND_TIER_PRESETS, type BrandTierPreset } from '@app/contract/admin-settings';
import { TIERS } from '@app/contract/tiers';
import styles from './new-brand.module.css';

/** The loss-return percent of each tier up to vip in one column of the spec's table, as "5 / 5 / 8 / 12 / 15". */
function ratesOf(preset: BrandTierPreset): string {
  return TIERS.filter((tier) => tier.level <= 5)
    .map((tier) => (preset === 'two_brands' ? tier.lossReturnPercentForTwoBrands : tier.lossReturnPercent))
    .join(' / ');
}

/** The tier table a new brand starts with: the default loss-return column, or the one for two brands. */
export function TierPresetField({ value, onChange }: { value: BrandTierPreset; onChange: (preset: BrandTierPreset) => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('settings.newBrand.tiers.legend')}</legend>
      <p className={styles.legendHint}>{t('settings.newBrand.tiers.hint')}</p>
      <div className={styles.presets}>
        {BRAND_TIER_PRESETS.map((preset) => (
          <label key={preset} className={styles.preset}>
            <input type="radio" name="tierPreset" value={preset} checked={value === preset} onChange={() => onChange(preset)} />
            <span>
              <span className={styles.presetName}>{t(`settings.newBrand.tiers.${preset}`)}</span>
              <span className={styles.presetRates}>{t('settings.newBrand.tiers.rates', { rates: ratesOf(preset) })}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
