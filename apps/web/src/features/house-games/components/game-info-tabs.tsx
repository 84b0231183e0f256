import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import type { ReadyPlaySession } from '../hooks/use-play-session';
import { FairnessPanel } from './fairness-panel';
import { RoundHistory } from './round-history';
import styles from './game-info-tabs.module.css';

type InfoTab = 'rules' | 'history' | 'fairness';
const TABS: readonly InfoTab[] = ['rules', 'history', 'fairness'];

/** Under the game: its rules, the player's past rounds and the provably-fair seeds, one at a time. */
export function GameInfoTabs({ session, rules }: { session: ReadyPlaySession; rules: ReactNode }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<InfoTab>('rules');
  return (
    <section className={styles.info} aria-label={t('house.tabsLabel')}>
      <Tabs
        label={t('house.tabsLabel')}
        options={TABS.map((value) => ({ value, label: t(`house.tabs.${value}`) }))}
        value={tab}
        onChange={setTab}
        idPrefix="house-info"
      />
      <div className={styles.panel} role="tabpanel" id={`house-info-panel-${tab}`} aria-labelledby={`house-info-tab-${tab}`}>
        {tab === 'rules' ? rules : null}
        {tab === 'history' ? <RoundHistory playToken={session.playToken} /> : null}
        {tab === 'fairness' ? <FairnessPanel session={session} /> : null}
      </div>
    </section>
  );
}
