import { useTranslation } from 'react-i18next';
import { ConsolePage } from '@/backoffice/components/console-page';
import { RequireBrand } from '@/backoffice/components/require-brand';
import { TodayOverviewPanel } from './today-overview-panel';
import { TodaySkeleton } from './today-skeleton';

/** Today: the brand's figures of the Bangkok day so far, and what is waiting for the team. */
export function TodayPage() {
  const { t } = useTranslation('backoffice');
  return (
    <ConsolePage title={t('today.title')}>
      <RequireBrand loading={<TodaySkeleton />}>{(brandId) => <TodayOverviewPanel key={brandId} brandId={brandId} />}</RequireBrand>
    </ConsolePage>
  );
}
