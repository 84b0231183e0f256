import type { ReactNode } from 'react';
import { BottomBar } from './bottom-bar';
import { Column } from './column';
import { MemberFootnote } from './member-footnote';
import { MemberSideMenu } from './member-side-menu';
import { MemberTopBar } from './member-top-bar';
import { useMenuState } from './use-menu-state';
import styles from './member-layout.module.css';

interface MemberLayoutProps {
  /** Null on a member page drawn before the session is read: placeholders of the same size. */
  memberName: string | null;
  username: string | null;
  /** The logout control, supplied by the app so this layout needs no auth knowledge. */
  logoutAction: ReactNode;
  children: ReactNode;
}

/** The member layout: top bar with the menu button and the chat button, side menu and bottom bar. */
export function MemberLayout({ memberName, username, logoutAction, children }: MemberLayoutProps) {
  const menu = useMenuState();
  return (
    <Column
      header={<MemberTopBar memberName={memberName} username={username} logoutAction={logoutAction} isMenuOpen={menu.isOpen} onMenuOpen={menu.open} />}
      footer={<BottomBar />}
    >
      <div className={styles.content}>
        {children}
        <MemberFootnote />
      </div>
      {menu.isOpen ? <MemberSideMenu logoutAction={logoutAction} onClose={menu.close} /> : null}
    </Column>
  );
}
