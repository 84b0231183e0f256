import { useTranslation } from 'react-i18next';
import { useGetRewardSettingsQuery } from '../api/reward-settings';
import { FormSkeleton } from './form-skeleton';
import { Loaded } from './loaded';
import { RewardSettingsForm } from './reward-settings-form';

/** Check-in, points and draws of the brand; the form starts from the values read once. */
export function RewardSettingsTab({ brandId, canEdit }: { brandId: string; canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  const { data, error, isFetching, refetch } = useGetRewardSettingsQuery(brandId, { refetchOnFocus: true });
  return (
    <Loaded
      data={data}
      error={error}
      isFetching={isFetching}
      onRetry={() => void refetch()}
      loadErrorTitle={t('promotions.rewardSettings.loadError')}
      skeleton={<FormSkeleton fields={7} />}
    >
      {(settings) => <RewardSettingsForm brandId={brandId} settings={settings} canEdit={canEdit} />}
    </Loaded>
  );
}
