import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { ConsolePage } from '@/backoffice/components/console-page';
import { RequireBrand } from '@/backoffice/components/require-brand';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { AggregatorPanel } from './aggregator-panel';
import { CataloguePanel } from './catalogue-panel';
import { ProvidersPanel } from './providers-panel';
import styles from './games-page.module.css';

const GAMES_TABS = ['providers', 'catalogue', 'aggregator'] as const;

/**
 * Game providers (with their write-only secrets), the catalogue of games and the aggregator
 * connection (Hub88). Admin only: the
 * route, the menu and the API's writes all say so. The tab lives in the address (?tab=catalogue).
 */
export function GamesPage() {
  const { t } = useTranslation('backoffice');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = GAMES_TABS.find((candidate) => candidate === searchParams.get('tab')) ?? 'providers';

  return (
    <ConsolePage title={t('games.title')} intro={t('games.intro')}>
      <div className={styles.tabs}>
        <Tabs
          isScrollableOnPhone
          label={t('games.tabsLabel')}
          idPrefix="games"
          options={GAMES_TABS.map((value) => ({ value, label: t(`games.tabs.${value}`) }))}
          value={tab}
          onChange={(value) => {
            setSearchParams({ tab: value }, { replace: true });
          }}
        />
      </div>
      <div role="tabpanel" id={`games-panel-${tab}`} aria-labelledby={`games-tab-${tab}`} className={styles.panel}>
        <RequireBrand loading={<TableSkeleton columns={[t('games.providers.columns.name'), t('games.providers.columns.code')]} />}>
          {(brandId) =>
            tab === 'catalogue' ? (
              <CataloguePanel key={brandId} brandId={brandId} />
            ) : tab === 'aggregator' ? (
              <AggregatorPanel key={brandId} brandId={brandId} />
            ) : (
              <ProvidersPanel key={brandId} brandId={brandId} />
            )
          }
        </RequireBrand>
      </div>
    </ConsolePage>
  );
}
