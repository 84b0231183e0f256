import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusChip } from '@/components/ui/status-chip';
import { chooseBrand } from '../session/session-actions';
import { useListBrandsQuery } from './list-brands-api';
import { useCurrentBrand } from './use-current-brand';
import styles from './brand-picker.module.css';

/** Which brand the console works on. Operators serve every brand of the deployment. */
export function BrandPicker() {
  const { t } = useTranslation('backoffice');
  const dispatch = useDispatch();
  const { data: brands, error, isFetching, refetch } = useListBrandsQuery();
  const brand = useCurrentBrand();

  if (!brands) {
    if (!error) return <Skeleton width={260} height={40} />;
    return (
      <p className={styles.problem} role="alert">
        {t('header.brandsLoadError')}
        <Button variant="secondary" size="small" onClick={() => void refetch()} isLoading={isFetching}>
          {t('common.retry')}
        </Button>
      </p>
    );
  }
  if (!brand) return <p className={styles.problem}>{t('header.noBrands')}</p>;

  return (
    <div className={styles.picker}>
      <label className={styles.label} htmlFor="console-brand">
        {t('header.brand')}
      </label>
      <select
        id="console-brand"
        className={styles.select}
        // Its name also when a phone's header has no room for the label beside it.
        aria-label={t('header.brand')}
        value={brand.id}
        onChange={(event) => {
          chooseBrand(dispatch, event.target.value);
        }}
      >
        {brands.map((option) => (
          <option key={option.id} value={option.id}>
            {`${option.siteName} (${option.code})`}
          </option>
        ))}
      </select>
      {brand.websiteStatus === 'MA' ? <StatusChip tone="warning" label={t('header.maintenance')} /> : null}
    </div>
  );
}
