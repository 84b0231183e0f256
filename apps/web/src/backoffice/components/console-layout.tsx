import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Drawer } from '../../components/layouts/drawer';
import { PageLoader } from '../../components/layouts/page-loader';
import { useMenuState } from '../../components/layouts/use-menu-state';
import { ConsoleHeader } from './console-header';
import { LanguageSwitch } from './language-switch';
import { LogoutButton } from './logout-button';
import { OperatorBadge } from './operator-badge';
import { SideNav, SideNavLinks } from './side-nav';
import styles from './console-layout.module.css';

const MAIN_ID = 'console-main';
const PHONE_MENU_ID = 'console-phone-menu';
/** Where the left column gives way to the drawer (console-layout.module.css says the same). */
const PHONE_WIDTH = '(max-width: 760px)';

/**
 * Closes the phone's drawer when the screen grows past a phone's width (a tablet turned on its
 * side): the left column is back, and two menus would show.
 */
function useCloseWhenWide(isOpen: boolean, close: () => void) {
  useEffect(() => {
    if (!isOpen) return;
    const phone = window.matchMedia(PHONE_WIDTH);
    const closeWhenWide = () => {
      if (!phone.matches) close();
    };
    phone.addEventListener('change', closeWhenWide);
    return () => {
      phone.removeEventListener('change', closeWhenWide);
    };
  }, [isOpen, close]);
}

function ConsoleName() {
  const { t } = useTranslation('backoffice');
  return (
    <p className={styles.consoleName}>
      <span className={styles.mark} aria-hidden="true" />
      {t('app.title')}
    </p>
  );
}

/**
 * The signed-in console: the menu on the left, the header with brand and operator, the screen.
 * On a phone the left column would leave the screen a sliver, so the menu becomes a drawer that
 * the header's button opens, holding also the language, the operator and the logout.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('backoffice');
  const menu = useMenuState();
  useCloseWhenWide(menu.isOpen, menu.close);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {t('app.skipToContent')}
      </a>
      <aside className={styles.sidebar}>
        <ConsoleName />
        <SideNav />
      </aside>
      {menu.isOpen ? (
        <Drawer
          id={PHONE_MENU_ID}
          label={t('nav.label')}
          logo={<ConsoleName />}
          onClose={menu.close}
          closeLabel={t('header.closeMenu')}
          footer={
            <div className={styles.drawerFooter}>
              <OperatorBadge align="start" />
              <LanguageSwitch />
              <LogoutButton />
            </div>
          }
        >
          <SideNavLinks onNavigate={menu.close} />
        </Drawer>
      ) : null}
      <div className={styles.main}>
        <ConsoleHeader menuId={PHONE_MENU_ID} isMenuOpen={menu.isOpen} onMenuOpen={menu.open} />
        <main id={MAIN_ID} className={styles.content} tabIndex={-1}>
          {/* Each screen is a chunk of its own (console-screens.ts); the menu stays while it loads. */}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
