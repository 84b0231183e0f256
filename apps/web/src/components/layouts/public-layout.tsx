import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router';
import { registerPathPatterns } from '@/config/paths';
import { useBrand } from './brand-context';
import { ChatButton } from './chat-button';
import { Column } from './column';
import { MinimalPublicTopBar } from './minimal-public-top-bar';
import { PublicTopBar } from './public-top-bar';
import { SideMenu } from './side-menu';
import { TopMenu } from './top-menu';
import { useMenuState } from './use-menu-state';
import styles from './public-layout.module.css';

function useIsRegisterPath(): boolean {
  const { pathname } = useLocation();
  return registerPathPatterns.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * The visitor layout: top bar, side menu, game top menu and the floating chat button. One client
 * variant gets a minimal version with only a search box and a login link.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const isLogoLinked = !useIsRegisterPath();
  const menu = useMenuState();

  if (brand.isMinimalLayout) {
    return (
      <Column header={<MinimalPublicTopBar isLogoLinked={isLogoLinked} />}>
        <div className={styles.content}>{children}</div>
        <ChatButton />
      </Column>
    );
  }

  return (
    <Column
      header={
        <>
          <PublicTopBar isLogoLinked={isLogoLinked} isMenuOpen={menu.isOpen} onMenuOpen={menu.open} />
          <TopMenu />
        </>
      }
    >
      <div className={styles.content}>{children}</div>
      <ChatButton />
      {menu.isOpen ? <SideMenu isLogoLinked={isLogoLinked} onClose={menu.close} /> : null}
    </Column>
  );
}
