import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { Skeleton } from '@/components/ui/skeleton';
import { LIVE_SCORE_FRAME_HEIGHT_PX } from '@/config/limits';
import { ScoreFrame } from '@/features/live-score/components/score-frame';
import { useGetPublicSettingsQuery } from '@/features/settings/api/get-public-settings';

/** The brand's live football results page, embedded. */
export default function LiveScoreRoute() {
  const { t } = useTranslation();
  const { data: settings } = useGetPublicSettingsQuery();
  return (
    <Page title={t('pages.liveScore')} isTitleShown>
      {settings ? (
        <ScoreFrame
          url={settings.liveScoreUrl}
          title={t('pages.liveScore')}
          heightPx={LIVE_SCORE_FRAME_HEIGHT_PX}
          emptyTitle={t('scoreFrame.liveScoreEmpty')}
        />
      ) : (
        <Skeleton height={320} />
      )}
    </Page>
  );
}
