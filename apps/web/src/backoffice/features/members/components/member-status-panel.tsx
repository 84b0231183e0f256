import type { MemberSummary } from '@app/contract/admin-members';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import type { MemberKey } from '../api/member-tags';
import { MemberStatusChip } from './member-status-chip';
import { MemberStatusDialog } from './member-status-dialog';
import styles from './member-panels.module.css';

interface MemberStatusPanelProps {
  member: MemberKey & { username: string; status: MemberSummary['status'] };
  /** Support and admin may lock and unlock; finance only sees the status. */
  canChangeStatus: boolean;
}

/** The member's status, with the lock or unlock button for the roles that may use it. */
export function MemberStatusPanel({ member, canChangeStatus }: MemberStatusPanelProps) {
  const { t } = useTranslation('backoffice');
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const isLocked = member.status === 'locked';

  return (
    <section className={styles.panel} aria-labelledby="member-status-title" data-testid="member-status-panel">
      <h2 id="member-status-title" className={styles.panelTitle}>
        {t('members.statusPanel.title')}
      </h2>
      <div className={styles.statusRow}>
        <MemberStatusChip status={member.status} />
      </div>
      <p className={styles.hint}>
        <PhraseText text={t(isLocked ? 'members.statusPanel.lockedHint' : 'members.statusPanel.activeHint')} />
      </p>
      {canChangeStatus ? (
        <Button
          variant="secondary"
          onClick={() => {
            setIsDialogOpen(true);
          }}
        >
          <LockIcon size={18} />
          {t(isLocked ? 'members.statusPanel.unlock' : 'members.statusPanel.lock')}
        </Button>
      ) : null}
      {isDialogOpen ? (
        <MemberStatusDialog
          member={member}
          nextStatus={isLocked ? 'active' : 'locked'}
          onDone={() => {
            setIsDialogOpen(false);
          }}
          onCancel={() => {
            setIsDialogOpen(false);
          }}
        />
      ) : null}
    </section>
  );
}
