import { CONFIGURATION_KEYS, type ConfigurationKey } from '@app/contract/settings';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { BrandImagePreview } from './brand-image-preview';
import styles from './brand-images.module.css';

interface BrandImagesTableProps {
  brandId: string;
  imageBaseUrl: string;
  paths: ReadonlyMap<ConfigurationKey, string>;
  /** Null for a role that may not change images: the change buttons are not drawn. */
  onChange: ((key: ConfigurationKey) => void) | null;
}

/** Every configuration key, set or not, so an operator sees what the member site is missing. */
export function BrandImagesTable({ brandId, imageBaseUrl, paths, onChange }: BrandImagesTableProps) {
  const { t } = useTranslation('backoffice');
  return (
    <div className={tableStyles.frame}>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t('brandImages.columns.image')}</th>
            <th scope="col">{t('brandImages.columns.preview')}</th>
            <th scope="col">{t('brandImages.columns.path')}</th>
            {onChange ? <th scope="col">{t('brandImages.columns.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {CONFIGURATION_KEYS.map((key) => {
            const label = t(`brandImages.keys.${key}`);
            const path = paths.get(key) ?? null;
            return (
              <tr key={key} data-testid={`brand-image-row-${key}`}>
                <td>
                  {label}
                  <span className={[tableStyles.muted, tableStyles.mono, styles.keyCode].join(' ')}>{key}</span>
                </td>
                <td>
                  <BrandImagePreview brandId={brandId} imageBaseUrl={imageBaseUrl} path={path} alt={t('brandImages.previewAlt', { label })} />
                </td>
                <td className={path ? [tableStyles.mono, styles.path].join(' ') : tableStyles.muted}>{path ?? t('brandImages.notSet')}</td>
                {onChange ? (
                  <td>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={`${t('brandImages.change')}: ${label}`}
                      onClick={() => {
                        onChange(key);
                      }}
                    >
                      {t('brandImages.change')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
