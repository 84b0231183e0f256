import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSection } from '@/components/ui/list-section';
import { Tabs } from '@/components/ui/tabs';
import { DepositFeed, WithdrawalFeed } from './feeds';
import type { FeedKind } from './feed-panel';

const TAB_ID_PREFIX = 'home-feed';

/** The latest deposits and withdrawals of the brand's members, one tab each. */
export function PublicFeeds() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<FeedKind>('deposit');
  return (
    <ListSection titleId="home-feeds-title" title={t('home.feeds.title')} testId="public-feeds">
      <Tabs
        label={t('home.feeds.tabsLabel')}
        idPrefix={TAB_ID_PREFIX}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'deposit', label: t('home.feeds.depositTab') },
          { value: 'withdraw', label: t('home.feeds.withdrawTab') },
        ]}
      />
      {/* Only the open tab's feed is asked for; the other loads when it is chosen. */}
      <div role="tabpanel" id={`${TAB_ID_PREFIX}-panel-${kind}`} aria-labelledby={`${TAB_ID_PREFIX}-tab-${kind}`}>
        {kind === 'deposit' ? <DepositFeed /> : <WithdrawalFeed />}
      </div>
    </ListSection>
  );
}
