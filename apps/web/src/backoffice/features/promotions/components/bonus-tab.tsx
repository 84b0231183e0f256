import { useTranslation } from 'react-i18next';
import { useGetPromotionSettingsQuery } from '../api/get-promotion-settings';
import { BonusForm } from './bonus-form';
import { FormSkeleton } from './form-skeleton';
import { Loaded } from './loaded';
import { LossReturnForm } from './loss-return-form';
import styles from './promotions.module.css';

/**
 * The deposit bonus (two daily periods) and how loss return is paid: both from the brand's
 * settings. The forms start from the values read once; a background refresh does not overwrite
 * what the operator is typing.
 */
export function BonusTab({ brandId, canEdit }: { brandId: string; canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  const { data, error, isFetching, refetch } = useGetPromotionSettingsQuery(brandId, { refetchOnFocus: true });
  return (
    <Loaded
      data={data}
      error={error}
      isFetching={isFetching}
      onRetry={() => void refetch()}
      loadErrorTitle={t('promotions.bonus.loadError')}
      skeleton={<FormSkeleton fields={9} />}
    >
      {(settings) => (
        <div className={styles.stack}>
          <BonusForm brandId={brandId} bonus={settings.bonus} canEdit={canEdit} />
          <LossReturnForm brandId={brandId} settings={settings} canEdit={canEdit} />
        </div>
      )}
    </Loaded>
  );
}
