import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WordSkeleton } from '@/components/ui/skeleton';
import { ChatButton } from './chat-button';
import { MenuButton } from './menu-button';
import { MEMBER_MENU_ID } from './member-side-menu';
import styles from './member-top-bar.module.css';

interface MemberTopBarProps {
  /** Null on a member page drawn before the session is read: placeholders of the same size. */
  memberName: string | null;
  username: string | null;
  logoutAction: ReactNode;
  isMenuOpen: boolean;
  onMenuOpen: () => void;
}

export function MemberTopBar({ memberName, username, logoutAction, isMenuOpen, onMenuOpen }: MemberTopBarProps) {
  const { t } = useTranslation();
  // No initial before the member is known (a page drawn before the session is read).
  const initial = memberName === null ? null : (Array.from(memberName.trim())[0] ?? '?');
  return (
    <header className={styles.bar}>
      <MenuButton controls={MEMBER_MENU_ID} isMenuOpen={isMenuOpen} onMenuOpen={onMenuOpen} />
      <span className={styles.avatar} aria-hidden="true">
        {initial}
      </span>
      <div className={styles.who}>
        <span className={styles.name} data-testid="member-name">
          {memberName ?? <WordSkeleton width="7em" />}
        </span>
        <span className={styles.username}>
          {t('dashboard.usernameLabel')}: <span data-testid="member-username">{username ?? <WordSkeleton width="5em" />}</span>
        </span>
      </div>
      <ChatButton placement="topBar" />
      {logoutAction}
    </header>
  );
}
