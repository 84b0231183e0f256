import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatButton } from './chat-button';
import { MenuButton } from './menu-button';
import { MEMBER_MENU_ID } from './member-side-menu';
import styles from './member-top-bar.module.css';

interface MemberTopBarProps {
  memberName: string;
  username: string;
  logoutAction: ReactNode;
  isMenuOpen: boolean;
  onMenuOpen: () => void;
}

export function MemberTopBar({ memberName, username, logoutAction, isMenuOpen, onMenuOpen }: MemberTopBarProps) {
  const { t } = useTranslation();
  const initial = Array.from(memberName.trim())[0] ?? '?';
  return (
    <header className={styles.bar}>
      <MenuButton controls={MEMBER_MENU_ID} isMenuOpen={isMenuOpen} onMenuOpen={onMenuOpen} />
      <span className={styles.avatar} aria-hidden="true">
        {initial}
      </span>
      <div className={styles.who}>
        <span className={styles.name} data-testid="member-name">
          {memberName}
        </span>
        <span className={styles.username}>
          {t('dashboard.usernameLabel')}: <span data-testid="member-username">{username}</span>
        </span>
      </div>
      <ChatButton placement="topBar" />
      {logoutAction}
    </header>
  );
}
