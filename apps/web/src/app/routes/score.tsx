import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { Skeleton } from '@/components/ui/skeleton';
import { STANDINGS_FRAME_HEIGHT_PX } from '@/config/limits';
import { ScoreFrame } from '@/features/live-score/components/score-frame';
import { useGetPublicSettingsQuery } from '@/features/settings/api/get-public-settings';

/** The brand's league standings table, embedded. */
export default function ScoreRoute() {
  const { t } = useTranslation();
  const { data: settings } = useGetPublicSettingsQuery();
  return (
    <Page title={t('pages.score')} isTitleShown>
      {settings ? (
        <ScoreFrame url={settings.standingsUrl} title={t('pages.score')} heightPx={STANDINGS_FRAME_HEIGHT_PX} emptyTitle={t('scoreFrame.standingsEmpty')} />
      ) : (
        <Skeleton height={320} />
      )}
    </Page>
  );
}
