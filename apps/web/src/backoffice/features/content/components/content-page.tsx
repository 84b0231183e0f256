import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { ConsolePage } from '@/backoffice/components/console-page';
import { RequireBrand } from '@/backoffice/components/require-brand';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { useOperator } from '@/backoffice/session/use-operator';
import { canEditContent, canReadVideos } from '../content-permissions';
import { AnnouncementsPanel } from './announcements-panel';
import { ReadOnlyNote } from '@/backoffice/components/read-only-note';
import { PromotionBannersPanel } from './promotion-banners-panel';
import { VideosPanel } from './videos-panel';
import styles from './content-page.module.css';

type ContentTab = 'announcements' | 'banners' | 'videos';

/**
 * Announcements, the promotion banner carousel and media videos of the brand. The tab lives in the
 * address (?tab=videos) so a reload keeps it; finance, whom the API does not list videos to, reads
 * announcements and banners only.
 */
export function ContentPage() {
  const { t } = useTranslation('backoffice');
  const { role } = useOperator();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs: ContentTab[] = canReadVideos(role) ? ['announcements', 'banners', 'videos'] : ['announcements', 'banners'];
  const tab = tabs.find((candidate) => candidate === searchParams.get('tab')) ?? 'announcements';
  const canEdit = canEditContent(role);

  return (
    <ConsolePage title={t('content.title')} intro={t('content.intro')}>
      {canEdit ? null : <ReadOnlyNote text={t('content.readOnly')} />}
      {tabs.length > 1 ? (
        <div className={styles.tabs}>
          <Tabs
            isScrollableOnPhone
            label={t('content.tabsLabel')}
            idPrefix="content"
            options={tabs.map((value) => ({ value, label: t(`content.tabs.${value}`) }))}
            value={tab}
            onChange={(value) => {
              setSearchParams({ tab: value }, { replace: true });
            }}
          />
        </div>
      ) : null}
      <div role="tabpanel" id={`content-panel-${tab}`} aria-labelledby={`content-tab-${tab}`}>
        <RequireBrand loading={<TableSkeleton columns={[t('content.announcements.columns.title'), t('content.announcements.columns.status')]} />}>
          {(brandId) => {
            if (tab === 'videos') return <VideosPanel key={brandId} brandId={brandId} canEdit={canEdit} />;
            if (tab === 'banners') return <PromotionBannersPanel key={brandId} brandId={brandId} canEdit={canEdit} />;
            return <AnnouncementsPanel key={brandId} brandId={brandId} canEdit={canEdit} />;
          }}
        </RequireBrand>
      </div>
    </ConsolePage>
  );
}
