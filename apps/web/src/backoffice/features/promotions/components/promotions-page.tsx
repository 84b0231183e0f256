import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { ConsolePage } from '@/backoffice/components/console-page';
import { RequireBrand } from '@/backoffice/components/require-brand';
import { useOperator } from '@/backoffice/session/use-operator';
import { canEditPromotions } from '../promotion-permissions';
import { readPromotionTab } from '../promotion-tabs';
import { FormSkeleton } from './form-skeleton';
import { OFFERED_PROMOTION_TABS, PromotionTabPanel } from './promotion-tab-panel';
import styles from './promotions.module.css';

/**
 * Promotions and loyalty: the deposit bonus and loss return, the tier table, check-in days, and
 * the prize and reward tabs. The tab lives in the address (?tab=tiers), so a reload keeps it.
 */
export function PromotionsPage() {
  const { t } = useTranslation('backoffice');
  const operator = useOperator();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readPromotionTab(searchParams, OFFERED_PROMOTION_TABS);

  return (
    <ConsolePage title={t('promotions.title')} intro={t('promotions.intro')}>
      <div className={styles.tabs}>
        <Tabs
          label={t('promotions.tabs.label')}
          idPrefix="promotions"
          isScrollable
          options={OFFERED_PROMOTION_TABS.map((value) => ({ value, label: t(`promotions.tabs.${value}`) }))}
          value={tab}
          onChange={(value) => {
            setSearchParams({ tab: value }, { replace: true });
          }}
        />
      </div>
      <div role="tabpanel" id={`promotions-panel-${tab}`} aria-labelledby={`promotions-tab-${tab}`}>
        <RequireBrand loading={<FormSkeleton />}>
          {(brandId) => <PromotionTabPanel key={`${brandId}-${tab}`} tab={tab} brandId={brandId} canEdit={canEditPromotions(operator.role)} />}
        </RequireBrand>
      </div>
    </ConsolePage>
  );
}
