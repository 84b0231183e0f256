import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PhraseText } from '@/components/ui/phrase-text';
import type { MemberKey } from '../api/member-tags';
import { MemberLevel } from './member-level';
import { MemberTierDialog } from './member-tier-dialog';
import styles from './member-panels.module.css';

interface MemberTierPanelProps {
  member: MemberKey & { username: string; level: number };
  /** Finance and admin may set the tier; support only sees it. */
  canSetTier: boolean;
}

/** The member's tier, which deposits and the monthly review move, with the button to set it by hand. */
export function MemberTierPanel({ member, canSetTier }: MemberTierPanelProps) {
  const { t } = useTranslation('backoffice');
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const close = () => {
    setIsDialogOpen(false);
  };
  return (
    <section className={styles.panel} aria-labelledby="member-tier-title" data-testid="member-tier-panel">
      <h2 id="member-tier-title" className={styles.panelTitle}>
        {t('members.tierPanel.title')}
      </h2>
      <p className={styles.statusRow} data-testid="member-tier-value">
        <MemberLevel level={member.level} />
      </p>
      <p className={styles.hint}>
        <PhraseText text={t('members.tierPanel.hint')} />
      </p>
      {canSetTier ? (
        <Button
          variant="secondary"
          onClick={() => {
            setIsDialogOpen(true);
          }}
        >
          {t('members.tierPanel.change')}
        </Button>
      ) : null}
      {isDialogOpen ? <MemberTierDialog member={member} onDone={close} onCancel={close} /> : null}
    </section>
  );
}
