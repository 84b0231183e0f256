import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadOnlyNote } from '@/backoffice/components/read-only-note';
import { PrizesPanel } from '@/backoffice/features/prizes/components/prizes-panel';
import { RewardCataloguePanel } from '@/backoffice/features/prizes/components/reward-catalogue-panel';
import { RewardRequestsPanel } from '@/backoffice/features/prizes/components/reward-requests-panel';
import { PROMOTION_TABS, type PromotionTab } from '../promotion-tabs';
import { AffiliateTab } from './affiliate-tab';
import { BonusTab } from './bonus-tab';
import { CheckInTab } from './check-in-tab';
import { RewardSettingsTab } from './reward-settings-tab';
import { TiersTab } from './tiers-tab';
import styles from './promotions.module.css';

interface PanelContext {
  brandId: string;
  /** Whether the operator may change the admin-only values of this feature's tabs. */
  canEdit: boolean;
}

/** Tells finance and support why nothing here can be changed by them: these values pay money. */
function PaysMoneyNote() {
  const { t } = useTranslation('backoffice');
  return <ReadOnlyNote text={t('promotions.readOnly')} />;
}

/** This feature's tabs: values that pay money, so the other roles get a note and read-only fields. */
function ownTab(render: (context: PanelContext) => ReactNode) {
  return (context: PanelContext) => (
    <div className={styles.stack}>
      {context.canEdit ? null : <PaysMoneyNote />}
      {render(context)}
    </div>
  );
}

/**
 * What each tab shows. The wheel, flip-card, catalogue and reward-request tabs are the prizes
 * feature's panels, which find the brand and decide their own roles (support edits the catalogue
 * and fulfils requests). The issue puts them on this one screen, so this is the one place the
 * promotions feature imports the prizes feature. A tab is offered only while it has a panel here.
 */
const PANELS: Partial<Record<PromotionTab, (context: PanelContext) => ReactNode>> = {
  bonus: ownTab(({ brandId, canEdit }) => <BonusTab brandId={brandId} canEdit={canEdit} />),
  tiers: ownTab(({ brandId, canEdit }) => <TiersTab brandId={brandId} canEdit={canEdit} />),
  checkIn: ownTab(({ brandId, canEdit }) => <CheckInTab brandId={brandId} canEdit={canEdit} />),
  affiliate: ownTab(({ brandId, canEdit }) => <AffiliateTab brandId={brandId} canEdit={canEdit} />),
  rewardSettings: ownTab(({ brandId, canEdit }) => <RewardSettingsTab brandId={brandId} canEdit={canEdit} />),
  wheel: () => <PrizesPanel kind="wheel" />,
  flipCard: () => <PrizesPanel kind="flip_card" />,
  catalogue: () => <RewardCataloguePanel />,
  requests: () => <RewardRequestsPanel />,
};

/** The tabs that have a panel, in the screen's order. */
export const OFFERED_PROMOTION_TABS: readonly PromotionTab[] = PROMOTION_TABS.filter((tab) => PANELS[tab] !== undefined);

export function PromotionTabPanel({ tab, ...context }: PanelContext & { tab: PromotionTab }) {
  return PANELS[tab]?.(context) ?? null;
}
