import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/layouts/page-loader';
import { ConsoleHeader } from './console-header';
import { SideNav } from './side-nav';
import styles from './console-layout.module.css';

const MAIN_ID = 'console-main';

/** The signed-in console: the menu on the left, the header with brand and operator, the screen. */
export function ConsoleLayout() {
  const { t } = useTranslation('backoffice');
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {t('app.skipToContent')}
      </a>
      <aside className={styles.sidebar}>
        <p className={styles.consoleName}>
          <span className={styles.mark} aria-hidden="true" />
          {t('app.title')}
        </p>
        <SideNav />
      </aside>
      <div className={styles.main}>
        <ConsoleHeader />
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
