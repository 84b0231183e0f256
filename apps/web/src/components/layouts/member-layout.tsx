import type { ReactNode } from 'react';
import { BottomBar } from './bottom-bar';
import { Column } from './column';
import { MemberTopBar } from './member-top-bar';
import styles from './member-layout.module.css';

interface MemberLayoutProps {
  memberName: string;
  username: string;
  /** The logout control, supplied by the app so this layout needs no auth knowledge. */
  logoutAction: ReactNode;
  children: ReactNode;
}

export function MemberLayout({ memberName, username, logoutAction, children }: MemberLayoutProps) {
  return (
    <Column
      header={<MemberTopBar memberName={memberName} username={username} logoutAction={logoutAction} />}
      footer={<BottomBar />}
    >
      <div className={styles.content}>{children}</div>
    </Column>
  );
}
