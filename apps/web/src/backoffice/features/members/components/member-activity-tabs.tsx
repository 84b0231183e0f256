import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import type { AdminMemberDetail } from '../api/get-member-detail';
import type { MemberKey } from '../api/member-tags';
import type { MemberDetailView } from '../member-detail-view';
import { MemberLedger } from './member-ledger';
import { MemberNetwork } from './member-network';
import { MemberSessions } from './member-sessions';
import styles from './member-activity.module.css';

const TABS = ['ledger', 'sessions', 'network'] as const;

interface MemberActivityTabsProps {
  member: MemberKey;
  detail: AdminMemberDetail;
  view: MemberDetailView;
  onViewChange: (view: MemberDetailView) => void;
}

/** What the member did and who they are linked to: ledger history, sessions, upline and downline. */
export function MemberActivityTabs({ member, detail, view, onViewChange }: MemberActivityTabsProps) {
  const { t } = useTranslation('backoffice');
  return (
    <section className={styles.stack} aria-label={t('members.tabs.label')}>
      <div className={styles.accountSwitch}>
        <Tabs
          isScrollableOnPhone
          label={t('members.tabs.label')}
          idPrefix="member-activity"
          options={TABS.map((value) => ({ value, label: t(`members.tabs.${value}`) }))}
          value={view.tab}
          onChange={(tab) => {
            onViewChange({ ...view, tab });
          }}
        />
      </div>
      <div id={`member-activity-panel-${view.tab}`} role="tabpanel" aria-labelledby={`member-activity-tab-${view.tab}`}>
        {view.tab === 'ledger' ? (
          <MemberLedger
            member={member}
            account={view.account}
            page={view.page}
            onChange={({ account, page }) => {
              onViewChange({ ...view, account, page });
            }}
          />
        ) : null}
        {view.tab === 'sessions' ? <MemberSessions member={member} /> : null}
        {view.tab === 'network' ? <MemberNetwork member={member} upline={detail.upline} downlineCount={detail.downlineCount} /> : null}
      </div>
    </section>
  );
}
